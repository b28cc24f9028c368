import Foundation
import OrientationResolver
import ProjectFiles
import Testing

/// `--project` given a repository's top: where the app's project is, and why it was chosen.
@Suite struct ProjectLocationTests {
    static let pbxproj: [UInt8] = Array("// !$*UTF8*$!\n{ objects = {}; }\n".utf8)

    static func tree(_ paths: [String]) throws -> ArchiveTree {
        try ArchiveTree(files: Dictionary(uniqueKeysWithValues: paths.map { ($0, pbxproj) }))
    }

    @Test func projectAtTheTopNeedsNoReason() throws {
        let found = try ProjectLocation.locate(
            ".", in: try Self.tree(["App.xcodeproj/project.pbxproj", "ios/x.swift"]))
        #expect(found.location == .xcodeproj("App.xcodeproj"))
        #expect(found.reason == nil)
    }

    /// React Native, Flutter and Expo keep the app in ios/; Capacitor in ios/App.
    @Test func crossPlatformRepositoriesKeepTheAppInIOS() throws {
        let reactNative = try ProjectLocation.locate(
            ".",
            in: try Self.tree([
                "package.json", "ios/Mattermost.xcodeproj/project.pbxproj",
                "ios/Mattermost.xcworkspace/contents.xcworkspacedata", "android/build.gradle",
            ]))
        #expect(reactNative.location == .workspace("ios/Mattermost.xcworkspace"))
        #expect(reactNative.reason?.contains("in ios/, where React Native, Flutter, Capacitor and Expo") == true)
        let capacitor = try ProjectLocation.locate(
            ".", in: try Self.tree(["ios/App/App.xcodeproj/project.pbxproj", "ios/App/Podfile"]))
        #expect(capacitor.location == .xcodeproj("ios/App/App.xcodeproj"))
    }

    @Test func theOnlyProjectOneFolderDown() throws {
        let found = try ProjectLocation.locate(
            ".", in: try Self.tree(["Package.swift", "App/Client.xcodeproj/project.pbxproj", "Sources/A/a.swift"]))
        #expect(found.location == .xcodeproj("App/Client.xcodeproj"))
        #expect(found.reason?.contains("the only project one folder down") == true)
        #expect(throws: ProjectFileError.self) {
            try ProjectLocation.locate(
                ".", in: try Self.tree(["A/A.xcodeproj/project.pbxproj", "B/B.xcodeproj/project.pbxproj"]))
        }
        // Dependency folders are not where the app is.
        let pods = try? ProjectLocation.locate(".", in: try Self.tree(["Pods/Pods.xcodeproj/project.pbxproj"]))
        #expect(pods == nil)
    }

    /// A Tuist manifest without the project it generates (round 57's Videoplay): the error says so and how to go on.
    /// A folder with no manifest at all gets the general error.
    @Test func aTuistManifestIsNamed() throws {
        func message(_ paths: [String]) -> String? {
            do {
                _ = try ProjectLocation.locate(".", in: try Self.tree(paths))
                return nil
            } catch {
                return (error as? ProjectFileError)?.message
            }
        }
        let tuist = message(["Project.swift", "Package.swift", "Sources/App/App.swift"])
        #expect(tuist?.contains("Tuist's Project.swift") == true, "\(tuist ?? "")")
        #expect(tuist?.contains("tuist generate") == true)
        let none = message(["Package.swift", "Sources/App/App.swift"])
        #expect(none?.contains("Tuist") == false, "\(none ?? "")")
    }

    /// A workspace kept in git whose project XcodeGen makes: the spec beside it is read.
    @Test func stubWorkspaceBesideAnXcodeGenSpec() throws {
        let files: [String: [UInt8]] = [
            "project.yml": Array("name: App\n".utf8),
            "App.xcworkspace/contents.xcworkspacedata": Array(
                "<Workspace version = \"1.0\"><FileRef location = \"group:App.xcodeproj\"></FileRef></Workspace>".utf8),
        ]
        let found = try ProjectLocation.locate(".", in: try ArchiveTree(files: files))
        #expect(found.location == .xcodegen("project.yml"))
        #expect(found.reason?.contains("names no project that is there") == true)
        // Element: both folders kept in git with only their xcshareddata.
        let stubs = try ProjectLocation.locate(
            ".",
            in: try ArchiveTree(files: [
                "project.yml": Array("name: Riot\n".utf8),
                "Riot.xcworkspace/xcshareddata/WorkspaceSettings.xcsettings": [0x3c],
                "Riot.xcodeproj/xcshareddata/xcschemes/Riot.xcscheme": [0x3c],
            ]))
        #expect(stubs.location == .xcodegen("project.yml"))
        #expect(
            stubs.reason
                == "Riot.xcworkspace and Riot.xcodeproj hold no project file (XcodeGen makes it), so the spec beside it is read"
        )
    }
    /// An `#include` not found beside the including file is looked for from the project's folder, as Xcode does
    /// (Element: `Riot/Common.xcconfig` includes `Config/AppIdentifiers.xcconfig`), with no false warning.
    @Test func includesAreFoundFromTheProjectFolder() throws {
        let spec = """
            name: App
            targets:
              App:
                type: application
                platform: iOS
                configFiles:
                  Release: App/Release.xcconfig
            """
        let tree = try ArchiveTree(files: [
            "project.yml": Array(spec.utf8),
            "App/Release.xcconfig": Array("#include \"Config/Shared.xcconfig\"\n".utf8),
            "Config/Shared.xcconfig": Array("IPHONEOS_DEPLOYMENT_TARGET = 15.0\n".utf8),
        ])
        let imported = try ProjectLocation.find(".", in: tree).importApps(
            target: nil, configuration: "Release", infoPlistOverride: nil, readFile: tree.read)
        let app = try #require(imported.apps.first)
        #expect(app.minimumOSVersion == SystemVersion(major: 15))
        #expect((imported.diagnostics + app.diagnostics).allSatisfy { !$0.message.contains("is not there") })
    }

    /// A workspace folder kept in git without its contents.xcworkspacedata (CocoaPods writes it; Anilibria): the
    /// project beside it is read, and stderr says why.
    @Test func aWorkspaceWithoutItsDataIsNoWorkspace() throws {
        let found = try ProjectLocation.locate(
            ".",
            in: try Self.tree([
                "Anilibria.xcworkspace/xcshareddata/IDEWorkspaceChecks.plist", "Anilibria.xcodeproj/project.pbxproj",
                "Podfile",
            ]))
        #expect(found.location == .xcodeproj("Anilibria.xcodeproj"))
        #expect(found.reason?.contains("holds no contents.xcworkspacedata") == true)
        let whole = try ProjectLocation.locate(
            ".",
            in: try Self.tree([
                "App.xcworkspace/contents.xcworkspacedata", "App.xcodeproj/project.pbxproj",
            ]))
        #expect(whole.location == .workspace("App.xcworkspace"))
    }

    /// The app two folders down (BYETZ keeps `ios/BYETZ/BYETZ.xcodeproj` beside a Python backend); examples and
    /// dependency folders are set aside, and several there are listed.
    @Test func theOnlyProjectTwoFoldersDown() throws {
        let found = try ProjectLocation.locate(
            ".",
            in: try Self.tree([
                "backend/app.py", "ios/BYETZ/BYETZ.xcodeproj/project.pbxproj", "ios/BYETZ/project.yml",
                "lib/Example/Demo.xcodeproj/project.pbxproj", "web/node_modules/x/X.xcodeproj/project.pbxproj",
            ]))
        #expect(found.location == .xcodeproj("ios/BYETZ/BYETZ.xcodeproj"))
        #expect(found.reason?.contains("the only project two folders down") == true)
        #expect(throws: ProjectFileError.self) {
            try ProjectLocation.locate(
                ".", in: try Self.tree(["a/A/A.xcodeproj/project.pbxproj", "b/B/B.xcodeproj/project.pbxproj"]))
        }
    }

    /// Several projects one folder down: the one named like the repository's folder is the app's (`kiwix-apple`
    /// holds `Kiwix/` beside a tool's project), and stderr says why; with none so named, they are listed.
    @Test func amongSeveralTheOneNamedLikeTheRepository() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-named-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        func make(_ repository: String, _ files: [String]) throws -> String {
            let folder = root.appendingPathComponent(repository)
            for file in files {
                let url = folder.appendingPathComponent(file)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("// !$*UTF8*$!\n{}\n".utf8).write(to: url)
            }
            return folder.path
        }
        let files = ["Kiwix/Kiwix.xcodeproj/project.pbxproj", "Tools/Tools.xcodeproj/project.pbxproj"]
        let named = try make("kiwix-apple", files)
        let found = try ProjectLocation.locate(named, in: DiskTree())
        #expect(found.location == .xcodeproj(named + "/Kiwix/Kiwix.xcodeproj"))
        #expect(found.reason?.contains("named like the repository's folder (kiwix-apple)") == true)
        let other = try make("clone", files)
        #expect(throws: ProjectFileError.self) { try ProjectLocation.locate(other, in: DiskTree()) }
    }

    /// A Swift Playgrounds app package (LogicBoard.swiftpm at round 39's first contact: refused, exit 2): found
    /// one folder down, its `.iOSApplication` product read for the device families, each family's orientations
    /// (`.portraitUpsideDown(.when(deviceFamilies: [.pad]))` on iPad alone), the iOS platform, and the target's
    /// folder (the package's own, its manifest left out). A package without an app product is no project.
    @Test func aSwiftPlaygroundsAppPackage() throws {
        let manifest = """
            // swift-tools-version: 5.7
            import PackageDescription
            import AppleProductTypes

            let package = Package(
                name: "Board",
                platforms: [
                    .iOS("16.0")
                ],
                products: [
                    .iOSApplication(
                        name: "Board",
                        targets: ["AppModule"],
                        supportedDeviceFamilies: [
                            .pad,
                            .phone
                        ],
                        supportedInterfaceOrientations: [
                            .portrait,
                            .landscapeRight,
                            .landscapeLeft,
                            .portraitUpsideDown(.when(deviceFamilies: [.pad]))
                        ]
                    )
                ],
                targets: [
                    .executableTarget(name: "AppModule", path: ".")
                ]
            )
            """
        let tree = try ArchiveTree(files: [
            "Board.swiftpm/Package.swift": Array(manifest.utf8), "Board.swiftpm/App.swift": Array("".utf8),
        ])
        let found = try ProjectLocation.locate(".", in: tree)
        #expect(found.location == .appPackage("Board.swiftpm"))
        let imported = try found.location.importApps(
            target: nil, configuration: nil, infoPlistOverride: nil, readFile: tree.read)
        let app = try #require(imported.apps.first)
        #expect(app.target == "Board")
        #expect(Set(app.deviceFamilies ?? []) == [.phone, .pad])
        #expect(app.minimumOSVersion == SystemVersion(major: 16))
        #expect(app.infoPlist.supportedInterfaceOrientationsPhone == [1, 3, 4])
        #expect(app.infoPlist.supportedInterfaceOrientationsPad == [1, 3, 4, 2])
        #expect(app.codeFolders == ["Board.swiftpm"])
        #expect(app.codeFolderExcludes["Board.swiftpm"] == ["Package.swift"])
        let library = try ArchiveTree(files: [
            "Kit/Package.swift": Array(
                "let package = Package(name: \"Kit\", products: [.library(name: \"Kit\", targets: [\"Kit\"])])".utf8)
        ])
        #expect(throws: ProjectFileError.self) { try ProjectLocation.locate(".", in: library) }
    }
}
