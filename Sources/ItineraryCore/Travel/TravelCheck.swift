/// Whether a trip can be travelled (SPEC §9.3): its rows read in order, a game putting the
/// traveller in its city and a leg taking them from `from` to `to`. Two warnings come of it,
/// each on the row it belongs to: **no way there** (the next game or leg is somewhere the
/// traveller is not) and **can't make it** (the legs between two games take longer than the
/// hours between them). A pure function of the trip's rows, its places and the model; one
/// pass over the games and legs, the places of the trip's few distinct names looked up once each.
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
    let model: TravelModel

    public init(_ trip: Trip, places resolver: PlaceResolver, model: TravelModel = .standard,
                zones: ZoneCache = .shared) {
        var walk = TravelWalk(trip: trip, places: TripPlaces(resolver), model: model, zones: zones)
        for step in trip.routeSteps() {
            switch step {
            case .game(let game): walk.visit(game)
            case .leg(let item, let travel): walk.visit(item, travel)
            }
        }
        walk.finish()
        warnings = walk.warnings
        gaps = walk.gaps
        unknownPlaces = walk.places.unknown
        places = walk.places
        self.model = model
        var byEntry: [String: Warning] = [:]
        for w in warnings where byEntry[w.entryID] == nil { byEntry[w.entryID] = w }
        self.byEntry = byEntry
    }

    public func warning(for entryID: String) -> Warning? { byEntry[entryID] }

    /// A leg's estimate in words, from the places this check looked up (so a cursor on a
    /// leg costs two look-ups in a table): `Boston → New York · 228 mi · about 4 h 9 min by
    /// car`, or which place is unknown.
    public func describe(_ travel: Travel) -> String {
        let from = places.known[travel.from]??.coordinates, to = places.known[travel.to]??.coordinates
        if let estimate = LegEstimate(travel, from: from, to: to, model: model) { return "\(travel.route) · \(estimate.text)" }
        return "\(travel.route) · unknown place: \(from == nil ? travel.from : travel.to)"
    }
}

/// The places of one trip's names, each looked up once.
struct TripPlaces: Sendable {
    /// What travel needs of a place: where it is, and its clock.
    struct Spot: Sendable {
        let coordinates: Coordinates
        let zone: String?
    }

    let resolver: PlaceResolver
    /// By the name exactly as written: a trip writes each name the same way over and over,
    /// and this asks nothing of the name's characters.
    private(set) var known: [String: Spot?] = [:]
    private(set) var unknown: [String] = []
    private var unknownKeys: Set<CityKey> = []
    private var zones: [String: Zone?] = [:]

    init(_ resolver: PlaceResolver) { self.resolver = resolver }

    mutating func spot(_ name: String) -> Spot? {
        if let found = known[name] { return found }
        let spot = resolver.resolve(name).map { Spot(coordinates: $0.coordinates, zone: $0.zone) }
        known[name] = spot
        if spot == nil, unknownKeys.insert(CityKey(name)).inserted { unknown.append(name.trimmingWhitespace()) }
        return spot
    }

    /// A zone by name, from the process's cache once a check.
    mutating func zone(_ name: String, from cache: ZoneCache) -> Zone? {
        if let found = zones[name] { return found }
        let zone = cache.zone(name)
        zones[name] = zone
        return zone
    }

    /// Whether two names are one place: within the model's few miles when both are known
    /// (two spellings of one name are one place), else the same name.
    mutating func same(_ a: String, _ b: String, model: TravelModel) -> Bool {
        if a == b { return true }
        guard let p = spot(a), let q = spot(b) else { return CityKey(a) == CityKey(b) }
        return model.isSamePlace(p.coordinates, q.coordinates)
    }
}
