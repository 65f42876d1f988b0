/// A file's content lines, unfolded (RFC 5545 section 3.1): a line break followed by one space
/// or tab continues the line before, and both go. Lines end in CRLF or a bare LF, mixed freely.
///
/// Folding is by octets, so a fold may split a UTF-8 sequence: lines are joined as bytes and
/// only then checked as UTF-8 (by `ContentLineParser`).
struct ContentLines {
    struct Line {
        var bytes: [UInt8]
        /// The physical line it starts on.
        let number: Int
    }

    private let bytes: [UInt8]
    private var index: Int
    /// The number of the physical line starting at `index`.
    private var lineNumber = 1
    /// The last physical line with anything on it: where "the end of the file" is.
    private(set) var lastLineNumber = 1

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The next content line; nil at the end of the file, where blank lines may trail.
    mutating func next() throws(ICalendarError) -> Line? {
        guard index < bytes.count else { return nil }
        let start = lineNumber
        var first = takePhysicalLine()
        if first.isEmpty {
            if bytes[index...].allSatisfy({ $0 == .lf || $0 == .cr }) {
                index = bytes.count
                return nil
            }
            throw ICalendarError(
                line: start, reason: "an empty line inside the calendar (only the end of the file may have one)")
        }
        if first[first.startIndex].isFoldSpace {
            throw ICalendarError(
                line: start, reason: "the file starts with a space, which would continue a line before it")
        }
        var line = Line(bytes: Array(first), number: start)
        while index < bytes.count, bytes[index].isFoldSpace {
            first = takePhysicalLine()
            line.bytes += first.dropFirst()
        }
        return line
    }

    /// The bytes up to the next line break (without it), moving past the break.
    private mutating func takePhysicalLine() -> ArraySlice<UInt8> {
        let start = index
        var end = bytes[start...].firstIndex(of: .lf) ?? bytes.count
        index = end < bytes.count ? end + 1 : end
        if end > start, bytes[end - 1] == .cr { end -= 1 }
        if end > start { lastLineNumber = lineNumber }
        lineNumber += 1
        return bytes[start..<end]
    }
}

extension UInt8 {
    fileprivate static let lf = UInt8(ascii: "\n")
    fileprivate static let cr = UInt8(ascii: "\r")

    fileprivate var isFoldSpace: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
}
