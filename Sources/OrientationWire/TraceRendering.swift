import OrientationResolver

/// Renders a resolution's trace events as the sentences of the answer's `trace`, escaped for JSON as they are
/// written: one buffer of JSON string elements (`"…","…"`) that the response copies in one go.
public struct TraceText: Sendable, Equatable {
    /// The elements of the JSON array, without the brackets.
    public private(set) var json: [UInt8] = []
    public private(set) var count = 0

    public init(_ events: [TraceEvent], in scenario: Scenario) {
        json.reserveCapacity(events.count * 96)
        for event in events { append(event, in: scenario) }
    }

    public var isEmpty: Bool { count == 0 }

    mutating func append(_ event: TraceEvent, in scenario: Scenario) {
        if count > 0 { json.append(UInt8(ascii: ",")) }
        json.append(UInt8(ascii: "\""))
        json.append(contentsOf: TraceText.sentence(event, in: scenario).escaped)
        if let rule = event.inferredRule {
            let suffix: TraceSentence = " (inferred: \(rule))"
            json.append(contentsOf: suffix.escaped)
        }
        json.append(UInt8(ascii: "\""))
        count += 1
    }

    /// The sentences as text (the scanner reads them back, undoing the escaping).
    public var sentences: [String] {
        guard let map = try? JSONScanner.scan(Array("[".utf8) + json + Array("]".utf8), maxDepth: 1) else {
            preconditionFailure("a trace holds JSON string elements")
        }
        return (1..<map.entries.count).map { entry in
            precondition(map.entries[entry].kind == .string, "a trace holds JSON string elements")
            return map.string(entry)
        }
    }
}

extension Resolution {
    /// The trace's sentences, as the answer prints them.
    public func traceSentences(in scenario: Scenario) -> [String] { TraceText(trace, in: scenario).sentences }
}

extension TraceText {
    /// Each step in words. The texts are the answer's: change one and every client's trace changes.
    static func sentence(_ event: TraceEvent, in scenario: Scenario) -> TraceSentence {
        func name(_ controller: Int) -> String { scenario.controllers[controller].className }
        func path(_ controller: Int) -> String { scenario.path(of: controller) }
        func mask(_ value: Int) -> String { describeMask(value) }
        func orientation(_ value: Int) -> String { UIInterfaceOrientation.printedName(value) }
        func device(_ value: Int) -> String { UIDeviceOrientation.name(value) }
        func idiomName(_ idiom: Idiom) -> String { idiom == .pad ? "iPad" : "iPhone" }
        switch event {
        case let .context(version, idiom, event):
            return "iOS \(version) on \(idiomName(idiom)); event \(event.rawValue)."
        case .delegateReturnsZero:
            return "The app delegate returns 0 from application:supportedInterfaceOrientationsForWindow:; modern UIKit treats it as all orientations."
        case let .delegateMask(window):
            return "The app delegate's application:supportedInterfaceOrientationsForWindow: returns \(mask(window)); it replaces the Info.plist list at run time."
        case let .noPlistKey(idiom, fallback):
            return "No supported-orientations key in Info.plist: the \(idiomName(idiom)) default \(mask(fallback)) applies."
        case let .emptyPlistList(key, fallback):
            return "\(key) is an empty array, treated like an absent key: \(mask(fallback))"
        case let .plistMask(key, value):
            return "Info.plist \(key) gives the app mask \(mask(value))."
        case let .requiresFullScreenIgnored(from, version):
            return "UIRequiresFullScreenIgnoredStartingWithVersion is \(from): on iPadOS \(version) UIRequiresFullScreen is ignored."
        case let .forwards(container, child):
            let which = scenario.controllers[container].kind == .tabBarController ? "selected" : "top"
            return "\(name(container)) forwards to its \(which) child \(name(child)) (\(path(child)))."
        case let .forwardsToNilChild(container):
            return "\(name(container)) forwards to its \(nilChildName(scenario.controllers[container].kind)), which is nil: Objective-C nil messaging answers mask 0, shouldAutorotate NO and preferred 0 (unknown)."
        case let .forwardsToNilChildWithFallback(container):
            return "\(name(container)) forwards to its \(nilChildName(scenario.controllers[container].kind)), which is nil; its declared values serve as the fallback (Swift `?? value`), the rest answer 0/NO."
        case let .containerDelegateUnavailable(controller, version):
            return "Container delegate orientation methods exist from iOS 7; on iOS \(version) \(name(controller))'s delegate is not asked."
        case let .containerDoesNotForward(controller):
            return "\(name(controller)) does not forward: its children's supportedInterfaceOrientations are never asked."
        case .multitasking:
            return "iPad multitasking applies (the iPad list holds all four orientations, UIRequiresFullScreen is not YES): controller masks, shouldAutorotate and the delegate mask are ignored."
        case .resizableScenes:
            return "On iPadOS 26 resizable scenes treat orientation masks as preferences only."
        case .launchIgnoresPresented:
            return "At launch only the root controller is on screen; presented controllers are not considered."
        case let .presentedAsSheet(controller, style):
            return "\(name(controller)) is presented as \(style.rawValue), which does not fill the window: its presenter keeps deciding and the presentation changes nothing."
        case let .dismissed(controller):
            return "\(name(controller)) is dismissed."
        case let .dismissedSheet(style):
            return "It was presented as \(style.rawValue), so the controller beneath never stopped deciding: nothing changes."
        case .noRootController:
            return "No root view controller: supported orientations come from the application alone."
        case let .windowRotates(to):
            return "The window rotates to \(orientation(to))."
        case let .interfaceStays(current):
            return "The interface stays \(orientation(current))."
        case let .governing(controller, style):
            let role: TraceSentence = scenario.controllers[controller].parent == nil ? "the window's root" : "the topmost controller presented \(style.rawValue)"
            return "\(name(controller)) (\(path(controller))) is the governing controller: \(role)."
        case let .legacyCallbackNeverCalled(controller):
            return "\(name(controller)) implements shouldAutorotateToInterfaceOrientation:, which UIKit never calls from iOS 6 on."
        case let .controllerMask(controller, value, source, effective):
            return "\(name(controller)) supports \(mask(value)) (\(source)); effective mask = controller ∩ app = \(mask(effective))."
        case .rootDoesNotRaiseAtLaunch:
            return "On iOS 13 and later the window's root controller does not raise at launch even with no common orientation"
        case .zeroMaskDoesNotRaise:
            return "A controller mask of 0 does not raise the no-common-orientation exception."
        case .shouldAutorotateSuppressesException:
            return "The controller and the app have no orientation in common, but shouldAutorotate returns NO, which suppresses the exception."
        case .e1TextBoundary:
            return "E1 is chosen for iOS 8.2, between the last E1 report (8.1) and the first E1′ report (8.3)"
        case let .raisesNoCommonOrientation(id):
            return "The controller mask and the app mask have no orientation in common and shouldAutorotate returns YES: UIKit raises \(id)."
        case let .deviceNotInterface(value, current):
            return "Device orientation \(device(value)) is not an interface orientation: the interface stays \(orientation(current))."
        case let .shouldAutorotateNoStops(current):
            return "shouldAutorotate returns NO: on iOS 6–15 device rotation is ignored and the masks are not consulted; the interface stays \(orientation(current))."
        case .shouldAutorotateNoIgnored:
            return "shouldAutorotate returns NO, but from iOS 16 it no longer gates rotation."
        case let .rotates(value, target, alreadyShown):
            if alreadyShown { return "Device \(device(value)) is interface \(orientation(target)), already shown." }
            return "Device \(device(value)) is interface \(orientation(target)), which is supported: the interface rotates to \(orientation(target))."
        case let .noHomeButtonUpsideDown(current):
            return "This iPhone has no Home button and cannot show portraitUpsideDown: the interface stays \(orientation(current))."
        case .deviceMaskNeverRaises:
            return "The device mask limits what is shown and never raises, even when nothing supported can be shown"
        case let .notInEffectiveMask(value, interface, current):
            return "Device \(device(value)) is interface \(orientation(interface)), which is not in the effective mask: the interface stays \(orientation(current))."
        case let .multitaskingPresentation(current):
            return "In iPad multitasking a presentation does not force an orientation: the interface stays \(orientation(current))."
        case let .preferredSupported(preferred):
            return "preferredInterfaceOrientationForPresentation returns \(orientation(preferred)), which is supported: the interface becomes \(orientation(preferred))."
        case let .preferredNotInEffectiveMask(preferred, effective):
            return "preferredInterfaceOrientationForPresentation returns \(orientation(preferred)), which is not in the effective mask \(mask(effective))."
        case let .preferredNotSingleOrientation(preferred):
            return "preferredInterfaceOrientationForPresentation returns \(orientation(preferred)), which is not a single orientation (1…4)."
        case .emptyListFormat:
            return "With an empty effective mask the list prints as ''"
        case .upsideDownListPosition:
            return "portraitUpsideDown is listed second, in declaration order"
        case .upsideDownPrintedName:
            return "Preferred value 2 prints as 'portraitUpsideDown' by UIKit's naming convention"
        case let .e2TextBoundary(version):
            return "E2′ is chosen for iOS \(version), before its earliest report (10.3)"
        case let .raises(id):
            return "UIKit raises \(id)."
        case .forwardedPreferredDefault:
            return "The container forwards preferredInterfaceOrientationForPresentation to a child that does not override it; the child's inherited answer is taken as \("\"not overridden\"")"
        case let .nothingSupported(current):
            return "Nothing is supported and preferred is not overridden: the interface stays \(orientation(current))."
        case let .currentKept(current):
            return "preferredInterfaceOrientationForPresentation is not overridden and the current orientation \(orientation(current)) is supported: it is kept."
        case let .deviceOrientationChosen(value):
            return "preferredInterfaceOrientationForPresentation is not overridden and the current orientation is not supported: the device's orientation \(orientation(value)) is."
        case let .fallbackOrder(chosen):
            return "Neither the current nor the device orientation is supported: the first of portrait, landscapeRight, landscapeLeft, portraitUpsideDown that is, \(orientation(chosen)), is chosen"
        case let .initialOrientationIgnored(key):
            return "UIInterfaceOrientation is ignored because \(key) is present."
        case let .launchInDeviceOrientation(key, value):
            return "Launch: \(key) holds the device orientation \(orientation(value)), so the app launches in it."
        case let .launchInFirstEntry(key, value):
            return "Launch: the device orientation is not in \(key), so the app launches in its first entry, \(orientation(value))."
        case let .launchFromInitialOrientation(value):
            return "Launch: no supported list; UIInterfaceOrientation gives \(orientation(value))."
        case .launchInPortrait:
            return "Launch: no orientations in Info.plist, so the app launches in portrait."
        case .legacyRules:
            return "Before iOS 6 the Info.plist list only decides the launch orientation; controllers answer shouldAutorotateToInterfaceOrientation: and no exception exists."
        case .legacyNoRoot:
            return "No root view controller: nothing rotates."
        case let .legacyAnswers(controller, value, source):
            let from: TraceSentence = switch source {
            case .declared: "declared"
            case .topController: "its top controller"
            case .everyTab: "every tab must agree"
            case .portraitOnly: "default: portrait only"
            }
            return "\(name(controller)) (\(path(controller))) answers YES for \(mask(value)) (\(from))."
        case .legacyKeepsLaunchOrientation:
            return "The interface keeps the launch orientation until the device moves."
        case let .legacyRotates(target):
            return "It answers YES for \(orientation(target)): the interface rotates."
        case let .legacyRefuses(target):
            return "It answers NO for \(orientation(target)): the interface stays."
        case let .legacyDeviceNotInterface(value):
            return "Device orientation \(device(value)) is not an interface orientation: the interface stays."
        case .legacyKeepsCurrent:
            return "The frontmost controller accepts the current orientation, which is kept"
        case let .legacyAcceptsDevice(value):
            return "The frontmost controller accepts the device orientation \(orientation(value))"
        case let .legacyAcceptsFirst(value):
            return "The frontmost controller accepts \(orientation(value)) first"
        case .legacyAcceptsNothing:
            return "It accepts no orientation: the interface stays."
        }
    }

    static func nilChildName(_ kind: ControllerKind) -> String {
        kind == .tabBarController ? "selectedViewController" : "topViewController"
    }

    /// "24 (landscape)", "18 (portrait, landscapeLeft)", "1 (no orientation, plus bits that are no orientation)".
    static func describeMask(_ mask: Int) -> String {
        if mask >= 0 && mask < 32 { return maskDescriptions[mask] }
        return makeMaskDescription(mask)
    }

    /// Built once: trace sentences describe masks constantly.
    static let maskDescriptions: [String] = (0..<32).map(makeMaskDescription)

    static func makeMaskDescription(_ mask: Int) -> String {
        let names = UIInterfaceOrientationMask.names(mask)
        let listed = names.isEmpty ? "no orientation" : names.joined(separator: ", ")
        if let constant = UIInterfaceOrientationMask.constant(mask) {
            let name = constant.dropFirst("UIInterfaceOrientationMask".count)
            return "\(mask) (\(name.prefix(1).lowercased() + name.dropFirst()))"
        }
        return mask & ~UIInterfaceOrientationMask.all != 0 ? "\(mask) (\(listed), plus bits that are no orientation)" : "\(mask) (\(listed))"
    }
}

/// One trace sentence, built by string interpolation straight into JSON-escaped UTF-8.
public struct TraceSentence: ExpressibleByStringInterpolation {
    var escaped: [UInt8]

    public init(stringLiteral value: StaticString) {
        var interpolation = StringInterpolation(literalCapacity: value.utf8CodeUnitCount, interpolationCount: 0)
        interpolation.appendLiteral(value)
        escaped = interpolation.escaped
    }

    public init(stringInterpolation: StringInterpolation) {
        escaped = stringInterpolation.escaped
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var escaped: [UInt8] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            escaped.reserveCapacity(literalCapacity + interpolationCount * 32)
        }

        /// The sentence's own text is copied as it is: it never needs escaping (checked in debug builds, which the
        /// tests run).
        public mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { buffer in
                assert(!buffer.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }, "trace text that needs escaping: \(literal)")
                escaped.append(contentsOf: buffer)
            }
        }

        public mutating func appendInterpolation(_ value: String) {
            var value = value
            value.withUTF8 { append($0) }
        }

        /// A sentence part, already escaped.
        public mutating func appendInterpolation(_ part: TraceSentence) {
            escaped.append(contentsOf: part.escaped)
        }

        public mutating func appendInterpolation(_ value: Int) {
            if value >= 0 && value < 10 {
                escaped.append(UInt8(ascii: "0") + UInt8(value))
            } else {
                escaped.append(contentsOf: String(value).utf8)
            }
        }

        /// As `SystemVersion.description` prints it.
        public mutating func appendInterpolation(_ version: SystemVersion) {
            appendInterpolation(version.major)
            escaped.append(UInt8(ascii: "."))
            appendInterpolation(version.minor)
            if version.patch != 0 {
                escaped.append(UInt8(ascii: "."))
                appendInterpolation(version.patch)
            }
        }

        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            appendInterpolation(value.description)
        }

        /// Appends UTF-8, escaping what JSON requires inside a string.
        private mutating func append(_ bytes: some Collection<UInt8>) {
            if !JSONWriter.needsEscaping(bytes) {
                escaped.append(contentsOf: bytes)
                return
            }
            for byte in bytes { JSONWriter.appendEscaped(byte, to: &escaped) }
        }
    }
}
