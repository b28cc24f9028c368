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

/// `orientd import`: the scenario JSON that project files give, to start a scenario from.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Print the scenario JSON (device and app) that an Info.plist or an Xcode project gives; notes about the files go to stderr. A project with several iOS apps and no --target: each app's scenario under its target name. With --sources DIR: the model of the code (classes, their answers and lines, what shows what, what could not be read) and the scenarios built from it, each a /resolve body. Exit 0, or 2 on a file orientd cannot use."
    )

    @OptionGroup var project: ProjectOptions

    func run() throws {
        try BadInput.reporting {
            if let folder = project.sources {
                // The model of the code, and the scenarios built from it (each a valid /resolve body).
                let apps = try project.importedApps()
                let module = project.module ?? apps?.first?.productModuleName ?? SourceFiles.moduleName(of: folder)
                var model = try readSources(folder, module: module, limits: try project.sourceLimits())
                if let app = apps?.first { model.take(app) }
                print(model.json(scenarios: CodeScenarios.build(from: model)))
                return
            }
            guard project.given, let apps = try project.importedApps() else {
                throw BadInput("give --info-plist FILE, --project DIR.xcodeproj or --sources DIR")
            }
            for app in apps {
                if let target = app.target, let configuration = app.configuration {
                    printError(
                        "orientd: target \(target), configuration \(configuration); read \(app.files.joined(separator: ", "))"
                    )
                }
                for note in app.notes {
                    let place = note.source.map { "\($0.file)\($0.line.map { ":\($0)" } ?? ""): " } ?? ""
                    printError("orientd: \(place)warning: \(note.message) [\(note.rule)]")
                }
            }
            if apps.count == 1 {
                print(apps[0].scenarioJSON())
            } else {
                var out = JSONWriter()
                out.beginObject()
                out.field("targets")
                out.beginObject()
                for app in apps {
                    out.key(app.target ?? "")
                    out.rawValue(Array(app.scenarioJSON().utf8))
                }
                out.endObject()
                out.endObject()
                print(out.text)
            }
        }
    }
}
