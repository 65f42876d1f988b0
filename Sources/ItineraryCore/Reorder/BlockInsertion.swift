/// Items put into a trip together at one slot: a paste, from `p` or from outside the terminal
/// (docs/keys.md). They are judged as a block (docs/file-format.md) and refused whole when
/// any leg may not stand there.
public enum BlockInsertion {
    /// The edit that puts `items` (in this order, their ids free) at `index` among the entries
    /// of `day`, with where that is in words; or the reason the slot is forbidden for them.
    public static func insert(_ items: [Item], into trip: Trip, day: Int, index: Int)
        -> Result<(edit: Edit, description: String), Reason>
    {
        precondition(!items.isEmpty)
        let placement = SortKeys.place(
            count: items.count, inDay: day, entries: TripLayout(trip).day(day).entries, at: index)
        let placed = zip(items, placement.sortOrders).map { item, key in
            var item = item
            item.day = day
            item.sortOrder = key
            return item
        }
        var trial = trip
        _ = try? trial.renumber(placement.renumbered)
        trial.items += placed
        let session = DragSession(grabbing: placed.map(\.id), in: TripLayout(trial))!
        if let reason = session.reason(atSlot: session.origin) { return .failure(reason) }
        return .success(
            (
                .insert(trip: trip.id, items: placed, renumbered: placement.renumbered),
                session.describe(slot: session.origin)
            ))
    }
}

extension Library {
    /// Items to paste, with ids no entry uses: each keeps its own while it is free (the first
    /// paste after a cut), else gets a new one (a copy).
    public func withFreeIDs(_ items: [Item]) -> [Item] {
        var ids = newIDs()
        var kept = Set<String>()
        let keeps = items.map { !ids.used.contains($0.id) && kept.insert($0.id).inserted }
        ids.used.formUnion(kept)  // so no renamed item takes an id another one keeps
        return zip(items, keeps).map { item, keep in
            var item = item
            if !keep { item.id = ids.item(item.kind) }
            return item
        }
    }
}

extension NewIDs {
    public mutating func item(_ kind: Item.Kind) -> String {
        switch kind {
        case .travel(let t): return make([t.from, t.to], fallback: "leg")
        case .custom(let c): return make([c.title], fallback: "note")
        case .stay(let s): return make([s.name], fallback: "stay")
        }
    }
}
