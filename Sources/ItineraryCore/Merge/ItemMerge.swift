/// The items, by id: what each holds, merged key by key, and where it stands, merged as order
/// (docs/sharing.md): its trip, day and gap between games, and its place among the items there.
enum ItemMerge {
    struct Merged {
        /// What each item holds; its day and sortOrder are set when the days are laid out.
        var items: [String: Item]
        /// Every item in merged display order, labelled with its slot.
        var order: [Ordered<ItemSlot>]
        /// The side whose place each moved item took.
        var placedBy: [String: MergeSide]
    }

    static func merge(_ input: MergeInput, trips: [String: Trip], conflicts: inout [MergeConflict]) -> Merged {
        // Asked only of an item removed on one side, to tell whether the other moved it.
        lazy var movedOurs = OrderMerge.moved(from: input.base.itemPlaces, to: input.ours.itemPlaces)
        lazy var movedTheirs = OrderMerge.moved(from: input.base.itemPlaces, to: input.theirs.itemPlaces)
        var items: [String: Item] = [:]
        for id in input.union({ $0.items.keys }) {
            items[id] = EntityMerge.merge(
                base: input.base.items[id]?.item, ours: input.ours.items[id]?.item,
                theirs: input.theirs.items[id]?.item,
                preferring: input.preferred,
                movedOn: { side in
                    (side == .ours ? movedOurs : movedTheirs).contains(id)
                        ? PositionWords.item(id, in: input[side]) : nil
                },
                everyone: { input.everyone({ $0.items[id]?.trip }, merged: trips) }, conflicts: &conflicts)
        }
        let placed = OrderMerge.merge(
            base: input.base.itemPlaces, ours: input.ours.itemPlaces,
            theirs: input.theirs.itemPlaces, keeping: Set(items.keys), preferring: input.preferred)
        for id in placed.disputed.sorted() {
            conflicts.append(PositionWords.dispute(id, ours: input.ours, theirs: input.theirs))
        }
        // Every version's trips are merged ones (`TripRemoval`): this is a guard, not a rule.
        let order = placed.order.filter { trips[$0.label.trip] != nil }
        return Merged(items: items, order: order, placedBy: placed.placedBy)
    }
}
