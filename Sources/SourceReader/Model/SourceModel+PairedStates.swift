import OrientationResolver

/// One world of two stored properties a controller answers from: the mask it returns from one and the preferred
/// orientation it returns from the other, as the code's assignments can leave them together. A function that gives
/// one and not the other leaves the other at the value it had (higi: `supportedOrientations = .portrait` with
/// `preferredOrientation` still `.landscapeRight`).
public struct PairedAnswers: Sendable, Equatable {
    public var mask: Int
    public var preferred: Int
    /// The property the mask reads and the one the preferred orientation reads, as written.
    public var maskProperty: String
    public var preferredProperty: String
    /// Where each value was given last (file, line).
    public var maskGiven: FileSource
    public var preferredGiven: FileSource
}

extension SourceModel {
    /// What one function gives a property: nothing, a value the reader evaluates (with where), or one it cannot.
    enum Given: Equatable {
        case nothing
        case value(Int, FileSource)
        case unread
    }

    /// The pairs of a class's mask and preferred orientation (`pairedAnswers(mask:preferred:owner:_:)`), for one that
    /// answers both, its mask no forward.
    static func pairedAnswers(
        of declared: SymbolTable.DeclaredType, _ controller: ControllerClass, _ symbols: SymbolTable
    ) -> [PairedAnswers] {
        guard let mask = declared.answers["supportedInterfaceOrientations"],
            let preferred = declared.answers["preferredInterfaceOrientationForPresentation"],
            controller.supportedInterfaceOrientations?.isForward == false
        else { return [] }
        return pairedAnswers(mask: mask, preferred: preferred, owner: declared.name, symbols)
    }

    /// The worlds of a class whose supportedInterfaceOrientations returns one stored property (beside literals) and
    /// whose preferredInterfaceOrientationForPresentation returns another: every pair of values the app reaches by
    /// running the functions that assign them, in any order, from the values they are declared with. Each function
    /// is one step that gives each property the last value it writes there; a function that gives one property a
    /// value the reader cannot evaluate, or gives it in two places, leaves that property unknown (no world holds an
    /// unknown). Only Swift functions the reader names count (`ReturnedValue.inFunction`); a value given on one idiom
    /// alone, or outside a named function, stops the search (no world is then claimed). At most `maxVariants`
    /// pairs, the preferred orientations outside their mask first.
    static func pairedAnswers(
        mask: [ReturnedValue], preferred: [ReturnedValue], owner: String, _ symbols: SymbolTable
    ) -> [PairedAnswers] {
        guard preferred.count == 1, let preferredName = preferred[0].expression.propertyName,
            mayHoldState(preferredName)
        else { return [] }
        let maskNames = Set(mask.compactMap(\.expression.propertyName).filter(mayHoldState))
        guard maskNames.count == 1, let maskName = maskNames.first, maskName != preferredName else { return [] }
        func ours(_ value: ReturnedValue) -> Bool { value.owner == nil || value.owner == owner }
        let maskValues = (symbols.assignments[maskName] ?? []).filter(ours)
        let preferredValues = (symbols.assignments[preferredName] ?? []).filter(ours)
        guard maskValues.count > 1 || preferredValues.count > 1,
            let maskStart = start(maskValues, "supportedInterfaceOrientations", symbols),
            let preferredStart = start(preferredValues, "preferredInterfaceOrientationForPresentation", symbols),
            let maskSteps = steps(maskValues, "supportedInterfaceOrientations", symbols),
            let preferredSteps = steps(preferredValues, "preferredInterfaceOrientationForPresentation", symbols)
        else { return [] }
        let functions = Set(maskSteps.keys).union(preferredSteps.keys).sorted()
        struct State: Hashable {
            var mask: Given.Known?
            var preferred: Given.Known?
        }
        var seen: Set<State> = [State(mask: maskStart, preferred: preferredStart)]
        var queue = Array(seen)
        while let state = queue.popLast(), seen.count < 64 {
            for function in functions {
                var next = state
                next.mask = apply(maskSteps[function] ?? .nothing, to: state.mask)
                next.preferred = apply(preferredSteps[function] ?? .nothing, to: state.preferred)
                if seen.insert(next).inserted { queue.append(next) }
            }
        }
        var valued: Set<[Int]> = []
        let pairs = seen.sorted { "\($0)" < "\($1)" }.compactMap { state -> PairedAnswers? in
            guard let mask = state.mask, let preferred = state.preferred,
                valued.insert([mask.value, preferred.value]).inserted
            else { return nil }
            return PairedAnswers(
                mask: mask.value, preferred: preferred.value, maskProperty: maskName,
                preferredProperty: preferredName, maskGiven: mask.at, preferredGiven: preferred.at)
        }
        func outside(_ pair: PairedAnswers) -> Bool { UIInterfaceOrientation.mask(pair.preferred) & pair.mask == 0 }
        return pairs.sorted { left, right in
            if outside(left) != outside(right) { return outside(left) }
            return (left.mask, left.preferred) < (right.mask, right.preferred)
        }.prefix(CodeScenarios.maxVariants).map { $0 }
    }

    /// The value a property is declared with, as a known value; nil where there is none the reader evaluates.
    private static func start(_ values: [ReturnedValue], _ member: String, _ symbols: SymbolTable) -> Given.Known? {
        let declared = values.filter(\.isDeclaredValue)
        guard declared.count == 1,
            case let .exact(value)? = Evaluator.evaluate(declared, member: member, symbols: symbols)?.kind
        else { return nil }
        return Given.Known(value: value, at: FileSource(file: declared[0].file, line: declared[0].line))
    }

    /// What each function gives the property (by file and function); nil where one value is given outside a named
    /// function or on one idiom alone.
    private static func steps(_ values: [ReturnedValue], _ member: String, _ symbols: SymbolTable) -> [String: Given]? {
        var result: [String: Given] = [:]
        for value in values where !value.isDeclaredValue {
            guard let function = value.inFunction, value.idiom == nil else { return nil }
            let key = value.file + "#" + function
            guard result[key] == nil else {
                result[key] = .unread
                continue
            }
            if case let .exact(evaluated)? = Evaluator.evaluate([value], member: member, symbols: symbols)?.kind {
                result[key] = .value(evaluated, FileSource(file: value.file, line: value.line))
            } else {
                result[key] = .unread
            }
        }
        return result
    }

    private static func apply(_ given: Given, to known: Given.Known?) -> Given.Known? {
        switch given {
        case .nothing: known
        case let .value(value, at): Given.Known(value: value, at: at)
        case .unread: nil
        }
    }
}

extension SourceModel.Given {
    struct Known: Hashable {
        var value: Int
        var at: FileSource
    }
}
