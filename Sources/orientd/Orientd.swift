import ArgumentParser
import Logging
import OrientationResolver
import OrientationServer
import SourceReader
import Prometheus

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct Orientd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orientd",
        abstract: "Resolves UIKit interface orientation off the device: the HTTP service and its offline checks.",
        version: "0.1.0",
        subcommands: [
            Serve.self, ResolveCommand.self, ValidateCommand.self, ImportCommand.self, RulesCommand.self,
            Healthcheck.self,
        ],
        defaultSubcommand: Serve.self
    )
}
