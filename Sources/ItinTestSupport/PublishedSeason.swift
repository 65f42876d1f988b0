import ItineraryCore

/// The sample season written as the clubs publish it (docs/calendars.md): the downloadable CSV
/// of a club's site, and its calendar feed in the older and the current form — so tests and the
/// bench read what fans really download, made up but shaped alike. Both feeds of a game agree:
/// games before `played` carry their result, and every game numbered a multiple of 29 from
/// September on has no time set yet.
extension SampleSeason {
    public enum PublishedForm: String, CaseIterable, Sendable {
        /// `START DATE,START TIME,START TIME ET,SUBJECT,LOCATION,…`, `Cubs at Giants`,
        /// `Oracle Park - San Francisco`, times in the club's own zone and in Eastern time.
        case download
        /// iCalendar in UTC, `Chicago Cubs vs. New York Mets` (away first), `FINAL: …` results,
        /// `Venue, City`, all-day `- Time TBD` events.
        case olderFeed
        /// iCalendar in UTC, `⚾️ Milwaukee Brewers @ Colorado Rockies`, the venue alone.
        case feed
    }

    /// Whether a game's time is not set yet in the published schedules.
    public func isUnset(_ game: Game) -> Bool { game.start.date.month >= 9 && game.number % 29 == 0 }

    /// A team's schedule in `form`; `played`: the first day whose games have not been played.
    public func published(
        team: Int, form: PublishedForm, played: CalendarDate? = nil, zones: ZoneCache = .shared
    ) -> String {
        switch form {
        case .download: return download(team: team, zones: zones)
        case .olderFeed, .feed: return feed(team: team, current: form == .feed, played: played, zones: zones)
        }
    }

    /// A team's full name, as feeds write it: `Boston Red Sox`.
    public static func fullName(_ team: Team) -> String { Venues.team(named: team.name)?.name ?? team.name }

    private func download(team: Int, zones: ZoneCache) -> String {
        let me = teams[team]
        var text =
            "START DATE,START TIME,START TIME ET,SUBJECT,LOCATION,DESCRIPTION,END DATE,END DATE ET,END TIME,END TIME ET,REMINDER OFF,REMINDER ON,REMINDER DATE,REMINDER TIME,REMINDER TIME ET,SHOWTIMEAS FREE,SHOWTIMEAS BUSY\r\n"
        for game in games(of: team) {
            let host = teams[game.home]
            let subject = "\(teams[game.away].name) at \(host.name)"
            let location = "\(host.venue) - \(host.city)"
            if isUnset(game) {
                let date = Self.usDate(game.start.date)
                text +=
                    "\(date),,,\(subject) - Time TBD,\(location),\"\",\(date),\(date),,,FALSE,TRUE,\(date),,,FREE,BUSY\r\n"
                continue
            }
            guard let venueZone = zones.zone(host.zone), let own = zones.zone(me.zone),
                let eastern = zones.zone("America/New_York")
            else { continue }
            let instant = venueZone.utc(fromLocal: game.start)
            let local = own.local(atUTC: instant)
            let et = eastern.local(atUTC: instant)
            let end = own.local(atUTC: instant + 3 * 3600)
            let endET = eastern.local(atUTC: instant + 3 * 3600)
            text +=
                "\(Self.usDate(local.date)),\(Self.clock(local)),\(Self.clock(et)),\(subject),\(location),\"Local Radio: WXYZ 1090\",\(Self.usDate(end.date)),\(Self.usDate(endET.date)),\(Self.clock(end)),\(Self.clock(endET)),FALSE,TRUE,\(Self.usDate(local.date)),\(Self.clock(local.adding(seconds: -3600))),\(Self.clock(et.adding(seconds: -3600))),FREE,BUSY\r\n"
        }
        return text
    }

    private func feed(team: Int, current: Bool, played: CalendarDate?, zones: ZoneCache) -> String {
        let me = teams[team]
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example Club//Schedule Calendar 0.001//EN", "METHOD:PUBLISH",
            "NAME:\(Self.fullName(me))", "X-WR-CALNAME:\(Self.fullName(me))",
        ]
        for game in games(of: team) {
            let host = teams[game.home]
            let away = Self.fullName(teams[game.away])
            let home = Self.fullName(host)
            lines.append("BEGIN:VEVENT")
            lines.append("UID:\(Slug.of(me.name))-\(current ? "c" : "o")\(game.number)-\(seed)@club.example")
            lines.append("DTSTAMP:20260101T000000Z")
            var summary = current ? "⚾️ \(away) @ \(home)" : "\(away) vs. \(home)"
            if isUnset(game) {
                lines.append("DTSTART;VALUE=DATE:\(Self.stamp(game.start).prefix(8))")
                summary += " - Time TBD"
            } else if let zone = zones.zone(host.zone) {
                let instant = zone.utc(fromLocal: game.start)
                lines.append("DTSTART:\(Self.stamp(LocalDateTime(epochSeconds: instant)))Z")
                lines.append("DTEND:\(Self.stamp(LocalDateTime(epochSeconds: instant + 3 * 3600)))Z")
                if let played, game.start.date < played {
                    let runs = (game.number * 7 % 9, game.number * 5 % 8)
                    summary = "FINAL: \(away) \(runs.0) - \(home) \(runs.1)"
                }
            }
            lines.append("SUMMARY:\(summary)")
            lines.append(current ? "LOCATION:\(host.venue)" : "LOCATION:\(host.venue)\\, \(host.city)")
            if current { lines.append("DESCRIPTION:Watch live and buy tickets for this game.") }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// `06/12/26`
    static func usDate(_ date: CalendarDate) -> String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(two(date.month))/\(two(date.day))/\(two(date.year % 100))"
    }

    /// `07:05 PM`
    static func clock(_ time: LocalDateTime) -> String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let minutes = time.secondsIntoDay / 60
        let hour = minutes / 60 % 12 == 0 ? 12 : minutes / 60 % 12
        return "\(two(hour)):\(two(minutes % 60)) \(minutes < 12 * 60 ? "AM" : "PM")"
    }
}
