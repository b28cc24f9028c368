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
        // SwiftParser 603 takes time exponential in the number of `[` in a row (its lookahead for collection and
        // inline array types, balanced or not: 20 took 11 s, 24 over a minute; found by fuzz/readers.sh). No code
        // nests that deep, so such a file is not parsed, and a note says so.
        let run = longestBracketRun(text)
        guard run <= maxBracketRun else {
            return FileDeclarations(
                classes: [], sites: [], assignments: [:], appDelegateAnswer: nil, children: [:],
                unparsed: Finding(
                    file: path, line: 1,
                    message:
                        "holds \(run) '[' in a row, which SwiftParser takes time exponential in, so this file is not read",
                    rule: .unparsedSource))
        }
        var tree = Parser.parse(source: text)
        // Code an iOS target does not compile (`#if os(tvOS)`, `targetEnvironment(macCatalyst)`) is blanked, and the
        // file parsed again, so that no reader sees it (PlatformConditions).
        if PlatformConditions.mayHoldConditions(text) {
            let inactive = PlatformConditions.inactiveRanges(in: tree)
            if !inactive.isEmpty { tree = Parser.parse(source: PlatformConditions.blanking(text, inactive)) }
        }
        let lines = LineStarts(text)
        var unparsed: Finding?
        if tree.hasError {
            unparsed = Finding(
                file: path, line: firstErrorLine(tree, lines),
                message: "SwiftParser could not read all of this file; findings come from the parts it recovered",
                rule: .unparsedSource)
        }
        let visitor = DeclarationVisitor(path: path, lines: lines, filtering: filtering, milliseconds: milliseconds)
        visitor.walk(tree)
        if visitor.stopped {
            unparsed = Finding(
                file: path, line: 1,
                message:
                    "reading this file took longer than \(milliseconds) ms, so the rest of it was not read; findings come from the part that was",
                rule: .unparsedSource)
        }
        // What the visitor found is the file's declarations; the changes gain the rereads their functions make.
        let mutations = Self.withRereads(visitor, path: path)
        var declarations = visitor.facts
        declarations.unparsed = unparsed
        declarations.mutations = mutations
        Self.markRequestsAtAppLaunch(&declarations, text: text)
        Self.markRequestsWhileLeaving(&declarations, tree: tree, text: text)
        // The functions that change a property outside an initializer: where this file calls each, walked in full
        // (the visitor skips blocks that hold nothing it reads, calls among them), so that a helper only
        // initializers and `viewDidLoad` call is known as one (`SymbolTable.onlyWhileMade`).
        let candidates = Set(mutations.values.joined().filter { !$0.inInitializer }.compactMap(\.functionName))
        if !candidates.isEmpty, !visitor.initializerBodies.isEmpty {
            // The initializers first (few); the whole file only for a function one of them calls.
            let made = CallMoments(candidates)
            for body in visitor.initializerBodies { made.walk(body) }
            // A helper the file names only where it declares it and where those bodies call it is called there
            // alone (a count of the name's words, far cheaper than walking the whole file); the others are looked
            // for in the whole file.
            var unsure: Set<String> = []
            for name in made.whileMade {
                // Its declarations here (`func name(`, `func name<`): none, and a call elsewhere could not be told
                // from one.
                let declared =
                    Self.occurrences(of: "func \(name)(", in: text) + Self.occurrences(of: "func \(name)<", in: text)
                if declared > 0, Self.wordCount(name, in: text) == made.callCounts[name, default: 0] + declared {
                    declarations.callsWhileMade.insert(name)
                } else {
                    unsure.insert(name)
                }
            }
            if !unsure.isEmpty {
                let moments = CallMoments(unsure)
                moments.walk(tree)
                declarations.callsWhileMade.formUnion(moments.whileMade)
                declarations.callsLater.formUnion(moments.later)
            }
        }
        return declarations
    }

    /// Where the file calls each of `names`: in an initializer or `viewDidLoad` of a class (not in a closure or
    /// function there), or at any other time.
    final class CallMoments: SyntaxVisitor {
        let names: Set<String>
        var whileMade: Set<String> = []
        var later: Set<String> = []
        init(_ names: Set<String>) {
            self.names = names
            super.init(viewMode: .sourceAccurate)
        }

        /// How many calls of each name the walk met while the object is made.
        var callCounts: [String: Int] = [:]
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression
            let called =
                callee.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if let called, names.contains(called) {
                let throughSuper = callee.as(MemberAccessExprSyntax.self)?.base?.is(SuperExprSyntax.self) == true
                if !throughSuper, DeclarationVisitor.inInitializer(Syntax(node), orLoadingView: true) {
                    whileMade.insert(called)
                    callCounts[called, default: 0] += 1
                } else {
                    later.insert(called)
                }
            }
            return .visitChildren
        }
    }

    /// How many times `piece` occurs in `text`.
    /// A geometry request in a private function of the file that only the app delegate's launch calls (its name in the
    /// file: its one declaration and the launch's calls of it) runs only as the app launches (`RawRotation.atAppLaunch`).
    static func markRequestsAtAppLaunch(_ declarations: inout FileDeclarations, text: String) {
        for index in declarations.rotations.indices
        where declarations.rotations[index].kind == .requestGeometryUpdate && !declarations.rotations[index].atAppLaunch
        {
            guard let name = declarations.rotations[index].functionName,
                let launch = declarations.callIdioms[name]?.atAppLaunch, launch > 0,
                occurrences(of: "private func \(name)(", in: text) == 1,
                occurrences(of: "func \(name)(", in: text) == 1, wordCount(name, in: text) == launch + 1
            else { continue }
            declarations.rotations[index].atAppLaunch = true
        }
    }

    static func occurrences(of piece: String, in text: String) -> Int { count(piece, in: text, wholeWord: false) }

    /// How many times `word` occurs in `text` as a whole identifier (not inside a longer one).
    static func wordCount(_ word: String, in text: String) -> Int { count(word, in: text, wholeWord: true) }

    static func count(_ piece: String, in text: String, wholeWord: Bool) -> Int {
        let pattern = Array(piece.utf8)
        guard let first = pattern.first else { return 0 }
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
                || byte >= 128
        }
        var text = text
        return text.withUTF8 { bytes in
            var count = 0
            var index = 0
            let end = bytes.count - pattern.count
            while index <= end {
                if bytes[index] == first, !wholeWord || index == 0 || !isIdentifier(bytes[index - 1]),
                    !wholeWord || index + pattern.count == bytes.count || !isIdentifier(bytes[index + pattern.count])
                {
                    var matches = true
                    for offset in 1..<pattern.count where bytes[index + offset] != pattern[offset] {
                        matches = false
                        break
                    }
                    if matches { count += 1 }
                }
                index += 1
            }
            return count
        }
    }

    /// At most this many `[` in a row (with only white space between) are parsed.
    static let maxBracketRun = 10

    /// The longest run of `[` separated by white space alone, from the bytes.
    /// Read from the string's contiguous UTF-8 (no copy for a native string): iterating `text.utf8` cost about 36
    /// instructions a byte, more than the rest of the reading besides the parse (callgrind, 300 generated files).
    static func longestBracketRun(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var longest = 0, current = 0
            for byte in bytes {
                if byte == UInt8(ascii: "[") {
                    current += 1
                    if current > longest { longest = current }
                } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t")
                    && byte != UInt8(ascii: "\r")
                {
                    current = 0
                }
            }
            return longest
        }
    }

    static func firstErrorLine(_ tree: SourceFileSyntax, _ lines: LineStarts) -> Int {
        for token in tree.tokens(viewMode: .all) where token.presence == .missing || token.hasError {
            return lines.line(of: token)
        }
        return 1
    }

    /// The presentation styles that fill the window, for which UIKit reads the masks again.
    static let fullScreenStyles: Set<String> = ["fullScreen", "overFullScreen"]

    /// Each change with what makes UIKit read the masks again in the same function: a new window root it gives, or
    /// a dismissal after it (not for a change in a closure, which may run later).
    static func withRereads(_ visitor: DeclarationVisitor, path: String) -> [String: [Mutation]] {
        // Not a root a window's method may give (`window.addSubview(x)`: `ShowSite.windowHelper`, most often none).
        let roots = visitor.facts.sites.filter { $0.kind == .root && $0.windowHelper == nil }.map(\.line)
        // Where the file sets a full-screen cover's flag to true (`showing = true`).
        // And where it presents a controller with a full-screen style (`present(player, animated:)` after
        // `player.modalPresentationStyle = .fullScreen`): UIKit reads the masks again for either.
        let covers =
            visitor.coverFlags.flatMap { flag in
                (visitor.facts.assignments[flag] ?? []).filter {
                    guard case .bool(true) = $0.expression else { return false }
                    return $0.file == path && !$0.isDeclaredValue
                }.map(\.line)
            }
            + visitor.facts.sites.filter {
                $0.kind == .present && Self.fullScreenStyles.contains($0.presentationStyle ?? "")
            }.map(\.line)
        guard !roots.isEmpty || !visitor.dismissals.isEmpty || !covers.isEmpty else { return visitor.facts.mutations }
        return visitor.facts.mutations.mapValues { list in
            list.map { change in
                var change = change
                // The same function's, or closure's, code after the change presents a full-screen cover.
                if let line = change.place.line, let scope = change.inClosure ? change.closure : change.function {
                    change.thenPresentsCover = covers.filter { scope.contains($0) && $0 > line }.min().map {
                        FileSource(file: path, line: $0)
                    }
                }
                // A change in a closure (a dismissal's completion) after the function's last dismissal before it.
                if change.inClosure, let line = change.place.line, let function = change.function,
                    let dismissal = visitor.dismissals.last(where: { function.contains($0) && $0 <= line })
                {
                    change.afterDismissal = (dismissal, visitor.dismissalsBySelf.contains(dismissal))
                }
                guard !change.inClosure, let function = change.function else { return change }
                change.withNewRoot = roots.first(where: function.contains).map { FileSource(file: path, line: $0) }
                if let line = change.place.line {
                    change.thenDismisses = visitor.dismissals.first { function.contains($0) && $0 > line }.map {
                        FileSource(file: path, line: $0)
                    }
                }
                return change
            }
        }
    }
}
