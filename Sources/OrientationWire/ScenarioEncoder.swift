import OrientationResolver

extension Scenario {
    /// The scenario as a /resolve body (api.md "Request") that `Scenario.decode` reads back to an equal scenario:
    /// each member that differs from what an empty body means, in the order api.md lists them, and each controller
    /// with its children and what it presents. Orientations and masks are written as integers, except a constant
    /// of the wrong type (`wrongTypeConstants`), written as the spelling that was given so that the validator still
    /// names it, and a UIInterfaceOrientation passed to the device's setter, written as its constant.
    /// `orientd import --sources` prints the scenarios it builds from code this way.
    public func requestJSON() -> String {
        var out = JSONWriter()
        write(into: &out)
        return out.text
    }

    /// `requestJSON`, into `out`.
    public func write(into out: inout JSONWriter) {
        let empty = Scenario()
        out.beginObject()
        writeDevice(into: &out, empty: empty)
        if interfaceOrientation != empty.interfaceOrientation {
            out.field("interfaceOrientation");
            writeValue(interfaceOrientation, at: Location(nil, .interfaceOrientation), into: &out)
        }
        if let event {
            out.field("event"); out.string(event.rawValue)
        }
        if let targetOrientation {
            out.field("targetOrientation")
            if targetWasInterfaceConstant, let constant = UIInterfaceOrientation.constant(targetOrientation) {
                out.string(constant)
            } else {
                out.int(targetOrientation)
            }
        }
        if let requestedOrientations {
            out.field("requestedOrientations")
            writeValue(requestedOrientations, at: Location(nil, .requestedOrientations), into: &out)
        }
        if let lastReadSupportedInterfaceOrientations {
            out.field("lastReadSupportedInterfaceOrientations")
            writeValue(
                lastReadSupportedInterfaceOrientations, at: Location(nil, .lastReadSupportedInterfaceOrientations),
                into: &out)
        }
        writeApp(into: &out, empty: empty)
        if let root {
            out.field("root")
            writeController(root, into: &out)
        }
        out.endObject()
    }

    private func writeDevice(into out: inout JSONWriter, empty: Scenario) {
        guard
            idiom != empty.idiom || systemVersion != empty.systemVersion
                || deviceOrientation != empty.deviceOrientation || hasHomeButton != empty.hasHomeButton
                || ipadWindowing != empty.ipadWindowing
        else { return }
        out.field("device")
        out.beginObject()
        if idiom != empty.idiom { out.field("idiom"); out.string(idiom.rawValue) }
        if systemVersion != empty.systemVersion { out.field("systemVersion"); out.string(systemVersion.description) }
        if deviceOrientation != empty.deviceOrientation { out.field("orientation"); out.int(deviceOrientation) }
        if hasHomeButton != empty.hasHomeButton { out.field("hasHomeButton"); out.bool(hasHomeButton) }
        if ipadWindowing != empty.ipadWindowing { out.field("ipadWindowing"); out.string(ipadWindowing.rawValue) }
        out.endObject()
    }

    private func writeApp(into out: inout JSONWriter, empty: Scenario) {
        let plistGiven = infoPlist != empty.infoPlist
        guard
            plistGiven || supportedInterfaceOrientationsForWindow != nil
                || sceneDelegateSupportedInterfaceOrientations != nil || sdkVersion != nil || deviceFamilies != nil
                || minimumOSVersion != nil
        else { return }
        out.field("app")
        out.beginObject()
        if plistGiven {
            out.field("infoPlist")
            infoPlist.write(into: &out)
        }
        if let window = supportedInterfaceOrientationsForWindow {
            out.field("supportedInterfaceOrientationsForWindow")
            writeValue(window, at: Location(nil, .supportedInterfaceOrientationsForWindow), into: &out)
        }
        if let scene = sceneDelegateSupportedInterfaceOrientations {
            out.field("sceneDelegateSupportedInterfaceOrientations")
            writeValue(scene, at: Location(nil, .sceneDelegateSupportedInterfaceOrientations), into: &out)
        }
        if let sdkVersion { out.field("sdkVersion"); out.string(sdkVersion.description) }
        if let deviceFamilies {
            out.field("deviceFamilies")
            out.beginArray()
            for family in deviceFamilies { out.int(family.deviceFamily) }
            out.endArray()
        }
        if let minimumOSVersion { out.field("minimumOSVersion"); out.string(minimumOSVersion.description) }
        out.endObject()
    }

    /// A mask or an orientation: the wrong-type constant given there, else the integer.
    private func writeValue(_ value: Int, at location: Location, into out: inout JSONWriter) {
        if let wrong = wrongTypeConstants.first(where: { $0.location == location && $0.value == value }) {
            out.string(wrong.spelling)
        } else {
            out.int(value)
        }
    }

    private func writeController(_ index: Int, into out: inout JSONWriter) {
        let controller = controllers[index]
        out.beginObject()
        // A controller of UIKit's own class for its kind says only its kind, and a plain one not even that.
        if controller.className != .kindDefault {
            out.field("class"); out.string(className(of: index))
        }
        if controller.className != .kindDefault || controller.kind != .viewController {
            out.field("kind"); out.string(controller.kind.rawValue)
        }
        if controller.presentationStyleGiven {
            out.field("presentationStyle"); out.string(controller.presentationStyle.rawValue)
        }
        if let mask = controller.supportedInterfaceOrientations {
            out.field("supportedInterfaceOrientations")
            writeValue(mask, at: Location(index, .supportedInterfaceOrientations), into: &out)
        }
        if let flag = controller.shouldAutorotate { out.field("shouldAutorotate"); out.bool(flag) }
        if let preferred = controller.preferredInterfaceOrientationForPresentation {
            out.field("preferredInterfaceOrientationForPresentation")
            writeValue(preferred, at: Location(index, .preferredInterfaceOrientationForPresentation), into: &out)
        }
        if let legacy = controller.shouldAutorotateToInterfaceOrientation {
            out.field("shouldAutorotateToInterfaceOrientation")
            writeValue(legacy, at: Location(index, .shouldAutorotateToInterfaceOrientation), into: &out)
        }
        if controller.kind.isContainer {
            out.field("forwardsToChild"); out.bool(controller.forwardsToChild)
            if let mask = controller.delegateSupportedInterfaceOrientations {
                out.field("delegateSupportedInterfaceOrientations")
                writeValue(mask, at: Location(index, .delegateSupportedInterfaceOrientations), into: &out)
            }
            if let preferred = controller.delegatePreferredInterfaceOrientationForPresentation {
                out.field("delegatePreferredInterfaceOrientationForPresentation")
                writeValue(
                    preferred, at: Location(index, .delegatePreferredInterfaceOrientationForPresentation), into: &out)
            }
            if let selected = controller.selectedIndex { out.field("selectedIndex"); out.int(selected) }
        }
        if !controller.children.isEmpty {
            out.field("children")
            out.beginArray()
            for child in children(of: index) { writeController(child, into: &out) }
            out.endArray()
        }
        if controller.overridesViewWillTransitionToSize {
            out.field("overridesViewWillTransitionToSize"); out.bool(true)
        }
        if let presented = controller.presented {
            out.field("presented")
            writeController(presented, into: &out)
        }
        out.endObject()
    }
}

extension InfoPlist {
    /// The keys orientd reads, as a body's `app.infoPlist` object: each key given, orientations as their constants.
    public func write(into out: inout JSONWriter) {
        out.beginObject()
        for (key, list) in [
            (InfoPlist.supportedKey, supportedInterfaceOrientations),
            (InfoPlist.padKey, supportedInterfaceOrientationsPad),
            (InfoPlist.phoneKey, supportedInterfaceOrientationsPhone),
        ] {
            guard let list else { continue }
            out.key(key)
            out.beginArray()
            for raw in list { out.string(UIInterfaceOrientation.constant(raw) ?? "\(raw)") }
            out.endArray()
        }
        if let initial = initialInterfaceOrientation {
            out.field("UIInterfaceOrientation"); out.string(UIInterfaceOrientation.constant(initial) ?? "\(initial)")
        }
        if let fullScreen = requiresFullScreen { out.field("UIRequiresFullScreen"); out.bool(fullScreen) }
        if let ignored = requiresFullScreenIgnoredStartingWithVersion {
            out.field("UIRequiresFullScreenIgnoredStartingWithVersion"); out.string(ignored.description)
        }
        if let bundle = bundleIdentifier { out.field("CFBundleIdentifier"); out.string(bundle) }
        // Only presence counts for these (api.md): an empty object says "present".
        if hasSceneManifest { out.field("UIApplicationSceneManifest"); out.raw("{}") }
        if hasLaunchScreen { out.field("UILaunchScreen"); out.raw("{}") }
        out.endObject()
    }
}
