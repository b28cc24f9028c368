import Foundation
import OrientationResolver
import OrientationWire
import OrientationServer
import Testing
@testable import TestSupport

/// The README points at examples/; each must resolve as the README says.
@Suite struct ExampleFilesTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples")

    @Test(arguments: [
        ("tabbar-without-selection.json", "exception", "E2′"),
        ("landscape-app-portrait-root.json", "exception", "E1′"),
        ("player.json", "orientation", "landscapeRight"),
        ("ipad-split-view.json", "orientation", "landscapeRight"),
        ("seed-000-forced-rotation-ios12.json", "orientation", "landscapeRight"),
        ("seed-000-forced-rotation-ios17.json", "orientation", "portrait"),
        ("geometry-request-refused.json", "orientation", "landscapeRight"),
        ("update-supported-orientations.json", "orientation", "landscapeRight"),
        ("ipados26-windowed-launch.json", "orientation", "landscapeLeft"),
    ])
    func exampleResolvesOverHTTP(_ file: String, _ outcome: String, _ detail: String) throws {
        let body = try String(contentsOf: Self.examples.appendingPathComponent(file), encoding: .utf8)
        try withServer { daemon in
            let response = try Connection(port: daemon.port).request("POST", "/resolve", body: body)
            #expect(response.status == 200)
            let json = try #require(response.json)
            #expect(json["outcome"] == .string(outcome))
            if outcome == "exception" {
                #expect(json["exception"]?["id"] == .string(detail))
            } else {
                #expect(json["orientation"]?["name"] == .string(detail))
            }
            // What each programmatic example is there to show.
            switch file {
            case "seed-000-forced-rotation-ios17.json":
                #expect(
                    json["console"]?[0]
                        == .string(
                            "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"
                        ))
            case "geometry-request-refused.json":
                #expect(
                    json["error"]?["description"]
                        == .string(
                            "None of the requested orientations are supported by the view controller. Requested: portrait; Supported: landscapeRight"
                        ))
            case "ipados26-windowed-launch.json":
                #expect(
                    json["console"]?[0]
                        == .string(
                            "Update the Info.plist: 1) `UIRequiresFullScreen` will soon be ignored. 2) Support for all orientations will soon be required. 3) Launch screens will soon be required."
                        ))
            default:
                break
            }
        }
    }
}
