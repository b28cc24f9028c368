/// A type as a declaration writes it (`PlayerViewController?`, `PlayerViewController!`, `App.PlayerViewController`,
/// `UIHostingController<Root>`, `PlayerViewController *`), taken apart the one way every reader of declared types
/// uses: without white space, optionality, an Objective-C pointer or generic arguments, in its dotted parts (a module
/// or an enclosing type, then the name).
enum DeclaredType {
    static func parts(_ type: String) -> [Substring] {
        var text = Substring(type.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" && $0 != "*" })
        if let generic = text.firstIndex(of: "<") { text = text[..<generic] }
        return text.split(separator: ".")
    }

    /// The name alone, whatever qualifies it ("" for no name).
    static func simpleName(_ type: String) -> String { parts(type).last.map(String.init) ?? "" }
}
