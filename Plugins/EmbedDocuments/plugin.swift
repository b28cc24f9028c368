// Embeds the documents the server serves (openapi.yaml, docs/rules.md, the playground from web/playground.html and
// examples/*.json) into OrientationServer at build time; the tool is Sources/embed-documents.
import Foundation
import PackagePlugin

@main struct EmbedDocuments: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let examples = root.appending(path: "examples")
        let exampleFiles = try FileManager.default.contentsOfDirectory(atPath: examples.path(percentEncoded: false))
            .filter { $0.hasSuffix(".json") }.sorted().map { examples.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedDocuments.swift")
        return [
            .buildCommand(
                displayName: "Embedding openapi.yaml, docs/rules.md and the playground",
                executable: try context.tool(named: "embed-documents").url,
                arguments: [root.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: [
                    root.appending(path: "openapi.yaml"), root.appending(path: "docs/rules.md"),
                    root.appending(path: "web/playground.html"),
                ] + exampleFiles,
                outputFiles: [output]
            )
        ]
    }
}
