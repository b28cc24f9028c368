import SwiftParser
import SwiftSyntax

/// A `Package.swift` read statically with swift-syntax (never run): its targets, with their `path`, `exclude`,
/// `sources` and their dependencies on the package's other targets and on local packages, and its products.
/// Targets and products are found wherever the manifest writes them (`Package(targets: […])`,
/// `package.targets += […]`, a helper's array); lists are taken from literals, the file's top-level constants and
/// their sums (`shared + […]`); what is none of those is said in `unread`. A dependency with
/// `condition: .when(platforms:)` that leaves out iOS is not built for an iOS app (`otherPlatforms`).
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
        /// Dependencies built only for other platforms (`condition: .when(platforms: [.macOS])`), not for iOS.
        var otherPlatforms: [(name: String, platforms: [String])] = []
        var line: Int

        static func == (lhs: Target, rhs: Target) -> Bool {
            lhs.name == rhs.name && lhs.kind == rhs.kind && lhs.path == rhs.path && lhs.exclude == rhs.exclude
                && lhs.sources == rhs.sources && lhs.targets == rhs.targets
                && lhs.products.map(\.name) == rhs.products.map(\.name)
                && lhs.products.map(\.package) == rhs.products.map(\.package) && lhs.line == rhs.line
                && lhs.otherPlatforms.map(\.name) == rhs.otherPlatforms.map(\.name)
        }

        /// Built into a product: not a test, a plugin, a macro (runs on the build machine) or a binary.
        var isCode: Bool { kind == "target" || kind == "executableTarget" }
    }

    var name: String?
    /// The first line's `// swift-tools-version:` (major, minor); nil where it is not there.
    var toolsVersion: (major: Int, minor: Int)?
    var targets: [Target] = []
    /// Product name → the targets it holds.
    var products: [String: [String]] = [:]
    /// Local packages it depends on (`.package(path:)`): identity (the folder's last component, or `name:`) → path.
    var localDependencies: [String: String] = [:]
    /// What the reader could not take as a literal, with its line; `target`: a dependency of that target (said only
    /// where the target is built).
    var unread: [(what: String, line: Int, target: String?)] = []

    static func == (lhs: PackageManifest, rhs: PackageManifest) -> Bool {
        lhs.name == rhs.name
            && lhs.toolsVersion.map { [$0.major, $0.minor] } == rhs.toolsVersion.map { [$0.major, $0.minor] }
            && lhs.targets == rhs.targets && lhs.products == rhs.products
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
                ("the manifest (\(run) '[' in a row, which SwiftParser takes time exponential in)", 1, nil))
            return manifest
        }
        let tree = Parser.parse(source: text)
        let visitor = ManifestVisitor(lines: LineStarts(text))
        visitor.constants = ManifestVisitor.topLevelConstants(tree)
        (visitor.dependencyConstants, visitor.productHelpers) = ManifestVisitor.extensionMembers(tree)
        visitor.walk(tree)
        visitor.manifest.toolsVersion = toolsVersion(text)
        return visitor.manifest
    }

    /// `// swift-tools-version:5.9` (any spacing, a patch or a `;` setting after it) on the manifest's first line.
    static func toolsVersion(_ text: String) -> (major: Int, minor: Int)? {
        let first = text.prefix { $0 != "\n" && $0 != "\r" }.lowercased()
        guard let marker = first.range(of: "swift-tools-version:") else { return nil }
        let numbers = first[marker.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
            .split(separator: ".").compactMap { Int($0) }
        guard let major = numbers.first else { return nil }
        return (major, numbers.count > 1 ? numbers[1] : 0)
    }

    /// SwiftPM 5.9 and later take a package's one target that is not a test from its `Sources` folder itself
    /// when the folder named after the target is not there (checked with the toolchain here: tools 5.8 refuses it).
    var takesSourcesFolderItself: Bool {
        guard let version = toolsVersion, version.major > 5 || (version.major == 5 && version.minor >= 9) else {
            return false
        }
        return targets.filter { $0.kind != "testTarget" }.count == 1
    }
}

/// Finds the declarations of targets, products and local package dependencies anywhere in a manifest.
private final class ManifestVisitor: SyntaxVisitor {
    let lines: LineStarts
    var manifest = PackageManifest()
    /// The file's top-level `let`/`var` with a value: name → that value (`let shared: [Target.Dependency] = […]`).
    var constants: [String: ExprSyntax] = [:]
    /// `extension Target.Dependency { static let helpers = byName(name: "Helpers") }`: name → value.
    var dependencyConstants: [String: ExprSyntax] = [:]
    /// `extension Product { static func single(_ name: String) -> Product { .library(name: name, targets: [name]) } }`.
    var productHelpers: [String: ProductHelper] = [:]

    init(lines: LineStarts) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = Self.callee(node.calledExpression)
        let arguments = node.arguments
        if callee == "Package" {
            if let name = Self.argument("name", of: arguments).flatMap(Self.string) { manifest.name = name }
            // Local packages written as a constant's elements or made by a `map` (`modules.map { .package(path:
            // "../\($0)") }`); the literal ones are also met below, as children.
            for item in Self.argument("dependencies", of: arguments).flatMap({ elements(of: $0) }) ?? [] {
                if let call = item.as(FunctionCallExprSyntax.self), Self.callee(call.calledExpression) == "package" {
                    addLocalDependency(call.arguments)
                }
            }
            return .visitChildren
        }
        if let callee, let helper = productHelpers[callee], let product = helper.product(arguments) {
            manifest.products[product.name] = product.targets
            return .skipChildren
        }
        guard let callee, let name = Self.argument("name", of: arguments).flatMap(Self.string) else {
            if callee == "package" { addLocalDependency(arguments) }
            return .visitChildren
        }
        let line = lines.line(of: node)
        switch callee {
        case _ where PackageManifest.targetKinds.contains(callee):
            // `.target(name:)` alone, inside `dependencies:`, is a dependency; those are read with their target.
            // A bare `.target(name:)` in a top-level array of dependencies is not a declaration: it never replaces
            // one already read.
            let bare = arguments.allSatisfy { ["name", "condition"].contains($0.label?.text) }
            if bare, manifest.targets.contains(where: { $0.name == name }) { return .skipChildren }
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
            addLocalDependency(arguments)
            return .skipChildren
        default:
            return .visitChildren
        }
    }

    /// `.package(path:)` or `.package(name:path:)`: a local package, by its name or its folder's.
    func addLocalDependency(_ arguments: LabeledExprListSyntax) {
        guard let path = Self.argument("path", of: arguments).flatMap(Self.string) else { return }
        let name = Self.argument("name", of: arguments).flatMap(Self.string)
        manifest.localDependencies[name ?? path.split(separator: "/").last.map(String.init) ?? path] = path
    }

    func readDependencies(_ expression: ExprSyntax, of target: inout PackageManifest.Target) {
        guard let elements = elements(of: expression) else {
            manifest.unread.append(("the dependencies of \(target.name)", target.line, target.name))
            return
        }
        for written in elements {
            // `.helpers`: a static member of `extension Target.Dependency` (`static let helpers = byName(name: …)`).
            var item = written
            if let member = written.as(MemberAccessExprSyntax.self), member.base == nil,
                let value = dependencyConstants[member.declName.baseName.text]
            {
                item = value
            }
            if let name = Self.string(item) {
                target.targets.append(name)
                continue
            }
            guard let call = item.as(FunctionCallExprSyntax.self), let callee = Self.callee(call.calledExpression),
                let name = Self.argument("name", of: call.arguments).flatMap(Self.string)
            else {
                manifest.unread.append(("a dependency of \(target.name)", lines.line(of: written), target.name))
                continue
            }
            if let platforms = platforms(Self.argument("condition", of: call.arguments)),
                !platforms.contains("iOS")
            {
                target.otherPlatforms.append((name, platforms))
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

    /// `condition: .when(platforms: [.macOS, .tvOS])` → the platforms' names; nil for no condition, another kind of
    /// condition, or platforms that are not a literal list (the dependency is then taken as built).
    func platforms(_ condition: ExprSyntax?) -> [String]? {
        guard let call = condition?.as(FunctionCallExprSyntax.self), Self.callee(call.calledExpression) == "when",
            let list = Self.argument("platforms", of: call.arguments), let items = elements(of: list)
        else { return nil }
        var names: [String] = []
        for item in items {
            guard let member = item.as(MemberAccessExprSyntax.self) else { return nil }
            names.append(member.declName.baseName.text)
        }
        return names
    }

    /// The elements of an array as the manifest writes it: a literal, a top-level constant holding one, a sum of
    /// those (`shared + [.product(…)]`), or a `map` of String literals by a closure of one expression
    /// (`modules.map { .product(name: $0, package: $0) }`); nil for anything else (another call).
    func elements(of expression: ExprSyntax, depth: Int = 0) -> [ExprSyntax]? {
        guard depth < 8 else { return nil }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return mapped(call, depth: depth) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return constants[reference.baseName.text].flatMap { elements(of: $0, depth: depth + 1) }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return elements(of: only.expression, depth: depth + 1)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            var result: [ExprSyntax] = []
            for (index, element) in sequence.elements.enumerated() {
                if index % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                    continue
                }
                guard let part = elements(of: element, depth: depth + 1) else { return nil }
                result += part
            }
            return result
        }
        return nil
    }

    /// `names.map { … $0 … }` (or `{ name in … }`) over String literals: the closure's one expression once per
    /// name, the parameter written as that String (inside a string's interpolation, as its text). Nil for anything
    /// else: another call, another closure, or elements that are not plain Strings.
    func mapped(_ call: FunctionCallExprSyntax, depth: Int) -> [ExprSyntax]? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "map", let base = member.base,
            let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
            call.arguments.count == (call.trailingClosure == nil ? 1 : 0), call.additionalTrailingClosures.isEmpty,
            closure.statements.count == 1, let body = closure.statements.first?.item.as(ExprSyntax.self),
            let names = elements(of: base, depth: depth + 1)
        else { return nil }
        var parameter = "$0"
        if let signature = closure.signature {
            if let shorthand = signature.parameterClause?.as(ClosureShorthandParameterListSyntax.self),
                shorthand.count == 1, let only = shorthand.first
            {
                parameter = only.name.text
            } else if let clause = signature.parameterClause?.as(ClosureParameterClauseSyntax.self),
                clause.parameters.count == 1, let only = clause.parameters.first
            {
                parameter = (only.secondName ?? only.firstName).text
            } else {
                return nil
            }
        }
        var result: [ExprSyntax] = []
        for element in names {
            guard let name = Self.string(element), !name.contains(where: { "\"\\\n\r".contains($0) }),
                let made = Substitution.apply(parameter, name, in: body)
            else { return nil }
            result.append(made)
        }
        return result
    }

    /// The static members of `extension Target.Dependency` that have a value, and the static functions of
    /// `extension Product` that return one `.library(…)` or `.executable(…)` made from their parameters.
    static func extensionMembers(_ file: SourceFileSyntax) -> ([String: ExprSyntax], [String: ProductHelper]) {
        var constants: [String: ExprSyntax] = [:]
        var helpers: [String: ProductHelper] = [:]
        for statement in file.statements {
            guard let extended = statement.item.as(ExtensionDeclSyntax.self) else { continue }
            let type = extended.extendedType.trimmedDescription
            for member in extended.memberBlock.members {
                if type == "Target.Dependency", let variable = member.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                            let value = binding.initializer?.value
                        else { continue }
                        constants[name] = value
                    }
                } else if type == "Product", let function = member.decl.as(FunctionDeclSyntax.self),
                    let helper = ProductHelper(function)
                {
                    helpers[function.name.text] = helper
                }
            }
        }
        return (constants, helpers)
    }

    static func topLevelConstants(_ file: SourceFileSyntax) -> [String: ExprSyntax] {
        var constants: [String: ExprSyntax] = [:]
        for statement in file.statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value
                else { continue }
                constants[name] = value
            }
        }
        return constants
    }

    func strings(_ expression: ExprSyntax, what: String, line: Int) -> [String] {
        guard let elements = elements(of: expression) else {
            manifest.unread.append((what, line, nil))
            return []
        }
        var result: [String] = []
        for element in elements {
            if let text = Self.string(element) {
                result.append(text)
            } else {
                manifest.unread.append((what, line, nil))
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

/// A manifest's own function that makes a product from its String parameters (`.singleTargetLibrary("Map")`).
struct ProductHelper {
    var parameters: [String]
    var call: FunctionCallExprSyntax

    init?(_ function: FunctionDeclSyntax) {
        guard let body = function.body, body.statements.count == 1, let statement = body.statements.first else {
            return nil
        }
        var expression = statement.item.as(ExprSyntax.self)
        if let returned = statement.item.as(ReturnStmtSyntax.self) { expression = returned.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self),
            let callee = ManifestVisitor.callee(call.calledExpression), callee == "library" || callee == "executable"
        else { return nil }
        self.call = call
        parameters = function.signature.parameterClause.parameters.map {
            ($0.secondName ?? $0.firstName).text
        }
    }

    /// The product a call makes: its name and targets, each a String argument or a literal.
    func product(_ arguments: LabeledExprListSyntax) -> (name: String, targets: [String])? {
        guard arguments.count == parameters.count else { return nil }
        var values: [String: String] = [:]
        for (parameter, argument) in zip(parameters, arguments) {
            guard let text = ManifestVisitor.string(argument.expression) else { return nil }
            values[parameter] = text
        }
        func value(_ expression: ExprSyntax) -> String? {
            if let text = ManifestVisitor.string(expression) { return text }
            return expression.as(DeclReferenceExprSyntax.self).flatMap { values[$0.baseName.text] }
        }
        guard let name = ManifestVisitor.argument("name", of: call.arguments).flatMap(value),
            let targets = ManifestVisitor.argument("targets", of: call.arguments)?.as(ArrayExprSyntax.self)
        else { return nil }
        let names = targets.elements.compactMap { value($0.expression) }
        guard names.count == targets.elements.count else { return nil }
        return (name, names)
    }
}

/// A closure's expression with its parameter written as a String: `\\(name)` inside a string literal becomes the
/// name's text, any other use of the parameter the literal `"name"`; the result is parsed anew.
private final class Substitution: SyntaxVisitor {
    let parameter: String
    let name: String
    var edits: [(range: Range<Int>, text: String)] = []

    init(_ parameter: String, _ name: String) {
        self.parameter = parameter
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    static func apply(_ parameter: String, _ name: String, in body: ExprSyntax) -> ExprSyntax? {
        let substitution = Substitution(parameter, name)
        substitution.walk(body)
        let start = body.position.utf8Offset
        var bytes = Array(body.description.utf8)
        for edit in substitution.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            let range = (edit.range.lowerBound - start)..<(edit.range.upperBound - start)
            guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
            bytes.replaceSubrange(range, with: Array(edit.text.utf8))
        }
        let parsed = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
        guard parsed.statements.count == 1 else { return nil }
        return parsed.statements.first?.item.as(ExprSyntax.self)
    }

    func isParameter(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
    }

    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind {
        guard node.expressions.count == 1, let only = node.expressions.first, isParameter(only.expression) else {
            return .visitChildren
        }
        edits.append((node.position.utf8Offset..<node.endPosition.utf8Offset, name))
        return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == parameter {
            edits.append(
                (
                    node.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                    "\"\(name)\""
                ))
        }
        return .skipChildren
    }
}
