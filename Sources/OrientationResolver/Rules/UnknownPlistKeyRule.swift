/// `unknown-plist-key` (docs/rules.md#unknown-plist-key).
extension Rule {
    public static let unknownPlistKey = Rule(
        id: "unknown-plist-key",
        level: .warning,
        title: "An Info.plist key iOS does not read",
        severity: """
            warning.
            """,
        applies: """
            the keys of `app.infoPlist`, of an Info.plist file (`--info-plist`, a property-list body) and the \
            `INFOPLIST_KEY_*` build settings of an Xcode project (`--project`), whatever the version.
            """,
        trigger: """
            a key that is not one orientd reads but is within two letters of one of the orientation keys \
            (`UISupportedInterfaceOrientations`, its `~ipad` and `~iphone` forms, `UIInterfaceOrientation`, \
            `UIRequiresFullScreen`), ignoring case. The finding says which key was meant. Near misses:
            """,
        why: """
            UIKit reads only the exact names, and the device suffixes are lowercase. A near miss is ignored \
            silently, so the default or the base list applies instead.
            """,
        fix: """
            rename the key as the finding says.
            """,
        evidence: """
            documented. Sources: Apple's Info.plist key reference (device-specific suffixes) and a reported bug \
            where a tool looked up `~pad`, so the iPad lock was ignored.
            """,
        triggering: [
            .scenario(
                #"""
                { "app": { "infoPlist": { "UISupportedInterfaceOrientations~pad": ["UIInterfaceOrientationPortrait"] } }, "root": {} }
                """#, .warning),
            .scenario(
                #"""
                { "app": { "infoPlist": { "UIRequiresFullscreen": true } }, "root": {} }
                """#, .warning),
        ],
        nonTriggering: [
            .scenario(
                #"""
                { "app": { "infoPlist": { "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait"],
                                          "UIRequiresFullScreen": true } }, "root": {} }
                """#),
            .scenario(
                #"""
                { "app": { "infoPlist": { "CFBundleName": "Demo", "NSCameraUsageDescription": "Scan" } }, "root": {} }
                """#),
        ]
    )
}
