/// `scene-life-cycle-required` (docs/rules.md#scene-life-cycle-required).
extension Rule {
    public static let sceneLifeCycleRequired = Rule(
        id: "scene-life-cycle-required",
        level: .error,
        situations: [.sdkAssumed: .info, .satisfied: .info],
        title: "The app does not adopt the UIScene life cycle",
        severity: """
            error when the SDK is known (`app.sdkVersion`, a built Info.plist's `DTSDKName`, `--sdk`, Xcode's \
            `SDK_VERSION`); an `info` note that says "When built with the iOS 27 SDK" when it is only the default \
            (the device's version): a finding that holds only with an SDK newer than any known is not a warning.
            """,
        applies: """
            running iOS ≥ 27 with linked SDK ≥ 27.
            """,
        trigger: """
            the Info.plist has no `UIApplicationSceneManifest`. When the code is read and the app's entry point is a \
            SwiftUI `App` (`@main struct Name: App`), the rule is an `info` note at the `@main` instead: SwiftUI's \
            life cycle creates the app's scenes itself (inferred: TN3187 names the manifest key and the app \
            delegate's `application(_:configurationForConnecting:options:)`, which SwiftUI provides).
            """,
        why: """
            apps built with this SDK must use the UIScene life cycle. Without it the app does not launch, and every \
            other state is unreachable. An error of the app's settings, like this one, stays an error in a scenario \
            built for a controller nothing reachable shows.
            """,
        fix: """
            adopt scenes: add `UIApplicationSceneManifest` with a `UIWindowSceneSessionRoleApplication` \
            configuration and a `UIWindowSceneDelegate`.
            """,
        evidence: """
            documented (Apple TN3187). The console text is inferred (a single field report).
            """,
        triggering: [
            .scenario(
                #"""
                { "device": { "systemVersion": "27.0" }, "app": { "sdkVersion": "27.0" }, "root": {} }
                """#, .error),
            .scenario(
                #"""
                { "device": { "systemVersion": "27.0" }, "root": {} }
                """#, .info),
            .code(
                [
                    "Info.plist": #"""
                    <plist><dict><key>MinimumOSVersion</key><string>17.0</string></dict></plist>
                    """#,
                    "MyApp.swift": #"""
                    import SwiftUI

                    @main
                    ↓struct MyApp: App {
                        var body: some Scene {
                            WindowGroup { Text("Hello") }
                        }
                    }
                    """#,
                    "RootViewController.swift": #"""
                    import UIKit

                    class RootViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    }
                    """#,
                ], .info),
        ],
        nonTriggering: [
            .scenario(
                #"""
                { "device": { "systemVersion": "27.0" }, "app": { "sdkVersion": "27.0", "infoPlist": { "UIApplicationSceneManifest": {} } }, "root": {} }
                """#),
            .scenario(
                #"""
                { "device": { "systemVersion": "27.0" }, "app": { "sdkVersion": "26.0" }, "root": {} }
                """#),
        ]
    )
}
