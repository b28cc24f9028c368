// The checks of the description itself, state by state's counterpart: each controller's answers, the scenes and
// the App Store's rules (`ValidatorRun`).
extension ValidatorRun {
    // MARK: The description itself

    func checkDescription() {
        let plist = original.infoPlist
        if let window = original.supportedInterfaceOrientationsForWindow {
            let location = Location(nil, .supportedInterfaceOrientationsForWindow)
            if window == 0 {
                record(
                    .delegateReturnsZero, location, state: nil,
                    message:
                        "application:supportedInterfaceOrientationsForWindow: returns 0; Apple documents that it must not (older iOS raises), modern UIKit treats it as all orientations.",
                    fix: "Return the orientations the app supports, e.g. .allButUpsideDown.")
            } else if version.major >= 6 {
                var quiet = ResolverRun(scenario: original, tracing: false)
                let plistMask = quiet.plistMask(for: original.idiom, noting: false)
                // Under iPad multitasking UIKit ignores the delegate's mask too (multitasking-ignores-masks): nothing
                // replaces the Info.plist's list once running.
                if plistMask.rawValue != window & UIInterfaceOrientationMask.all,
                    !quiet.sceneMode(noting: false).isResizable
                {
                    record(
                        .launchDiffersFromRuntime, location, state: nil,
                        message:
                            "At launch UIKit uses the Info.plist (\(names(plistMask.rawValue))); once running, the delegate's \(names(window)) replaces it.",
                        fix:
                            "Make the Info.plist list and the delegate agree, or make sure the launch screen and the first controller work in both."
                    )
                }
            }
        }
        checkAppStore()
        checkScenes()
        if original.idiom == .pad && version.major >= 26 && plist.requiresFullScreen == true {
            record(
                .requiresFullscreenDeprecated, Location(nil, .infoPlistRequiresFullScreen), state: nil,
                message:
                    "UIRequiresFullScreen is deprecated in iPadOS 26 and will be ignored in a future release; resizable scenes treat orientation masks as preferences.",
                fix:
                    "Plan for resizable scenes: support all orientations or use prefersInterfaceOrientationLocked (TN3192)."
            )
        }
        for constant in original.wrongTypeConstants {
            switch constant.mistake {
            case .orientationUsedAsMask:
                record(
                    .orientationUsedAsMask, constant.location, state: nil,
                    message:
                        "\(constant.spelling) is a UIInterfaceOrientation; returned as a mask UIKit reads its value \(constant.value) (\(names(constant.value))).",
                    fix:
                        "Use the UIInterfaceOrientationMask constant instead (e.g. \(constant.spelling.replacing("UIInterfaceOrientation", with: "UIInterfaceOrientationMask")))."
                )
            case .maskUsedAsOrientation:
                record(
                    .preferredNotSingleOrientation, constant.location, state: nil,
                    message:
                        "\(constant.spelling) is a UIInterfaceOrientationMask; returned as an orientation UIKit reads \(constant.value), i.e. \(UIInterfaceOrientation.printedName(constant.value)).",
                    fix:
                        "Return a UIInterfaceOrientation (e.g. \(constant.spelling.replacing("UIInterfaceOrientationMask", with: "UIInterfaceOrientation")))."
                )
            }
        }
        if let window = original.supportedInterfaceOrientationsForWindow, window & ~UIInterfaceOrientationMask.all != 0
        {
            junkBits(window, at: Location(nil, .supportedInterfaceOrientationsForWindow))
        }
        for controller in original.descriptionOrder() {
            checkController(controller)
        }
    }

    func checkController(_ index: Int) {
        let controller = original.controllers[index]
        for (member, mask) in [
            (Location.Member.supportedInterfaceOrientations, controller.supportedInterfaceOrientations),
            (.delegateSupportedInterfaceOrientations, controller.delegateSupportedInterfaceOrientations),
        ] {
            guard let mask else { continue }
            if mask & ~UIInterfaceOrientationMask.all != 0 { junkBits(mask, at: Location(index, member)) }
            if member == .delegateSupportedInterfaceOrientations && mask == 0 {
                record(
                    .delegateReturnsZero, Location(index, member), state: nil,
                    message: "The container delegate's supported-orientations method returns 0.",
                    fix: "Return the orientations the container supports.")
            }
        }
        for (member, value) in [
            (
                Location.Member.preferredInterfaceOrientationForPresentation,
                controller.preferredInterfaceOrientationForPresentation
            ),
            (
                .delegatePreferredInterfaceOrientationForPresentation,
                controller.delegatePreferredInterfaceOrientationForPresentation
            ),
        ] {
            guard let value, !UIInterfaceOrientation.isValid(value) else { continue }
            record(
                .preferredNotSingleOrientation, Location(index, member), state: nil,
                message:
                    "\(original.className(of: index)) returns \(UIInterfaceOrientation.printedName(value)) as its preferred orientation; UIKit accepts only one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight and crashes when it presents it full screen.",
                fix:
                    "Return exactly one orientation; \(value > 4 ? "an OR such as .landscapeLeft | .portrait is not an orientation" : "0 (unknown) is not an orientation")."
            )
        }
        // Said where the ignored answer would restrict the interface otherwise than the one UIKit uses: the
        // controller's mask (or its idiom's default), both within the app's.
        if version.major >= 6, let legacy = controller.shouldAutorotateToInterfaceOrientation,
            legacyDiffers(
                legacy,
                controller.supportedInterfaceOrientations == nil
                    ? original.controllers[askedWhileShown(index)] : controller)
        {
            record(
                .legacyCallbackIgnored, Location(index, .shouldAutorotateToInterfaceOrientation), state: nil,
                message:
                    "shouldAutorotateToInterfaceOrientation: is never called from iOS 6 on; \(original.className(of: index))'s rotation comes from supportedInterfaceOrientations.",
                fix: "Implement supportedInterfaceOrientations (and shouldAutorotate before iOS 16) instead.")
        }
    }

    /// The controller UIKit asks for the mask while `index` (which answers only the legacy callback) is on screen:
    /// itself, or the nearest container above it
    /// that does not forward to its children (a plain navigation controller or tab bar), whose own mask decides
    /// (and, for a container that forwards, the child it forwards to).
    func askedWhileShown(_ index: Int) -> Int {
        var current = index
        var decider = index
        for _ in 0..<16 {
            guard case .child = original.controllers[current].place, let parent = original.controllers[current].parent
            else { break }
            if !original.controllers[parent].forwardsToChild { decider = parent }
            current = parent
        }
        return decider == index ? index : original.answering(decider)
    }

    /// Whether the legacy callback's mask, within the app's, differs from the mask UIKit asks the controller for.
    func legacyDiffers(_ legacy: Int, _ controller: Controller) -> Bool {
        var run = ResolverRun(scenario: original, tracing: false)
        let app = run.appMask().rawValue
        let modern =
            controller.supportedInterfaceOrientations ?? UIInterfaceOrientationMask.idiomDefault(original.idiom)
        // An app that allows one orientation stays in it both where the controller refuses every turn and where
        // UIKit uses a mask that holds it: the outcome is the same.
        if app.nonzeroBitCount == 1 && legacy & app == 0 && modern & app == app { return false }
        // A callback that refuses every turn keeps the interface where it is, as a controller that answers NO from
        // shouldAutorotate does: the same outcome (VideoAccelerator's root).
        if legacy & app == 0 && controller.shouldAutorotate == false { return false }
        return legacy & app != modern & app
    }

    func junkBits(_ mask: Int, at location: Location) {
        record(
            .orientationUsedAsMask, location, state: nil,
            message:
                "The mask \(mask) has bits that are no orientation (bit 0 is UIInterfaceOrientationPortrait's value 1, not a mask bit), typical of a UIInterfaceOrientation returned as a mask.",
            fix: "Build masks from UIInterfaceOrientationMask constants only.")
    }

    /// Programmatic rotation and scenes (semantics §8, §9).
    func checkScenes() {
        let plist = original.infoPlist
        let sdk = original.linkedSDK
        var run = ResolverRun(scenario: original, tracing: false)
        if original.idiom == .pad && version.major >= 26,
            let issue = ConsoleLine.iPadInfoPlistIssue(
                requiresFullScreen: plist.requiresFullScreen == true,
                padMask: plist.listedMask(for: .pad),
                hasLaunchScreen: plist.namesLaunchScreen)
        {
            record(
                .ipadPlistUpdateRequired, Location(nil, .infoPlist), state: nil,
                message: "At launch iPadOS \(version) logs this runtime issue: \"\(issue)\"",
                fix:
                    "Support all four orientations on iPad, drop UIRequiresFullScreen and add a launch screen (UILaunchScreen or UILaunchStoryboardName), as the issue lists."
            )
        }
        if version.major >= 27 && sdk.major >= 27 && !plist.hasSceneManifest {
            // An error only where the SDK is known (app.sdkVersion, a built Info.plist's DTSDKName, --sdk): nothing
            // else says which SDK the app is built with, and the default (the device's version) is an assumption, so
            // a finding that holds only with an SDK newer than any known is a note.
            let known = original.sdkVersion != nil
            record(
                .sceneLifeCycleRequired, Location(nil, .infoPlist), situation: known ? .usual : .sdkAssumed, state: nil,
                message: known
                    ? "The app is linked against SDK \(sdk) and its Info.plist has no UIApplicationSceneManifest: on iOS \(version) an app built with this SDK must use the UIScene life cycle, so it does not launch (TN3187)."
                    : "When built with the iOS \(sdk.major) SDK, the app does not launch on iOS \(version): its Info.plist has no UIApplicationSceneManifest, and an app built with that SDK must use the UIScene life cycle (TN3187). Nothing here says which SDK the app is built with (no app.sdkVersion, DTSDKName or --sdk), so this is a note.",
                fix:
                    "Adopt scenes: add UIApplicationSceneManifest with a UIWindowSceneSessionRoleApplication configuration and a UIWindowSceneDelegate"
                    + (known ? "." : "; give the SDK (app.sdkVersion or --sdk) to make this an error when it applies."))
        }
        if run.mode == .windowed {
            record(
                .orientationIsPreference, Location(nil, .ipadWindowing), state: nil,
                message:
                    "On iPadOS \(version) in a windowed mode the app's scene is resizable: every supported-orientations mask is only a preference, nothing raises, nothing is forced, and geometry requests are refused.",
                fix:
                    "Lay out for every size and orientation; to ask for a lock use prefersInterfaceOrientationLocked, which the system may not honour."
            )
        }
    }

    /// L11: an iPad build that is multitasking-eligible must list all four orientations (ITMS-90474).
    func checkAppStore() {
        let plist = original.infoPlist
        // What ships decides (semantics §10): with device families, the iPad cells; without, an iPad or an iPad list.
        let checked =
            original.deviceFamilies == nil
            ? original.idiom == .pad || plist.supportedInterfaceOrientationsPad != nil
            : original.idiom == .pad
        // An empty list provides no orientation: UIKit then stands the idiom's default in at run time (inferred), but
        // the upload's check reads what the list provides (ulangi's `<array/>`, fixed by listing all four).
        guard checked, plist.requiresFullScreen != true, let (key, list) = plist.list(for: .pad) else { return }
        let required = [
            UIInterfaceOrientation.portrait, UIInterfaceOrientation.portraitUpsideDown,
            UIInterfaceOrientation.landscapeLeft, UIInterfaceOrientation.landscapeRight,
        ]
        let bundle = plist.bundleIdentifier ?? "<CFBundleIdentifier>"
        guard !required.allSatisfy(list.contains) else {
            // ITMS-90475: an app that multitasks on iPad brings a launch storyboard.
            guard !plist.hasLaunchScreen else { return }
            // A named storyboard the target does not build may still be copied in by a build script: a warning. A
            // name written with its extension names nothing in any bundle.
            let named = plist.launchStoryboardNotBuilt
            let written = named.map(InfoPlist.namesFileWithExtension) ?? false
            let why =
                named.map {
                    "the launch storyboard its Info.plist names (\"\($0)\") is not in the bundle: "
                        + (written
                            ? "a name written with its file's extension names nothing there (the bundle holds the compiled storyboard or nib)"
                            : "the target builds no storyboard or xib of that name. (Inferred: a build script could still copy one in.)")
                } ?? "its Info.plist names no launch storyboard (UILaunchStoryboardName) nor UILaunchScreen."
            var finding = Finding(
                .appStoreLaunchStoryboard, situation: plist.surelyNoLaunchScreen ? .usual : .unsettled,
                location: Location(nil, .infoPlist),
                message:
                    "App Store Connect rejects the upload (ITMS-90475): the app supports iPad multitasking (\(key) lists all four orientations and UIRequiresFullScreen is not set), and \(why)",
                fix:
                    "Add a launch storyboard (UILaunchStoryboardName), or UILaunchScreen where the deployment target is iOS 14 or later; or set UIRequiresFullScreen to true.",
                state: nil, exception: nil, occurrences: 1)
            finding.appStoreMessages = [
                "ERROR ITMS-90475: \"Invalid Bundle. iPad Multitasking support requires launch storyboard in bundle '\(bundle)'.\""
            ]
            recordOnce(finding)
            return
        }
        let found = list.compactMap(UIInterfaceOrientation.constant).joined(separator: ",")
        let all = required.compactMap(UIInterfaceOrientation.constant).joined(separator: ",")
        // Without a launch screen the app may not count as one that multitasks (reference §4.3): not settled.
        let settled = plist.hasLaunchScreen
        var finding = Finding(
            .appStoreIpadOrientations, situation: settled ? .usual : .unsettled,
            location: Location(nil, .infoPlistList(key: key)),
            message:
                "App Store Connect rejects the upload (ITMS-90474): an iPad app that supports multitasking must list all four orientations in \(key)."
                + (settled
                    ? ""
                    : " (Inferred: the Info.plist names no launch screen, which iPad multitasking also needs; whether App Store Connect then still asks for all four orientations is not settled.)"),
            fix: "List all four orientations for iPad, or set UIRequiresFullScreen to true.",
            state: nil, exception: nil, occurrences: 1)
        finding.appStoreMessages = [
            "Invalid bundle. The \"\(found)\" orientations were provided for the UISupportedInterfaceOrientations Info.plist key in the \(bundle) bundle, but you need to include all of the \"\(all)\" orientations to support iPad multitasking. For details, visit: https://developer.apple.com/documentation/bundleresources/information_property_list/uisupportedinterfaceorientations.",
            "ERROR ITMS-90474: \"Invalid Bundle. iPad Multitasking support requires these orientations: '\(all)'. Found '\(found)' in bundle '\(bundle)'.\"",
        ]
        recordOnce(finding)
    }

    /// An App Store finding once per location and idiom, however many states see it.
    private func recordOnce(_ given: Finding) {
        var finding = given
        finding.cell = cell
        let findingKey = FindingKey(rule: finding.rule, location: finding.location, idiom: cell?.idiom)
        if let position = book.index[findingKey] {
            book.findings[position].occurrences += 1
        } else {
            book.index[findingKey] = book.findings.count
            book.findings.append(finding)
        }
    }
}
