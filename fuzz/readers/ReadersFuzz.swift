// libFuzzer target over the readers: what an uploaded archive or a checked-out app can hand them. The input's first
// byte chooses the reader (or FUZZ_READER names one), the rest is the file:
//   objc (.m), swift (.swift), storyboard (.storyboard), xib (.xib): CodeReader, the model resolved;
//   pbxproj: an Xcode project, its targets classified and the apps imported;
//   xcconfig: the build settings of a project whose configuration is based on it (includes too);
//   xcodegen: an XcodeGen project.yml;
//   manifest: a local package's Package.swift, the linked product's targets resolved.
// Oracles: no crash, no trap, no hang past libFuzzer's -timeout; errors are thrown values, never a stop.
// Built against the package's modules by fuzz/readers.sh (SwiftPM, -sanitize=fuzzer).
import Foundation
import OrientationResolver
import ProjectFiles
import SourceReader

let readers = ["objc", "swift", "storyboard", "xib", "pbxproj", "xcconfig", "xcodegen", "manifest"]
let chosen: Int? = ProcessInfo.processInfo.environment["FUZZ_READER"].flatMap { readers.firstIndex(of: $0) }

let pbxprojTemplate = """
    // !$*UTF8*$!
    { archiveVersion = 1; objectVersion = 60; objects = {
    T1 = { isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1); name = App;
      packageProductDependencies = (D1); productType = "com.apple.product-type.application"; };
    R1 = { isa = PBXProject; buildConfigurationList = L2; mainGroup = G1; targets = (T1); packageReferences = (P1); };
    L1 = { isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Release; };
    L2 = { isa = XCConfigurationList; buildConfigurations = (); };
    C1 = { isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = { PRODUCT_NAME = App; }; name = Release; };
    X1 = { isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
    G1 = { isa = PBXGroup; children = (F1, X1); sourceTree = "<group>"; };
    F1 = { isa = PBXFileReference; path = App/App.swift; sourceTree = "<group>"; };
    B1 = { isa = PBXBuildFile; fileRef = F1; };
    S1 = { isa = PBXSourcesBuildPhase; files = (B1); };
    P1 = { isa = XCLocalSwiftPackageReference; relativePath = Kit; };
    D1 = { isa = XCSwiftPackageProductDependency; package = P1; productName = KitUI; };
    }; rootObject = R1; }
    """

/// Reads `file` as the reader `kind` reads it; every error is a value.
func read(_ kind: String, _ file: [UInt8]) {
    let text = String(decoding: file, as: UTF8.self)
    switch kind {
    case "objc", "swift", "storyboard", "xib":
        let name = "App/File." + (kind == "objc" ? "m" : kind)
        let model = CodeReader.read([(name, text)], module: "App")
        _ = CodeScenarios.build(from: model)
    case "pbxproj", "xcconfig", "xcodegen", "manifest":
        var files: [String: [UInt8]] = [
            "App.xcodeproj/project.pbxproj": Array(pbxprojTemplate.utf8), "App/App.swift": Array("class A {}".utf8),
            "App.xcconfig": Array("IPHONEOS_DEPLOYMENT_TARGET = 15.0\n".utf8),
            "Kit/Package.swift": Array(
                "let package = Package(name: \"Kit\", products: [.library(name: \"KitUI\", targets: [\"KitUI\"])], targets: [.target(name: \"KitUI\")])"
                    .utf8),
        ]
        switch kind {
        case "pbxproj": files["App.xcodeproj/project.pbxproj"] = file
        case "xcconfig": files["App.xcconfig"] = file
        case "manifest": files["Kit/Package.swift"] = file
        default:
            files["App.xcodeproj/project.pbxproj"] = nil
            files["project.yml"] = file
        }
        guard let tree = try? ArchiveTree(files: files) else { return }
        _ = try? AppCheck.check(
            tree: tree, label: "fuzz", limits: ScenarioLimits(maxDepth: 32, maxControllers: 40),
            sourceLimits: SourceLimits(maxFiles: 50, maxFileBytes: 1 << 16, maxDepth: 8))
    default:
        return
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func readersFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let chosen {
        read(readers[chosen], bytes)
    } else if let first = bytes.first {
        read(readers[Int(first) % readers.count], Array(bytes.dropFirst()))
    }
    return 0
}
