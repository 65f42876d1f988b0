/// The places of one trip's names, each looked up once and kept from check to check.
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
    private var zones: [String: Zone?] = [:]

    init(_ resolver: PlaceResolver) { self.resolver = resolver }

    mutating func spot(_ name: String) -> Spot? {
        if let found = known[name] { return found }
        let spot = resolver.resolve(name).map { Spot(coordinates: $0.coordinates, zone: $0.zone) }
        known[name] = spot
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

    /// Unknown names as the user reads them: the first spelling of each place, trimmed.
    static func firstOfEach(_ names: [String]) -> [String] {
        var spellings = Set<String>()
        var places = Set<CityKey>()
        var first: [String] = []
        for name in names where spellings.insert(name).inserted && places.insert(CityKey(name)).inserted {
            first.append(name.trimmingWhitespace())
        }
        return first
    }
}
