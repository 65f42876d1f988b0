/// A DATE or DATE-TIME value (RFC 5545 sections 3.3.4 and 3.3.5), in the form it was written.
public enum ICalendarDateTime: Hashable, Sendable {
    /// `VALUE=DATE:20260612`, or an 8-digit value: an all-day event.
    case date(CalendarDate)
    /// `20260612T191000`: the same wall clock wherever the reader is.
    case floating(LocalDateTime)
    /// `20260612T231000Z`: the wall clock in UTC.
    case utc(LocalDateTime)
    /// `TZID=America/New_York:20260612T191000`: the wall clock in that zone, its id as written
    /// (less the `/` of a "globally unique" id). Whether the zone exists is the caller's question.
    case zoned(LocalDateTime, tzid: String)
}

extension ICalendarProperty {
    /// The value as a date or date-time (`DTSTART`, `DTEND`, `DTSTAMP`…), by its `VALUE` and
    /// `TZID` parameters. A leap second (60) reads as 59.
    public func dateTime() throws(ICalendarError) -> ICalendarDateTime {
        let valueType = parameter("VALUE")?.uppercased()
        guard valueType == nil || valueType == "DATE" || valueType == "DATE-TIME" else {
            throw fail(
                "\(name) is of type \(ICalendarError.quote(parameter("VALUE") ?? "")), not a date or a date and time")
        }
        let bytes = Array(value.utf8)
        if valueType == "DATE" || (valueType == nil && bytes.count == 8) {
            if valueType == "DATE", bytes.count > 8, bytes[8] == .t || bytes[8] == .lowercaseT {
                throw fail("\(name) says VALUE=DATE but has a time (got \(ICalendarError.quote(value)))")
            }
            guard bytes.count == 8, let date = try date(bytes[...]) else {
                throw fail("\(name) is not a date (got \(ICalendarError.quote(value)))")
            }
            // RFC 5545 forbids TZID on a date, but Outlook writes one; a date has no time to zone.
            return .date(date)
        }
        guard bytes.count == 15 || bytes.count == 16, bytes[8] == .t || bytes[8] == .lowercaseT,
            let date = try date(bytes[0..<8]), let seconds = try secondsIntoDay(bytes[9..<15])
        else {
            throw fail("\(name) is not a date-time (got \(ICalendarError.quote(value)))")
        }
        let wallClock = LocalDateTime(date: date, secondsIntoDay: seconds)
        let isUTC = bytes.count == 16
        if isUTC, bytes[15] != .z, bytes[15] != .lowercaseZ {
            throw fail("\(name) is not a date-time (got \(ICalendarError.quote(value)))")
        }
        guard let tzid = parameter("TZID") else { return isUTC ? .utc(wallClock) : .floating(wallClock) }
        if isUTC { throw fail("\(name) has both a TZID and a time in UTC (ending in Z); it can be only one") }
        let zone = tzid.hasPrefix("/") ? String(tzid.dropFirst()) : tzid
        if zone.isEmpty { throw fail("\(name) has an empty TZID") }
        return .zoned(wallClock, tzid: zone)
    }

    /// `YYYYMMDD`; nil if it is not 8 digits, an error if they name no day (`20260230`).
    private func date(_ bytes: ArraySlice<UInt8>) throws(ICalendarError) -> CalendarDate? {
        guard let year = Self.number(bytes.prefix(4)), let month = Self.number(bytes.dropFirst(4).prefix(2)),
            let day = Self.number(bytes.dropFirst(6).prefix(2))
        else { return nil }
        guard let date = CalendarDate(year: year, month: month, day: day) else {
            throw fail("\(name) is a day no calendar has (got \(ICalendarError.quote(value)))")
        }
        return date
    }

    /// `HHMMSS`; nil if it is not 6 digits, an error if they name no time of day (`250000`).
    private func secondsIntoDay(_ bytes: ArraySlice<UInt8>) throws(ICalendarError) -> Int? {
        guard let hour = Self.number(bytes.prefix(2)), let minute = Self.number(bytes.dropFirst(2).prefix(2)),
            let second = Self.number(bytes.dropFirst(4).prefix(2))
        else { return nil }
        guard hour <= 23, minute <= 59, second <= 60 else {
            throw fail("\(name) is a time no clock shows (got \(ICalendarError.quote(value)))")
        }
        return hour * 3600 + minute * 60 + min(second, 59)
    }

    /// The number the ASCII digits spell; nil if any is not a digit.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var result = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            result = result * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return digits.isEmpty ? nil : result
    }

    private func fail(_ reason: String) -> ICalendarError { ICalendarError(line: line, reason: reason) }
}

extension UInt8 {
    fileprivate static let t = UInt8(ascii: "T")
    fileprivate static let lowercaseT = UInt8(ascii: "t")
    fileprivate static let z = UInt8(ascii: "Z")
    fileprivate static let lowercaseZ = UInt8(ascii: "z")
}
