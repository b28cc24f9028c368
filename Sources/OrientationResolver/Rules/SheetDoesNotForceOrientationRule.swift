/// `sheet-does-not-force-orientation` (docs/rules.md#sheet-does-not-force-orientation).
extension Rule {
    public static let sheetDoesNotForceOrientation = Rule(
        id: "sheet-does-not-force-orientation",
        level: .warning,
        title: "A sheet does not force its orientation",
        severity: """
            warning.
            """,
        applies: """
            iOS ≥ 6, and mostly iOS ≥ 13, where `automatic` means a sheet.
            """,
        trigger: """
            a controller presented with a style that does not fill the window declares a mask or a preferred \
            orientation that would change what is shown: its mask, within the app's, is not empty and differs from \
            what the presenter allows (a mask with nothing within the app's would show nothing full screen either), \
            or its preferred orientation is not the one the presenter keeps (where full screen could not show it \
            either, outside its mask and the app's, the fix says so: full screen alone would raise). Where the \
            presented controller is a container that neither forwards nor answers (a plain navigation controller), \
            the controller inside it that answers is taken in its place. From code, where the \
            class that presents it is not on screen under the root it is placed over, an `info` note (inferred: the \
            root stands for the presenter); the same holds for `device-orientation-setter-ignored` there.
            """,
        why: """
            sheets, popovers and context presentations do not govern. The presenter keeps deciding, and the \
            presented controller's values are ignored.
            """,
        fix: """
            present with `modalPresentationStyle = .fullScreen` (or `.overFullScreen`).
            """,
        evidence: """
            documented. Sources: Apple's `UIModalPresentationStyle.automatic` page, book examples, and a field \
            report from iOS 13.
            """,
        triggering: [
            .scenario(
                #"""
                {
                  "root": {
                    "supportedInterfaceOrientations": "portrait",
                    "presented": { "presentationStyle": "pageSheet", "supportedInterfaceOrientations": "landscape" }
                  }
                }
                """#, .warning),
            .scenario(
                #"""
                {
                  "root": {
                    "supportedInterfaceOrientations": "portrait",
                    "presented": { "supportedInterfaceOrientations": "landscape" }
                  }
                }
                """#, .warning),
            // A navigation controller that forwards to its child: the child's answer is what is ignored.
            .scenario(
                #"""
                {
                  "root": {
                    "kind": "tabBarController",
                    "children": [ {} ],
                    "presented": { "kind": "navigationController", "forwardsToChild": true,
                                   "presentationStyle": "overCurrentContext",
                                   "children": [ { "supportedInterfaceOrientations": "portrait" } ] }
                  }
                }
                """#, .warning),
        ],
        nonTriggering: [
            // Under iPad multitasking no controller's mask decides, the presenter's no more than the sheet's:
            // multitasking-ignores-masks says it, and presenting it full screen would change nothing.
            .scenario(
                #"""
                {
                  "device": { "idiom": "pad" },
                  "app": { "infoPlist": { "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"] } },
                  "event": "present",
                  "root": { "supportedInterfaceOrientations": "all",
                            "presented": { "modalPresentationStyle": "pageSheet",
                                           "supportedInterfaceOrientations": "allButUpsideDown" } }
                }
                """#),
            // The sheet's mask is what the presenter allows already: ignoring it changes nothing.
            .scenario(
                #"""
                {
                  "root": { "supportedInterfaceOrientations": "portrait",
                            "presented": { "presentationStyle": "pageSheet", "supportedInterfaceOrientations": "portrait" } }
                }
                """#),
            .scenario(
                #"""
                {
                  "root": {
                    "supportedInterfaceOrientations": "portrait",
                    "presented": { "presentationStyle": "fullScreen", "supportedInterfaceOrientations": "landscape" }
                  }
                }
                """#),
        ]
    )
}
