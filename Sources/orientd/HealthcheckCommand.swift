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

/// `orientd healthcheck`: exit 0 when the local service answers /healthz with 200 (Docker HEALTHCHECK).
struct Healthcheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Exit 0 when orientd on this host answers GET /healthz with 200, else 1."
    )

    @Option(help: "Address to probe; 0.0.0.0 and :: mean loopback. [env ORIENTD_HOST, default 127.0.0.1]")
    var host: String?

    @Option(help: "Port to probe. [env ORIENTD_PORT, default 8080]")
    var port: UInt16?

    func run() throws {
        var target = loopbackLiteral(try setting(host, "ORIENTD_HOST", default: "127.0.0.1") { $0.isEmpty ? nil : $0 })
        if target == "0.0.0.0" { target = "127.0.0.1" }
        if target == "::" { target = "::1" }
        let port = try setting(port, "ORIENTD_PORT", default: 8080) { UInt16($0) }
        guard HealthProbe.status(host: target, port: port) == 200 else { throw ExitCode.failure }
    }
}
