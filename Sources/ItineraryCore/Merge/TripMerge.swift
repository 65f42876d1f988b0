/// The trips: which there are, their own keys, and their place in the trips list, merged as
/// order like items (docs/file-format.md, docs/sharing.md).
enum TripMerge {
    /// Each trip's merged keys (no games or items yet) with its `order`.
    static func merge(_ input: MergeInput, conflicts: inout [MergeConflict]) -> [String: Trip] {
        var trips: [String: Trip] = [:]
        for id in input.union({ $0.trips.keys }) {
            trips[id] = EntityMerge.merge(
                base: input.base.trips[id], ours: input.ours.trips[id],
                theirs: input.theirs.trips[id], preferring: input.preferred, conflicts: &conflicts)
        }
        let list = OrderMerge.merge(
            base: input.base.tripListOrder, ours: input.ours.tripListOrder,
            theirs: input.theirs.tripListOrder, keeping: Set(trips.keys), preferring: input.preferred)
        for id in list.disputed.sorted() {
            conflicts.append(
                MergeConflict(
                    id: id, field: "order", ours: PositionWords.trip(id, in: input.ours),
                    theirs: PositionWords.trip(id, in: input.theirs)))
        }
        // The order each trip brings: from the side that moved it, else by the three-way rule.
        let brought = list.order.map { e -> Double in
            if let side = list.placedBy[e.id] { return input[side].trips[e.id]!.order }
            return input.value { $0.trips[e.id]?.order }.resolved(preferring: input.preferred)!
        }
        let places = zip(list.order, brought).map { MergedKeys.DayEntry.item(id: $0.id, key: $1) }
        let orders = MergedKeys.keys(places) ?? list.order.indices.map { Double($0 + 1) }
        for (e, order) in zip(list.order, orders) { trips[e.id]?.order = order }
        return trips
    }
}
