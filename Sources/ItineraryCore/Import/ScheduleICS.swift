/// A schedule as iCalendar (RFC 5545): one game per `VEVENT`, read by the strict
/// `ICalendarReader` into the first step of reading a schedule. A cancelled event is not a
/// game; an all-day event is one whose time is not set when it names two teams, else it is
/// counted and left (and so is one marked free, a day's plan itin exported); anything else that does not make a game is skipped with its line.
enum ScheduleICS {
    static func feed(_ bytes: [UInt8], zones: ZoneDatabase) throws(ScheduleError) -> Feed {
        var feed = Feed()
        var broken: ScheduleError?
        // Each event read as it closes, so that a long feed never holds its whole tree.
        func take(_ event: ICalendarComponent) {
            guard event.name == "VEVENT", broken == nil else { return }
            do {
                if let status = event.property("STATUS"), try text(status).uppercased() == "CANCELLED" { return }
                switch try self.event(event) {
                case .game(let game): feed.events.append(game)
                case .skipped(let skipped): feed.skipped.append(skipped)
                case .allDay: feed.allDayEvents += 1
                }
            } catch {
                broken = error
            }
        }
        let calendar: ICalendarComponent
        do { calendar = try ICalendarReader.read(bytes, eachChild: take) } catch {
            throw ScheduleError(line: error.line, error.reason)
        }
        if let broken { throw broken }
        if let property = calendar.property("X-WR-TIMEZONE") {
            let name = try text(property)
            do { _ = try zones.zone(named: name) } catch {
                throw ScheduleError(line: property.line, error.description)
            }
            feed.zone = name
        }
        feed.ownTeam = try (calendar.property("X-WR-CALNAME") ?? calendar.property("NAME")).map(text)
        return feed
    }

    private enum Read {
        case game(FeedEvent)
        case skipped(SkippedEvent)
        case allDay
    }

    private static func event(_ event: ICalendarComponent) throws(ScheduleError) -> Read {
        func skip(_ kind: SkipReason.Kind, _ detail: String, at line: Int? = nil) -> Read {
            .skipped(SkippedEvent(line: event.line, SkipReason(kind, detail), partLine: line))
        }
        guard let dtstart = event.property("DTSTART") else {
            return skip(.noStart, "this VEVENT has no DTSTART: a game needs its start")
        }
        let when: ICalendarDateTime
        do { when = try dtstart.dateTime() } catch { return skip(.badDate, error.reason, at: error.line) }
        let title = try event.property("SUMMARY").map(text) ?? ""
        guard let summary = FeedSummary(title) else {
            if case .date = when { return .allDay }
            return skip(
                .noTeams, "the SUMMARY \"\(title)\" names no teams (AWAY @ HOME, AWAY at HOME or HOME vs AWAY)",
                at: event.property("SUMMARY")?.line)
        }
        if case .date = when, !summary.timeNotSet {
            // A day's plan that itin exported (marked free) is not a game, nor a day that
            // names one team without saying its time is to come.
            if case .single = summary.teams { return .allDay }
            if try event.property("TRANSP").map(text)?.uppercased() == "TRANSPARENT" { return .allDay }
        }
        let start: FeedStart
        switch when {
        case .date(let date): start = .notSet(date)
        case .floating(let local): start = summary.timeNotSet ? .notSet(local.date) : .wallClock(local, zone: nil)
        case .zoned(let local, let tzid):
            start = summary.timeNotSet ? .notSet(local.date) : .wallClock(local, zone: tzid)
        case .utc(let utc): start = summary.timeNotSet ? .notSet(utc.date) : .utc(utc)
        }
        let location = try event.property("LOCATION").map(text).map(FeedLocation.parse) ?? .written([])
        let uid = try event.property("UID").map(text)
        return .game(
            FeedEvent(
                line: event.line, start: start, teams: summary.teams, location: location,
                uid: uid?.isEmpty == true ? nil : uid))
    }

    private static func text(_ property: ICalendarProperty) throws(ScheduleError) -> String {
        do { return try property.text().trimmingWhitespace() } catch {
            throw ScheduleError(line: error.line, error.reason)
        }
    }
}
