// The tool behind the EmbedDocuments build-tool plugin: writes the Swift file that holds the documents the server
// serves (openapi.yaml, docs/rules.md, the playground and its Content-Security-Policy), so the binary needs no
// resource bundle and no file at run time, and no copy of them is kept in git.
//
//     embed-documents PACKAGE-ROOT OUTPUT.swift
//
// The playground is web/playground.html with its __ORIENTD_EXAMPLES__ data block filled in: a JSON object mapping each
// examples/*.json file name (sorted) to the file's JSON, as written. The page must hold exactly one inline <style>,
// one inline executable <script> and that data block; the policy allows the two by their SHA-256 and nothing else,
// and anything the policy would refuse (a style or on* attribute, another origin, innerHTML, eval, @import, url())
// stops the build here rather than breaking in a browser.
import Foundation

struct EmbedError: Error, CustomStringConvertible {
    let description: String
}

let placeholder = "__ORIENTD_EXAMPLES__"
let policyTemplate =
    "default-src 'none'; script-src 'sha256-SCRIPT'; style-src 'sha256-STYLE'; connect-src 'self'; "
    + "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

func text(_ url: URL) throws -> String {
    let data = try Data(contentsOf: url)
    guard let text = String(data: data, encoding: .utf8) else {
        throw EmbedError(description: "\(url.path): not UTF-8")
    }
    return text
}

func regex(_ pattern: String) throws -> Regex<AnyRegexOutput> {
    try Regex(pattern).ignoresCase().dotMatchesNewlines()
}

/// The examples as one JSON object, each file's text kept as written (its member order is what the playground shows).
/// "</" and "<!--" can only occur inside JSON strings, where "<\/" and "<\u0021--" are the same characters; outside
/// them they could close the <script> element or change the HTML parser's state.
func examplesObject(_ folder: URL) throws -> String {
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        .sorted()
    var members: [String] = []
    for name in files {
        guard !name.contains("\""), !name.contains("\\") else {
            throw EmbedError(description: "examples/\(name): a quote or backslash in the name")
        }
        let body = try text(folder.appendingPathComponent(name))
        do {
            _ = try JSONSerialization.jsonObject(with: Data(body.utf8))
        } catch {
            throw EmbedError(description: "examples/\(name): not JSON: \(error)")
        }
        members.append("\"\(name)\":" + body.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return ("{" + members.joined(separator: ",") + "}")
        .replacingOccurrences(of: "</", with: "<\\/")
        .replacingOccurrences(of: "<!--", with: "<\\u0021--")
}

func sha256(_ text: Substring) -> String {
    Data(sha256Digest(Array(text.utf8))).base64EncodedString()
}

/// The rendered page and its Content-Security-Policy.
func playground(root: URL) throws -> (page: String, policy: String) {
    let template = try text(root.appendingPathComponent("web/playground.html"))
    guard template.components(separatedBy: placeholder).count == 2 else {
        throw EmbedError(description: "web/playground.html must contain \(placeholder) exactly once")
    }
    guard !template.contains("\r") else {
        throw EmbedError(description: "web/playground.html must use LF line endings (the hashes cover the exact text)")
    }
    let page = template.replacingOccurrences(
        of: placeholder, with: try examplesObject(root.appendingPathComponent("examples")))

    let scripts = page.matches(of: try regex(#"<script(\s[^>]*)?>(.*?)</script\s*>"#))
    let isData = try regex(#"\btype\s*=\s*['"]?application/json"#)
    let attributes = { (match: Regex<AnyRegexOutput>.Match) in match.output[1].substring ?? "" }
    let executable = scripts.filter { attributes($0).firstMatch(of: isData) == nil }
    let data = scripts.filter { attributes($0).firstMatch(of: isData) != nil }
    let styles = page.matches(of: try regex(#"<style(\s[^>]*)?>(.*?)</style\s*>"#))
    guard executable.count == 1 else {
        throw EmbedError(description: "expected exactly one inline <script>, found \(executable.count)")
    }
    guard attributes(executable[0]).firstMatch(of: try regex(#"\bsrc\s*="#)) == nil else {
        throw EmbedError(description: "the <script> must be inline (no src)")
    }
    guard data.count == 1, attributes(data[0]).contains("id=\"orientd-examples\"") else {
        throw EmbedError(
            description: #"expected exactly one <script type="application/json" id="orientd-examples"> data block"#)
    }
    guard styles.count == 1 else {
        throw EmbedError(description: "expected exactly one inline <style>, found \(styles.count)")
    }
    guard let script = executable[0].output[2].substring, let style = styles[0].output[2].substring,
        let dataRange = data[0].output[2].range, let scriptRange = executable[0].output[2].range,
        let styleRange = styles[0].output[2].range
    else { throw EmbedError(description: "an inline element without contents") }

    // Markup is checked without the elements' contents; the script for what it could do at run time.
    var markup = page
    for range in [scriptRange, dataRange, styleRange].sorted(by: { $0.lowerBound > $1.lowerBound }) {
        markup.removeSubrange(range)
    }
    let forbidden: [(pattern: String, what: String, in: Substring)] = [
        (#"<[a-z][^>]*\sstyle\s*="#, "a style attribute", markup[...]),
        (#"<[a-z][^>]*\son[a-z]+\s*="#, "an on* event-handler attribute", markup[...]),
        (
            #"<link\b(?![^>]*\brel="icon"\s+href="data:)"#, "a <link> element (only an inline data: icon is allowed)",
            markup[...]
        ),
        (#"\b(?:src|href)\s*=\s*['"]?(?:https?:)?//"#, "a reference to another origin", markup[...]),
        (
            #"setAttribute\(\s*['"](?:style|on[a-z]+)['"]|\.innerHTML\b|\beval\(|new Function\b"#,
            "code the page must not use (style/on* attributes, innerHTML, eval)", script
        ),
        (#"@import|url\("#, "an @import or url()", style),
    ]
    for rule in forbidden where rule.in.firstMatch(of: try regex(rule.pattern)) != nil {
        throw EmbedError(description: "the page contains \(rule.what)")
    }
    let policy =
        policyTemplate
        .replacingOccurrences(of: "SCRIPT", with: sha256(script))
        .replacingOccurrences(of: "STYLE", with: sha256(style))
    return (page, policy)
}

/// A raw multi-line string literal holding `text` exactly: as many #s as it takes for no `"` or `\` in the text to be
/// followed by them, and a line break before the closing delimiter, which the literal drops.
func literal(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
}

func main() throws {
    let arguments = CommandLine.arguments
    guard arguments.count == 3 else {
        throw EmbedError(description: "usage: embed-documents PACKAGE-ROOT OUTPUT.swift")
    }
    let root = URL(fileURLWithPath: arguments[1])
    let openAPI = try text(root.appendingPathComponent("openapi.yaml"))
    let rules = try text(root.appendingPathComponent("docs/rules.md"))
    for (name, document) in [("openapi.yaml", openAPI), ("docs/rules.md", rules)] where document.contains("\r") {
        throw EmbedError(description: "\(name) must use LF line endings")
    }
    let (page, policy) = try playground(root: root)
    let source = """
        // Written by the EmbedDocuments build-tool plugin (Sources/embed-documents) from openapi.yaml, docs/rules.md,
        // web/playground.html and examples/*.json. Not in git; every build writes it again when one of them changes.
        enum EmbeddedDocuments {
            static let openAPI = \(literal(openAPI))
            static let rules = \(literal(rules))
            static let playground = \(literal(page))
            static let playgroundPolicy = \(literal(policy))
        }

        """
    try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[2]), options: .atomic)
}

do {
    try main()
} catch {
    FileHandle.standardError.write(Data("embed-documents: \(error)\n".utf8))
    exit(1)
}
