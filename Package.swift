// swift-tools-version: 6.2
import PackageDescription

/// Release builds of the modules on the request path make their bodies available across module boundaries (the
/// resolver's types are used by the wire and the server at every step; without it each copy of a `Scenario` or
/// `Controller` goes through a value-witness call). Measured with bench/callgrind.sh (README, Performance).
let requestPath: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]

let package = Package(
    name: "orientd",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "orientd", targets: ["orientd"]),
        .library(name: "OrientationResolver", targets: ["OrientationResolver", "OrientationWire"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The system's libmicrohttpd, found with pkg-config; a machine without it is told what to install.
        .systemLibrary(
            name: "CLibMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
        ),
        // C shim over libmicrohttpd: exposes what Swift cannot call (the variadic MHD_start_daemon and
        // MHD_get_daemon_info, sockaddr construction, va_list log formatting) and nothing more.
        .target(
            name: "CMicroHTTPD",
            dependencies: ["CLibMicroHTTPD"]
        ),
        // The UIKit rules: pure Swift, no Foundation, no I/O, no JSON. Server, CLI and tests share it.
        .target(name: "OrientationResolver", swiftSettings: requestPath),
        // JSON: the request decoder (pointers for every error), the response encoder, the trace in words.
        .target(name: "OrientationWire", dependencies: ["OrientationResolver"], swiftSettings: requestPath),
        // Project files: Info.plist (XML, binary) and Xcode projects (project.pbxproj, xcconfig, workspaces) read into a
        // scenario's app with the toolchain's FoundationEssentials (PropertyListDecoder reads all three plist formats);
        // XcodeGen specs (project.yml) with Yams, which keeps each node's line for the findings.
        .target(
            name: "ProjectFiles",
            dependencies: ["OrientationResolver", .product(name: "Yams", package: "Yams")]),
        // The app's code (issue 22): Swift read with swift-syntax into controller classes, their orientation answers
        // and the structure the code shows, turned into scenarios the resolver already understands.
        .target(
            name: "SourceReader",
            dependencies: [
                "OrientationResolver", "OrientationWire", "ProjectFiles",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The documents the server serves (openapi.yaml, docs/rules.md, the playground and its CSP hashes), written
        // into a Swift file at build time by the EmbedDocuments plugin; the tool runs on the build machine only.
        .executableTarget(name: "embed-documents"),
        .plugin(name: "EmbedDocuments", capability: .buildTool(), dependencies: ["embed-documents"]),
        // HTTP: the daemon (the only unsafe Swift), routing, limits, problem+json.
        .target(
            name: "OrientationServer",
            dependencies: [
                "CMicroHTTPD",
                "OrientationResolver",
                "OrientationWire",
                "ProjectFiles",
                "SourceReader",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ],
            plugins: ["EmbedDocuments"]
        ),
        .executableTarget(
            name: "orientd",
            dependencies: [
                "OrientationServer",
                "ProjectFiles",
                "SourceReader",
                "OrientationResolver",
                "OrientationWire",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]
        ),
        // In-process benchmark: decode, resolve, validate and encode per scenario (swift run -c release orientd-bench).
        .executableTarget(name: "orientd-bench", dependencies: ["OrientationResolver", "OrientationWire"]),
        // The source reader against SwiftParser alone (bench/sources.sh).
        .executableTarget(
            name: "sources-bench",
            dependencies: [
                "SourceReader", "OrientationResolver", "OrientationWire",
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Tests only: a plain JSON reader and a tree-walking scenario decoder, the reference the production decoder
        // must agree with (errors included).
        .target(
            name: "ReferenceDecoder", dependencies: ["OrientationResolver", "OrientationWire"],
            path: "Tests/ReferenceDecoder"),
        // Tests only: what the test targets share (the resolver's case harness, the repository and the built CLI run in
        // it, an HTTP client and a server on an ephemeral loopback port).
        .target(
            name: "TestSupport",
            dependencies: [
                "OrientationResolver", "OrientationWire", "OrientationServer", "ReferenceDecoder",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/TestSupport"
        ),
        // One test target per module; the CLI's tests run the built binary (hence the dependency on orientd).
        .testTarget(
            name: "OrientationResolverTests", dependencies: ["OrientationResolver", "OrientationWire", "TestSupport"]),
        .testTarget(
            name: "OrientationWireTests",
            dependencies: ["OrientationResolver", "OrientationWire", "ReferenceDecoder", "TestSupport"]),
        .testTarget(
            name: "ProjectFilesTests",
            dependencies: [
                "ProjectFiles", "OrientationResolver", "OrientationWire", "OrientationServer", "SourceReader",
                "TestSupport", "orientd",
            ]
        ),
        .testTarget(
            name: "SourceReaderTests",
            dependencies: [
                "SourceReader", "ProjectFiles", "OrientationResolver", "OrientationWire", "ReferenceDecoder",
                "TestSupport", "orientd",
                // SourceLocationConverter, the reference LineStarts is checked against.
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "OrientationServerTests",
            dependencies: [
                "OrientationServer", "OrientationResolver", "OrientationWire", "ReferenceDecoder", "ProjectFiles",
                "SourceReader", "TestSupport",
                "orientd",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]
        ),
        .testTarget(
            name: "orientdTests",
            dependencies: ["orientd", "OrientationServer", "OrientationResolver", "OrientationWire", "TestSupport"]
        ),
    ]
)
