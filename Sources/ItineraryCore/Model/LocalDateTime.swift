/// A wall-clock date and time with no zone: what a calendar's floating `DTSTART` says, or a
/// game's date and `time` at its venue. `epochSeconds` reads the wall clock as if it were UTC,
/// which is the arithmetic a zone's offset is added to or taken from.
public struct LocalDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let date: CalendarDate
    /// 0..<86400
    public let secondsIntoDay: Int

    public init(date: CalendarDate, secondsIntoDay: Int) {
        precondition((0..<86_400).contains(secondsIntoDay), "a time of day is within the day")
        self.date = date
        self.secondsIntoDay = secondsIntoDay
    }

    public init(date: CalendarDate, time: TimeOfDay) {
        self.init(date: date, secondsIntoDay: time.minutes * 60)
    }

    public init(epochSeconds: Int64) {
        let days = epochSeconds >= 0 ? epochSeconds / 86_400 : (epochSeconds - 86_399) / 86_400
        self.init(date: CalendarDate(dayNumber: Int(days)), secondsIntoDay: Int(epochSeconds - days * 86_400))
    }

    public var epochSeconds: Int64 { Int64(date.dayNumber) * 86_400 + Int64(secondsIntoDay) }

    /// The minute it falls in (seconds dropped).
    public var time: TimeOfDay { TimeOfDay(hour: secondsIntoDay / 3600, minute: secondsIntoDay / 60 % 60)! }

    public func adding(seconds: Int64) -> LocalDateTime { LocalDateTime(epochSeconds: epochSeconds + seconds) }

    /// `2026-06-12 19:10`
    public var description: String { "\(date) \(time)" }

    public static func < (a: LocalDateTime, b: LocalDateTime) -> Bool { a.epochSeconds < b.epochSeconds }
}
