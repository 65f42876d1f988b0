/// Reordering the trips list (docs/file-format.md): every slot is allowed, and `order` gets
/// its value by the same arithmetic as an item's sortOrder, every trip counting as an item.
public enum TripOrdering {
    /// The edit that moves a trip to `index` in the list of the other trips (in display order).
    public static func move(_ tripID: String, toIndex index: Int, in library: Library) -> Edit? {
        let others = library.sortedTrips.filter { $0.id != tripID }
        guard others.count < library.trips.count else { return nil }
        return move(tripID, toIndex: index, among: others)
    }

    /// The same, given the other trips in display order.
    static func move(_ tripID: String, toIndex index: Int, among others: [Trip]) -> Edit? {
        guard (0...others.count).contains(index) else { return nil }
        func neighbour(_ t: Trip) -> SortKeys.Neighbour { .init(key: t.order, isItem: true) }
        if let value = SortKeys.key(
            after: index > 0 ? neighbour(others[index - 1]) : nil,
            before: index < others.count ? neighbour(others[index]) : nil)
        {
            return .reorderTrip(trip: tripID, order: value, renumbered: [])
        }
        var renumbered: [Renumbering] = []
        var orders = others.map(\.order)
        for i in orders.indices where orders[i] != Double(i + 1) {
            orders[i] = Double(i + 1)
            renumbered.append(Renumbering(id: others[i].id, value: orders[i]))
        }
        let value = SortKeys.key(
            after: index > 0 ? .init(key: orders[index - 1], isItem: true) : nil,
            before: index < orders.count ? .init(key: orders[index], isItem: true) : nil)!
        return .reorderTrip(trip: tripID, order: value, renumbered: renumbered)
    }
}

/// A trip being moved in the trips list: the same session as an item's, with one section
/// and every slot allowed. Slot `s` is the trip's index among the others.
public struct TripReorder: Reorder {
    public let trip: Trip
    /// The other trips, in display order.
    public let others: [Trip]
    public var slots: ReorderSlots

    /// Lifts a trip; nil when the library has no trip with this id.
    public init?(grabbing tripID: String, in library: Library) {
        self.init(grabbing: tripID, list: library.sortedTrips)
    }

    /// Lifts a trip from the trips in display order.
    public init?(grabbing tripID: String, list: [Trip]) {
        guard let index = list.firstIndex(where: { $0.id == tripID }) else { return nil }
        trip = list[index]
        var others = list
        others.remove(at: index)
        self.others = others
        slots = ReorderSlots(liftedRow: index, firstSlotRow: 0, origin: index, sectionStarts: [0, list.count])
    }

    public var liftedID: String { trip.id }
    public var liftedName: String { trip.name }
    public var movedIDs: Set<String> { [trip.id] }
    public var focus: Change.Focus { .trip(trip.id) }
    public func reason(atSlot s: Int) -> Reason? { nil }
    public func describe(slot s: Int) -> String { "position \(s + 1) of \(others.count + 1)" }

    public func drop(at s: Int) -> ReorderOutcome {
        guard s != slots.origin, let edit = TripOrdering.move(trip.id, toIndex: s, among: others) else {
            return .unchanged
        }
        return .moved(edit)
    }
}
