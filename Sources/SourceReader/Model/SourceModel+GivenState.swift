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
