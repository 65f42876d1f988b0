/// One game of a published schedule, as a calendar or a CSV file gives it (docs/calendars.md):
/// its date and time at the venue, and where in the schedule file it was, for messages.
public struct ScheduleEvent: Hashable, Sendable {
    public var line: Int
    /// The date at the venue.
    public var date: CalendarDate
    /// The start at the venue; nil while the schedule has not set it.
    public var time: TimeOfDay?
    public var away: String
    public var home: String
    public var venue: String
    public var city: String
    public var tz: String?
    public var uid: String?
    /// The place the venue or city resolved to, in the context of the whole import.
    public var place: ResolvedPlace?
    /// Whether the schedule it came from is the home team's own (its calendar names the home
    /// team, or it writes times in the venue's zone): of two feeds' copies of a game, its is kept.
    public var fromHomeFeed = false

    public init(
        line: Int, start: LocalDateTime, away: String, home: String, venue: String, city: String,
        tz: String? = nil, uid: String? = nil
    ) {
        self.init(
            line: line, date: start.date, time: start.time, away: away, home: home, venue: venue, city: city, tz: tz,
            uid: uid)
    }

    public init(
        line: Int, date: CalendarDate, time: TimeOfDay?, away: String, home: String, venue: String, city: String,
        tz: String? = nil, uid: String? = nil, place: ResolvedPlace? = nil
    ) {
        self.line = line
        self.date = date
        self.time = time
        self.away = away
        self.home = home
        self.venue = venue
        self.city = city
        self.tz = tz
        self.uid = uid
        self.place = place
    }

    /// The start as travel takes it: a time not set yet is `Game.assumedStart`.
    public var start: LocalDateTime { LocalDateTime(date: date, time: time ?? Game.assumedStart) }

    /// `Yankees @ Red Sox`
    public var matchup: String { "\(away) @ \(home)" }
}

/// A place an event's venue or city resolved to, with the name that resolves back to it
/// first (written into the game so the file means the same place everywhere), and how the
/// import reports it (`Citi Field (venue), Queens, New York, US`).
public struct ResolvedPlace: Hashable, Sendable {
    public let place: Place
    public let name: String
    public let title: String
    /// A ballpark of the venue table, not only its city.
    public let isVenue: Bool
}

/// What a schedule file holds: its games, how many all-day events it had that are not games
/// (an off day, a trip's own legs and notes in an export), and the events it skipped.
public struct Schedule: Hashable, Sendable {
    public var games: [ScheduleEvent]
    public var allDayEvents: Int
    /// The events and rows that are not games, with their lines and why.
    public var skipped: [SkippedEvent]
    /// Games whose home team nothing but the summary's order said (`HOME vs AWAY`).
    public var homeByOrder: Int

    public init(games: [ScheduleEvent], allDayEvents: Int = 0, skipped: [SkippedEvent] = [], homeByOrder: Int = 0) {
        self.games = games
        self.allDayEvents = allDayEvents
        self.skipped = skipped
        self.homeByOrder = homeByOrder
    }
}

/// Why a schedule cannot be read: refused whole, nothing written (exit 65).
public struct ScheduleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The schedule file's line, when the problem has one.
    public let line: Int?
    public let reason: String

    public init(line: Int?, _ reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String { line.map { "line \($0): \(reason)" } ?? reason }
}

/// The two kinds of schedule `itin import` reads.
public enum ScheduleFormat: String, CaseIterable, Sendable {
    case ics, csv

    /// By the file's extension (`.ics`, `.ical`, `.ifb`, `.csv`), when it says.
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "ics", "ical", "icalendar", "ifb": self = .ics
        case "csv": self = .csv
        default: return nil
        }
    }
}
