/// `multitasking-ignores-masks` (docs/rules.md#multitasking-ignores-masks).
extension Rule {
    public static let multitaskingIgnoresMasks = Rule(
        id: "multitasking-ignores-masks",
        level: .warning,
        situations: [.sdkAssumed: .info],
        title: "iPad multitasking ignores the controllers' masks",
        severity: """
            warning; info where it holds only because `UIRequiresFullScreen` YES is not honoured by an app built with \
            SDK 27, and the SDK is assumed (no `sdkVersion`, no `DTSDKName`): the SDK decides, and it is not known.
            """,
        applies: """
            iPad, iOS ≥ 9.
            """,
        trigger: """
            the iPad list holds all four orientations (the list the Info.plist names: UIKit's parser keeps a missing \
            or empty one as none, and such an app requires full screen), `UIRequiresFullScreen` is not YES (or is YES and no longer \
            honoured: the message then says so), and an answer UIKit then ignores would restrict the interface: a \
            controller mask or the delegate mask without all four orientations (a Flutter app's \
            `SystemChrome.setPreferredOrientations` list, read from its Dart code, is its view controller's mask), or \
            a NO from `shouldAutorotate`. \
            An app read from its project or code whose Info.plist names no launch storyboard (nor \
            `UILaunchScreen`) is not eligible: it runs full screen on iPad, its masks are asked there (the sheet and \
            container rules speak of them), and `app-store-launch-storyboard` says what is missing.
            """,
        why: """
            a multitasking app must support every orientation, so UIKit ignores every controller mask, \
            `shouldAutorotate` and the delegate mask.
            """,
        fix: """
            set `UIRequiresFullScreen` to true if the app must restrict orientation (deprecated on iPadOS 26: plan \
            for resizable scenes), or accept all orientations on iPad.
            """,
        evidence: """
            documented. Sources: Apple's `supportedInterfaceOrientations` page, an Apple bug report from iOS 9.0.1, \
            and the windowing-mode error text from a field log; that a missing iPad list requires full screen, the \
            decompiled Info.plist parser of iPadOS 26.1 (`_UIApplicationInfoParser` keeps 0 for it). Ignoring the delegate mask rests on consistent \
            reports.
            """,
        triggering: [
            .scenario(
                #"""
                {
                  "device": { "idiom": "pad" },
                  "app": { "infoPlist": { "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"] } },
                  "root": { "supportedInterfaceOrientations": "landscape" }
                }
                """#, .warning),
            .scenario(
                #"""
                {
                  "device": { "idiom": "pad", "systemVersion": "27.0" },
                  "app": { "sdkVersion": "27.0", "infoPlist": { "UIRequiresFullScreen": true, "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"] } },
                  "root": { "supportedInterfaceOrientations": "landscape" }
                }
                """#, .warning),
            // The same with the SDK not known: iPadOS 27 honours the key for an app built with an older SDK.
            .scenario(
                #"""
                {
                  "device": { "idiom": "pad", "systemVersion": "27.0" },
                  "app": { "infoPlist": { "UIRequiresFullScreen": true, "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"] } },
                  "root": { "supportedInterfaceOrientations": "landscape" }
                }
                """#, .info),
        ],
        nonTriggering: [
            // The mask allows every orientation: ignoring it changes nothing.
            .scenario(
                #"""
                {
                  "device": { "idiom": "pad" },
                  "app": { "infoPlist": { "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"] } },
                  "root": { "supportedInterfaceOrientations": "all" }
                }
                """#),
            // No iPad list: UIKit's parser keeps none, so the app requires full screen and the mask decides.
            .scenario(
                #"""
                { "device": { "idiom": "pad" }, "root": { "supportedInterfaceOrientations": "landscape" } }
                """#),
            .scenario(
                #"""
                {
                  "device": { "idiom": "pad" },
                  "app": { "infoPlist": { "UIRequiresFullScreen": true } },
                  "root": { "supportedInterfaceOrientations": "landscape" }
                }
                """#),
            .scenario(
                #"""
                {
                  "device": { "idiom": "pad", "systemVersion": "27.0" },
                  "app": { "sdkVersion": "26.0", "infoPlist": { "UIRequiresFullScreen": true } },
                  "root": { "supportedInterfaceOrientations": "landscape" }
                }
                """#),
        ]
    )
}
