/// The rule for one travel leg (docs/travel.md) from A to B. It looks only at the games
/// in A or B, in trip order:
/// - if A has games, the last such game before the slot must be an A game;
/// - if B has games, the first such game after the slot must be a B game.
public struct TravelRule: Sendable {
    public let travel: Travel
    let from: CityKey
    let to: CityKey
    let hasFrom: Bool
    let hasTo: Bool
    private let cities: GameCities

    public init(_ travel: Travel, cities: GameCities) {
        self.travel = travel
        self.cities = cities
        from = CityKey(travel.from)
        to = CityKey(travel.to)
        hasFrom = cities.all.contains(from.folded)
        hasTo = cities.all.contains(to.folded)
    }

    public func isFrom(_ game: Int) -> Bool { cities.ofGame[game] == from }
    public func isTo(_ game: Int) -> Bool { cities.ofGame[game] == to }
    /// Whether the rule looks at this game at all.
    public func matters(_ game: Int) -> Bool { isFrom(game) || isTo(game) }

    /// The verdict for a slot, given the games around it that the rule looks at:
    /// the last A-or-B game before it, the first after it, the first A game after it and
    /// the last B game before it (indices into `trip.games`).
    public func verdict(previous: Int?, next: Int?, nextFrom: Int?, previousTo: Int?) -> Verdict {
        if hasFrom, previous.map(isFrom) != true {
            if let nextFrom { return .forbidden(Blocker(side: .leaveBefore, game: nextFrom)) }
            // Past every A game, and the last game the rule sees is a B game: already arrived.
            return .forbidden(Blocker(side: .arriveAfter, game: previous!))
        }
        if hasTo, next.map(isTo) != true {
            if let next { return .forbidden(Blocker(side: .leaveBefore, game: next)) }
            return .forbidden(Blocker(side: .arriveAfter, game: previousTo!))
        }
        return .allowed
    }
}

/// The city of every game of a trip, computed once and shared by the rules of all its legs.
public struct GameCities: Sendable {
    public let ofGame: [CityKey]
    /// Every game's city, folded: by `String`, whose Hashable the runtime has found already
    /// (the first set or dictionary keyed by `CityKey` costs a search of every conformance,
    /// 0.4 M instructions, at every start).
    public let all: Set<String>

    public init(_ trip: Trip) { self.init(trip.games) }

    init(_ games: [Game]) {
        ofGame = games.map { CityKey($0.city) }
        all = Set(ofGame.map(\.folded))
    }
}
