import Foundation
import OrientationResolver
import OrientationWire
import OrientationServer
import Testing

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
        }
    }
}
