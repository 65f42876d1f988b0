/// One game of a published schedule, as a calendar or a CSV file gives it (SPEC §7): its date
/// and time at the venue, and where in the schedule file it was, for messages.
public struct ScheduleEvent: Hashable, Sendable {
    public var line: Int
    public var start: LocalDateTime
    public var away: String
    public var home: String
    public var venue: String
    public var city: String
    public var tz: String?
    public var uid: String?

    public init(
        line: Int, start: LocalDateTime, away: String, home: String, venue: String, city: String,
        tz: String? = nil, uid: String? = nil
    ) {
        self.line = line
        self.start = start
        self.away = away
        self.home = home
        self.venue = venue
        self.city = city
        self.tz = tz
        self.uid = uid
    }

    /// `Yankees @ Red Sox`
    public var matchup: String { "\(away) @ \(home)" }
}

/// What a schedule file holds: its games, and how many all-day events it had, which are not
/// games (an off day, a trip's own legs and notes in an export) and are skipped.
public struct Schedule: Hashable, Sendable {
    public var games: [ScheduleEvent]
    public var allDayEvents: Int

    public init(games: [ScheduleEvent], allDayEvents: Int = 0) {
        self.games = games
        self.allDayEvents = allDayEvents
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
