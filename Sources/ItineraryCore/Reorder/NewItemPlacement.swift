/// Where a new item goes (SPEC §5.1 `t`, `itin add leg`): at the slot asked for when the
/// rules allow it there, else at the nearest slot they allow.
public struct NewItemPlacement: Sendable {
    public let placement: Placement
    /// The slot in words (`Day 3 · Sun Jun 14 · before Yankees @ Red Sox`).
    public let description: String
    /// Why the slot asked for was refused, when the item went elsewhere.
    public let refused: Reason?

    /// `item` is placed at `index` among the entries of `day`; nil when no slot of the trip
    /// allows it, with the reason for the slot asked for.
    public static func place(_ item: Item, in trip: Trip, day: Int, index: Int) -> Result<NewItemPlacement, Reason> {
        place(item, in: trip, day: day, index: index, forwardFirst: false)
    }

    /// `forwardFirst`: the first allowed slot at or after the one asked for, before any
    /// nearer one above it (a planned leg goes after what put the traveller where they are).
    public static func place(_ item: Item, in trip: Trip, day: Int, index: Int, forwardFirst: Bool) -> Result<NewItemPlacement, Reason> {
        let wanted = SortKeys.place(inDay: day, entries: TripLayout(trip).day(day).entries, at: index)
        var trial = trip
        var placed = item
        placed.day = wanted.day
        placed.sortOrder = wanted.sortOrder
        trial.items.append(placed)
        for r in wanted.renumbered { if let i = trial.itemIndex(r.id) { trial.items[i].sortOrder = r.value } }
        let session = DragSession(grabbing: item.id, in: TripLayout(trial))!
        let origin = session.origin
        guard let refused = session.reason(atSlot: origin) else {
            return .success(NewItemPlacement(placement: wanted, description: session.describe(slot: origin), refused: nil))
        }
        let allowed = (0..<session.slotCount).filter { session.reason(atSlot: $0) == nil }
        let ahead = forwardFirst ? allowed.first { $0 > origin } : nil
        guard let nearest = ahead ?? allowed.min(by: { abs($0 - origin) < abs($1 - origin) }) else { return .failure(refused) }
        let (d, i) = session.position(ofSlot: nearest)
        return .success(NewItemPlacement(placement: SortKeys.place(inDay: d, entries: session.entries(ofDay: d), at: i),
                                         description: session.describe(slot: nearest), refused: refused))
    }
}

/// A forbidden slot's reason is what a refusal throws.
extension Reason: Error {}
