#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import OrientationResolver

/// Code a target builds from outside its own sources: a local Swift package or a CocoaPods development pod. The
/// project names the folder; the package's manifest (read by SourceReader) says which of its targets the products
/// hold.
public struct LocalPackage: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A folder with a `Package.swift`.
        case swiftPackage
        /// A CocoaPods development pod (`pod 'Name', :path => '…'`): its folder is one module, `name`.
        case pod(name: String)
        /// A pod CocoaPods installed into `Pods/Name` beside the Podfile (kept in the repository): a library, not
        /// the app's code; only its files that give UIKit's containers rotation answers through a category or an
        /// extension (ZFPlayer's `UINavigationController (ZFPlayerRotation)`) are read, since they change every
        /// container of the app.
        case installedPod(name: String)
    }

    public var folder: String
    public var kind: Kind
    /// The products the target links from it; empty when the project does not say (every library target is read).
    public var products: [String]
    /// Where the project names it.
    public var source: FileSource?

    public init(folder: String, kind: Kind = .swiftPackage, products: [String] = [], source: FileSource? = nil) {
        self.folder = folder
        self.kind = kind
        self.products = products
        self.source = source
    }
}

/// A product the target links without naming its package (Xcode's local packages: a folder reference, or a package
/// the workspace lists): one of `ImportedApp.packageFolders` declares it.
public struct LinkedProduct: Sendable, Equatable {
    public var name: String
    public var source: FileSource?

    public init(name: String, source: FileSource?) {
        self.name = name
        self.source = source
    }
}

enum PackageFolders {
    /// Whether `folder` holds a `Package.swift`.
    static func isPackage(_ folder: String, readFile: (String) throws(ProjectFileError) -> [UInt8]?) -> Bool {
        ((try? readFile(Paths.join(folder, "Package.swift"))) ?? nil) != nil
    }

    /// The development pods of the `Podfile` in `folder` (`pod 'Name', :path => 'dir'` or `path: 'dir'`), each
    /// with its line; the paths are relative to the Podfile.
    static func developmentPods(
        inFolder folder: String, readFile: (String) throws(ProjectFileError) -> [UInt8]?
    ) -> [LocalPackage] {
        let podfile = Paths.join(folder, "Podfile")
        guard let bytes = (try? readFile(podfile)) ?? nil else { return [] }
        var pods: [LocalPackage] = []
        for (index, raw) in String(decoding: bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .enumerated() {
            let line = raw.drop(while: { $0 == " " || $0 == "\t" })
            guard line.hasPrefix("pod "), let name = quoted(line.dropFirst(4)) else { continue }
            guard let pathStart = line.range(of: ":path")?.upperBound ?? line.range(of: "path:")?.upperBound else {
                // Installed into `Pods/Name` (from a spec repository or `:git`).
                let pod = String(name.split(separator: "/").first ?? Substring(name))
                if !pods.contains(where: { $0.kind == .installedPod(name: pod) }) {
                    pods.append(
                        LocalPackage(
                            folder: Paths.join(Paths.join(folder, "Pods"), pod), kind: .installedPod(name: pod),
                            source: FileSource(file: podfile, line: index + 1)))
                }
                continue
            }
            guard var relative = quoted(line[pathStart...]) else { continue }
            // `:path => 'Vendor/Kit/Kit.podspec'` names the pod's podspec: its folder is the pod's.
            if relative.hasSuffix(".podspec") || relative.hasSuffix(".podspec.json") {
                relative = Paths.directory(of: relative)
            }
            // A subspec (`Name/Core`) is its pod's folder.
            let pod = String(name.split(separator: "/").first ?? Substring(name))
            guard !pods.contains(where: { $0.kind == .pod(name: pod) }) else { continue }
            pods.append(
                LocalPackage(
                    folder: Paths.join(folder, relative), kind: .pod(name: pod),
                    source: FileSource(file: podfile, line: index + 1)))
        }
        return pods
    }

    /// The first '…' or "…" string in `text`.
    static func quoted(_ text: Substring) -> String? {
        guard let open = text.firstIndex(where: { $0 == "'" || $0 == "\"" }) else { return nil }
        let rest = text[text.index(after: open)...]
        guard let close = rest.firstIndex(of: text[open]) else { return nil }
        return String(rest[..<close])
    }
}
