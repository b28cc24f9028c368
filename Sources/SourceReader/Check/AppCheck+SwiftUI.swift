import OrientationResolver
import OrientationWire

extension AppCheck {
    /// representable-ignored: a controller a SwiftUI view shows through `UIViewControllerRepresentable` answers a
    /// mask that UIKit never asks (it asks the hosting controller, which answers UIKit's default). Said where its
    /// answer, within the app's mask, differs from the default's on an idiom the app ships to: a warning when it
    /// differs for every mask the app can have there, an info note when only for some.
    static func representableNotes(model: SourceModel, base: Scenario) -> [Finding] {
        var notes: [Finding] = []
        let idioms = base.deviceFamilies ?? [base.idiom]
        for shown in model.representables {
            // The app's own answer, else the one Apple documents for a UIKit controller (at the representable).
            var documented: String?
            guard
                let (name, value) = [shown.shown, shown.navigationRoot].compactMap({ $0 }).lazy.compactMap({
                    name -> (String, CodeValue)? in
                    if let own = model.classes[name]?.supportedInterfaceOrientations { return (name, own) }
                    guard model.classes[name] == nil, shown.camera || name != "UIImagePickerController",
                        let known = UIKitNames.documentedMasks[name]
                    else { return nil }
                    documented = known.source
                    return (name, CodeValue(kind: .exact(known.mask), file: shown.file, line: shown.line))
                }).first
            else { continue }
            var always = false
            var sometimes = false
            var example: (idiom: Idiom, child: Int, hosting: Int, answer: Int, app: Int)?
            for idiom in idioms {
                guard let child = value.possible(on: idiom) else { continue }
                let plist = base.infoPlist.list(for: idiom).map { list in
                    list.orientations.reduce(0) { $0 | UIInterfaceOrientation.mask($1) }
                }
                // iPad multitasking ignores the host's mask as well: no difference there (multitasking-ignores-masks).
                if multitaskingIgnoresMasks(base, idiom) { continue }
                let fallback = UIInterfaceOrientationMask.idiomDefault(idiom)
                let apps: [Int]
                if let delegate = model.appDelegateMask {
                    guard let values = delegate.possible(on: idiom) else { continue }
                    apps = values
                } else {
                    apps = [plist.flatMap { $0 == 0 ? nil : $0 } ?? fallback]
                }
                // Each mask the delegate gives under which one of the controller's own values (each a state the
                // app reaches) would restrict the screen otherwise than the host does, or asks only for orientations
                // the app's mask leaves out (asked, it could never be shown; unasked, it shows in the host's).
                var affected = 0
                for app in apps {
                    if let answer = child.first(where: { $0 != 0 && $0 & app != fallback & app }) {
                        affected += 1
                        example = example ?? (idiom, answer & app, fallback & app, answer, app)
                    }
                }
                if !apps.isEmpty && affected == apps.count { always = true } else if affected > 0 { sometimes = true }
            }
            guard always || sometimes, let example else { continue }
            let names = { (mask: Int) in UIInterfaceOrientationMask.names(mask).joined(separator: ", ") }
            notes.append(
                Finding(
                    .representableIgnored, situation: always ? .usual : .satisfied, pointer: "",
                    message:
                        "\(name) answers supportedInterfaceOrientations (\(example.child == 0 ? "\(names(example.answer)) on \(example.idiom.deviceName), none of which the app's mask (\(names(example.app))) allows" : "\(names(example.child)) on \(example.idiom.deviceName)")\(documented.map { ", as \($0) says" } ?? "")\(example.child == 0 ? "" : ", within the app's mask")\(value.possible(on: example.idiom).map(Set.init)?.count ?? 1 > 1 ? ", one of the values the code gives it" : "")), but the SwiftUI view \(shown.name) shows it through UIViewControllerRepresentable (\(shown.file):\(shown.line)): UIKit asks the hosting controller, which answers UIKit's default and never asks \(name), so the screen allows \(names(example.hosting)) there\(always ? "" : " (for some of the masks the app's delegate gives)") (inferred).",
                    fix:
                        "Restrict the orientation where UIKit asks: the app delegate's application(_:supportedInterfaceOrientationsFor:) (changed while \(name) is on screen, then setNeedsUpdateOfSupportedInterfaceOrientations()), or a UIHostingController subclass that answers supportedInterfaceOrientations.",
                    source: FileSource(file: value.file, line: value.line)))
        }
        return notes
    }
}

extension AppCheck {
    /// delegate-test-never-true: the app delegate answers a mask only while the controller on screen is of a class
    /// (`if presented is PlayerViewController`), and the app shows that class only inside SwiftUI, through a
    /// representable: UIKit's controllers there are hosting controllers, so the test is never true. Said where that
    /// return's mask differs from every mask the delegate's other returns give, on an idiom the app ships to.
    static func delegateTestNotes(model: SourceModel, base: Scenario) -> [Finding] {
        guard let otherwise = model.appDelegateOtherwise else { return [] }
        var notes: [Finding] = []
        let idioms = base.deviceFamilies ?? [base.idiom]
        let names = { (mask: Int) in UIInterfaceOrientationMask.names(mask).joined(separator: ", ") }
        for test in model.appDelegateTypeTests {
            let type = String(test.type.split(separator: ".").last ?? "")
            guard let shown = model.representables.first(where: { $0.shown == type || $0.navigationRoot == type }),
                !showsWithUIKit(type, model)
            else { continue }
            var differs: (idiom: Idiom, tested: Int, other: String)?
            for idiom in idioms where !multitaskingIgnoresMasks(base, idiom) {
                guard let tested = test.value.possible(on: idiom), let others = otherwise.possible(on: idiom) else {
                    continue
                }
                if let value = tested.first(where: { !others.contains($0) }) {
                    var distinct: [Int] = []
                    for other in others where !distinct.contains(other) { distinct.append(other) }
                    differs = differs ?? (idiom, value, distinct.map(names).joined(separator: " or "))
                }
            }
            guard let differs else { continue }
            notes.append(
                Finding(
                    .delegateTestNeverTrue, pointer: "",
                    message:
                        "application(_:supportedInterfaceOrientationsFor:) answers \(names(differs.tested)) only while \(InputText.excerpt(test.tested)) is a \(test.type), but the app shows \(test.type) only inside SwiftUI, through the UIViewControllerRepresentable \(shown.name) (\(shown.file):\(shown.line)): UIKit's controllers there are the UIHostingControllers SwiftUI makes, and \(test.type) is their child, so the test is never true and the app's mask stays \(differs.other) on \(differs.idiom.deviceName) while \(test.type) is on screen (inferred).",
                    fix:
                        "Tell the delegate what SwiftUI shows in another way: set a property of the delegate when \(shown.name) appears and disappears, then call setNeedsUpdateOfSupportedInterfaceOrientations(); or present \(test.type) with present(_:animated:).",
                    source: FileSource(file: test.value.file, line: test.value.line)))
        }
        return notes
    }

    /// Whether UIKit shows the class itself somewhere: a root, a presentation, a push, a container's child, a
    /// storyboard's.
    static func showsWithUIKit(_ name: String, _ model: SourceModel) -> Bool {
        model.sites.contains { $0.shown == name || $0.navigationRoot == name } || model.shownElsewhere.contains(name)
            || model.children.values.contains { $0.names.contains(name) }
    }

    /// An iPad app under multitasking (all four orientations, not full screen): the masks are ignored there.
    static func multitaskingIgnoresMasks(_ base: Scenario, _ idiom: Idiom) -> Bool {
        guard idiom == .pad else { return false }
        let plist = base.infoPlist.list(for: idiom).map { list in
            list.orientations.reduce(0) { $0 | UIInterfaceOrientation.mask($1) }
        }
        return plist.map { $0 & UIInterfaceOrientationMask.all == UIInterfaceOrientationMask.all } ?? true
            && base.infoPlist.requiresFullScreen != true
    }
}
