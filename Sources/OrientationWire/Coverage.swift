import OrientationResolver

/// What of an app's code was read: how many files, in which modules, and what the target builds that orientd could
/// not follow. Said on stderr for each target and carried by the JSON answer as `coverage`.
public struct Coverage: Sendable, Equatable {
    public struct Module: Sendable, Equatable {
        public var name: String
        public var files: Int

        public init(name: String, files: Int) {
            self.name = name
            self.files = files
        }
    }

    public var filesRead: Int
    public var modules: [Module]
    /// Each a sentence: a package, a product, a pod or a folder whose code is not read, and why.
    public var notFollowed: [String]

    public init(filesRead: Int, modules: [Module], notFollowed: [String]) {
        self.filesRead = filesRead
        self.modules = modules
        self.notFollowed = notFollowed
    }

    /// One line for stderr: "120 source files read (App 100, Feature 20)", then what was not followed.
    public var summary: String {
        let modules = modules.map { "\($0.name) \($0.files)" }.joined(separator: ", ")
        var text =
            "\(filesRead) source file\(filesRead == 1 ? "" : "s") read" + (modules.isEmpty ? "" : " (\(modules))")
        if !notFollowed.isEmpty { text += "; not followed: " + notFollowed.joined(separator: "; ") }
        return text
    }

    /// `{"filesRead": n, "modules": [{"name": …, "files": n}], "notFollowed": […]}`.
    func write(into out: inout JSONWriter) {
        out.beginObject()
        out.field("filesRead")
        out.int(filesRead)
        out.field("modules")
        out.beginArray()
        for module in modules {
            out.beginObject()
            out.field("name")
            out.string(module.name)
            out.field("files")
            out.int(module.files)
            out.endObject()
        }
        out.endArray()
        out.field("notFollowed")
        out.beginArray()
        for sentence in notFollowed { out.string(sentence) }
        out.endArray()
        out.endObject()
    }
}
