/// One step of a resolution, with the values it used: masks as raw values, controllers as indices of
/// `Scenario.controllers`, Info.plist keys by name. The wire module renders each step as a sentence; the resolver
/// only records what it did. Cases are grouped in the order the resolver meets them.
public enum TraceEvent: Sendable, Equatable {
    // The request
    case context(version: SystemVersion, idiom: Idiom, event: Event)

    // The application mask (reference §3.2)
    case delegateReturnsZero
    case delegateMask(Int)
    case noPlistKey(idiom: Idiom, mask: Int)
    case emptyPlistList(key: String, mask: Int)
    case plistMask(key: String, mask: Int)
    case requiresFullScreenIgnored(from: SystemVersion, version: SystemVersion)

    // The governing controller's answers (reference §3.4, §5.2)
    case forwards(container: Int, child: Int)
    case forwardsToNilChild(container: Int)
    case forwardsToNilChildWithFallback(container: Int)
    case containerDelegateUnavailable(controller: Int, version: SystemVersion)
    case containerDoesNotForward(Int)

    // iOS 6 and later
    case multitasking
    case resizableScenes
    case launchIgnoresPresented
    case presentedAsSheet(controller: Int, style: PresentationStyle)
    case dismissed(Int)
    case dismissedSheet(style: PresentationStyle)
    case noRootController
    case windowRotates(to: Int)
    case interfaceStays(Int)
    case governing(controller: Int, style: PresentationStyle)
    case legacyCallbackNeverCalled(Int)
    case controllerMask(controller: Int, mask: Int, source: String, effective: Int)
    case rootDoesNotRaiseAtLaunch
    case zeroMaskDoesNotRaise
    case shouldAutorotateSuppressesException
    case e1TextBoundary
    case raisesNoCommonOrientation(exceptionID: String)
    case deviceNotInterface(device: Int, current: Int)
    case shouldAutorotateNoStops(current: Int)
    case shouldAutorotateNoIgnored
    case rotates(device: Int, to: Int, alreadyShown: Bool)
    case noHomeButtonUpsideDown(current: Int)
    case deviceMaskNeverRaises
    case notInEffectiveMask(device: Int, interface: Int, current: Int)
    case multitaskingPresentation(current: Int)
    case preferredSupported(Int)
    case preferredNotInEffectiveMask(preferred: Int, effective: Int)
    case preferredNotSingleOrientation(Int)
    case emptyListFormat
    case upsideDownListPosition
    case upsideDownPrintedName
    case e2TextBoundary(SystemVersion)
    case raises(exceptionID: String)
    case forwardedPreferredDefault
    case nothingSupported(current: Int)
    case currentKept(Int)
    case deviceOrientationChosen(Int)
    case fallbackOrder(chosen: Int)

    // Presentation styles (semantics §5)
    case defaultPresentationStyle(controller: Int, resolved: PresentationStyle, version: SystemVersion)
    case customPresentationGoverns(Int)
    /// `automatic` resolved by the SDK the app is linked against, older than the system's era (iOS 12's full screen
    /// on iOS 13): UIKit's linked-on-or-after behaviour (inferred).
    case automaticByLinkedSDK(controller: Int, sdk: SystemVersion)
    /// A popover on an iPhone before iOS 13 adapts to full screen (inferred: the presentation delegate may keep it).
    case popoverAdaptsToFullScreen(controller: Int, version: SystemVersion)
    case windowedPresentation(current: Int)

    // Scenes (semantics §9)
    case requiresFullScreenIgnoredBySDK(SystemVersion)
    case compatibilityMode
    case windowedResizable
    case sceneDelegateUnavailable(SystemVersion)
    case sceneAndAppDelegateMasks
    case sceneDelegateMask(Int)
    case iPadInfoPlistIssue
    case sceneLifeCycleRequired(sdk: SystemVersion, atLaunch: Bool)

    // Programmatic rotation (semantics §8)
    case interfaceConstantAsDevice(Int)
    case setterRotates(device: Int)
    case setterUnsupported
    case setterDoesNothing(sdk: SystemVersion)
    case setterShim(sdk: SystemVersion, requested: Int)
    case setterShimErrorLost(String)
    case attemptRotation
    case supportedOrientationsReread
    /// iOS ≥ 16: UIKit answers against the mask it last read (`lastReadSupportedInterfaceOrientations`), not the
    /// controller's current answer.
    case staleMaskUsed(controller: Int, current: Int, lastRead: Int)
    /// The last-read mask given does not apply: the event reads the controllers again, or iOS < 16 asks on each rotation.
    case staleMaskNotUsed(rereads: Bool)
    case updateKeepsCurrent(Int)
    case updateTakesDevice(Int)
    case updateFallback(Int)
    case updateNothingShowable(Int)
    case geometryRequestEmpty(Int)
    case geometryRefusedWindowing
    case geometrySupportedSet(Int)
    case geometryEmptyList
    case geometryRefused(requested: Int, supported: Int)
    case geometryKeepsCurrent(Int)
    case geometryRotates(Int, allowed: Int)
    case legacyDeviceSetter

    // What the app sees when the interface rotates (semantics §8.1)
    case compatibilityKeepsSize
    case oldRotationMethodsStillSent
    case rootViewTransform(Int)

    // Launch (reference §4.2)
    case initialOrientationIgnored(key: String)
    case launchInDeviceOrientation(key: String, orientation: Int)
    case launchInFirstEntry(key: String, orientation: Int)
    case launchFromInitialOrientation(Int)
    case launchInPortrait

    // iOS 5 and earlier (reference §4.1)
    case legacyRules
    case legacyNoRoot
    case legacyAnswers(controller: Int, mask: Int, source: LegacySource)
    case legacyKeepsLaunchOrientation
    case legacyRotates(Int)
    case legacyRefuses(Int)
    case legacyDeviceNotInterface(device: Int)
    case legacyKeepsCurrent
    case legacyAcceptsDevice(Int)
    case legacyAcceptsFirst(Int)
    case legacyAcceptsNothing

    /// Where an iOS ≤ 5 controller's answer came from.
    public enum LegacySource: Sendable, Equatable {
        case declared, topController, everyTab, portraitOnly
    }

    /// The inferred rule (semantics.md) a step rests on, if it rests on one; such steps make the answer
    /// `certainty: inferred`.
    public var inferredRule: String? {
        switch self {
        case .emptyPlistList: "empty-plist-list-is-absent"
        case .rootDoesNotRaiseAtLaunch: "root-no-exception-at-launch-ios13"
        case .e1TextBoundary: "e1-text-boundary"
        case .deviceMaskNeverRaises: "device-mask-never-raises"
        case .emptyListFormat: "empty-list-format"
        case .upsideDownListPosition: "upside-down-list-position"
        case .upsideDownPrintedName: "upside-down-printed-name"
        case .e2TextBoundary: "e2-text-boundary"
        case .forwardedPreferredDefault: "forwarded-preferred-default"
        case .fallbackOrder: "presentation-fallback-order"
        case .legacyKeepsCurrent, .legacyAcceptsDevice, .legacyAcceptsFirst: "legacy-presentation"
        case .customPresentationGoverns: "custom-presentation-governs"
        case .automaticByLinkedSDK: "automatic-style-linked-sdk"
        case .popoverAdaptsToFullScreen: "popover-compact-full-screen"
        case .sceneAndAppDelegateMasks: "scene-and-app-delegate-masks"
        case .sceneLifeCycleRequired(_, true): "scene-life-cycle-console-text"
        case .updateFallback: "update-supported-fallback-order"
        case .geometrySupportedSet: "geometry-request-supported-mask"
        case .staleMaskUsed: "stale-supported-orientations"
        case .geometryEmptyList: "geometry-empty-list-format"
        case let .geometryRotates(_, allowed) where UIInterfaceOrientationMask.orientations(allowed).count > 1:
            "geometry-request-fallback-order"
        case .legacyDeviceSetter: "legacy-device-setter"
        case .compatibilityKeepsSize: "compatibility-mode-keeps-size"
        case .oldRotationMethodsStillSent: "rotation-callbacks-legacy-methods"
        default: nil
        }
    }
}
