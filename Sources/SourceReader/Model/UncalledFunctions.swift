import Dispatch
import OrientationResolver
import Synchronization

/// Swift functions of the app that nothing in the code read calls: a rotation request or a mask change made in one
/// is never made, so no state of the app holds it (dead code, judged false in rounds 52–71: a lock helper nothing
/// calls, a protocol method nothing calls, a restore function left behind).
///
/// A function is uncalled when its name (a word: a call, `#selector(name)`, a string, a key path) appears nowhere in
/// the code read (Swift, Objective-C, storyboards and xibs) but in its declarations and in functions themselves
/// uncalled (followed three calls deep), and nothing outside the code can call it: it is not `override`, `public`,
/// `open`, `dynamic`, `@objc`, `@IBAction`, nor a protocol's requirement, and the type it is declared in (with every
/// type it inherits from that the code declares) adopts no protocol the code does not declare but those whose
/// requirements no framework calls by a function's name (`View`, `Equatable`, …), and derives from no class but the
/// common UIKit ones, whose methods an override would replace. Anything else counts as a call: a mention in a
/// property, an initializer, top-level code, Objective-C or a nib, a name another function shares.
///
/// Read only where a request or a change is made in a Swift function, by a scan of the files' words (`CallScan`),
/// one pass for the functions that make them and one for each level of callers.
enum UncalledFunctions {
    /// A Swift function as the scan sees it: its file, name and line (its identity), the line it ends at, whether
    /// nothing outside the code can call it, and the type it is declared in.
    struct Function: Hashable, Sendable {
        var file: String
        var name: String
        var line: Int
        var endLine = Int.max
        var confined = false
        var type: String? = nil
        /// `static func` or `class func`: no Objective-C delegate protocol's requirement (UIKit's are instance
        /// methods).
        var isStatic = false

        static func == (lhs: Function, rhs: Function) -> Bool {
            lhs.file == rhs.file && lhs.name == rhs.name && lhs.line == rhs.line
        }
        func hash(into hasher: inout Hasher) {
            hasher.combine(file)
            hasher.combine(name)
            hasher.combine(line)
        }
    }

    /// Classes an app's type derives from whose own methods UIKit calls only through an `override`, and protocols
    /// whose requirements no framework calls by a function's name the app declares.
    static let knownBases: Set<String> = [
        "NSObject", "UIResponder", "UIViewController", "UINavigationController", "UITabBarController",
        "UIPageViewController", "UISplitViewController", "UITableViewController", "UICollectionViewController",
        "UIHostingController", "UIView", "UIWindow", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView",
        "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UIStackView",
        "UIAlertController", "AVPlayerViewController", "SKScene", "SKView", "WKWebView",
        "View", "ObservableObject", "Identifiable", "Equatable", "Hashable", "Codable", "Encodable", "Decodable",
        "Sendable", "Comparable", "CaseIterable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error",
        "String", "Int", "Bool", "AnyObject", "class",
    ]

    /// Names a framework calls as a requirement of one of `knownBases`' protocols, or as an entry point, and those
    /// Swift calls without writing them (`value()` calls `callAsFunction`, a result builder's `build…` methods).
    static let frameworkNames: Set<String> = [
        "body", "hash", "encode", "main", "description", "callAsFunction", "buildBlock", "buildPartialBlock",
        "buildExpression", "buildOptional", "buildEither", "buildArray", "buildLimitedAvailability",
        "buildFinalResult",
    ]

    /// The app's delegate protocols, each with the words every requirement's name starts with: a function named
    /// otherwise is none of its requirements (`lockToPortrait()` in an extension of the app delegate).
    static let delegateRequirements: [String: [String]] = [
        "UIApplicationDelegate": ["application", "window", "buildMenu", "validate"],
        "UIWindowSceneDelegate": ["scene", "window", "stateRestorationActivity"],
        "UISceneDelegate": ["scene", "stateRestorationActivity"],
        "UNUserNotificationCenterDelegate": ["userNotificationCenter"],
    ]

    /// Whether `function` cannot be a requirement of the protocol `type` that a framework calls: a type function
    /// of an Objective-C delegate or data source protocol (theirs are instance methods), or a function named
    /// unlike every requirement of one of `delegateRequirements`.
    static func notRequirement(_ function: Function, of type: String) -> Bool {
        if function.isStatic, type.hasSuffix("Delegate") || type.hasSuffix("DataSource") { return true }
        guard let words = delegateRequirements[type] else { return false }
        return !words.contains { function.name.hasPrefix($0) }
    }

    /// Modifiers and attributes that let code outside the code read call a function (or that make it replace one).
    static let openers: Set<String> = [
        "override", "public", "open", "dynamic", "@objc", "@IBAction", "@IBSegueAction", "@objcMembers",
        "@_dynamicReplacement", "@_cdecl", "@_silgen_name", "@_spi",
    ]

    /// What one pass of the scan found.
    struct Found: Sendable {
        /// Each mention of a sought name, with the Swift function it is made in (nil: anywhere else).
        var mentions: [String: [Function?]] = [:]
        /// The Swift functions of the files scanned for them, with their lines.
        var functions: [Function] = []
        /// By type name, the names its Swift declarations inherit or adopt (`@objcMembers` too).
        var inherited: [String: Set<String>] = [:]
        /// The types Swift code declares (not those it only extends).
        var declared: Set<String> = []

        mutating func merge(_ other: Found) {
            for (name, list) in other.mentions { mentions[name, default: []] += list }
            functions += other.functions
            for (type, names) in other.inherited { inherited[type, default: []].formUnion(names) }
            declared.formUnion(other.declared)
        }
    }

    /// The functions among `places` (file and line of a request or a change) that nothing calls: for each place in
    /// one, the function (its innermost Swift function). `load` gives the files of the code read by index.
    static func uncalled(
        _ places: [FileSource], count: Int, load: @Sendable (Int) -> CodeReader.Loaded
    ) -> [FileSource: Function] {
        let files = Set(places.map(\.file).filter { $0.hasSuffix(".swift") })
        guard !files.isEmpty else { return [:] }
        // The functions of the files that make them, and each place's innermost one.
        let own = scan(count: count, load: load, names: [], only: files)
        var enclosing: [FileSource: Function] = [:]
        for place in places {
            guard let line = place.line else { continue }
            if let function = own.functions.filter({ $0.file == place.file && $0.line <= line && line <= $0.endLine })
                .max(by: { $0.line < $1.line })
            {
                enclosing[place] = function
            }
        }
        var found = Found()
        var sought = Set<String>()
        var next = Set(enclosing.values.filter(\.confined).map(\.name))
        for pass in 0..<3 where !next.isEmpty {
            sought.formUnion(next)
            let scanned = scan(count: count, load: load, names: next, only: nil, types: pass == 0)
            found.merge(scanned)
            next = Set(scanned.mentions.values.joined().compactMap { $0 }.filter(\.confined).map(\.name))
                .subtracting(sought)
        }
        let judge = Judge(found: found, sought: sought)
        return enclosing.filter { judge.uncalled($0.value) }
    }

    /// The answer over what the passes found.
    struct Judge {
        var found: Found
        var sought: Set<String>

        func uncalled(_ function: Function) -> Bool {
            var visiting = Set<Function>()
            return uncalled(function, &visiting, depth: 0)
        }

        private func uncalled(_ function: Function, _ visiting: inout Set<Function>, depth: Int) -> Bool {
            guard function.confined, depth < 4, sought.contains(function.name), typeIsClosed(function.type, function)
            else {
                return false
            }
            // A cycle of calls that nothing else enters: as uncalled as the functions in it.
            guard visiting.insert(function).inserted else { return true }
            for mention in found.mentions[function.name] ?? [] {
                guard let caller = mention else { return false }
                if caller != function && !uncalled(caller, &visiting, depth: depth + 1) { return false }
            }
            return true
        }

        /// Whether nothing outside the code can call a function declared in `type` (nil: at the top level): see
        /// `UncalledFunctions`.
        func typeIsClosed(_ type: String?, _ function: Function) -> Bool {
            guard let type else { return true }
            var seen = Set<String>()
            return closed(type, function, &seen)
        }

        private func closed(_ type: String, _ function: Function, _ seen: inout Set<String>) -> Bool {
            guard seen.insert(type).inserted else { return true }
            if UncalledFunctions.notRequirement(function, of: type) { return true }
            guard UncalledFunctions.knownBases.contains(type) || found.declared.contains(type) else { return false }
            for name in found.inherited[type] ?? [] where !closed(name, function, &seen) { return false }
            return true
        }
    }

    /// One pass over the files (those in `only`, or all): the mentions of `names`, and the functions of the files
    /// in `only`; the types' inheritance where `types`.
    static func scan(
        count: Int, load: @Sendable (Int) -> CodeReader.Loaded, names: Set<String>, only: Set<String>?,
        types: Bool = false
    ) -> Found {
        let results = Mutex<[Int: Found]>([:])
        let shapes = Set(names.compactMap { name in name.utf8.first.map { name.utf8.count << 8 | Int($0) } })
        DispatchQueue.concurrentPerform(iterations: count) { index in
            guard case let .text(text, path) = load(index), only?.contains(path) != false else { return }
            var scanner = CallScan(
                bytes: Array(text.utf8), path: path, names: names, shapes: shapes,
                swift: path.hasSuffix(".swift"), comments: !path.hasSuffix(".storyboard") && !path.hasSuffix(".xib"))
            scanner.keepFunctions = only != nil
            scanner.keepTypes = types
            scanner.run()
            let found = scanner.found
            results.withLock { $0[index] = found }
        }
        var found = Found()
        for (_, part) in results.withLock({ $0 }).sorted(by: { $0.key < $1.key }) { found.merge(part) }
        return found
    }
}

/// The scan of one file's words for `UncalledFunctions`: Swift's functions and types by their braces, comments
/// skipped, a string's words mentions.
struct CallScan {
    enum Frame {
        case function(Int)
        case type(String, isProtocol: Bool)
        case other
    }

    let bytes: [UInt8]
    let path: String
    let names: Set<String>
    /// Each sought name's length and first byte: most words are told apart without making their text.
    let shapes: Set<Int>
    let swift: Bool
    let comments: Bool
    var keepFunctions = false
    var keepTypes = false
    var found = UncalledFunctions.Found()

    private var index = 0
    private var line = 1
    private var frames: [Frame] = []
    /// The functions open now (indexes into `functions`, which all of them are kept in while scanning).
    private var functions: [UncalledFunctions.Function] = []
    private var modifiers: Set<String> = []
    private var previous = ""
    private var pendingFunction: UncalledFunctions.Function? = nil
    private var pendingType: (name: String, kind: String, inheriting: Bool, names: Set<String>)? = nil

    init(bytes: [UInt8], path: String, names: Set<String>, shapes: Set<Int>, swift: Bool, comments: Bool) {
        self.bytes = bytes
        self.path = path
        self.names = names
        self.shapes = shapes
        self.swift = swift
        self.comments = comments
    }

    static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
    /// Words that end a function's signature without a body (a requirement), or follow `class` in a member.
    static let declarationKeywords: Set<String> = [
        "var", "let", "case", "func", "subscript", "typealias", "associatedtype", "import", "deinit", "static",
    ]

    mutating func run() {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: "/") where comments && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where comments && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                blockComment()
            case UInt8(ascii: "\"") where swift:
                string()
            case UInt8(ascii: "{") where swift:
                open()
                index += 1
            case UInt8(ascii: "}") where swift:
                close()
                index += 1
            case UInt8(ascii: ";"):
                modifiers.removeAll()
                previous = ""
                index += 1
            case UInt8(ascii: ":") where swift:
                if pendingType != nil { pendingType?.inheriting = true }
                previous = ""
                index += 1
            case UInt8(ascii: "."):
                // `Outer.Inner` names a type; `.name` a member: neither ends what is pending.
                index += 1
            default:
                if ObjCLexer.isIdentifierStart(byte) || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "`") {
                    word()
                } else {
                    if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: ",")
                        && byte != UInt8(ascii: "\r")
                    {
                        previous = ""
                    }
                    index += 1
                }
            }
        }
    }

    private mutating func blockComment() {
        var depth = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 || !swift { return }
            } else {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }
        index = bytes.count
    }

    /// A Swift string (`"…"`, `"""…"""`): its words are mentions; its braces are no code.
    private mutating func string() {
        let (end, newlines) = Mentions.pastString(bytes, from: index, swift: true) { range in
            mention(range.lowerBound, range.upperBound)
        }
        index = end
        line += newlines
    }

    private mutating func word() {
        var start = index
        index += 1
        while index < bytes.count, ObjCLexer.isIdentifierPart(bytes[index]) { index += 1 }
        var end = index
        if bytes[start] == UInt8(ascii: "`") {
            start += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
            end = index - 1
            guard start < end else { return }
        }
        guard swift else {
            mention(start, end)
            return
        }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        if previous == "func" {
            let confined =
                modifiers.isDisjoint(with: UncalledFunctions.openers)
                && !UncalledFunctions.frameworkNames.contains(text) && !inProtocol
            pendingFunction = UncalledFunctions.Function(
                file: path, name: text, line: line, confined: confined, type: enclosingType,
                isStatic: modifiers.contains("static") || modifiers.contains("class"))
            modifiers.removeAll()
            previous = ""
            return
        }
        if let kind = Self.typeKeywords.contains(previous) ? previous : nil, !Self.declarationKeywords.contains(text),
            !CallScan.memberWords.contains(text)
        {
            pendingType = (text, kind, false, modifiers.contains("@objcMembers") ? ["@objcMembers"] : [])
            modifiers.removeAll()
            previous = ""
            return
        }
        if var type = pendingType, !Self.typeKeywords.contains(text), !Self.declarationKeywords.contains(text) {
            if type.inheriting {
                if text == "where" { type.inheriting = false } else { type.names.insert(text) }
            } else if start > 0, bytes[start - 1] == UInt8(ascii: ".") {
                // `extension Outer.Inner`: the type is the last name.
                type.name = text
            }
            pendingType = type
            previous = text
            return
        }
        pendingType = nil
        if Self.declarationKeywords.contains(text) { pendingFunction = nil }
        if text.first == "@" || CallScan.memberWords.contains(text) || UncalledFunctions.openers.contains(text) {
            modifiers.insert(text)
        } else {
            mention(start, end)
        }
        previous = text
    }

    /// Words that precede a member's declaration (`private`, `static`, `mutating`), not a mention.
    static let memberWords: Set<String> = [
        "func", "var", "let", "private", "fileprivate", "internal", "public", "open", "static", "class", "final",
        "override", "mutating", "nonmutating", "dynamic", "lazy", "weak", "unowned", "required", "convenience",
        "nonisolated", "async", "throws", "rethrows", "init",
    ]

    private var inProtocol: Bool {
        for frame in frames.reversed() {
            switch frame {
            case .type(_, let isProtocol): return isProtocol
            case .function: return false
            case .other: continue
            }
        }
        return false
    }

    private var enclosingType: String? {
        for frame in frames.reversed() {
            if case let .type(name, _) = frame { return name }
        }
        return nil
    }

    private var enclosingFunction: UncalledFunctions.Function? {
        for frame in frames.reversed() {
            if case let .function(at) = frame { return functions[at] }
        }
        return nil
    }

    private mutating func mention(_ start: Int, _ end: Int) {
        guard !names.isEmpty, shapes.contains((end - start) << 8 | Int(bytes[start])) else { return }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        guard names.contains(text) else { return }
        found.mentions[text, default: []].append(swift ? enclosingFunction : nil)
    }

    private mutating func open() {
        if let function = pendingFunction {
            functions.append(function)
            frames.append(.function(functions.count - 1))
        } else if let type = pendingType {
            frames.append(.type(type.name, isProtocol: type.kind == "protocol"))
            if keepTypes {
                if type.kind != "extension" { found.declared.insert(type.name) }
                found.inherited[type.name, default: []].formUnion(type.names)
            }
        } else {
            frames.append(.other)
        }
        pendingFunction = nil
        pendingType = nil
        modifiers.removeAll()
        previous = ""
    }

    private mutating func close() {
        if case let .function(at)? = frames.popLast() {
            functions[at].endLine = line
            if keepFunctions { found.functions.append(functions[at]) }
        }
        pendingFunction = nil
        pendingType = nil
        modifiers.removeAll()
        previous = ""
    }
}

extension SourceModel {
    /// Rotation requests and unannounced mask changes made in Swift functions nothing calls (`UncalledFunctions`):
    /// never made, so not checked; a note at each says so and names the function.
    mutating func dropUncalled(count: Int, load: @Sendable (Int) -> CodeReader.Loaded) {
        let requests = rotations.filter { $0.kind != .updateSupportedOrientations }
        let places =
            requests.map { FileSource(file: $0.file, line: $0.line) } + unannouncedChanges.map(\.change)
        guard !places.isEmpty else { return }
        let uncalled = UncalledFunctions.uncalled(places, count: count, load: load)
        guard !uncalled.isEmpty else { return }
        func note(_ place: FileSource, _ what: String) {
            guard let function = uncalled[place] else { return }
            notes.append(
                Finding(
                    file: place.file, line: place.line ?? 0,
                    message:
                        "\(what) is made in \(function.name)() (\(function.file):\(function.line)), which nothing in the code read calls: its name appears nowhere else but in its declaration and in functions themselves never called, and nothing outside the code can call it, so the \(what.hasPrefix("The change") ? "change" : "request") is never made and is not checked (inferred)"
                ))
        }
        for call in requests {
            note(
                FileSource(file: call.file, line: call.line),
                call.kind == .requestGeometryUpdate ? "The geometry request" : "The UIDevice orientation setter call")
        }
        for change in unannouncedChanges { note(change.change, "The change of \(change.property)") }
        rotations.removeAll {
            $0.kind != .updateSupportedOrientations && uncalled[FileSource(file: $0.file, line: $0.line)] != nil
        }
        unannouncedChanges.removeAll { uncalled[$0.change] != nil }
        staleRequests.removeAll {
            uncalled[$0.change.change] != nil
                || uncalled[FileSource(file: $0.request.file, line: $0.request.line)] != nil
        }
    }
}

extension SourceModel {
    /// Requests and changes made in a Swift type no live code names (`deadTypes`: a SwiftUI view no body shows, a
    /// class nothing makes): never made, so not checked, and said (VugaTV's sources sheet, round 75).
    mutating func dropMadeInDeadTypes() {
        let deadTypes = self.deadTypes
        let dead = { (type: String?) in type.map(deadTypes.contains) ?? false }
        for call in rotations where call.kind != .updateSupportedOrientations && dead(call.inType) {
            notes.append(
                Finding(
                    file: call.file, line: call.line,
                    message:
                        "\(call.kind == .requestGeometryUpdate ? "The geometry request" : "The UIDevice orientation setter call") is made in \(call.inType ?? ""), which no live code names (dead code), so it is never made and is not checked (inferred)"
                ))
        }
        for change in unannouncedChanges where dead(change.inType) {
            notes.append(
                Finding(
                    file: change.change.file, line: change.change.line ?? 0,
                    message:
                        "The change of \(change.property) is made in \(change.inType ?? ""), which no live code names (dead code), so it is never made and is not checked (inferred)"
                ))
        }
        rotations.removeAll { $0.kind != .updateSupportedOrientations && dead($0.inType) }
        unannouncedChanges.removeAll { dead($0.inType) }
        staleRequests.removeAll { dead($0.change.inType) || dead($0.request.inType) }
    }
}
