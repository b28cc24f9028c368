import SwiftSyntax

/// Where each line of a file starts, from its UTF-8 bytes (LF, CR LF and CR end a line, as in swift-syntax), for the
/// line of a node: a scan of the bytes, where `SourceLocationConverter` walks every token of the tree again (it was
/// 6% of the whole reading).
public struct LineStarts: Sendable {
    private var starts: [Int] = [0]

    public init(_ text: String) {
        var text = text
        var starts = [0]
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        self.starts = starts
    }

    /// The 1-based line of a UTF-8 offset.
    public func line(at offset: Int) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The line a node starts on, after its leading trivia (as `startLocation(converter:)` gives it).
    public func line(of node: some SyntaxProtocol) -> Int {
        line(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
    /// The line of the node's last character (before its trailing trivia).
    public func line(ofEnd node: some SyntaxProtocol) -> Int {
        line(
            at: max(
                node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset - 1)
        )
    }
}

extension SyntaxProtocol {
    /// The node's text as written, without its leading and trailing trivia: what `trimmedDescription` gives, read
    /// from the node's bytes instead of from a trimmed copy of its tree, which cost about 40,000 instructions a node
    /// (the reader asks it of every assignment's value). Checked against `trimmedDescription` on every node of the
    /// fixtures (SourceReaderTests).
    public var sourceText: String {
        // Where the parser inserted a missing token the two disagree on the trivia before it: that rare case (a
        // file that does not parse) keeps the trimmed copy.
        if hasError { return trimmedDescription }
        let bytes = syntaxTextBytes
        let leading = leadingTriviaLength.utf8Length, trailing = trailingTriviaLength.utf8Length
        guard leading + trailing <= bytes.count else { return trimmedDescription }
        return String(decoding: bytes[leading..<(bytes.count - trailing)], as: UTF8.self)
    }
}
