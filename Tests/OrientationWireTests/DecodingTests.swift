import OrientationResolver
import OrientationWire
import Testing
@testable import TestSupport

/// Every spelling the contract allows decodes to the value UIKit would see; everything else is a ScenarioError
/// naming the pointer, what was expected and what was given.
@Suite struct DecodingTests {
    static func decode(_ json: String, limits: ScenarioLimits = ScenarioLimits()) throws(ScenarioInputError) -> Scenario
    {
        try Scenario.decode(bytes: Array(json.utf8), limits: limits)
    }

    static func rootMask(_ spelling: String) throws -> Int? {
        try decode(#"{"root":{"supportedInterfaceOrientations":\#(spelling)}}"#).rootController?
            .supportedInterfaceOrientations
    }

    static func rootPreferred(_ spelling: String) throws -> Int? {
        try decode(#"{"root":{"preferredInterfaceOrientationForPresentation":\#(spelling)}}"#).rootController?
            .preferredInterfaceOrientationForPresentation
    }

    @Test(arguments: [
        ("24", 24), ("0", 0), (#""landscape""#, 24), (#"".landscape""#, 24),
        (#""UIInterfaceOrientationMaskLandscape""#, 24),
        (#""all""#, 30), (#""allButUpsideDown""#, 26), (#"".portraitUpsideDown""#, 4),
        (#""UIInterfaceOrientationMaskLandscapeRight""#, 8),
        (#"["portrait","landscapeLeft"]"#, 18), (#"["UIInterfaceOrientationLandscapeRight",".portrait"]"#, 10),
        (#"["landscape","portrait"]"#, 26), ("[]", 0),
        // An orientation constant where a mask belongs: UIKit sees its raw value (L4).
        (#""UIInterfaceOrientationPortrait""#, 1), (#""UIInterfaceOrientationLandscapeLeft""#, 4),
    ])
    func maskSpellings(_ spelling: String, _ value: Int) throws {
        #expect(try Self.rootMask(spelling) == value)
    }

    @Test(arguments: [
        ("3", 3), ("7", 7), ("-1", -1), (#""landscapeLeft""#, 4), (#"".landscapeRight""#, 3),
        (#""UIInterfaceOrientationPortrait""#, 1),
        (#""unknown""#, 0), (#""UIInterfaceOrientationUnknown""#, 0), (#"["landscapeLeft","portrait"]"#, 5),
        (
            #"["UIInterfaceOrientationPortrait","UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]"#,
            7
        ),
        // A mask constant where an orientation belongs: UIKit sees its value (L3).
        (#""UIInterfaceOrientationMaskLandscapeLeft""#, 16), (#""UIInterfaceOrientationMaskPortrait""#, 2),
    ])
    func orientationSpellings(_ spelling: String, _ value: Int) throws {
        #expect(try Self.rootPreferred(spelling) == value)
    }

    @Test(arguments: [
        (#""landscapeLeft""#, 3), (#"".landscapeRight""#, 4), (#""UIDeviceOrientationFaceUp""#, 5), (#""faceDown""#, 6),
        (#""unknown""#, 0), ("2", 2),
    ])
    func deviceOrientationSpellings(_ spelling: String, _ value: Int) throws {
        #expect(try Self.decode(#"{"device":{"orientation":\#(spelling)}}"#).deviceOrientation == value)
    }

    @Test func defaultsAndVersions() throws {
        let empty = try Self.decode("{}")
        #expect(empty.idiom == .phone)
        #expect(empty.systemVersion == SystemVersion(major: 18))
        #expect(empty.deviceOrientation == UIDeviceOrientation.portrait)
        #expect(empty.interfaceOrientation == UIInterfaceOrientation.portrait)
        #expect(empty.hasHomeButton)
        #expect(empty.root == nil)
        #expect(
            try Self.decode(#"{"device":{"systemVersion":"9.3.5"}}"#).systemVersion
                == SystemVersion(major: 9, minor: 3, patch: 5))
        #expect(try Self.decode(#"{"device":{"systemVersion":17}}"#).systemVersion == SystemVersion(major: 17))
        #expect(SystemVersion(major: 8, minor: 2) < SystemVersion(major: 8, minor: 3))
        #expect(SystemVersion(major: 10) > SystemVersion(major: 9, minor: 3, patch: 5))
    }

    @Test func kindIsInferredFromContainerClassNames() throws {
        let scenario = try Self.decode(
            #"{"root":{"class":"UITabBarController","children":[{"class":"MyApp.HomeNavigationController"},{"class":"SettingsViewController"}]}}"#
        )
        #expect(scenario.rootController?.kind == .tabBarController)
        #expect(scenario.childControllers(of: 0).map(\.kind) == [.navigationController, .viewController])
        #expect(
            try Self.decode(#"{"root":{"kind":"navigationController"}}"#).className(of: 0) == "UINavigationController")
        #expect(try Self.decode(#"{"root":{}}"#).className(of: 0) == "UIViewController")
    }

    @Test func unknownMembersAndNullsAreIgnored() throws {
        let scenario = try Self.decode(
            #"{"comment":"x","device":{"idiom":null,"extra":[1,2]},"root":{"shouldAutorotate":null,"note":{}}}"#)
        #expect(scenario.idiom == .phone)
        #expect(scenario.rootController?.shouldAutorotate == nil)
    }

    /// (body, pointer, fragment of expected, given)
    @Test(arguments: [
        ("[]", "", "an object describing the scenario", "an array of 0"),
        (#"{"device":{"idiom":"watch"}}"#, "/device/idiom", #"one of "phone", "pad""#, #""watch""#),
        (
            #"{"device":{"systemVersion":"seventeen"}}"#, "/device/systemVersion", "major[.minor[.patch]]",
            #""seventeen""#
        ),
        (#"{"device":{"systemVersion":17.4}}"#, "/device/systemVersion", "major[.minor[.patch]]", "17.4"),
        (#"{"device":{"orientation":"sideways"}}"#, "/device/orientation", "UIDeviceOrientation", #""sideways""#),
        (#"{"device":{"orientation":7}}"#, "/device/orientation", "0…6", "7"),
        (
            #"{"device":{"orientation":"UIDeviceOrientationfaceUp"}}"#, "/device/orientation", "UIDeviceOrientation",
            #""UIDeviceOrientationfaceUp""#
        ),
        (#"{"device":{"hasHomeButton":"yes"}}"#, "/device/hasHomeButton", "true or false", #""yes""#),
        (#"{"interfaceOrientation":"faceUp"}"#, "/interfaceOrientation", "UIInterfaceOrientation", #""faceUp""#),
        (#"{"interfaceOrientation":0}"#, "/interfaceOrientation", "one of portrait", "0"),
        (#"{"event":"shake"}"#, "/event", #""launch", "rotate", "present", "dismiss""#, #""shake""#),
        (
            #"{"app":{"infoPlist":{"UISupportedInterfaceOrientations":"portrait"}}}"#,
            "/app/infoPlist/UISupportedInterfaceOrientations", "an array", #""portrait""#
        ),
        (
            #"{"app":{"infoPlist":{"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationSideways"]}}}"#,
            "/app/infoPlist/UISupportedInterfaceOrientations~0ipad/0", "UIInterfaceOrientationPortrait",
            #""UIInterfaceOrientationSideways""#
        ),
        (
            #"{"app":{"infoPlist":{"UIRequiresFullScreen":1}}}"#, "/app/infoPlist/UIRequiresFullScreen",
            "true or false", "1"
        ),
        (
            #"{"app":{"supportedInterfaceOrientationsForWindow":-2}}"#, "/app/supportedInterfaceOrientationsForWindow",
            "non-negative integer", "-2"
        ),
        (
            #"{"app":{"supportedInterfaceOrientationsForWindow":2.5}}"#, "/app/supportedInterfaceOrientationsForWindow",
            "whole number", "2.5"
        ),
        (
            #"{"app":{"supportedInterfaceOrientationsForWindow":1e400}}"#,
            "/app/supportedInterfaceOrientationsForWindow", "whole number", "1e400"
        ),
        (
            #"{"app":{"supportedInterfaceOrientationsForWindow":123456789012345678901234567890}}"#,
            "/app/supportedInterfaceOrientationsForWindow", "64-bit range", "123456789012345678901234567890"
        ),
        (#"{"root":[]}"#, "/root", "an object describing a view controller", "an array of 0"),
        (#"{"root":{"class":""}}"#, "/root/class", "a class name", #""""#),
        (#"{"root":{"class":42}}"#, "/root/class", "a class name", "42"),
        (
            #"{"root":{"kind":"splitViewController"}}"#, "/root/kind",
            #""viewController", "navigationController", "tabBarController""#, #""splitViewController""#
        ),
        (
            #"{"root":{"forwardsToChild":true}}"#, "/root/forwardsToChild",
            "only on a navigationController or tabBarController", "true"
        ),
        (
            #"{"root":{"kind":"navigationController","selectedIndex":0,"children":[{}]}}"#, "/root/selectedIndex",
            "only on a tabBarController", "0"
        ),
        (
            #"{"root":{"kind":"tabBarController","selectedIndex":2,"children":[{},{}]}}"#, "/root/selectedIndex",
            "(0…1)", "2"
        ),
        (#"{"root":{"kind":"tabBarController","selectedIndex":0}}"#, "/root/selectedIndex", "children is empty", "0"),
        (#"{"root":{"children":{}}}"#, "/root/children", "an array of view controllers", "an object"),
        (
            #"{"root":{"children":[{},{"presented":{"supportedInterfaceOrientations":["portrait",3]}}]}}"#,
            "/root/children/1/presented/supportedInterfaceOrientations/1", "an orientation name", "3"
        ),
        (
            #"{"root":{"presented":{"presentationStyle":"sheet"}}}"#, "/root/presented/presentationStyle",
            #""fullScreen""#, #""sheet""#
        ),
        (
            #"{"root":{"presented":{"preferredInterfaceOrientationForPresentation":"landscape"}}}"#,
            "/root/presented/preferredInterfaceOrientationForPresentation", "UIInterfaceOrientation", #""landscape""#
        ),
        (
            #"{"root":{"shouldAutorotateToInterfaceOrientation":true}}"#,
            "/root/shouldAutorotateToInterfaceOrientation", "UIInterfaceOrientationMask", "true"
        ),
        (
            #"{"root":{"kind":"tabBarController","delegateSupportedInterfaceOrientations":"most"}}"#,
            "/root/delegateSupportedInterfaceOrientations", "UIInterfaceOrientationMask", #""most""#
        ),
    ])
    func invalidScenarios(_ body: String, _ pointer: String, _ expected: String, _ given: String) {
        #expect {
            try Self.decode(body)
        } throws: { error in
            guard case let .scenario(problem) = error as? ScenarioInputError else { return false }
            return problem.pointer == pointer && problem.expected.contains(expected) && problem.given == given
        }
    }

    @Test func controllerCountIsCapped() throws {
        let children = Array(repeating: "{}", count: 10).joined(separator: ",")
        let body = #"{"root":{"kind":"tabBarController","children":[\#(children)]}}"#
        #expect(try Self.decode(body, limits: ScenarioLimits(maxControllers: 11)).rootController?.children.count == 10)
        #expect(
            throws: ScenarioInputError.scenario(
                ScenarioError(
                    pointer: "/root/children/9", expected: "at most 10 controllers in the scenario",
                    given: "controller number 11"))
        ) {
            try Self.decode(body, limits: ScenarioLimits(maxControllers: 10))
        }
    }

    @Test func nestingBeyondTheLimitIsAScenarioError() throws {
        var body = #"{"root":"#
        for _ in 0..<40 { body += #"{"presented":"# }
        body += "{}" + String(repeating: "}", count: 41)
        #expect(throws: Never.self) { try Self.decode(body) }
        #expect {
            try Self.decode(body, limits: ScenarioLimits(maxDepth: 20))
        } throws: { error in
            guard case let .scenario(problem) = error as? ScenarioInputError else { return false }
            return problem.pointer == "/root" + String(repeating: "/presented", count: 19)
                && problem.expected == "nesting at most 20 levels deep"
        }
    }

    @Test func classNamesAreCapped() {
        let long = String(repeating: "A", count: 257)
        #expect(throws: ScenarioInputError.self) { try Self.decode(#"{"root":{"class":"\#(long)"}}"#) }
        #expect(throws: ScenarioInputError.self) { try Self.decode(#"{"root":{"class":"Bad\nName"}}"#) }
    }

    @Test func dismissWithoutAPresentationIsRefused() throws {
        let scenario = try Self.decode(#"{"event":"dismiss","root":{}}"#)
        #expect(
            throws: ScenarioError(
                pointer: "/event", expected: "a presented controller in the active chain for \"dismiss\"",
                given: "nothing presented")
        ) {
            try Resolver.resolve(scenario)
        }
    }
}
