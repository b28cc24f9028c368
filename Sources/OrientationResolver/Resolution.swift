/// What `/resolve` answers: the masks at each level, the deciding controller, and either the interface orientation
/// UIKit ends in or the exception it raises, with a trace of why.
public struct Resolution: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        case orientation(Int)
        case exception(UIKitException)
    }

    public var outcome: Outcome
    public var event: Event
    /// The interface orientation before the event (for launch: the orientation chosen from the Info.plist).
    public var previousOrientation: Int
    public var appMask: MaskReport
    /// nil when the window has no root view controller.
    public var controllerMask: MaskReport?
    public var effectiveMask: Int
    /// The governing controller G, an index of `Scenario.controllers` (a container is G even when it forwards).
    public var decidingController: Int?
    /// The controller whose methods finally answered, when G forwards to a child.
    public var answeringController: Int?
    /// What G's `shouldAutorotate` returns (nil before iOS 6, where the method does not exist).
    public var shouldAutorotate: Bool?
    /// The inferred rules (semantics.md) that decided this answer; empty means every rule used is documented.
    public var inferredRules: [String]
    /// Why, step by step (empty when resolved without tracing).
    public var trace: [TraceEvent]
    /// For the validator: the forwarding container whose child was nil, and the members that answered the mask and
    /// the preferred orientation (nil where a default answered). Not part of the response.
    public var nilChildContainer: Int?
    public var maskMember: Location?
    public var preferredMember: Location?
    /// What the deciding controller's preferredInterfaceOrientationForPresentation answered (nil: not overridden).
    public var preferredAnswer: Int?
    /// The error a geometry request's error handler receives (semantics §8); not a crash.
    public var error: UISceneError?
    /// Lines UIKit logs on the way, byte-exact (semantics §8, §9).
    public var console: [String] = []
    /// The rotation callbacks UIKit sends when the interface rotates, in order (semantics §8.1).
    public var callbacks: [RotationCallback] = []
    /// iOS ≤ 7: the root view's transform after a rotation (semantics §8.1).
    public var rootViewTransform: [Int]?
    /// How the scene relates to orientation (iPad multitasking, iPadOS 26 windowing).
    public var sceneMode = SceneMode.fixed

    public var orientation: Int? {
        if case let .orientation(value) = outcome { return value }
        return nil
    }

    public var exception: UIKitException? {
        if case let .exception(value) = outcome { return value }
        return nil
    }

    public var rotated: Bool { orientation.map { $0 != previousOrientation } ?? false }

    public var certainty: String { inferredRules.isEmpty ? "documented" : "inferred" }

    /// iPad multitasking decided (controller masks ignored).
    public var multitasking: Bool { sceneMode == .multitasking }

    public init(
        outcome: Outcome, event: Event, previousOrientation: Int, appMask: MaskReport, controllerMask: MaskReport?,
        effectiveMask: Int, decidingController: Int?, answeringController: Int?,
        shouldAutorotate: Bool?, inferredRules: [String], trace: [TraceEvent]
    ) {
        self.outcome = outcome
        self.event = event
        self.previousOrientation = previousOrientation
        self.appMask = appMask
        self.controllerMask = controllerMask
        self.effectiveMask = effectiveMask
        self.decidingController = decidingController
        self.answeringController = answeringController
        self.shouldAutorotate = shouldAutorotate
        self.inferredRules = inferredRules
        self.trace = trace
    }
}

public struct MaskReport: Sendable, Equatable {
    public var rawValue: Int
    /// app: plist, default or delegate. controller: declared, delegate, default, forwarded, nilChild, legacy.
    public var source: String
    /// The Info.plist key the app mask came from, when it came from one.
    public var key: String?

    public init(rawValue: Int, source: String, key: String? = nil) {
        self.rawValue = rawValue
        self.source = source
        self.key = key
    }
}
