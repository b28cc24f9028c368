import OrientationResolver
@testable import SourceReader
import Testing

/// The causes round 52's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound52Tests {
    /// UIDevice as an argument is no orientation setter (BuguLive's report: `[dictParam setValue:[[UIDevice
    /// currentDevice] systemVersion] forKey:@"osType"]`): only UIDevice's own `setValue:forKey:` with the key
    /// "orientation" is. The control sets the orientation: said.
    @Test func onlyUIDevicesOwnOrientationKeyIsTheSetter() throws {
        func said(_ statement: String) throws -> [String] {
            try ConsistentWorldsTests.said(
                "", plist: ConsistentWorldsTests.plist.replacingOccurrences(of: "16.0", with: "13.0"),
                objC: [
                    "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(root: "[[HomeController alloc] init]"),
                    "App/HomeController.m": """
                    @implementation HomeController
                    - (void)report:(NSMutableDictionary *)dictParam {
                        \(statement)
                    }
                    @end
                    """,
                ]
            ).map { "\($0.rule):\($0.line)" }
        }
        let report = try said("[dictParam setValue:[[UIDevice currentDevice] systemVersion] forKey:@\"osType\"];")
        #expect(!report.contains { $0.hasPrefix("device-orientation-setter-ignored") }, "\(report)")
        let setter = try said(
            "[[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@\"orientation\"];")
        #expect(setter.contains("device-orientation-setter-ignored:3"), "\(setter)")
    }
}
