/// Values in the forms iCalendar writes them (RFC 5545 section 3.3).
enum ICalendarValues {
    /// DATE: `20260612`
    static func date(_ d: CalendarDate) -> String {
        "\(pad(d.year, 4))\(pad(d.month, 2))\(pad(d.day, 2))"
    }

    /// DATE-TIME as local or floating time: `20260612T191000`
    static func local(_ t: LocalDateTime) -> String {
        let s = t.secondsIntoDay
        return "\(date(t.date))T\(pad(s / 3600, 2))\(pad(s / 60 % 60, 2))\(pad(s % 60, 2))"
    }

    /// DATE-TIME in UTC: `20260612T191000Z`
    static func utc(_ epochSeconds: Int64) -> String {
        local(LocalDateTime(epochSeconds: epochSeconds)) + "Z"
    }

    /// UTC-OFFSET: `-0400`, `+0530`, `+001458` (seconds only when there are some). Zero is
    /// `+0000`: `-0000` is not allowed.
    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let a = abs(seconds)
        let hhmm = "\(sign)\(pad(a / 3600, 2))\(pad(a / 60 % 60, 2))"
        return a % 60 == 0 ? hhmm : hhmm + pad(a % 60, 2)
    }
}
