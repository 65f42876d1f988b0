/// Where an item stands, as order: its trip, its day, and the gap between games it is in
/// (0 before the day's first game, k after the k-th). A renumbered day keeps every item's slot.
struct ItemSlot: Hashable, Comparable {
    let trip: String
    let day: Int
    let gap: Int

    static func < (a: ItemSlot, b: ItemSlot) -> Bool { (a.trip, a.day, a.gap) < (b.trip, b.day, b.gap) }
}

/// The most games any of the versions compared has on each day. An item's gap is counted
/// against these games in every version, so that a game added after the last one (or to a
/// day without any) moves no item: by its key the item stands where it stood.
struct DayGames {
    private var most: [String: [Int: Int]] = [:]

    init(_ libraries: [Library]) {
        for library in libraries {
            for trip in library.trips {
                var counts: [Int: Int] = [:]
                for g in trip.games { counts[g.day, default: 0] += 1 }
                most[trip.id, default: [:]].merge(counts, uniquingKeysWith: max)
            }
        }
    }

    func count(trip: String, day: Int) -> Int { most[trip]?[day] ?? 0 }
}

/// One version of the library, indexed by id, with its lists as the merge orders them.
struct SideIndex {
    private(set) var trips: [String: Trip] = [:]
    private(set) var games: [String: (trip: String, game: Game)] = [:]
    private(set) var items: [String: (trip: String, item: Item)] = [:]
    /// Every item in display order, trips taken by id.
    private(set) var itemPlaces: [Ordered<ItemSlot>] = []
    /// The order of the file's arrays: each trip's items and games (trips taken by id), the trips.
    private(set) var itemFileOrder: [Ordered<String>] = []
    private(set) var gameFileOrder: [Ordered<String>] = []
    let tripFileOrder: [Ordered<Int>]
    /// The trips list as shown (docs/file-format.md).
    let tripListOrder: [Ordered<Int>]

    init(_ library: Library, gaps: DayGames) {
        tripFileOrder = library.trips.map { Ordered(id: $0.id, label: 0) }
        tripListOrder = library.sortedTrips.map { Ordered(id: $0.id, label: 0, key: $0.order) }
        let itemCount = library.trips.reduce(0) { $0 + $1.items.count }
        items.reserveCapacity(itemCount)
        itemPlaces.reserveCapacity(itemCount)
        itemFileOrder.reserveCapacity(itemCount)
        for trip in library.trips.sorted(by: { $0.id < $1.id }) {
            trips[trip.id] = trip
            for g in trip.games {
                games[g.id] = (trip.id, g)
                gameFileOrder.append(Ordered(id: g.id, label: trip.id))
            }
            for i in trip.items {
                items[i.id] = (trip.id, i)
                itemFileOrder.append(Ordered(id: i.id, label: trip.id))
            }
            let shown = trip.items.sorted(by: Item.displayOrder)
            for i in shown {
                let gap = GameOrder.anchorsUpTo(i.sortOrder, of: gaps.count(trip: trip.id, day: i.day))
                itemPlaces.append(
                    Ordered(id: i.id, label: ItemSlot(trip: trip.id, day: i.day, gap: gap), key: i.sortOrder))
            }
        }
    }
}
