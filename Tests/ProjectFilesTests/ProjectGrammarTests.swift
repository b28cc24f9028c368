import Foundation
import OrientationResolver
import OrientationWire
@testable import ProjectFiles
import Testing
@testable import TestSupport

/// The pieces of project reading (issue 26): the xcconfig grammar, setting expansion, target kinds, workspaces,
/// the Info.plist preprocessor and XcodeGen specs, each on small inputs written here.
@Suite struct ProjectGrammarTests {
    /// Files in memory: path → text.
    static func reader(_ files: [String: String]) -> (String) throws(ProjectFileError) -> [UInt8]? {
        { path in files[path].map { Array($0.utf8) } }
    }

    /// The 1-based line of the first line of `text` that contains `needle`.
    static func line(of needle: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }

    static func assignments(_ text: String) throws -> (assignments: [SettingAssignment], warnings: [Finding]) {
        var reader = XCConfigReader(readFile: reader(["a.xcconfig": text]))
        let result = try reader.assignments(of: "a.xcconfig", from: FileSource(file: "project.pbxproj", line: 1))
        return (result, reader.diagnostics)
    }

    @Test(arguments: [
        // The NetNewsWire form: a condition whose value holds "=" would be split there by a first-"=" reader.
        ("CODE_SIGN_IDENTITY[sdk=macosx*] = Mac Developer", "CODE_SIGN_IDENTITY", ["sdk=macosx*"], "Mac Developer"),
        ("OTHER[sdk=iphoneos*][arch=arm64]=-ObjC", "OTHER", ["sdk=iphoneos*", "arch=arm64"], "-ObjC"),
        ("OTHER[sdk=iphoneos*,arch=arm64] = x", "OTHER", ["sdk=iphoneos*", "arch=arm64"], "x"),
        ("FLAG[config=Release]  =  a=b  // a comment", "FLAG", ["config=Release"], "a=b"),
        ("EMPTY =", "EMPTY", [], ""),
        ("\tSPACED\t=\tvalue ;", "SPACED", [], "value"),
        ("URL = https://example.com", "URL", [], "https:"),
        ("LIST = $(inherited) -DX", "LIST", [], "$(inherited) -DX"),
    ])
    func xcconfigLines(_ line: String, _ name: String, _ conditions: [String], _ value: String) throws {
        let (assignments, warnings) = try Self.assignments(line + "\n")
        #expect(warnings.isEmpty)
        let assignment = try #require(assignments.first)
        #expect(assignment.name == name)
        #expect(assignment.conditions.map { "\($0.key)=\($0.pattern)" } == conditions)
        #expect(assignment.value == value)
        #expect(assignment.source.line == 1)
    }

    @Test func unparsableLinesAreWarningsUnlessOrientdReadsTheSetting() throws {
        let (assignments, warnings) = try Self.assignments("A = 1\nthis is not a setting\nB[sdk = 2\nC = 3\n")
        #expect(assignments.map(\.name) == ["A", "C"])
        #expect(warnings.map(\.source?.line) == [2, 3])
        #expect(warnings[0].warningLine.hasPrefix("a.xcconfig:2: warning: expected NAME = value"))
        #expect(throws: ProjectFileError.self) { try Self.assignments("TARGETED_DEVICE_FAMILY[sdk = 1,2\n") }
        do {
            _ = try Self.assignments("\nINFOPLIST_KEY_UIRequiresFullScreen[sdk YES\n")
        } catch let error as ProjectFileError {
            #expect(error.line == 2)
            #expect(
                error.message.hasPrefix("INFOPLIST_KEY_UIRequiresFullScreen is written in a way orientd cannot read"))
        }
    }

    /// A setting that names itself at a higher level (`INFOPLIST_FILE = $(INFOPLIST_FILE)` in a target over an xcconfig
    /// that names the file: FreespokeBrowser's) takes the value of the levels below, as `$(inherited)` does, with the
    /// place that gives it; beside other text, the value below is put in its place.
    @Test func aSettingThatNamesItselfInheritsTheLevelsBelow() throws {
        let (below, _) = try Self.assignments("INFOPLIST_FILE = Client/Info.plist\nFLAGS = -DA")
        let (above, _) = try Self.assignments("FLAGS = ${FLAGS} -DB\nINFOPLIST_FILE = $(INFOPLIST_FILE)")
        let settings = SettingResolution.resolve([below, above], context: BuildContext(configuration: "Release"))
        #expect(settings["INFOPLIST_FILE"]?.value == "Client/Info.plist")
        #expect(settings["INFOPLIST_FILE"]?.source.line == 1)
        #expect(settings["FLAGS"]?.value == "-DA -DB")
    }

    @Test func conditionsChooseTheDeviceBuild() throws {
        let (assignments, _) = try Self.assignments(
            """
            SDKROOT = macosx
            SDKROOT[sdk=iphoneos*] = iphoneos
            FAMILY[arch=x86_64] = 9
            FAMILY = 1,2
            MODE[config=Debug] = debug
            MODE[config=Release] = release
            """)
        let settings = SettingResolution.resolve([assignments], context: BuildContext(configuration: "Release"))
        #expect(settings["SDKROOT"]?.value == "iphoneos")
        #expect(settings["FAMILY"]?.value == "1,2")
        #expect(settings["MODE"]?.value == "release")
    }

    @Test(arguments: [
        ("$(PRODUCT_BUNDLE_IDENTIFIER)", "com.example.app"),
        ("${PRODUCT_BUNDLE_IDENTIFIER}.widget", "com.example.app.widget"),
        ("$(BASE).$(PRODUCT_NAME:rfc1034identifier)", "com.example.My-App-2"),
        ("$(PRODUCT_NAME:c99extidentifier)", "My_App_2"),
        ("$(PRODUCT_NAME:lower)", "my app 2"),
        ("$(UNDEFINED:default=fallback)", "fallback"),
        ("$(UNDEFINED).x", ".x"),
        ("io.robbie.HomeAssistant${BUNDLE_ID_SUFFIX}${PROVISIONING_SUFFIX}", "io.robbie.HomeAssistant"),
        ("$(BUILT_PRODUCTS_DIR)/App.app", "$(BUILT_PRODUCTS_DIR)/App.app"),
        ("$(NESTED_$(SUFFIX))", "nested"),
        ("$(PRODUCT_NAME:unknownmodifier)", "$(PRODUCT_NAME:unknownmodifier)"),
        ("$(LOOP)", "$(LOOP)"),
    ])
    func expansion(_ text: String, _ expected: String) {
        let settings = [
            "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app", "BASE": "com.example", "PRODUCT_NAME": "My App 2",
            "NESTED_A": "nested", "SUFFIX": "A", "LOOP": "$(LOOP)",
        ]
        #expect(SettingExpansion.expand(text) { settings[$0] } == expected)
    }

    @Test(arguments: [
        ("com.apple.product-type.application", ["SDKROOT": "iphoneos"], TargetKind.iOSApp),
        ("com.apple.product-type.application", ["SDKROOT": "macosx"], TargetKind.macOSApp),
        ("com.apple.product-type.application", ["SDKROOT": "appletvos"], TargetKind.tvOSApp),
        (
            "com.apple.product-type.application",
            ["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "macosx iphoneos iphonesimulator"], TargetKind.iOSApp
        ),
        ("com.apple.product-type.application", ["TARGETED_DEVICE_FAMILY": "3"], TargetKind.tvOSApp),
        (
            "com.apple.product-type.application",
            ["SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "xros xrsimulator", "TARGETED_DEVICE_FAMILY": "7"],
            TargetKind.visionOSApp
        ),
        ("com.apple.product-type.application.watchapp2", ["SDKROOT": "watchos"], TargetKind.watchOSApp),
        ("com.apple.product-type.app-extension", ["SDKROOT": "iphoneos"], TargetKind.appExtension),
        ("com.apple.product-type.bundle.unit-test", [:], TargetKind.unitTests),
        ("com.apple.product-type.tool", ["SDKROOT": "macosx"], TargetKind.tool),
    ])
    func targetKinds(_ productType: String, _ settings: [String: String], _ kind: TargetKind) {
        let resolved = settings.mapValues { (value: $0, source: FileSource(file: "p", line: 1)) }
        #expect(TargetKind.of(productType: productType, settings: resolved) == kind)
    }

    /// Each project once, at the line that first names it (Mimeo's workspace names its project by `group:` and by
    /// `container:`; it was read twice, as two apps of one name).
    @Test func workspaceProjectsWithTheirLines() throws {
        let files = [
            "Root/App.xcworkspace/contents.xcworkspacedata": """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:App.xcodeproj">
               </FileRef>
               <Group location = "group:Modules" name = "Modules">
                  <FileRef location = "group:Kit/Kit.xcodeproj"></FileRef>
               </Group>
               <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
               <FileRef location = "container:Other/Other.xcodeproj"/>
               <FileRef location = "container:App.xcodeproj"/>
            </Workspace>
            """
        ]
        let projects = try WorkspaceReader(workspacePath: "Root/App.xcworkspace", readFile: Self.reader(files))
            .projects()
        #expect(
            projects.map(\.path) == [
                "Root/App.xcodeproj", "Root/Modules/Kit/Kit.xcodeproj", "Root/Pods/Pods.xcodeproj",
                "Root/Other/Other.xcodeproj",
            ])
        #expect(projects.map(\.line) == [4, 8, 10, 11])
    }

    @Test func preprocessedInfoPlistFollowsItsConditionals() {
        let plist = """
            <dict>
            #ifdef BETA
            \t<key>CFBundleIdentifier</key><string>beta</string>
            #else
            \t<key>CFBundleIdentifier</key><string>release</string>
            #endif
            #if defined(PHONE_ONLY) && !BETA
            \t<key>UIRequiresFullScreen</key><true/>
            #endif
            </dict>
            """
        let release = InfoPlistPreprocessor(definitions: "PHONE_ONLY", prefixHeader: nil).run(Array(plist.utf8))
        let text = String(decoding: release.bytes, as: UTF8.self)
        #expect(release.reason == nil)
        #expect(text.contains("<string>release</string>") && !text.contains("beta"))
        #expect(text.contains("UIRequiresFullScreen"))
        #expect(
            text.split(separator: "\n", omittingEmptySubsequences: false).count == 10, "every line keeps its number")
        let beta = InfoPlistPreprocessor(definitions: "BETA=1 PHONE_ONLY", prefixHeader: Array("#define X 2\n".utf8))
            .run(Array(plist.utf8))
        #expect(String(decoding: beta.bytes, as: UTF8.self).contains("<string>beta</string>"))
        #expect(!String(decoding: beta.bytes, as: UTF8.self).contains("UIRequiresFullScreen"))
        // A condition it cannot evaluate: only what lies outside the conditionals is kept, and the lines are said.
        let undecided = InfoPlistPreprocessor(definitions: "", prefixHeader: nil).run(
            Array("<dict>\n#if VERSION > 3\n<key>A</key>\n#endif\n<key>B</key>\n</dict>".utf8))
        #expect(undecided.reason?.line == 2)
        #expect(undecided.undecided == [2...4])
        #expect(String(decoding: undecided.bytes, as: UTF8.self) == "<dict>\n\n\n\n<key>B</key>\n</dict>")
        // A macro the prefix header defines is substituted in the text (Convos' `ATS_DICTIONARY`, defined empty in
        // one header and as keys in another); a word that only contains a macro's name is not.
        let substituted = InfoPlistPreprocessor(
            definitions: "", prefixHeader: Array("#define ATS_DICTIONARY\n#define EXTRA <key>K</key><true/>\n".utf8)
        ).run(Array("<dict>\n\tATS_DICTIONARY\n\tEXTRA\n<key>NOT_EXTRA</key>\n</dict>".utf8))
        #expect(
            String(decoding: substituted.bytes, as: UTF8.self)
                == "<dict>\n\t\n\t<key>K</key><true/>\n<key>NOT_EXTRA</key>\n</dict>")
    }

    @Test func xcodegenSpecWithIncludesSettingsAndInfo() throws {
        let files = [
            "App/project.yml": """
            name: Demo
            include:
              - Shared/base.yml
            options:
              deploymentTarget:
                iOS: "16.0"
            targets:
              Demo:
                type: application
                platform: iOS
                configFiles:
                  Release: Config/Release.xcconfig
                settings:
                  groups: [Bundle]
                  configs:
                    Release:
                      INFOPLIST_KEY_UIRequiresFullScreen: true
                info:
                  path: Demo/Info.plist
                  properties:
                    CFBundleIdentifier: $(PRODUCT_BUNDLE_IDENTIFIER)
                    UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]
              DemoMac:
                type: application
                platform: macOS
              Widgets:
                type: app-extension
                platform: iOS
            """,
            "App/Shared/base.yml": """
            settingGroups:
              Bundle:
                PRODUCT_BUNDLE_IDENTIFIER: org.example.$(TARGET_NAME:lower)
            settings:
              GENERATE_INFOPLIST_FILE: YES
            """,
            "App/Config/Release.xcconfig": "TARGETED_DEVICE_FAMILY = 1\n",
        ]
        let imported = try XcodeGenReader(specPath: "App/project.yml", readFile: Self.reader(files))
            .importApps(target: nil, configuration: nil)
        #expect(imported.targets.map(\.name) == ["Demo", "DemoMac", "Widgets"])
        #expect(imported.targets.map(\.kind) == [.iOSApp, .macOSApp, .appExtension])
        #expect(imported.choice?.hasPrefix("target Demo, the spec's one iOS app") == true)
        let app = try #require(imported.apps.first)
        #expect(app.configuration == "Release")
        #expect(app.deviceFamilies == [.phone])
        #expect(app.minimumOSVersion?.description == "16.0")
        #expect(app.infoPlist.bundleIdentifier == "org.example.demo")
        #expect(app.infoPlist.supportedInterfaceOrientations == [1])
        #expect(app.infoPlist.requiresFullScreen == true)
        // Each value names the YAML (or xcconfig) file and line it came from.
        #expect(app.sources["/app/deviceFamilies"] == FileSource(file: "App/Config/Release.xcconfig", line: 1))
        let spec = files["App/project.yml"]!
        #expect(
            app.sources["/app/minimumOSVersion"]
                == FileSource(file: "App/project.yml", line: Self.line(of: "iOS: \"16.0\"", in: spec)))
        #expect(
            app.sources["/app/infoPlist/UISupportedInterfaceOrientations"]
                == FileSource(
                    file: "App/project.yml", line: Self.line(of: "UISupportedInterfaceOrientations:", in: spec)))
        #expect(
            imported.diagnostics.contains {
                $0.message.contains("Demo/Info.plist is not in the checkout (XcodeGen writes it)")
            })
        // A target that is not an iOS app, named: one line saying what it is.
        // The target's line is where its map starts (the line after its name).
        #expect(
            throws: ProjectFileError(
                file: "App/project.yml", line: Self.line(of: "DemoMac:", in: spec).map { $0 + 1 },
                message:
                    "target \"DemoMac\" is a macOS app, not an iOS app, so orientd does not check it; its iOS apps are \"Demo\""
            )
        ) {
            try XcodeGenReader(specPath: "App/project.yml", readFile: Self.reader(files)).importApps(
                target: "DemoMac", configuration: nil)
        }
    }

    /// Kiwix's form: the app's type and destinations come from a target template.
    @Test func xcodegenTargetTemplatesApplyUnderTheTarget() throws {
        let files = [
            "project.yml": """
            targetTemplates:
              App:
                type: application
                supportedDestinations: [iOS, macOS]
                settings:
                  base:
                    PRODUCT_BUNDLE_IDENTIFIER: org.example.${target_name}
                    TARGETED_DEVICE_FAMILY: "1"
            targets:
              Reader:
                templates: [App]
                settings:
                  base:
                    TARGETED_DEVICE_FAMILY: "1,2"
                    GENERATE_INFOPLIST_FILE: YES
              Broken:
                templates: [Missing]
                type: framework
            """
        ]
        let imported = try XcodeGenReader(specPath: "project.yml", readFile: Self.reader(files)).importApps(
            target: nil, configuration: nil)
        #expect(imported.targets.map(\.kind) == [.iOSApp, .framework])
        let app = try #require(imported.apps.first)
        #expect(app.infoPlist.bundleIdentifier == "org.example.Reader")
        #expect(app.deviceFamilies == [.phone, .pad], "the target's own settings win over its template's")
        let named = try XcodeGenReader(specPath: "project.yml", readFile: Self.reader(files)).importApps(
            target: "Reader", configuration: "Debug")
        #expect(named.apps.first?.configuration == "Debug")
    }
    /// The code `--project` reads from a spec: the target's `sources` after its template's and its include's
    /// (XcodeGen appends lists when it merges a template or an include), each relative to the spec that names it;
    /// sources for other platforms only, and files that hold no code, left out. Before, an XcodeGen app's code was
    /// not read at all (Kiwix: 0 files, now 211).
    @Test func xcodegenSourcesAreTheCodeRead() throws {
        let files = [
            "App/project.yml": """
            include: [Shared/more.yml]
            targetTemplates:
              Base:
                type: application
                platform: iOS
                sources:
                  - path: Views
                  - Model
                  - path: Mac
                    destinationFilters: [macOS]
                  - path: PrivacyInfo.xcprivacy
            targets:
              Reader:
                templates: [Base]
                sources:
                  - path: Support/Main.storyboard
            """,
            "App/Shared/more.yml": """
            targets:
              Reader:
                sources: [Extra]
            """,
        ]
        let app = try #require(
            try XcodeGenReader(specPath: "App/project.yml", readFile: Self.reader(files)).importApps(
                target: "Reader", configuration: nil
            ).apps.first)
        #expect(app.codeFolders == ["App/Views", "App/Model", "App/Shared/Extra"])
        #expect(app.codeFiles == ["App/Support/Main.storyboard"])
    }

    /// `key:REPLACE` replaces what a template or an include gives, lists included.
    @Test func xcodegenReplaceKeys() throws {
        let files = [
            "project.yml": """
            targetTemplates:
              Base:
                type: application
                platform: iOS
                sources: [Views, Model]
            targets:
              Reader:
                templates: [Base]
                sources:REPLACE: [Only]
            """
        ]
        let app = try #require(
            try XcodeGenReader(specPath: "project.yml", readFile: Self.reader(files)).importApps(
                target: "Reader", configuration: nil
            ).apps.first)
        #expect(app.codeFolders == ["Only"])
    }
}
