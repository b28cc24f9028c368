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
    /// Why, sentence by sentence (kept as JSON; `trace.sentences` gives the text).
    public var trace: Trace
    /// For the validator: the forwarding container whose child was nil, and the JSON pointers of the members that
    /// answered the mask and the preferred orientation (nil where a default answered). Not part of the response.
    public var nilChildContainer: String?
    var maskMember: MemberPointer?
    var preferredMember: MemberPointer?
    public var maskPointer: String? { maskMember?.text }
    public var preferredPointer: String? { preferredMember?.text }
    /// What the deciding controller's preferredInterfaceOrientationForPresentation answered (nil: not overridden).
    public var preferredAnswer: Int?

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
    public var multitasking: Bool { controllerMask?.source == "ignored" }

    public init(outcome: Outcome, event: Event, previousOrientation: Int, appMask: MaskReport, controllerMask: MaskReport?,
                effectiveMask: Int, decidingController: ControllerReference?, answeringController: ControllerReference?,
                shouldAutorotate: Bool?, inferredRules: [String], trace: Trace) {
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
    /// The `/resolve` response body (api.md), as UTF-8.
    public func jsonBytes() -> [UInt8] {
        var out = JSONWriter(capacity: 1024 + trace.json.count)
        write(to: &out)
        return out.bytes
    }

    public func json() -> String { String(decoding: jsonBytes(), as: UTF8.self) }

    /// The response has a fixed shape, so its member names and punctuation are copied as fixed fragments.
    public func write(to out: inout JSONWriter) {
        out.beginObject()
        switch outcome {
        case let .orientation(value):
            out.raw("\"outcome\":\"orientation\",\"event\":"); out.string(event.rawValue)
            out.raw(",\"orientation\":"); Self.writeOrientation(value, to: &out)
        case let .exception(exception):
            out.raw("\"outcome\":\"exception\",\"event\":"); out.string(event.rawValue)
            out.raw(",\"exception\":"); exception.write(to: &out)
        }
        out.raw(rotated ? ",\"rotated\":true,\"previousOrientation\":" : ",\"rotated\":false,\"previousOrientation\":")
        Self.writeOrientation(previousOrientation, to: &out)
        out.raw(",\"masks\":{\"app\":"); Self.writeMask(appMask.rawValue, source: appMask.source, key: appMask.key, to: &out)
        out.raw(",\"controller\":")
        if let controllerMask {
            Self.writeMask(controllerMask.rawValue, source: controllerMask.source, key: nil, to: &out)
        } else {
            out.raw("null")
        }
        out.raw(",\"effective\":"); Self.writeMask(effectiveMask, source: nil, key: nil, to: &out)
        out.raw("},\"decidingController\":"); Self.writeController(decidingController, to: &out)
        if let answeringController {
            out.raw(",\"answeringController\":"); Self.writeController(answeringController, to: &out)
        }
        switch shouldAutorotate {
        case true?: out.raw(",\"shouldAutorotate\":true")
        case false?: out.raw(",\"shouldAutorotate\":false")
        case nil: out.raw(",\"shouldAutorotate\":null")
        }
        out.raw(",\"certainty\":"); out.string(certainty)
        out.raw(",\"inferredRules\":"); out.stringArray(inferredRules)
        out.raw(",\"trace\":"); out.rawArray(elements: trace.json)
        out.endObject()
    }

    static func writeOrientation(_ raw: Int, to out: inout JSONWriter) {
        out.rawValue(raw >= 0 && raw <= 4 ? orientationFragments[raw] : orientationJSON(raw))
    }

    /// The JSON of each valid orientation, built once.
    static let orientationFragments: [[UInt8]] = (0...4).map(orientationJSON)

    static func orientationJSON(_ raw: Int) -> [UInt8] {
        var out = JSONWriter(capacity: 96)
        out.beginObject()
        out.field("name"); out.string(UIInterfaceOrientation.printedName(raw))
        out.field("rawValue"); out.int(raw)
        out.field("constant"); out.stringOrNull(UIInterfaceOrientation.constant(raw))
        out.endObject()
        return out.bytes
    }

    /// `"rawValue":…,"names":[…],"constant":…` for each mask 0…31, built once.
    static let maskFragments: [[UInt8]] = (0..<32).map(maskMembers)

    static func maskMembers(_ raw: Int) -> [UInt8] {
        var out = JSONWriter(capacity: 128)
        out.beginObject()
        out.field("rawValue"); out.int(raw)
        out.field("names"); out.stringArray(UIInterfaceOrientationMask.names(raw))
        out.field("constant"); out.stringOrNull(UIInterfaceOrientationMask.constant(raw))
        out.endObject()
        return Array(out.bytes.dropFirst().dropLast())
    }

    static func writeMask(_ raw: Int, source: String?, key: String?, to out: inout JSONWriter) {
        out.beginObject()
        out.appendMembers(raw >= 0 && raw < 32 ? maskFragments[raw] : maskMembers(raw))
        if let source { out.field("source"); out.string(source) }
        if let key { out.field("key"); out.string(key) }
        out.endObject()
    }

    static func writeController(_ reference: ControllerReference?, to out: inout JSONWriter) {
        guard let reference else { out.null(); return }
        out.beginObject()
        out.field("class"); out.string(reference.className)
        out.field("path"); out.string(reference.path)
        out.endObject()
    }
}

extension UIKitException {
    public func write(to out: inout JSONWriter) {
        out.beginObject()
        out.raw("\"name\":"); out.string(name)
        out.raw(",\"reason\":"); out.string(reason)
        // `message`, written from its parts without building it.
        out.raw(",\"message\":\""); out.stringContent(Self.messagePrefix); out.stringContent(reason); out.stringContent(Self.messageSuffix)
        out.raw("\",\"id\":")
        out.string(id)
        out.endObject()
    }
}

/// A JSON pointer to a member of a controller, kept in two parts so that resolving builds no string the answer
/// does not print (the validator asks for `text`).
struct MemberPointer: Sendable, Equatable {
    let controller: String
    /// "/supportedInterfaceOrientations" and the like, or "" for the controller itself.
    let member: String

    init(_ controller: String, _ member: String) {
        self.controller = controller
        self.member = member
    }

    var text: String { controller + member }
}
