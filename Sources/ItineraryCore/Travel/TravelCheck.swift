/// Whether a trip can be travelled (SPEC §9.3): its rows read in order, a game putting the
/// traveller in its city and a leg taking them from `from` to `to`. Two warnings come of it,
/// each on the row it belongs to: **no way there** (the next game or leg is somewhere the
/// traveller is not) and **can't make it** (the legs between two games take longer than the
/// hours between them). A pure function of the trip's rows, its places and the model; one
/// pass over the rows, the places of the trip's few distinct names looked up once each.
public struct TravelCheck: Sendable {
    public struct Warning: Hashable, Sendable {
        public enum Kind: Hashable, Sendable { case noWayThere, cantMakeIt }
        /// The game or item the warning sits on.
        public let entryID: String
        public let kind: Kind
        public let description: String
    }

    /// A **no way there**: where the traveller is, where the trip goes next, and the rows
    /// around the missing leg (what `plan` fills in, §9.4).
    public struct Gap: Hashable, Sendable {
        public let from: String
        public let to: String
        /// The game or leg that put the traveller in `from`.
        public let after: String
        /// The game or leg that needs them in `to`.
        public let before: String
        /// The last game before the gap and the first game at or after it, when there are.
        public let previousGame: Game?
        public let nextGame: Game?
        /// How long the legs already between those two games take (those that can be told).
        public let otherLegSeconds: Double
    }

    /// In display order.
    public let warnings: [Warning]
    public let gaps: [Gap]
    /// Names that fit no place, as first written, once each, in display order.
    public let unknownPlaces: [String]
    private let byEntry: [String: Warning]
    let places: TripPlaces

    public init(_ layout: TripLayout, places resolver: PlaceResolver, model: TravelModel = .standard,
                zones: ZoneCache = .shared) {
        var walk = TravelWalk(trip: layout.trip, places: TripPlaces(resolver), model: model, zones: zones)
        for day in layout.days {
            for entry in day.entries {
                switch entry {
                case .game(let game, _): walk.visit(game)
                case .item(let item):
                    if case .travel(let travel) = item.kind { walk.visit(item, travel) }
                }
            }
        }
        walk.finish()
        warnings = walk.warnings
        gaps = walk.gaps
        unknownPlaces = walk.places.unknown
        places = walk.places
        var byEntry: [String: Warning] = [:]
        for w in warnings where byEntry[w.entryID] == nil { byEntry[w.entryID] = w }
        self.byEntry = byEntry
    }

    public func warning(for entryID: String) -> Warning? { byEntry[entryID] }
}

/// The places of one trip's names, each looked up once.
struct TripPlaces: Sendable {
    let resolver: PlaceResolver
    private(set) var known: [CityKey: Place?] = [:]
    private(set) var unknown: [String] = []

    init(_ resolver: PlaceResolver) { self.resolver = resolver }

    mutating func place(_ name: String) -> Place? {
        let key = CityKey(name)
        if let found = known[key] { return found }
        let place = resolver.resolve(name)
        known[key] = place
        if place == nil { unknown.append(name.trimmingWhitespace()) }
        return place
    }

    /// Whether two names are one place: within the model's few miles when both are known,
    /// else the same name.
    mutating func same(_ a: String, _ b: String, model: TravelModel) -> Bool {
        if CityKey(a) == CityKey(b) { return true }
        guard let p = place(a), let q = place(b) else { return false }
        return model.isSamePlace(p, q)
    }
}
