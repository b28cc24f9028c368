import Foundation
import OrientationServer
import ProjectFiles
import Testing

#if canImport(Glibc)
import Glibc
@testable import TestSupport
#endif

/// A ustar entry written by hand, so that the tests can make the archives no well-behaved tool writes (absolute
/// paths, "..", lying sizes). Its checksum is right unless `checksum` says otherwise.
func tarEntry(
    _ name: String, type: UInt8 = UInt8(ascii: "0"), data: [UInt8] = [], size: Int? = nil, link: String = "",
    checksum: Int? = nil
) -> [UInt8] {
    var header = [UInt8](repeating: 0, count: 512)
    func put(_ text: String, at offset: Int, length: Int) {
        for (index, byte) in text.utf8.prefix(length).enumerated() { header[offset + index] = byte }
    }
    put(name, at: 0, length: 100)
    put("0000644", at: 100, length: 8)
    put("0000000", at: 108, length: 8)
    put("0000000", at: 116, length: 8)
    put(octal(size ?? data.count, digits: 11), at: 124, length: 12)
    put("00000000000", at: 136, length: 12)
    header[156] = type
    put(link, at: 157, length: 100)
    put("ustar", at: 257, length: 6)
    put("00", at: 263, length: 2)
    for index in 148..<156 { header[index] = 0x20 }
    let sum = checksum ?? header.reduce(0) { $0 + Int($1) }
    put(octal(sum, digits: 6) + "\0 ", at: 148, length: 8)
    let padding = (512 - data.count % 512) % 512
    return header + data + [UInt8](repeating: 0, count: padding)
}

func octal(_ value: Int, digits: Int) -> String {
    let text = String(value, radix: 8)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}

let tarEnd = [UInt8](repeating: 0, count: 1024)

/// One pax record, `<length> key=value\n`, whose length counts its own digits.
func paxRecord(_ key: String, _ value: String) -> [UInt8] {
    let rest = " \(key)=\(value)\n".utf8.count
    var length = rest + 1
    while String(length).count + rest != length { length += 1 }
    return Array("\(length) \(key)=\(value)\n".utf8)
}

@Suite struct ArchiveTreeTests {
    @Test func readsFilesFoldersAndLongNamesAndNeverFollowsLinks() throws {
        let long = String(repeating: "d", count: 120) + "/Controller.swift"
        let paxLong = "Pax/" + String(repeating: "p", count: 150) + ".swift"
        var bytes: [UInt8] = []
        bytes += tarEntry(
            "pax_global_header", type: UInt8(ascii: "g"),
            data: Array("52 comment=0123456789012345678901234567890123456789\n".utf8))
        bytes += tarEntry("App/", type: UInt8(ascii: "5"))
        bytes += tarEntry("App/Info.plist", data: Array("<plist/>".utf8))
        bytes += tarEntry("./App/Link.swift", type: UInt8(ascii: "2"), link: "/etc/passwd")
        bytes += tarEntry("././@LongLink", type: UInt8(ascii: "L"), data: Array((long + "\0").utf8))
        bytes += tarEntry(String(long.prefix(99)), data: Array("class A {}".utf8))
        bytes += tarEntry("PaxHeaders/x", type: UInt8(ascii: "x"), data: paxRecord("path", paxLong))
        bytes += tarEntry("Pax/short.swift", data: Array("class B {}".utf8))
        bytes += tarEnd
        let tree = try ArchiveTree(tar: bytes)
        #expect(tree.kind("App") == .directory)
        #expect(tree.kind("./App/Info.plist") == .file(size: 8))
        #expect(try tree.read("App/Info.plist") == Array("<plist/>".utf8))
        #expect(tree.kind("App/Link.swift") == .other)
        #expect(try tree.read("App/Link.swift") == nil)
        #expect(tree.skipped == 1)
        #expect(try tree.read(long) == Array("class A {}".utf8))
        #expect(try tree.read(paxLong) == Array("class B {}".utf8))
        #expect(tree.kind("Pax/short.swift") == nil)
        #expect(tree.entries(".") == ["App", "Pax", String(repeating: "d", count: 120)])
        #expect(tree.entries("App") == ["Info.plist", "Link.swift"])
        #expect(tree.top == ".")
        #expect(throws: ProjectFileError.self) { try tree.read("App") }
    }

    @Test func aSingleTopFolderIsWhereTheProjectIs() throws {
        let tree = try ArchiveTree(
            tar: tarEntry("app/", type: UInt8(ascii: "5")) + tarEntry("app/project.yml", data: [0x61]) + tarEnd)
        #expect(tree.top == "app")
    }

    /// Every way out of the archive's top, and every bound, refuses the whole archive with the entry and its offset.
    @Test(
        arguments: [
            (tarEntry("/etc/passwd", data: [1]) + tarEnd, "entry \"/etc/passwd\" at byte 0: an absolute path"),
            (
                tarEntry("App/ok.swift", data: [1]) + tarEntry("App/../../x.swift", data: [1]) + tarEnd,
                "entry \"App/../../x.swift\" at byte 1024: a path with \"..\""
            ),
            (tarEntry("a.swift", data: [1], checksum: 1) + tarEnd, "at byte 0: the header's checksum is 1"),
            (
                tarEntry("a.swift", data: [1], size: 4096) + tarEnd,
                "entry \"a.swift\" at byte 0: says it holds 4096 bytes, past the end"
            ),
            (Array(tarEntry("a.swift", data: [1]).prefix(300)), "at byte 0: the archive ends inside a header"),
            ([], "the archive is empty"),
            (Array("not a tar at all".utf8) + [UInt8](repeating: 0x41, count: 600), "this is not a tar archive"),
            (
                tarEntry(
                    "x", type: UInt8(ascii: "x"),
                    data: paxRecord("path", Array(repeating: "d", count: 70).joined(separator: "/") + "/a.swift"))
                    + tarEntry("a.swift", data: [1]) + tarEnd, "more than 64 folders deep"
            ),
            (
                tarEntry("x", type: UInt8(ascii: "x"), data: paxRecord("path", String(repeating: "n", count: 1100)))
                    + tarEntry("a.swift", data: [1]) + tarEnd, "longer than 1024 bytes"
            ),
        ] as [([UInt8], String)])
    func badArchivesAreRefusedWithTheEntry(_ bytes: [UInt8], message: String) {
        #expect {
            try ArchiveTree(tar: bytes)
        } throws: { error in
            (error as? ArchiveError)?.description.contains(message) == true
        }
    }

    /// A tar bomb of many tiny entries stops at the entry limit: bounded work, a clear error.
    @Test func manyEntriesStopAtTheLimit() throws {
        var bytes: [UInt8] = []
        for index in 0..<50 { bytes += tarEntry("f\(index).swift", data: [0x20]) }
        bytes += tarEnd
        #expect(throws: ArchiveError.self) { try ArchiveTree(tar: bytes, limits: ArchiveLimits(maxEntries: 49)) }
        #expect(try ArchiveTree(tar: bytes, limits: ArchiveLimits(maxEntries: 50)).entries(".")?.count == 50)
    }
}

/// `POST /validate` with a project archive, over real HTTP to the real daemon.
@Suite struct ArchiveUploadTests {
    static func gitArchive(_ treeish: String, prefix: String? = nil) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/git")
        process.currentDirectoryURL = Repository.root
        process.arguments = ["archive"] + (prefix.map { ["--prefix=\($0)"] } ?? []) + [treeish]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return [UInt8](data)
    }

    static func post(_ body: [UInt8], to path: String = "/validate", port: UInt16, type: String = "application/x-tar")
        throws -> Response
    {
        let connection = try Connection(port: port, receiveTimeoutSeconds: 60)
        try connection.send(
            Array(
                "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n\r\n"
                    .utf8) + body)
        return try connection.readResponse()
    }

    /// The archive `git archive` writes of a project answers exactly what `orientd validate --project` prints for the
    /// clone (paths relative to the archive's top instead of the working directory), and the project files'
    /// diagnostics the CLI prints on stderr (`orientd: file:line: warning: …`) as notes, which it counts.
    @Test(arguments: [
        "Tests/fixtures/real/NetNewsWire", "Tests/fixtures/real/IceCubesApp", "Tests/fixtures/real/ElementX",
    ])
    func anArchiveAnswersWhatTheCLIPrintsForTheClone(_ folder: String) throws {
        let archive = try Self.gitArchive("HEAD:" + folder)
        let cli = try Repository.orientd(["validate", "--project", folder, "--format", "json"])
        #expect(cli.status == 0 || cli.status == 1, Comment(rawValue: cli.stderr))
        let diagnostics = cli.stderr.split(separator: "\n").compactMap { line in
            line.firstRange(of: ": warning: ").map { String(line[$0.upperBound...]) }
        }
        try withServer { daemon in
            let response = try Self.post(archive, port: daemon.port)
            #expect(response.status == 200, Comment(rawValue: response.body))
            var answer = try #require(
                try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any])
            let findings = answer["findings"] as? [[String: Any]] ?? []
            let kept = findings.filter { !diagnostics.contains($0["message"] as? String ?? "") }
            #expect(findings.count - kept.count == diagnostics.count, Comment(rawValue: cli.stderr))
            answer["findings"] = kept
            answer["infos"] = (answer["infos"] as? Int ?? 0) - diagnostics.count
            let printed = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(cli.stdout.replacing(folder + "/", with: "").utf8)) as? [String: Any])
            func canonical(_ object: [String: Any]) throws -> String {
                String(
                    decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
            }
            #expect(try canonical(answer) == canonical(printed), Comment(rawValue: response.body))
            // Where the CLI said nothing on stderr, the answer is its stdout byte for byte.
            if diagnostics.isEmpty {
                #expect(response.body == cli.stdout.replacing(folder + "/", with: "").trimmingSuffixNewline)
            }
        }
    }

    /// An archive with code and no project (`--sources` over HTTP): the Info.plist in it is the app's, its folder the
    /// module; the landscape-only player presented full screen crashes with UIKit's text, at the override's line.
    @Test func codeWithoutAProjectIsCheckedWithItsInfoPlist() throws {
        let archive = try Self.gitArchive("HEAD:Tests/fixtures/code/PlayerApp", prefix: "PlayerApp-main/")
        try withServer { daemon in
            let response = try Self.post(archive, port: daemon.port)
            #expect(response.status == 200)
            #expect(
                response.body.contains(
                    "Supported orientations has no common orientation with the application, and [PlayerApp.PlayerViewController shouldAutorotate] is returning YES"
                ))
            let line = try Repository.line(
                of: "[.landscapeLeft, .landscapeRight]",
                in: "Tests/fixtures/code/PlayerApp/PlayerApp/PlayerViewController.swift")
            #expect(
                response.body.contains(
                    #""source":{"file":"PlayerApp-main/PlayerApp/PlayerViewController.swift","line":\#(line)}"#))
            #expect(
                response.body.contains(
                    #""rule":"code-not-read","docs":"/docs/rules.md#code-not-read","severity":"info""#))
        }
    }

    @Test func badArchivesAreProblemsAndTheLimitsHold() throws {
        try withServer(configure: { configuration in
            configuration.maxArchiveBytes = 64 * 1024
            configuration.maxBufferedBytes = 1 << 20
            configuration.archiveLimits.maxEntries = 10
        }) { daemon in
            let absolute = try Self.post(tarEntry("/etc/passwd", data: [1]) + tarEnd, port: daemon.port)
            #expect(absolute.status == 400)
            #expect(
                absolute.body.contains(#""type":"/problems/invalid-archive""#)
                    && absolute.body.contains("an absolute path"))
            var many: [UInt8] = []
            for index in 0..<11 { many += tarEntry("f\(index).swift", data: [0x20]) }
            let bomb = try Self.post(many + tarEnd, port: daemon.port)
            #expect(bomb.status == 400 && bomb.body.contains("more than 10 entries (--max-archive-files)"))
            // Over the archive limit (and far below the JSON body limit's use): 413 before the body is read.
            let big = try Self.post(
                tarEntry("big.swift", data: [UInt8](repeating: 0x20, count: 70 * 1024)) + tarEnd, port: daemon.port)
            #expect(big.status == 413 && big.body.contains("65536 bytes"))
            // No project and no code that shows anything: 422, said plainly.
            let empty = try Self.post(tarEntry("README.md", data: [0x61]) + tarEnd, port: daemon.port)
            #expect(empty.status == 422 && empty.body.contains("holds no .xcodeproj"), Comment(rawValue: empty.body))
            // Two projects at the top: 422 naming them, as the CLI says (never the code alone, silently).
            let two = try Self.post(
                tarEntry("A.xcodeproj/", type: UInt8(ascii: "5")) + tarEntry("B.xcodeproj/", type: UInt8(ascii: "5"))
                    + tarEnd, port: daemon.port)
            #expect(
                two.status == 422 && two.body.contains("holds several projects (A.xcodeproj, B.xcodeproj)"),
                Comment(rawValue: two.body))
            // /resolve answers one scenario: an archive is sent to /validate.
            let resolve = try Self.post(tarEntry("a.swift", data: [1]) + tarEnd, to: "/resolve", port: daemon.port)
            #expect(resolve.status == 415)
        }
    }
}

extension ArchiveUploadTests {
    /// Archives beyond the number checked at once are answered 503 with Retry-After (here the limit is 0, so the
    /// first one is; the counter is released, so a JSON body is still answered).
    @Test func archivesBeyondTheLimitAtOnceAreBusy() throws {
        try withServer(configure: { $0.maxConcurrentArchives = 0 }) { daemon in
            let busy = try Self.post(tarEntry("a.swift", data: [1]) + tarEnd, port: daemon.port)
            #expect(
                busy.status == 503 && busy.header("Retry-After") == "5" && busy.body.contains("already being checked"),
                Comment(rawValue: busy.body))
            let json = try Connection(port: daemon.port).request("POST", "/validate", body: "{}")
            #expect(json.status == 200)
        }
    }
}

extension String {
    var trimmingSuffixNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
