import OrientationResolver

/// Renders a resolution's trace events as the sentences of the answer's `trace`, escaped for JSON as they are
/// written: JSON string elements (`"…","…"`) written straight into the response buffer.
public enum TraceText {
    /// Appends the elements of the trace array (without the brackets).
    static func write(_ events: [TraceEvent], in scenario: Scenario, to bytes: inout ResponseBuffer) {
        SentenceWriter.append(to: &bytes, in: scenario) { writer in
            for (index, event) in events.enumerated() {
                if index > 0 { writer.bytes.append(UInt8(ascii: ",")) }
                writer.bytes.append(UInt8(ascii: "\""))
                TraceText.write(event, in: scenario, to: &writer)
                if let rule = event.inferredRule {
                    writer.lit(" (inferred: ")
                    writer.put(rule)
                    writer.lit(")")
                }
                writer.bytes.append(UInt8(ascii: "\""))
            }
        }
    }

    /// The sentences as text (the scanner reads them back, undoing the escaping).
    public static func sentences(_ events: [TraceEvent], in scenario: Scenario) -> [String] {
        var buffer = ResponseBuffer(capacity: 256 + events.count * 160)
        buffer.append(UInt8(ascii: "["))
        write(events, in: scenario, to: &buffer)
        buffer.append(UInt8(ascii: "]"))
        guard let map = try? JSONScanner.scan(buffer.bytes, maxDepth: 1) else {
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
    public func traceSentences(in scenario: Scenario) -> [String] { TraceText.sentences(trace, in: scenario) }
}

/// Writes one sentence into a JSON string's content: literal text as it is (it never needs escaping; checked in
/// debug builds, which the tests run), values escaped.
struct SentenceWriter: ~Copyable {
    var bytes: ResponseBuffer
    /// What names and paths are written from (the scenario's, shared, not the whole scenario: copying a `Scenario`
    /// retains each of its arrays).
    let controllers: [Controller]
    let source: [UInt8]
    let classNames: [String]

    init(bytes: consuming ResponseBuffer, scenario: Scenario) {
        self.bytes = bytes
        controllers = scenario.controllers
        source = scenario.source
        classNames = scenario.classNames
    }

    /// Lets `body` write onto the end of `bytes` (which the writer holds meanwhile, so appending copies nothing).
    static func append(to bytes: inout ResponseBuffer, in scenario: Scenario, _ body: (inout SentenceWriter) -> Void) {
        var writer = SentenceWriter(bytes: bytes, scenario: scenario)
        body(&writer)
        bytes = writer.finish()
    }

    consuming func finish() -> ResponseBuffer { bytes }

    /// What `body` writes, on its own.
    static func bytes(in scenario: Scenario, _ body: (inout SentenceWriter) -> Void) -> [UInt8] {
        var buffer = ResponseBuffer(capacity: 64)
        append(to: &buffer, in: scenario, body)
        return buffer.bytes
    }

    mutating func lit(_ literal: StaticString) {
        literal.withUTF8Buffer { buffer in
            assert(
                !buffer.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }, "trace text that needs escaping: \(literal)"
            )
            bytes.append(buffer)
        }
    }

    /// JSON punctuation between values, copied as it is.
    mutating func json(_ fragment: StaticString) {
        bytes.append(fragment)
    }

    mutating func put(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            if !JSONWriter.needsEscaping(utf8) {
                bytes.append(utf8)
            } else {
                for byte in utf8 { JSONWriter.appendEscaped(byte, to: &bytes) }
            }
        }
    }

    mutating func put(_ value: Int) {
        if value >= 0 && value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
        } else if value >= 10 && value < 100 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / 10))
            bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
        } else {
            JSONWriter.appendDecimal(value, to: &bytes)
        }
    }

    /// Text built once that needs no escaping (checked when it is built).
    mutating func put(prechecked text: [UInt8]) { bytes.append(contentsOf: text) }

    /// As `SystemVersion.description` prints it.
    mutating func put(_ version: SystemVersion) {
        put(version.major)
        bytes.append(UInt8(ascii: "."))
        put(version.minor)
        if version.patch != 0 {
            bytes.append(UInt8(ascii: "."))
            put(version.patch)
        }
    }

    /// A class name as the body wrote it is copied as it is: an unescaped JSON string needs no escaping.
    mutating func name(_ controller: Int) {
        switch controllers[controller].className {
        case let .source(range): bytes.append(contentsOf: source[range])
        case .kindDefault: put(controllers[controller].kind.defaultClass)
        case let .text(index): put(classNames[index])
        }
    }

    /// The controller's JSON pointer, written without building it.
    mutating func path(_ controller: Int) {
        if let parent = controllers[controller].parent { path(parent) }
        place(controllers[controller].place)
    }

    /// The step from a controller's parent to it ("/root" for the window's root).
    mutating func place(_ place: Controller.Place) {
        switch place {
        case .root: lit("/root")
        case let .child(position): lit("/children/"); put(position)
        case .presented: lit("/presented")
        }
    }

    mutating func mask(_ value: Int) {
        if value >= 0 && value < 32 {
            put(prechecked: TraceText.maskDescriptionBytes[value])
        } else {
            put(TraceText.describeMask(value))
        }
    }

    mutating func orientation(_ value: Int) {
        if value >= 0 && value <= 4 {
            put(prechecked: TraceText.orientationNameBytes[value])
        } else {
            put(UIInterfaceOrientation.printedName(value))
        }
    }
    mutating func device(_ value: Int) { put(UIDeviceOrientation.name(value)) }
}

extension TraceText {
    /// Each step in words. The texts are the answer's: change one and every client's trace changes.
    static func write(_ event: TraceEvent, in scenario: Scenario, to w: inout SentenceWriter) {
        if writeSettingsAndControllers(event, in: scenario, to: &w) { return }
        if writeRotationAndPresentation(event, in: scenario, to: &w) { return }
        if writeChoicesAndBoundaries(event, in: scenario, to: &w) { return }
        writeScenesAndRequests(event, in: scenario, to: &w)
    }

    /// The app's settings, the controllers that decide and how containers forward.
    static func writeSettingsAndControllers(_ event: TraceEvent, in scenario: Scenario, to w: inout SentenceWriter)
        -> Bool
    {
        switch event {
        case let .context(version, idiom, event):
            w.lit("iOS "); w.put(version); w.lit(" on "); w.put(idiom.deviceName); w.lit("; event ");
            w.put(event.rawValue); w.lit(".")
        case .delegateReturnsZero:
            w.lit(
                "The app delegate returns 0 from application:supportedInterfaceOrientationsForWindow:; modern UIKit treats it as all orientations."
            )
        case let .delegateMask(window):
            w.lit("The app delegate's application:supportedInterfaceOrientationsForWindow: returns "); w.mask(window);
            w.lit("; it replaces the Info.plist list at run time.")
        case let .noPlistKey(idiom, fallback):
            w.lit("No supported-orientations key in Info.plist: the "); w.put(idiom.deviceName); w.lit(" default ");
            w.mask(fallback); w.lit(" applies.")
        case let .emptyPlistList(key, fallback):
            w.put(key); w.lit(" is an empty array, treated like an absent key: "); w.mask(fallback)
        case let .plistMask(key, value):
            w.lit("Info.plist "); w.put(key); w.lit(" gives the app mask "); w.mask(value); w.lit(".")
        case let .requiresFullScreenIgnored(from, version):
            w.lit("UIRequiresFullScreenIgnoredStartingWithVersion is "); w.put(from); w.lit(": on iPadOS ");
            w.put(version); w.lit(" UIRequiresFullScreen is ignored.")
        case let .forwards(container, child):
            let which = scenario.controllers[container].kind == .tabBarController ? "selected" : "top"
            w.name(container); w.lit(" forwards to its "); w.put(which); w.lit(" child "); w.name(child); w.lit(" (");
            w.path(child); w.lit(").")
        case let .forwardsToNilChild(container):
            w.name(container); w.lit(" forwards to its "); w.put(nilChildName(scenario.controllers[container].kind));
            w.lit(
                ", which is nil: Objective-C nil messaging answers mask 0, shouldAutorotate NO and preferred 0 (unknown)."
            )
        case let .forwardsToNilChildWithFallback(container):
            w.name(container); w.lit(" forwards to its "); w.put(nilChildName(scenario.controllers[container].kind));
            w.lit(", which is nil; its declared values serve as the fallback (Swift `?? value`), the rest answer 0/NO.")
        case let .containerDelegateUnavailable(controller, version):
            w.lit("Container delegate orientation methods exist from iOS 7; on iOS "); w.put(version); w.lit(" ");
            w.name(controller); w.lit("'s delegate is not asked.")
        case let .containerDoesNotForward(controller):
            w.name(controller);
            w.lit(" does not forward: its children's supportedInterfaceOrientations are never asked.")
        case .multitasking:
            w.lit(
                scenario.infoPlist.requiresFullScreen == true
                    ? "iPad multitasking applies (the iPad list holds all four orientations, UIRequiresFullScreen is YES but not honoured): controller masks, shouldAutorotate and the delegate mask are ignored."
                    : "iPad multitasking applies (the iPad list holds all four orientations, UIRequiresFullScreen is not YES): controller masks, shouldAutorotate and the delegate mask are ignored."
            )
        case .resizableScenes:
            w.lit("On iPadOS 26 resizable scenes treat orientation masks as preferences only.")
        case .launchIgnoresPresented:
            w.lit("At launch only the root controller is on screen; presented controllers are not considered.")
        case let .presentedAsSheet(controller, style):
            w.name(controller); w.lit(" is presented as "); w.put(style.rawValue);
            w.lit(
                ", which does not fill the window: its presenter keeps deciding and the presentation changes nothing.")
        case let .dismissed(controller):
            w.name(controller); w.lit(" is dismissed.")
        case let .dismissedSheet(style):
            w.lit("It was presented as "); w.put(style.rawValue);
            w.lit(", so the controller beneath never stopped deciding: nothing changes.")
        case .noRootController:
            w.lit("No root view controller: supported orientations come from the application alone.")
        case let .windowRotates(to):
            w.lit("The window rotates to "); w.orientation(to); w.lit(".")
        case let .interfaceStays(current):
            w.lit("The interface stays "); w.orientation(current); w.lit(".")
        case let .governing(controller, style):
            w.name(controller); w.lit(" ("); w.path(controller); w.lit(") is the governing controller: ")
            if scenario.controllers[controller].parent == nil {
                w.lit("the window's root")
            } else {
                w.lit("the topmost controller presented "); w.put(style.rawValue)
            }
            w.lit(".")
        case let .legacyCallbackNeverCalled(controller):
            w.name(controller);
            w.lit(" implements shouldAutorotateToInterfaceOrientation:, which UIKit never calls from iOS 6 on.")
        case let .controllerMask(controller, value, source, effective):
            w.name(controller); w.lit(" supports "); w.mask(value); w.lit(" ("); w.put(source);
            w.lit("); effective mask = controller ∩ app = "); w.mask(effective); w.lit(".")
        case .rootDoesNotRaiseAtLaunch:
            w.lit(
                "On iOS 13 and later the window's root controller does not raise at launch even with no common orientation"
            )
        case .zeroMaskDoesNotRaise:
            w.lit("A controller mask of 0 does not raise the no-common-orientation exception.")
        case .shouldAutorotateSuppressesException:
            w.lit(
                "The controller and the app have no orientation in common, but shouldAutorotate returns NO, which suppresses the exception."
            )
        case .e1TextBoundary:
            w.lit("E1 is chosen for iOS 8.2, between the last E1 report (8.1) and the first E1′ report (8.3)")
        case let .raisesNoCommonOrientation(id):
            w.lit(
                "The controller mask and the app mask have no orientation in common and shouldAutorotate returns YES: UIKit raises "
            ); w.put(id); w.lit(".")
        case let .deviceNotInterface(value, current):
            w.lit("Device orientation "); w.device(value);
            w.lit(" is not an interface orientation: the interface stays "); w.orientation(current); w.lit(".")
        case let .shouldAutorotateNoStops(current):
            w.lit(
                "shouldAutorotate returns NO: on iOS 6–15 device rotation is ignored and the masks are not consulted; the interface stays "
            ); w.orientation(current); w.lit(".")
        default: return false
        }
        return true
    }

    /// Rotation, the exception and presentation: what is supported, preferred and raised.
    static func writeRotationAndPresentation(_ event: TraceEvent, in scenario: Scenario, to w: inout SentenceWriter)
        -> Bool
    {
        switch event {
        case let .preferredSupported(preferred):
            w.lit("preferredInterfaceOrientationForPresentation returns "); w.orientation(preferred);
            w.lit(", which is supported: the interface becomes "); w.orientation(preferred); w.lit(".")
        case let .preferredNotInEffectiveMask(preferred, effective):
            w.lit("preferredInterfaceOrientationForPresentation returns "); w.orientation(preferred);
            w.lit(", which is not in the effective mask "); w.mask(effective); w.lit(".")
        case let .preferredNotSingleOrientation(preferred):
            w.lit("preferredInterfaceOrientationForPresentation returns "); w.orientation(preferred);
            w.lit(", which is not a single orientation (1…4).")
        case .emptyListFormat:
            w.lit("With an empty effective mask the list prints as ''")
        case .upsideDownListPosition:
            w.lit("portraitUpsideDown is listed second, in declaration order")
        case .upsideDownPrintedName:
            w.lit("Preferred value 2 prints as 'portraitUpsideDown' by UIKit's naming convention")
        case let .e2TextBoundary(version):
            w.lit("E2′ is chosen for iOS "); w.put(version); w.lit(", before its earliest report (10.3)")
        case let .raises(id):
            w.lit("UIKit raises "); w.put(id); w.lit(".")
        case .forwardedPreferredDefault:
            w.lit(
                "The container forwards preferredInterfaceOrientationForPresentation to a child that does not override it; the child's inherited answer is taken as "
            ); w.put("\"not overridden\"")
        case let .nothingSupported(current):
            w.lit("Nothing is supported and preferred is not overridden: the interface stays "); w.orientation(current);
            w.lit(".")
        case let .currentKept(current):
            w.lit("preferredInterfaceOrientationForPresentation is not overridden and the current orientation ");
            w.orientation(current); w.lit(" is supported: it is kept.")
        case let .deviceOrientationChosen(value):
            w.lit(
                "preferredInterfaceOrientationForPresentation is not overridden and the current orientation is not supported: the device's orientation "
            ); w.orientation(value); w.lit(" is.")
        case let .fallbackOrder(chosen):
            w.lit(
                "Neither the current nor the device orientation is supported: the first of portrait, landscapeRight, landscapeLeft, portraitUpsideDown that is, "
            ); w.orientation(chosen); w.lit(", is chosen")
        case let .defaultPresentationStyle(controller, resolved, version):
            w.name(controller); w.lit(" has no presentationStyle: UIKit's default automatic, ")
            switch resolved {
            case .pageSheet: w.lit("a page sheet")
            case .formSheet: w.lit("a form sheet")
            default: w.lit("full screen")
            }
            w.lit(" on iOS "); w.put(version); w.lit(".")
        case let .automaticByLinkedSDK(controller, sdk):
            w.name(controller)
            w.lit(" keeps the style of the SDK the app is linked against (iOS "); w.put(sdk)
            w.lit("): UIKit gives the newer default only to apps linked against the SDK that introduced it (inferred).")
        case let .popoverAdaptsToFullScreen(controller, version):
            w.name(controller); w.lit(" is presented as popover, which an iPhone (horizontally compact) before iOS 13 ")
            w.lit("adapts to full screen, so it governs on iOS "); w.put(version)
            w.lit(" (inferred: a presentation delegate that keeps the popover is not read).")
        case let .customPresentationGoverns(controller):
            w.name(controller); w.lit(" is presented custom (UIModalPresentationCustom), which governs like fullScreen")
        case let .windowedPresentation(current):
            w.lit("In a resizable scene a presentation does not force an orientation: the interface stays ");
            w.orientation(current); w.lit(".")
        case let .requiresFullScreenIgnoredBySDK(sdk):
            w.lit("The app is linked against SDK "); w.put(sdk);
            w.lit(": from iOS 27 UIRequiresFullScreen no longer opts it out of resizing.")
        case .compatibilityMode:
            w.lit(
                "iPadOS 26 windowed, with UIRequiresFullScreen: the app runs in compatibility mode, scaled in a window; UIKit consults the masks but does not visually rotate the scene."
            )
        case .windowedResizable:
            w.lit(
                "iPadOS 26 windowed (Windowed Apps or Stage Manager) without UIRequiresFullScreen in force: the scene is resizable, so orientation masks are preferences only, nothing raises and nothing is forced."
            )
        case let .sceneDelegateUnavailable(version):
            w.lit("The scene delegate's supportedInterfaceOrientations(for:) exists from iOS 27; on iOS ");
            w.put(version); w.lit(" it is not asked.")
        case .sceneAndAppDelegateMasks:
            w.lit(
                "Both the scene delegate and the deprecated app delegate method give a mask: the app delegate's still replaces both"
            )
        case let .sceneDelegateMask(mask):
            w.lit("The scene delegate's supportedInterfaceOrientations(for:) returns "); w.mask(mask);
            w.lit("; it replaces the Info.plist list for this scene.")
        case .iPadInfoPlistIssue:
            w.lit("At launch iPadOS 26 logs a runtime issue about the Info.plist (see console).")
        case let .sceneLifeCycleRequired(sdk, atLaunch):
            w.lit("The app is linked against SDK "); w.put(sdk);
            w.lit(" and has no UIApplicationSceneManifest: on iOS 27 it does not launch (TN3187)")
            if atLaunch {
                w.lit("; the console line is the one reported in the field")
            } else {
                w.lit(", so this state is never reached.")
            }
        case let .interfaceConstantAsDevice(value):
            w.put(UIInterfaceOrientation.constant(value) ?? UIInterfaceOrientation.printedName(value));
            w.lit(" is a UIInterfaceOrientation passed where a UIDeviceOrientation belongs: UIKit reads its value ");
            w.put(value); w.lit(" as device "); w.device(value)
            if UIInterfaceOrientation.isValid(value) {
                w.lit(", which is interface "); w.orientation(value);
                w.lit(
                    " again (device left and right mirror interface left and right): the value asks for the orientation the code meant."
                )
            } else {
                w.lit(", which is no interface orientation.")
            }
        case let .setterRotates(device):
            w.lit("UIDevice's orientation setter makes the device orientation "); w.device(device);
            w.lit(" and UIKit applies the rotate rule to it.")
        case .setterUnsupported:
            w.lit(
                "From iOS 16 setting UIDevice.orientation is not supported: UIKit logs BUG IN CLIENT OF UIKIT (see console)."
            )
        default: return false
        }
        return true
    }

    /// Presentation styles, the preferred orientation's choices and the era's boundaries: what the other writers leave.
    static func writeChoicesAndBoundaries(_ event: TraceEvent, in scenario: Scenario, to w: inout SentenceWriter)
        -> Bool
    {
        switch event {
        case .shouldAutorotateNoIgnored:
            w.lit("shouldAutorotate returns NO, but from iOS 16 it no longer gates rotation.")
        case let .rotates(value, target, alreadyShown):
            if alreadyShown {
                w.lit("Device "); w.device(value); w.lit(" is interface "); w.orientation(target);
                w.lit(", already shown."); return true
            }
            w.lit("Device "); w.device(value); w.lit(" is interface "); w.orientation(target);
            w.lit(", which is supported: the interface rotates to "); w.orientation(target); w.lit(".")
        case let .noHomeButtonUpsideDown(current):
            w.lit("This iPhone has no Home button and cannot show portraitUpsideDown: the interface stays ");
            w.orientation(current); w.lit(".")
        case .deviceMaskNeverRaises:
            w.lit("The device mask limits what is shown and never raises, even when nothing supported can be shown")
        case let .notInEffectiveMask(value, interface, current):
            w.lit("Device "); w.device(value); w.lit(" is interface "); w.orientation(interface);
            w.lit(", which is not in the effective mask: the interface stays "); w.orientation(current); w.lit(".")
        case let .multitaskingPresentation(current):
            w.lit("In iPad multitasking a presentation does not force an orientation: the interface stays ");
            w.orientation(current); w.lit(".")
        case let .setterDoesNothing(sdk):
            w.lit("The app is linked against SDK "); w.put(sdk);
            w.lit(" (16 or later), so the setter does nothing else: the interface stays.")
        case let .setterShim(sdk, requested):
            w.lit("The app is linked against SDK "); w.put(sdk);
            w.lit(", before 16: UIKit turns the setter into a geometry request for "); w.mask(requested); w.lit(".")
        case let .setterShimErrorLost(description):
            w.lit("The shimmed request is refused ("); w.put(description); w.lit("); the error reaches no handler.")
        case .attemptRotation:
            w.lit(
                "Before iOS 16 this is attemptRotationToDeviceOrientation: the rotate rule with the current device orientation."
            )
        case .supportedOrientationsReread:
            w.lit("setNeedsUpdateOfSupportedInterfaceOrientations: UIKit reads the supported orientations again.")
        case let .staleMaskUsed(controller, current, lastRead):
            w.lit(
                "From iOS 16 UIKit keeps the supported orientations it last read until setNeedsUpdateOfSupportedInterfaceOrientations(): "
            )
            w.name(controller); w.lit(" now answers "); w.mask(current); w.lit(", but UIKit still holds ");
            w.mask(lastRead)
            w.lit(" (lastReadSupportedInterfaceOrientations) and answers against it (inferred).")
        default: return false
        }
        return true
    }

    /// Scenes, programmatic rotation (the setter, geometry requests, updates) and the era before iOS 6.
    @discardableResult
    static func writeScenesAndRequests(_ event: TraceEvent, in scenario: Scenario, to w: inout SentenceWriter) -> Bool {
        switch event {
        case let .staleMaskNotUsed(rereads):
            if rereads {
                w.lit(
                    "lastReadSupportedInterfaceOrientations does not apply: this event makes UIKit read the supported orientations again."
                )
            } else {
                w.lit(
                    "lastReadSupportedInterfaceOrientations does not apply: before iOS 16 UIKit asks the controller at every rotation."
                )
            }
        case let .updateKeepsCurrent(current):
            w.lit("The current orientation "); w.orientation(current); w.lit(" is still supported: nothing changes.")
        case let .updateTakesDevice(value):
            w.lit("The current orientation is no longer supported; the device's, "); w.orientation(value);
            w.lit(", is: the interface rotates to it.")
        case let .updateFallback(value):
            w.lit(
                "Neither the current nor the device orientation is supported: the first of portrait, landscapeRight, landscapeLeft, portraitUpsideDown that is, "
            ); w.orientation(value); w.lit(", is chosen")
        case let .updateNothingShowable(current):
            w.lit("Nothing supported can be shown: the interface stays "); w.orientation(current); w.lit(".")
        case let .geometryRequestEmpty(current):
            w.lit("The requested mask is 0: UIKit does nothing and calls no error handler; the interface stays ");
            w.orientation(current); w.lit(".")
        case .geometryRefusedWindowing:
            w.lit(
                "The scene is resizable, so its orientation is not the app's to choose: the request is refused with UISceneErrorDomain 101."
            )
        case let .geometrySupportedSet(mask):
            w.lit("The scene's supported orientations are taken to be the effective mask "); w.mask(mask)
        case .geometryEmptyList:
            w.lit("An empty list prints as nothing")
        case let .geometryRefused(requested, supported):
            w.lit("None of the requested "); w.mask(requested); w.lit(" is in the supported "); w.mask(supported);
            w.lit(": the error handler receives UISceneErrorDomain 101; nothing rotates and nothing crashes.")
        case let .geometryKeepsCurrent(current):
            w.lit("The current orientation "); w.orientation(current); w.lit(" is requested and supported: it is kept.")
        case let .geometryRotates(chosen, allowed):
            w.lit("Requested and supported: "); w.mask(allowed); w.lit("; the interface rotates to ");
            w.orientation(chosen)
            if UIInterfaceOrientationMask.orientations(allowed).count > 1 {
                w.lit(", the first of portrait, landscapeRight, landscapeLeft, portraitUpsideDown among them")
            } else {
                w.lit(".")
            }
        case .legacyDeviceSetter:
            w.lit("Before iOS 6 the setter is taken as a device rotation to the orientation given")
        case .compatibilityKeepsSize:
            w.lit("In compatibility mode the scene keeps its size, so no rotation callbacks are sent")
        case .oldRotationMethodsStillSent:
            w.lit(
                "UIKit's own viewWillTransitionToSize:withTransitionCoordinator: still sends the iOS 6–7 rotation methods to controllers that do not override it"
            )
        case let .rootViewTransform(orientation):
            w.lit("Before iOS 8 rotation is a transform of the root view (rootViewTransform for ");
            w.orientation(orientation); w.lit("); views added directly to the window are not rotated.")
        case let .initialOrientationIgnored(key):
            w.lit("UIInterfaceOrientation is ignored because "); w.put(key); w.lit(" is present.")
        case let .launchInDeviceOrientation(key, value):
            w.lit("Launch: "); w.put(key); w.lit(" holds the device orientation "); w.orientation(value);
            w.lit(", so the app launches in it.")
        case let .launchInFirstEntry(key, value):
            w.lit("Launch: the device orientation is not in "); w.put(key);
            w.lit(", so the app launches in its first entry, "); w.orientation(value); w.lit(".")
        case let .launchFromInitialOrientation(value):
            w.lit("Launch: no supported list; UIInterfaceOrientation gives "); w.orientation(value); w.lit(".")
        case .launchInPortrait:
            w.lit("Launch: no orientations in Info.plist, so the app launches in portrait.")
        case .legacyRules:
            w.lit(
                "Before iOS 6 the Info.plist list only decides the launch orientation; controllers answer shouldAutorotateToInterfaceOrientation: and no exception exists."
            )
        case .legacyNoRoot:
            w.lit("No root view controller: nothing rotates.")
        case let .legacyAnswers(controller, value, source):
            w.name(controller); w.lit(" ("); w.path(controller); w.lit(") answers YES for "); w.mask(value); w.lit(" (")
            switch source {
            case .declared: w.lit("declared")
            case .topController: w.lit("its top controller")
            case .everyTab: w.lit("every tab must agree")
            case .portraitOnly: w.lit("default: portrait only")
            }
            w.lit(").")
        case .legacyKeepsLaunchOrientation:
            w.lit("The interface keeps the launch orientation until the device moves.")
        case let .legacyRotates(target):
            w.lit("It answers YES for "); w.orientation(target); w.lit(": the interface rotates.")
        case let .legacyRefuses(target):
            w.lit("It answers NO for "); w.orientation(target); w.lit(": the interface stays.")
        case let .legacyDeviceNotInterface(value):
            w.lit("Device orientation "); w.device(value);
            w.lit(" is not an interface orientation: the interface stays.")
        case .legacyKeepsCurrent:
            w.lit("The frontmost controller accepts the current orientation, which is kept")
        case let .legacyAcceptsDevice(value):
            w.lit("The frontmost controller accepts the device orientation "); w.orientation(value)
        case let .legacyAcceptsFirst(value):
            w.lit("The frontmost controller accepts "); w.orientation(value); w.lit(" first")
        case .legacyAcceptsNothing:
            w.lit("It accepts no orientation: the interface stays.")
        default: return false
        }
        return true
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
    static let maskDescriptionBytes: [[UInt8]] = maskDescriptions.map(prechecked)
    static let orientationNameBytes: [[UInt8]] = (0...4).map { prechecked(UIInterfaceOrientation.printedName($0)) }

    /// The UTF-8 of text that needs no escaping in a JSON string, which it must not (a programming error).
    static func prechecked(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        precondition(!bytes.withUnsafeBufferPointer(JSONScanner.needsEscaping), "text that needs escaping: \(text)")
        return bytes
    }

    static func makeMaskDescription(_ mask: Int) -> String {
        let names = UIInterfaceOrientationMask.names(mask)
        let listed = names.isEmpty ? "no orientation" : names.joined(separator: ", ")
        if let constant = UIInterfaceOrientationMask.constant(mask) {
            let name = constant.dropFirst("UIInterfaceOrientationMask".count)
            return "\(mask) (\(name.prefix(1).lowercased() + name.dropFirst()))"
        }
        return mask & ~UIInterfaceOrientationMask.all != 0
            ? "\(mask) (\(listed), plus bits that are no orientation)" : "\(mask) (\(listed))"
    }
}
