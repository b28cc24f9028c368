import OrientationResolver
import OrientationWire
import Testing
@testable import TestSupport

/// Each rule of semantics.md §7: a minimal scenario that triggers it and a near-identical one that does not.
@Suite struct ValidatorTests {
    struct RuleCase: Sendable, CustomTestStringConvertible {
        let rule: String
        let severity: Finding.Severity
        let path: String
        let triggering: String
        let clean: String
        var testDescription: String { "\(rule) at \(path)" }
    }

    static func validate(_ json: String, maxStates: Int = 10_000) throws -> Validation {
        Validator.validate(try Scenario.decode(bytes: Array(json.utf8)), maxStates: maxStates)
    }

    static let padAllFour = #""UISupportedInterfaceOrientations~ipad":\#(plistAll)"#

    static let rules: [RuleCase] = [
        RuleCase(
            rule: "no-common-orientation", severity: .error, path: "/root/supportedInterfaceOrientations",
            triggering:
                #"{"device":{"systemVersion":"17.0"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationLandscapeLeft"]}},"root":{"supportedInterfaceOrientations":"portrait"}}"#,
            clean:
                #"{"device":{"systemVersion":"17.0"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationLandscapeLeft"]}},"root":{"supportedInterfaceOrientations":"landscape"}}"#
        ),
        RuleCase(
            rule: "presentation-preferred-unsupported", severity: .error,
            path: "/root/presented/preferredInterfaceOrientationForPresentation",
            triggering:
                #"{"device":{"systemVersion":"17.0"},"root":{"presented":{"presentationStyle":"fullScreen","supportedInterfaceOrientations":"landscape","preferredInterfaceOrientationForPresentation":"portrait"}}}"#,
            clean:
                #"{"device":{"systemVersion":"17.0"},"root":{"presented":{"presentationStyle":"fullScreen","supportedInterfaceOrientations":"landscape","preferredInterfaceOrientationForPresentation":"landscapeLeft"}}}"#
        ),
        RuleCase(
            rule: "preferred-not-single-orientation", severity: .error,
            path: "/root/presented/preferredInterfaceOrientationForPresentation",
            triggering:
                #"{"device":{"systemVersion":"12.0"},"root":{"presented":{"supportedInterfaceOrientations":"all","preferredInterfaceOrientationForPresentation":["landscapeLeft","portrait"]}}}"#,
            clean:
                #"{"device":{"systemVersion":"12.0"},"root":{"presented":{"supportedInterfaceOrientations":"all","preferredInterfaceOrientationForPresentation":["landscapeLeft"]}}}"#
        ),
        RuleCase(
            rule: "orientation-used-as-mask", severity: .error, path: "/root/supportedInterfaceOrientations",
            triggering:
                #"{"device":{"systemVersion":"12.0"},"root":{"class":"CustomViewController","supportedInterfaceOrientations":"UIInterfaceOrientationPortrait"}}"#,
            clean:
                #"{"device":{"systemVersion":"12.0"},"root":{"class":"CustomViewController","supportedInterfaceOrientations":"UIInterfaceOrientationMaskPortrait"}}"#
        ),
        RuleCase(
            rule: "orientation-used-as-mask", severity: .warning, path: "/root/supportedInterfaceOrientations",
            triggering:
                #"{"device":{"systemVersion":"12.0"},"root":{"shouldAutorotate":false,"supportedInterfaceOrientations":"UIInterfaceOrientationPortrait"}}"#,
            clean:
                #"{"device":{"systemVersion":"12.0"},"root":{"shouldAutorotate":false,"supportedInterfaceOrientations":"portrait"}}"#
        ),
        RuleCase(
            rule: "forwarding-to-nil-child", severity: .error, path: "/root/presented/selectedIndex",
            triggering:
                #"{"device":{"systemVersion":"12.0"},"root":{"presented":{"class":"BaseTabBarController","forwardsToChild":true,"children":[{}]}}}"#,
            clean:
                #"{"device":{"systemVersion":"12.0"},"root":{"presented":{"class":"BaseTabBarController","forwardsToChild":true,"selectedIndex":0,"children":[{}]}}}"#
        ),
        // Its own fallback values answer without a child (the rule's fix in place): a note (issue 34).
        RuleCase(
            rule: "forwarding-to-nil-child", severity: .info, path: "/root/presented/selectedIndex",
            triggering:
                #"{"device":{"systemVersion":"12.0"},"root":{"presented":{"class":"BaseTabBarController","forwardsToChild":true,"supportedInterfaceOrientations":"all","preferredInterfaceOrientationForPresentation":"portrait","shouldAutorotate":true,"children":[{}]}}}"#,
            clean:
                #"{"device":{"systemVersion":"12.0"},"root":{"presented":{"class":"BaseTabBarController","forwardsToChild":true,"supportedInterfaceOrientations":"all","preferredInterfaceOrientationForPresentation":"portrait","shouldAutorotate":true,"selectedIndex":0,"children":[{}]}}}"#
        ),
        RuleCase(
            rule: "container-ignores-child", severity: .warning,
            path: "/root/children/0/supportedInterfaceOrientations",
            triggering:
                #"{"root":{"class":"UINavigationController","children":[{"supportedInterfaceOrientations":"portrait"}]}}"#,
            clean:
                #"{"root":{"class":"MyNavigationController","forwardsToChild":true,"children":[{"supportedInterfaceOrientations":"portrait"}]}}"#
        ),
        RuleCase(
            rule: "sheet-does-not-force-orientation", severity: .warning, path: "/root/presented/presentationStyle",
            triggering:
                #"{"device":{"systemVersion":"13.0"},"root":{"supportedInterfaceOrientations":"portrait","presented":{"presentationStyle":"automatic","supportedInterfaceOrientations":"landscape"}}}"#,
            clean:
                #"{"device":{"systemVersion":"13.0"},"root":{"supportedInterfaceOrientations":"portrait","presented":{"presentationStyle":"fullScreen","supportedInterfaceOrientations":"landscape"}}}"#
        ),
        RuleCase(
            rule: "delegate-returns-zero", severity: .warning, path: "/app/supportedInterfaceOrientationsForWindow",
            triggering: #"{"app":{"supportedInterfaceOrientationsForWindow":0},"root":{}}"#,
            clean: #"{"app":{"supportedInterfaceOrientationsForWindow":26},"root":{}}"#),
        RuleCase(
            rule: "launch-differs-from-runtime", severity: .info, path: "/app/supportedInterfaceOrientationsForWindow",
            triggering:
                #"{"app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"]},"supportedInterfaceOrientationsForWindow":"allButUpsideDown"},"root":{}}"#,
            clean:
                #"{"app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"]},"supportedInterfaceOrientationsForWindow":"portrait"},"root":{}}"#
        ),
        RuleCase(
            rule: "multitasking-ignores-masks", severity: .warning, path: "/app/infoPlist/UIRequiresFullScreen",
            triggering:
                #"{"device":{"idiom":"pad","systemVersion":"17.0"},"app":{"infoPlist":{\#(padAllFour)}},"root":{"supportedInterfaceOrientations":"portrait"}}"#,
            clean:
                #"{"device":{"idiom":"pad","systemVersion":"17.0"},"app":{"infoPlist":{\#(padAllFour),"UIRequiresFullScreen":true}},"root":{"supportedInterfaceOrientations":"portrait"}}"#
        ),
        RuleCase(
            rule: "app-store-ipad-orientations", severity: .error,
            path: "/app/infoPlist/UISupportedInterfaceOrientations~0ipad",
            triggering:
                #"{"device":{"idiom":"pad"},"app":{"infoPlist":{"CFBundleIdentifier":"com.example.app","UILaunchStoryboardName":"Launch","UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationPortrait","UIInterfaceOrientationPortraitUpsideDown"]}},"root":{}}"#,
            clean:
                #"{"device":{"idiom":"pad"},"app":{"infoPlist":{"CFBundleIdentifier":"com.example.app","UIRequiresFullScreen":true,"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationPortrait","UIInterfaceOrientationPortraitUpsideDown"]}},"root":{}}"#
        ),
        RuleCase(
            rule: "upside-down-unavailable", severity: .info, path: "/device/hasHomeButton",
            triggering:
                #"{"device":{"systemVersion":"15.0","hasHomeButton":false},"app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAll)}},"root":{"supportedInterfaceOrientations":"all"}}"#,
            clean:
                #"{"device":{"systemVersion":"15.0","hasHomeButton":true},"app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAll)}},"root":{"supportedInterfaceOrientations":"all"}}"#
        ),
        // An iPad whose controller says shouldAutorotate NO stays out of upside-down for that reason, not a Home button.
        RuleCase(
            rule: "upside-down-unavailable", severity: .info, path: "/device/hasHomeButton",
            triggering:
                #"{"device":{"systemVersion":"15.0","hasHomeButton":false},"app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAll)}},"root":{"supportedInterfaceOrientations":"all","shouldAutorotate":false}}"#,
            clean:
                #"{"device":{"idiom":"pad","systemVersion":"15.0"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAll)}},"root":{"supportedInterfaceOrientations":"all","shouldAutorotate":false}}"#
        ),
        RuleCase(
            rule: "upside-down-unavailable", severity: .info, path: "/root",
            triggering:
                #"{"device":{"systemVersion":"13.0"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAll)}},"root":{}}"#,
            clean:
                #"{"device":{"systemVersion":"13.0"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}},"root":{}}"#
        ),
        RuleCase(
            rule: "should-autorotate-ignored", severity: .warning, path: "/root/shouldAutorotate",
            triggering: #"{"device":{"systemVersion":"16.0"},"root":{"shouldAutorotate":false}}"#,
            clean: #"{"device":{"systemVersion":"15.7"},"root":{"shouldAutorotate":false}}"#),
        RuleCase(
            rule: "legacy-callback-ignored", severity: .warning, path: "/root/shouldAutorotateToInterfaceOrientation",
            triggering:
                #"{"device":{"systemVersion":"6.0"},"root":{"shouldAutorotateToInterfaceOrientation":"landscape"}}"#,
            clean: #"{"device":{"systemVersion":"5.1"},"root":{"shouldAutorotateToInterfaceOrientation":"landscape"}}"#),
        // A callback that refuses every turn keeps the interface where it is, as shouldAutorotate NO does: no
        // difference where the controller answers NO there (VideoAccelerator).
        RuleCase(
            rule: "legacy-callback-ignored", severity: .warning, path: "/root/shouldAutorotateToInterfaceOrientation",
            triggering:
                #"{"device":{"systemVersion":"6.0"},"root":{"shouldAutorotateToInterfaceOrientation":[],"supportedInterfaceOrientations":"portrait"}}"#,
            clean:
                #"{"device":{"systemVersion":"6.0"},"root":{"shouldAutorotateToInterfaceOrientation":[],"supportedInterfaceOrientations":"portrait","shouldAutorotate":false}}"#
        ),
        RuleCase(
            rule: "requires-fullscreen-deprecated", severity: .info, path: "/app/infoPlist/UIRequiresFullScreen",
            triggering:
                #"{"device":{"idiom":"pad","systemVersion":"26.0"},"app":{"infoPlist":{"UIRequiresFullScreen":true}},"root":{}}"#,
            clean:
                #"{"device":{"idiom":"pad","systemVersion":"18.0"},"app":{"infoPlist":{"UIRequiresFullScreen":true}},"root":{}}"#
        ),
        RuleCase(
            rule: "device-orientation-setter-ignored", severity: .warning, path: "/targetOrientation",
            triggering:
                #"{"device":{"systemVersion":"16.0"},"event":"setDeviceOrientation","targetOrientation":"landscapeLeft","root":{}}"#,
            clean:
                #"{"device":{"systemVersion":"16.0"},"event":"setDeviceOrientation","targetOrientation":"landscapeLeft","app":{"sdkVersion":"15.5"},"root":{}}"#
        ),
        RuleCase(
            rule: "geometry-request-refused", severity: .error, path: "/requestedOrientations",
            triggering:
                #"{"device":{"systemVersion":"17.0"},"event":"requestGeometryUpdate","requestedOrientations":"portrait","app":{"supportedInterfaceOrientationsForWindow":"landscapeRight"},"root":{}}"#,
            clean:
                #"{"device":{"systemVersion":"17.0"},"event":"requestGeometryUpdate","requestedOrientations":"landscapeRight","app":{"supportedInterfaceOrientationsForWindow":"landscapeRight"},"root":{}}"#
        ),
        RuleCase(
            rule: "geometry-request-refused", severity: .warning, path: "/requestedOrientations",
            triggering:
                #"{"device":{"systemVersion":"17.0"},"event":"requestGeometryUpdate","requestedOrientations":"landscape","root":{"kind":"tabBarController","forwardsToChild":true,"selectedIndex":0,"children":[{"supportedInterfaceOrientations":"allButUpsideDown"},{"supportedInterfaceOrientations":"portrait"}]}}"#,
            clean:
                #"{"device":{"systemVersion":"17.0"},"event":"requestGeometryUpdate","requestedOrientations":"landscape","root":{"kind":"tabBarController","forwardsToChild":true,"selectedIndex":0,"children":[{"supportedInterfaceOrientations":"allButUpsideDown"},{"supportedInterfaceOrientations":"landscape"}]}}"#
        ),
        RuleCase(
            rule: "geometry-request-refused", severity: .error, path: "/requestedOrientations",
            triggering:
                #"{"device":{"idiom":"pad","systemVersion":"26.0","ipadWindowing":"windowed"},"event":"requestGeometryUpdate","requestedOrientations":"landscape","app":{"infoPlist":{"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationLandscapeLeft"]}},"root":{}}"#,
            clean:
                #"{"device":{"idiom":"pad","systemVersion":"26.0","ipadWindowing":"fullScreen"},"event":"requestGeometryUpdate","requestedOrientations":"landscape","app":{"infoPlist":{"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationLandscapeLeft"]}},"root":{}}"#
        ),
        RuleCase(
            rule: "ipad-plist-update-required", severity: .warning, path: "/app/infoPlist",
            triggering:
                #"{"device":{"idiom":"pad","systemVersion":"26.0"},"app":{"infoPlist":{\#(padAllFour)}},"root":{}}"#,
            clean:
                #"{"device":{"idiom":"pad","systemVersion":"26.0"},"app":{"infoPlist":{\#(padAllFour),"UILaunchStoryboardName":"LaunchScreen"}},"root":{}}"#
        ),
        // Without a known SDK it is a note (issue 34: a finding that holds only with an SDK newer than any known).
        RuleCase(
            rule: "scene-life-cycle-required", severity: .info, path: "/app/infoPlist",
            triggering: #"{"device":{"systemVersion":"27.0"},"root":{}}"#,
            clean:
                #"{"device":{"systemVersion":"27.0"},"app":{"infoPlist":{"UIApplicationSceneManifest":{}}},"root":{}}"#),
        RuleCase(
            rule: "scene-life-cycle-required", severity: .error, path: "/app/infoPlist",
            triggering: #"{"device":{"systemVersion":"27.0"},"app":{"sdkVersion":"27.0"},"root":{}}"#,
            clean: #"{"device":{"systemVersion":"27.0"},"app":{"sdkVersion":"26.2"},"root":{}}"#),
        RuleCase(
            rule: "orientation-is-preference", severity: .info, path: "/device/ipadWindowing",
            triggering:
                #"{"device":{"idiom":"pad","systemVersion":"26.0","ipadWindowing":"windowed"},"app":{"infoPlist":{"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationPortrait"]}},"root":{}}"#,
            clean:
                #"{"device":{"idiom":"pad","systemVersion":"26.0","ipadWindowing":"windowed"},"app":{"infoPlist":{"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationPortrait"],"UIRequiresFullScreen":true}},"root":{}}"#
        ),
    ]

    /// A sheet whose preferred orientation full screen could not show either (outside the app's mask, MiaPiano's
    /// landscape player in a portrait app): still ignored as a sheet, and the fix says that full screen alone would
    /// raise. Where the app allows it, the fix is full screen alone.
    @Test func aSheetsFixSaysWhatFullScreenAlsoNeeds() throws {
        func fix(_ plist: String) throws -> String? {
            try Self.validate(
                #"{"device":{"systemVersion":"13.0"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plist)}},"root":{"supportedInterfaceOrientations":"portrait","presented":{"presentationStyle":"automatic","preferredInterfaceOrientationForPresentation":"landscapeLeft"}}}"#
            ).findings("sheet-does-not-force-orientation", at: "/root/presented/presentationStyle").first?.fix
        }
        let portraitApp = try fix(#"["UIInterfaceOrientationPortrait"]"#)
        #expect(portraitApp?.contains("Full screen alone would raise") == true, "\(portraitApp ?? "none")")
        let landscapeToo = try fix(#"["UIInterfaceOrientationPortrait","UIInterfaceOrientationLandscapeLeft"]"#)
        #expect(landscapeToo?.contains("Full screen alone would raise") == false, "\(landscapeToo ?? "none")")
    }

    /// UIDevice's setter asking for an orientation the app's Info.plist leaves out, with no delegate mask that could
    /// widen it (DouYuTVHmh's full-screen button in a portrait-only app): UIKit shows it on no version, so ignoring
    /// the setter changes nothing. With the orientation listed, or a delegate mask that allows it: said.
    @Test func aSetterForAnOrientationTheAppNeverShowsChangesNothing() throws {
        func said(_ app: String) throws -> Bool {
            try !Self.validate(
                #"{"device":{"systemVersion":"16.0"},"event":"setDeviceOrientation","targetOrientation":"landscapeLeft","app":{\#(app)},"root":{}}"#
            ).findings("device-orientation-setter-ignored", at: "/targetOrientation").isEmpty
        }
        let portrait = #""infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"]}"#
        #expect(try !said(portrait))
        #expect(
            try said(
                #""infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait","UIInterfaceOrientationLandscapeRight"]}"#
            ))
        #expect(try said(portrait + #","supportedInterfaceOrientationsForWindow":"allButUpsideDown""#))
    }

    @Test(arguments: rules) func ruleTriggersAndNearMissDoesNot(_ ruleCase: RuleCase) throws {
        let triggered = try Self.validate(ruleCase.triggering)
        let finding = triggered.findings(ruleCase.rule, at: ruleCase.path).first
        let summary = triggered.findings.map { "\($0.severity) \($0.rule) \(triggered.path($0))" }.joined(
            separator: "; ")
        #expect(finding?.severity == ruleCase.severity, Comment(rawValue: summary))
        #expect(finding?.message.isEmpty == false)
        #expect(finding?.fix.isEmpty == false)
        #expect(triggered.valid == (!triggered.findings.contains { $0.severity == .error } && !triggered.truncated))
        let clean = try Self.validate(ruleCase.clean)
        #expect(
            clean.findings(ruleCase.rule, at: ruleCase.path).isEmpty,
            Comment(rawValue: clean.findings.map { "\($0.rule) \(clean.path($0))" }.joined(separator: "; ")))
    }

    @Test func crashesCarryTheExceptionAndTheState() throws {
        let validation = try Self.validate(
            #"{"device":{"systemVersion":"9.0"},"root":{"class":"LoginViewController","presented":{"class":"BaseTabBarController","forwardsToChild":true,"children":[{}]}}}"#
        )
        #expect(!validation.valid)
        #expect(validation.errors == 1)
        let finding = try #require(validation.findings.first)
        #expect(finding.rule == "forwarding-to-nil-child")
        #expect(
            finding.exception?.reason
                == "preferredInterfaceOrientationForPresentation must return a supported interface orientation!")
        #expect(finding.state?.event == .present)
        #expect(finding.state?.selected.first.map { validation.scenario.path(of: $0.controller) } == "/root/presented")
        #expect(finding.state?.selected.first?.index == nil)
        #expect(finding.state?.presentationDepth == 1)
    }

    @Test func aCrashOnlyInAnotherTabIsFound() throws {
        // Tab 1 is not selected as described; switching to it crashes on rotation.
        let validation = try Self.validate(
            #"{"device":{"systemVersion":"17.0"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"]}},"root":{"class":"TabBarController","forwardsToChild":true,"selectedIndex":0,"children":[{"class":"Feed"},{"class":"Video","supportedInterfaceOrientations":"landscape"}]}}"#
        )
        let finding = try #require(validation.findings.first { $0.rule == "no-common-orientation" })
        #expect(validation.path(finding) == "/root/children/1/supportedInterfaceOrientations")
        #expect(finding.state?.selected.map(\.index) == [1])
        #expect(
            finding.exception?.reason
                == "Supported orientations has no common orientation with the application, and [TabBarController shouldAutorotate] is returning YES"
        )
        // 2 tabs × (4 launch + 4 rotate) states; on iOS 17 the root does not raise at launch, so the 4 rotations crash.
        #expect(validation.statesChecked == 16)
        #expect(finding.occurrences == 4)
    }

    @Test func aCrashAtAShallowerStackDepthIsFound() throws {
        let validation = try Self.validate(
            #"{"device":{"systemVersion":"17.0"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"]}},"root":{"class":"NavigationController","forwardsToChild":true,"children":[{"class":"List"},{"class":"Chart","supportedInterfaceOrientations":"landscape"},{"class":"Detail","supportedInterfaceOrientations":"portrait"}]}}"#
        )
        let finding = try #require(validation.findings.first { $0.rule == "no-common-orientation" })
        #expect(validation.path(finding) == "/root/children/1/supportedInterfaceOrientations")
        #expect(finding.state?.stackDepth.first.map { validation.scenario.path(of: $0.controller) } == "/root")
        #expect(finding.state?.stackDepth.first?.depth == 2)
        #expect(validation.statesChecked == 3 * 8)
    }

    @Test func theStateLimitIsReportedNeverSilent() throws {
        let body = #"{"root":{"presented":{"presented":{}}}}"#
        let full = try Self.validate(body)
        #expect(full.statesChecked == 4 + 4 * 3 + 2 * 2)
        #expect(!full.truncated)
        let cut = try Self.validate(body, maxStates: 5)
        #expect(cut.statesChecked == 5)
        #expect(cut.truncated)
        #expect(cut.json().contains(#""truncated":true"#))
    }

    @Test func appStoreMessageIsExact() throws {
        let validation = try Self.validate(Self.rules.first { $0.rule == "app-store-ipad-orientations" }!.triggering)
        let finding = try #require(validation.findings.first { $0.rule == "app-store-ipad-orientations" })
        #expect(
            finding.appStoreMessages.first
                == "Invalid bundle. The \"UIInterfaceOrientationPortrait,UIInterfaceOrientationPortraitUpsideDown\" orientations were provided for the UISupportedInterfaceOrientations Info.plist key in the com.example.app bundle, but you need to include all of the \"UIInterfaceOrientationPortrait,UIInterfaceOrientationPortraitUpsideDown,UIInterfaceOrientationLandscapeLeft,UIInterfaceOrientationLandscapeRight\" orientations to support iPad multitasking. For details, visit: https://developer.apple.com/documentation/bundleresources/information_property_list/uisupportedinterfaceorientations."
        )
        #expect(
            finding.appStoreMessages.last
                == "ERROR ITMS-90474: \"Invalid Bundle. iPad Multitasking support requires these orientations: 'UIInterfaceOrientationPortrait,UIInterfaceOrientationPortraitUpsideDown,UIInterfaceOrientationLandscapeLeft,UIInterfaceOrientationLandscapeRight'. Found 'UIInterfaceOrientationPortrait,UIInterfaceOrientationPortraitUpsideDown' in bundle 'com.example.app'.\""
        )
    }

    /// An empty iPad list provides no orientation (round 57's ulangi, a React Native app whose `<array/>` was
    /// rejected and then listed all four): the upload's check reads what the list provides. A list of all four is
    /// accepted.
    @Test func anEmptyIPadListIsRejectedOnUpload() throws {
        func rejected(_ list: String) throws -> Bool {
            try Self.validate(
                #"{"device":{"idiom":"pad","systemVersion":"17.0"},"app":{"infoPlist":{"UILaunchStoryboardName":"Launch","UISupportedInterfaceOrientations~ipad":"#
                    + list + #"}},"root":{}}"#
            ).findings.contains { $0.rule == "app-store-ipad-orientations" && $0.severity == .error }
        }
        #expect(try rejected("[]"))
        #expect(
            try !rejected(
                #"["UIInterfaceOrientationPortrait","UIInterfaceOrientationPortraitUpsideDown","UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]"#
            ))
    }

    @Test func findingsAreDeduplicatedPerRuleAndPath() throws {
        let validation = try Self.validate(
            #"{"device":{"systemVersion":"17.0"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationLandscapeLeft"]}},"root":{"supportedInterfaceOrientations":"portrait"}}"#
        )
        #expect(validation.findings.filter { $0.rule == "no-common-orientation" }.count == 1)
        #expect(validation.findings.first?.occurrences == 4)
        #expect(validation.errors == 1)
    }

    @Test func aValidAppIsValid() throws {
        let validation = try Self.validate(
            #"{"device":{"systemVersion":"17.0"},"root":{"class":"UITabBarController","selectedIndex":0,"children":[{"class":"UINavigationController","children":[{},{}]},{}],"presented":{"presentationStyle":"fullScreen"}}}"#
        )
        #expect(validation.valid)
        #expect(validation.findings.isEmpty)
        #expect(validation.json().hasPrefix(#"{"valid":true,"errors":0,"warnings":0,"infos":0,"#))
    }
}
