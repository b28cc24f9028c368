import OrientationResolver

extension AppCheck {
    /// multitasking-ignores-masks for a Flutter app whose Dart code restricts the orientation
    /// (`SystemChrome.setPreferredOrientations`, which the engine answers as its view controller's supported
    /// orientations): on an iPad that multitasks (the iPad list holds all four orientations, `UIRequiresFullScreen`
    /// is not YES, a launch screen is named) UIKit ignores that mask as it ignores every controller's. Said once,
    /// at the first restricting call, with how many there are; inferred, for the Dart code is read for these calls
    /// alone, not for the conditions they run under.
    static func hostedLockNotes(model: SourceModel, base: Scenario) -> [Finding] {
        let restricting = model.hostedLocks.filter(\.restricts)
        guard let first = restricting.first else { return [] }
        let idioms = base.deviceFamilies ?? [base.idiom]
        guard idioms.contains(.pad), multitaskingIgnoresMasks(base, .pad), base.infoPlist.namesLaunchScreen else {
            return []
        }
        let more = restricting.count - 1
        let others =
            more == 0
            ? ""
            : " (and \(more) more call\(more == 1 ? "" : "s") that leave\(more == 1 ? "s" : "") an orientation out)"
        return [
            Finding(
                .multitaskingIgnoresMasks, pointer: "",
                message:
                    "The Dart code asks SystemChrome.setPreferredOrientations for [\(first.orientations.joined(separator: ", "))]\(others), which the Flutter engine answers as its view controller's supportedInterfaceOrientations; the iPad list holds all four orientations and UIRequiresFullScreen is not YES, so the app supports iPad multitasking and UIKit ignores that mask on iPad (inferred: the Dart code is read for these calls alone, not for the conditions they run under).",
                fix:
                    "Set UIRequiresFullScreen to true if the app must restrict orientation on iPad (iPadOS 26 deprecates it; plan for resizable scenes), or accept all orientations on iPad.",
                source: FileSource(file: first.file, line: first.line))
        ]
    }
}
