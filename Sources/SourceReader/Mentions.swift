/// Which type names a file mentions, and from where: a class that no live code names is made, subclassed, loaded or
/// named by nothing the app runs (dead code), so no state of the app shows it.
///
/// A file's code is cut into blocks, each the body of one top-level declaration (`class Name { … }`, `extension Name
/// { … }`, `@implementation Name … @end`, `@interface`, `@protocol`), keyed by the name it declares or extends, and
/// the rest (functions and statements at the top level, macros), keyed by "". A mention is any use of a name but its
/// own declaration: a call, a cast, a type annotation, a superclass, a conformance, a string
/// (`NSClassFromString(@"Name")`). Not a mention: the name declared, an `#import` or `import` line, a comment. A
/// storyboard's or xib's mentions are its objects' custom classes (`StoryboardDocument`, `NibArchive` take them), not
/// the File's Owner's (the nib is loaded by a controller that something else makes).
///
/// Live code (`dead()` gives the rest, `SourceModel.deadTypes`): the top-level code, what extends a type the module
/// does not declare (UIKit's), the app's entry points (`@main`, a type that adopts `UIApplicationDelegate`, a scene
/// delegate, a SwiftUI `App`, a class the Objective-C runtime may know by another name), the nibs' objects, and every
/// block of a type named from live code. The scan is conservative: what it cannot tell apart it counts as a
/// mention, and a class made from a name computed at run time (`NSClassFromString(variable)`) in the app's own
/// module leaves nothing known to be dead.
struct Mentions: Sendable {
    /// Names mentioned (`hash`), by the block they are mentioned in ("" for the top-level code).
    var byBlock: [String: Set<UInt64>] = [:]
    /// The types the file declares (not those it only extends).
    var declared: Set<String> = []
    /// Declared types the app's runtime starts from.
    var entryPoints: Set<String> = []
    /// Whether the file makes a class from a name computed at run time.
    var dynamicClassNames = false
    /// Whether the file starts the app (`UIApplicationMain`, `@main`, an app or scene delegate): only code read
    /// with its start is a whole program, where a type nothing names is dead. A folder of one module (a snippet,
    /// a framework) is named by code that is not read.
    var startsTheApp = false

    /// The keywords after which the next identifier is declared, not mentioned; and those that begin a block.
    static let declaring: Set<String> = [
        "class", "struct", "enum", "actor", "protocol", "extension", "@interface", "@implementation", "@protocol",
    ]
    /// Conformances, and methods only the system calls, that make a type an entry point the system instantiates
    /// (an app delegate that `main.m` names by a string built elsewhere, a scene delegate the Info.plist names).
    static let entryNames: Set<String> = [
        "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "App", "NSApplicationDelegate",
        "didFinishLaunchingWithOptions", "willFinishLaunchingWithOptions", "applicationDidFinishLaunching",
        "willConnectTo", "willConnectToSession", "UIApplicationMain",
    ]
    /// The lower-case words the scan acts on (`Scanner.word`), by length and first letter (`mayBeKeyword`).
    static let keywords: Set<String> = declaring.union(memberKeywords).union(entryNames).union([
        "import", "NSClassFromString", "objc_getClass", "objc_lookUpClass",
    ])
    static let keywordShapes: Set<Int> = Set(
        keywords.compactMap { word in word.utf8.first.map { word.utf8.count << 8 | Int($0) } })

    static func mayBeKeyword(length: Int, first: UInt8) -> Bool { keywordShapes.contains(length << 8 | Int(first)) }

    /// Swift's words that follow `class` in a member's declaration (`class func`), not a type's name.
    static let memberKeywords: Set<String> = [
        "func", "var", "let", "override", "final", "private", "fileprivate", "public", "internal", "open", "static",
        "required", "convenience", "dynamic", "lazy", "nonisolated", "subscript", "init",
    ]

    static func scan(_ text: String, path: String) -> Mentions {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = Scanner(bytes: bytes, objectiveC: !path.hasSuffix(".swift"))
            scanner.run()
            scanner.flush()
            return scanner.found
        }
    }

    /// The scan of one file's bytes.
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let objectiveC: Bool
        var found = Mentions()
        var index = 0
        var atLineStart = true
        var previousWord = ""
        var inForwardDeclaration = false
        /// The block being read ("" outside any), and for Swift the brace depth at which it closes.
        var block = ""
        var depth = 0
        var blockDepth: Int? = nil
        /// A declaration's name was just read: its block starts at the next `{` (Swift) or holds until `@end`.
        var pendingBlock: String? = nil
        var markNextEntry = false
        /// After `@objcMembers` or a bare `@objc`: the next type is exposed to the Objective-C runtime, where code not
        /// read (an Objective-C or Kotlin framework calling it through the generated header) may name it.
        var markNextExposed = false

        init(bytes: UnsafeBufferPointer<UInt8>, objectiveC: Bool) {
            self.bytes = bytes
            self.objectiveC = objectiveC
        }

        /// The block a name read now belongs to: a Swift declaration's own, from its name on (its superclass and
        /// conformances are mentioned by it).
        var current: String { pendingBlock ?? block }

        /// The mentions of the block being read, added to `found` when another block starts (`flush`).
        var buffer = Set<UInt64>()
        var bufferBlock = ""

        mutating func mention(_ name: UInt64) {
            let block = current
            if block != bufferBlock {
                flush()
                bufferBlock = block
            }
            buffer.insert(name)
        }

        mutating func flush() {
            guard !buffer.isEmpty else { return }
            found.byBlock[bufferBlock, default: []].formUnion(buffer)
            buffer.removeAll(keepingCapacity: true)
        }

        /// An entry point's name or method read: the block is one the system starts from.
        mutating func entry() {
            found.startsTheApp = true
            // Also a type declared in another file (`extension SceneDelegate: UIWindowSceneDelegate`).
            if !current.isEmpty { found.entryPoints.insert(current) }
        }

        mutating func run() {
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\n"):
                    atLineStart = true
                    index += 1
                    continue
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    index += 1
                    continue
                case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                    index = Mentions.endOfLine(bytes, from: index)
                    continue
                case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                    index = Mentions.endOfBlockComment(bytes, from: index + 2)
                    continue
                case UInt8(ascii: "#") where atLineStart:
                    // `#import` and `#include` name files; other directives (`#define`, `#if`) are read as code.
                    let word = Mentions.identifier(bytes, from: index + 1)
                    if word == "import" || word == "include" {
                        index = Mentions.endOfLine(bytes, from: index)
                        continue
                    }
                case UInt8(ascii: "'") where objectiveC:
                    index = Mentions.endOfQuoted(bytes, from: index + 1, quote: byte)
                    continue
                case UInt8(ascii: "\""):
                    // A string's words are mentions (a class named by its string); its braces are not code.
                    stringLiteral()
                    continue
                default:
                    break
                }
                let lineStart = atLineStart
                atLineStart = false
                if ObjCLexer.isIdentifierStart(byte) || byte == UInt8(ascii: "@") {
                    word(lineStart: lineStart)
                    continue
                }
                punctuation(byte)
                index += 1
            }
        }

        mutating func word(lineStart: Bool) {
            let start = index
            index += 1
            while index < bytes.count, ObjCLexer.isIdentifierPart(bytes[index]) { index += 1 }
            // Most words are lower-case names that none of the keywords below is: told apart by their length and
            // first letter, without making their text (a type's name starts upper-case).
            let first = bytes[start]
            let upper = first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
            if first != UInt8(ascii: "@"), !Mentions.declaring.contains(previousWord),
                !Mentions.mayBeKeyword(length: index - start, first: first)
            {
                if upper && !inForwardDeclaration { mention(Mentions.hash(bytes[start..<index])) }
                previousWord = ""
                return
            }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            if word == "import" && lineStart || word == "@import" {
                index = Mentions.endOfLine(bytes, from: index)
                return
            }
            switch word {
            case "@class": inForwardDeclaration = true
            case "@end" where objectiveC: block = ""
            // The Objective-C runtime may know an `@objc(Name)` class by that name; `@main` starts the app.
            case "@main", "@UIApplicationMain", "@NSApplicationMain": markNextEntry = true
            case "@objc" where index < bytes.count && bytes[index] == UInt8(ascii: "("): markNextEntry = true
            case "@objcMembers", "@objc": markNextExposed = true
            case "func", "var", "let", "init":
                markNextEntry = false
                markNextExposed = false
            case "NSClassFromString", "objc_getClass", "objc_lookUpClass":
                if !Mentions.literalArgument(bytes, from: index) { found.dynamicClassNames = true }
            default: break
            }
            if Mentions.entryNames.contains(word) { entry() }
            if Mentions.declaring.contains(previousWord) && !isProtocolExpression(previousWord)
                && !Mentions.memberKeywords.contains(word) && (!objectiveC || previousWord.hasPrefix("@"))
            {
                declare(word, extending: previousWord == "extension")
            } else if !inForwardDeclaration, upper {
                mention(Mentions.hash(word))
            }
            previousWord = word
        }

        /// `@protocol(Name)` is an expression that names a protocol.
        func isProtocolExpression(_ keyword: String) -> Bool {
            keyword == "@protocol" && index < bytes.count && bytes[index] == UInt8(ascii: "(")
        }

        mutating func declare(_ name: String, extending: Bool) {
            guard let first = name.utf8.first, ObjCLexer.isIdentifierStart(first) else { return }
            var extending = extending
            if objectiveC {
                // `@interface Name (Category)`, `@implementation Name (Category)`, `@interface Name ()`: Name is
                // extended, and the category's name is no mention.
                var next = index
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: "(") {
                    extending = true
                    while next < bytes.count, bytes[next] != UInt8(ascii: ")"), bytes[next] != UInt8(ascii: "\n") {
                        next += 1
                    }
                    index = next
                }
            }
            if !extending { found.declared.insert(name) }
            if markNextEntry, !extending {
                found.entryPoints.insert(name)
                found.startsTheApp = true
            }
            if markNextExposed, !extending, !objectiveC { found.entryPoints.insert(name) }
            markNextEntry = false
            markNextExposed = false
            if objectiveC {
                // `@protocol Name;` declares ahead and opens nothing.
                var next = index
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: ";") { return }
                block = name
            } else if blockDepth == nil {
                pendingBlock = name
            }
        }

        mutating func punctuation(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: ";"): inForwardDeclaration = false
            case UInt8(ascii: "{") where !objectiveC:
                depth += 1
                if let pending = pendingBlock, blockDepth == nil {
                    block = pending
                    blockDepth = depth
                }
                pendingBlock = nil
            case UInt8(ascii: "}") where !objectiveC:
                if blockDepth == depth {
                    block = ""
                    blockDepth = nil
                }
                depth = max(0, depth - 1)
            default: break
            }
            if byte != UInt8(ascii: ",") { previousWord = "" }
        }

        /// Past a string literal (`"…"`, or Swift's `"""…"""`), its words mentioned.
        mutating func stringLiteral() {
            index =
                Mentions.pastString(bytes, from: index, swift: !objectiveC) { range in
                    if bytes[range.lowerBound] >= UInt8(ascii: "A"), bytes[range.lowerBound] <= UInt8(ascii: "Z") {
                        mention(Mentions.hash(bytes[range]))
                    }
                }.end
            previousWord = ""
        }
    }

    /// Past the string literal at `start` (`"…"`, or Swift's `"""…"""`): each word in it given to `word`, the index
    /// after it (a one-line string ends at the line's end), and the newlines passed. Its braces are no code.
    static func pastString<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, from start: Int, swift: Bool, word: (Range<Int>) -> Void
    ) -> (end: Int, newlines: Int) where Bytes.Index == Int {
        let quote = UInt8(ascii: "\"")
        let triple = swift && start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var index = start + (triple ? 3 : 1)
        var newlines = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == quote {
                if !triple { return (index + 1, newlines) }
                if index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote {
                    return (index + 3, newlines)
                }
            }
            if byte == UInt8(ascii: "\n") {
                if !triple { return (index, newlines) }
                newlines += 1
            }
            if ObjCLexer.isIdentifierStart(byte) {
                let first = index
                while index < bytes.count, ObjCLexer.isIdentifierPart(bytes[index]) { index += 1 }
                word(first..<index)
                continue
            }
            index += 1
        }
        return (index, newlines)
    }

    /// Whether the call's argument at `start` (after the function's name) is a string literal.
    static func literalArgument(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var index = start
        while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "(")].contains(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "@") { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "\"")
    }

    static func identifier(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> String {
        var end = start
        while end < bytes.count, ObjCLexer.isIdentifierPart(bytes[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    static func endOfLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }

    static func endOfBlockComment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { return index + 2 }
            index += 1
        }
        return bytes.count
    }

    /// Past a character literal (`'"'`), its escapes read.
    static func endOfQuoted(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, quote: UInt8) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "\n") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(index + 1, bytes.count)
    }

    /// Another file's mentions added to these.
    mutating func merge(_ other: Mentions) {
        for (block, names) in other.byBlock { byBlock[block, default: []].formUnion(names) }
        declared.formUnion(other.declared)
        entryPoints.formUnion(other.entryPoints)
        dynamicClassNames = dynamicClassNames || other.dynamicClassNames
        startsTheApp = startsTheApp || other.startsTheApp
    }

    /// A name as the scan keeps it: its UTF-8 bytes' 64-bit FNV-1a hash (no text is made for a name read).
    static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    static func hash(_ name: String) -> UInt64 { hash(name.utf8) }

    /// The declared types that no live code names: the top-level code, what extends a type the module does not
    /// declare, and the entry points are live, and so is every block of a type live code names.
    func dead() -> Set<String> {
        var blocks: [UInt64: [String]] = [:]
        for block in byBlock.keys { blocks[Self.hash(block), default: []].append(block) }
        var live = Set<UInt64>()
        var queue: [UInt64] = []
        for (block, names) in byBlock where block.isEmpty || !declared.contains(block) || entryPoints.contains(block) {
            queue += names
        }
        queue += entryPoints.map(Self.hash)
        while let name = queue.popLast() {
            guard live.insert(name).inserted else { continue }
            for block in blocks[name] ?? [] { queue += byBlock[block] ?? [] }
        }
        return declared.filter { !live.contains(Self.hash($0)) }
    }
}
