import OrientationResolver
import OrientationWire
import ProjectFiles

extension ImportedApp {
    /// The scenario the files give, as the JSON a request body would hold: `device.idiom` when one idiom ships,
    /// and `app`.
    public func scenarioJSON() -> String {
        var out = JSONWriter()
        out.beginObject()
        if let families = deviceFamilies, families.count == 1 {
            out.field("device")
            out.beginObject()
            out.field("idiom"); out.string(families[0].rawValue)
            out.endObject()
        }
        out.field("app")
        out.beginObject()
        if let families = deviceFamilies {
            out.field("deviceFamilies")
            out.beginArray()
            for idiom in families { out.int(idiom.deviceFamily) }
            out.endArray()
        }
        if let minimumOSVersion { out.field("minimumOSVersion"); out.string(minimumOSVersion.description) }
        if let sdkVersion { out.field("sdkVersion"); out.string(sdkVersion.description) }
        out.field("infoPlist")
        out.beginObject()
        for (key, list) in [
            (InfoPlist.supportedKey, infoPlist.supportedInterfaceOrientations),
            (InfoPlist.padKey, infoPlist.supportedInterfaceOrientationsPad),
            (InfoPlist.phoneKey, infoPlist.supportedInterfaceOrientationsPhone),
        ] {
            guard let list else { continue }
            out.key(key)
            out.beginArray()
            for raw in list { out.string(UIInterfaceOrientation.constant(raw) ?? "\(raw)") }
            out.endArray()
        }
        if let initial = infoPlist.initialInterfaceOrientation {
            out.field("UIInterfaceOrientation"); out.string(UIInterfaceOrientation.constant(initial) ?? "\(initial)")
        }
        if let fullScreen = infoPlist.requiresFullScreen { out.field("UIRequiresFullScreen"); out.bool(fullScreen) }
        if let ignored = infoPlist.requiresFullScreenIgnoredStartingWithVersion {
            out.field("UIRequiresFullScreenIgnoredStartingWithVersion"); out.string(ignored.description)
        }
        if let bundle = infoPlist.bundleIdentifier { out.field("CFBundleIdentifier"); out.string(bundle) }
        // Only presence counts for these (api.md): an empty object says "present".
        if infoPlist.hasSceneManifest { out.field("UIApplicationSceneManifest"); out.raw("{}") }
        if infoPlist.hasLaunchScreen { out.field("UILaunchScreen"); out.raw("{}") }
        out.endObject()
        out.endObject()
        out.endObject()
        return out.text
    }
}
