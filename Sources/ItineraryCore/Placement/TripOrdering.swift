/// Reordering the trips list (SPEC §4.4): every slot is allowed, and `order` gets its value
/// by the same arithmetic as an item's sortOrder, every trip counting as an item.
public enum TripOrdering {
    /// The edit that moves a trip to `index` in the list of the other trips (in display order).
    public static func move(_ tripID: String, toIndex index: Int, in library: Library) -> Edit? {
        let others = library.sortedTrips.filter { $0.id != tripID }
        guard others.count < library.trips.count, (0...others.count).contains(index) else { return nil }
        func neighbour(_ t: Trip) -> SortKeys.Neighbour { .init(key: t.order, isItem: true) }
        if let value = SortKeys.key(after: index > 0 ? neighbour(others[index - 1]) : nil,
                                    before: index < others.count ? neighbour(others[index]) : nil) {
            return .reorderTrip(trip: tripID, order: value, renumbered: [])
        }
        var renumbered: [Renumbering] = []
        var orders = others.map(\.order)
        for i in orders.indices where orders[i] != Double(i + 1) {
            orders[i] = Double(i + 1)
            renumbered.append(Renumbering(id: others[i].id, value: orders[i]))
        }
        let value = SortKeys.key(after: index > 0 ? .init(key: orders[index - 1], isItem: true) : nil,
                                 before: index < orders.count ? .init(key: orders[index], isItem: true) : nil)!
        return .reorderTrip(trip: tripID, order: value, renumbered: renumbered)
    }
}
