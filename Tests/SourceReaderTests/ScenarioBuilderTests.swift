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

/// Scenarios from code are built as the resolver's values (Scenarios/ScenarioBuilder.swift), and printed as bodies.
@Suite struct ScenarioBuilderTests {
    /// A scenario is built as the resolver's value, not decoded from text: the body `orientd import --sources`
    /// prints for it decodes to that very value, over an empty app and over an app's settings.
    @Test func eachBuiltScenarioIsWhatItsPrintedBodyDecodesTo() throws {
        var base = Scenario()
        base.infoPlist.supportedInterfaceOrientations = [UIInterfaceOrientation.portrait]
        base.deviceFamilies = [.phone, .pad]
        base.minimumOSVersion = SystemVersion(major: 15)
        for scenario in CodeScenarios.build(from: try PlayerFixture.model()) {
            #expect(scenario.refusal == nil)
            let bytes = Array(scenario.json.utf8)
            #expect(try Scenario.decode(bytes: bytes) == scenario.scenario(over: Scenario()), "\(scenario.name)")
            let overBase = try Scenario.decodeNoting(bytes: bytes, base: base)
            #expect(overBase.scenario == scenario.scenario(over: base), "\(scenario.name)")
            #expect(overBase.notes.list.isEmpty)
        }
    }

    /// A presentation style UIKit does not have cannot be a scenario: it is refused, with the pointer that a body
    /// holding it would be refused at, and the app check leaves it out with a note.
    @Test func aStyleUIKitDoesNotHaveIsRefused() throws {
        let model = CodeReader.read(
            [
                (
                    path: "Root.swift",
                    text: """
                    import UIKit
                    final class SceneDelegate: UIResponder {
                        var window: UIWindow?
                        func start() { window?.rootViewController = Root() }
                    }
                    final class Root: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                        func show() {
                            let sheet = Sheet()
                            sheet.modalPresentationStyle = .blurOverFullScreen
                            present(sheet, animated: true)
                        }
                    }
                    final class Sheet: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                    }
                    """
                )
            ], module: "App")
        let built = CodeScenarios.build(from: model)
        let refused = try #require(
            built.first { $0.refusal != nil }, Comment(rawValue: built.map(\.name).joined(separator: "\n")))
        #expect(refused.refusal?.pointer == "/root/presented/presentationStyle")
        #expect(refused.refusal?.given == "\"blurOverFullScreen\"")
        let checked = try AppCheck.scenarios(
            model: model, imported: nil, base: Scenario(), limits: ScenarioLimits(), label: "Root.swift",
            settingsAlone: true)
        #expect(!checked.contains { $0.target == refused.name })
        #expect(
            checked.first?.notes.list.contains {
                $0.message.contains(
                    "\(refused.name): not checked: what the code gives here is beyond what a scenario can hold")
            } == true)
    }

    /// The limits a body is held to hold for the code's scenarios too: a class name longer than the limit is refused
    /// at its controller's pointer, as the decoder refuses it, and the app check says so in a note.
    @Test func aClassNameOverTheLimitIsRefusedAtItsPointer() throws {
        let model = CodeReader.read(
            [
                (
                    path: "Root.swift",
                    text: """
                    import UIKit
                    final class SceneDelegate: UIResponder {
                        var window: UIWindow?
                        func start() { window?.rootViewController = LongNamedRootViewController() }
                    }
                    final class LongNamedRootViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    }
                    """
                )
            ], module: "App")
        let limits = ScenarioLimits(maxClassNameLength: 12)
        #expect(throws: ScenarioInputError.self) {
            _ = try AppCheck.scenarios(
                model: model, imported: nil, base: Scenario(), limits: limits, label: "Root.swift", settingsAlone: false
            )
        }
        do {
            _ = try AppCheck.scenarios(
                model: model, imported: nil, base: Scenario(), limits: limits, label: "Root.swift", settingsAlone: false
            )
        } catch let .scenario(error) {
            #expect(error.pointer == "/root/class")
            #expect(error.expected == "a class name (1–12 characters, no control characters)")
            #expect(error.given == "\"App.LongNamedRootViewController\"")
        } catch {
            Issue.record("not a scenario error: \(error)")
        }
        // Within the limit, the same code is checked.
        #expect(
            try AppCheck.scenarios(
                model: model, imported: nil, base: Scenario(), limits: ScenarioLimits(), label: "Root.swift",
                settingsAlone: false
            ).count == 1)
    }
}
