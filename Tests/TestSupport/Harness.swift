import OrientationResolver
import OrientationWire
import Testing

/// One worked scenario: the request body as a client would send it, and the whole expected outcome.
struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let json: String
    let expect: Expect

    init(_ id: String, _ json: String, _ expect: Expect) {
        self.id = id
        self.json = json
        self.expect = expect
    }

    var testDescription: String { id }
}

struct Expect: Sendable {
    /// The interface orientation after the event (nil when an exception is expected).
    var orientation: String?
    /// The byte-exact exception reason (nil when an orientation is expected).
    var reason: String?
    var app: Int
    /// nil when the window has no root controller.
    var controller: Int?
    var effective: Int
    var deciding: String?
    var certainty: String

    static func orientation(
        _ name: String, app: Int, controller: Int?, effective: Int, deciding: String? = "/root",
        certainty: String = "documented"
    ) -> Expect {
        Expect(
            orientation: name, reason: nil, app: app, controller: controller, effective: effective, deciding: deciding,
            certainty: certainty)
    }

    static func exception(
        _ reason: String, app: Int, controller: Int, effective: Int, deciding: String = "/root",
        certainty: String = "documented"
    ) -> Expect {
        Expect(
            orientation: nil, reason: reason, app: app, controller: controller, effective: effective,
            deciding: deciding,
            certainty: certainty)
    }
}

func resolve(_ json: String) throws -> Resolution {
    try resolveWithScenario(json).resolution
}

func resolveWithScenario(_ json: String) throws -> (resolution: Resolution, scenario: Scenario) {
    let scenario = try Scenario.decode(bytes: Array(json.utf8))
    return (try Resolver.resolve(scenario), scenario)
}

extension Scenario {
    /// The window's root controller, for reading decoded values.
    var rootController: Controller? { root.map { controllers[$0] } }

    func childControllers(of controller: Int) -> [Controller] { children(of: controller).map { controllers[$0] } }
}

extension Validation {
    /// A finding's JSON pointer, as the answer prints it.
    func path(_ finding: Finding) -> String { scenario.pointer(finding.location) }

    func findings(_ rule: String, at path: String) -> [Finding] {
        findings.filter { $0.rule == rule && self.path($0) == path }
    }
}

/// Asserts every part of the outcome: orientation or exact reason, the three masks, the deciding controller, certainty.
func verify(_ testCase: Case, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let (resolution, scenario) = try resolveWithScenario(testCase.json)
    let expect = testCase.expect
    let context = Comment(
        rawValue: "\(testCase.id) trace: \(resolution.traceSentences(in: scenario).joined(separator: " | "))")
    if let orientation = expect.orientation {
        #expect(resolution.exception == nil, context, sourceLocation: sourceLocation)
        #expect(
            resolution.orientation.map(UIInterfaceOrientation.printedName) == orientation, context,
            sourceLocation: sourceLocation)
    }
    if let reason = expect.reason {
        #expect(resolution.orientation == nil, context, sourceLocation: sourceLocation)
        #expect(resolution.exception?.reason == reason, context, sourceLocation: sourceLocation)
        #expect(
            resolution.exception?.message
                == "*** Terminating app due to uncaught exception 'UIApplicationInvalidInterfaceOrientation', reason: '\(reason)'",
            context, sourceLocation: sourceLocation)
    }
    #expect(resolution.appMask.rawValue == expect.app, context, sourceLocation: sourceLocation)
    #expect(resolution.controllerMask?.rawValue == expect.controller, context, sourceLocation: sourceLocation)
    #expect(resolution.effectiveMask == expect.effective, context, sourceLocation: sourceLocation)
    #expect(
        resolution.decidingController.map(scenario.path(of:)) == expect.deciding, context,
        sourceLocation: sourceLocation)
    // The cases' certainty is that of the orientation decision. The rotation callbacks listed beside it rest on an
    // inferred rule of their own (semantics §8.1), which CallbackTests checks.
    let decisionRules = resolution.inferredRules.filter { $0 != "rotation-callbacks-legacy-methods" }
    #expect(
        (decisionRules.isEmpty ? "documented" : "inferred") == expect.certainty, context, sourceLocation: sourceLocation
    )
    #expect(!resolution.trace.isEmpty, context, sourceLocation: sourceLocation)
}

// Reasons, spelled out once (semantics.md §2).
func e1() -> String {
    "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
}

func e1Prime(_ className: String) -> String {
    "Supported orientations has no common orientation with the application, and [\(className) shouldAutorotate] is returning YES"
}

func e2() -> String {
    "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
}

func e2Prime(_ preferred: String, _ list: String) -> String {
    "preferredInterfaceOrientationForPresentation '\(preferred)' must match a supported interface orientation: '\(list)'!"
}

// Masks, as the cases write them.
let portrait = 2, upsideDown = 4, landscapeRight = 8, landscapeLeft = 16
let landscape = 24, all = 30, allButUpsideDown = 26

/// The usual plist `[Portrait, LandscapeLeft, LandscapeRight]`.
let plistAllButUpsideDown =
    #"["UIInterfaceOrientationPortrait","UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]"#
let plistAll =
    #"["UIInterfaceOrientationPortrait","UIInterfaceOrientationPortraitUpsideDown","UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]"#
