import Dispatch
import OrientationResolver
import OrientationWire
import ProjectFiles

/// From an app's settings and its code to the scenarios to validate, and from their validations to one answer:
/// what `orientd validate` prints with `--format json` and what `POST /validate` answers to an archive.
public enum AppCheck {
    /// Notes of what the reader could not see, listed at most; the rest are counted in one more note.
    public static let maxCodeNotes = 100

    /// The scenarios the code gives, each over `base` (the app's settings), or, when the code gives none and
    /// `settingsAlone`, the settings checked alone. `label` names the code in the note that says none was found.
    public static func scenarios(
        model: SourceModel, imported: ImportedApp?, base: Scenario, limits: ScenarioLimits,
        label: String, settingsAlone: Bool
    ) throws(ScenarioInputError) -> [CheckedScenario] {
        var model = model
        if let imported { model.take(imported) }
        var codeNotes = notes(of: model)
        let maskWhenShown = CodeScenarios.maskWhenShown(model)
        let worldsOfScreens = CodeScenarios.worldsOfScreens(model, maskWhenShown: maskWhenShown)
        // A SwiftUI `App` entry point: SwiftUI's life cycle creates the app's scenes itself, so the app adopts the
        // UIScene life cycle without UIApplicationSceneManifest (inferred; TN3187 names only the key and the app
        // delegate's configuration method, which SwiftUI's own delegate provides).
        var base = base
        base.infoPlist.launchScreenRead = true
        if let app = model.swiftUIApp, !base.infoPlist.hasSceneManifest {
            base.infoPlist.hasSceneManifest = true
            codeNotes.append(
                Finding(
                    .sceneLifeCycleRequired, situation: .satisfied, pointer: "",
                    message:
                        "The Info.plist has no UIApplicationSceneManifest, but the app's entry point is the SwiftUI App \(app.name), whose life cycle creates the app's scenes itself, so the app is taken to adopt the UIScene life cycle that TN3187 requires (inferred).",
                    fix:
                        "Nothing, if \(app.name) is the iOS app's entry point; an app that starts from a UIApplicationDelegate instead needs the manifest.",
                    source: app.place))
        }
        // mask-change-not-announced (inferred): from iOS 16 UIKit keeps the mask it last read until
        // setNeedsUpdateOfSupportedInterfaceOrientations() is called; said once, with the first scenario. Every app
        // runs on iOS 16 and later (the matrix's newest cells), whatever its deployment target.
        let minimum = base.minimumOSVersion ?? SystemVersion(major: 16)
        let sixteen = minimum.major >= 16 ? minimum : SystemVersion(major: 16)
        let built = CodeScenarios.build(from: model)
        codeNotes += maskChangeNotes(model: model, built: built, base: base, minimum: minimum)
        codeNotes += staleRequestNotes(model: model, base: base, limits: limits, minimum: sixteen)
        codeNotes += representableNotes(model: model, base: base)
        codeNotes += delegateTestNotes(model: model, base: base)
        codeNotes += hostedLockNotes(model: model, base: base)
        codeNotes += unreadSetterNotes(model: model, base: base)
        codeNotes += boxedSetterNotes(model: model, base: base)
        codeNotes += customContainerNotes(model: model)
        codeNotes += misspelledMembers(model: model, base: base)
        codeNotes += windowWithoutRoot(model: model, base: base)
        if built.isEmpty {
            codeNotes.append(
                Finding(
                    .codeNotRead, pointer: "",
                    message:
                        "\(label): \(model.filesRead) source files read; no window root, presentation or orientation answer found in them\(settingsAlone ? ", so the app's settings are checked alone" : "").",
                    fix:
                        "Point orientd at the folder that holds the app's view controllers, or describe the hierarchy as a scenario file."
                ))
            guard settingsAlone else { return [] }
            return [self.settingsAlone(imported: imported, base: base, notes: codeNotes)]
        }
        var result: [CheckedScenario] = []
        let fileSources = imported?.sources ?? [:]
        // A scenario the builder got wrong is left out with a note, rather than failing the whole app; when every
        // one fails, the first error is the answer (it is then the settings', not the builder's).
        var firstError: ScenarioInputError?
        // The split views of the code, as scenarios print them (`CheckedScenario.splitViews`).
        let splitViews = Set(
            model.classes.filter { model.uikitBase(of: $0.key) == "UISplitViewController" }.map(\.value.name)
                + ["UISplitViewController"])
        let legacyAnswering = Self.legacyAnswering(model)
        for scenario in built {
            var decoded = (scenario: scenario.scenario(over: base), notes: InputNotes())
            if let refusal = scenario.refusal ?? decoded.scenario.refusal(limits: limits) {
                let error = ScenarioInputError.scenario(refusal)
                firstError = firstError ?? error
                codeNotes.append(
                    Finding(
                        .codeNotRead, pointer: "",
                        message:
                            "\(scenario.name): not checked: what the code gives here is beyond what a scenario can hold (\(Self.summary(error))), so it is left out.",
                        fix: "Nothing to change in the app for this note: the files named in its label are not checked."
                    ))
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
            // An app delegate mask the reader could not evaluate is left out of the scenario, but it is there.
            if case .unknown? = model.appDelegateMask?.kind,
                decoded.scenario.supportedInterfaceOrientationsForWindow == nil
            {
                decoded.scenario.delegateMaskUnknown = true
            }
            if result.isEmpty { decoded.notes.list.insert(contentsOf: codeNotes, at: 0) }
            if let imported { decoded.notes.list.insert(contentsOf: imported.notes, at: 0) }
            let target = (imported?.target.map { "\($0): " } ?? "") + scenario.name
            var checked = CheckedScenario(
                target: target, scenario: decoded.scenario, notes: decoded.notes,
                sources: fileSources.merging(scenario.sources) { _, code in code },
                app: imported?.target)
            checked.assumptions = scenario.assumptions
            checked.requestAtLaunch = scenario.requestAtLaunch
            checked.excludedTops = scenario.excludedTops
            checked.containerDelegates = model.containerDelegates
            checked.splitViews = splitViews
            checked.maskWhenShown = maskWhenShown
            checked.worldsOfScreens = worldsOfScreens
            checked.delegatesOwnContainer = Set(model.delegatesOwnContainer.map { CodeScenarios.label($0, model) })
            checked.childrenUnread = Set(model.childrenUnread.map { CodeScenarios.label($0, model) })
            checked.legacyAnswering = legacyAnswering
            checked.rootContainerDelegated = model.delegatesOwnContainer.contains(SourceModel.windowRootMark)
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

    /// The app's settings checked alone (no code read, or none that shows anything), with `notes` first.
    public static func settingsAlone(imported: ImportedApp?, base: Scenario, notes: [Finding] = []) -> CheckedScenario {
        var noted = InputNotes()
        noted.list = (imported?.notes ?? []) + notes
        return CheckedScenario(
            target: imported?.target, scenario: base, notes: noted, sources: imported?.sources(in: base) ?? [:],
            app: imported?.target)
    }

    /// The code an app is checked with: a folder (`--sources`, an archive without a project), or the files and
    /// folders its target builds.
    public enum Code: Sendable {
        case folder(String)
        /// The files and folders the app's target builds, and its local packages and development pods.
        case target(ImportedApp)

        /// What the app's target builds; nil when it names no code (its settings are then checked alone).
        public init?(of app: ImportedApp) {
            guard
                !app.codeFiles.isEmpty || !app.codeFolders.isEmpty || !app.localPackages.isEmpty
                    || !app.linkedProducts.isEmpty || !app.linkedTargets.isEmpty
            else { return nil }
            self = .target(app)
        }
    }

    /// An error of the pipeline: a file or folder that cannot be used, or a scenario the settings make invalid.
    public enum Failure: Error {
        case files(ProjectFileError)
        case scenario(ScenarioInputError)
        /// Only with a deadline (an archive over HTTP).
        case deadline(DeadlinePassed)
    }

    /// One app through the pipeline, as the CLI and `POST /validate` with an archive both run it (they choose only
    /// the input and the output): the code read from `tree` into its model, then the scenarios the model gives over
    /// the app's settings (`base`), or, when the code gives none and `settingsAlone`, the settings checked alone.
    /// `label` names the code in the note that says it showed nothing. With the scenarios, how many files were read.
    public static func check(
        _ app: ImportedApp?, code: Code, module: String, base: Scenario, label: String, settingsAlone: Bool,
        tree: some FileTree, limits: ScenarioLimits, sourceLimits: SourceLimits, progress: ReadingProgress? = nil,
        deadline: Deadline? = nil
    )
        throws(Failure) -> (scenarios: [CheckedScenario], coverage: Coverage)
    {
        let (model, coverage) = try read(
            code, module: module, tree: tree, sourceLimits: sourceLimits, progress: progress, deadline: deadline)
        do {
            var checked = try scenarios(
                model: model, imported: app, base: base, limits: limits, label: label, settingsAlone: settingsAlone)
            for index in checked.indices { checked[index].coverage = coverage }
            return (checked, coverage)
        } catch {
            throw .scenario(error)
        }
    }

    /// The code's model: its files read from `tree` (within `sourceLimits`) and resolved together, with what was
    /// read and what could not be followed.
    static func read(
        _ code: Code, module: String, tree: some FileTree, sourceLimits: SourceLimits, progress: ReadingProgress? = nil,
        deadline: Deadline? = nil
    ) throws(Failure) -> (model: SourceModel, coverage: Coverage) {
        let read: (model: SourceModel, coverage: Coverage)
        do {
            switch code {
            case let .folder(folder):
                let model = try SourceFiles.read(
                    directory: folder, module: module, tree: tree, limits: sourceLimits, progress: progress,
                    deadline: deadline)
                read = (model, coverage(of: model, notFollowed: []))
            case let .target(app):
                let packages = LocalPackageReader.resolve(app, tree: tree)
                // A folder with excludes (XcodeGen) is read as a unit of the app's own module that leaves them out.
                // A folder holding local packages (Xcode 16's synchronized folders), as a unit that leaves them out.
                func packagesIn(_ folder: String) -> [String] {
                    packages.packagesInCodeFolders.filter { $0.hasPrefix(folder + "/") }
                }
                let apart = app.codeFolders.filter { app.codeFolderExcludes[$0] != nil || !packagesIn($0).isEmpty }
                let excluded = apart.map {
                    CodeUnit(
                        module: module, folder: $0, exclude: packagesIn($0),
                        excludeGlobs: app.codeFolderExcludes[$0] ?? [])
                }
                var model = try SourceFiles.read(
                    files: app.codeFiles, folders: app.codeFolders.filter { !apart.contains($0) },
                    units: excluded + packages.units, module: module, tree: tree, limits: sourceLimits,
                    progress: progress, deadline: deadline)
                model.codeLeftUnread = !packages.notFollowed.isEmpty
                model.hostedLocks = packages.hostedLocks
                read = (model, coverage(of: model, notFollowed: packages.notFollowed))
            }
        } catch {
            throw .files(error)
        }
        if let deadline, deadline.passed { throw .deadline(DeadlinePassed(milliseconds: deadline.milliseconds)) }
        return read
    }

    static func coverage(of model: SourceModel, notFollowed: [String]) -> Coverage {
        Coverage(
            filesRead: model.filesRead,
            modules: model.modulesRead.map { Coverage.Module(name: $0, files: model.filesByModule[$0] ?? 0) },
            notFollowed: notFollowed)
    }

    /// A whole tree (an uploaded archive, a rule's example) as `orientd validate --project` checks a clone: the iOS
    /// apps of the project at its top, each with its code (or its settings alone when its target names none), the
    /// project files' diagnostics as notes of the first scenario (`Finding(projectFile:…)`); or, with no project at the top, its code with the one
    /// Info.plist in it (as `--sources`). `label` names the tree in the error that says it shows nothing.
    public static func check(
        tree: some FileTree, label: String, limits: ScenarioLimits, sourceLimits: SourceLimits,
        deadline: Deadline? = nil
    ) throws -> [CheckedScenario] {
        // One check parses each file once, however many of its apps build it.
        guard ParsedFiles.current != nil else {
            return try ParsedFiles.$current.withValue(ParsedFiles()) {
                try check(
                    tree: tree, label: label, limits: limits, sourceLimits: sourceLimits, deadline: deadline)
            }
        }
        let top = (tree as? ArchiveTree)?.top ?? "."
        // No project at the top: its code alone. Several: the same error the CLI gives (never the code alone).
        // A repository whose app is in ios/ or one folder down is read as the CLI's --project . reads it.
        let entries = tree.entries(top) ?? []
        let location: ProjectLocation
        if entries.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "project.yml" }
        ) {
            location = try ProjectLocation.find(top, in: tree)
        } else if let below = try? ProjectLocation.locate(top, in: tree).location {
            location = below
        } else {
            return try codeOnly(
                tree, top: top, label: label, limits: limits, sourceLimits: sourceLimits, deadline: deadline)
        }
        let imported = try location.importApps(
            target: nil, configuration: nil, infoPlistOverride: nil, readFile: tree.readIgnoringCase
        ).spelled(by: tree.spelled)
        let diagnostics = imported.diagnostics + imported.apps.flatMap(\.diagnostics)
        var result: [CheckedScenario] = []
        for app in imported.apps {
            guard let code = Code(of: app) else {
                // A target that names no code (as the CLI: its settings alone).
                var alone = settingsAlone(imported: app, base: app.baseScenario)
                if result.isEmpty { alone.notes.list.insert(contentsOf: diagnostics, at: 0) }
                result.append(alone)
                continue
            }
            let module = app.productModuleName ?? app.target ?? "App"
            var checked = try check(
                app, code: code, module: module, base: app.baseScenario, label: "the target \(app.target ?? module)",
                settingsAlone: true, tree: tree, limits: limits, sourceLimits: sourceLimits, deadline: deadline
            ).scenarios
            if result.isEmpty, !checked.isEmpty {
                checked[0].notes.list.insert(contentsOf: diagnostics, at: 0)
            }
            result += checked
        }
        return result
    }

    /// A tree without a project: its code, with the app's Info.plist (`SourceFiles.infoPlists`: the one, or the only
    /// application's among several).
    static func codeOnly(
        _ tree: some FileTree, top: String, label: String, limits: ScenarioLimits, sourceLimits: SourceLimits,
        deadline: Deadline? = nil
    ) throws
        -> [CheckedScenario]
    {
        // The Swift module (UIKit prints Module.Class): the folder that holds the Info.plist, else the tree's top
        // folder, else App.
        let plists = SourceFiles.infoPlists(in: top, tree: tree, limits: sourceLimits).chosen.map { [$0] } ?? []
        let folder = plists.count == 1 ? ArchiveTree.parent(of: plists[0]) : top
        let module = SourceFiles.moduleName(of: folder == "." ? "App" : folder)
        // The code is read before the Info.plist, so that when both fail the archive's answer names the code's error.
        let (model, coverage) = try read(
            .folder(top), module: module, tree: tree, sourceLimits: sourceLimits, deadline: deadline)
        var app: ImportedApp?
        if plists.count == 1, let bytes = try tree.read(plists[0]) {
            var imported = ImportedApp()
            try imported.readInfoPlist(bytes, name: plists[0])
            app = imported
        }
        var checked = try scenarios(
            model: model, imported: app, base: app?.baseScenario ?? Scenario(), limits: limits, label: label,
            settingsAlone: false)
        for index in checked.indices { checked[index].coverage = coverage }
        let filesRead = model.filesRead
        guard !checked.isEmpty else {
            throw ProjectFileError(
                file: label, line: nil,
                message:
                    "holds no .xcodeproj, .xcworkspace or project.yml, and its \(filesRead) source files show no window root, presentation or orientation answer"
            )
        }
        return checked
    }

    /// Each scenario validated (concurrently) and adjusted as it is reported (`CheckedScenario.adjusted`).
    public static func validate(_ checked: [CheckedScenario], maxStates: Int) -> [Validation] {
        reported(checked, validate(checked.map(\.scenario), maxStates: maxStates))
    }

    /// The validations of `checked`, in their order, as reported: each adjusted by its scenario's assumptions, then
    /// the findings that rest on a container's chosen mask noted (`noteMaskChoices`).
    static func reported(_ checked: [CheckedScenario], _ validations: [Validation]) -> [Validation] {
        var adjusted = zip(checked, validations).map { entry, validation in entry.adjusted(validation) }
        noteMaskChoices(checked, &adjusted)
        noteIdiomChoices(checked, &adjusted)
        return adjusted
    }

    /// A finding that compares answers (`Rule.comparesAnswers`) in a world where the shown class's mask is a value
    /// chosen among several the code gives it, and that the same scenario with another of those values does not
    /// have, rests on the value chosen: whether the screen it is about ever meets it is not known (Jiafeigou's tab
    /// bar, landscape only while a panorama screen it hides is on top, was said to ignore its portrait children).
    /// It gains `maskChosen`, which makes it a note. A finding every value gives stays what it is, and so does one
    /// about the class itself (its own state, in that value whenever UIKit asks it).
    static func noteMaskChoices(_ checked: [CheckedScenario], _ validations: inout [Validation]) {
        var groups: [String: [Int]] = [:]
        for (index, entry) in checked.enumerated() {
            if let group = entry.assumptions.maskChoiceGroup, index < validations.count {
                groups[group, default: []].append(index)
            }
        }
        for members in groups.values where members.count > 1 {
            let present = members.map { member in
                Set(validations[member].findings.map { "\($0.rule) \($0.location)" })
            }
            for member in members {
                for index in validations[member].findings.indices {
                    let finding = validations[member].findings[index]
                    guard finding.severity == .warning, finding.inferences.contains(.oneOfSeveralValues),
                        Rule.named(finding.rule)?.comparesAnswers == true,
                        let owner = checked[member].assumptions.maskChoiceOf
                    else { continue }
                    // About the class whose mask is chosen, the finding is of its own state, whenever it is asked:
                    // the value and the screen always meet.
                    let scenario = checked[member].scenario
                    if let about = finding.location.controller, scenario.controllers.indices.contains(about),
                        scenario.className(of: about) == owner
                    {
                        continue
                    }
                    let key = "\(finding.rule) \(finding.location)"
                    guard !present.allSatisfy({ $0.contains(key) }) else { continue }
                    validations[member].findings[index].inferences.append(.maskChosen(owner))
                    validations[member].findings[index].capSeverityByAssumptions()
                }
            }
        }
    }

    /// The classes that answer `shouldAutorotateToInterfaceOrientation:`, as scenarios print them
    /// (`CheckedScenario.legacyAnswering`).
    static func legacyAnswering(_ model: SourceModel) -> Set<String> {
        Set(
            model.classes.filter { $0.value.shouldAutorotateToInterfaceOrientation != nil }.map {
                CodeScenarios.label($0.key, model)
            })
    }

    /// A presentation placed over each of the roots the code sets per idiom, from a class the reader does not see on
    /// screen under one of them: what is said of it presented (an error or a warning) over that idiom's root alone,
    /// and not the same (rule and line) over another idiom's, rests on the code presenting it on that idiom, which the
    /// reader cannot tell (MegaSmartPlayer's portrait iPhone screens, presented from iPhone screens, over its
    /// landscape iPad root: four false crashes). A note.
    static func noteIdiomChoices(_ checked: [CheckedScenario], _ validations: inout [Validation]) {
        var groups: [String: [Int]] = [:]
        for (index, entry) in checked.enumerated() {
            if let group = entry.assumptions.idiomChoiceGroup, index < validations.count {
                groups[group, default: []].append(index)
            }
        }
        for members in groups.values {
            let said = members.map { member in
                Set(
                    validations[member].findings.filter { $0.severity != .info }.map {
                        "\($0.rule) \($0.source?.file ?? ""):\($0.source?.line ?? 0)"
                    })
            }
            for (position, member) in members.enumerated() {
                guard let presenter = checked[member].assumptions.presenterUnplaced else { continue }
                let idiom = checked[member].scenario.idiom
                for index in validations[member].findings.indices {
                    let finding = validations[member].findings[index]
                    guard finding.severity != .info, (finding.state?.presentationDepth ?? 0) > 0 else { continue }
                    let key = "\(finding.rule) \(finding.source?.file ?? ""):\(finding.source?.line ?? 0)"
                    let elsewhere = members.indices.contains { other in
                        other != position && checked[members[other]].scenario.idiom != idiom
                            && said[other].contains(key)
                    }
                    guard !elsewhere else { continue }
                    validations[member].findings[index].inferences.append(
                        .presenterIdiomAssumed(presenter: presenter, device: idiom.deviceName))
                    validations[member].findings[index].severity = .info
                }
            }
        }
    }

    /// The same, by `deadline`: a scenario not begun by then is not validated, and the whole is `DeadlinePassed`.
    public static func validate(_ checked: [CheckedScenario], maxStates: Int, deadline: Deadline)
        throws(DeadlinePassed) -> [Validation]
    {
        let validations = validate(checked.map(\.scenario), maxStates: maxStates, deadline: deadline)
        guard validations.allSatisfy({ $0 != nil }) else { throw DeadlinePassed(milliseconds: deadline.milliseconds) }
        return reported(checked, validations.map { $0! })
    }

    /// Validates the scenarios concurrently (one task each, as many threads as cores), the answers in their order.
    /// Unsafe as CodeReader.read is, and for the same reason: each slot is written once, by its own task, and read
    /// after concurrentPerform returns.
    public static func validate(_ scenarios: [Scenario], maxStates: Int) -> [Validation] {
        validate(scenarios, maxStates: maxStates, deadline: nil).map { $0! }
    }

    /// nil for a scenario not begun by `deadline`.
    static func validate(_ scenarios: [Scenario], maxStates: Int, deadline: Deadline?) -> [Validation?] {
        @Sendable func one(_ scenario: Scenario) -> Validation? {
            if let deadline, deadline.passed { return nil }
            return Validator.validate(scenario, maxStates: maxStates)
        }
        guard scenarios.count > 1 else { return scenarios.map(one) }
        let slots = UnsafeMutableBufferPointer<Validation?>.allocate(capacity: scenarios.count)
        slots.initialize(repeating: nil)
        defer { slots.deinitialize(); slots.deallocate() }
        nonisolated(unsafe) let shared = slots
        DispatchQueue.concurrentPerform(iterations: scenarios.count) { index in
            shared[index] = one(scenarios[index])
        }
        return Array(slots)
    }
}
