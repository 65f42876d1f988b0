/// Where a new item goes (`t`, `itin add leg`): at the slot asked for when the
/// rules allow it there, else at the nearest slot they allow.
public struct NewItemLanding: Sendable {
    public let placement: Landing
    /// The slot in words (`Day 3 · Sun Jun 14 · before Yankees @ Red Sox`).
    public let description: String
    /// Why the slot asked for was refused, when the item went elsewhere.
    public let refused: Reason?

    /// `item` is placed at `index` among the entries of `day`; nil when no slot of the trip
    /// allows it, with the reason for the slot asked for.
    public static func place(
        _ item: Item, in trip: Trip, day: Int, index: Int, everyone: Trip? = nil
    ) -> Result<NewItemLanding, Reason> {
        place(item, in: trip, day: day, index: index, search: .nearest, everyone: everyone)
    }

    /// Which allowed slot stands in for a forbidden one.
    public enum Search: Sendable {
        case nearest
        /// The first allowed slot after the one asked for and before the entry with this id
        /// (a planned leg goes after what put the traveller where they are, and before what
        /// needs them elsewhere); none there is a failure.
        case forward(before: String)
    }

    /// `everyone`: the whole trip when `trip` is one traveller's own, whose every game judges
    /// a leg (`DragSession`).
    public static func place(
        _ item: Item, in trip: Trip, day: Int, index: Int, search: Search, everyone: Trip? = nil
    ) -> Result<NewItemLanding, Reason> {
        let wanted = SortKeys.place(inDay: day, entries: TripLayout(trip).day(day).entries, at: index)
        var trial = trip
        var placed = item
        placed.day = wanted.day
        placed.sortOrder = wanted.sortOrder
        trial.items.append(placed)
        for r in wanted.renumbered { if let i = trial.itemIndex(r.id) { trial.items[i].sortOrder = r.value } }
        let session = DragSession(grabbing: [item.id], lead: item.id, in: TripLayout(trial), everyone: everyone)!
        let origin = session.origin
        guard let refused = session.reason(atSlot: origin) else {
            return .success(
                NewItemLanding(placement: wanted, description: session.describe(slot: origin), refused: nil))
        }
        let chosen: Int?
        switch search {
        case .nearest:
            let allowed = (0..<session.slotCount).filter { session.reason(atSlot: $0) == nil }
            chosen = allowed.min(by: { abs($0 - origin) < abs($1 - origin) })
        case .forward(let limit):
            // The slot just above `limit`: its place in its day, the lifted item left out.
            let end =
                TripLayout(trip).position(of: limit).map { limit in
                    (origin..<session.slotCount).first { s in
                        let (d, i) = session.position(ofSlot: s)
                        return d > limit.day || (d == limit.day && i >= limit.index)
                    } ?? session.slotCount - 1
                } ?? session.slotCount - 1
            chosen = (origin...max(origin, end)).first { session.reason(atSlot: $0) == nil }
        }
        guard let nearest = chosen else { return .failure(refused) }
        let (d, i) = session.position(ofSlot: nearest)
        return .success(
            NewItemLanding(
                placement: SortKeys.place(inDay: d, entries: session.entries(ofDay: d), at: i),
                description: session.describe(slot: nearest), refused: refused))
    }
}

/// A forbidden slot's reason is what a refusal throws.
extension Reason: Error {}
