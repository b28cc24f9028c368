import Foundation
import Testing
@testable import TestSupport

/// `orientd validate` as an Xcode Run Script build phase: with no input of its own it checks what Xcode's build
/// settings name (PROJECT_FILE_PATH, TARGET_NAME, CONFIGURATION, SDK_VERSION), in the compiler format Xcode shows at
/// each line, and fails the build on an error (exit 1; warnings only with --fail-on warning).
@Suite struct XcodeBuildPhaseTests {
    static let project = Repository.root.appendingPathComponent("Tests/fixtures/projects/Shop/Shop.xcodeproj").path

    static func xcode(_ configuration: String) -> [String: String] {
        [
            "PROJECT_FILE_PATH": project, "TARGET_NAME": "Shop", "CONFIGURATION": configuration, "SDK_VERSION": "26.0",
            "SRCROOT": (project as NSString).deletingLastPathComponent,
        ]
    }

    /// The lines Xcode reads as issues: `FILE:LINE: error|warning|note: …`, each at the project file it names.
    static func issues(_ run: Repository.Run) -> [(level: String, line: Substring)] {
        run.stdout.split(separator: "\n").compactMap { line in
            for level in ["error", "warning", "note"] where line.contains(": \(level): [") { return (level, line) }
            return nil
        }
    }

    @Test func theReleaseBuildFailsOnTheAppStoreErrorAtItsLine() throws {
        let run = try Repository.orientd(["validate"], environment: Self.xcode("Release"))
        #expect(run.status == 1, Comment(rawValue: run.stderr))
        #expect(run.stderr.contains("checking the target Shop (Release) of \(Self.project) with the iOS 26.0 SDK"))
        let issues = Self.issues(run)
        #expect(
            !issues.isEmpty && issues.count == run.stdout.split(separator: "\n").count, "only issue lines on stdout")
        #expect(issues.allSatisfy { $0.line.hasPrefix(Self.project + "/project.pbxproj:") })
        #expect(issues.contains { $0.level == "error" && $0.line.contains("[app-store-ipad-orientations]") })
    }

    @Test func theDebugConfigurationIsCheckedAsXcodeBuildsIt() throws {
        let debug = try Repository.orientd(["validate"], environment: Self.xcode("Debug"))
        let explicit = try Repository.orientd([
            "validate", "--project", Self.project, "--target", "Shop", "--configuration", "Debug", "--sdk", "26.0",
            "--format", "text",
        ])
        #expect(debug.status == explicit.status && debug.stdout == explicit.stdout)
        #expect(debug.stderr.contains("checking the target Shop (Debug)"))
    }

    @Test func theFormatCanStillBeChosen() throws {
        let json = try Repository.orientd(["validate", "--format", "json"], environment: Self.xcode("Release"))
        #expect(json.status == 1)
        #expect(json.json?["targets"] != nil || json.json?["valid"] as? Bool == false, "--format json under Xcode")
    }

    /// An input on the command line is checked as given, whatever Xcode's variables say.
    @Test func anInputGivenWinsOverXcode() throws {
        let run = try Repository.orientd(["validate", "examples/player.json"], environment: Self.xcode("Release"))
        #expect(!run.stderr.contains("as Xcode builds it"))
        #expect(run.json != nil, "the default format stays json")
        let outside = try Repository.orientd(["validate"], environment: ["PROJECT_FILE_PATH": "", "TARGET_NAME": ""])
        #expect(outside.status == 2, "no input and no Xcode build: bad input")
    }
}
