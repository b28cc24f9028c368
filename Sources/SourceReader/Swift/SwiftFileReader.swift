import OrientationResolver
import OrientationWire
import SwiftParser
import SwiftSyntax

/// Reads a Swift file with swift-syntax (SwiftParser). No regular expressions: every fact comes from the tree.
enum SwiftFileReader {
    /// The time one file's walk may take, from its start (the parse before it is linear in the file's size, which
    /// `--max-source-file-bytes` bounds); past it the rest of the file is not read, and a note says so.
    static let maxMilliseconds = 5_000

    /// One file's declarations (the tree's nodes are immutable, so they are read on any thread afterwards).
    static func parse(
        path: String, text: String, filtering: Bool = true, milliseconds: Int = maxMilliseconds
    ) -> FileDeclarations {
        let tree = Parser.parse(source: text)
        let lines = LineStarts(text)
        var unparsed: InputNote?
        if tree.hasError {
            unparsed = InputNote(
                file: path, line: firstErrorLine(tree, lines),
                message: "SwiftParser could not read all of this file; findings come from the parts it recovered",
                rule: .unparsedSource)
        }
        let visitor = DeclarationVisitor(path: path, lines: lines, filtering: filtering, milliseconds: milliseconds)
        visitor.walk(tree)
        if visitor.stopped {
            unparsed = InputNote(
                file: path, line: 1,
                message:
                    "reading this file took longer than \(milliseconds) ms, so the rest of it was not read; findings come from the part that was",
                rule: .unparsedSource)
        }
        return FileDeclarations(
            classes: visitor.classes, sites: visitor.sites, assignments: visitor.assignments,
            appDelegateAnswer: visitor.appDelegateAnswer, children: visitor.children, unparsed: unparsed,
            superclasses: [:],
            mutations: visitor.mutations, announces: visitor.announces, rotations: visitor.rotations,
            unseenShows: visitor.unseenShows, swiftUIApp: visitor.swiftUIApp, typeConstants: visitor.typeConstants,
            storedTypeConstants: visitor.storedTypeConstants, factories: visitor.factories,
            properties: visitor.properties)
    }

    static func firstErrorLine(_ tree: SourceFileSyntax, _ lines: LineStarts) -> Int {
        for token in tree.tokens(viewMode: .all) where token.presence == .missing || token.hasError {
            return lines.line(of: token)
        }
        return 1
    }
}
