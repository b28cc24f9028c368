#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What Xcode's build settings say when orientd runs as a Run Script build phase: the project, the target, the
/// configuration and the SDK Xcode is building (`PROJECT_FILE_PATH`, `TARGET_NAME`, `CONFIGURATION`, `SDK_VERSION`;
/// `SRCROOT` is the project's folder). `orientd validate` reads them only when it is given no input of its own, and
/// then prints the compiler format Xcode shows at each line.
struct XcodeBuild: Equatable {
    var project: String
    var target: String
    var configuration: String?
    var sdk: String?

    /// The build Xcode describes in `environment`, or nil outside a build phase (no project file path or target).
    static func from(_ environment: (String) -> String?) -> XcodeBuild? {
        guard let project = environment("PROJECT_FILE_PATH"), !project.isEmpty,
            let target = environment("TARGET_NAME"), !target.isEmpty
        else { return nil }
        let configuration = environment("CONFIGURATION"), sdk = environment("SDK_VERSION")
        return XcodeBuild(
            project: project, target: target, configuration: configuration?.isEmpty == false ? configuration : nil,
            sdk: sdk?.isEmpty == false ? sdk : nil)
    }

    /// The process's environment.
    static func current() -> XcodeBuild? {
        from { name in getenv(name).map { String(cString: $0) } }
    }

    /// The line said on stderr: what is checked, as Xcode builds it.
    var description: String {
        "checking the target \(target)\(configuration.map { " (\($0))" } ?? "") of \(project)"
            + "\(sdk.map { " with the iOS \($0) SDK" } ?? ""), as Xcode builds it (PROJECT_FILE_PATH, TARGET_NAME)"
    }
}
