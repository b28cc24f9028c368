import Dispatch
import OrientationResolver
import OrientationWire
import ProjectFiles

/// One scenario to validate: from a scenario file over the project files' app, or built from the code. The CLI and
/// the server's archive upload report it the same way.
public struct CheckedScenario: Sendable {
    public var target: String?
    public var scenario: Scenario
    public var notes: InputNotes
    public var sources: [String: FileSource]
    /// Built for a controller class nothing reachable shows: its errors are reported as warnings that say so.
    public var unreachable = false
    /// A value came from a set of possibilities the code gives.
    public var inferred = false
    /// The presented class is the type the code declares the value as, not one the reader sees made: its words.
    public var declaredAs: String? = nil
    /// The app target (of a project) the scenario checks.
    public var app: String?

    public init(target: String?, scenario: Scenario, notes: InputNotes, sources: [String: FileSource], unreachable: Bool = false, inferred: Bool = false,
                app: String? = nil) {
        self.app = app
        self.target = target
        self.scenario = scenario
        self.notes = notes
        self.sources = sources
        self.unreachable = unreachable
        self.inferred = inferred
    }

    /// The validation as reported: for an unreachable controller, errors in a state where it is presented become
    /// warnings that say why. An error of the app's settings alone (no state) or of the root it is placed over
    /// (presentation depth 0) stays as it is: it holds whatever is presented, and the root's own scenario says it
    /// too. For a value that is one of several the code gives, each finding says it is inferred, and so does each
    /// finding about a presented controller whose class is the type the code declares it as.
    public func adjusted(_ validation: Validation) -> Validation {
        guard unreachable || inferred || declaredAs != nil else { return validation }
        var result = validation
        for index in result.findings.indices {
            if unreachable && result.findings[index].severity == .error, let state = result.findings[index].state, state.presentationDepth > 0 {
                result.findings[index].severity = .warning
                result.findings[index].message = "If it is presented full screen (nothing reachable in the code shows it): " + result.findings[index].message
            }
            if inferred {
                result.findings[index].message += " (Inferred: in this scenario a value is one of several the code gives.)"
            }
            // Only a finding in a state where it is presented depends on the class (not one of the app's settings or
            // of the root under it).
            if let declaredAs, let state = result.findings[index].state, state.presentationDepth > 0 {
                result.findings[index].message += " (Inferred: the presented controller is \(declaredAs), and may be a subclass the reader does not see.)"
            }
        }
        return result
    }
}

/// From an app's settings and its code to the scenarios to validate, and from their validations to one answer:
/// what `orientd validate` prints with `--format json` and what `POST /validate` answers to an archive.
public enum AppCheck {
    /// Notes of what the reader could not see, listed at most; the rest are counted in one more note.
    public static let maxCodeNotes = 100

    /// The scenarios the code gives, each over `base` (the app's settings), or, when the code gives none and
    /// `settingsAlone`, the settings checked alone. `label` names the code in the note that says none was found.
    public static func scenarios(model: SourceModel, imported: ImportedApp?, base: Scenario, limits: ScenarioLimits,
                                 label: String, settingsAlone: Bool) throws(ScenarioInputError) -> [CheckedScenario] {
        var model = model
        if let imported { model.take(imported) }
        var codeNotes = notes(of: model)
        // A SwiftUI `App` entry point: SwiftUI's life cycle creates the app's scenes itself, so the app adopts the
        // UIScene life cycle without UIApplicationSceneManifest (inferred; TN3187 names only the key and the app
        // delegate's configuration method, which SwiftUI's own delegate provides).
        var base = base
        if let app = model.swiftUIApp, !base.infoPlist.hasSceneManifest {
            base.infoPlist.hasSceneManifest = true
            codeNotes.append(InputNote(
                rule: "scene-life-cycle-required", pointer: "",
                message: "The Info.plist has no UIApplicationSceneManifest, but the app's entry point is the SwiftUI App \(app.name), whose life cycle creates the app's scenes itself, so the app is taken to adopt the UIScene life cycle that TN3187 requires (inferred).",
                fix: "Nothing, if \(app.name) is the iOS app's entry point; an app that starts from a UIApplicationDelegate instead needs the manifest.",
                source: app.place, severity: .info))
        }
        let built = CodeScenarios.build(from: model)
        if built.isEmpty {
            codeNotes.append(InputNote(
                rule: "code-not-read", pointer: "",
                message: "\(label): \(model.filesRead) source files read; no window root, presentation or orientation answer found in them\(settingsAlone ? ", so the app's settings are checked alone" : "").",
                fix: "Point orientd at the folder that holds the app's view controllers, or describe the hierarchy as a scenario file.",
                severity: .info))
            guard settingsAlone else { return [] }
            return [try self.settingsAlone(imported: imported, base: base, limits: limits, notes: codeNotes)]
        }
        // mask-change-not-announced (inferred): from iOS 16 UIKit keeps the mask it last read until
        // setNeedsUpdateOfSupportedInterfaceOrientations() is called; said once, with the first scenario.
        if let minimum = base.minimumOSVersion, minimum.major >= 16 {
            for change in model.unannouncedChanges {
                codeNotes.append(InputNote(
                    rule: "mask-change-not-announced", pointer: "",
                    message: "\(change.owner) reads \(change.property), which the code changes here without calling setNeedsUpdateOfSupportedInterfaceOrientations() (in this file); the app ships to iOS \(minimum) and from iOS 16 UIKit keeps the mask it last read until that call, so the change may not take effect (inferred).",
                    fix: "After changing \(change.property), call setNeedsUpdateOfSupportedInterfaceOrientations() on the controller whose mask reads it (for the app delegate's mask, on the window's root view controller), then ask for the rotation with requestGeometryUpdate if needed.",
                    source: change.change))
            }
            codeNotes += staleRequestNotes(model: model, base: base, limits: limits, minimum: minimum)
        }
        var result: [CheckedScenario] = []
        let fileSources = imported?.sources ?? [:]
        // A scenario the builder got wrong is left out with a note, rather than failing the whole app; when every
        // one fails, the first error is the answer (it is then the settings', not the builder's).
        var firstError: ScenarioInputError?
        for scenario in built {
            var decoded: (scenario: Scenario, notes: InputNotes)
            do {
                decoded = try Scenario.decodeNoting(bytes: Array(scenario.json.utf8), limits: limits, base: base)
            } catch {
                firstError = firstError ?? error
                codeNotes.append(InputNote(
                    rule: "code-not-read", pointer: "",
                    message: "\(scenario.name): orientd built a scenario from the code that it cannot check (\(Self.summary(error))), so it is left out; this is orientd's defect, not the app's.",
                    fix: "Report it with the files named in the scenario's label.", severity: .info))
                continue
            }
            // A root the code sets on one idiom is checked on that idiom alone, and not at all for an app that does
            // not ship it.
            if let idiom = scenario.idiom {
                if let families = decoded.scenario.deviceFamilies {
                    guard families.contains(idiom) else { continue }
                    decoded.scenario.deviceFamilies = [idiom]
                }
                decoded.scenario.idiom = idiom
            }
            if result.isEmpty { decoded.notes.list.insert(contentsOf: codeNotes, at: 0) }
            if let imported { decoded.notes.list.insert(contentsOf: imported.notes, at: 0) }
            let target = (imported?.target.map { "\($0): " } ?? "") + scenario.name
            var checked = CheckedScenario(target: target, scenario: decoded.scenario, notes: decoded.notes,
                                          sources: fileSources.merging(scenario.sources) { _, code in code },
                                          unreachable: scenario.unreachable, inferred: scenario.fromPossibilities, app: imported?.target)
            checked.declaredAs = scenario.declaredAs
            result.append(checked)
        }
        if result.isEmpty, let firstError { throw firstError }
        // Notes of scenarios left out after the first was kept go with the first.
        if let first = result.indices.first {
            let said = Set(result[first].notes.list.map(\.message))
            result[first].notes.list += codeNotes.filter { !said.contains($0.message) }
        }
        return result
    }

    /// mask-change-not-announced at a geometry request: made after an unannounced change of the deciding controller's
    /// mask, in the same function, it is answered against the mask UIKit last read. Said where the request is
    /// refused against that mask on an idiom the app ships, and would not be against the new value (else the request
    /// fails anyway, and its own scenarios say so). Each is resolved at the deployment target, device in portrait.
    static func staleRequestNotes(model: SourceModel, base: Scenario, limits: ScenarioLimits, minimum: SystemVersion) -> [InputNote] {
        var notes: [InputNote] = []
        var said: Set<String> = []
        for stale in CodeScenarios.staleRequests(model) {
            guard let decoded = try? Scenario.decodeNoting(bytes: Array(stale.json.utf8), limits: limits, base: base).scenario else { continue }
            var refusedOn: [Idiom] = []
            var refusal: UISceneError?
            for idiom in base.deviceFamilies ?? [base.idiom] {
                var stalePlace = decoded
                stalePlace.idiom = idiom
                stalePlace.systemVersion = minimum
                var fresh = stalePlace
                fresh.lastReadSupportedInterfaceOrientations = nil
                guard let held = try? Resolver.resolve(stalePlace, tracing: false), let error = held.error,
                      let now = try? Resolver.resolve(fresh, tracing: false), now.error == nil else { continue }
                refusedOn.append(idiom)
                refusal = refusal ?? error
            }
            guard let refusal, said.insert("\(stale.request.file):\(stale.request.line):\(stale.change.change.line ?? 0):\(stale.lastRead):\(stale.requested)").inserted else { continue }
            let names = { (mask: Int) in UIInterfaceOrientationMask.names(mask).joined(separator: ", ") }
            let owner = model.classes[stale.change.ownerClass ?? ""]?.name ?? stale.change.owner
            notes.append(InputNote(
                rule: "mask-change-not-announced", pointer: "",
                message: "requestGeometryUpdate(\(names(stale.requested))) here follows the change of \(stale.change.property) to \(names(stale.current)) at \(stale.change.change.file):\(stale.change.change.line ?? 0) in the same function, without setNeedsUpdateOfSupportedInterfaceOrientations(): from iOS 16 UIKit answers it against the mask it last read from \(owner), not the new one; when that is \(names(stale.lastRead)) (another value the code gives \(stale.change.property)), on \(refusedOn.map(\.deviceName).joined(separator: " and ")) it is refused: the error handler receives \(UISceneError.domain) \(refusal.code) \"\(refusal.description)\" and nothing rotates (inferred; POST the scenario `orientd import` lists under staleRequests to /resolve for the trace).",
                fix: "Call setNeedsUpdateOfSupportedInterfaceOrientations() on \(owner) after changing \(stale.change.property), before requestGeometryUpdate.",
                source: FileSource(file: stale.request.file, line: stale.request.line)))
        }
        return notes
    }

    /// One line for a decoding error of a scenario orientd built.
    static func summary(_ error: ScenarioInputError) -> String {
        switch error {
        case let .json(message, _, line, column): "not JSON at line \(line), column \(column): \(message)"
        case let .scenario(problem): "\(problem.pointer): expected \(problem.expected), given \(problem.given)"
        }
    }

    /// The app's settings checked alone (no code read, or none that shows anything), with `notes` first.
    public static func settingsAlone(imported: ImportedApp?, base: Scenario, limits: ScenarioLimits, notes: [InputNote] = [])
        throws(ScenarioInputError) -> CheckedScenario {
        var decoded = try Scenario.decodeNoting(bytes: Array("{}".utf8), limits: limits, base: base)
        decoded.notes.list.insert(contentsOf: notes, at: 0)
        if let imported { decoded.notes.list.insert(contentsOf: imported.notes, at: 0) }
        return CheckedScenario(target: imported?.target, scenario: decoded.scenario, notes: decoded.notes,
                               sources: imported?.sources(in: decoded.scenario) ?? [:], app: imported?.target)
    }

    /// What the reader could not see, as `info` notes at their lines (at most `maxCodeNotes`, then one that counts
    /// the rest).
    public static func notes(of model: SourceModel) -> [InputNote] {
        var result = model.notes.prefix(maxCodeNotes).map { note in
            InputNote(rule: note.rule, pointer: "", message: note.message,
                      fix: note.rule == "unparsed-source"
                          ? "Make the file compile; until then orientd reads only what SwiftParser recovered."
                          : "Nothing to fix if this is intended: orientd reads literal values and the values assigned to a property, and says where it cannot see more.",
                      source: FileSource(file: note.file, line: note.line), severity: .info)
        }
        if model.notes.count > maxCodeNotes {
            result.append(InputNote(rule: "code-not-read", pointer: "",
                                    message: "\(model.notes.count - maxCodeNotes) more places in the code that the reader could not see are not listed.",
                                    fix: "Run orientd import --sources on the folder to list them all.", severity: .info))
        }
        return result
    }

    /// Validates the scenarios concurrently (one task each, as many threads as cores), the answers in their order.
    /// Unsafe as CodeReader.read is, and for the same reason: each slot is written once, by its own task, and read
    /// after concurrentPerform returns.
    public static func validate(_ scenarios: [Scenario], maxStates: Int) -> [Validation] {
        guard scenarios.count > 1 else { return scenarios.map { Validator.validate($0, maxStates: maxStates) } }
        let slots = UnsafeMutableBufferPointer<Validation?>.allocate(capacity: scenarios.count)
        slots.initialize(repeating: nil)
        defer { slots.deinitialize(); slots.deallocate() }
        nonisolated(unsafe) let shared = slots
        DispatchQueue.concurrentPerform(iterations: scenarios.count) { index in
            shared[index] = Validator.validate(scenarios[index], maxStates: maxStates)
        }
        return slots.map { $0! }
    }

    /// The answer for several validations: one alone is the /validate answer; several are `{"targets": {name: answer}}`.
    public static func answer(_ answers: [(target: String, json: [UInt8])]) -> [UInt8] {
        if answers.count == 1 { return answers[0].json }
        var out = JSONWriter(capacity: answers.reduce(64) { $0 + $1.json.count + $1.target.utf8.count + 8 })
        out.beginObject()
        out.field("targets")
        out.beginObject()
        for (target, json) in answers {
            out.key(target)
            out.rawValue(json)
        }
        out.endObject()
        out.endObject()
        return out.bytes
    }
}

extension SourceModel {
    /// What the app's settings say of the code: which scene delegates set the main window's root, and which
    /// storyboard or nib UIKit loads into it (only that one's root is a window root).
    public mutating func take(_ imported: ImportedApp) {
        mainSceneDelegates = imported.applicationSceneDelegates
        otherSceneDelegates = imported.otherSceneDelegates
        keepInterfaceRoots(of: imported.mainInterfaceFiles)
        // A root an external display's (or CarPlay's) scene delegate sets is on a screen that does not follow the
        // device's orientation.
        setAsideExternalRoots { $0.inClass.map(imported.otherSceneDelegates.contains) == true }
    }
}
