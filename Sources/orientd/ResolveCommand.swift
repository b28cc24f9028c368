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

/// `orientd resolve FILE`: the same JSON as POST /resolve, without a server.
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract:
            "Resolve a scenario file (or - for stdin) and print the /resolve answer. Exit 0 on an answer (a crash is an answer), 2 on bad input."
    )

    @OptionGroup var input: ScenarioInput

    func run() throws {
        try BadInput.reporting {
            let (scenario, notes, _) = try input.scenario()
            do {
                let resolution = try Resolver.resolve(scenario)
                print(String(decoding: resolution.jsonBytes(in: scenario, notes: notes), as: UTF8.self))
            } catch let error as ScenarioError {
                throw BadInput(
                    nil, stdout: String(decoding: Problem.from(error).response(requestID: nil).body, as: UTF8.self))
            }
        }
    }
}
