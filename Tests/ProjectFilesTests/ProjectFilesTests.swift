import Foundation
import OrientationResolver
import OrientationServer
@testable import OrientationWire
import ProjectFiles
import Testing
@testable import TestSupport

/// The app as it ships (issue 15, semantics §10): Info.plist (XML and binary) and Xcode projects (pbxproj, xcconfig,
/// generated keys, conditions) read into the scenario, over the CLI and HTTP, with file and line on each finding.
@Suite(.serialized) struct ProjectFilesTests {
    static let repository = Repository.root
    static let fixtures = "Tests/fixtures/projects"
    static let shop = "\(fixtures)/Shop/Shop.xcodeproj"
    static let pbxproj = "\(shop)/project.pbxproj"
    typealias Run = Repository.Run

    // MARK: Xcode projects

    /// A target's configuration list whose default names none of its configurations (ProtonDrive's
    /// "Release-External" beside its one "Release-Store", round 42): Release (or the first) is checked and stderr says
    /// so, where orientd stopped with exit 2. A name given with --configuration that is not there stays an error.
    @Test func aDefaultConfigurationTheListLacksFallsBackToRelease() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-default-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.copyItem(
            at: Repository.root.appendingPathComponent("Tests/fixtures/projects/Shop"), to: directory)
        let pbxproj = directory.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
        var text = try String(contentsOf: pbxproj, encoding: .utf8)
        text = text.replacingOccurrences(
            of:
                "A7000004 /* Release */,\n\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;",
            with:
                "A7000004 /* Release */,\n\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Missing;"
        )
        #expect(text.contains("defaultConfigurationName = Missing;"))
        try text.write(to: pbxproj, atomically: true, encoding: .utf8)
        let run = try Repository.orientd([
            "validate", "--project", directory.appendingPathComponent("Shop.xcodeproj").path,
        ])
        #expect(run.status != 2, Comment(rawValue: run.stderr))
        #expect(
            run.stderr.contains(
                #"warning: target "Shop" has no configuration named "Missing", its configuration list's default; "Release" is checked"#
            ), Comment(rawValue: run.stderr))
    }

    @Test func anXcode15ProjectIsReadPerTargetAndConfiguration() throws {
        let release = try Repository.orientd(["import", "--project", Self.shop])
        #expect(release.status == 0, Comment(rawValue: release.stderr))
        let app = try #require(release.json?["app"] as? [String: Any])
        let plist = try #require(app["infoPlist"] as? [String: Any])
        // The conditional [sdk=iphoneos*] setting wins for a device build; the project's deployment target beats the
        // project xcconfig's; the xcconfig and what it includes give the rest; the bundle identifier is expanded.
        #expect(
            plist["UISupportedInterfaceOrientations~ipad"] as? [String] == [
                "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
            ])
        #expect(plist["UISupportedInterfaceOrientations~iphone"] as? [String] == ["UIInterfaceOrientationPortrait"])
        #expect(plist["UISupportedInterfaceOrientations"] as? [String] == ["UIInterfaceOrientationPortrait"])
        #expect(plist["UIInterfaceOrientation"] as? String == "UIInterfaceOrientationPortrait")
        #expect(plist["UIRequiresFullScreen"] as? Bool == false)
        #expect(plist["CFBundleIdentifier"] as? String == "com.example.shop")
        #expect(plist["UIApplicationSceneManifest"] != nil && plist["UILaunchScreen"] != nil)
        #expect(app["deviceFamilies"] as? [Int] == [1, 2])
        #expect(app["minimumOSVersion"] as? String == "17.0")
        #expect(release.stderr.contains("target Shop, configuration Release"))
        #expect(release.stderr.contains("Config/Base.xcconfig"))

        let debug = try Repository.orientd(["import", "--project", Self.shop, "--configuration", "Debug"])
        let debugPlist = try #require((debug.json?["app"] as? [String: Any])?["infoPlist"] as? [String: Any])
        #expect((debugPlist["UISupportedInterfaceOrientations~ipad"] as? [String])?.count == 4)
        #expect(debugPlist["CFBundleIdentifier"] as? String == "com.example.shop.debug")
    }

    @Test func theReleaseBuildIsRejectedForIPadAtTheLineOfTheConditionalSetting() throws {
        let run = try Repository.orientd(["validate", "--project", Self.shop])
        #expect(run.status == 1, Comment(rawValue: run.stdout + run.stderr))
        let rejection = try #require(
            run.finding("app-store-ipad-orientations", at: "/app/infoPlist/UISupportedInterfaceOrientations~0ipad"))
        let source = Repository.source(rejection)
        #expect(source.file == Self.pbxproj)
        #expect(
            source.line
                == (try Repository.line(
                    of: "\"INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad[sdk=iphoneos*]\"", in: Self.pbxproj)))
        let state = try #require(rejection["state"] as? [String: Any])
        #expect(state["idiom"] as? String == "pad" && state["systemVersion"] as? String == "17.0")
        #expect((rejection["appStoreMessages"] as? [String])?.first?.contains("in the com.example.shop bundle") == true)
        // Every cell: phone and pad × 17.0, 18.0, 26.0, 27.0.
        let perCell = try #require(
            Validator.validate(try Scenario.decode(bytes: Array(#"{"device":{"systemVersion":"17.0"}}"#.utf8)))
                .statesChecked as Int?)
        #expect(run.json?["statesChecked"] as? Int == perCell * 8)

        let debug = try Repository.orientd(["validate", "--project", Self.shop, "--configuration", "Debug"])
        #expect(debug.status == 0, Comment(rawValue: debug.stdout))
        #expect(debug.finding("app-store-ipad-orientations") == nil)
    }

    @Test func anIPadAppThatMultitasksWithoutALaunchStoryboardIsRejected() throws {
        // Launch images only, all four iPad orientations, no UIRequiresFullScreen: ITMS-90475, on the whole file.
        let file = "\(Self.fixtures)/Plists/LaunchImagesOnly.plist"
        let run = try Repository.orientd(["validate", "--info-plist", file])
        #expect(run.status == 1, Comment(rawValue: run.stdout + run.stderr))
        let rejection = try #require(run.finding("app-store-launch-storyboard"))
        #expect(rejection["severity"] as? String == "error")
        #expect(
            rejection["appStoreMessages"] as? [String] == [
                "ERROR ITMS-90475: \"Invalid Bundle. iPad Multitasking support requires launch storyboard in bundle 'org.example.arcade'.\""
            ])
        #expect(run.finding("app-store-ipad-orientations") == nil)
        // The same app with a launch screen, or opted out of multitasking, is not.
        for added in [#"{"UILaunchStoryboardName":"Launch"}"#, #"{"UIRequiresFullScreen":true}"#] {
            let near = try Repository.orientd(
                ["validate", "--info-plist", file, "-"], input: #"{"app":{"infoPlist":\#(added)}}"#)
            #expect(near.finding("app-store-launch-storyboard") == nil, Comment(rawValue: added))
        }
    }

    @Test func aCordovaProjectWithOrientationOnlyInBuildSettings() throws {
        let project = "\(Self.fixtures)/Cordova/App.xcodeproj"
        let imported = try Repository.orientd(["import", "--project", project])
        let plist = try #require((imported.json?["app"] as? [String: Any])?["infoPlist"] as? [String: Any])
        #expect(
            plist["UISupportedInterfaceOrientations~ipad"] as? [String] == [
                "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
            ])
        #expect(plist["UIRequiresFullScreen"] as? Bool == true)
        // Without UIRequiresFullScreen (stated in the scenario, which wins) the iPad list is rejected, at the build setting's line.
        let scenario = #"{"app":{"infoPlist":{"UIRequiresFullScreen":false}}}"#
        let run = try Repository.orientd(["validate", "--project", project, "-"], input: scenario)
        let rejection = try #require(run.finding("app-store-ipad-orientations"))
        #expect(Repository.source(rejection).file == "\(project)/project.pbxproj")
        #expect(
            Repository.source(rejection).line
                == (try Repository.line(
                    of: "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad", in: "\(project)/project.pbxproj",
                    after: "/* Debug */ = {")))
        #expect((rejection["appStoreMessages"] as? [String])?.first?.contains("io.cordova.hellocordova") == true)
    }

    @Test func whatTheScenarioStatesWinsOverTheFiles() throws {
        let all =
            #"["UIInterfaceOrientationPortrait","UIInterfaceOrientationPortraitUpsideDown","UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]"#
        let run = try Repository.orientd(
            ["validate", "--project", Self.shop, "-"],
            input:
                #"{"device":{"idiom":"pad"},"app":{"infoPlist":{"UISupportedInterfaceOrientations~ipad":\#(all)}},"root":{}}"#
        )
        #expect(run.status == 0, Comment(rawValue: run.stdout))
        #expect(run.finding("app-store-ipad-orientations") == nil)
        // Findings about what the body states carry no file source; the rest still do.
        let fullScreen = try Repository.orientd(
            ["validate", "--project", Self.shop, "-"], input: #"{"app":{"infoPlist":{"UIRequiresFullScreen":true}}}"#)
        #expect(fullScreen.finding("app-store-ipad-orientations") == nil)
        let deprecated = try #require(fullScreen.finding("requires-fullscreen-deprecated"))
        #expect(deprecated["source"] == nil)
        let update = try #require(fullScreen.finding("ipad-plist-update-required"))
        #expect(Repository.source(update).file == Self.pbxproj)
    }

    @Test func settingsXcodeIgnoresAndNearMissesAreWarnings() throws {
        let project = "\(Self.fixtures)/Legacy/Legacy.xcodeproj"
        let pbxproj = "\(project)/project.pbxproj"
        let run = try Repository.orientd(["validate", "--project", project])
        let ignored = try #require(run.finding("ignored-build-setting"))
        #expect(ignored["severity"] as? String == "warning")
        #expect((ignored["message"] as? String)?.contains("GENERATE_INFOPLIST_FILE is not YES") == true)
        #expect(
            Repository.source(ignored).line
                == (try Repository.line(of: "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad =", in: pbxproj)))
        let nearMiss = try #require(run.finding("unknown-plist-key"))
        #expect(
            (nearMiss["message"] as? String)?.contains(
                "did you mean INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad?") == true)
        #expect(
            Repository.source(nearMiss).line
                == (try Repository.line(of: "INFOPLIST_KEY_UISupportedInterfaceOrientations~ipad", in: pbxproj)))
        // The ignored iPad list is not applied: an iPhone-only app, read from its Info.plist file.
        let imported = try Repository.orientd(["import", "--project", project])
        let plist = try #require((imported.json?["app"] as? [String: Any])?["infoPlist"] as? [String: Any])
        #expect(plist["UISupportedInterfaceOrientations~ipad"] == nil)
        #expect(imported.stderr.contains("warning:") && imported.stderr.contains("[ignored-build-setting]"))
    }

    // MARK: Info.plist

    @Test(arguments: [
        ("UISupportedInterfaceOrientations~pad", "UISupportedInterfaceOrientations~ipad"),
        ("UISupportedInterfaceOrientation", "UISupportedInterfaceOrientations"),
        ("UIRequiresFullscreen", "UIRequiresFullScreen"),
    ])
    func eachNearMissKeyOfAnInfoPlistIsNamedWithItsLine(_ key: String, _ meant: String) throws {
        let file = "\(Self.fixtures)/Plists/NearMiss.plist"
        let run = try Repository.orientd(["validate", "--info-plist", file])
        let finding = try #require(
            run.finding("unknown-plist-key", at: "/app/infoPlist/" + key.replacingOccurrences(of: "~", with: "~0")))
        #expect((finding["message"] as? String)?.contains("did you mean \"\(meant)\"?") == true)
        #expect(Repository.source(finding).file == file)
        #expect(Repository.source(finding).line == (try Repository.line(of: "<key>\(key)</key>", in: file)))
    }

    /// tedbarnett/DreamBuilder #9, from the built app's Info.plist: a universal app whose only list holds portrait.
    @Test func theXMLAndBinaryTwinsGiveTheSameAnswer() throws {
        let xml = try Data(
            contentsOf: Self.repository.appendingPathComponent("\(Self.fixtures)/Plists/Universal.plist"))
        let binary = try Data(
            contentsOf: Self.repository.appendingPathComponent("\(Self.fixtures)/Plists/Universal-binary.plist"))
        #expect(binary.starts(with: Array("bplist00".utf8)))
        try withServer { daemon in
            var answers: [String] = []
            for body in [xml, binary] {
                let connection = try Connection(port: daemon.port)
                try connection.send(
                    Array(
                        "POST /validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-plist\r\nContent-Length: \(body.count)\r\n\r\n"
                            .utf8) + [UInt8](body))
                let response = try connection.readResponse()
                #expect(response.status == 200)
                answers.append(response.body)
            }
            #expect(answers[0] == answers[1])
            #expect(answers[0].contains(#""rule":"app-store-ipad-orientations""#))
            #expect(
                answers[0].contains(
                    #"The \"UIInterfaceOrientationPortrait\" orientations were provided for the UISupportedInterfaceOrientations Info.plist key in the com.tedbarnett.dreambuilder bundle"#
                ))
            #expect(answers[0].contains(#""idiom":"pad","systemVersion":"17.0""#))
            #expect(!answers[0].contains(#""source""#))
        }
        // The CLI names the file, and the line where the format has lines.
        let fromXML = try Repository.orientd(["validate", "--info-plist", "\(Self.fixtures)/Plists/Universal.plist"])
        let fromBinary = try Repository.orientd([
            "validate", "--info-plist", "\(Self.fixtures)/Plists/Universal-binary.plist",
        ])
        #expect(fromXML.status == 1 && fromBinary.status == 1)
        #expect(
            Repository.source(fromXML.finding("app-store-ipad-orientations")).line
                == (try Repository.line(
                    of: "<key>UISupportedInterfaceOrientations</key>", in: "\(Self.fixtures)/Plists/Universal.plist")))
        #expect(Repository.source(fromBinary.finding("app-store-ipad-orientations")).line == nil)
        let strip = { (run: Run) -> [String] in
            run.findings.map { finding in
                var copy = finding
                copy["source"] = nil
                return String(
                    decoding: try! JSONSerialization.data(withJSONObject: copy, options: .sortedKeys), as: UTF8.self)
            }
        }
        #expect(strip(fromXML) == strip(fromBinary))
    }

    @Test func aPropertyListBodyThatIsBrokenOrWrongIsAnsweredWithItsLine() throws {
        let broken =
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>A</key>\n\t<strin>x</string>\n</dict>\n</plist>\n"
        let wrong =
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>UISupportedInterfaceOrientations</key>\n\t<array><string>Landscape</string></array>\n</dict>\n</plist>\n"
        try withServer { daemon in
            let syntax = try Connection(port: daemon.port).request(
                "POST", "/validate", body: broken, headers: ["Content-Type: application/xml"])
            #expect(syntax.status == 400)
            #expect(
                syntax.body.contains("request body:5: not a valid XML property list"), Comment(rawValue: syntax.body))
            let value = try Connection(port: daemon.port).request(
                "POST", "/resolve", body: wrong, headers: ["Content-Type: application/x-plist; charset=utf-8"])
            #expect(value.status == 422)
            #expect(
                value.body.contains(
                    #"request body:4: UISupportedInterfaceOrientations: expected UIInterfaceOrientationPortrait"#),
                Comment(rawValue: value.body))
            // The same body as JSON is what it is: not JSON.
            let asJSON = try Connection(port: daemon.port).request("POST", "/resolve", body: wrong)
            #expect(asJSON.status == 400 && asJSON.body.contains("invalid-json"))
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-plist-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Info.plist")
        try Data(broken.utf8).write(to: file)
        let run = try Repository.orientd(["validate", "--info-plist", file.path])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(
            run.stderr == "orientd: \(file.path):5: not a valid XML property list (Encountered unknown tag strin)\n")
    }

    /// A project file a merge left conflicted (Phyzmo, round 58, committed one): the error names the conflict and its
    /// line, not the parser's missing `)`. The control, the same file resolved, reads.
    @Test func aMergeConflictInAProjectFileIsNamed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-conflict-\(getpid())")
        let project = directory.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func run(_ children: String) throws -> Repository.Run {
            let text = """
                // !$*UTF8*$!
                {
                \tobjects = {
                \t\tAA /* Group */ = {
                \t\t\tisa = PBXGroup;
                \t\t\tchildren = (
                \(children)
                \t\t\t);
                \t\t};
                \t};
                \trootObject = BB;
                }
                """
            try Data(text.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
            return try Repository.orientd(["validate", "--project", project.path, "--format", "text"])
        }
        let conflicted = try run("<<<<<<< HEAD\n\t\t\t\tCC,\n=======\n\t\t\t\tDD,\n>>>>>>> 8ae5e7f")
        #expect(conflicted.status == 2)
        #expect(
            conflicted.stderr
                == "orientd: \(project.path)/project.pbxproj:7: holds an unresolved merge conflict (a line starting with <<<<<<< at line 7), which Xcode cannot open either; resolve the conflict\n"
        )
        let resolved = try run("\t\t\t\tCC,")
        #expect(!resolved.stderr.contains("merge conflict"), "\(resolved.stderr)")
    }

    /// A binary property list of `depth` nested one-element arrays; `cyclic` makes the last refer to the first.
    static func nestedBinaryPlist(depth: Int, cyclic: Bool = false) -> [UInt8] {
        func be32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        func be64(_ value: Int) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * $0)) } }
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for index in 0...depth {
            offsets.append(bytes.count)
            if index == depth {
                bytes.append(0xA0)
            } else {
                bytes += [0xA1] + be32(cyclic && index == depth - 1 ? 0 : index + 1)
            }
        }
        let table = bytes.count
        for offset in offsets { bytes += be32(offset) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 4] + be64(depth + 1) + be64(0) + be64(table)
        return bytes
    }

    /// FoundationEssentials' readers recurse per level: 50,000 nested arrays (750 KB) overflowed the stack and
    /// killed the process. Nesting is checked first, in every format, and the server goes on serving.
    @Test func deeplyNestedPropertyListsAreRefusedNotACrash() throws {
        let xml =
            "<?xml version=\"1.0\"?><plist version=\"1.0\">" + String(repeating: "<array>", count: 50_000)
            + String(repeating: "</array>", count: 50_000) + "</plist>"
        try withServer { daemon in
            for (body, expected) in [
                (Array(xml.utf8), "nest deeper than 64 levels"),
                (Self.nestedBinaryPlist(depth: 100_000), "nest deeper than 64 levels"),
                (Self.nestedBinaryPlist(depth: 10, cyclic: true), "refers to itself"),
            ] {
                let connection = try Connection(port: daemon.port)
                try connection.send(
                    Array(
                        "POST /validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-plist\r\nContent-Length: \(body.count)\r\n\r\n"
                            .utf8) + body)
                let response = try connection.readResponse()
                #expect(response.status == 400 && response.body.contains(expected), Comment(rawValue: response.body))
            }
            #expect(try Connection(port: daemon.port).request("GET", "/healthz").status == 200)
            // Within the limit the binary reader still answers (a top-level array is not an Info.plist: 422).
            let shallow = Self.nestedBinaryPlist(depth: 10)
            let connection = try Connection(port: daemon.port)
            try connection.send(
                Array(
                    "POST /validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-plist\r\nContent-Length: \(shallow.count)\r\n\r\n"
                        .utf8) + shallow)
            let response = try connection.readResponse()
            #expect(
                response.status == 422 && response.body.contains("dictionary at the top level"),
                Comment(rawValue: response.body))
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-deep-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let project = directory.appendingPathComponent("Deep.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(
            ("{ objects = { a = " + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
                + "; }; rootObject = a; }").utf8
        )
        .write(to: project.appendingPathComponent("project.pbxproj"))
        let run = try Repository.orientd(["validate", "--project", project.path])
        #expect(run.status == 2 && run.stderr.contains("nest deeper than 64 levels"), Comment(rawValue: run.stderr))
    }

    @Test(arguments: [
        (
            ["validate", "--project", "Tests/fixtures/projects/Shop/Shop.xcodeproj", "--target", "Nope"],
            #"no target named "Nope"; the targets are "Shop" (an iOS app), "ShopTests" (a unit test bundle)"#
        ),
        (
            ["validate", "--project", "Tests/fixtures/projects/Shop/Shop.xcodeproj", "--target", "ShopTests"],
            #"target "ShopTests" is a unit test bundle, not an iOS app, so orientd does not check it; its iOS apps are "Shop""#
        ),
        (
            ["validate", "--project", "Tests/fixtures/projects/Shop/Shop.xcodeproj", "--sdk", "soon"],
            "--sdk soon: expected an iOS SDK version such as 26.0"
        ),
        (
            ["validate", "--project", "Tests/fixtures/projects/Shop/Shop.xcodeproj", "--configuration", "Beta"],
            #"has no configuration named "Beta"; its configurations are "Debug", "Release""#
        ),
        (
            ["validate", "--project", "Tests/fixtures/projects"],
            "Tests/fixtures/projects: holds no project, and the folders below it hold several (Tests/fixtures/projects/Cordova/App.xcodeproj, Tests/fixtures/projects/Legacy/Legacy.xcodeproj, Tests/fixtures/projects/Shop/Shop.xcodeproj); name one with --project"
        ),
        (
            ["validate", "--project", "Tests/fixtures/projects/Plists/Universal.plist"],
            "not an Xcode project; give an .xcodeproj, an .xcworkspace, an XcodeGen project.yml, an app package (.swiftpm), or the folder holding one"
        ),
        (
            ["validate", "--info-plist", "Tests/fixtures/projects/Shop/Shop.xcodeproj/project.pbxproj"],
            "is an Xcode project (project.pbxproj), not an Info.plist"
        ),
        (["validate", "--info-plist", "Tests/fixtures/projects/Plists"], "is a directory"),
        (["validate", "--info-plist", "Tests/fixtures/projects/Plists/Missing.plist"], "no such file"),
        (["validate", "--target", "Shop", "examples/player.json"], "--target and --configuration need --project"),
        (
            ["validate", "--sources", "Tests/fixtures/code/LegacyApp/LegacyApp/Info.plist"],
            "not a folder; --sources takes the folder that holds the app's source files"
        ),
        (["validate"], "give a scenario file"),
        (["import"], "give --info-plist FILE, --project DIR.xcodeproj or --sources DIR"),
    ])
    func filesOrientdCannotUseExit2WithOneLine(_ arguments: [String], _ message: String) throws {
        let run = try Repository.orientd(arguments)
        #expect(run.status == 2, Comment(rawValue: run.stdout + run.stderr))
        #expect(run.stderr.contains(message), Comment(rawValue: run.stderr))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func aMissingXcconfigAndACycleAreNamedWithTheirLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-xcconfig-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let project = directory.appendingPathComponent("Shop")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // A copy of the Shop project whose xcconfig includes a file that is not there, then one that includes itself.
        _ = try Repository.orientd(["import", "--info-plist", "/dev/null"])
        let source = Self.repository.appendingPathComponent("\(Self.fixtures)/Shop")
        try FileManager.default.copyItem(at: source, to: project)
        let shared = project.appendingPathComponent("Config/Shared.xcconfig")
        try Data("#include \"Missing.xcconfig\"\n".utf8).write(to: shared)
        // Xcode only warns about a missing xcconfig (a build may write it): so does orientd, with the line that
        // includes it, and it goes on with what is there.
        let missing = try Repository.orientd([
            "validate", "--project", project.appendingPathComponent("Shop.xcodeproj").path,
        ])
        #expect(missing.status == 1)
        #expect(
            missing.stderr.contains(
                "Config/Shared.xcconfig:1: warning: the xcconfig file \(project.path)/Config/Missing.xcconfig is not there, so its settings are not read (Xcode only warns too)"
            ), Comment(rawValue: missing.stderr))
        #expect(!missing.findings.isEmpty)
        try Data("// optional\n#include? \"Missing.xcconfig\"\n#include \"Shared.xcconfig\"\n".utf8).write(to: shared)
        let cycle = try Repository.orientd([
            "validate", "--project", project.appendingPathComponent("Shop.xcodeproj").path,
        ])
        #expect(cycle.status == 1)
        #expect(
            cycle.stderr.contains(
                "Config/Shared.xcconfig:3: warning: #include \"\(project.path)/Config/Shared.xcconfig\" includes a file that includes it back"
            ), Comment(rawValue: cycle.stderr))
        #expect(!cycle.stderr.contains("Missing.xcconfig"), "an optional #include? that is not there is no warning")
        // A CocoaPods base configuration that `pod install` has not written yet names the command.
        try Data("#include \"../Pods/Target Support Files/Pods-Shop/Pods-Shop.release.xcconfig\"\n".utf8).write(
            to: shared)
        let pods = try Repository.orientd([
            "import", "--project", project.appendingPathComponent("Shop.xcodeproj").path,
        ])
        #expect(pods.status == 0)
        #expect(
            pods.stderr.contains(
                "Pods-Shop.release.xcconfig is not there, so its settings are not read (Xcode only warns too); CocoaPods writes it: run `pod install`"
            ), Comment(rawValue: pods.stderr))
    }

    // MARK: SARIF

    @Test func sarifPutsEachFindingOnItsFileAndLine() throws {
        let run = try Repository.orientd(["validate", "--project", Self.shop, "--format", "sarif"])
        #expect(run.status == 1)
        let log = try #require(run.json)
        #expect(log["version"] as? String == "2.1.0")
        let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(
            ((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        let json = try Repository.orientd(["validate", "--project", Self.shop])
        #expect(results.count == json.findings.count)
        let rejection = try #require(results.first { $0["ruleId"] as? String == "app-store-ipad-orientations" })
        #expect(rejection["level"] as? String == "error")
        #expect(rules[rejection["ruleIndex"] as! Int]["id"] as? String == "app-store-ipad-orientations")
        let physical = try #require(
            ((rejection["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        // Paths are relative to the folder holding the project, %SRCROOT%, which the run defines as an absolute URI.
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Shop.xcodeproj/project.pbxproj")
        #expect((physical["artifactLocation"] as? [String: Any])?["uriBaseId"] as? String == "%SRCROOT%")
        let base =
            ((sarifRun["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])?["uri"] as? String
        #expect(base == "file://" + Self.repository.appendingPathComponent("Tests/fixtures/projects/Shop").path + "/")
        #expect(
            (physical["region"] as? [String: Any])?["startLine"] as? Int
                == (try Repository.line(
                    of: "\"INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad[sdk=iphoneos*]\"", in: Self.pbxproj)))
        #expect(((rejection["message"] as? [String: Any])?["text"] as? String)?.contains("(iPad, iOS 17.0)") == true)
        // A scenario file without project files: results point at the file, and info findings are notes.
        let scenario = try Repository.orientd([
            "validate", "--format", "sarif", "examples/tabbar-without-selection.json",
        ])
        #expect(scenario.status == 1)
        #expect(scenario.stdout.contains(#""uri":"examples/tabbar-without-selection.json""#))
        // Exit 2 still prints a SARIF log, one that says the run failed and why.
        let failed = try Repository.orientd([
            "validate", "--format", "sarif", "--project", "Tests/fixtures/projects/Shop/Shop.xcodeproj", "--target",
            "Nope",
        ])
        #expect(failed.status == 2)
        let failedRun = try #require(((failed.json?["runs"] as? [[String: Any]])?.first))
        let invocation = try #require((failedRun["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notification = (invocation["toolExecutionNotifications"] as? [[String: Any]])?.first
        #expect(
            ((notification?["message"] as? [String: Any])?["text"] as? String)?.contains("no target named \"Nope\"")
                == true)
    }

    // MARK: Annotations (github, text)

    /// Code gives many scenarios, and one fact (an Info.plist warning) shows in each: `--format text` says each
    /// finding once, with the first scenario's name and how many more show it; every finding of the JSON answer is
    /// counted in exactly one line.
    @Test func aFindingSeveralScenariosShareIsOneLine() throws {
        let arguments = ["validate", "--sources", "Tests/fixtures/code/ScenesApp"]
        let json = try Repository.orientd(arguments)
        let targets = try #require(json.json?["targets"] as? [String: [String: Any]])
        #expect(targets.count >= 2)
        let total = targets.values.reduce(0) { $0 + (($1["findings"] as? [[String: Any]])?.count ?? 0) }
        let text = try Repository.orientd(arguments + ["--format", "text", "--notes", "all"])
        #expect(text.status == json.status)
        var counted = 0
        var seen: Set<String> = []
        let also = try Regex(#" \(the same in (\d+) more scenarios?\)$"#)
        for line in text.stdout.split(separator: "\n") {
            var body = String(line)
            var more = 0
            if let match = body.firstMatch(of: also) {
                more = Int(match.output[1].substring ?? "") ?? 0
                body.removeSubrange(match.range)
            }
            counted += 1 + more
            // Without the scenario's name, no two lines are the same.
            let unlabelled = body.replacing(try Regex(#"\] \[[^\]]*\] "#), with: "] ")
            #expect(seen.insert(unlabelled).inserted, Comment(rawValue: unlabelled))
        }
        #expect(counted == total)
        #expect(text.stdout.contains("(the same in 1 more scenario)") || text.stdout.contains(" more scenarios)"))
    }

    /// Two app targets of one project with the same finding each get their line (VLC-iOS and VLC-iOS-no-watch were
    /// said once, under the first); within one app, a finding several scenarios share is one line.
    @Test func aSharedFindingIsSaidOncePerApp() throws {
        let scenario = try Scenario.decode(
            bytes: Array(
                try Data(contentsOf: Self.repository.appendingPathComponent("examples/tabbar-without-selection.json"))))
        let validation = Validator.validate(scenario, maxStates: 10_000)
        #expect(!validation.findings.isEmpty)
        func run(_ app: String, _ scenarioName: String) -> SARIF.Run {
            SARIF.Run(
                validation: validation, notes: InputNotes(), sources: [:], fallback: "f.json",
                target: "\(app): \(scenarioName)", app: app)
        }
        let twoApps = Annotations.lines([run("A", "launch"), run("B", "launch")], format: .text).split(separator: "\n")
        #expect(twoApps.count == 2 * validation.findings.count)
        #expect(twoApps.contains { $0.contains("[A: launch]") } && twoApps.contains { $0.contains("[B: launch]") })
        let oneApp = Annotations.lines([run("A", "launch"), run("A", "present")], format: .text).split(separator: "\n")
        #expect(oneApp.count == validation.findings.count)
        #expect(oneApp.allSatisfy { $0.hasSuffix("(the same in 1 more scenario)") && $0.contains("[A: launch]") })
    }

    /// A finding that one scenario infers (a value one of several) and another shows for certain is one line, said as
    /// the certain one (Simplenote's multitasking warning was two lines once a NO from shouldAutorotate was tried).
    @Test func anInferredCopyJoinsTheCertainFinding() throws {
        let scenario = try Scenario.decode(
            bytes: Array(
                try Data(contentsOf: Self.repository.appendingPathComponent("examples/tabbar-without-selection.json"))))
        let certain = Validator.validate(scenario, maxStates: 10_000)
        var inferred = certain
        for index in inferred.findings.indices { inferred.findings[index].inferences = [.oneOfSeveralValues] }
        let run = { (validation: Validation, name: String) in
            SARIF.Run(
                validation: validation, notes: InputNotes(), sources: [:], fallback: "f.json", target: "A: \(name)",
                app: "A")
        }
        let lines = Annotations.lines([run(inferred, "guess"), run(certain, "launch")], format: .text)
            .split(separator: "\n")
        #expect(lines.count == certain.findings.count)
        #expect(lines.allSatisfy { $0.contains("[A: launch]") && !$0.contains("Inferred") })
        #expect(lines.allSatisfy { $0.hasSuffix("(the same in 1 more scenario)") })
        // Capped to a warning because it assumes a value (an error assumes nothing), the inferred copy still joins
        // the certain error: one line, an error.
        var capped = inferred
        for index in capped.findings.indices { capped.findings[index].capSeverityByAssumptions() }
        #expect(
            capped.findings.contains { $0.severity == .warning } && certain.findings.contains { $0.severity == .error })
        let joined = Annotations.lines([run(capped, "guess"), run(certain, "launch")], format: .text)
            .split(separator: "\n")
        #expect(joined.count == certain.findings.count)
        #expect(
            joined.filter { $0.contains(": error: ") }.count == certain.findings.filter { $0.severity == .error }.count)
    }

    /// One finding that holds on several shipped cells is one line that names them (issue 34: the text and github
    /// formats repeated one rule at one line once per idiom).
    @Test func aFindingOnSeveralCellsIsOneLine() throws {
        let body = #"{"app":{"deviceFamilies":[1,2],"minimumOSVersion":"26.0"},"root":{}}"#
        let run = try Repository.orientd(["validate", "-", "--format", "text"], input: body)
        let json = try Repository.orientd(["validate", "-"], input: body)
        let findings = json.findings.filter { $0["rule"] as? String == "scene-life-cycle-required" }
        #expect(findings.count >= 2)
        let lines = run.stdout.split(separator: "\n").filter { $0.contains("[scene-life-cycle-required]") }
        #expect(lines.count == 1, Comment(rawValue: run.stdout))
        #expect(lines.first?.hasSuffix("(iPhone and iPad, iOS 27.0)") == true, Comment(rawValue: run.stdout))
        #expect(
            Annotations.cells([
                ShipCell(idiom: .phone, systemVersion: SystemVersion(major: 15)),
                ShipCell(idiom: .phone, systemVersion: SystemVersion(major: 16)),
                ShipCell(idiom: .pad, systemVersion: SystemVersion(major: 16)),
            ]) == " (iPhone, iOS 15.0 and 16.0; iPad, iOS 16.0)")
    }

    /// Notes of one rule are one line that says how many more there are (issue 45: 103 of one large app's 194 notes
    /// were one kind); `--notes all` prints each, and the JSON answer always holds every one.
    @Test func notesOfOneRuleAreOneLineUnlessAllAreAsked() throws {
        let sources = ["validate", "--sources", "Tests/fixtures/code/ScenesApp", "--format", "text"]
        let all = try Repository.orientd(sources + ["--notes", "all"])
        let collapsed = try Repository.orientd(sources)
        func notes(_ run: Run, _ rule: String) -> [Substring] {
            run.stdout.split(separator: "\n").filter { $0.contains(": note: [\(rule)]") }
        }
        let every = notes(all, "code-not-read")
        #expect(every.count == 2, Comment(rawValue: all.stdout))
        #expect(
            notes(collapsed, "code-not-read") == [
                every[0] + " (and 1 more note of [code-not-read]; --notes all prints every one)"
            ])
        // One note of a rule is said as it is; warnings and errors are never collapsed; the exit status is the same.
        #expect(notes(collapsed, "scene-life-cycle-required") == notes(all, "scene-life-cycle-required"))
        #expect(collapsed.status == all.status)
        let json = try Repository.orientd(["validate", "--sources", "Tests/fixtures/code/ScenesApp"])
        #expect(json.stdout.components(separatedBy: #""rule":"code-not-read""#).count - 1 == every.count)
    }

    /// `--format text` and `--format github`: one line per finding, the exact bytes built here from the JSON answer
    /// (file and line from `source`, the cell from `state`), and the same exit status as JSON.
    @Test func textAndGitHubAnnotationsCarryEachFindingAtItsLine() throws {
        let json = try Repository.orientd(["validate", "--project", Self.shop])
        var text = "", github = ""
        for finding in json.findings {
            let source = try #require(finding["source"] as? [String: Any])
            let file = try #require(source["file"] as? String), line = try #require(source["line"] as? Int)
            let state = try #require(finding["state"] as? [String: Any])
            let cell =
                " (\(state["idiom"] as? String == "pad" ? "iPad" : "iPhone"), iOS \(state["systemVersion"] as? String ?? ""))"
            let severity = finding["severity"] as? String ?? ""
            let rule = finding["rule"] as? String ?? "", message = (finding["message"] as? String ?? "") + cell
            text += "\(file):\(line): \(severity == "info" ? "note" : severity): [\(rule)] \(message)\n"
            let command = severity == "info" ? "notice" : severity
            github += "::\(command) file=\(file),line=\(line),title=\(rule)::\(message)\n"
        }
        #expect(!json.findings.isEmpty)
        let textRun = try Repository.orientd(["validate", "--project", Self.shop, "--format", "text"])
        #expect(textRun.stdout == text)
        #expect(textRun.status == json.status)
        let githubRun = try Repository.orientd(["validate", "--project", Self.shop, "--format", "github"])
        #expect(githubRun.stdout == github)
        #expect(githubRun.status == json.status)
        // Exit 2 still says why, where the log is read.
        let failed = try Repository.orientd([
            "validate", "--project", Self.shop, "--target", "Nope", "--format", "github",
        ])
        #expect(failed.status == 2)
        #expect(
            failed.stdout.hasPrefix(
                "::error title=orientd::Tests/fixtures/projects/Shop/Shop.xcodeproj/project.pbxproj: no target named \"Nope\""
            ))
        // --fail-on warning: warnings fail the run too (the Cordova fixture has warnings and no error).
        let cordova = "\(Self.fixtures)/Cordova/App.xcodeproj"
        #expect(try Repository.orientd(["validate", "--project", cordova, "--format", "text"]).status == 0)
        #expect(
            try Repository.orientd(["validate", "--project", cordova, "--format", "text", "--fail-on", "warning"])
                .status == 1)
        // GitHub's escaping: %, CR and LF in messages; also : and , in properties.
        #expect(Annotations.escapeData("50% done\r\nnext: a, b") == "50%25 done%0D%0Anext: a, b")
        #expect(Annotations.escapeProperty("C:\\a,b%") == "C%3A\\a%2Cb%25")
    }
}
