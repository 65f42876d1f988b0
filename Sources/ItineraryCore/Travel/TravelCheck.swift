/// Whether a trip can be travelled (SPEC §9.3, §13): its rows read in order, a game or a stay
/// putting the traveller in its city and a leg taking them from `from` to `to`. Warnings come
/// of it, each on the row it belongs to: **no way there** (the next game, leg or stay is
/// somewhere the traveller is not), **can't make it** (the legs between two games take longer
/// than the hours between them), a stay's night spent where the day does not end, and two beds
/// on one night; and, once the trip has a stay, the nights no stay covers. A pure function of
/// the trip's rows, its places and the model; one pass over the games, legs and stays, then one
/// over the nights, the places of the trip's few distinct names looked up once each.
public struct TravelCheck: Sendable {
    public struct Warning: Hashable, Sendable {
        public enum Kind: Hashable, Sendable { case noWayThere, cantMakeIt, elsewhereAtNight, twoBeds }
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

    /// A night of the trip no stay covers, once the trip has a stay: on no row, so on the trip.
    public struct UnbookedNight: Hashable, Sendable {
        public let day: Int
        /// `night 4 (Mon Jun 15): no stay, the day ends in New York`
        public let description: String
    }

    /// The walk's in display order, then the nights', by stay in display order.
    public let warnings: [Warning]
    public let unbookedNights: [UnbookedNight]
    /// Which stays cover which nights.
    public let nights: TripNights
    public let gaps: [Gap]
    /// Names that fit no place, as first written, once each, in display order.
    public let unknownPlaces: [String]
    private let byEntry: [String: Warning]
    private let unbookedByDay: [Int: UnbookedNight]
    let places: TripPlaces
    let model: TravelModel

    /// Only games, legs and stays are read and ordered, never notes (`Trip.routeSteps`), then
    /// each night once.
    public init(
        _ trip: Trip, places resolver: PlaceResolver, model: TravelModel = .standard,
        zones: ZoneCache = .shared
    ) {
        var walk = TravelWalk(trip: trip, places: TripPlaces(resolver), model: model, zones: zones)
        var stays: [Item] = []
        for step in trip.routeSteps() {
            switch step {
            case .game(let game): walk.visit(game)
            case .leg(let item, let travel): walk.visit(item, travel)
            case .stay(let item, let stay):
                walk.visit(item, stay)
                stays.append(item)
            }
        }
        walk.finish()
        let nights = TripNights(days: trip.days, sortedStays: stays)
        var nightCheck = NightCheck(trip: trip, nights: nights, dayEnds: walk.dayEnds)
        nightCheck.run(places: &walk.places, model: model)
        warnings = walk.warnings + nightCheck.warnings
        unbookedNights = nightCheck.unbooked
        self.nights = nights
        gaps = walk.gaps
        unknownPlaces = walk.places.unknown
        places = walk.places
        self.model = model
        var byEntry: [String: Warning] = [:]
        for w in warnings where byEntry[w.entryID] == nil { byEntry[w.entryID] = w }
        self.byEntry = byEntry
        unbookedByDay = Dictionary(uniqueKeysWithValues: unbookedNights.map { ($0.day, $0) })
    }

    public func warning(for entryID: String) -> Warning? { byEntry[entryID] }

    /// The night of day `day`, when no stay covers it and the trip has a stay.
    public func unbookedNight(_ day: Int) -> UnbookedNight? { unbookedByDay[day] }

    /// What the trip's ⚠ count adds for travel: the warnings on rows and the unbooked nights.
    public var count: Int { warnings.count + unbookedNights.count }

    /// A leg's estimate in words, from the places this check looked up (so a cursor on a
    /// leg costs two look-ups in a table): `Boston → New York · 228 mi · about 4 h 9 min by
    /// car`, or which place is unknown.
    public func describe(_ travel: Travel) -> String {
        let from = places.known[travel.from]??.coordinates
        let to = places.known[travel.to]??.coordinates
        if let estimate = LegEstimate(travel, from: from, to: to, model: model) {
            return "\(travel.route) · \(estimate.text)"
        }
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
