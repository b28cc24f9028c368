import OrientationResolver
import OrientationWire
import SwiftParser
import SwiftSyntax

/// Reads a Swift file with swift-syntax (SwiftParser). No regular expressions: every fact comes from the tree.
enum SwiftFileReader {
    /// One file's declarations (the tree's nodes are immutable, so they are read on any thread afterwards).
    static func parse(path: String, text: String, filtering: Bool = true) -> FileDeclarations {
        let tree = Parser.parse(source: text)
        let lines = LineStarts(text)
        var unparsed: InputNote?
        if tree.hasError {
            unparsed = InputNote(
                file: path, line: firstErrorLine(tree, lines),
                message: "SwiftParser could not read all of this file; findings come from the parts it recovered",
                rule: .unparsedSource)
        }
        let visitor = DeclarationVisitor(path: path, lines: lines, filtering: filtering)
        visitor.walk(tree)
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
