import OrientationResolver

/// What a target builds. Only iOS applications are apps whose orientation orientd checks; every other kind is
/// named in one line when asked for, and never checked.
public enum TargetKind: Equatable, Sendable {
    case iOSApp, macOSApp, tvOSApp, watchOSApp, visionOSApp
    case appExtension, unitTests, uiTests, framework, library, tool, bundle, aggregate
    /// A product type orientd does not know (its identifier).
    case other(String)

    /// "an iOS app", "a macOS app", …: how messages name it.
    public var description: String {
        switch self {
        case .iOSApp: "an iOS app"
        case .macOSApp: "a macOS app"
        case .tvOSApp: "a tvOS app"
        case .watchOSApp: "a watchOS app"
        case .visionOSApp: "a visionOS app"
        case .appExtension: "an app extension"
        case .unitTests: "a unit test bundle"
        case .uiTests: "a UI test bundle"
        case .framework: "a framework"
        case .library: "a library"
        case .tool: "a command-line tool"
        case .bundle: "a bundle"
        case .aggregate: "an aggregate target (no product)"
        case let .other(type): "a target of product type \(type)"
        }
    }

    /// From an Xcode product type and the target's resolved settings (SDKROOT, SUPPORTED_PLATFORMS,
    /// TARGETED_DEVICE_FAMILY, in that order of authority).
    static func of(productType: String?, settings: ResolvedSettings) -> TargetKind {
        guard let productType else { return .aggregate }
        let type =
            productType.hasPrefix("com.apple.product-type.")
            ? String(productType.dropFirst("com.apple.product-type.".count)) : productType
        switch type {
        case "application", "application.on-demand-install-capable":
            return platformApp(settings: settings)
        case "application.watchapp", "application.watchapp2", "application.watchapp2-container", "watchkit-extension",
            "watchkit2-extension":
            return .watchOSApp
        case "application.messages": return .appExtension
        case "bundle.unit-test": return .unitTests
        case "bundle.ui-testing": return .uiTests
        case "framework", "framework.static", "xcframework": return .framework
        case "library.static", "library.dynamic", "objfile": return .library
        case "tool": return .tool
        case "bundle", "bundle.ocunit-test": return .bundle
        default:
            if type.hasPrefix("app-extension") || type.hasSuffix("-extension") || type.hasPrefix("extensionkit") {
                return .appExtension
            }
            return .other(productType)
        }
    }

    /// An application's platform: SUPPORTED_PLATFORMS when the files set it (a multiplatform target that lists
    /// iphoneos is an iOS app); else SDKROOT (`iphoneos`, `macosx`, `appletvos`, `watchos`, `xros`, or a versioned
    /// SDK such as `iphoneos17.0`; not `auto`); then the device families; an iOS app when nothing says otherwise
    /// (the iOS templates set SDKROOT at the project level, which this reads).
    static func platformApp(settings: ResolvedSettings) -> TargetKind {
        func platform(_ sdk: String) -> TargetKind? {
            let name = sdk.split(separator: "/").last.map(String.init)?.lowercased() ?? sdk.lowercased()
            if name.hasPrefix("iphone") { return .iOSApp }
            if name.hasPrefix("macosx") { return .macOSApp }
            if name.hasPrefix("appletv") { return .tvOSApp }
            if name.hasPrefix("watch") { return .watchOSApp }
            if name.hasPrefix("xr") { return .visionOSApp }
            return nil
        }
        // SUPPORTED_PLATFORMS, when the files set it, says what the target builds for, whatever SDKROOT it inherits
        // (VLC's visionOS app: SDKROOT iphoneos from the project, SUPPORTED_PLATFORMS "xros xrsimulator").
        if let supported = settings["SUPPORTED_PLATFORMS"]?.value, !supported.isEmpty {
            let platforms = supported.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if platforms.contains(where: { $0.hasPrefix("iphone") }) { return .iOSApp }
            if let first = platforms.first, let kind = platform(first) { return kind }
        }
        if let sdk = settings["SDKROOT"]?.value, !sdk.isEmpty, sdk != "auto", let kind = platform(sdk) { return kind }
        if let families = settings["TARGETED_DEVICE_FAMILY"]?.value {
            let numbers = families.split(separator: ",").compactMap { Int($0.trimmingSpaces) }
            if numbers.contains(1) || numbers.contains(2) { return .iOSApp }
            if numbers.contains(3) { return .tvOSApp }
            if numbers.contains(4) { return .watchOSApp }
            if numbers.contains(7) { return .visionOSApp }
        }
        return .iOSApp
    }
}

/// One target of a project, as `orientd import` lists it.
public struct ProjectTarget: Sendable {
    public var name: String
    public var kind: TargetKind
    /// Where the target is defined.
    public var source: FileSource
}

extension Finding {
    /// What the project files say that orientd could not use fully (an unreadable setting, a file that is not
    /// there): a `code-not-read` info at its file and line. The CLI prints it on stderr (`warningLine`); the archive
    /// route lists it with the first scenario's notes.
    public init(projectFile file: String, line: Int?, message: String) {
        self.init(
            .codeNotRead, pointer: "", message: message,
            fix: "Nothing, if this is intended; the CLI prints the same line.",
            source: FileSource(file: file, line: line))
    }

    /// `FILE:LINE: warning: MESSAGE`, as the CLI prints a project file's diagnostic on stderr.
    public var warningLine: String {
        "\(source?.file ?? "")\(source?.line.map { ":\($0)" } ?? ""): warning: \(message)"
    }
}

/// Build setting references in values, expanded as Xcode expands them: `$(NAME)`, `${NAME}`, nested
/// (`$(A_$(B))`), with modifiers (`$(PRODUCT_NAME:rfc1034identifier)`, `$(X:default=y)`, several joined by `:`).
/// A setting no file defines is empty, as in Xcode, unless Xcode defines it while building (paths, folders,
/// derived names: `isBuildTimeSetting`); such a reference, or one with a modifier orientd does not know, is left as
/// written, so messages show it rather than a guess.
enum SettingExpansion {
    static let maxDepth = 8

    static func expand(_ text: String, depth: Int = 0, lookup: (String) -> String?) -> String {
        guard text.contains("$"), depth < maxDepth else { return text }
        let characters = Array(text)
        var out = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "$", index + 1 < characters.count,
                characters[index + 1] == "(" || characters[index + 1] == "{"
            else {
                out.append(character)
                index += 1
                continue
            }
            let open = characters[index + 1], close: Character = open == "(" ? ")" : "}"
            var level = 0, end = index + 1
            while end < characters.count {
                if characters[end] == open { level += 1 }
                if characters[end] == close { level -= 1; if level == 0 { break } }
                end += 1
            }
            guard end < characters.count else { out.append(contentsOf: characters[index...]); break }
            let inner = expand(String(characters[(index + 2)..<end]), depth: depth + 1, lookup: lookup)
            let written = String(characters[index...end])
            out += reference(inner, depth: depth, lookup: lookup) ?? written
            index = end + 1
        }
        return out
    }

    /// Settings Xcode defines while it builds, which project files do not: folders and paths (`*_DIR`, `*_PATH`,
    /// `*_ROOT`, `SRCROOT`), derived names (`*_NAME`, such as EXECUTABLE_NAME), the architectures, the user.
    static func isBuildTimeSetting(_ name: String) -> Bool {
        ["_DIR", "_PATH", "_ROOT", "_NAME", "_FOLDER_PATH"].contains(where: name.hasSuffix)
            || ["SRCROOT", "ARCHS", "CURRENT_ARCH", "HOME", "USER", "SDKROOT", "inherited"].contains(name)
    }

    /// The value of `NAME[:modifier…]`, or nil when it cannot be told.
    private static func reference(_ inner: String, depth: Int, lookup: (String) -> String?) -> String? {
        var parts = inner.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts.removeFirst()
        guard !name.isEmpty, name.allSatisfy(\.isSettingNameCharacter) else { return nil }
        var value = lookup(name).map { expand($0, depth: depth + 1, lookup: lookup) }
        // A setting no file defines is empty, as in Xcode (`${BUNDLE_ID_SUFFIX}` that only Debug sets), unless it is
        // one Xcode itself defines at build time (a folder, a path, a derived name): that stays as written.
        if value == nil && !isBuildTimeSetting(name) { value = "" }
        for modifier in parts {
            if modifier.hasPrefix("default=") {
                if value == nil || value == "" { value = String(modifier.dropFirst("default=".count)) }
                continue
            }
            guard let current = value else { return nil }
            switch modifier {
            case "lower": value = current.lowercased()
            case "upper": value = current.uppercased()
            case "rfc1034identifier":
                value = String(
                    current.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
            case "c99extidentifier", "identifier":
                var identifier = String(current.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
                if identifier.first?.isNumber == true { identifier = "_" + identifier }
                value = identifier
            case "file": value = current.split(separator: "/").last.map(String.init) ?? ""
            case "dir": value = Paths.directory(of: current)
            case "base":
                let file = current.split(separator: "/").last.map(String.init) ?? ""
                value = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
            case "suffix":
                let file = current.split(separator: "/").last.map(String.init) ?? ""
                value = file.lastIndex(of: ".").map { String(file[$0...]) } ?? ""
            case "standardizepath": value = Paths.join("", current)
            default: return nil
            }
        }
        return value
    }
}
