import Foundation
import OrientationResolver
import OrientationWire
import Testing
@testable import TestSupport

/// The validation matrix (api.md "/validate", semantics §10): an app that says what ships is checked for each
/// shipped idiom at its minimum version and each era boundary above it, and each finding names its cell.
@Suite struct ShipMatrixTests {
    static func validate(_ json: String, maxStates: Int = 10_000) throws -> Validation {
        Validator.validate(try Scenario.decode(bytes: Array(json.utf8)), maxStates: maxStates)
    }

    static func findings(_ validation: Validation) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(validation.jsonBytes())) as! [String: Any]
        return object["findings"] as! [[String: Any]]
    }

    @Test func cellsAreEachFamilyAtTheMinimumAndEveryBoundaryAbove() throws {
        let scenario = try Scenario.decode(
            bytes: Array(#"{"app":{"deviceFamilies":[1,2],"minimumOSVersion":"16.1"},"root":{}}"#.utf8))
        let cells = try #require(scenario.shipMatrix())
        #expect(
            cells.map { "\($0.idiom.rawValue) \($0.systemVersion)" }
                == [
                    "phone 16.1", "phone 18.0", "phone 26.0", "phone 27.0", "pad 16.1", "pad 18.0", "pad 26.0",
                    "pad 27.0",
                ])
        // Families alone: the device's version; a minimum alone: the device's idiom.
        let families = try Scenario.decode(
            bytes: Array(#"{"device":{"systemVersion":"17.2"},"app":{"deviceFamilies":[2]},"root":{}}"#.utf8))
        #expect(families.shipMatrix() == [ShipCell(idiom: .pad, systemVersion: SystemVersion(major: 17, minor: 2))])
        let minimum = try Scenario.decode(bytes: Array(#"{"app":{"minimumOSVersion":"26.0"}}"#.utf8))
        #expect(
            minimum.shipMatrix() == [
                ShipCell(idiom: .phone, systemVersion: SystemVersion(major: 26)),
                ShipCell(idiom: .phone, systemVersion: SystemVersion(major: 27)),
            ])
        #expect(try Scenario.decode(bytes: Array(#"{"root":{}}"#.utf8)).shipMatrix() == nil)
    }

    /// tedbarnett/DreamBuilder #9: a universal app whose only list holds portrait is rejected, whatever idiom is asked.
    @Test func aUniversalAppWithAPortraitListIsRejectedByTheAppStore() throws {
        let plist =
            #""infoPlist":{"CFBundleIdentifier":"com.example.dream","UILaunchScreen":{},"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"]}"#
        let phoneOnly = try Self.validate(#"{"device":{"idiom":"phone"},"app":{\#(plist)},"root":{}}"#)
        #expect(!phoneOnly.findings.contains { $0.rule == "app-store-ipad-orientations" })
        let universal = try Self.validate(
            #"{"device":{"idiom":"phone"},"app":{"deviceFamilies":[1,2],\#(plist)},"root":{}}"#)
        let rejection = try #require(universal.findings.first { $0.rule == "app-store-ipad-orientations" })
        #expect(rejection.severity == .error && !universal.valid)
        #expect(rejection.cell?.idiom == .pad)
        #expect(
            rejection.appStoreMessages.first?.contains(
                "The \"UIInterfaceOrientationPortrait\" orientations were provided for the UISupportedInterfaceOrientations Info.plist key in the com.example.dream bundle"
            ) == true)
        #expect(universal.findings.filter { $0.rule == "app-store-ipad-orientations" }.count == 1)
        // An iPhone-only app with an iPad list does not ship to iPad: no rejection.
        let iPhoneOnly = try Self.validate(
            #"{"app":{"deviceFamilies":[1],"infoPlist":{"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationPortrait"]}},"root":{}}"#
        )
        #expect(!iPhoneOnly.findings.contains { $0.rule == "app-store-ipad-orientations" })
    }

    @Test func eachFindingNamesTheIdiomAndVersionOfItsFirstCell() throws {
        // shouldAutorotate NO is ignored from iOS 16: from a minimum of 15.0 the interface rotates from 16.0 on where it
        // did not on 15.0, a finding that first appears at 16.0.
        let validation = try Self.validate(
            #"{"app":{"deviceFamilies":[1],"minimumOSVersion":"15.0"},"root":{"shouldAutorotate":false}}"#)
        let finding = try #require(validation.findings.first { $0.rule == "os-version-differs" })
        #expect(finding.message.contains("ends in portrait on iOS 15.0 and in landscapeRight from iOS 16.0"))
        #expect(finding.cell == ShipCell(idiom: .phone, systemVersion: SystemVersion(major: 16)))
        // Said once; the rule of iOS 16 alone is not said beside it.
        #expect(validation.findings.filter { $0.rule == "os-version-differs" }.count == 1)
        #expect(!validation.findings.contains { $0.rule == "should-autorotate-ignored" })
        let json = try Self.findings(validation).first { $0["rule"] as? String == "os-version-differs" }
        let state = try #require(json?["state"] as? [String: Any])
        #expect(state["idiom"] as? String == "phone" && state["systemVersion"] as? String == "16.0")
        // A finding from a state carries the cell next to the state's own members.
        let crash = try Self.validate(
            #"{"app":{"deviceFamilies":[1,2],"minimumOSVersion":"17.0","infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationLandscapeLeft"],"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationPortrait"]}},"root":{"supportedInterfaceOrientations":"portrait"}}"#
        )
        let crashes = try Self.findings(crash).filter { $0["rule"] as? String == "no-common-orientation" }
        #expect(crashes.count == 1)
        let crashState = try #require(crashes.first?["state"] as? [String: Any])
        #expect(
            crashState["idiom"] as? String == "phone" && crashState["systemVersion"] as? String == "17.0"
                && crashState["event"] != nil)
    }

    @Test func theStateLimitCoversTheWholeMatrix() throws {
        let body =
            #"{"app":{"deviceFamilies":[1,2],"minimumOSVersion":"9.0","sdkVersion":"18.0"},"root":{"presented":{"presentationStyle":"fullScreen"}}}"#
        let full = try Self.validate(body)
        #expect(!full.truncated && full.valid)
        let perCell = try Self.validate(
            #"{"device":{"systemVersion":"9.0"},"root":{"presented":{"presentationStyle":"fullScreen"}}}"#
        ).statesChecked
        // 2 idioms × 9.0, 10.0, 10.3, 13, 16, 18, 26, 27.
        #expect(full.statesChecked == perCell * 16)
        let cut = try Self.validate(body, maxStates: perCell * 3)
        #expect(cut.truncated && !cut.valid && cut.statesChecked == perCell * 3)
    }

    /// An iPad-only app resolves as an iPad unless the device says otherwise (as project files do).
    @Test func oneShippedIdiomIsTheDevicesUnlessItIsGiven() throws {
        let padOnly = try Scenario.decode(bytes: Array(#"{"app":{"deviceFamilies":[2]},"root":{}}"#.utf8))
        #expect(padOnly.idiom == .pad)
        #expect(try Resolver.resolve(padOnly).appMask.rawValue == UIInterfaceOrientationMask.all)
        let stated = try Scenario.decode(
            bytes: Array(#"{"device":{"idiom":"phone"},"app":{"deviceFamilies":[2]},"root":{}}"#.utf8))
        #expect(stated.idiom == .phone)
        #expect(try Scenario.decode(bytes: Array(#"{"app":{"deviceFamilies":[1,2]}}"#.utf8)).idiom == .phone)
    }

    @Test(arguments: [
        (#"{"app":{"deviceFamilies":[]}}"#, "/app/deviceFamilies"),
        (#"{"app":{"deviceFamilies":[1,3]}}"#, "/app/deviceFamilies/1"),
        (#"{"app":{"deviceFamilies":[2,2]}}"#, "/app/deviceFamilies/1"),
        (#"{"app":{"deviceFamilies":["pad"]}}"#, "/app/deviceFamilies/0"),
        (#"{"app":{"deviceFamilies":2}}"#, "/app/deviceFamilies"),
        (#"{"app":{"minimumOSVersion":"sixteen"}}"#, "/app/minimumOSVersion"),
    ])
    func badShipValuesAre422s(body: String, pointer: String) throws {
        #expect(throws: ScenarioInputError.self) { try Scenario.decode(bytes: Array(body.utf8)) }
        do {
            _ = try Scenario.decode(bytes: Array(body.utf8))
        } catch {
            guard case let .scenario(problem) = error else { Issue.record("not a 422: \(error)"); return }
            #expect(problem.pointer == pointer)
        }
    }
}
