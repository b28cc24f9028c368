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
        infoPlist.write(into: &out)
        out.endObject()
        out.endObject()
        return out.text
    }
}
