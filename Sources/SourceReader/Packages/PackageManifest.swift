import SwiftParser
import SwiftSyntax

/// A `Package.swift` read statically with swift-syntax (never run): its targets, with their `path`, `exclude`,
/// `sources` and their dependencies on the package's other targets and on local packages, and its products.
/// Targets and products are found wherever the manifest writes them (`Package(targets: […])`,
/// `package.targets += […]`, a helper's array); what is not a literal is said in `unread`.
struct PackageManifest: Equatable {
    struct Target: Equatable {
        var name: String
        var kind: String
        var path: String?
        var exclude: [String] = []
        var sources: [String]?
        /// Targets of this package, by name.
        var targets: [String] = []
        /// Products of other packages: (product, package identity).
        var products: [(name: String, package: String)] = []
        var line: Int

        static func == (lhs: Target, rhs: Target) -> Bool {
            lhs.name == rhs.name && lhs.kind == rhs.kind && lhs.path == rhs.path && lhs.exclude == rhs.exclude
                && lhs.sources == rhs.sources && lhs.targets == rhs.targets
                && lhs.products.map(\.name) == rhs.products.map(\.name)
                && lhs.products.map(\.package) == rhs.products.map(\.package) && lhs.line == rhs.line
        }

        /// Built into a product: not a test, a plugin, a macro (runs on the build machine) or a binary.
        var isCode: Bool { kind == "target" || kind == "executableTarget" }
    }

    var name: String?
    var targets: [Target] = []
    /// Product name → the targets it holds.
    var products: [String: [String]] = [:]
    /// Local packages it depends on (`.package(path:)`): identity (the folder's last component, or `name:`) → path.
    var localDependencies: [String: String] = [:]
    /// What the reader could not take as a literal, with its line.
    var unread: [(what: String, line: Int)] = []

    static func == (lhs: PackageManifest, rhs: PackageManifest) -> Bool {
        lhs.name == rhs.name && lhs.targets == rhs.targets && lhs.products == rhs.products
            && lhs.localDependencies == rhs.localDependencies && lhs.unread.map(\.what) == rhs.unread.map(\.what)
    }

    static let targetKinds: Set<String> = [
        "target", "executableTarget", "testTarget", "binaryTarget", "macro", "plugin", "systemLibrary",
    ]

    static func read(_ text: String) -> PackageManifest {
        // SwiftParser takes time exponential in `[` in a row (`SwiftFileReader.maxBracketRun`; found again here by
        // fuzz/readers.sh): such a manifest is not parsed, and what it declares is said to be unread.
        let run = SwiftFileReader.longestBracketRun(text)
        guard run <= SwiftFileReader.maxBracketRun else {
            var manifest = PackageManifest()
            manifest.unread.append(
                ("the manifest (\(run) '[' in a row, which SwiftParser takes time exponential in)", 1))
            return manifest
        }
        let tree = Parser.parse(source: text)
        let visitor = ManifestVisitor(lines: LineStarts(text))
        visitor.walk(tree)
        return visitor.manifest
    }
}

/// Finds the declarations of targets, products and local package dependencies anywhere in a manifest.
private final class ManifestVisitor: SyntaxVisitor {
    let lines: LineStarts
    var manifest = PackageManifest()

    init(lines: LineStarts) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = Self.callee(node.calledExpression)
        let arguments = node.arguments
        if callee == "Package" {
            if let name = Self.argument("name", of: arguments).flatMap(Self.string) { manifest.name = name }
            return .visitChildren
        }
        guard let callee, let name = Self.argument("name", of: arguments).flatMap(Self.string) else {
            if callee == "package", let path = Self.argument("path", of: arguments).flatMap(Self.string) {
                let identity = path.split(separator: "/").last.map(String.init) ?? path
                manifest.localDependencies[identity] = path
            }
            return .visitChildren
        }
        let line = lines.line(of: node)
        switch callee {
        case _ where PackageManifest.targetKinds.contains(callee):
            // `.target(name:)` alone, inside `dependencies:`, is a dependency; those are read with their target.
            var target = PackageManifest.Target(name: name, kind: callee, line: line)
            target.path = Self.argument("path", of: arguments).flatMap(Self.string)
            if let exclude = Self.argument("exclude", of: arguments) {
                target.exclude = strings(exclude, what: "the exclude of \(name)", line: line)
            }
            if let sources = Self.argument("sources", of: arguments) {
                target.sources = strings(sources, what: "the sources of \(name)", line: line)
            }
            if let dependencies = Self.argument("dependencies", of: arguments) {
                readDependencies(dependencies, of: &target)
            }
            manifest.targets.removeAll { $0.name == name }
            manifest.targets.append(target)
            return .skipChildren
        case "library", "executable":
            if let targets = Self.argument("targets", of: arguments) {
                manifest.products[name] = strings(targets, what: "the targets of the product \(name)", line: line)
            }
            return .skipChildren
        case "package":
            if let path = Self.argument("path", of: arguments).flatMap(Self.string) {
                manifest.localDependencies[name] = path
            }
            return .skipChildren
        default:
            return .visitChildren
        }
    }

    func readDependencies(_ expression: ExprSyntax, of target: inout PackageManifest.Target) {
        guard let array = expression.as(ArrayExprSyntax.self) else {
            manifest.unread.append(("the dependencies of \(target.name)", target.line))
            return
        }
        for element in array.elements {
            let item = element.expression
            if let name = Self.string(item) {
                target.targets.append(name)
                continue
            }
            guard let call = item.as(FunctionCallExprSyntax.self), let callee = Self.callee(call.calledExpression),
                let name = Self.argument("name", of: call.arguments).flatMap(Self.string)
            else {
                manifest.unread.append(("a dependency of \(target.name)", lines.line(of: item)))
                continue
            }
            switch callee {
            case "target", "byName", "byNameItem", "targetItem": target.targets.append(name)
            case "product", "productItem":
                let package = Self.argument("package", of: call.arguments).flatMap(Self.string) ?? name
                target.products.append((name, package))
            default: continue
            }
        }
    }

    func strings(_ expression: ExprSyntax, what: String, line: Int) -> [String] {
        guard let array = expression.as(ArrayExprSyntax.self) else {
            manifest.unread.append((what, line))
            return []
        }
        var result: [String] = []
        for element in array.elements {
            if let text = Self.string(element.expression) {
                result.append(text)
            } else {
                manifest.unread.append((what, line))
            }
        }
        return result
    }

    /// `.target`, `Target.target`, `Package` → the called name.
    static func callee(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    static func argument(_ label: String, of arguments: LabeledExprListSyntax) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// A string literal without interpolation.
    static func string(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}
