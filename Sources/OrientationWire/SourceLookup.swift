import OrientationResolver

extension Dictionary where Key == String, Value == FileSource {
    /// The file and line that decide the member at `pointer`: its own, else the nearest enclosing member's that has
    /// one (a key of the Info.plist without a line of its own is placed at the Info.plist; a controller's member the
    /// code does not give, at the line that makes the controller). Nil when none has: the reporters then name the
    /// scenario's file.
    public func deciding(_ pointer: String) -> FileSource? {
        if isEmpty { return nil }
        var current = Substring(pointer)
        while true {
            if let source = self[String(current)] { return source == .statedByBody ? nil : source }
            guard let slash = current.lastIndex(of: "/"), slash > current.startIndex else { return nil }
            current = current[..<slash]
        }
    }
}
