/// The day a POSIX TZ rule starts or ends daylight time (RFC 8536 section 3.3, POSIX `TZ`).
enum RuleDate: Hashable, Sendable {
    /// `Jn`: the nth day, 1...365, never counting February 29.
    case julian(Int)
    /// `n`: the zero-based nth day, 0...365, counting February 29.
    case dayOfYear(Int)
    /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` of month `m`; week 5 is the last.
    case monthWeekDay(month: Int, week: Int, weekday: Int)

    /// Days since 1970-01-01.
    func dayNumber(in year: Int) -> Int {
        switch self {
        case .julian(let n):
            let skipsLeapDay = ZoneCalendar.isLeap(year) && n >= 60
            return ZoneCalendar.firstDay(ofMonth: 1, year: year) + n - 1 + (skipsLeapDay ? 1 : 0)
        case .dayOfYear(let n):
            return ZoneCalendar.firstDay(ofMonth: 1, year: year) + n
        case .monthWeekDay(let month, let week, let weekday):
            let first = ZoneCalendar.firstDay(ofMonth: month, year: year)
            let firstMatch = first + (weekday - ZoneCalendar.weekday(ofDay: first) + 7) % 7
            var day = firstMatch + (week - 1) * 7
            while day >= first + ZoneCalendar.daysIn(month: month, year: year) { day -= 7 }
            return day
        }
    }
}

/// A rule's date and the local time on it, which may be negative or past 24:00 (RFC 8536
/// section 3.3.1: hours −167 to 167).
struct RuleMoment: Hashable, Sendable {
    let date: RuleDate
    let secondsIntoDay: Int

    /// The moment on the wall clock, as seconds since 1970-01-01 00:00 read as UTC.
    func localSeconds(in year: Int) -> Int64 {
        Int64(date.dayNumber(in: year)) * 86_400 + Int64(secondsIntoDay)
    }
}
