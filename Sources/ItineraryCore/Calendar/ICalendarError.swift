/// Why an iCalendar file (RFC 5545) cannot be read, and where: `line 12: DTSTART is not a
/// date-time (got "2026-06-12")`.
public struct ICalendarError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based physical line where the content line starts (the first line of a folded one).
    public let line: Int
    public let reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String { "line \(line): \(reason)" }

    /// A piece of the file quoted in a reason: cut short so a hostile line stays readable,
    /// control characters made visible so printing it cannot drive the terminal.
    static func quote(_ text: some StringProtocol) -> String {
        let limit = 40
        let prefix = text.prefix(limit)
        return "\"\(SafeText.clean(String(prefix)))\(prefix.endIndex == text.endIndex ? "" : "…")\""
    }
}
