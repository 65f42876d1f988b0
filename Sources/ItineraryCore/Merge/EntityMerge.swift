/// One trip, game or item, by id, across the three versions (docs/sharing.md): whether it is
/// there and what it holds. Changed on one side only, it is that side's; changed on both, it is
/// merged key by key; changed on one side and removed on the other, it is a conflict, one line
/// for each change the removal meets, and the preferred side's state is kept.
enum EntityMerge {
    /// `movedOn(side)`: where that side moved it, in words, when it did (an item's place).
    /// `everyone`: its trip's travellers, for a game's or an item's `who` (`WhoMerge`).
    static func merge<E: MergedContent>(
        base: E?, ours: E?, theirs: E?, preferring side: MergeSide,
        movedOn: (MergeSide) -> String? = { _ in nil },
        everyone: (() -> WhoMerge.Everyone)? = nil,
        conflicts: inout [MergeConflict]
    ) -> E? {
        switch (ours, theirs) {
        case (nil, nil):
            return nil
        case (let o?, let t?):
            return content(
                base: base, ours: o, theirs: t, preferring: side, everyone: everyone, conflicts: &conflicts)
        case (let kept?, nil), (nil, let kept?):
            let keeper: MergeSide = ours == nil ? .theirs : .ours
            guard let base else { return kept }  // added on one side
            let changes = changedKeys(from: base.content, to: kept.content)
            let moved = movedOn(keeper)
            guard !changes.isEmpty || moved != nil else { return nil }  // removed on one side only
            for (key, old, new) in changes {
                let text = ConflictText.of(new, base: old)
                conflicts.append(
                    MergeConflict(
                        id: base.id, field: key, ours: keeper.pick(text, "removed"),
                        theirs: keeper.pick("removed", text)))
            }
            if let moved {
                conflicts.append(
                    MergeConflict(
                        id: base.id, field: "position", ours: keeper.pick(moved, "removed"),
                        theirs: keeper.pick("removed", moved)))
            }
            return side == keeper ? kept : nil
        }
    }

    /// Both sides have it: one side's when the other did not change it, else key by key.
    private static func content<E: MergedContent>(
        base: E?, ours: E, theirs: E, preferring side: MergeSide,
        everyone: (() -> WhoMerge.Everyone)?, conflicts: inout [MergeConflict]
    ) -> E {
        if ours.sameContent(as: theirs) { return side.pick(ours, theirs) }
        if let base, ours.sameContent(as: base) { return theirs }
        if let base, theirs.sameContent(as: base) { return ours }
        let (object, disagreements) = MemberMerge.merge(
            base: base?.content, ours: ours.content, theirs: theirs.content,
            preferring: side, everyone: everyone)
        for d in disagreements {
            conflicts.append(
                MergeConflict(
                    id: ours.id, field: d.key, ours: ConflictText.of(d.ours, base: d.base),
                    theirs: ConflictText.of(d.theirs, base: d.base)))
        }
        if let merged = E.reading(object) { return merged }
        // The keys each side changed do not make one valid value together (a leg's keys on a
        // note): the preferred side's is kept whole.
        conflicts.append(
            MergeConflict(
                id: ours.id, field: "content", ours: side.pick("kept whole", "set aside"),
                theirs: side.pick("set aside", "kept whole")))
        return side.pick(ours, theirs)
    }

    /// The keys whose values differ, with the old and new values (nil: absent).
    private static func changedKeys(from old: JSONObject, to new: JSONObject) -> [(String, JSONValue?, JSONValue?)] {
        var changes: [(String, JSONValue?, JSONValue?)] = []
        for m in new.members where old[m.key] != m.value { changes.append((m.key, old[m.key], m.value)) }
        for m in old.members where new[m.key] == nil { changes.append((m.key, m.value, nil)) }
        return changes
    }
}
