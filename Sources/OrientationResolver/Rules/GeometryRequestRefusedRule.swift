/// `geometry-request-refused` (docs/rules.md#geometry-request-refused).
extension Rule {
    public static let geometryRequestRefused = Rule(
        id: "geometry-request-refused",
        level: .warning,
        situations: [.sdkAssumed: .info],
        title: "A geometry request is refused",
        severity: """
            error when the request is refused in every state checked, so it can never be met; otherwise warning; \
            info where it is refused only because `UIRequiresFullScreen` YES is not honoured by an app built with SDK \
            27 and the SDK is assumed (no `sdkVersion`, no `DTSDKName`).
            """,
        applies: """
            iOS ≥ 16.
            """,
        trigger: """
            the scenario's event is `requestGeometryUpdate`, and the request is refused in at least one reachable \
            state (each tab, stack depth and presentation). The message quotes the exact error description the \
            handler receives.
            """,
        why: """
            either the scene's orientation is not the app's to choose (the windowing-mode text), or none of R is in \
            the supported set (the "None of the requested orientations…" text). Nothing rotates and nothing crashes.
            """,
        fix: """
            for the windowing-mode error, design for every orientation, or keep `UIRequiresFullScreen` where it is \
            still honoured (SDK below 27). Otherwise support one of R in the deciding controller and in the app, \
            call `setNeedsUpdateOfSupportedInterfaceOrientations()` first, or request one of E.
            """,
        evidence: """
            documented. Sources: the error texts in field logs (Capacitor, Flutter and React Native issues, \
            2023–2025) and decompiled `UIWindowScene` (iPadOS 26.1). S = E is inferred.
            """,
        triggering: [
            .scenario(
                #"""
                { "event": "requestGeometryUpdate", "requestedOrientations": "landscape",
                  "root": { "supportedInterfaceOrientations": "portrait" } }
                """#, .error),
            .scenario(
                #"""
                {
                  "event": "requestGeometryUpdate", "requestedOrientations": "landscape",
                  "root": { "kind": "tabBarController", "forwardsToChild": true, "selectedIndex": 0,
                            "children": [ { "supportedInterfaceOrientations": "portrait" },
                                          { "supportedInterfaceOrientations": "landscape" } ] }
                }
                """#, .warning),
            .scenario(
                #"""
                {
                  "device": { "idiom": "pad" }, "app": { "infoPlist": { "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"] } },
                  "event": "requestGeometryUpdate", "requestedOrientations": "landscape", "root": {}
                }
                """#, .error),
            // Refused only if the app links SDK 27, which is assumed: an older SDK keeps UIRequiresFullScreen.
            .scenario(
                #"""
                {
                  "device": { "idiom": "pad", "systemVersion": "27.0" },
                  "app": { "infoPlist": { "UIRequiresFullScreen": true, "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"] } },
                  "event": "requestGeometryUpdate", "requestedOrientations": "landscape",
                  "root": { "supportedInterfaceOrientations": "portrait" }
                }
                """#, .info),
        ],
        nonTriggering: [
            .scenario(
                #"""
                { "event": "requestGeometryUpdate", "requestedOrientations": "landscape",
                  "root": { "supportedInterfaceOrientations": "allButUpsideDown" } }
                """#)
        ]
    )
}
