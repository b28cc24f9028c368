/// Where a value of a project file was read: the file as the user named it, and the line when the format has lines
/// (a binary property list has none).
public struct FileSource: Sendable, Hashable {
    public var file: String
    public var line: Int?

    public init(file: String, line: Int?) {
        self.file = file
        self.line = line
    }

    /// `file:line`, or the file alone when it has no line: how a sentence names the place.
    public var place: String { line.map { "\(file):\($0)" } ?? file }

    /// A member the request body states, not the files: no file decides it (reporters write no source).
    public static let statedByBody = FileSource(file: "", line: nil)
}

/// A JSON pointer's escaping of one reference token (RFC 6901): `~` as `~0`, `/` as `~1`.
public enum JSONPointer {
    public static func escape(_ token: String) -> String {
        guard token.contains("~") || token.contains("/") else { return token }
        return token.replacing("~", with: "~0").replacing("/", with: "~1")
    }
}
