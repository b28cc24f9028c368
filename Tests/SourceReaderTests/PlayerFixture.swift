import Foundation
import OrientationResolver
import OrientationWire
import ProjectFiles
import ReferenceDecoder
import SourceReader
import SwiftParser
import SwiftSyntax
import Testing
@testable import TestSupport

/// The PlayerApp fixture (Tests/fixtures/code/PlayerApp) most reader tests read: its folder, its model, and the line of
/// a fragment in it (lines are looked up in the fixture, never written in a test).
enum PlayerFixture {
    static let app = "Tests/fixtures/code/PlayerApp"
    static var folder: String { Repository.root.appendingPathComponent(app).path }

    /// The line of the first line of `file` (relative to the fixture's PlayerApp folder) holding `fragment`.
    static func line(_ fragment: String, in file: String) throws -> Int {
        let text = try String(contentsOfFile: folder + "/PlayerApp/" + file, encoding: .utf8)
        let index = try #require(
            text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) },
            "\(fragment) not in \(file)")
        return index + 1
    }

    static func model() throws -> SourceModel {
        try SourceFiles.read(directory: folder, module: "PlayerApp")
    }
}

/// "pad", "phone" or "any": the idiom a site or a scenario is limited to, in the tests' expectations.
func idiomLabel(_ idiom: Idiom?) -> String { idiom.map { $0 == .pad ? "pad" : "phone" } ?? "any" }
