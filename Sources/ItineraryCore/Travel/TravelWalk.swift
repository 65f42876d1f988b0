/// `TravelCheck`'s walk over a trip's games, legs and stays in display order, a stretch at a
/// time: from a game (or the trip's start) through the legs and stays after it, to the next
/// game (or the trip's end). After a game the traveller is in its city, whatever came before,
/// so a stretch is walked on its own (`TravelStretches`), by one walk that starts afresh.
struct TravelWalk {
    /// The trip's days and dates (its items are not read).
    let trip: Trip
    let model: TravelModel
    let zones: ZoneCache
    /// Every name looked up so far.
    var places: TripPlaces

    /// Where the traveller is, and the game, leg or stay that put them there.
    private var location: (name: String, by: Stop)?
    private var lastGame: Game?
    /// The legs since `lastGame`, with their estimates (nil: unknown).
    private var legsSinceGame: [(item: Item, travel: Travel, estimate: LegEstimate?)] = []
    /// Gaps waiting for the next game.
    private var openGaps: [(from: String, to: String, after: String, before: String)] = []
    /// What the stretch walked now has found.
    private var found = Findings()

    struct Findings: Sendable {
        var warnings: [TravelCheck.Warning] = []
        var gaps: [TravelCheck.Gap] = []
        /// The names that fit no place, as looked up (`TripPlaces.firstOfEach` takes the
        /// first of each).
        var unknown: [String] = []
    }

    fileprivate enum Stop {
        case game(Game)
        case leg(Item, Travel)
        case stay(Item, Stay)
    }

    init(trip: Trip, places: TripPlaces, model: TravelModel, zones: ZoneCache) {
        self.trip = trip
        self.places = places
        self.model = model
        self.zones = zones
    }

    /// Starts a stretch after `game` (nil: at the trip's start, where nothing says where the
    /// traveller is).
    mutating func start(after game: Game?) {
        location = game.map { ($0.whereabouts, .game($0)) }
        lastGame = game
        legsSinceGame.removeAll(keepingCapacity: true)
        openGaps.removeAll(keepingCapacity: true)
    }

    /// Ends the stretch at `game` (nil: at the trip's end), and hands over what it found.
    mutating func close(at game: Game?) -> Findings {
        if let game { visit(game) } else { finish() }
        defer { found = Findings() }
        return found
    }

    private mutating func visit(_ game: Game) {
        look(up: game.whereabouts)
        if let here = location, !places.same(here.name, game.whereabouts, model: model) {
            warn(
                game.id, .noWayThere,
                "no travel from \(here.name) to \(game.whereabouts) before \(RowText.gameReference(game))")
            openGaps.append((here.name, game.whereabouts, here.by.id, game.id))
        }
        if let previous = lastGame, !legsSinceGame.isEmpty { checkTime(from: previous, to: game) }
        let legSeconds = legsSinceGame.reduce(0) { $0 + ($1.estimate?.seconds ?? 0) }
        for gap in openGaps {
            found.gaps.append(
                .init(
                    from: gap.from, to: gap.to, after: gap.after, before: gap.before,
                    previousGame: lastGame, nextGame: game, otherLegSeconds: legSeconds))
        }
        openGaps.removeAll(keepingCapacity: true)
        location = (game.whereabouts, .game(game))
        lastGame = game
        legsSinceGame.removeAll(keepingCapacity: true)
    }

    mutating func visit(_ item: Item, _ travel: Travel) {
        let from = look(up: travel.from)?.coordinates
        let to = look(up: travel.to)?.coordinates
        if let here = location, !places.same(here.name, travel.from, model: model) {
            warn(
                item.id, .noWayThere,
                "\(travel.route) starts in \(travel.from), but you are in \(here.name) (after \(here.by.name), Day \(here.by.day))"
            )
            openGaps.append((here.name, travel.from, here.by.id, item.id))
        }
        legsSinceGame.append((item, travel, LegEstimate(travel, from: from, to: to, model: model)))
        location = (travel.to, .leg(item, travel))
    }

    /// A stay puts the traveller in its city, as a game does (docs/stays.md).
    mutating func visit(_ item: Item, _ stay: Stay) {
        look(up: stay.city)
        if let here = location, !places.same(here.name, stay.city, model: model) {
            let text = "no travel from \(here.name) to \(stay.city) before \(stay.name) (Day \(item.day))"
            warn(item.id, .noWayThere, text)
            openGaps.append((here.name, stay.city, here.by.id, item.id))
        }
        location = (stay.city, .stay(item, stay))
    }

    /// The end of the trip: the gaps after its last game wait for none.
    private mutating func finish() {
        for gap in openGaps {
            found.gaps.append(
                .init(
                    from: gap.from, to: gap.to, after: gap.after, before: gap.before,
                    previousGame: lastGame, nextGame: nil, otherLegSeconds: 0))
        }
        openGaps = []
    }

    /// A name's place, noting a name that fits none.
    @discardableResult
    private mutating func look(up name: String) -> TripPlaces.Spot? {
        let spot = places.spot(name)
        if spot == nil { found.unknown.append(name) }
        return spot
    }

    /// **Can't make it**: the legs between two games in a row against the hours between the
    /// end of the first and the arrival deadline before the second.
    private mutating func checkTime(from first: Game, to second: Game) {
        guard let last = legsSinceGame.last else { return }
        var seconds = 0.0
        for leg in legsSinceGame {
            guard let estimate = leg.estimate else { return }  // an unknown place: no estimate
            seconds += estimate.seconds
        }
        guard let window = TravelWindow(from: first, to: second, in: trip, places: &places, model: model, zones: zones),
            seconds > Double(window.seconds)
        else { return }
        let what: String
        if legsSinceGame.count == 1, let estimate = last.estimate {
            what =
                "\(last.travel.route): about \(TravelText.duration(seconds: seconds)) \(TravelText.by(estimate.mode)) (\(TravelText.miles(estimate.miles)))"
        } else {
            let route = ([legsSinceGame[0].travel.from] + legsSinceGame.map(\.travel.to)).joined(separator: " → ")
            what = "\(route): about \(TravelText.duration(seconds: seconds)) in all (\(legsSinceGame.count) legs)"
        }
        let hours = window.seconds > 0 ? "\(TravelText.duration(seconds: Double(window.seconds))) from" : "no time from"
        warn(
            last.item.id, .cantMakeIt,
            "\(what), but \(hours) the end of \(first.matchup) (\(window.endText)) to arrive by \(window.deadlineText) for \(second.matchup)"
        )
    }

    private mutating func warn(_ id: String, _ kind: TravelCheck.Warning.Kind, _ text: String) {
        found.warnings.append(.init(entryID: id, kind: kind, description: text))
    }
}

extension TravelWalk.Stop {
    var id: String {
        switch self {
        case .game(let g): return g.id
        case .leg(let i, _), .stay(let i, _): return i.id
        }
    }

    var name: String {
        switch self {
        case .game(let g): return g.matchup
        case .leg(_, let t): return t.route
        case .stay(_, let s): return s.name
        }
    }

    var day: Int {
        switch self {
        case .game(let g): return g.day
        case .leg(let i, _), .stay(let i, _): return i.day
        }
    }
}

/// The hours between the end of one game and the arrival deadline before a later one, each
/// game's time read in its zone (its `tz`, else its city's, else the other game's).
struct TravelWindow {
    /// May be negative: the deadline before the end.
    let seconds: Int64
    private let end: Int64, deadline: Int64
    private let firstZone: Zone?, secondZone: Zone?
    /// The end of the first game and the deadline before the second, each on its own clock
    /// (words only a warning needs).
    var endText: String { Self.wallClock(end, in: firstZone) }
    var deadlineText: String { Self.wallClock(deadline, in: secondZone) }

    init?(
        from first: Game, to second: Game, in trip: Trip, places: inout TripPlaces, model: TravelModel, zones: ZoneCache
    ) {
        let own1 = Self.zone(of: first, places: &places, zones: zones)
        let own2 = Self.zone(of: second, places: &places, zones: zones)
        let z1 = own1 ?? own2
        let z2 = own2 ?? own1
        end = Self.instant(first, in: trip, zone: z1) + model.gameSeconds
        deadline = Self.instant(second, in: trip, zone: z2) - model.arriveBeforeSeconds
        seconds = deadline - end
        firstZone = z1
        secondZone = z2
    }

    static func zone(of game: Game, places: inout TripPlaces, zones: ZoneCache) -> Zone? {
        if let tz = game.tz, let zone = places.zone(tz, from: zones) { return zone }
        guard let name = places.spot(game.whereabouts)?.zone else { return nil }
        return places.zone(name, from: zones)
    }

    /// The game's start as an instant (a time not set yet taken as `Game.assumedStart`); with
    /// no zone, its wall clock read as UTC (the other game is read the same way, so the hours
    /// between them stand).
    static func instant(_ game: Game, in trip: Trip, zone: Zone?) -> Int64 {
        let local = LocalDateTime(date: trip.date(ofDay: game.day), time: game.plannedStart)
        return zone?.utc(fromLocal: local) ?? local.epochSeconds
    }

    static func wallClock(_ instant: Int64, in zone: Zone?) -> String {
        (zone?.local(atUTC: instant) ?? LocalDateTime(epochSeconds: instant)).time.description
    }
}
