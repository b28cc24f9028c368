import OrientationResolver
import OrientationWire

/// The values a function gives properties just before a presentation or a request (`GivenState`), resolved once every
/// file is read.
extension SourceModel {
    /// Values given before a site (`GivenState`): whose property each is, and its value as a mask.
    static func resolve(_ given: [GivenState], _ symbols: SymbolTable) -> [GivenState] {
        given.map { state in
            var state = state
            state.state.owner =
                state.receiver.map { $0 == "self" ? state.context : symbols.owner(of: $0, in: state.context) }
                ?? state.context
            let passed = state.value.parameter.map { symbols.passed(to: $0) } ?? []
            if case let .exact(mask)? = Evaluator.evaluate(
                passed.isEmpty ? [state.value] : passed, member: "supportedInterfaceOrientations", symbols: symbols)?
                .kind
            {
                state.mask = mask
            } else if case let .bool(flag) = state.value.expression {
                state.mask = appMask(whenFlag: state.state.name, is: flag, symbols)
            }
            return state
        }
    }

    /// The changes of properties made with a parameter of the function that makes them (`static func
    /// lockOrientation(_ mask:) { delegate.orientationLock = mask }`), by that function's name.
    static func changesByParameter(_ symbols: SymbolTable) -> [String: [(name: String, mutation: Mutation)]] {
        var result: [String: [(name: String, mutation: Mutation)]] = [:]
        for (name, changes) in symbols.mutations {
            for change in changes where !change.mutation.inClosure {
                if let parameter = change.mutation.value?.parameter {
                    result[parameter.function, default: []].append((name, change.mutation))
                }
            }
        }
        return result
    }

    /// The functions that give a property their parameter (`changesByParameter`), and the calls each type's
    /// appearance makes of them as statements of its body, by the type (`givenThroughCalls(_:changes:_:)`).
    static func appearanceHelperCalls(_ symbols: SymbolTable) -> (
        changes: [String: [(name: String, mutation: Mutation)]], calls: [String: [ArgumentCall]]
    ) {
        let changes = changesByParameter(symbols)
        var result: [String: [ArgumentCall]] = [:]
        guard !changes.isEmpty else { return (changes, result) }
        for call in symbols.argumentCalls.values.joined()
        where call.isStatementOfBody && changes[call.callee] != nil
            && DeclarationVisitor.appearanceMethods.contains(call.function ?? "")
        {
            if let type = call.inType { result[type, default: []].append(call) }
        }
        return (changes, result)
    }

    /// What a class's appearance gives properties through a function it calls as a statement of its body, where that
    /// function gives a property its parameter (`AppUtility.lockOrientation(.landscapeLeft)` in `viewDidLoad`): the
    /// value passed, as if the appearance gave it itself (`ControllerClass.givenWhenShown`), in the calls' order.
    static func givenThroughCalls(
        _ calls: [ArgumentCall], changes: [String: [(name: String, mutation: Mutation)]], _ symbols: SymbolTable
    ) -> [GivenState] {
        guard !calls.isEmpty else { return [] }
        var given: [GivenState] = []
        for call in calls.sorted(by: { $0.line < $1.line }) {
            for (name, mutation) in changes[call.callee] ?? [] {
                guard let parameter = mutation.value?.parameter, call.mayCall(parameter),
                    parameter.arity.map({ call.count == $0 }) ?? true, var value = call.values[parameter.index]
                else { continue }
                value.line = call.line
                let owner = mutation.value?.owner
                given.append(
                    GivenState(
                        state: StateRead(name: name, owner: nil),
                        receiver: owner == nil ? mutation.value?.receiver?.text : nil,
                        context: owner ?? mutation.value?.receiver?.context ?? mutation.inClass, value: value))
            }
        }
        return resolve(given, symbols)
    }

    /// Whether a change made with a parameter of its function is made only as controllers appear or disappear: every
    /// call of that function (but an overload's passing the parameter on) is made in `screens`' methods, outside a
    /// closure.
    static func madeOnlyByScreens(_ mutation: Mutation, screens: Set<String>, _ symbols: SymbolTable) -> Bool {
        guard !mutation.inClosure, let parameter = mutation.value?.parameter,
            let calls = symbols.argumentCalls[parameter.function]
        else { return false }
        let made = calls.filter { call in
            call.mayCall(parameter)
                && !call.forwarded.values.contains { $0.function == parameter.function && $0.owner == parameter.owner }
        }
        return !made.isEmpty && made.allSatisfy { screens.contains($0.function ?? "") }
    }

    /// The app delegate's mask while its flag `name` holds `flag`, where its answer is one choice on that flag
    /// (`allowRotation ? .landscapeLeft : .portrait`, `!_locked ? … : …`, `self.flag == YES ? … : …`); nil otherwise.
    static func appMask(whenFlag name: String, is flag: Bool, _ symbols: SymbolTable) -> Int? {
        guard let items = symbols.appDelegateAnswer, items.count == 1,
            case let .ternary(yes, no, text, nil) = items[0].expression,
            let (read, negated) = flagChosenOn(text), read == name
        else { return nil }
        let side = flag != negated ? yes : no
        let value = ReturnedValue(value: side, line: items[0].line, file: items[0].file)
        guard
            case let .exact(mask)? = Evaluator.evaluate(
                [value], member: "supportedInterfaceOrientations", symbols: symbols)?.kind
        else { return nil }
        return mask
    }
}
