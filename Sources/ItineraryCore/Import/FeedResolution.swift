/// The second step of reading schedules (docs/calendars.md): the events of every feed of one
/// import placed (a venue of the table, else a city read near the import's other games),
/// timed at the venue, and given their home team. An event that cannot be a game is skipped
/// with its line, never thrown. Linear in the events: each distinct location is looked up
/// once.
struct FeedResolution {
    let places: PlaceResolver
    let zones: ZoneCache
    /// `--tz`: the zone of every time that names none, over the venue's.
    let override: String?

    /// One schedule per feed, in their order.
    func schedules(_ feeds: [Feed]) -> [Schedule] {
        let spots = SpotTable(feeds.flatMap { $0.events.map(\.location) }, places: places)
        return feeds.map { schedule($0, spots: spots) }
    }

    private func schedule(_ feed: Feed, spots: SpotTable) -> Schedule {
        var schedule = Schedule(games: [], allDayEvents: feed.allDayEvents, skipped: feed.skipped)
        let context = FeedContext(feed, spots: spots, zones: zones)
        for event in feed.events {
            switch game(event, feed: feed, spots: spots, context: context) {
            case .success(let (game, byOrder)):
                schedule.games.append(game)
                if byOrder { schedule.homeByOrder += 1 }
            case .failure(let skipped):
                schedule.skipped.append(skipped)
            }
        }
        schedule.skipped.sort { $0.line < $1.line }
        return schedule
    }

    private func game(_ event: FeedEvent, feed: Feed, spots: SpotTable, context: FeedContext) -> Result<
        (ScheduleEvent, Bool), SkippedEvent
    > {
        func skip(_ kind: SkipReason.Kind, _ detail: String) -> Result<(ScheduleEvent, Bool), SkippedEvent> {
            .failure(SkippedEvent(line: event.line, SkipReason(kind, detail)))
        }
        let spot = spots[event.location]
        let resolved = spots.resolved(event.location)
        let placeZone = resolved?.place.zone
        // The zone the game is timed in: the file's own for a wall clock it zones, else `--tz`
        // or the calendar's (a wall clock none names keeps none, as itin always read it); any
        // other time is read at the venue or city, unless `--tz` says.
        var zoneName: String?
        if case .wallClock(_, let zone?) = event.start {
            zoneName = zone
        } else if case .wallClock = event.start {
            zoneName = override ?? feed.zone
        } else {
            zoneName = override ?? placeZone ?? feed.zone
        }
        // A place itin does not know leaves the game out, unless the file gives its local time
        // (itin's own CSV and zoned calendars, read as they always were).
        if resolved == nil, case .wallClock = event.start {
        } else if resolved == nil {
            let written = spot.written.isEmpty ? "no LOCATION" : "LOCATION \"\(spot.written)\""
            return skip(.unknownPlace, "\(written): no venue or city itin knows")
        }
        var zone: Zone?
        if let name = zoneName {
            guard let found = zones.zone(name) else { return skip(.badDate, "unknown time zone \(name)") }
            zone = found
        }
        let date: CalendarDate
        let time: TimeOfDay?
        switch event.start {
        case .wallClock(let local, _):
            (date, time) = (local.date, local.time)
        case .notSet(let day):
            (date, time) = (day, nil)
        case .utc(let utc):
            guard let zone else {
                return skip(
                    .unknownPlace,
                    "DTSTART is in UTC and neither the venue, the city nor the calendar (X-WR-TIMEZONE) names a zone for the local time; say it with --tz ZONE"
                )
            }
            let local = zone.local(atUTC: utc.epochSeconds)
            (date, time) = (local.date, local.time)
        case .eastern(let local), .clubLocal(let local):
            let from = event.start == .eastern(local) ? zones.zone("America/New_York") : context.clubZone
            guard let from, let zone else { return skip(.badDate, "no zone to read the START TIME in") }
            let there = zone.local(atUTC: from.utc(fromLocal: local))
            (date, time) = (there.date, there.time)
        }
        guard let (away, home, byOrder) = teams(event.teams, spot: spot, season: date.year, context: context) else {
            return skip(.noTeams, "it names one team, and the calendar names no team of its own (X-WR-CALNAME)")
        }
        var game = ScheduleEvent(
            line: event.line, date: date, time: time, away: away, home: home, venue: spot.venueName,
            city: spot.cityText, tz: zone?.name, uid: event.uid, place: resolved)
        let writtenZone: String? =
            switch event.start {
            case .wallClock(_, let zone): zone ?? feed.zone
            case .utc, .notSet: feed.zone
            case .eastern, .clubLocal: nil
            }
        game.fromHomeFeed =
            context.ownTeam.map { TeamName.same(home, $0) } ?? (writtenZone != nil && writtenZone == placeZone)
        return .success((game, byOrder))
    }

    /// Away and home, and whether only the order they were written in said so. `@` and `at`
    /// put home second; for `vs` the venue decides (the team at home there that season), then
    /// the calendar's own team (at home where it plays most), then the order (home first).
    private func teams(_ teams: FeedTeams, spot: Spot, season: Int, context: FeedContext) -> (
        String, String, Bool
    )? {
        let first: String
        let second: String
        switch teams {
        case .awayHome(let away, let home): return (away, home, false)
        case .either(let a, let b): (first, second) = (a, b)
        case .single(let team):
            guard let own = context.ownTeam else { return nil }
            (first, second) = (team, own)
        }
        if let venue = spot.venue {
            let (a, b) = (venue.isHome(first, season: season), venue.isHome(second, season: season))
            if a != b { return a ? (second, first, false) : (first, second, false) }
        }
        if let own = context.ownTeam, let home = context.ownHome {
            let isOwn = { (name: String) in TeamName.same(name, own) }
            let atHome = spot.key == home
            if isOwn(first) != isOwn(second) {
                let ownIsFirst = isOwn(first)
                return atHome == ownIsFirst ? (second, first, false) : (first, second, false)
            }
        }
        return (second, first, true)
    }
}

/// What one feed says about itself: its own team, where that team plays most (its home), and
/// the zone a club's own times are in (where most of its games are).
private struct FeedContext {
    let ownTeam: String?
    let ownHome: String?
    let clubZone: Zone?

    init(_ feed: Feed, spots: SpotTable, zones: ZoneCache) {
        ownTeam = feed.ownTeam.flatMap(TeamName.team)
        var games: [String: Int] = [:]
        var zoneCount: [String: Int] = [:]
        for event in feed.events {
            games[spots[event.location].key, default: 0] += 1
            if let zone = spots.resolved(event.location)?.place.zone { zoneCount[zone, default: 0] += 1 }
        }
        ownHome = games.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        clubZone = zoneCount.max { ($0.value, $1.key) < ($1.value, $0.key) }.flatMap { zones.zone($0.key) }
    }
}

/// Team names compared as place names are (case, accents, punctuation), a team of the venue
/// table by any of its names (`Cubs`, `Chicago Cubs`).
enum TeamName {
    /// One key for every name of one team.
    static func key(_ name: String) -> String {
        Venues.team(named: name).map { "team:\($0.name)" } ?? PlaceKey.fold(name)
            ?? name.trimmingWhitespace().lowercased()
    }

    static func same(_ a: String, _ b: String) -> Bool { key(a) == key(b) }

    /// The team a calendar's name names: `Chicago Cubs`, or the longest name of a known team
    /// within a longer one (`Red Sox 2026` is the Boston Red Sox); else the name itself.
    static func team(_ calendarName: String) -> String? {
        let name = calendarName.trimmingWhitespace()
        if let team = Venues.team(named: name) { return team.name }
        let words = " \(PlaceKey.spaced(name) ?? "") "
        var best: (length: Int, team: String)?
        for venue in Venues.all {
            for tenancy in venue.tenancies {
                for written in tenancy.team.names {
                    guard let key = PlaceKey.spaced(written), key.count > best?.length ?? 0,
                        words.contains(" \(key) ")
                    else { continue }
                    best = (key.count, tenancy.team.name)
                }
            }
        }
        if let best { return best.team }
        return name.isEmpty ? nil : name
    }
}
