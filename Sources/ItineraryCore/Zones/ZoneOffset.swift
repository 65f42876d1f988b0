/// A zone's local time type: how far from UTC, whether it is daylight saving time, and what
/// it is called (`EDT`, `+0530`).
public struct ZoneOffset: Hashable, Sendable {
    /// East of UTC is positive.
    public let seconds: Int
    public let isDST: Bool
    public let abbreviation: String

    public init(seconds: Int, isDST: Bool, abbreviation: String) {
        self.seconds = seconds
        self.isDST = isDST
        self.abbreviation = abbreviation
    }

    /// RFC 8536's range for a UT offset (−24:59:59 to 25:59:59).
    static let plausibleSeconds = -89_999...93_599
}
