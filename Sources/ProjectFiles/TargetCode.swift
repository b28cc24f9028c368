extension XcodeProjectReader {
    /// The code a target builds: the files of its Sources build phase (and the storyboards and xibs of its Resources
    /// phase) and its Xcode 16 synchronized folders (`fileSystemSynchronizedGroups`), as paths, with the files each
    /// folder's exception sets leave out of it or add from a folder it does not own; and whether it has a Resources
    /// phase (whose files are then all listed).
    func code(of target: [String: PropertyList], id: String, in loaded: Loaded) -> (
        files: [String], folders: [String], excludes: [String: [String]], resourcesListed: Bool
    ) {
        let groups = loaded.groups
        var files: [String] = []
        var folders: [String] = []
        var resourcesListed = false
        for phase in (target["buildPhases"]?.array ?? []).compactMap({ loaded.object($0.string) })
        where phase["isa"]?.string == "PBXSourcesBuildPhase" || phase["isa"]?.string == "PBXResourcesBuildPhase" {
            resourcesListed = resourcesListed || phase["isa"]?.string == "PBXResourcesBuildPhase"
            for buildFile in (phase["files"]?.array ?? []).compactMap({ loaded.object($0.string) }) {
                guard let reference = buildFile["fileRef"]?.string else { continue }
                // A localized storyboard is a variant group (Main.storyboard) whose children are Base.lproj/…
                let references =
                    loaded.object(reference)?["isa"]?.string == "PBXVariantGroup"
                    ? (loaded.object(reference)?["children"]?.array ?? []).compactMap(\.string) : [reference]
                for id in references {
                    guard let path = groups.path(of: id), Self.isCode(path) else { continue }
                    files.append(path)
                }
            }
        }
        let owned = (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string)
        for group in owned {
            if let path = groups.path(of: group) { folders.append(path) }
        }
        // Xcode 16's exception sets name this target: in a synchronized folder it owns, the files it does not build;
        // in one it does not own, the files it builds from there (Watch2Gether's iPhone and iPad targets build most
        // of the Mac target's folder so).
        var excludes: [String: [String]] = [:]
        for (groupID, object) in loaded.objects {
            guard let group = object.dictionary, group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup",
                let folder = groups.path(of: groupID)
            else { continue }
            for set in (group["exceptions"]?.array ?? []).compactMap({ loaded.object($0.string) })
            where set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" && set["target"]?.string == id
            {
                let listed = (set["membershipExceptions"]?.array ?? []).compactMap(\.string)
                if owned.contains(groupID) {
                    excludes[folder, default: []] += listed
                } else {
                    files += listed.map { Paths.join(folder, $0) }.filter(Self.isCode)
                }
            }
        }
        return (files, folders, excludes, resourcesListed)
    }

    /// Whether a file a target builds is code orientd reads: Swift, Objective-C, a storyboard or a xib.
    static func isCode(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".storyboard")
            || path.hasSuffix(".xib")
    }
}
