/// One event of a schedule as its file writes it, before anything is looked up: the first
/// step of reading a schedule (docs/calendars.md). `FeedResolution` then places, times and
/// orders it into a `ScheduleEvent`.
struct FeedEvent: Hashable, Sendable {
    /// The line it starts on: an event's `BEGIN:VEVENT`, a CSV row's (the header is line 1).
    let line: Int
    let start: FeedStart
    let teams: FeedTeams
    let location: FeedLocation
    let uid: String?
}

/// When a game starts, in the terms its file gives.
enum FeedStart: Hashable, Sendable {
    /// A wall clock in a zone the file names (a `TZID`, a CSV's `tz`), or in none it names
    /// (a floating time, a CSV without `tz`): the venue's.
    case wallClock(LocalDateTime, zone: String?)
    /// A time in UTC: its date where the game is played is known only with the venue's zone.
    case utc(LocalDateTime)
    /// A wall clock in US Eastern time (a team CSV's `START TIME ET`).
    case eastern(LocalDateTime)
    /// A wall clock in the publishing club's own zone (a team CSV's `START TIME` alone).
    case clubLocal(LocalDateTime)
    /// A date whose time is not set yet (`Time TBD`, an all-day event naming two teams).
    case notSet(CalendarDate)
}

/// The teams of an event, and how its file wrote them.
enum FeedTeams: Hashable, Sendable {
    /// `AWAY @ HOME`, `AWAY at HOME`, or a CSV's `away` and `home` columns.
    case awayHome(away: String, home: String)
    /// `A vs B`, `A vs. B`, or a played game's result: publishers put either team first.
    case either(String, String)
    /// One team: the calendar's own team plays them.
    case single(String)
}

/// Where an event is, as written: a venue and a city given apart (itin's own CSV), or the
/// parts of one `LOCATION` (`Venue, City`, `Venue - City`, `Venue, City, ST`, `Coors Field`).
enum FeedLocation: Hashable, Sendable {
    case given(venue: String, city: String)
    case written([String])

    /// A `LOCATION`'s parts: split at commas, else at the last ` - ` (`Oracle Park - San
    /// Francisco`), blanks trimmed, empty parts dropped.
    static func parse(_ text: String) -> FeedLocation {
        var parts = text.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        if parts.count == 1, let dash = parts[0].ranges(of: " - ").last {
            let venue = String(parts[0][..<dash.lowerBound]).trimmingWhitespace()
            let city = String(parts[0][dash.upperBound...]).trimmingWhitespace()
            if !venue.isEmpty, !city.isEmpty { parts = [venue, city] }
        }
        return .written(parts)
    }
}

/// A schedule file read into events, before anything is looked up.
struct Feed: Hashable, Sendable {
    var events: [FeedEvent] = []
    var skipped: [SkippedEvent] = []
    /// All-day events that name no two teams (an off day, an export's legs and notes).
    var allDayEvents = 0
    /// The calendar's own team (`X-WR-CALNAME`, `NAME`), when it names one.
    var ownTeam: String?
    /// The zone of its floating and UTC times when nothing nearer says (`X-WR-TIMEZONE`).
    var zone: String?
}

/// An event or row that cannot be a game, kept with its line and why.
public struct SkippedEvent: Error, Hashable, Sendable {
    /// The event's line: its `BEGIN:VEVENT`, a CSV row's.
    public let line: Int
    public let reason: SkipReason
    /// The line of the part that breaks it (a `SUMMARY`), when that is another.
    public let partLine: Int?

    public init(line: Int, _ reason: SkipReason, partLine: Int? = nil) {
        self.line = line
        self.reason = reason
        self.partLine = partLine
    }

    /// What `--strict` refuses the schedule with.
    public var error: ScheduleError { ScheduleError(line: partLine ?? line, reason.detail) }

    /// `skipped 3 events: no teams (lines 18, 40, 77)`, the reasons in a fixed order.
    public static func summary(_ events: [SkippedEvent]) -> String {
        var byKind: [SkipReason.Kind: [Int]] = [:]
        for event in events { byKind[event.reason.kind, default: []].append(event.line) }
        let reasons = SkipReason.Kind.allCases.compactMap { kind in
            byKind[kind].map { "\(kind.rawValue) (\($0.count == 1 ? "line" : "lines") \(listed($0)))" }
        }
        return "skipped \(RowText.count(events.count, "event")): \(reasons.joined(separator: "; "))"
    }

    /// `18, 40, 77`; a long list ends `… and 12 more`.
    private static func listed(_ lines: [Int]) -> String {
        let most = 20
        let shown = lines.prefix(most).map(String.init).joined(separator: ", ")
        return lines.count > most ? "\(shown) and \(lines.count - most) more" : shown
    }
}

/// Why an event is not a game: `kind` groups them in the report, `detail` is what `--strict`
/// refuses the schedule with.
public struct SkipReason: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case noTeams = "no teams"
        case noStart = "no start"
        case badDate = "a date or time that does not parse"
        case unknownPlace = "unknown venue and city"
        case badRow = "a row that does not fit the header"

        /// The file is damaged here, rather than holding an event that is not a game.
        public var meansDamage: Bool { self == .badDate || self == .badRow || self == .noStart }
    }

    public let kind: Kind
    public let detail: String

    public init(_ kind: Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }
}
