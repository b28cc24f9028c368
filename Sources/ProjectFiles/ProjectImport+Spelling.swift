import OrientationResolver

extension ProjectImport {
    /// The import with each file a finding names spelled as the tree spells it (`spell`: `FileTree.spelled`): a
    /// project may name `NDS4iOS-Info.plist` for the tree's `nds4ios-Info.plist` and build on Apple's file systems,
    /// which ignore case; a finding names the file that is there.
    public func spelled(by spell: (String) -> String) -> ProjectImport {
        func respell(_ findings: [Finding]) -> [Finding] {
            findings.map { finding in
                var finding = finding
                if let source = finding.source {
                    finding.source = FileSource(file: spell(source.file), line: source.line)
                }
                return finding
            }
        }
        var copy = self
        copy.diagnostics = respell(diagnostics)
        for index in copy.apps.indices {
            copy.apps[index].sources = apps[index].sources.mapValues { FileSource(file: spell($0.file), line: $0.line) }
            copy.apps[index].notes = respell(apps[index].notes)
            copy.apps[index].diagnostics = respell(apps[index].diagnostics)
            copy.apps[index].files = apps[index].files.map(spell)
        }
        return copy
    }
}
