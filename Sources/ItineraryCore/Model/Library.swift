/// Everything one file holds: the trips, plus whatever top-level keys we do not know.
public struct Library: Hashable, Sendable {
    public static let format = "itin/1"

    /// In file order; `sortedTrips` gives the order the user sees.
    public var trips: [Trip]
    public var unknown: JSONObject
    public var keyOrder: KeyOrder

    public init(trips: [Trip] = [], unknown: JSONObject = [:], keyOrder: KeyOrder = .none) {
        self.trips = trips
        self.unknown = unknown
        self.keyOrder = keyOrder
    }

    /// The trips list as shown: by `order`, ties by id (SPEC §3).
    public var sortedTrips: [Trip] {
        trips.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
    }

    public func trip(_ id: String) -> Trip? { trips.first { $0.id == id } }
    public func tripIndex(_ id: String) -> Int? { trips.firstIndex { $0.id == id } }

    /// The trip that holds a game or item with this id.
    public func trip(containing entryID: String) -> Trip? {
        trips.first { t in t.items.contains { $0.id == entryID } || t.games.contains { $0.id == entryID } }
    }
}

extension Library {
    /// An id no trip, game or item uses yet: `prefix-1`, `prefix-2`, …
    public func unusedID(prefix: String) -> String {
        var used = Set<String>()
        for t in trips {
            used.insert(t.id)
            for g in t.games { used.insert(g.id) }
            for i in t.items { used.insert(i.id) }
        }
        var n = 1
        while used.contains("\(prefix)-\(n)") { n += 1 }
        return "\(prefix)-\(n)"
    }
}
