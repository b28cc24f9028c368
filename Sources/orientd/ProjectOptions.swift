import ArgumentParser
import OrientationResolver
import OrientationWire
import OrientationServer
import ProjectFiles
import SourceReader

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the app's settings come from when not (only) from the scenario JSON (semantics §10).
struct ProjectOptions: ParsableArguments {
    @Option(
        help:
            "An Info.plist (XML or binary): its orientation keys, UIDeviceFamily, MinimumOSVersion and DTSDKName fill app. With --project it replaces the target's INFOPLIST_FILE."
    )
    var infoPlist: String?

    @Option(
        help:
            "An Xcode project (DIR.xcodeproj): the target's build settings (with their xcconfig files), Info.plist and generated INFOPLIST_KEY_* keys fill app."
    )
    var project: String?

    @Option(help: "The target of --project. [default: its one application target]")
    var target: String?

    @Option(
        help: "The build configuration of --project. [default: the target's default configuration, normally Release]")
    var configuration: String?

    @Option(
        help:
            "A folder of the app's code (Swift, Objective-C, storyboards): the scenarios it shows (the window's root, each presentation, each value a dynamic mask can take, and every controller class with an orientation answer) are built and checked, with findings at the lines that decide. Replaces the scenario file."
    )
    var sources: String?

    @Flag(help: "With --project, read only the project's settings, not the target's code.")
    var noSources = false

    @Option(
        help:
            "The Swift module the sources belong to, for class names as UIKit prints them (Module.Class). [default: the target's PRODUCT_MODULE_NAME, else the folder's name]"
    )
    var module: String?

    @Option(
        help:
            "The iOS SDK the app is built with, such as 26.0. Rules that depend on it (scene-life-cycle-required) are errors only when it is known: from this option, app.sdkVersion, a built Info.plist's DTSDKName or Xcode's SDK_VERSION; otherwise they are notes that say which SDK they assume."
    )
    var sdk: String?

    @Option(help: "Most source files read. [env ORIENTD_MAX_SOURCE_FILES, default 20000]")
    var maxSourceFiles: Int?

    @Option(
        help:
            "Largest source file read, in bytes; a larger one is skipped with a note. [env ORIENTD_MAX_SOURCE_FILE_BYTES, default 10485760]"
    )
    var maxSourceFileBytes: Int?

    @Option(
        help:
            "Deepest folder nesting read below a source folder; deeper folders are skipped with a note. [env ORIENTD_MAX_SOURCE_DEPTH, default 32]"
    )
    var maxSourceDepth: Int?

    var given: Bool { infoPlist != nil || project != nil }

    func sourceLimits() throws -> SourceLimits {
        SourceLimits(
            maxFiles: try positive(maxSourceFiles, "ORIENTD_MAX_SOURCE_FILES", default: 20_000, max: 1_000_000),
            maxFileBytes: try positive(
                maxSourceFileBytes, "ORIENTD_MAX_SOURCE_FILE_BYTES", default: 10 << 20, max: 1 << 30),
            maxDepth: try positive(maxSourceDepth, "ORIENTD_MAX_SOURCE_DEPTH", default: 32, max: 1000))
    }

    /// `--sdk` as a version (checked when the apps are read).
    var sdkVersion: SystemVersion? { sdk.flatMap { SystemVersion(parsing: $0) } }

    /// The folder that holds the project (SARIF's %SRCROOT%), or nil without a project.
    func sourceRoot() -> SARIF.SourceRoot? {
        guard let project, let path = try? ProjectLocation.find(project).path else { return nil }
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if folder.hasPrefix("/") { return SARIF.SourceRoot(absolute: folder, asGiven: folder) }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        let cwd = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return SARIF.SourceRoot(absolute: folder.isEmpty || folder == "." ? cwd : cwd + "/" + folder, asGiven: folder)
    }

    /// What the files say (one app, or one per iOS app target when the project has several and none is named), or
    /// nil without files. Warnings about the files and how the target was chosen go to stderr. A file orientd
    /// cannot use: one line on stderr, exit 2.
    func importedApps() throws -> [ImportedApp]? {
        if let sdk, sdkVersion == nil {
            throw BadInput("--sdk \(sdk): expected an iOS SDK version such as 26.0")
        }
        guard given else {
            if target != nil || configuration != nil {
                throw BadInput("--target and --configuration need --project")
            }
            // --sources alone: the app's settings from the one Info.plist in the folder, when it holds exactly one.
            guard let sources else { return nil }
            let choice = SourceFiles.infoPlists(in: sources, limits: try sourceLimits())
            let found = choice.found
            if found.count > 1, let chosen = choice.chosen {
                printError(
                    "orientd: \(sources): \(found.count) Info.plist files; \(chosen) is the only application's (the others are a test bundle's, an extension's or a framework's)"
                )
            }
            guard let chosen = choice.chosen else {
                if found.count == 1, let other = choice.notApplications.first {
                    printError(
                        "orientd: \(other): the one Info.plist in --sources is an extension's, a test bundle's or a framework's, not the app's, so it is not read and the app's settings are UIKit's defaults (an iPhone app with no supported-orientations key); give the app's with --info-plist, or --project"
                    )
                } else if found.count > 1 {
                    printError(
                        "orientd: \(sources): \(found.count) Info.plist files (\(found.prefix(4).joined(separator: ", "))\(found.count > 4 ? ", …" : "")); none is read: name the app's with --info-plist"
                    )
                } else if DiskTree().isDirectory(sources) {
                    printError(
                        "orientd: \(sources): no Info.plist in --sources, so the app's settings are UIKit's defaults (an iPhone app with no supported-orientations key) and every storyboard's initial controller is taken as a window root; give --info-plist or --project"
                    )
                }
                return nil
            }
            let plists = [chosen]
            var app = ImportedApp()
            do {
                guard let bytes = try FileSystem.read(plists[0]) else { return nil }
                try app.readInfoPlist(bytes, name: plists[0])
            } catch {
                throw BadInput(error.description)
            }
            if let sdkVersion { app.sdkVersion = sdkVersion }
            printError(
                "orientd: \(plists[0]): the app's settings (the one \(found.count > 1 ? "application's " : "")Info.plist in --sources; --info-plist names another)"
            )
            for diagnostic in app.diagnostics { printError("orientd: \(diagnostic.warningLine)") }
            if let assumption = app.assumptions() { printError("orientd: \(plists[0]): \(assumption)") }
            return [app]
        }
        do {
            if let project {
                let (location, reason) = try ProjectLocation.locate(project)
                if let reason { printError("orientd: \(reason)") }
                let imported = try location.importApps(
                    target: target, configuration: configuration,
                    infoPlistOverride: infoPlist, readFile: DiskTree().readIgnoringCase
                ).spelled(by: DiskTree().spelled)
                for diagnostic in imported.diagnostics { printError("orientd: \(diagnostic.warningLine)") }
                if let choice = imported.choice { printError("orientd: \(choice)") }
                if imported.apps.count > 1 {
                    printError(
                        "orientd: \(imported.apps.count) iOS apps (\(imported.apps.compactMap(\.target).joined(separator: ", "))); each is read, and its findings carry its name; name one with --target to read only it"
                    )
                }
                for app in imported.apps {
                    for diagnostic in app.diagnostics { printError("orientd: \(diagnostic.warningLine)") }
                }
                return imported.apps.map { app in
                    var app = app
                    if let sdkVersion { app.sdkVersion = sdkVersion }
                    return app
                }
            }
            if target != nil || configuration != nil {
                throw BadInput("--target and --configuration need --project")
            }
            var app = ImportedApp()
            let path = infoPlist!
            guard let bytes = try FileSystem.read(path) else {
                throw ProjectFileError(file: path, line: nil, message: "no such file")
            }
            try app.readInfoPlist(bytes, name: path)
            if let sdkVersion { app.sdkVersion = sdkVersion }
            for diagnostic in app.diagnostics { printError("orientd: \(diagnostic.warningLine)") }
            if let assumption = app.assumptions() { printError("orientd: \(path): \(assumption)") }
            return [app]
        } catch let error as ProjectFileError {
            throw BadInput(error.description)
        }
    }
}
