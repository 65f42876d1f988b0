/// A schedule as iCalendar (RFC 5545, SPEC §7): one game per `VEVENT`, read by the strict
/// `ICalendarReader`. A cancelled event is not a game; anything else that does not make one is
/// refused with its line. An all-day event is not a game either: it is counted and skipped.
enum ScheduleICS {
    static func schedule(_ bytes: [UInt8], zone override: String?, zones: ZoneDatabase) throws(ScheduleError)
        -> Schedule
    {
        let calendar: ICalendarComponent
        do { calendar = try ICalendarReader.read(bytes) } catch { throw ScheduleError(line: error.line, error.reason) }
        let calendarZone = try self.calendarZone(calendar, override: override, zones: zones)
        var schedule = Schedule(games: [])
        for event in calendar.components where event.name == "VEVENT" {
            if let status = event.property("STATUS"), try text(status).uppercased() == "CANCELLED" { continue }
            if let start = event.property("DTSTART"), case .date = try dateTime(start) {
                schedule.allDayEvents += 1
                continue
            }
            schedule.games.append(try game(event, calendarZone: calendarZone, zones: zones))
        }
        return schedule
    }

    /// `--tz`, else the calendar's `X-WR-TIMEZONE`: the zone of UTC and floating times.
    private static func calendarZone(
        _ calendar: ICalendarComponent, override: String?,
        zones: ZoneDatabase
    ) throws(ScheduleError) -> Zone? {
        if let override {
            do { return try zones.zone(named: override) } catch { throw ScheduleError(line: nil, error.description) }
        }
        guard let property = calendar.property("X-WR-TIMEZONE") else { return nil }
        return try zone(try text(property), line: property.line, zones: zones)
    }

    private static func game(_ event: ICalendarComponent, calendarZone: Zone?, zones: ZoneDatabase)
        throws(ScheduleError) -> ScheduleEvent
    {
        guard let dtstart = event.property("DTSTART") else {
            throw ScheduleError(line: event.line, "this VEVENT has no DTSTART: a game needs its start")
        }
        let (start, tz) = try self.start(dtstart, calendarZone: calendarZone, zones: zones)
        guard let summary = event.property("SUMMARY") else {
            throw ScheduleError(line: event.line, "this VEVENT has no SUMMARY to name its teams")
        }
        let title = try text(summary)
        guard let teams = Matchup.teams(title) else {
            throw ScheduleError(
                line: summary.line,
                "the SUMMARY \"\(title)\" names no teams (AWAY @ HOME, AWAY at HOME or HOME vs AWAY)")
        }
        guard let location = event.property("LOCATION") else {
            throw ScheduleError(line: event.line, "this VEVENT has no LOCATION (VENUE, CITY)")
        }
        let place = try text(location).split(separator: ",", omittingEmptySubsequences: false).map {
            String($0).trimmingWhitespace()
        }
        guard place.count >= 2, !place[0].isEmpty, !place[1].isEmpty else {
            throw ScheduleError(line: location.line, "the LOCATION \"\(try text(location))\" is not VENUE, CITY")
        }
        let uid = try event.property("UID").map(text)
        return ScheduleEvent(
            line: event.line, start: start, away: teams.away, home: teams.home,
            venue: place[0], city: place[1], tz: tz, uid: uid?.isEmpty == true ? nil : uid)
    }

    /// The wall-clock start at the venue and its zone's name.
    private static func start(
        _ property: ICalendarProperty, calendarZone: Zone?,
        zones: ZoneDatabase
    ) throws(ScheduleError) -> (LocalDateTime, String?) {
        switch try dateTime(property) {
        case .date(let date):  // skipped before
            throw ScheduleError(
                line: property.line, "DTSTART is the date \(date) without a time: a game needs its start time")
        case .floating(let local):
            return (local, calendarZone?.name)
        case .zoned(let local, let tzid):
            return (local, try zone(tzid, line: property.line, zones: zones).name)
        case .utc(let utc):
            guard let calendarZone else {
                throw ScheduleError(
                    line: property.line,
                    "DTSTART is in UTC and the calendar names no zone (X-WR-TIMEZONE) for the local time; say it with --tz ZONE"
                )
            }
            return (calendarZone.local(atUTC: utc.epochSeconds), calendarZone.name)
        }
    }

    private static func dateTime(_ property: ICalendarProperty) throws(ScheduleError) -> ICalendarDateTime {
        do { return try property.dateTime() } catch { throw ScheduleError(line: error.line, error.reason) }
    }

    private static func zone(_ name: String, line: Int, zones: ZoneDatabase) throws(ScheduleError) -> Zone {
        do { return try zones.zone(named: name) } catch { throw ScheduleError(line: line, error.description) }
    }

    private static func text(_ property: ICalendarProperty) throws(ScheduleError) -> String {
        do { return try property.text().trimmingWhitespace() } catch {
            throw ScheduleError(line: error.line, error.reason)
        }
    }
}
