import Foundation
import OrientationResolver
import OrientationWire
import ProjectFiles
import Testing
@testable import TestSupport

/// Real open-source apps' settings files, kept under Tests/fixtures/real/<app>/ with the repository and commit in a
/// README beside them (issue 26). Each `expected.json` was written by reading the files, not from orientd's output:
/// which targets are iOS apps, and for each app the values its Release build ships. Every fixture must import
/// without being refused, give those values, and validate with exit 0 or 1 (never 2).
@Suite struct RealProjectsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fixtures/real")

    static var apps: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
            .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/expected.json").path) }
            .sorted()
    }

    struct Expected {
        var project: String
        var iosApps: [String]
        var otherTargets: [String: String]
        var apps: [String: [String: Any]]
    }

    static func expected(_ app: String) throws -> Expected {
        let data = try Data(contentsOf: root.appendingPathComponent("\(app)/expected.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return Expected(
            project: try #require(json["project"] as? String), iosApps: json["iosApps"] as? [String] ?? [],
            otherTargets: json["otherTargets"] as? [String: String] ?? [:],
            apps: json["apps"] as? [String: [String: Any]] ?? [:])
    }

    static func read(_ location: ProjectLocation, target: String?, configuration: String?) throws(ProjectFileError)
        -> ProjectImport
    {
        try location.importApps(
            target: target, configuration: configuration, infoPlistOverride: nil, readFile: FileSystem.read)
    }

    static let orientationNames: [String: Int] = [
        "UIInterfaceOrientationPortrait": 1, "UIInterfaceOrientationPortraitUpsideDown": 2,
        "UIInterfaceOrientationLandscapeLeft": 4, "UIInterfaceOrientationLandscapeRight": 3,
    ]

    @Test func theCorpusHasEightAppsOrMore() {
        #expect(Self.apps.count >= 8, "Tests/fixtures/real holds \(Self.apps)")
    }

    @Test(arguments: RealProjectsTests.apps)
    func importsWithTheValuesItsFilesSay(_ name: String) throws {
        let expected = try Self.expected(name)
        let location = try ProjectLocation.find(Self.root.appendingPathComponent("\(name)/\(expected.project)").path)
        let all = try Self.read(location, target: nil, configuration: nil)
        let kinds = Dictionary(all.targets.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
        #expect(
            Set(all.targets.filter { $0.kind == .iOSApp }.map(\.name)) == Set(expected.iosApps),
            "\(name): \(all.targets.map { "\($0.name): \($0.kind.description)" })")
        for (target, kind) in expected.otherTargets {
            #expect(
                kinds[target] != nil && kinds[target] != .iOSApp,
                "\(name): \(target) should be \(kind), is \(kinds[target]?.description ?? "missing")")
        }
        for (target, values) in expected.apps {
            let configuration = values["configuration"] as? String
            let imported = try Self.read(location, target: target, configuration: configuration)
            let app = try #require(imported.apps.first)
            func check(_ key: String, _ actual: Any?, _ describe: (Any) -> String = { "\($0)" }) {
                guard let value = values[key], !(value is NSNull), (value as? String) != "unknown" else { return }
                #expect(
                    actual.map(describe) == describe(value),
                    "\(name) \(target) \(key): expected \(value), read \(actual.map(describe) ?? "nothing")")
            }
            check("deviceFamilies", app.deviceFamilies?.map(\.deviceFamily)) {
                "\(($0 as? [Int]) ?? ($0 as? [NSNumber])?.map(\.intValue) ?? [])"
            }
            check("minimumOSVersion", app.minimumOSVersion?.description) { value in
                SystemVersion(parsing: "\(value)")?.description ?? "\(value)"
            }
            check("bundleIdentifier", app.infoPlist.bundleIdentifier)
            for (key, list) in [
                ("UISupportedInterfaceOrientations", app.infoPlist.supportedInterfaceOrientations),
                ("UISupportedInterfaceOrientations~ipad", app.infoPlist.supportedInterfaceOrientationsPad),
                ("UISupportedInterfaceOrientations~iphone", app.infoPlist.supportedInterfaceOrientationsPhone),
            ] {
                check(key, list) { value in
                    let raw = (value as? [Int]) ?? (value as? [String])?.compactMap { Self.orientationNames[$0] } ?? []
                    return "\(raw.sorted())"
                }
            }
            check("UIRequiresFullScreen", app.infoPlist.requiresFullScreen) {
                "\(($0 as? Bool) ?? ($0 as? NSNumber)?.boolValue ?? false)"
            }
            check("hasSceneManifest", app.infoPlist.hasSceneManifest) {
                "\(($0 as? Bool) ?? ($0 as? NSNumber)?.boolValue ?? false)"
            }
        }
    }

    /// The whole path a CI job takes: `orientd validate --project` on the fixture as it comes from git, exit 0 or 1,
    /// and no finding from a target that is not an iOS app.
    @Test(arguments: RealProjectsTests.apps)
    func validatesWithoutBeingRefused(_ name: String) throws {
        let expected = try Self.expected(name)
        let run = try Repository.orientd(["validate", "--project", "Tests/fixtures/real/\(name)/\(expected.project)"])
        #expect(run.status == 0 || run.status == 1, "\(name): exit \(run.status): \(run.stderr)")
        let answer = try #require(run.json, "\(name): \(run.stdout.prefix(300))")
        let labelled = Set((answer["targets"] as? [String: Any])?.keys.map { $0 } ?? [])
        if !labelled.isEmpty {
            #expect(labelled == Set(expected.iosApps), "\(name): findings for \(labelled.sorted())")
        }
    }
}
