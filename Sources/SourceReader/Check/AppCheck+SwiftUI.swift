import OrientationResolver
import OrientationWire

extension AppCheck {
    /// representable-ignored: a controller a SwiftUI view shows through `UIViewControllerRepresentable` answers a
    /// mask that UIKit never asks (it asks the hosting controller, which answers UIKit's default). Said where its
    /// answer, within the app's mask, differs from the default's on an idiom the app ships to: a warning when it
    /// differs for every mask the app can have there, an info note when only for some.
    static func representableNotes(model: SourceModel, base: Scenario) -> [InputNote] {
        var notes: [InputNote] = []
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
            var example: (idiom: Idiom, child: Int, hosting: Int)?
            for idiom in idioms {
                guard let child = value.possible(on: idiom) else { continue }
                let plist = base.infoPlist.list(for: idiom).map { list in
                    list.orientations.reduce(0) { $0 | UIInterfaceOrientation.mask($1) }
                }
                // iPad multitasking ignores the host's mask as well: no difference there (multitasking-ignores-masks).
                if idiom == .pad,
                    plist.map({ $0 & UIInterfaceOrientationMask.all == UIInterfaceOrientationMask.all })
                        ?? true, base.infoPlist.requiresFullScreen != true
                {
                    continue
                }
                let fallback = UIInterfaceOrientationMask.idiomDefault(idiom)
                let apps: [Int]
                if let delegate = model.appDelegateMask {
                    guard let values = delegate.possible(on: idiom) else { continue }
                    apps = values
                } else {
                    apps = [plist.flatMap { $0 == 0 ? nil : $0 } ?? fallback]
                }
                // Each mask the delegate gives under which one of the controller's own values (each a state the
                // app reaches) would restrict the screen otherwise than the host does.
                var affected = 0
                for app in apps {
                    if let answer = child.first(where: { $0 & app != fallback & app && $0 & app != 0 }) {
                        affected += 1
                        example = example ?? (idiom, answer & app, fallback & app)
                    }
                }
                if !apps.isEmpty && affected == apps.count { always = true } else if affected > 0 { sometimes = true }
            }
            guard always || sometimes, let example else { continue }
            let names = { (mask: Int) in UIInterfaceOrientationMask.names(mask).joined(separator: ", ") }
            notes.append(
                InputNote(
                    .representableIgnored, situation: always ? .usual : .satisfied, pointer: "",
                    message:
                        "\(name) answers supportedInterfaceOrientations (\(names(example.child)) on \(example.idiom.deviceName)\(documented.map { ", as \($0) says" } ?? ""), within the app's mask\(value.possible(on: example.idiom).map(Set.init)?.count ?? 1 > 1 ? ", one of the values the code gives it" : "")), but the SwiftUI view \(shown.name) shows it through UIViewControllerRepresentable (\(shown.file):\(shown.line)): UIKit asks the hosting controller, which answers UIKit's default and never asks \(name), so the screen allows \(names(example.hosting)) there\(always ? "" : " (for some of the masks the app's delegate gives)") (inferred).",
                    fix:
                        "Restrict the orientation where UIKit asks: the app delegate's application(_:supportedInterfaceOrientationsFor:) (changed while \(name) is on screen, then setNeedsUpdateOfSupportedInterfaceOrientations()), or a UIHostingController subclass that answers supportedInterfaceOrientations.",
                    source: FileSource(file: value.file, line: value.line)))
        }
        return notes
    }
}
