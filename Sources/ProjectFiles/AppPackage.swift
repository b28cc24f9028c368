import OrientationResolver

/// A Swift Playgrounds app package (`App.swiftpm`, or any folder whose `Package.swift` declares an
/// `.iOSApplication` product of AppleProductTypes): Xcode and Swift Playgrounds build the app from the product's
/// arguments and write its Info.plist from them. The manifest is read as written, never run: the product's
/// `supportedDeviceFamilies`, its `supportedInterfaceOrientations` (an orientation under `.when(deviceFamilies:)`
/// only for those families), the package's iOS platform, and the folders of its targets.
struct AppPackageReader {
    let folder: String
    let readFile: (String) throws(ProjectFileError) -> [UInt8]?

    var manifestPath: String { folder == "." ? "Package.swift" : folder + "/Package.swift" }

    /// Whether a manifest's text declares an iOS app product.
    static func declaresApp(_ text: String) -> Bool { text.contains(".iOSApplication(") }

    /// The manifest's text as tokens: identifiers and literals, punctuation one character each; comments and
    /// whitespace dropped; each with its line.
    static func tokens(_ text: String) -> [(text: String, line: Int)] {
        var found: [(text: String, line: Int)] = []
        let characters = Array(text)
        var index = 0
        var line = 1
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                line += 1
                index += 1
            } else if character.isWhitespace {
                index += 1
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                index += 2
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") {
                    if characters[index] == "\n" { line += 1 }
                    index += 1
                }
                index += 2
            } else if character == "\"" {
                var literal = ""
                index += 1
                while index < characters.count, characters[index] != "\"", characters[index] != "\n" {
                    literal.append(characters[index])
                    index += 1
                }
                index += 1
                found.append(("\"" + literal + "\"", line))
            } else if character.isLetter || character.isNumber || character == "_" {
                var word = ""
                while index < characters.count,
                    characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
                        || (characters[index] == "." && index + 1 < characters.count
                            && characters[index + 1].isNumber && word.allSatisfy(\.isNumber))
                {
                    word.append(characters[index])
                    index += 1
                }
                found.append((word, line))
            } else {
                found.append((String(character), line))
                index += 1
            }
        }
        return found
    }

    /// The arguments of the call whose `(` is at `open`, each as its tokens (label included), split at the top
    /// level's commas; and the index of its `)`.
    static func arguments(_ tokens: [(text: String, line: Int)], open: Int) -> (
        [[(text: String, line: Int)]], close: Int
    ) {
        var depth = 0
        var current: [(text: String, line: Int)] = []
        var all: [[(text: String, line: Int)]] = []
        for index in open..<tokens.count {
            let text = tokens[index].text
            if text == "(" || text == "[" {
                depth += 1
                if depth == 1 { continue }
            } else if text == ")" || text == "]" {
                depth -= 1
                if depth == 0 {
                    if !current.isEmpty { all.append(current) }
                    return (all, index)
                }
            } else if text == ",", depth == 1 {
                all.append(current)
                current = []
                continue
            }
            current.append(tokens[index])
        }
        return (all, tokens.count)
    }

    /// The argument labelled `label` (its tokens after the `:`).
    static func argument(_ label: String, in arguments: [[(text: String, line: Int)]]) -> [(text: String, line: Int)]? {
        for argument in arguments where argument.count >= 2 && argument[0].text == label && argument[1].text == ":" {
            return Array(argument.dropFirst(2))
        }
        return nil
    }

    /// The `.member` names of a list (`[.pad, .phone]`), each with any `.when(deviceFamilies: […])` families.
    static func members(_ list: [(text: String, line: Int)]) -> [(name: String, families: [String]?, line: Int)] {
        guard list.first?.text == "[" else { return [] }
        return arguments(list, open: 0).0.compactMap { element in
            guard element.count >= 2, element[0].text == ".", case let name = element[1].text else { return nil }
            var families: [String]?
            if let when = element.firstIndex(where: { $0.text == "deviceFamilies" }) {
                families = element[(when + 1)...].filter {
                    $0.text.first?.isLetter == true
                }.map(\.text)
            }
            return (name, families, element[1].line)
        }
    }

    static let orientationNames: [String: String] = [
        "portrait": "UIInterfaceOrientationPortrait", "portraitUpsideDown": "UIInterfaceOrientationPortraitUpsideDown",
        "landscapeLeft": "UIInterfaceOrientationLandscapeLeft",
        "landscapeRight": "UIInterfaceOrientationLandscapeRight",
    ]

    func importApps(target targetName: String?) throws(ProjectFileError) -> ProjectImport {
        guard let bytes = try readFile(manifestPath) else {
            throw ProjectFileError(file: manifestPath, line: nil, message: "no such file")
        }
        let tokens = Self.tokens(String(decoding: bytes, as: UTF8.self))
        guard
            let product = tokens.indices.first(where: {
                tokens[$0].text == "iOSApplication" && $0 + 1 < tokens.count && tokens[$0 + 1].text == "("
            })
        else {
            throw ProjectFileError(
                file: manifestPath, line: nil, message: "declares no .iOSApplication product: orientd checks iOS apps")
        }
        let (arguments, _) = Self.arguments(tokens, open: product + 1)
        let name = Self.argument("name", in: arguments)?.first?.text.trimmingQuotes ?? "App"
        var result = ProjectImport()
        let source = FileSource(file: manifestPath, line: tokens[product].line)
        result.targets = [ProjectTarget(name: name, kind: .iOSApp, source: source)]
        if let targetName, targetName != name {
            throw ProjectFileError(
                file: manifestPath, line: source.line,
                message: "no target named \"\(Words.excerpt(targetName))\"; the app package's product is \"\(name)\"")
        }
        var app = ImportedApp()
        app.target = name
        app.files = [manifestPath]
        app.sources["/app/infoPlist"] = source
        // Families: `.phone`, `.pad` (others, such as `.mac`, are not iOS devices).
        if let list = Self.argument("supportedDeviceFamilies", in: arguments) {
            let families = Self.members(list).compactMap { ["phone": 1, "pad": 2][$0.name] }
            try app.takeFamilies(
                families, at: FileSource(file: manifestPath, line: list.first?.line),
                fail: {
                    ProjectFileError(
                        file: manifestPath, line: list.first?.line, message: "supportedDeviceFamilies: expected \($0)")
                })
        }
        if let given = Self.argument("supportedInterfaceOrientations", in: arguments) {
            let members = Self.members(given)
            let at = FileSource(file: manifestPath, line: given.first?.line)
            for member in members where Self.orientationNames[member.name] == nil {
                throw ProjectFileError(
                    file: manifestPath, line: member.line,
                    message:
                        "supportedInterfaceOrientations: expected .portrait, .portraitUpsideDown, .landscapeLeft or .landscapeRight, given .\(Words.excerpt(member.name))"
                )
            }
            func list(for family: String?) -> String {
                members.filter { family == nil || $0.families == nil || $0.families!.contains(family!) }
                    .compactMap { Self.orientationNames[$0.name] }.joined(separator: " ")
            }
            if members.contains(where: { $0.families != nil }) {
                try app.take(InfoPlist.phoneKey, .setting(list(for: "phone")), at: at)
                try app.take(InfoPlist.padKey, .setting(list(for: "pad")), at: at)
            } else {
                try app.take(InfoPlist.supportedKey, .setting(list(for: nil)), at: at)
            }
        }
        // `platforms: [.iOS("16.0")]` or `.iOS(.v16)`.
        if let platforms = tokens.indices.first(where: {
            tokens[$0].text == "iOS" && $0 >= 1 && tokens[$0 - 1].text == "."
        }),
            platforms + 2 < tokens.count
        {
            let given =
                tokens[platforms + 2].text == "." && platforms + 3 < tokens.count
                ? String(tokens[platforms + 3].text.dropFirst()).replacing("_", with: ".")
                : tokens[platforms + 2].text.trimmingQuotes
            if let version = SystemVersion(parsing: given) {
                app.minimumOSVersion = version
                app.sources["/app/minimumOSVersion"] = FileSource(file: manifestPath, line: tokens[platforms].line)
            }
        }
        // What Xcode writes into the app's Info.plist beside the product's keys: a launch screen and the scene
        // manifest of a SwiftUI app. Taken as there, which only keeps rules about their absence from speaking.
        app.infoPlist.hasLaunchScreen = true
        app.infoPlist.hasSceneManifest = true
        result.diagnostics.append(
            Finding(
                projectFile: manifestPath, line: source.line,
                message:
                    "an app package: its Info.plist is the one Xcode writes from the .iOSApplication product, taken to name a launch screen and a scene manifest (inferred); the orientations and device families are the product's"
            ))
        // The targets' folders (`path:`, else Sources/NAME), the manifest itself left out.
        var index = 0
        while index < tokens.count {
            if ["executableTarget", "target"].contains(tokens[index].text), index >= 1, tokens[index - 1].text == ".",
                index + 1 < tokens.count, tokens[index + 1].text == "("
            {
                let (targetArguments, close) = Self.arguments(tokens, open: index + 1)
                let targetName = Self.argument("name", in: targetArguments)?.first?.text.trimmingQuotes ?? ""
                let path =
                    Self.argument("path", in: targetArguments)?.first?.text.trimmingQuotes
                    ?? "Sources/" + targetName
                let code = Paths.join(folder, path)
                app.codeFolders.append(code)
                app.codeFolderExcludes[code] = code == folder || code == "." ? ["Package.swift"] : []
                app.productModuleName = app.productModuleName ?? targetName
                index = close
            }
            index += 1
        }
        result.apps = [app]
        return result
    }
}

extension String {
    /// The text of a string literal token (`"16.0"`), quotes removed.
    fileprivate var trimmingQuotes: String {
        hasPrefix("\"") && hasSuffix("\"") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
