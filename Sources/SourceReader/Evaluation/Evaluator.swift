import OrientationResolver
import OrientationWire

/// The values of orientation answers: each expression a reader took, evaluated against every assignment the
/// module's symbol table holds.
enum Evaluator {
    /// The value of an answer from the expressions it returns.
    static func evaluate(_ returned: [ReturnedValue], member: String, symbols: SymbolTable) -> CodeValue? {
        // `presentedViewController.supportedInterfaceOrientations` beside other answers: the presented controller
        // decides while there is one, and the others are the value.
        let presented = returned.filter { asksPresented($0.expression) }
        if !presented.isEmpty, presented.count < returned.count {
            var value = evaluate(
                returned.filter { !asksPresented($0.expression) }, member: member, symbols: symbols)
            value?.asksPresented = true
            return value
        }
        let returned = onIdiom(reached(returned, symbols: symbols), symbols: symbols)
        guard let first = returned.first else { return nil }
        let isBool = member == "shouldAutorotate"
        let isOrientation = member == "preferredInterfaceOrientationForPresentation"
        var values: [Possible] = []
        var unknown: CodeValue?
        var forwarded: (child: String, fallback: Int?, item: ReturnedValue)?
        // The tests of the controller on top of a stack each value is returned under; a value also returned under
        // none is tied to no top.
        var topTests: [Int: Set<TopTest>] = [:]
        var untied: Set<Int> = []
        for item in returned {
            switch constant(
                item.expression, bool: isBool, orientation: isOrientation, symbols: symbols, depth: 0, owner: item.owner
            )
            {
            case let .values(found):
                values += Possible.on(item.idiom, found)
                for value in found {
                    if item.onTop.isEmpty && item.notOnTop.isEmpty {
                        untied.insert(value.value)
                    } else {
                        topTests[value.value, default: []].insert(TopTest(onTop: item.onTop, notOnTop: item.notOnTop))
                    }
                }
            case let .forwarding(child, fallback):
                if forwarded == nil { forwarded = (child, fallback, item) }
            case let .unknown(reason):
                unknown = unknown ?? CodeValue(kind: .unknown(reason), file: item.file, line: item.line)
            }
        }
        // A forward beside constant answers (`if (self.topViewController) return [self.topViewController …];
        // return UIInterfaceOrientationMaskPortrait;`): the one constant is what it answers without the child.
        if let forwarded {
            let others = Set(values.map(\.value))
            let fallback = forwarded.fallback ?? (others.count == 1 ? others.first : nil)
            var value = CodeValue(
                kind: .forwarding(child: forwarded.child, fallback: fallback), file: forwarded.item.file,
                line: forwarded.item.line)
            // The Objective-C reader writes its forwards with the same `?` (a message to nil answers 0 there).
            value.nilSafe = forwarded.item.file.hasSuffix(".swift") && Self.optionalChained(forwarded.item.expression)
            return value
        }
        if let unknown { return unknown }
        values = reachableCopies(values)
        // A value given on either idiom makes the same value on one idiom redundant.
        var distinct: [Possible] = []
        for value in values
        where !distinct.contains(where: { $0.value == value.value && ($0.idiom == nil || $0.idiom == value.idiom) }) {
            distinct.removeAll { $0.value == value.value && value.idiom == nil }
            distinct.append(value)
        }
        // One value on every idiom the code gives one (`isPad ? .all : .all`) is that value.
        if Set(distinct.map(\.value)).count == 1 {
            return CodeValue(kind: .exact(distinct[0].value), file: first.file, line: first.line)
        }
        let idioms = distinct.map(\.idiom)
        var result = CodeValue(
            kind: .oneOf(distinct.map(\.value)), file: first.file, line: first.line,
            idioms: idioms.contains { $0 != nil } ? idioms : [])
        // One state read (a single answer), with one declared value: the value the app starts with.
        let declared = Set(values.filter(\.declared).map(\.value))
        if returned.count == 1, declared.count == 1, !values.contains(where: { $0.idiom != nil || $0.replacesDeclared })
        {
            result.initial = declared.first
        }
        // A value only ever returned while a class the code tests is on top of a stack.
        for (value, tests) in topTests where !untied.contains(value) {
            result.topTests[value] = tests.sorted { "\($0)" < "\($1)" }
        }
        // A value only ever given as a copy of the current orientation.
        for value in values where value.whenCurrent != nil {
            if !values.contains(where: { $0.value == value.value && $0.whenCurrent == nil }) {
                result.copies[value.value] = value.whenCurrent
            }
        }
        return result
    }

    /// The returns the code reaches: without those under a condition that is constant the other way (a static
    /// property whose getter returns a literal, `if Settings.alwaysRotate { return true }`). All of them where none
    /// would be left.
    static func reached(_ returned: [ReturnedValue], symbols: SymbolTable) -> [ReturnedValue] {
        guard returned.contains(where: { !$0.requires.isEmpty }) else { return returned }
        let kept = returned.filter { item in
            item.requires.allSatisfy { requirement in
                // Only a literal, a type's static property (a setting hard-wired in its getter), or an instance's
                // flag that only the code read writes: another may be set where the reader cannot see (a
                // storyboard's runtime attribute, key-value coding).
                guard
                    Self.isStaticCondition(requirement.condition)
                        || symbols.onlyCodeWrites(requirement.condition, owner: item.owner)
                else { return true }
                let evaluation = constant(
                    requirement.condition, bool: true, orientation: false, symbols: symbols, depth: 0,
                    owner: item.owner)
                guard case let .values(found) = evaluation, !found.isEmpty,
                    found.allSatisfy({ $0.idiom == nil && $0.value == found[0].value })
                else { return true }
                return (found[0].value != 0) == requirement.holds
            }
        }
        return kept.isEmpty ? returned : kept
    }

    /// Each return reached only under conditions that hold on one idiom alone (`if lockPortrait { return .portrait }`
    /// where the code sets `lockPortrait = true` only inside `if userInterfaceIdiom == .phone`): returned on that
    /// idiom alone.
    static func onIdiom(_ returned: [ReturnedValue], symbols: SymbolTable) -> [ReturnedValue] {
        guard returned.contains(where: { !$0.requires.isEmpty && $0.idiom == nil }) else { return returned }
        return returned.map { item in
            guard item.idiom == nil else { return item }
            var item = item
            for requirement in item.requires {
                guard
                    case let .values(found) = constant(
                        requirement.condition, bool: true, orientation: false, symbols: symbols, depth: 0,
                        owner: item.owner)
                else { continue }
                let holding = found.filter { ($0.value != 0) == requirement.holds }
                if let idiom = holding.first?.idiom, holding.allSatisfy({ $0.idiom == idiom }) {
                    item.idiom = idiom
                    break
                }
            }
            return item
        }
    }

    /// A Bool literal, a type's property (`Settings.alwaysRotate`, `Type.shared.x`), or the negation of one.
    static func isStaticCondition(_ condition: ValueExpr) -> Bool {
        switch condition {
        case .bool: return true
        case let .not(inner, _): return isStaticCondition(inner)
        case let .member(base?, _, _): return base.first?.isUppercase == true
        default: return false
        }
    }

    /// The values without the copies of an orientation that cannot be current: the interface is in an orientation
    /// only where a mask the code gives allows it, so a copy of upside down is no value where every other value
    /// (each a mask the interface may be under when the copy is made) excludes upside down. Where every value is such
    /// a copy, nothing is known of the others: all stay.
    static func reachableCopies(_ values: [Possible]) -> [Possible] {
        guard values.contains(where: { $0.whenCurrent != nil }) else { return values }
        let free = values.filter { $0.whenCurrent == nil }
        guard !free.isEmpty else { return values }
        return values.filter { value in
            guard let bit = value.whenCurrent else { return true }
            return free.contains {
                ($0.idiom == nil || value.idiom == nil || $0.idiom == value.idiom) && $0.value & bit != 0
            }
        }
    }

    /// Whether `expression` asks the presented controller for the same answer (`presentedViewController?.x`,
    /// `presentedViewController!.x`, or the bound `presentedViewController.x`).
    static func asksPresented(_ expression: ValueExpr) -> Bool {
        guard case let .member(base?, name, _) = expression, DeclarationVisitor.answers.contains(name) else {
            return false
        }
        let bare = base.hasPrefix("self.") ? String(base.dropFirst(5)) : base
        return ["presentedViewController", "presentedViewController?", "presentedViewController!"].contains(bare)
    }

    /// A value an expression can have, on one idiom alone or (nil) on either.
    struct Possible {
        var value: Int
        var idiom: Idiom? = nil
        /// A copy of the current orientation (`ReturnedValue.whenCurrent`): possible only where that orientation can
        /// be current.
        var whenCurrent: Int? = nil
        /// The state's declared value (`ReturnedValue.isDeclaredValue`).
        var declared = false
        /// Given at launch or in an initializer (`ReturnedValue.replacesDeclaredValue`).
        var replacesDeclared = false
        /// Given where every object has it before UIKit first reads its mask (`ReturnedValue.settlesDeclaredValue`).
        var settles = false

        /// `values` as the code gives them where it runs on `idiom` alone: each keeps an idiom of its own, and
        /// one tied to the other idiom cannot happen there.
        static func on(_ idiom: Idiom?, _ values: [Possible]) -> [Possible] {
            guard let idiom else { return values }
            return values.compactMap {
                $0.idiom == nil || $0.idiom == idiom
                    ? Possible(
                        value: $0.value, idiom: idiom, whenCurrent: $0.whenCurrent, declared: $0.declared,
                        replacesDeclared: $0.replacesDeclared, settles: $0.settles) : nil
            }
        }
    }

    enum Evaluation {
        case values([Possible])
        case forwarding(String, Int?)
        case unknown(String)
    }

    /// The bitwise union of parts that each have one value (an array literal of mask members, or `a | b`); nil when
    /// one does not.
    static func union(
        _ parts: [ValueExpr], orientation: Bool, symbols: SymbolTable, depth: Int, owner: String? = nil
    ) -> Int? {
        var mask = 0
        for part in parts {
            guard
                case let .values(found) = constant(
                    part, bool: false, orientation: orientation, symbols: symbols, depth: depth + 1, owner: owner),
                found.count == 1
            else { return nil }
            mask |= found[0].value
        }
        return mask
    }

    /// Whether a forward is written through an optional chain (`child?.x`, `child?.x ?? fallback`): Swift's.
    static func optionalChained(_ expression: ValueExpr) -> Bool {
        switch expression {
        case let .member(base?, _, _): base.hasSuffix("?")
        case let .coalesce(left, _, _): optionalChained(left)
        default: false
        }
    }

    /// A mask, orientation or Bool expression: literals exactly; `[a, b]` and `a | b` as unions; ternaries and `??`
    /// as the set of both sides; a property as every value assigned to it; anything else unknown.
    /// `owner`: the type the expression is written in (`ReturnedValue.owner`), where `self.x` and a bare `x` are
    /// looked up; nil where it is not known.
    static func constant(
        _ expression: ValueExpr, bool: Bool, orientation: Bool, symbols: SymbolTable, depth: Int, owner: String? = nil
    ) -> Evaluation {
        guard depth < 8 else { return .unknown("a value that refers to itself") }
        switch expression {
        case let .bool(flag):
            return bool ? .values([Possible(value: flag ? 1 : 0)]) : .unknown("\(flag) is not a mask")
        case let .member(base, name, text):
            // `selectedViewController?.supportedInterfaceOrientations`
            if let base, base.hasSuffix("?"), DeclarationVisitor.answers.contains(name) {
                return .forwarding(String(base.dropLast()), nil)
            }
            // A forward to a child through its navigation stack (`DeclarationVisitor.forwardThroughStack`).
            if let base, base.hasSuffix(CodeValue.stackRoot) || base.hasSuffix(CodeValue.stackTop),
                name == member(of: bool, orientation: orientation)
            {
                return .forwarding(base, nil)
            }
            // `actualTopVC.preferredInterfaceOrientationForPresentation`, `self.child!.x`: a forward to a property
            // that holds a controller (what it holds is looked up once every class is read, `resolveForwards`).
            if let child = base.flatMap(forwardedChild), name == member(of: bool, orientation: orientation) {
                return .forwarding(child, nil)
            }
            if let value = uikitConstant(base, name, orientation: orientation) {
                return .values([Possible(value: value)])
            }
            // `.portraitOnPhone` (or `Self.x` inside the extension): a static property the code declares in an
            // extension of the type; a stored one is every value assigned to it, as a property is.
            if base == nil || base == "Self"
                || base == (orientation ? "UIInterfaceOrientation" : "UIInterfaceOrientationMask")
            {
                let key = (orientation ? "UIInterfaceOrientation." : "UIInterfaceOrientationMask.") + name
                if symbols.storedTypeConstants.contains(key) {
                    return symbols.propertyValues(name, bool: bool, orientation: orientation, depth: depth)
                }
                // The values of a static property the code declares in an extension: what its getter returns.
                if let declared = symbols.typeConstants[key] {
                    return values(of: declared, bool: bool, orientation: orientation, symbols: symbols, depth: depth) {
                        item in
                        ".\(name) is \(InputText.excerpt(item.expression.text)) at \(item.file):\(item.line), which the reader cannot evaluate"
                    }
                }
            }
            if base == "super" { return .unknown("returns super's \(name), which the reader does not follow") }
            // `self.lock`, `AppDelegate.lock`, `OrientationManager.shared.lock`: that type's property.
            if base == "self" || base == "Self" || base?.first?.isUppercase == true {
                let owned = base == "self" || base == "Self" ? owner : base.flatMap(SymbolTable.ownerType)
                return property(name, of: owned, bool: bool, orientation: orientation, symbols: symbols, depth: depth)
            }
            return .unknown("\(InputText.excerpt(text)) is computed at run time")
        case let .reference(name):
            return property(name, of: owner, bool: bool, orientation: orientation, symbols: symbols, depth: depth)
        case let .array(elements, text):
            guard let mask = union(elements, orientation: false, symbols: symbols, depth: depth, owner: owner) else {
                return .unknown("the array \(InputText.excerpt(text)) holds a value the reader cannot evaluate")
            }
            return .values([Possible(value: mask)])
        case let .rawValue(value), let .integer(value):
            return .values([Possible(value: value)])
        case let .coalesce(left, right, _):
            let fallback = constant(
                right, bool: bool, orientation: orientation, symbols: symbols, depth: depth + 1, owner: owner)
            if case let .forwarding(child, _) = constant(
                left, bool: bool, orientation: orientation, symbols: symbols, depth: depth + 1, owner: owner)
            {
                if case let .values(found) = fallback, found.count == 1 { return .forwarding(child, found[0].value) }
                return .forwarding(child, nil)
            }
            return .unknown("\(InputText.excerpt(expression.text)) is computed at run time")
        case let .ternary(first, second, text, idiom):
            var values: [Possible] = []
            var sides = [(first, idiom), (second, idiom?.other)]
            // A choice on a flag only the code writes, which the code gives one value alone: that value's side.
            if idiom == nil, let flag = flagValue(text, symbols: symbols, owner: owner, depth: depth) {
                sides = [sides[flag ? 0 : 1]]
            }
            for (side, sideIdiom) in sides {
                guard
                    case let .values(found) = constant(
                        side, bool: bool, orientation: orientation, symbols: symbols, depth: depth + 1, owner: owner)
                else {
                    return .unknown("a branch of \(InputText.excerpt(text)) is not a constant")
                }
                values += Possible.on(sideIdiom, found)
            }
            return .values(values)
        case let .or(parts, text):
            guard let mask = union(parts, orientation: orientation, symbols: symbols, depth: depth, owner: owner) else {
                return .unknown("\(InputText.excerpt(text)) holds a value the reader cannot evaluate")
            }
            return .values([Possible(value: mask)])
        case let .complement(inner, text):
            guard !bool, !orientation,
                case let .values(found) = constant(
                    inner, bool: false, orientation: false, symbols: symbols, depth: depth + 1, owner: owner)
            else {
                return .unknown("\(InputText.excerpt(text)) holds a value the reader cannot evaluate")
            }
            return .values(found.map { Possible(value: ~$0.value & UIInterfaceOrientationMask.all, idiom: $0.idiom) })
        case let .combine(left, right, operation, text):
            return combine(
                left, right, operation: operation, text: text, bool: bool, orientation: orientation, symbols: symbols,
                depth: depth, owner: owner)
        case .not, .condition:
            return runTimeBool(expression, bool: bool, symbols: symbols, depth: depth, owner: owner)
        case let .call(text):
            return .unknown("\(InputText.excerpt(text)) is a call the reader does not evaluate")
        case let .other(text):
            return .unknown("\(InputText.excerpt(text)) is computed at run time")
        }
    }

    /// The one value of the flag a choice `c ? a : b` is made on (`SourceModel.flagChosenOn`), where only the code
    /// writes it (`SymbolTable.onlyCodeWrites`) and every value it gives is the same, after the choice's negation;
    /// nil otherwise.
    static func flagValue(_ text: String, symbols: SymbolTable, owner: String?, depth: Int) -> Bool? {
        guard let (name, negated) = SourceModel.flagChosenOn(text),
            symbols.onlyCodeWrites(named: name, owner: owner),
            case let .values(found) = property(
                name, of: owner, bool: true, orientation: false, symbols: symbols, depth: depth + 1),
            let only = found.first, found.allSatisfy({ $0.idiom == nil && $0.value == only.value })
        else { return nil }
        return (only.value != 0) != negated
    }

    /// The values of `owner`'s property `name`: what its getter returns where it is computed (a fact by
    /// `Owner.name`, `SymbolTable.typeConstants`), else every value the module gives it.
    static func property(
        _ name: String, of owner: String?, bool: Bool, orientation: Bool, symbols: SymbolTable, depth: Int
    ) -> Evaluation {
        if let owner, let getter = symbols.typeConstants[owner + "." + name] {
            return values(of: getter, bool: bool, orientation: orientation, symbols: symbols, depth: depth) {
                "\(owner).\(name) returns \(InputText.excerpt($0.expression.text)) at \($0.file):\($0.line), which the reader cannot evaluate"
            }
        }
        return symbols.propertyValues(name, bool: bool, orientation: orientation, depth: depth, owner: owner)
    }

    /// `a & b`, `a.union(b)`, …: where one side has one value, each value of the other combined with it, keeping what
    /// that value is (`lock & ~locked`, `locked` never given another); two sides with several values each are not
    /// crossed (unknown).
    static func combine(
        _ left: ValueExpr, _ right: ValueExpr, operation: String, text: String, bool: Bool, orientation: Bool,
        symbols: SymbolTable, depth: Int, owner: String?
    ) -> Evaluation {
        guard !bool, !orientation,
            case let .values(first) = constant(
                left, bool: false, orientation: false, symbols: symbols, depth: depth + 1, owner: owner),
            case let .values(second) = constant(
                right, bool: false, orientation: false, symbols: symbols, depth: depth + 1, owner: owner),
            first.count == 1 || second.count == 1
        else {
            return .unknown("\(InputText.excerpt(text)) holds a value the reader cannot evaluate")
        }
        func combined(_ a: Int, _ b: Int) -> Int {
            switch operation {
            case "union": a | b
            case "intersection": a & b
            case "subtracting": a & ~b
            default: a ^ b
            }
        }
        // The side with several values keeps them; the one value of the other side is combined with each, in order.
        let oneOnRight = second.count == 1
        let (several, one) = oneOnRight ? (first, second[0]) : (second, first[0])
        return .values(
            several.map {
                var value = $0
                value.value = oneOnRight ? combined($0.value, one.value) : combined(one.value, $0.value)
                value.idiom = value.idiom ?? one.idiom
                return value
            })
    }

    /// `.portrait`, `UIInterfaceOrientationMask.all`: the constant's value where an orientation (or a mask) belongs.
    /// A mask constant where an orientation belongs (Objective-C's `return UIInterfaceOrientationMaskLandscape;` from
    /// preferredInterfaceOrientationForPresentation) is its raw value: what UIKit gets.
    static func uikitConstant(_ base: String?, _ name: String, orientation: Bool) -> Int? {
        let name = UIKitNames.caseName(name)
        if orientation, base == "UIInterfaceOrientationMask", let value = UIKitNames.masks[name] { return value }
        guard base == nil || base == "UIInterfaceOrientationMask" || base == "UIInterfaceOrientation" else {
            return nil
        }
        return (orientation ? UIKitNames.orientations : UIKitNames.masks)[name]
    }

    /// The answer an evaluation is of, by its kind (shouldAutorotate, the preferred orientation, or the mask).
    static func member(of bool: Bool, orientation: Bool) -> String {
        bool
            ? "shouldAutorotate"
            : orientation ? "preferredInterfaceOrientationForPresentation" : "supportedInterfaceOrientations"
    }

    /// The property a forward asks (`actualTopVC`, `self.child!`): one name of the class's own, not `self`, `super`,
    /// a type or the presented controller (`asksPresented`); nil for a chain or a call.
    static func forwardedChild(_ base: String) -> String? {
        var name = Substring(base)
        if name.hasPrefix("self.") { name = name.dropFirst(5) }
        if name.hasSuffix("!") { name = name.dropLast() }
        guard let first = name.first, first.isLowercase || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            !["self", "super", "presentedViewController"].contains(name)
        else { return nil }
        return String(name)
    }

    /// `!a`, a comparison or a type test: a Bool the app decides while it runs.
    static func runTimeBool(
        _ expression: ValueExpr, bool: Bool, symbols: SymbolTable, depth: Int, owner: String? = nil
    ) -> Evaluation {
        switch expression {
        case let .not(inner, text):
            // A Bool's negation: each value the Bool can have, flipped; one the app decides while it runs can be
            // either.
            guard bool else { return .unknown("\(InputText.excerpt(text)) is computed at run time") }
            if let byIdiom = idiomValues(text) { return byIdiom }
            switch constant(inner, bool: true, orientation: false, symbols: symbols, depth: depth + 1, owner: owner) {
            case let .values(found):
                return .values(found.map { Possible(value: $0.value == 0 ? 1 : 0, idiom: $0.idiom) })
            case .forwarding: return .unknown("\(InputText.excerpt(text)) negates another controller's answer")
            case .unknown: return .values([Possible(value: 1), Possible(value: 0)])
            }
        case let .condition(text):
            // A comparison or a type test: YES or NO as the app runs.
            guard bool else { return .unknown("\(InputText.excerpt(text)) is computed at run time") }
            return idiomValues(text) ?? .values([Possible(value: 1), Possible(value: 0)])
        default:
            return .unknown("\(InputText.excerpt(expression.text)) is computed at run time")
        }
    }

    /// A Bool that tests the idiom both ways (`userInterfaceIdiom == .pad`, `!isPad`): YES on the idiom it tests
    /// for, NO on the other.
    static func idiomValues(_ condition: String) -> Evaluation? {
        guard let tested = idiomTested(by: condition), let other = tested.elseIdiom else { return nil }
        return .values([Possible(value: 1, idiom: tested.idiom), Possible(value: 0, idiom: other)])
    }

    /// Every value the expressions can have, each on the idiom its place gives it (a property's assignments, a
    /// static property's getter); `unreadable` words the first one that has no constant value.
    static func values(
        of items: [ReturnedValue], bool: Bool, orientation: Bool, symbols: SymbolTable, depth: Int,
        unreadable: (ReturnedValue) -> String
    ) -> Evaluation {
        var values: [Possible] = []
        for item in items {
            guard
                case let .values(found) = constant(
                    item.expression, bool: bool, orientation: orientation, symbols: symbols, depth: depth + 1,
                    owner: item.owner)
            else {
                return .unknown(unreadable(item))
            }
            values += Possible.on(item.idiom, found).map { possible in
                var possible = possible
                possible.whenCurrent = possible.whenCurrent ?? item.whenCurrent
                possible.declared = possible.declared || item.isDeclaredValue
                possible.replacesDeclared = possible.replacesDeclared || item.replacesDeclaredValue
                possible.settles = possible.settles || item.settlesDeclaredValue
                return possible
            }
        }
        return .values(values)
    }
}
