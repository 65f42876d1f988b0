/// A schedule laid over a trip's games (docs/calendars.md): each event finds its game by
/// `uid`, else by date and teams (a doubleheader's two games pair in time order); a found
/// game is updated in place, an event with none is a new game, a game with no event is
/// missing. Items are not touched: a schedule moves games only.
struct ScheduleMerge {
    struct Update: Hashable, Sendable {
        let before: Game
        let after: Game
    }

    struct Missing: Hashable, Sendable {
        let game: Game
        /// Where the schedule has it now, when that is outside the trip's dates.
        let movedTo: LocalDateTime?
    }

    private(set) var games: [Game]
    private(set) var added: [Game] = []
    private(set) var updated: [Update] = []
    private(set) var unchanged = 0
    private(set) var skipped: [ScheduleEvent] = []
    private(set) var missing: [Missing] = []

    init(_ events: [ScheduleEvent], into trip: Trip, ids: inout NewIDs) {
        games = trip.games
        var eventOf = [Int?](repeating: nil, count: games.count)  // game index → event index
        var matched = Set<Int>()  // event indices
        var byUID: [String: Int] = [:]
        for (i, game) in games.enumerated() { if let uid = game.uid { byUID[uid] = byUID[uid] ?? i } }
        for (e, event) in events.enumerated() {
            guard let uid = event.uid, let g = byUID[uid], eventOf[g] == nil else { continue }
            eventOf[g] = e
            matched.insert(e)
        }
        // By date and teams: what is left of each, in time order within a key.
        var waiting: [Key: [Int]] = [:]
        for (g, game) in games.enumerated() where eventOf[g] == nil {
            waiting[Key(trip.date(ofDay: game.day), game.away, game.home), default: []].append(g)
        }
        for key in waiting.keys { waiting[key]!.sort { games[$0].startRank < games[$1].startRank } }
        for e in events.indices.sorted(by: { events[$0].start < events[$1].start }) where !matched.contains(e) {
            let key = Key(events[e].start.date, events[e].away, events[e].home)
            guard let g = waiting[key]?.first else { continue }
            waiting[key]!.removeFirst()
            eventOf[g] = e
            matched.insert(e)
        }

        for (g, e) in eventOf.enumerated() {
            guard let e else {
                missing.append(Missing(game: games[g], movedTo: nil))
                continue
            }
            let event = events[e]
            guard let day = trip.day(of: event.start.date) else {
                missing.append(Missing(game: games[g], movedTo: event.start))
                continue
            }
            let after = Self.game(games[g], updatedBy: event, day: day)
            if after == games[g] { unchanged += 1 } else { updated.append(Update(before: games[g], after: after)) }
            games[g] = after
        }
        for (e, event) in events.enumerated() where !matched.contains(e) {
            guard let day = trip.day(of: event.start.date) else {
                skipped.append(event)
                continue
            }
            let id = ids.game(on: event.start.date, away: event.away, home: event.home)
            let game = Game(
                id: id, day: day, time: event.time, away: event.away, home: event.home,
                venue: event.venue, city: event.city, tz: event.tz, uid: event.uid, place: event.place?.name)
            added.append(game)
            games.append(game)
        }
    }

    /// Takes the missing games out of the trip (`--prune`).
    mutating func prune() {
        let gone = Set(missing.map(\.game.id))
        games.removeAll { gone.contains($0.id) }
    }

    /// The game as the schedule has it now (a time set at last, or not set any more); what the
    /// schedule does not say (a zone a CSV without one leaves out, the place of a venue and city
    /// that did not change) is kept, and so are its id and the keys only the file knows.
    private static func game(_ game: Game, updatedBy event: ScheduleEvent, day: Int) -> Game {
        var game = game
        let moved = game.venue != event.venue || game.city != event.city
        game.day = day
        game.time = event.time
        game.place = event.place?.name ?? (moved ? nil : game.place)
        game.away = event.away
        game.home = event.home
        game.venue = event.venue
        game.city = event.city
        game.tz = event.tz ?? game.tz
        game.uid = event.uid ?? game.uid
        return game
    }

    /// A date and two teams, each team by any of its names, without regard to case or blanks.
    private struct Key: Hashable {
        let date: CalendarDate
        let away: String
        let home: String

        init(_ date: CalendarDate, _ away: String, _ home: String) {
            self.date = date
            self.away = TeamName.key(away)
            self.home = TeamName.key(home)
        }
    }
}

extension Trip {
    /// The day a date falls on, if it is within the trip.
    func day(of date: CalendarDate) -> Int? {
        let day = date.dayNumber - start.dayNumber + 1
        return (1...days).contains(day) ? day : nil
    }
}
