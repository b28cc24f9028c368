import OrientationResolver
import OrientationWire
import SwiftSyntax

/// A UIKit controller a SwiftUI view shows through `UIViewControllerRepresentable`: the type, the controller its
/// `makeUIViewController` makes (and a navigation controller's root), where.
struct Representable: Sendable {
    var name: String
    var shown: String
    var navigationRoot: String?
    var file: String
    var line: Int
    /// `makeUIViewController` gives the controller `sourceType = .camera` (a UIImagePickerController's camera).
    var camera = false
}

/// SwiftUI's presenting modifiers, each with the UIKit style its hosting controller is taken to be presented in.
/// Apple's text does not name them (docs/ecosystem-2.md §1.3); what a scenario decides with them is the same for every
/// style of the same kind: a sheet or a popover does not govern (semantics §4), a full-screen cover does
/// (`fullScreen` and `overFullScreen` alike). The scenarios are inferred.
enum SwiftUIPresentation {
    static let styles: [String: String] = ["sheet": "pageSheet", "fullScreenCover": "fullScreen", "popover": "popover"]
}

extension DeclarationVisitor {
    /// Whether a body sets `x.sourceType = .camera` (or `UIImagePickerController.SourceType.camera`).
    static func setsCamera(_ body: CodeBlockSyntax) -> Bool {
        body.statements.contains { item in
            guard let sequence = item.item.as(SequenceExprSyntax.self) else { return false }
            let elements = Array(sequence.elements)
            return elements.count == 3 && elements[1].is(AssignmentExprSyntax.self)
                && elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "sourceType"
                && elements[2].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "camera"
        }
    }

    /// `struct X: UIViewControllerRepresentable { func makeUIViewController(context:) -> C { … } }`: the controller
    /// it makes, made there or in a local of the function.
    func readRepresentable(name: String, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax) {
        guard
            inheritance?.inheritedTypes.contains(where: {
                ["UIViewControllerRepresentable", "SwiftUI.UIViewControllerRepresentable"].contains(
                    $0.type.sourceText)
            }) == true
        else { return }
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                function.name.text == "makeUIViewController", let body = function.body
            else { continue }
            let returns = ReturnScan()
            returns.walk(body.statements)
            var values = returns.found
            if values.isEmpty, body.statements.count == 1, case let .expr(only)? = body.statements.first?.item {
                values = [only]
            }
            for value in values {
                var made = Self.constructed(value, storyboards: storyboards)
                if made == nil, let variable = Self.variableName(value) {
                    let scan = LocalScan(variable: variable, storyboards: storyboards, at: Syntax(value))
                    scan.walk(body)
                    made = scan.constructed
                    if var found = made, found.navigationRoot == nil,
                        let construction = scan.initial?.as(FunctionCallExprSyntax.self)
                    {
                        var site = ShowSite(
                            kind: .root, shown: found.class, inClass: nil, presentationStyle: nil,
                            navigationRoot: nil, file: path, line: line(value))
                        stackRoot(of: construction, in: Syntax(body), into: &site)
                        found.navigationRoot = site.navigationRoot
                        made = found
                    }
                }
                guard let made else { continue }
                var representable = Representable(
                    name: name, shown: made.class, navigationRoot: made.navigationRoot, file: path,
                    line: line(function.name))
                representable.camera = made.class == "UIImagePickerController" && Self.setsCamera(body)
                facts.representables.append(representable)
                return
            }
        }
    }

    /// `.fullScreenCover(isPresented: $x) { Content() }` (or `.sheet`, `.popover`): a presentation of a hosting
    /// controller, at the modifier's line. Whether the call is one.
    func readSwiftUIModifier(_ node: FunctionCallExprSyntax, called: String?) -> Bool {
        guard let called, let style = SwiftUIPresentation.styles[called],
            let modifier = node.calledExpression.as(MemberAccessExprSyntax.self),
            node.trailingClosure != nil || node.arguments.contains(where: { $0.label?.text == "content" })
        else { return false }
        var site = ShowSite(
            kind: .present, shown: "UIHostingController", inClass: currentClass, presentationStyle: style,
            navigationRoot: nil, file: path, line: line(modifier.declName))
        site.swiftUIModifier = called
        site.idiom = idiomCondition(around: Syntax(node))
        facts.sites.append(site)
        if called == "fullScreenCover",
            let bound = node.arguments.first(where: { $0.label?.text == "isPresented" })?.expression.trimmedDescription,
            bound.hasPrefix("$")
        {
            coverFlags.insert(String(bound.dropFirst()))
        }
        return true
    }
}
