import OrientationResolver
import ProjectFiles
import Testing
@testable import SourceReader
@testable import TestSupport

/// Framework targets the app builds and links (issue 46): of its own project, of a project nested in it, of another
/// project of its workspace. Each is read as its own module; what cannot be read is named in `notFollowed`; an app
/// extension it embeds and CocoaPods' umbrella framework are not its code.
@Suite struct LinkedTargetTests {
    /// The player lives in a framework of the app's own project, linked and depended on; the app extension the app
    /// embeds (also a dependency) is not read.
    @Test func aFrameworkOfTheSameProject() throws {
        let project = Self.project(
            targets: [
                Self.target(
                    "T1", name: "App", type: "application", sources: ["F1"], dependencies: ["D1", "D2"],
                    frameworks: ["P2", "P9"]),
                Self.target("T2", name: "Kit", type: "framework", sources: ["F2"], product: "P2"),
                Self.target("T3", name: "Widget", type: "app-extension", sources: ["F3"], product: "P3"),
            ],
            files: [
                "F1": "App/AppDelegate.swift", "F2": "Kit/PlayerViewController.swift", "F3": "Widget/Widget.swift",
            ],
            extra: """
                D1 = { isa = PBXTargetDependency; target = T2; };
                D2 = { isa = PBXTargetDependency; target = T3; };
                P2 = { isa = PBXFileReference; explicitFileType = wrapper.framework; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                P3 = { isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; path = Widget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
                P9 = { isa = PBXFileReference; path = Pods_App.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                """)
        let checked = try check([
            "App.xcodeproj/project.pbxproj": project, "App/AppDelegate.swift": LocalPackageTests.appDelegate,
            "Kit/PlayerViewController.swift": LocalPackageTests.player, "Widget/Widget.swift": LocalPackageTests.player,
        ])
        let coverage = try #require(checked.first?.coverage)
        #expect(coverage.modules == [.init(name: "App", files: 1), .init(name: "Kit", files: 1)])
        #expect(coverage.notFollowed.isEmpty, Comment(rawValue: "\(coverage.notFollowed)"))
        // The framework's player is the app's: presented in the portrait-only app, it is found.
        let findings = AppCheck.validate(checked, maxStates: 2_000).flatMap(\.findings)
        #expect(findings.contains { $0.message.contains("Kit.PlayerViewController supports") })
    }

    /// A project nested in the app's project builds the lock controller: linked through a reference proxy, read as
    /// its module. A second nested project that is not there (an absent submodule) is named, with the line.
    @Test func aFrameworkOfANestedProject() throws {
        let project = Self.project(
            targets: [
                Self.target(
                    "T1", name: "App", type: "application", sources: ["F1"], dependencies: ["D9"],
                    frameworks: ["R1", "R2", "P8"])
            ],
            files: [
                "F1": "App/AppDelegate.swift", "N1": "Vendor/Lock/Lock.xcodeproj", "N2": "Vendor/Gone/Gone.xcodeproj",
            ],
            extra: """
                X1 = { isa = PBXContainerItemProxy; containerPortal = N1; proxyType = 2; remoteGlobalIDString = LP1; remoteInfo = Lock; };
                X2 = { isa = PBXContainerItemProxy; containerPortal = N2; proxyType = 2; remoteGlobalIDString = GP1; remoteInfo = Gone; };
                X9 = { isa = PBXContainerItemProxy; containerPortal = N2; proxyType = 1; remoteGlobalIDString = GT1; remoteInfo = Gone; };
                D9 = { isa = PBXTargetDependency; name = Gone; targetProxy = X9; };
                P8 = { isa = PBXFileReference; path = libPods.a; sourceTree = BUILT_PRODUCTS_DIR; };
                R1 = { isa = PBXReferenceProxy; fileType = wrapper.framework; path = Lock.framework; remoteRef = X1; sourceTree = BUILT_PRODUCTS_DIR; };
                R2 = { isa = PBXReferenceProxy; fileType = wrapper.framework; path = Gone.framework; remoteRef = X2; sourceTree = BUILT_PRODUCTS_DIR; };
                """)
        let nested = Self.project(
            targets: [Self.target("LT1", name: "Lock", type: "framework", sources: ["LF1"], product: "LP1")],
            files: ["LF1": "Classes/LockViewController.m"],
            extra: "LP1 = { isa = PBXFileReference; path = Lock.framework; sourceTree = BUILT_PRODUCTS_DIR; };")
        let checked = try check([
            "App.xcodeproj/project.pbxproj": project, "App/AppDelegate.swift": LocalPackageTests.appDelegate,
            "Vendor/Lock/Lock.xcodeproj/project.pbxproj": nested,
            "Vendor/Lock/Classes/LockViewController.m": Self.lock, "Vendor/Lock/Classes/LockViewController.h": "",
        ])
        let coverage = try #require(checked.first?.coverage)
        #expect(coverage.modules == [.init(name: "App", files: 1), .init(name: "Lock", files: 2)])
        #expect(
            coverage.notFollowed == [
                "Gone (App.xcodeproj/project.pbxproj:\(Self.line(of: "D9", in: project))), built by the nested project Vendor/Gone/Gone.xcodeproj, which is not there or cannot be read, so its code is not read"
            ])
    }

    /// The workspace's other project builds the framework the app links (`BUILT_PRODUCTS_DIR`, an implicit
    /// dependency); CocoaPods' project is never read for it. One no project builds is named.
    @Test func aFrameworkOfAnotherProjectOfTheWorkspace() throws {
        let app = Self.project(
            targets: [Self.target("T1", name: "App", type: "application", sources: ["F1"], frameworks: ["P1", "P2"])],
            files: ["F1": "App/AppDelegate.swift"],
            extra: """
                P1 = { isa = PBXFileReference; path = SharedUI.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                P2 = { isa = PBXFileReference; path = Missing.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                """)
        let shared = Self.project(
            targets: [Self.target("ST1", name: "SharedUI", type: "framework", sources: ["SF1"], product: "SP1")],
            files: ["SF1": "Sources/PlayerViewController.swift"],
            extra: "SP1 = { isa = PBXFileReference; path = SharedUI.framework; sourceTree = BUILT_PRODUCTS_DIR; };")
        let pods = Self.project(
            targets: [Self.target("PT1", name: "Missing", type: "framework", sources: ["PF1"], product: "PP1")],
            files: ["PF1": "Missing/Pod.swift"],
            extra: "PP1 = { isa = PBXFileReference; path = Missing.framework; sourceTree = BUILT_PRODUCTS_DIR; };")
        let checked = try check([
            "App.xcworkspace/contents.xcworkspacedata": """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App/App.xcodeproj"></FileRef>
               <FileRef location = "group:Shared/Shared.xcodeproj"></FileRef>
               <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
            </Workspace>
            """,
            "App/App.xcodeproj/project.pbxproj": app, "App/App/AppDelegate.swift": LocalPackageTests.appDelegate,
            "Shared/Shared.xcodeproj/project.pbxproj": shared,
            "Shared/Sources/PlayerViewController.swift": LocalPackageTests.player,
            "Pods/Pods.xcodeproj/project.pbxproj": pods, "Pods/Missing/Pod.swift": LocalPackageTests.player,
        ])
        let coverage = try #require(checked.first?.coverage)
        #expect(coverage.modules == [.init(name: "App", files: 1), .init(name: "SharedUI", files: 1)])
        #expect(
            coverage.notFollowed == [
                "the framework Missing.framework (App/App.xcodeproj/project.pbxproj:\(Self.line(of: "B_P2", in: app))) is built by no project orientd reads, so its code is not read"
            ])
    }

    /// A local package the framework links (not the app itself: iMast's core framework and its BlurHash package) is
    /// read too.
    @Test func aPackageTheFrameworkLinks() throws {
        let project = Self.project(
            targets: [
                Self.target("T1", name: "App", type: "application", sources: ["F1"], frameworks: ["P2"]),
                Self.target("T2", name: "Core", type: "framework", sources: ["F2"], product: "P2"),
            ],
            files: ["F1": "App/AppDelegate.swift", "F2": "Core/Core.swift", "F3": "Packages/BlurHash"],
            extra: """
                P2 = { isa = PBXFileReference; path = Core.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                PD1 = { isa = XCSwiftPackageProductDependency; productName = BlurHash; };
                """
        ).replacingOccurrences(of: "name = Core;", with: "name = Core; packageProductDependencies = (PD1);")
        let checked = try check([
            "App.xcodeproj/project.pbxproj": project, "App/AppDelegate.swift": LocalPackageTests.appDelegate,
            "Core/Core.swift": "import UIKit\n",
            "Packages/BlurHash/Package.swift":
                "let package = Package(name: \"BlurHash\", products: [.library(name: \"BlurHash\", targets: [\"BlurHash\"])], targets: [.target(name: \"BlurHash\")])\n",
            "Packages/BlurHash/Sources/BlurHash/PlayerViewController.swift": LocalPackageTests.player,
        ])
        let coverage = try #require(checked.first?.coverage)
        #expect(coverage.modules.map(\.name).sorted() == ["App", "BlurHash", "Core"])
        #expect(coverage.notFollowed.isEmpty, Comment(rawValue: "\(coverage.notFollowed)"))
    }

    func check(_ files: [String: String]) throws -> [CheckedScenario] {
        let tree = try ArchiveTree(files: files.mapValues { Array($0.utf8) })
        return try AppCheck.check(tree: tree, label: "the tree", limits: ScenarioLimits(), sourceLimits: SourceLimits())
    }

    static let lock = """
        @implementation LockViewController
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskLandscape; }
        @end
        """

    static func line(of object: String, in project: String) -> Int {
        (project.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(object + " = ") }
            ?? -1) + 1
    }

    /// A native target: its Sources phase builds `sources` (file reference ids), its Frameworks phase links
    /// `frameworks` (each through a build file `B_<id>`).
    static func target(
        _ id: String, name: String, type: String, sources: [String], dependencies: [String] = [],
        frameworks: [String] = [], product: String? = nil
    ) -> String {
        let built = sources.map { "B_\($0)" }
        let linked = frameworks.map { "B_\($0)" }
        return """
            \(id) = { isa = PBXNativeTarget; buildConfigurationList = L_\(id); buildPhases = (S_\(id), K_\(id));
              dependencies = (\(dependencies.joined(separator: ", "))); name = \(name);
              \(product.map { "productReference = \($0);" } ?? "")
              productType = "com.apple.product-type.\(type)"; };
            L_\(id) = { isa = XCConfigurationList; buildConfigurations = (C_\(id)); defaultConfigurationName = Release; };
            C_\(id) = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 15.0; PRODUCT_NAME = "$(TARGET_NAME)"; TARGETED_DEVICE_FAMILY = 1; INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait; GENERATE_INFOPLIST_FILE = YES; }; name = Release; };
            S_\(id) = { isa = PBXSourcesBuildPhase; files = (\(built.joined(separator: ", "))); };
            K_\(id) = { isa = PBXFrameworksBuildPhase; files = (\(linked.joined(separator: ", "))); };
            \(zip(built, sources).map { "\($0) = { isa = PBXBuildFile; fileRef = \($1); };" }.joined(separator: "\n"))
            \(zip(linked, frameworks).map { "\($0) = { isa = PBXBuildFile; fileRef = \($1); };" }.joined(separator: "\n"))
            """
    }

    /// A project whose targets are `targets`, with file references `files` (id → path) in its main group.
    static func project(targets: [String], files: [String: String], extra: String) -> String {
        let ids = targets.compactMap { $0.split(separator: " ").first.map(String.init) }
        let references = files.sorted { $0.key < $1.key }
        return """
            // !$*UTF8*$!
            {
            archiveVersion = 1; objectVersion = 56;
            objects = {
            ROOT = { isa = PBXProject; buildConfigurationList = LP; mainGroup = G1; targets = (\(ids.joined(separator: ", "))); };
            LP = { isa = XCConfigurationList; buildConfigurations = (); };
            G1 = { isa = PBXGroup; children = (\(references.map(\.key).joined(separator: ", "))); sourceTree = "<group>"; };
            \(references.map { "\($0.key) = { isa = PBXFileReference; path = \($0.value); sourceTree = \"<group>\"; };" }.joined(separator: "\n"))
            \(targets.joined(separator: "\n"))
            \(extra)
            };
            rootObject = ROOT;
            }
            """
    }
}
