/// `/validate`: explores every reachable state of the described app, resolves each with the resolver, and reports
/// the pitfalls of semantics.md §7, one finding per rule and path.
public enum Validator {
    public static func validate(_ scenario: Scenario, maxStates: Int = 10_000) -> Validation {
        var run = ValidatorRun(scenario: scenario, maxStates: maxStates)
        run.exploreStates()
        run.checkDescription()
        return run.result()
    }
}

public struct Validation: Sendable {
    public var findings: [Finding]
    public var statesChecked: Int
    public var stateLimit: Int
    /// True when the state limit stopped the exploration before every state was checked.
    public var truncated: Bool

    public var valid: Bool { !findings.contains { $0.severity == .error } }
    public var errors: Int { findings.filter { $0.severity == .error }.count }
    public var warnings: Int { findings.filter { $0.severity == .warning }.count }
    public var infos: Int { findings.filter { $0.severity == .info }.count }
}

public struct Finding: Sendable {
    public enum Severity: String, Sendable, Comparable {
        case info, warning, error

        var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A rule id of semantics.md §7.
    public var rule: String
    public var severity: Severity
    /// JSON pointer into the request.
    public var path: String
    public var message: String
    public var fix: String
    /// The first state that triggers it (nil for findings about the description itself).
    public var state: ValidationState?
    /// The exception UIKit raises in that state, for crashes.
    public var exception: UIKitException?
    /// How many checked states trigger it.
    public var occurrences: Int
    /// App Store Connect's message, for app-store-ipad-orientations.
    public var appStoreMessages: [String] = []
}

struct ValidatorRun {
    let scenario: Scenario
    let maxStates: Int
    var statesChecked = 0
    var truncated = false
    private var findings: [Finding] = []
    private var index: [String: Int] = [:]

    init(scenario: Scenario, maxStates: Int) {
        self.scenario = scenario
        self.maxStates = max(1, maxStates)
    }

    var version: SystemVersion { scenario.systemVersion }

    // MARK: States

    mutating func exploreStates() {
        var explorer = TreeExplorer(limit: maxStates)
        let variants: [TreeVariant?] = scenario.root.map { explorer.variants(of: $0).map(Optional.some) } ?? [nil]
        truncated = explorer.truncated
        let devices = [UIDeviceOrientation.portrait, UIDeviceOrientation.portraitUpsideDown,
                       UIDeviceOrientation.landscapeLeft, UIDeviceOrientation.landscapeRight]
        for variant in variants {
            var base = scenario
            base.root = variant?.root
            let chain = ResolverRun(scenario: base).activeChain()
            let presented = max(0, chain.count - 1)
            func state(_ event: Event, _ device: Int, _ depth: Int) -> ValidationState {
                ValidationState(event: event, deviceOrientation: device, selected: variant?.selected ?? [],
                                stackDepth: variant?.stackDepth ?? [], presentationDepth: depth)
            }
            for device in devices {
                guard check(base, state(.launch, device, 0), chain: chain) else { return }
            }
            for depth in 0...presented {
                let truncatedScenario = Self.truncating(base, chain: chain, to: depth)
                for device in devices {
                    guard check(truncatedScenario, state(.rotate, device, depth), chain: Array(chain.prefix(depth + 1))) else { return }
                }
                guard depth > 0 else { continue }
                for event in [Event.present, .dismiss] {
                    guard check(truncatedScenario, state(event, scenario.deviceOrientation, depth), chain: Array(chain.prefix(depth + 1))) else { return }
                }
            }
        }
    }

    /// The scenario with only the first `depth` presentations of the chain.
    static func truncating(_ scenario: Scenario, chain: [ChainEntry], to depth: Int) -> Scenario {
        guard depth + 1 < chain.count, var root = scenario.root else { return scenario }
        let removedPath = chain[depth + 1].path
        let presenter = removedPath.dropLast("/presented".count).dropFirst("/root".count)
        root.modify(at: presenter) { $0.presented = nil }
        var copy = scenario
        copy.root = root
        return copy
    }

    /// Resolves one state and records what it shows. Returns false once the state limit is reached.
    mutating func check(_ base: Scenario, _ state: ValidationState, chain: [ChainEntry]) -> Bool {
        guard statesChecked < maxStates else {
            truncated = true
            return false
        }
        statesChecked += 1
        var scenario = base
        scenario.event = state.event
        scenario.deviceOrientation = state.deviceOrientation
        guard let resolution = try? Resolver.resolve(scenario, tracing: false) else { return true }
        analyse(resolution, scenario: scenario, state: state, chain: chain)
        return true
    }

    mutating func analyse(_ r: Resolution, scenario: Scenario, state: ValidationState, chain: [ChainEntry]) {
        let deciding = r.decidingController
        let className = deciding?.className ?? "the root controller"
        if let exception = r.exception {
            switch exception.kind {
            case .noCommonOrientation:
                let path = r.maskPointer ?? deciding?.path ?? "/root"
                record("no-common-orientation", .error, path, state: state, exception: exception,
                       message: "\(className) supports \(names(r.controllerMask?.rawValue ?? 0)) and the app supports \(names(r.appMask.rawValue)): nothing in common while shouldAutorotate is YES, so UIKit raises \(exception.id).",
                       fix: "Return a mask that shares an orientation with the app from \(className), or let the app delegate return a superset (e.g. .all) and restrict each controller.")
                if isWrongTypeMask(path) {
                    record("orientation-used-as-mask", .error, path, state: state, exception: exception,
                           message: "A UIInterfaceOrientation constant is returned where a UIInterfaceOrientationMask belongs; as a mask its value \(r.controllerMask?.rawValue ?? 0) has no orientation in common with the app, so UIKit crashes.",
                           fix: "Return the UIInterfaceOrientationMask constant (e.g. UIInterfaceOrientationMaskPortrait, .portrait in Swift).")
                }
            case .preferredOrientationUnsupported:
                let preferred = r.preferredAnswer ?? UIInterfaceOrientation.unknown
                if let container = r.nilChildContainer, r.preferredPointer == container {
                    record("forwarding-to-nil-child", .error, nilChildPath(container, in: scenario), state: state, exception: exception,
                           message: "\(className) forwards its rotation methods to a child that is nil at presentation, so Objective-C nil messaging answers mask 0, shouldAutorotate NO and preferred 0, and UIKit raises \(exception.id).",
                           fix: "Set selectedIndex (or push a controller) before the container is presented, or forward with a fallback (child?.preferredInterfaceOrientationForPresentation ?? .portrait).")
                } else if !UIInterfaceOrientation.isValid(preferred) || isWrongTypeOrientation(r.preferredPointer) {
                    record("preferred-not-single-orientation", .error, r.preferredPointer ?? deciding?.path ?? "/root", state: state, exception: exception,
                           message: "preferredInterfaceOrientationForPresentation returns \(UIInterfaceOrientation.printedName(preferred)), which is not one of the four orientations UIKit accepts, so presenting \(className) crashes.",
                           fix: "Return exactly one UIInterfaceOrientation (not an OR of several, not a mask constant) that \(className) supports, e.g. .\(UIInterfaceOrientationMask.names(r.effectiveMask).first ?? "portrait").")
                } else {
                    record("presentation-preferred-unsupported", .error, r.preferredPointer ?? deciding?.path ?? "/root", state: state, exception: exception,
                           message: "preferredInterfaceOrientationForPresentation returns \(UIInterfaceOrientation.printedName(preferred)), but \(className) can only be shown in \(names(r.effectiveMask)) (its mask ∩ the app's), so UIKit raises \(exception.id) when it \(state.event == .dismiss ? "is revealed by a dismissal" : "is presented").",
                           fix: r.effectiveMask == 0
                               ? "Give \(className) a supported mask that shares an orientation with the app."
                               : "Return one of \(names(r.effectiveMask)) from preferredInterfaceOrientationForPresentation, or support \(UIInterfaceOrientation.printedName(preferred)) in both \(className) and the app.")
                }
            }
            return
        }
        if let container = r.nilChildContainer {
            record("forwarding-to-nil-child", .warning, nilChildPath(container, in: scenario), state: state,
                   message: "\(className) forwards its rotation methods to a child that is nil in this state; only its own fallback values prevent a crash.",
                   fix: "Set selectedIndex (or push a controller) before the container appears.")
        }
        if r.multitasking && (r.maskPointer != nil || scenario.supportedInterfaceOrientationsForWindow != nil) {
            record("multitasking-ignores-masks", .warning, "/app/infoPlist/UIRequiresFullScreen", state: state,
                   message: "The iPad list holds all four orientations and UIRequiresFullScreen is not YES, so the app supports iPad multitasking and UIKit ignores every controller mask, shouldAutorotate and the delegate mask.",
                   fix: "Set UIRequiresFullScreen to true if the app must restrict orientation (iPadOS 26 deprecates it; plan for resizable scenes), or accept all orientations on iPad.")
        }
        if state.event == .present, state.presentationDepth > 0, let top = chain.last, !top.style.fillsWindow, version.major >= 6,
           top.controller.supportedInterfaceOrientations != nil || top.controller.preferredInterfaceOrientationForPresentation != nil {
            record("sheet-does-not-force-orientation", .warning, top.path + "/presentationStyle", state: state,
                   message: "\(top.controller.className) is presented as \(top.style.rawValue)\(top.controller.presentationStyle == .automatic ? " (automatic on iOS \(version))" : ""), which does not fill the window: its supportedInterfaceOrientations and preferred orientation are ignored and the presenter keeps deciding.",
                   fix: "Present it with modalPresentationStyle = .fullScreen (or .overFullScreen) to force its orientation.")
        }
        if let answering = r.answeringController ?? deciding, !r.multitasking, version.major >= 6 {
            checkIgnoredChild(of: answering.path, in: scenario, state: state, deciding: r)
        }
        if state.event == .rotate, state.deviceOrientation == UIDeviceOrientation.portraitUpsideDown,
           r.orientation != UIInterfaceOrientation.portraitUpsideDown,
           r.appMask.rawValue & UIInterfaceOrientationMask.portraitUpsideDown != 0 {
            if r.effectiveMask & UIInterfaceOrientationMask.portraitUpsideDown != 0 {
                record("upside-down-unavailable", .info, "/device/hasHomeButton", state: state,
                       message: "The app and \(className) support portraitUpsideDown, but an iPhone without a Home button never shows it.",
                       fix: "Nothing to fix on this device; do not rely on upside-down on Face ID iPhones.")
            } else if r.controllerMask != nil {
                record("upside-down-unavailable", .info, r.maskPointer ?? deciding?.path ?? "/root", state: state,
                       message: "The app supports portraitUpsideDown but \(className) does not (\(r.maskPointer == nil ? "the iPhone default is allButUpsideDown" : "its mask leaves it out")), so turning the device upside down does nothing.",
                       fix: "Return .all from \(className)'s supportedInterfaceOrientations if upside-down is wanted.")
            }
        }
    }

    /// L6: a container that does not forward never asks the child on screen.
    mutating func checkIgnoredChild(of path: String, in scenario: Scenario, state: ValidationState, deciding: Resolution) {
        guard let container = controller(at: path, in: scenario), container.kind.isContainer, !container.forwardsToChild,
              let child = container.forwardingTarget(at: path) else { return }
        let declared: String?
        if child.controller.supportedInterfaceOrientations != nil {
            declared = "supportedInterfaceOrientations"
        } else if child.controller.shouldAutorotate != nil {
            declared = "shouldAutorotate"
        } else if child.controller.preferredInterfaceOrientationForPresentation != nil {
            declared = "preferredInterfaceOrientationForPresentation"
        } else {
            declared = nil
        }
        guard let declared else { return }
        if declared == "supportedInterfaceOrientations", child.controller.supportedInterfaceOrientations == deciding.controllerMask?.rawValue { return }
        record("container-ignores-child", .warning, child.path + "/" + declared, state: state,
               message: "\(container.className) does not forward rotation methods, so \(child.controller.className)'s \(declared) is never asked; the container's own \(names(deciding.controllerMask?.rawValue ?? 0)) decides.",
               fix: "Make \(container.className) forward supportedInterfaceOrientations, shouldAutorotate and preferredInterfaceOrientationForPresentation to its \(container.kind == .tabBarController ? "selectedViewController" : "topViewController") (subclass or delegate method).")
    }

    // MARK: The description itself

    mutating func checkDescription() {
        let plist = scenario.infoPlist
        if let window = scenario.supportedInterfaceOrientationsForWindow {
            let path = "/app/supportedInterfaceOrientationsForWindow"
            if window == 0 {
                record("delegate-returns-zero", .warning, path, state: nil,
                       message: "application:supportedInterfaceOrientationsForWindow: returns 0; Apple documents that it must not (older iOS raises), modern UIKit treats it as all orientations.",
                       fix: "Return the orientations the app supports, e.g. .allButUpsideDown.")
            } else if version.major >= 6 {
                var run = ResolverRun(scenario: scenario)
                let plistMask = run.plistMask(for: scenario.idiom, noting: false)
                if plistMask.rawValue != window & UIInterfaceOrientationMask.all {
                    record("launch-differs-from-runtime", .info, path, state: nil,
                           message: "At launch UIKit uses the Info.plist (\(names(plistMask.rawValue))); once running, the delegate's \(names(window)) replaces it.",
                           fix: "Make the Info.plist list and the delegate agree, or make sure the launch screen and the first controller work in both.")
                }
            }
        }
        checkAppStore()
        if scenario.idiom == .pad && version.major >= 26 && plist.requiresFullScreen == true {
            record("requires-fullscreen-deprecated", .info, "/app/infoPlist/UIRequiresFullScreen", state: nil,
                   message: "UIRequiresFullScreen is deprecated in iPadOS 26 and will be ignored in a future release; resizable scenes treat orientation masks as preferences.",
                   fix: "Plan for resizable scenes: support all orientations or use prefersInterfaceOrientationLocked (TN3192).")
        }
        for constant in scenario.wrongTypeConstants {
            switch constant.mistake {
            case .orientationUsedAsMask:
                record("orientation-used-as-mask", .warning, constant.pointer, state: nil,
                       message: "\(constant.spelling) is a UIInterfaceOrientation; returned as a mask UIKit reads its value \(constant.value) (\(names(constant.value))).",
                       fix: "Use the UIInterfaceOrientationMask constant instead (e.g. \(constant.spelling.replacing("UIInterfaceOrientation", with: "UIInterfaceOrientationMask"))).")
            case .maskUsedAsOrientation:
                record("preferred-not-single-orientation", .warning, constant.pointer, state: nil,
                       message: "\(constant.spelling) is a UIInterfaceOrientationMask; returned as an orientation UIKit reads \(constant.value), i.e. \(UIInterfaceOrientation.printedName(constant.value)).",
                       fix: "Return a UIInterfaceOrientation (e.g. \(constant.spelling.replacing("UIInterfaceOrientationMask", with: "UIInterfaceOrientation"))).")
            }
        }
        if let window = scenario.supportedInterfaceOrientationsForWindow, window & ~UIInterfaceOrientationMask.all != 0 {
            junkBits(window, at: "/app/supportedInterfaceOrientationsForWindow")
        }
        if let root = scenario.root {
            for (controller, path) in Self.allControllers(root, at: "/root") {
                checkController(controller, at: path)
            }
        }
    }

    mutating func checkController(_ controller: Controller, at path: String) {
        for (member, mask) in [("supportedInterfaceOrientations", controller.supportedInterfaceOrientations),
                               ("delegateSupportedInterfaceOrientations", controller.delegateSupportedInterfaceOrientations)] {
            guard let mask else { continue }
            if mask & ~UIInterfaceOrientationMask.all != 0 { junkBits(mask, at: path + "/" + member) }
            if member == "delegateSupportedInterfaceOrientations" && mask == 0 {
                record("delegate-returns-zero", .warning, path + "/" + member, state: nil,
                       message: "The container delegate's supported-orientations method returns 0.",
                       fix: "Return the orientations the container supports.")
            }
        }
        for member in ["preferredInterfaceOrientationForPresentation", "delegatePreferredInterfaceOrientationForPresentation"] {
            let value = member == "preferredInterfaceOrientationForPresentation"
                ? controller.preferredInterfaceOrientationForPresentation : controller.delegatePreferredInterfaceOrientationForPresentation
            guard let value, !UIInterfaceOrientation.isValid(value) else { continue }
            record("preferred-not-single-orientation", .warning, path + "/" + member, state: nil,
                   message: "\(controller.className) returns \(UIInterfaceOrientation.printedName(value)) as its preferred orientation; UIKit accepts only one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight and crashes when it presents it full screen.",
                   fix: "Return exactly one orientation; \(value > 4 ? "an OR such as .landscapeLeft | .portrait is not an orientation" : "0 (unknown) is not an orientation").")
        }
        if version.major >= 16, controller.shouldAutorotate == false {
            record("should-autorotate-ignored", .warning, path + "/shouldAutorotate", state: nil,
                   message: "From iOS 16 shouldAutorotate no longer stops rotation (it still suppresses the no-common-orientation exception), so \(controller.className) rotates anyway.",
                   fix: "Restrict supportedInterfaceOrientations and call setNeedsUpdateOfSupportedInterfaceOrientations() when it changes.")
        }
        if version.major >= 6, controller.shouldAutorotateToInterfaceOrientation != nil {
            record("legacy-callback-ignored", .warning, path + "/shouldAutorotateToInterfaceOrientation", state: nil,
                   message: "shouldAutorotateToInterfaceOrientation: is never called from iOS 6 on; \(controller.className)'s rotation comes from supportedInterfaceOrientations.",
                   fix: "Implement supportedInterfaceOrientations (and shouldAutorotate before iOS 16) instead.")
        }
    }

    mutating func junkBits(_ mask: Int, at path: String) {
        record("orientation-used-as-mask", .warning, path, state: nil,
               message: "The mask \(mask) has bits that are no orientation (bit 0 is UIInterfaceOrientationPortrait's value 1, not a mask bit), typical of a UIInterfaceOrientation returned as a mask.",
               fix: "Build masks from UIInterfaceOrientationMask constants only.")
    }

    /// L11: an iPad build that is multitasking-eligible must list all four orientations (ITMS-90474).
    mutating func checkAppStore() {
        let plist = scenario.infoPlist
        guard scenario.idiom == .pad || plist.supportedInterfaceOrientationsPad != nil, plist.requiresFullScreen != true,
              let (key, list) = plist.list(for: .pad), !list.isEmpty else { return }
        let required = [UIInterfaceOrientation.portrait, UIInterfaceOrientation.portraitUpsideDown,
                        UIInterfaceOrientation.landscapeLeft, UIInterfaceOrientation.landscapeRight]
        guard !required.allSatisfy(list.contains) else { return }
        let found = list.compactMap(UIInterfaceOrientation.constant).joined(separator: ",")
        let all = required.compactMap(UIInterfaceOrientation.constant).joined(separator: ",")
        let bundle = plist.bundleIdentifier ?? "<CFBundleIdentifier>"
        var finding = Finding(rule: "app-store-ipad-orientations", severity: .error, path: "/app/infoPlist/" + JSONPointer.escape(key),
                              message: "App Store Connect rejects the upload (ITMS-90474): an iPad app that supports multitasking must list all four orientations in \(key).",
                              fix: "List all four orientations for iPad, or set UIRequiresFullScreen to true.",
                              state: nil, exception: nil, occurrences: 1)
        finding.appStoreMessages = [
            "Invalid bundle. The \"\(found)\" orientations were provided for the UISupportedInterfaceOrientations Info.plist key in the \(bundle) bundle, but you need to include all of the \"\(all)\" orientations to support iPad multitasking. For details, visit: https://developer.apple.com/documentation/bundleresources/information_property_list/uisupportedinterfaceorientations.",
            "ERROR ITMS-90474: \"Invalid Bundle. iPad Multitasking support requires these orientations: '\(all)'. Found '\(found)' in bundle '\(bundle)'.\"",
        ]
        insert(finding)
    }

    // MARK: Recording

    mutating func record(_ rule: String, _ severity: Finding.Severity, _ path: String, state: ValidationState?,
                         exception: UIKitException? = nil, message: String, fix: String) {
        insert(Finding(rule: rule, severity: severity, path: path, message: message, fix: fix, state: state,
                       exception: exception, occurrences: state == nil ? 0 : 1))
    }

    /// One finding per rule and path: counts the states, and keeps the most severe occurrence's details.
    mutating func insert(_ finding: Finding) {
        let key = finding.rule + "\u{0}" + finding.path
        guard let position = index[key] else {
            index[key] = findings.count
            findings.append(finding)
            return
        }
        var existing = findings[position]
        let occurrences = existing.occurrences + finding.occurrences
        if finding.severity > existing.severity || (existing.state == nil && finding.state != nil && finding.severity == existing.severity) {
            existing = finding
        }
        existing.occurrences = occurrences
        findings[position] = existing
    }

    func result() -> Validation {
        let ordered = findings.enumerated().sorted {
            ($0.element.severity.rank, -$0.offset) > ($1.element.severity.rank, -$1.offset)
        }.map(\.element)
        return Validation(findings: ordered, statesChecked: statesChecked, stateLimit: maxStates, truncated: truncated)
    }

    // MARK: Helpers

    func names(_ mask: Int) -> String {
        let list = UIInterfaceOrientationMask.names(mask)
        return list.isEmpty ? "no orientation" : list.joined(separator: ", ")
    }

    func isWrongTypeMask(_ pointer: String) -> Bool {
        scenario.wrongTypeConstants.contains { $0.pointer == pointer && $0.mistake == .orientationUsedAsMask }
            || (controllerMask(at: pointer).map { $0 & ~UIInterfaceOrientationMask.all != 0 } ?? false)
    }

    func isWrongTypeOrientation(_ pointer: String?) -> Bool {
        scenario.wrongTypeConstants.contains { $0.pointer == pointer && $0.mistake == .maskUsedAsOrientation }
    }

    func controllerMask(at pointer: String) -> Int? {
        guard pointer.hasSuffix("/supportedInterfaceOrientations"),
              let controller = controller(at: String(pointer.dropLast("/supportedInterfaceOrientations".count)), in: scenario)
        else { return nil }
        return controller.supportedInterfaceOrientations
    }

    func nilChildPath(_ container: String, in scenario: Scenario) -> String {
        controller(at: container, in: scenario)?.kind == .tabBarController ? container + "/selectedIndex" : container + "/children"
    }

    func controller(at path: String, in scenario: Scenario) -> Controller? {
        guard path.hasPrefix("/root") else { return nil }
        return scenario.root?.descendant(at: path.dropFirst("/root".count))
    }

    static func allControllers(_ controller: Controller, at path: String) -> [(Controller, String)] {
        var result = [(controller, path)]
        for (index, child) in controller.children.enumerated() { result += allControllers(child, at: Controller.childPath(path, index)) }
        if let presented = controller.presented { result += allControllers(presented, at: path + "/presented") }
        return result
    }
}


extension Validation {
    public func json() -> String { String(decoding: jsonBytes(), as: UTF8.self) }

    /// The `/validate` response body (api.md), as UTF-8.
    public func jsonBytes() -> [UInt8] {
        var out = JSONWriter(capacity: 512 + findings.count * 512)
        out.beginObject()
        out.field("valid"); out.bool(valid)
        out.field("errors"); out.int(errors)
        out.field("warnings"); out.int(warnings)
        out.field("infos"); out.int(infos)
        out.field("statesChecked"); out.int(statesChecked)
        out.field("stateLimit"); out.int(stateLimit)
        out.field("truncated"); out.bool(truncated)
        out.field("findings")
        out.beginArray()
        for finding in findings { finding.write(to: &out) }
        out.endArray()
        out.endObject()
        return out.bytes
    }
}

extension Finding {
    func write(to out: inout JSONWriter) {
        out.beginObject()
        out.field("rule"); out.string(rule)
        out.field("severity"); out.string(severity.rawValue)
        out.field("path"); out.string(path)
        out.field("message"); out.string(message)
        out.field("fix"); out.string(fix)
        out.field("state")
        if let state { state.write(to: &out) } else { out.null() }
        if let exception { out.field("exception"); exception.write(to: &out) }
        out.field("occurrences"); out.int(occurrences)
        if !appStoreMessages.isEmpty { out.field("appStoreMessages"); out.stringArray(appStoreMessages) }
        out.endObject()
    }
}
