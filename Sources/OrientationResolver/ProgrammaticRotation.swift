/// Rotation the app asks for (semantics §8): UIDevice's orientation setter, iOS 16's
/// `setNeedsUpdateOfSupportedInterfaceOrientations()` (before: `attemptRotationToDeviceOrientation`), and
/// `UIWindowScene.requestGeometryUpdate(_:errorHandler:)`.
extension ResolverRun {
    /// The device orientation passed to the setter, noting when it was written as an interface constant.
    mutating func setterTarget() -> Int {
        let target = scenario.targetOrientation ?? scenario.deviceOrientation
        if scenario.targetWasInterfaceConstant {
            note(.interfaceConstantAsDevice(target))
        }
        return target
    }

    /// Resolves a programmatic event once the governing controller's answers and the effective mask are known
    /// (`resolution` holds them, with the current orientation as its outcome). `answers` is nil without a root.
    mutating func programmatic(
        _ event: Event, into resolution: inout Resolution, device: Int, answers: ControllerAnswers?, mode: SceneMode
    ) {
        let current = resolution.previousOrientation
        let effective = resolution.effectiveMask
        let app = resolution.appMask.rawValue
        switch event {
        case .setDeviceOrientation:
            if version.major < 16 {
                note(.setterRotates(device: device))
                resolution.outcome = rotateOrStay(
                    to: device, current: current, answers: answers, effective: effective, app: app, mode: mode,
                    governing: resolution.decidingController)
                return
            }
            resolution.console.append(ConsoleLine.deviceOrientationSetter)
            note(.setterUnsupported)
            let sdk = scenario.linkedSDK
            guard sdk.major < 16 else {
                note(.setterDoesNothing(sdk: sdk))
                return
            }
            let requested = UIDeviceOrientation.interfaceOrientation(device).map(UIInterfaceOrientation.mask) ?? 0
            note(.setterShim(sdk: sdk, requested: requested))
            let (outcome, error) = geometryRequest(requested, current: current, effective: effective, mode: mode)
            resolution.outcome = outcome
            if let error { note(.setterShimErrorLost(error.description)) }
        case .updateSupportedOrientations:
            if version.major < 16 {
                note(.attemptRotation)
                resolution.outcome = rotateOrStay(
                    to: scenario.deviceOrientation, current: current, answers: answers, effective: effective,
                    app: app, mode: mode, governing: resolution.decidingController)
                return
            }
            note(.supportedOrientationsReread)
            if !mode.isResizable, let answers, let governing = resolution.decidingController,
                let exception = noCommonOrientation(answers, app: app, governing: governing)
            {
                resolution.outcome = .exception(exception)
                return
            }
            let displayable = effective & deviceMask
            if UIInterfaceOrientation.mask(current) & effective != 0 {
                note(.updateKeepsCurrent(current))
            } else if let deviceInterface = UIDeviceOrientation.interfaceOrientation(scenario.deviceOrientation),
                UIInterfaceOrientation.mask(deviceInterface) & displayable != 0
            {
                note(.updateTakesDevice(deviceInterface))
                resolution.outcome = .orientation(deviceInterface)
            } else if let chosen = UIInterfaceOrientation.fallbackOrder.first(where: {
                UIInterfaceOrientation.mask($0) & displayable != 0
            }) {
                note(.updateFallback(chosen))
                resolution.outcome = .orientation(chosen)
            } else {
                note(.updateNothingShowable(current))
            }
        case .requestGeometryUpdate:
            let (outcome, error) = geometryRequest(
                scenario.requestedOrientations ?? 0, current: current, effective: effective, mode: mode)
            resolution.outcome = outcome
            resolution.error = error
        case .launch, .rotate, .present, .dismiss:
            preconditionFailure("not a programmatic event")
        }
    }

    /// The rotate rule (semantics §5) for a device orientation the app sets or asks UIKit to apply.
    private mutating func rotateOrStay(
        to device: Int, current: Int, answers: ControllerAnswers?, effective: Int, app: Int, mode: SceneMode,
        governing: Int?
    ) -> Resolution.Outcome {
        guard let answers, let governing else {
            if let o = UIDeviceOrientation.interfaceOrientation(device),
                UIInterfaceOrientation.mask(o) & effective & deviceMask != 0
            {
                note(.windowRotates(to: o))
                return .orientation(o)
            }
            note(.interfaceStays(current))
            return .orientation(current)
        }
        return rotate(
            to: device, from: current, answers: answers, effective: effective, app: app,
            multitasking: mode.isResizable, checkException: true, governing: governing)
    }

    /// `requestGeometryUpdate` with the requested mask R (semantics §8): the outcome and the error delivered to
    /// the error handler, if any.
    mutating func geometryRequest(_ requested: Int, current: Int, effective: Int, mode: SceneMode) -> (
        Resolution.Outcome, UISceneError?
    ) {
        guard requested != 0 else {
            note(.geometryRequestEmpty(current))
            return (.orientation(current), nil)
        }
        if mode.isResizable {
            note(.geometryRefusedWindowing)
            return (.orientation(current), .windowingMode)
        }
        let supported = effective
        note(.geometrySupportedSet(supported))
        let allowed = supported & requested & UIInterfaceOrientationMask.all
        guard allowed != 0 else {
            if UIInterfaceOrientationMask.names(supported).isEmpty
                || UIInterfaceOrientationMask.names(requested).isEmpty
            {
                note(.geometryEmptyList)
            }
            let error = UISceneError.noneSupported(requested: requested, supported: supported)
            note(.geometryRefused(requested: requested, supported: supported))
            return (.orientation(current), error)
        }
        if UIInterfaceOrientation.mask(current) & allowed != 0 {
            note(.geometryKeepsCurrent(current))
            return (.orientation(current), nil)
        }
        if let chosen = UIInterfaceOrientation.fallbackOrder.first(where: {
            UIInterfaceOrientation.mask($0) & allowed & deviceMask != 0
        }) {
            note(.geometryRotates(chosen, allowed: allowed))
            return (.orientation(chosen), nil)
        }
        note(.noHomeButtonUpsideDown(current: current))
        return (.orientation(current), nil)
    }
}

/// One rotation callback UIKit sends a controller (semantics §8.1).
public struct RotationCallback: Sendable, Equatable {
    public enum Method: String, Sendable {
        case viewWillTransitionToSize = "viewWillTransitionToSize:withTransitionCoordinator:"
        case willRotate = "willRotateToInterfaceOrientation:duration:"
        case willAnimateRotation = "willAnimateRotationToInterfaceOrientation:duration:"
        case didRotate = "didRotateFromInterfaceOrientation:"

        /// The iOS 6–7 rotation methods, in the order UIKit sends them.
        static let oldMethods: [Method] = [.willRotate, .willAnimateRotation, .didRotate]
    }

    public var method: Method
    /// An index of `Scenario.controllers`.
    public var controller: Int
    /// The orientation passed: the new one for the will… methods, the previous one for didRotate…, and for
    /// viewWillTransitionToSize… the orientation whose shape the new size has (portrait-like or landscape-like).
    public var orientation: Int
}

extension ResolverRun {
    /// What every answer gets once the outcome is known: the console lines of launch (semantics §9), and, when the
    /// interface rotated, the callbacks and the iOS ≤ 7 root-view transform (semantics §8.1).
    mutating func finishAnswer(_ resolution: inout Resolution, chain: [ChainEntry]) {
        resolution.sceneMode = mode
        if resolution.event == .launch {
            launchConsole(&resolution)
        }
        if version.major >= 27 && scenario.linkedSDK.major >= 27 && !scenario.infoPlist.hasSceneManifest {
            // TN3187: the app does not launch; at launch the answer carries the console line (single source).
            if resolution.event == .launch { resolution.console.append(ConsoleLine.sceneLifeCycleRequired) }
            note(.sceneLifeCycleRequired(sdk: scenario.linkedSDK, atLaunch: resolution.event == .launch))
        }
        // The callbacks are part of the answer, not of the validator's quiet runs (which read none).
        guard listsCallbacks, case let .orientation(new) = resolution.outcome, new != resolution.previousOrientation,
            UIInterfaceOrientation.isValid(new)
        else { return }
        if mode == .compatibility {
            note(.compatibilityKeepsSize)
            return
        }
        let previous = resolution.previousOrientation
        // The receivers, visited in order without collecting them.
        func forEachReceiver(_ body: (Int) -> Void) {
            if version.major <= 7 {
                // To the deciding controller and, through containers, its visible children.
                if let deciding = resolution.decidingController { forEachVisible(deciding, body) }
            } else {
                // Every controller on screen: each in the presented chain, with its visible children.
                for entry in chain { forEachVisible(entry.controller, body) }
            }
        }
        var receiverCount = 0
        // The iOS 6–7 methods go to every receiver before iOS 8, and from iOS 8 on to those whose
        // viewWillTransitionToSize: override calls super.
        func getsOldMethods(_ controller: Int) -> Bool {
            version.major < 8 || !controllers[controller].overridesViewWillTransitionToSize
        }
        var oldMethodReceivers = 0
        forEachReceiver { controller in
            receiverCount += 1
            if getsOldMethods(controller) { oldMethodReceivers += 1 }
        }
        var callbacks: [RotationCallback] = []
        callbacks.reserveCapacity(receiverCount * 4)
        if version.major >= 8 {
            forEachReceiver { controller in
                callbacks.append(
                    RotationCallback(method: .viewWillTransitionToSize, controller: controller, orientation: new))
            }
        }
        if version.major >= 8 && oldMethodReceivers > 0 { note(.oldRotationMethodsStillSent) }
        for method in RotationCallback.Method.oldMethods {
            forEachReceiver { controller in
                if getsOldMethods(controller) {
                    callbacks.append(
                        RotationCallback(
                            method: method, controller: controller, orientation: method == .didRotate ? previous : new))
                }
            }
        }
        resolution.callbacks = callbacks
        if version.major <= 7 {
            resolution.rootViewTransform = RotationCallback.rootViewTransform(new)
            note(.rootViewTransform(new))
        }
    }

    /// A controller and the children on screen below it: a navigation stack's top, a tab bar's selected tab.
    private func forEachVisible(_ controller: Int, _ body: (Int) -> Void) {
        var next: Int? = controller
        while let current = next {
            body(current)
            next = scenario.forwardingTarget(of: current)
        }
    }

    private mutating func launchConsole(_ resolution: inout Resolution) {
        let plist = scenario.infoPlist
        if scenario.idiom == .pad && version.major >= 26,
            let issue = ConsoleLine.iPadInfoPlistIssue(
                requiresFullScreen: plist.requiresFullScreen == true,
                padMask: plist.listedMask(for: .pad),
                hasLaunchScreen: plist.namesLaunchScreen)
        {
            resolution.console.append(issue)
            note(.iPadInfoPlistIssue)
        }
    }
}

extension RotationCallback {
    /// The root view's CGAffineTransform `[a, b, c, d, tx, ty]` for an interface orientation on iOS ≤ 7.
    public static func rootViewTransform(_ orientation: Int) -> [Int] {
        switch orientation {
        case UIInterfaceOrientation.landscapeLeft: [0, -1, 1, 0, 0, 0]
        case UIInterfaceOrientation.landscapeRight: [0, 1, -1, 0, 0, 0]
        case UIInterfaceOrientation.portraitUpsideDown: [-1, 0, 0, -1, 0, 0]
        default: [1, 0, 0, 1, 0, 0]
        }
    }
}
