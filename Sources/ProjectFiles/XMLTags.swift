/// The tags of an XML document (a workspace's contents.xcworkspacedata, a storyboard): name, attributes (entities
/// decoded), line, and whether the tag closes or closes itself. A scanner for the plain, machine-written XML Xcode
/// writes, not a general XML parser: comments are skipped, attribute values are read as written.
public enum XMLTags {
    public struct Tag: Sendable {
        public var name: String
        public var attributes: [String: String]
        public var line: Int
        public var closing: Bool
        public var selfClosing: Bool
        /// The text right after an opening tag, up to the next tag, when it is short and not blank (an old nib
        /// archive's `<string key="label">tabBarController</string>`); entities are not decoded.
        public var text: String? = nil
    }

    /// Every tag of `text` in order (comments, `<?…?>` and `<!…>` skipped), with its line.
    public static func read(_ text: String) -> [Tag] {
        var result: [Tag] = []
        var line = 1
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "<") {
            line += text[index..<open].reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
            if text[open...].hasPrefix("<!--") {
                guard let end = text[open...].range(of: "-->") else { break }
                line += text[open..<end.upperBound].reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
                index = end.upperBound
                continue
            }
            guard let close = text[open...].firstIndex(of: ">") else { break }
            let body = text[text.index(after: open)..<close]
            let tagLine = line
            line += body.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
            index = text.index(after: close)
            let closing = body.hasPrefix("/")
            let selfClosing = body.hasSuffix("/")
            let inner = body.drop { $0 == "/" }
            let name = String(inner.prefix { !$0.isWhitespace && $0 != "/" })
            guard !name.isEmpty, !name.hasPrefix("?"), !name.hasPrefix("!") else { continue }
            var attributes: [String: String] = [:]
            var rest = inner.dropFirst(name.count)
            while let equals = rest.firstIndex(of: "=") {
                let key = String(rest[..<equals].filter { !$0.isWhitespace })
                let afterEquals = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
                guard let quote = afterEquals.first, quote == "\"" || quote == "'",
                    let end = afterEquals.dropFirst().firstIndex(of: quote)
                else { break }
                attributes[key] = String(afterEquals[afterEquals.index(after: afterEquals.startIndex)..<end])
                    .replacing("&quot;", with: "\"").replacing("&lt;", with: "<").replacing("&gt;", with: ">")
                    .replacing("&amp;", with: "&")
                rest = afterEquals[afterEquals.index(after: end)...]
            }
            var tag = Tag(name: name, attributes: attributes, line: tagLine, closing: closing, selfClosing: selfClosing)
            if !closing, !selfClosing, let next = text[index...].firstIndex(of: "<"),
                text.distance(from: index, to: next) <= 200
            {
                let content = text[index..<next].trimmingCharacters(in: .whitespacesAndNewlines)
                if !content.isEmpty { tag.text = content }
            }
            result.append(tag)
        }
        return result
    }
}
