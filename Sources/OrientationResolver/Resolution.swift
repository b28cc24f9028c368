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
    /// The governing controller G (a container prints its own class even when it forwards).
    public var decidingController: ControllerReference?
    /// The controller whose methods finally answered, when G forwards to a child.
    public var answeringController: ControllerReference?
    /// What G's `shouldAutorotate` returns (nil before iOS 6, where the method does not exist).
    public var shouldAutorotate: Bool?
    /// The inferred rules (semantics.md) that decided this answer; empty means every rule used is documented.
    public var inferredRules: [String]
    public var trace: [String]
    /// For the validator: the forwarding container whose child was nil, and the JSON pointers of the members that
    /// answered the mask and the preferred orientation (nil where a default answered). Not part of the response.
    public var nilChildContainer: String?
    public var maskPointer: String?
    public var preferredPointer: String?
    /// What the deciding controller's preferredInterfaceOrientationForPresentation answered (nil: not overridden).
    public var preferredAnswer: Int?
    /// iPad multitasking decided (controller masks ignored).
    public var multitasking = false

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

    public init(outcome: Outcome, event: Event, previousOrientation: Int, appMask: MaskReport, controllerMask: MaskReport?,
                effectiveMask: Int, decidingController: ControllerReference?, answeringController: ControllerReference?,
                shouldAutorotate: Bool?, inferredRules: [String], trace: [String]) {
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

public struct ControllerReference: Sendable, Equatable {
    public var className: String
    /// JSON pointer into the request.
    public var path: String

    public init(className: String, path: String) {
        self.className = className
        self.path = path
    }
}

extension Resolution {
    /// The `/resolve` response body (api.md).
    public func json() -> String {
        var out = JSONWriter(capacity: 1024)
        write(to: &out)
        return out.text
    }

    public func write(to out: inout JSONWriter) {
        out.beginObject()
        out.key("outcome")
        switch outcome {
        case let .orientation(value):
            out.string("orientation")
            out.key("event"); out.string(event.rawValue)
            out.key("orientation"); Self.writeOrientation(value, to: &out)
        case let .exception(exception):
            out.string("exception")
            out.key("event"); out.string(event.rawValue)
            out.key("exception"); exception.write(to: &out)
        }
        out.key("rotated"); out.bool(rotated)
        out.key("previousOrientation"); Self.writeOrientation(previousOrientation, to: &out)
        out.key("masks")
        out.beginObject()
        out.key("app"); Self.writeMask(appMask.rawValue, source: appMask.source, key: appMask.key, to: &out)
        out.key("controller")
        if let controllerMask {
            Self.writeMask(controllerMask.rawValue, source: controllerMask.source, key: nil, to: &out)
        } else {
            out.null()
        }
        out.key("effective"); Self.writeMask(effectiveMask, source: nil, key: nil, to: &out)
        out.endObject()
        out.key("decidingController"); Self.writeController(decidingController, to: &out)
        if let answeringController {
            out.key("answeringController"); Self.writeController(answeringController, to: &out)
        }
        out.key("shouldAutorotate")
        if let shouldAutorotate { out.bool(shouldAutorotate) } else { out.null() }
        out.key("certainty"); out.string(certainty)
        out.key("inferredRules"); out.stringArray(inferredRules)
        out.key("trace"); out.stringArray(trace)
        out.endObject()
    }

    static func writeOrientation(_ raw: Int, to out: inout JSONWriter) {
        out.beginObject()
        out.key("name"); out.string(UIInterfaceOrientation.printedName(raw))
        out.key("rawValue"); out.int(raw)
        out.key("constant"); out.stringOrNull(UIInterfaceOrientation.constant(raw))
        out.endObject()
    }

    static func writeMask(_ raw: Int, source: String?, key: String?, to out: inout JSONWriter) {
        out.beginObject()
        out.key("rawValue"); out.int(raw)
        out.key("names"); out.stringArray(UIInterfaceOrientationMask.names(raw))
        out.key("constant"); out.stringOrNull(UIInterfaceOrientationMask.constant(raw))
        if let source { out.key("source"); out.string(source) }
        if let key { out.key("key"); out.string(key) }
        out.endObject()
    }

    static func writeController(_ reference: ControllerReference?, to out: inout JSONWriter) {
        guard let reference else { out.null(); return }
        out.beginObject()
        out.key("class"); out.string(reference.className)
        out.key("path"); out.string(reference.path)
        out.endObject()
    }
}

extension UIKitException {
    public func write(to out: inout JSONWriter) {
        out.beginObject()
        out.key("name"); out.string(name)
        out.key("reason"); out.string(reason)
        out.key("message"); out.string(message)
        out.key("id"); out.string(id)
        out.endObject()
    }
}
