#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The moment an export records as its `DTSTAMP`: `SOURCE_DATE_EPOCH` when set, as
/// reproducible builds define it (reproducible-builds.org/specs/source-date-epoch), so the
/// same library exports to the same bytes; else now.
public enum ExportStamp {
    public static func from(environment: [String: String]) throws(ExportError) -> Int64 {
        guard let text = environment["SOURCE_DATE_EPOCH"] else { return Int64(time(nil)) }
        // The spec asks a malformed value to be an error, not silently replaced by now.
        guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit), let seconds = Int64(text),
            seconds <= LocalDateTime.latestEpochSeconds
        else {
            throw .badSourceDateEpoch(text)
        }
        return seconds
    }
}

extension LocalDateTime {
    /// The last second of 9999-12-31, the last day a `CalendarDate` holds.
    static let latestEpochSeconds = Int64(CalendarDate(year: 9999, month: 12, day: 31)!.dayNumber) * 86_400 + 86_399
}
