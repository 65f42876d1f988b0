/// The calendar arithmetic zones need, for instants of any year `CalendarDate` can hold.
enum ZoneCalendar {
    /// 0001-01-01T00:00:00Z ... 9999-12-31T23:59:59Z. Instants beyond are read as the nearest
    /// end: years past `CalendarDate`'s have no wall clock worth giving, and the bound keeps
    /// every sum below far from overflow.
    static let supportedUTC: ClosedRange<Int64> = -62_135_596_800...253_402_300_799

    static func clamped(_ seconds: Int64) -> Int64 {
        min(max(seconds, supportedUTC.lowerBound), supportedUTC.upperBound)
    }

    /// The UTC calendar year of an instant (clamped).
    static func year(ofUTC seconds: Int64) -> Int {
        LocalDateTime(epochSeconds: clamped(seconds)).date.year
    }

    /// The day number (days since 1970-01-01) of the first of a month, in any year: the
    /// Gregorian calendar repeats every 400 years (146 097 days, a whole number of weeks).
    static func firstDay(ofMonth month: Int, year: Int) -> Int {
        let cycles = year >= 2000 ? (year - 2000) / 400 : -((2399 - year) / 400)
        // 2000...2399 and a month checked when the rule was read: always a date.
        return CalendarDate(year: year - cycles * 400, month: month, day: 1)!.dayNumber + cycles * 146_097
    }

    static func daysIn(month: Int, year: Int) -> Int {
        CalendarDate.daysIn(month: month, year: year)
    }

    static func isLeap(_ year: Int) -> Bool { daysIn(month: 2, year: year) == 29 }

    /// 0 = Sunday ... 6 = Saturday.
    static func weekday(ofDay dayNumber: Int) -> Int {
        let w = (dayNumber + 4) % 7  // 1970-01-01 was a Thursday
        return w < 0 ? w + 7 : w
    }
}
