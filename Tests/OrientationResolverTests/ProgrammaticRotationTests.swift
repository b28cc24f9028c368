import OrientationResolver
import OrientationWire
import Testing
@testable import TestSupport

// Texts of semantics.md §8, spelled out once (Tests/contract/test_scene_texts.py reads them from the spec itself).
let setterConsoleLine =
    "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"
let windowingModeError = "The current windowing mode does not allow for programmatic changes to interface orientation."

func noneSupportedError(_ requested: String, _ supported: String) -> String {
    "None of the requested orientations are supported by the view controller. Requested: \(requested); Supported: \(supported)"
}

/// One programmatic-rotation case: the body, then what the answer must hold.
struct ProgrammaticCase: Sendable, CustomTestStringConvertible {
    let id: String
    let json: String
    /// The interface orientation after the event, or the exact exception reason.
    let orientation: String?
    var reason: String? = nil
    var error: String? = nil
    var console: [String] = []
    var inferred: [String] = []

    var testDescription: String { id }
}

@Suite struct ProgrammaticRotationTests {
    static let allButUpsideDownApp =
        #""app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}}"#

    static func setter(
        _ version: String, sdk: String? = nil, target: String,
        root: String = #"{"supportedInterfaceOrientations":"allButUpsideDown"}"#
    ) -> String {
        let sdkMember = sdk.map { #","sdkVersion":"\#($0)""# } ?? ""
        return
            #"{"device":{"systemVersion":"\#(version)"},"event":"setDeviceOrientation","targetOrientation":"\#(target)","app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}\#(sdkMember)},"root":\#(root)}"#
    }

    static func geometry(
        _ version: String, requested: String, app: String = allButUpsideDownApp, device: String = "",
        current: String = "portrait", root: String = "{}"
    ) -> String {
        #"{"device":{"systemVersion":"\#(version)"\#(device)},"interfaceOrientation":"\#(current)","event":"requestGeometryUpdate","requestedOrientations":\#(requested),\#(app),"root":\#(root)}"#
    }

    /// The body with UIKit's last-read mask portrait (before the controller's answer changed).
    static func stale(_ json: String) -> String {
        String(json.dropLast()) + #","lastReadSupportedInterfaceOrientations":"portrait"}"#
    }

    static func update(_ version: String, device: String, current: String = "portrait", root: String) -> String {
        #"{"device":{"systemVersion":"\#(version)","orientation":"\#(device)"},"interfaceOrientation":"\#(current)","event":"updateSupportedOrientations",\#(allButUpsideDownApp),"root":\#(root)}"#
    }

    static let cases: [ProgrammaticCase] = [
        // setDeviceOrientation: seed 000 passes UIInterfaceOrientationLandscapeRight (3), read as device landscapeLeft.
        ProgrammaticCase(
            id: "seed 000 on iOS 12: the setter rotates",
            json: setter("12.0", target: "UIInterfaceOrientationLandscapeRight"),
            orientation: "landscapeRight"),
        ProgrammaticCase(
            id: "seed 000 on iOS 15.7: still the rotate rule",
            json: setter("15.7", target: "UIInterfaceOrientationLandscapeRight"),
            orientation: "landscapeRight"),
        ProgrammaticCase(
            id: "iOS 16.0, SDK 16: only the console line",
            json: setter("16.0", target: "UIInterfaceOrientationLandscapeRight"),
            orientation: "portrait", console: [setterConsoleLine]),
        ProgrammaticCase(
            id: "seed 000 on iOS 17 linked against SDK 15: the shimmed request rotates",
            json: setter("17.0", sdk: "15.5", target: "UIInterfaceOrientationLandscapeRight"),
            orientation: "landscapeRight", console: [setterConsoleLine], inferred: ["geometry-request-supported-mask"]),
        ProgrammaticCase(
            id: "SDK 15 on iOS 17: a refused shim reports no error",
            json: setter(
                "17.0", sdk: "15.5", target: "landscapeLeft", root: #"{"supportedInterfaceOrientations":"portrait"}"#),
            orientation: "portrait", console: [setterConsoleLine], inferred: ["geometry-request-supported-mask"]),
        ProgrammaticCase(
            id: "iOS 14: shouldAutorotate NO gates the setter",
            json: setter(
                "14.0", target: "landscapeLeft",
                root: #"{"supportedInterfaceOrientations":"allButUpsideDown","shouldAutorotate":false}"#),
            orientation: "portrait"),
        ProgrammaticCase(
            id: "iOS 12: the setter's rotation checks E1′",
            json:
                #"{"device":{"systemVersion":"12.0"},"event":"setDeviceOrientation","targetOrientation":"landscapeLeft","app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationLandscapeLeft"]}},"root":{"class":"My.Root","supportedInterfaceOrientations":"portrait"}}"#,
            orientation: nil, reason: e1Prime("My.Root")),
        ProgrammaticCase(id: "faceUp never rotates", json: setter("12.0", target: "faceUp"), orientation: "portrait"),
        ProgrammaticCase(
            id: "iOS 5: the setter is taken as a device rotation",
            json:
                #"{"device":{"systemVersion":"5.1"},"event":"setDeviceOrientation","targetOrientation":"landscapeLeft","root":{"shouldAutorotateToInterfaceOrientation":"all"}}"#,
            orientation: "landscapeRight", inferred: ["legacy-device-setter"]),

        // updateSupportedOrientations
        ProgrammaticCase(
            id: "iOS 16: the current orientation is no longer supported, the device's is",
            json: update("16.0", device: "landscapeLeft", root: #"{"supportedInterfaceOrientations":"landscape"}"#),
            orientation: "landscapeRight"),
        ProgrammaticCase(
            id: "iOS 16: neither current nor device supported: the first in order",
            json: update("16.0", device: "portrait", root: #"{"supportedInterfaceOrientations":"landscape"}"#),
            orientation: "landscapeRight", inferred: ["update-supported-fallback-order"]),
        ProgrammaticCase(
            id: "iOS 16: still supported, nothing changes",
            json: update(
                "16.0", device: "landscapeLeft", root: #"{"supportedInterfaceOrientations":"allButUpsideDown"}"#),
            orientation: "portrait"),
        ProgrammaticCase(
            id: "iOS 16: shouldAutorotate NO does not stop it",
            json: update(
                "16.0", device: "landscapeLeft",
                root: #"{"supportedInterfaceOrientations":"landscape","shouldAutorotate":false}"#),
            orientation: "landscapeRight"),
        ProgrammaticCase(
            id: "iOS 15: attemptRotationToDeviceOrientation, gated by shouldAutorotate",
            json: update(
                "15.0", device: "landscapeLeft",
                root: #"{"supportedInterfaceOrientations":"landscape","shouldAutorotate":false}"#),
            orientation: "portrait"),
        ProgrammaticCase(
            id: "iOS 15: attemptRotationToDeviceOrientation rotates to the device",
            json: update("15.0", device: "landscapeLeft", root: #"{"supportedInterfaceOrientations":"landscape"}"#),
            orientation: "landscapeRight"),
        ProgrammaticCase(
            id: "iOS 17: re-reading the masks raises E1′",
            json:
                #"{"device":{"systemVersion":"17.0"},"event":"updateSupportedOrientations","app":{"supportedInterfaceOrientationsForWindow":"landscape"},"root":{"class":"Player","supportedInterfaceOrientations":"portrait"}}"#,
            orientation: nil, reason: e1Prime("Player")),

        // requestGeometryUpdate (C61, C62)
        ProgrammaticCase(
            id: "C61 the request is outside the supported set",
            json: geometry(
                "17.0", requested: #""portrait""#,
                app: #""app":{"supportedInterfaceOrientationsForWindow":"landscapeRight"}"#, current: "landscapeRight",
                root: #"{"supportedInterfaceOrientations":"all"}"#),
            orientation: "landscapeRight", error: noneSupportedError("portrait", "landscapeRight"),
            inferred: ["geometry-request-supported-mask"]),
        ProgrammaticCase(
            id: "two lists in declaration order",
            json: geometry(
                "16.0", requested: #"["portraitUpsideDown","portrait"]"#, current: "landscapeLeft",
                root: #"{"supportedInterfaceOrientations":"landscape"}"#),
            orientation: "landscapeLeft",
            error: noneSupportedError("portrait, portraitUpsideDown", "landscapeLeft, landscapeRight"),
            inferred: ["geometry-request-supported-mask"]),
        // lastReadSupportedInterfaceOrientations: iOS ≥ 16 answers against the mask UIKit last read (inferred).
        ProgrammaticCase(
            id:
                "a geometry request against a stale portrait mask is refused though the controller now allows landscape",
            json: stale(
                geometry("17.0", requested: #""landscape""#, root: #"{"supportedInterfaceOrientations":"all"}"#)),
            orientation: "portrait", error: noneSupportedError("landscapeLeft, landscapeRight", "portrait"),
            inferred: ["stale-supported-orientations", "geometry-request-supported-mask"]),
        ProgrammaticCase(
            id: "the update reads the controller's landscape mask again and rotates",
            json: stale(
                update("17.0", device: "landscapeLeft", root: #"{"supportedInterfaceOrientations":"landscape"}"#)),
            orientation: "landscapeRight"),
        ProgrammaticCase(
            id: "a rotation against a stale portrait mask stays portrait on iOS 17",
            json: stale(
                #"{"device":{"systemVersion":"17.0","orientation":"landscapeLeft"},"event":"rotate",\#(allButUpsideDownApp),"root":{"supportedInterfaceOrientations":"all"}}"#
            ),
            orientation: "portrait", inferred: ["stale-supported-orientations"]),
        ProgrammaticCase(
            id: "before iOS 16 the rotation asks the controller again",
            json: stale(
                #"{"device":{"systemVersion":"15.0","orientation":"landscapeLeft"},"event":"rotate",\#(allButUpsideDownApp),"root":{"supportedInterfaceOrientations":"all"}}"#
            ),
            orientation: "landscapeRight"),
        ProgrammaticCase(
            id: "C62 landscapeRight is requested and supported",
            json: geometry(
                "16.0", requested: #""landscapeRight""#, root: #"{"supportedInterfaceOrientations":"landscape"}"#),
            orientation: "landscapeRight", inferred: ["geometry-request-supported-mask"]),
        ProgrammaticCase(
            id: "both landscapes requested: the first in order",
            json: geometry("16.0", requested: #""landscape""#, root: #"{"supportedInterfaceOrientations":"all"}"#),
            orientation: "landscapeRight",
            inferred: ["geometry-request-supported-mask", "geometry-request-fallback-order"]),
        ProgrammaticCase(
            id: "the current orientation is requested: kept",
            json: geometry(
                "16.0", requested: #""allButUpsideDown""#, current: "landscapeLeft",
                root: #"{"supportedInterfaceOrientations":"all"}"#),
            orientation: "landscapeLeft", inferred: ["geometry-request-supported-mask"]),
        ProgrammaticCase(
            id: "a request of 0 does nothing at all",
            json: geometry(
                "16.0", requested: "0", current: "portrait", root: #"{"supportedInterfaceOrientations":"portrait"}"#),
            orientation: "portrait"),
        ProgrammaticCase(
            id: "iPad multitasking: the windowing mode refuses",
            json: geometry(
                "17.0", requested: #""landscape""#,
                app: #""app":{"infoPlist":{"UISupportedInterfaceOrientations~ipad":\#(plistAll)}}"#,
                device: #","idiom":"pad""#),
            orientation: "portrait", error: windowingModeError),
        ProgrammaticCase(
            id: "iPadOS 26 windowed: the windowing mode refuses",
            json: geometry(
                "26.0", requested: #""landscape""#,
                app:
                    #""app":{"infoPlist":{"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationPortrait","UIInterfaceOrientationLandscapeLeft"]}}"#,
                device: #","idiom":"pad","ipadWindowing":"windowed""#),
            orientation: "portrait", error: windowingModeError),
        ProgrammaticCase(
            id: "iPadOS 26 full screen: the same request is met",
            json: geometry(
                "26.0", requested: #""landscape""#,
                app:
                    #""app":{"infoPlist":{"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationPortrait","UIInterfaceOrientationLandscapeLeft"]}}"#,
                device: #","idiom":"pad","ipadWindowing":"fullScreen""#),
            orientation: "landscapeLeft", inferred: ["geometry-request-supported-mask"]),
    ]

    @Test(arguments: cases) func programmaticEvent(_ testCase: ProgrammaticCase) throws {
        let (resolution, scenario) = try resolveWithScenario(testCase.json)
        let context = Comment(rawValue: resolution.traceSentences(in: scenario).joined(separator: " | "))
        #expect(resolution.orientation.map(UIInterfaceOrientation.printedName) == testCase.orientation, context)
        #expect(resolution.exception?.reason == testCase.reason, context)
        #expect(resolution.error?.description == testCase.error, context)
        if resolution.error != nil {
            #expect(resolution.error?.domain == "UISceneErrorDomain")
            #expect(resolution.error?.code == 101)
        }
        #expect(resolution.console == testCase.console, context)
        let decisionRules = resolution.inferredRules.filter { $0 != "rotation-callbacks-legacy-methods" }
        #expect(decisionRules == testCase.inferred, context)
    }

    @Test func seed000TraceSaysWhyTheInterfaceConstantWorks() throws {
        let (resolution, scenario) = try resolveWithScenario(
            Self.setter("12.0", target: "UIInterfaceOrientationLandscapeRight"))
        let trace = resolution.traceSentences(in: scenario)
        #expect(
            trace.contains {
                $0.hasPrefix(
                    "UIInterfaceOrientationLandscapeRight is a UIInterfaceOrientation passed where a UIDeviceOrientation belongs: UIKit reads its value 3 as device landscapeLeft, which is interface landscapeRight again"
                )
            })
        let json = resolution.json(in: scenario)
        #expect(!json.contains(#""console""#), "no console line before iOS 16")
        #expect(!json.contains(#""error""#))
    }

    /// The trace says which mask UIKit answered against, and when the member does not apply.
    @Test func staleMaskIsTraced() throws {
        let used = try resolveWithScenario(
            Self.stale(
                Self.geometry(
                    "17.0", requested: #""landscape""#,
                    root: #"{"class":"Player","supportedInterfaceOrientations":"all"}"#)))
        #expect(
            used.0.traceSentences(in: used.1).contains {
                $0.hasPrefix(
                    "From iOS 16 UIKit keeps the supported orientations it last read until setNeedsUpdateOfSupportedInterfaceOrientations(): Player now answers"
                )
            })
        #expect(used.0.json(in: used.1).contains(#""certainty":"inferred""#))
        let launch = try resolveWithScenario(
            Self.stale(
                #"{"device":{"systemVersion":"17.0"},"event":"launch","root":{"supportedInterfaceOrientations":"all"}}"#
            ))
        #expect(
            launch.0.traceSentences(in: launch.1).contains(
                "lastReadSupportedInterfaceOrientations does not apply: this event makes UIKit read the supported orientations again."
            ))
        let old = try resolveWithScenario(
            Self.stale(
                #"{"device":{"systemVersion":"15.0"},"event":"rotate","root":{"supportedInterfaceOrientations":"all"}}"#
            ))
        #expect(
            old.0.traceSentences(in: old.1).contains(
                "lastReadSupportedInterfaceOrientations does not apply: before iOS 16 UIKit asks the controller at every rotation."
            ))
    }

    @Test func refusedGeometryRequestIsNotACrash() throws {
        let (resolution, scenario) = try resolveWithScenario(
            #"{"device":{"systemVersion":"17.0"},"event":"requestGeometryUpdate","requestedOrientations":"portrait","app":{"supportedInterfaceOrientationsForWindow":"landscapeRight"},"root":{}}"#
        )
        let json = resolution.json(in: scenario)
        #expect(json.contains(#""outcome":"orientation""#))
        #expect(
            json.contains(
                #""error":{"domain":"UISceneErrorDomain","code":101,"description":"None of the requested orientations are supported by the view controller. Requested: portrait; Supported: landscapeRight"}"#
            ))
    }

    @Test(arguments: [
        (
            #"{"device":{"systemVersion":"15.7"},"event":"requestGeometryUpdate","requestedOrientations":"portrait","root":{}}"#,
            "/event"
        ),
        (#"{"device":{"systemVersion":"4.3"},"event":"updateSupportedOrientations","root":{}}"#, "/event"),
        (#"{"event":"setDeviceOrientation","root":{}}"#, "/targetOrientation"),
        (#"{"event":"requestGeometryUpdate","root":{}}"#, "/requestedOrientations"),
        (#"{"event":"rotate","targetOrientation":"portrait","root":{}}"#, "/targetOrientation"),
        (#"{"targetOrientation":"portrait","root":{}}"#, "/targetOrientation"),
        (
            #"{"event":"setDeviceOrientation","requestedOrientations":"portrait","targetOrientation":"portrait","root":{}}"#,
            "/requestedOrientations"
        ),
        (
            #"{"event":"setDeviceOrientation","targetOrientation":"UIInterfaceOrientationMaskPortrait","root":{}}"#,
            "/targetOrientation"
        ),
        (#"{"event":"setDeviceOrientation","targetOrientation":7,"root":{}}"#, "/targetOrientation"),
        (#"{"device":{"ipadWindowing":"stageManager"},"root":{}}"#, "/device/ipadWindowing"),
        (#"{"app":{"sdkVersion":"sixteen"},"root":{}}"#, "/app/sdkVersion"),
        (#"{"root":{"overridesViewWillTransitionToSize":1}}"#, "/root/overridesViewWillTransitionToSize"),
    ])
    func invalidProgrammaticRequestsAre422(_ body: String, _ pointer: String) throws {
        #expect(throws: ScenarioInputError.self) { try Scenario.decode(bytes: Array(body.utf8)) }
        do {
            _ = try Scenario.decode(bytes: Array(body.utf8))
        } catch {
            guard case let .scenario(scenarioError) = error else { Issue.record("not a 422: \(error)"); return }
            #expect(scenarioError.pointer == pointer, "\(scenarioError.detail)")
        }
    }
}
