/// What `itin suggest` asks for (docs/suggest.md): the window, the ends, the limits.
public struct SuggestRequest: Sendable {
    public var from: CalendarDate
    public var to: CalendarDate
    /// Where the trip begins and ends, as the user named them.
    public var start: String?
    public var end: String?
    /// The longest drive a day spans.
    public var maxMiles: Int
    /// Teams or venues every proposed trip must see.
    public var musts: [String]
    public var top: Int
    /// The only venues the search may stop at (all when empty): `--every --only`.
    public var only: [String]
    public var model: TravelModel
    /// `--fly`: a hop may be flown between airports near each end (see `SuggestFlight`).
    public var fly: Bool
    /// `--two-a-day`: a day may see a game at one ballpark and a later one at another.
    public var twoADay: Bool
    /// `--every` without `--only`: the ballparks are the teams' homes — each home team's park
    /// of most of its home games in the window — not a spring-training park or a one-off site.
    public var homeParksOnly: Bool

    public init(
        from: CalendarDate, to: CalendarDate, start: String? = nil, end: String? = nil, maxMiles: Int = 500,
        musts: [String] = [], top: Int = 3, only: [String] = [], model: TravelModel = .standard, fly: Bool = false,
        twoADay: Bool = false, homeParksOnly: Bool = false
    ) {
        self.from = from
        self.to = to
        self.start = start
        self.end = end
        self.maxMiles = maxMiles
        self.musts = musts
        self.top = top
        self.only = only
        self.model = model
        self.fly = fly
        self.twoADay = twoADay
        self.homeParksOnly = homeParksOnly
    }

    /// The longest window a search takes.
    public static let longestWindow = 366
    /// At most this many `--must`: each is a bit of a label.
    public static let mostMusts = 32
}

/// Why there is nothing to suggest.
public enum SuggestProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// A usage error (exit 64): a window backwards or too long, a `--must` that names
    /// nothing, an unknown `--start` or `--end`.
    case usage(String)
    /// No trip fits (exit 1): no games in the window, a `--must` out of reach.
    case noTrip(String)

    public var description: String {
        switch self {
        case .usage(let s), .noTrip(let s): return s
        }
    }
}

/// One game as the search sees it: the schedule's event (the one the venue's own feed gave,
/// when two feeds had it), its wall clock at the venue, and its instant.
public struct SuggestGame: Hashable, Sendable {
    public let event: ScheduleEvent
    /// The start at the venue, in `zone`.
    public let start: LocalDateTime
    public let zone: String
    public let instant: Int64

    /// The game as a trip holds it: time (or none yet) and `tz` at the venue, the schedule's
    /// `uid`, the place it was read as.
    public func game(id: String, day: Int) -> Game {
        Game(
            id: id, day: day, time: event.time == nil ? nil : start.time, away: event.away, home: event.home,
            venue: event.venue, city: event.city, tz: zone, uid: event.uid, place: event.place?.name)
    }
}

/// A ballpark: a venue's name at one place. Two venues of one city are two venues.
public struct SuggestVenue: Hashable, Sendable {
    public let name: String
    public let city: String
    public let place: Place
}

/// One stop: the games of one day at one venue (a doubleheader is one stop). The traveller
/// arrives an hour before the first and leaves when the last ends (docs/travel.md), unless the
/// day goes on to another ballpark (`--two-a-day`): then a doubleheader is left after its
/// first game, and only that game is seen.
public struct SuggestStop: Hashable, Sendable {
    public let date: CalendarDate
    public let venue: Int
    /// By start.
    public let games: [SuggestGame]
    public let arriveBy: Int64
    public let leaveAt: Int64
    /// When the first game ends.
    public let leaveAfterFirst: Int64
    /// The `--must`s this stop sees, a bit each; those its first game (or its venue) sees.
    public let musts: UInt32
    public let mustsOfFirst: UInt32

    public var firstInstant: Int64 { games[0].instant }

    /// When the traveller leaves, when the day goes on to another ballpark or not.
    public func leaveAt(dayGoesOn: Bool) -> Int64 { dayGoesOn ? leaveAfterFirst : leaveAt }

    /// The games seen, when the day goes on to another ballpark or not.
    public func games(dayGoesOn: Bool) -> ArraySlice<SuggestGame> { dayGoesOn ? games.prefix(1) : games[...] }

    /// The `--must`s seen, when the day goes on to another ballpark or not.
    public func musts(dayGoesOn: Bool) -> UInt32 { dayGoesOn ? mustsOfFirst : musts }
}

/// The schedules made ready for the search (docs/suggest.md): every event placed and timed,
/// the same game in two feeds counted once, the window's games made into stops.
public struct SuggestInput: Sendable {
    public let request: SuggestRequest
    public let venues: [SuggestVenue]
    /// By date, then arrival deadline, then venue.
    public let stops: [SuggestStop]
    public let start: Place?
    public let end: Place?
    /// Games read, games the same as one read before (another feed's copy), and games left
    /// out because their city is not a place (with those names, once each).
    public let gamesRead: Int
    public let duplicates: Int
    public let unplaced: Int
    public let unknownCities: [String]
    /// The venues asked for (every venue read, or the `--only` ones) that have no game in the
    /// window, in the order read.
    public let venuesWithoutGames: [SuggestVenue]

    /// Linear in the events (a game's copies are found by a table of teams and venue), and
    /// each distinct city looked up once.
    public init(
        _ schedules: [Schedule], request: SuggestRequest, places: PlaceResolver = PlaceResolver(),
        zones: ZoneCache = .shared
    ) throws(SuggestProblem) {
        self.request = request
        let days = request.to.dayNumber - request.from.dayNumber + 1
        guard days >= 1 else { throw .usage("--from \(request.from) is after --to \(request.to)") }
        guard days <= SuggestRequest.longestWindow else {
            throw .usage(
                "the window from \(request.from) to \(request.to) is \(days) days; at most \(SuggestRequest.longestWindow)"
            )
        }
        // With --fly, 0 means flights only, between ballparks as near their airports as one place.
        guard request.maxMiles > 0 || (request.fly && request.maxMiles == 0) else {
            throw .usage(request.fly ? "--max-miles must be 0 or more" : "--max-miles must be more than 0")
        }
        guard request.top > 0 else { throw .usage("--top must be at least 1") }
        guard request.musts.count <= SuggestRequest.mostMusts else {
            throw .usage("at most \(SuggestRequest.mostMusts) --must")
        }
        func endPlace(_ name: String?, _ option: String) throws(SuggestProblem) -> Place? {
            guard let name else { return nil }
            guard let place = places.resolve(name) else { throw .usage("\(option) \(name): no place is called so") }
            return place
        }
        start = try endPlace(request.start, "--start")
        end = try endPlace(request.end, "--end")

        // Every event placed and timed; the venues as they come.
        var cityPlaces: [CityKey: Place?] = [:]
        var unknown: [String] = []
        var unplaced = 0
        var read = 0
        var venues: [SuggestVenue] = []
        var venuesByName: [String: [Int]] = [:]
        var games: [(game: SuggestGame, venue: Int, own: Bool)] = []
        for schedule in schedules {
            for event in schedule.games {
                read += 1
                let key = CityKey(event.city)
                let place: Place?
                if let resolved = event.place {
                    place = resolved.place  // placed when read, in the context of all the schedules
                } else if let known = cityPlaces[key] {
                    place = known
                } else {
                    place = places.resolve(event.city)
                    cityPlaces[key] = place
                    if place == nil { unknown.append(event.city) }
                }
                // A game needs its place and a zone to be timed: its own, else its city's.
                guard let place, let zoneName = event.tz ?? place.zone, let zone = zones.zone(zoneName) else {
                    unplaced += 1
                    if place != nil, !unknown.contains(event.city) { unknown.append(event.city) }
                    continue
                }
                let instant = zone.utc(fromLocal: event.start)
                // At the venue's own zone when the city has one (a visitors' feed in its own zone
                // still shows the game at the ballpark's time).
                var start = event.start
                var zoneShown = zone.name
                if let cityZone = place.zone, cityZone != zone.name, let venueZone = zones.zone(cityZone) {
                    start = venueZone.local(atUTC: instant)
                    zoneShown = venueZone.name
                }
                // A ballpark of the venue table by its current name (`AT&T Park` is Oracle Park).
                let nameKey = Self.fold(event.place.flatMap { $0.isVenue ? $0.name : nil } ?? event.venue)
                var venue = venuesByName[nameKey]?.first { request.model.isSamePlace(venues[$0].place, place) }
                if venue == nil {
                    venue = venues.count
                    venues.append(SuggestVenue(name: event.venue, city: event.city, place: place))
                    venuesByName[nameKey, default: []].append(venue!)
                }
                games.append(
                    (
                        SuggestGame(event: event, start: start, zone: zoneShown, instant: instant), venue!,
                        event.place == nil ? event.tz == nil || event.tz == place.zone : event.fromHomeFeed
                    ))
            }
        }
        gamesRead = read
        self.unplaced = unplaced
        unknownCities = unknown

        // The same game in two feeds: the same date (at the ballpark), teams (by any of their
        // names: a club's download writes `Padres`, a feed `San Diego Padres`) and venue, starting
        // within an hour. The venue's own feed's copy is kept (its uid), else the first read.
        struct GameKey: Hashable {
            let date: CalendarDate, away: String, home: String, venue: Int
        }
        var copies: [GameKey: [Int]] = [:]
        var kept: [Int] = []
        var duplicates = 0
        for (i, g) in games.enumerated() {
            let key = GameKey(
                date: g.game.start.date, away: TeamName.key(g.game.event.away),
                home: TeamName.key(g.game.event.home), venue: g.venue)
            if let same = copies[key]?.firstIndex(where: { abs(games[kept[$0]].game.instant - g.game.instant) <= 3600 })
            {
                duplicates += 1
                let k = copies[key]![same]
                if !games[kept[k]].own, g.own { kept[k] = i }
                continue
            }
            copies[key, default: []].append(kept.count)
            kept.append(i)
        }
        self.duplicates = duplicates

        // The musts: each names a team or a venue somewhere in the schedules.
        let mustKeys = request.musts.map(Self.fold)
        for (i, key) in mustKeys.enumerated() {
            let named = kept.contains { k in
                let e = games[k].game.event
                return Self.fold(e.away) == key || Self.fold(e.home) == key || Self.fold(e.venue) == key
            }
            if !named { throw .usage("--must \(request.musts[i]): no team or venue of that name in the schedules") }
        }

        // The `--only` venues: each names a venue somewhere in the schedules.
        var wanted = Set(venues.indices)
        if request.homeParksOnly, request.only.isEmpty {
            wanted = Self.homeParks(kept.map { games[$0] }, request: request)
        }
        if !request.only.isEmpty {
            wanted = []
            for name in request.only {
                let key = Self.fold(name)
                let named = venues.indices.filter { Self.fold(venues[$0].name) == key }
                if named.isEmpty { throw .usage("--only \(name): no venue of that name in the schedules") }
                wanted.formUnion(named)
            }
        }

        // The window's games, a stop for each day and venue.
        var byStop: [StopKey: [SuggestGame]] = [:]
        for k in kept {
            let g = games[k]
            guard g.game.start.date >= request.from, g.game.start.date <= request.to, wanted.contains(g.venue) else {
                continue
            }
            byStop[StopKey(date: g.game.start.date, venue: g.venue), default: []].append(g.game)
        }
        var stops: [SuggestStop] = []
        for (key, list) in byStop {
            let sorted = list.sorted { ($0.instant, $0.event.line) < ($1.instant, $1.event.line) }
            var musts: UInt32 = 0
            var mustsOfFirst: UInt32 = 0
            for (bit, mustKey) in mustKeys.enumerated() {
                let venue = Self.fold(venues[key.venue].name) == mustKey
                func plays(_ g: SuggestGame) -> Bool {
                    Self.fold(g.event.away) == mustKey || Self.fold(g.event.home) == mustKey
                }
                if venue || sorted.contains(where: plays) { musts |= 1 << UInt32(bit) }
                if venue || plays(sorted[0]) { mustsOfFirst |= 1 << UInt32(bit) }
            }
            stops.append(
                SuggestStop(
                    date: key.date, venue: key.venue, games: sorted,
                    arriveBy: sorted.first!.instant - request.model.arriveBeforeSeconds,
                    leaveAt: sorted.last!.instant + request.model.gameSeconds,
                    leaveAfterFirst: sorted[0].instant + request.model.gameSeconds, musts: musts,
                    mustsOfFirst: mustsOfFirst))
        }
        guard !stops.isEmpty else { throw .noTrip("no games between \(request.from) and \(request.to)") }
        // Only the window's venues, numbered in the order they were first read.
        let used = Set(stops.map(\.venue)).sorted()
        venuesWithoutGames = wanted.subtracting(used).sorted().map { venues[$0] }
        guard used.count <= VenueSet.capacity else {
            throw .usage(
                "\(used.count) ballparks have games between \(request.from) and \(request.to); at most \(VenueSet.capacity)"
            )
        }
        var renumber: [Int: Int] = [:]
        for (i, v) in used.enumerated() { renumber[v] = i }
        stops = stops.map {
            SuggestStop(
                date: $0.date, venue: renumber[$0.venue]!, games: $0.games, arriveBy: $0.arriveBy,
                leaveAt: $0.leaveAt, leaveAfterFirst: $0.leaveAfterFirst, musts: $0.musts,
                mustsOfFirst: $0.mustsOfFirst)
        }
        venues = used.map { venues[$0] }
        stops.sort { ($0.date, $0.arriveBy, $0.venue) < ($1.date, $1.arriveBy, $1.venue) }
        for (bit, must) in request.musts.enumerated()
        where !stops.contains(where: { $0.musts & (1 << UInt32(bit)) != 0 }) {
            throw .noTrip("--must \(must) cannot be reached: no game of it between \(request.from) and \(request.to)")
        }
        self.venues = venues
        self.stops = stops
    }

    /// The days of the schedules' games, a day more each side (a game's date at its ballpark
    /// may be a day off the date its feed gives): `--every`'s window when none is given.
    public static func span(_ schedules: [Schedule]) -> (from: CalendarDate, to: CalendarDate)? {
        let dates = schedules.flatMap { $0.games.map(\.start.date) }
        guard let first = dates.min(), let last = dates.max() else { return nil }
        return (first.adding(days: -1), last.adding(days: 1))
    }

    private struct StopKey: Hashable {
        let date: CalendarDate
        let venue: Int
    }

    /// Team and venue names compared as place names are (case, accents, spacing).
    /// Each home team's park of most of its home games in the window (ties: the first read),
    /// and of a team with no home game in the window its park of most home games of all, which
    /// the window then names as missing: what "every ballpark" means, so that a club's feed,
    /// spring training and a series abroad included, asks for the teams' homes.
    static func homeParks(_ games: [(game: SuggestGame, venue: Int, own: Bool)], request: SuggestRequest) -> Set<Int> {
        var inWindow: [String: [Int: Int]] = [:]
        var all: [String: [Int: Int]] = [:]
        for g in games {
            let team = TeamName.key(g.game.event.home)
            all[team, default: [:]][g.venue, default: 0] += 1
            if g.game.start.date >= request.from && g.game.start.date <= request.to {
                inWindow[team, default: [:]][g.venue, default: 0] += 1
            }
        }
        func most(_ parks: [Int: Int]) -> Int? { parks.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key }
        return Set(all.compactMap { team, parks in most(inWindow[team] ?? parks) })
    }

    static func fold(_ text: String) -> String { PlaceKey.fold(text) ?? text.trimmingWhitespace().lowercased() }
}
