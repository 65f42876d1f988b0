/// A trip removed on one side and changed on the other (docs/sharing.md) is settled before anything
/// else, so that the rest of the merge finds each trip on both sides or on neither: kept, the
/// removing side reads as if it had left the trip as it was; removed, it goes with all it holds.
enum TripRemoval {
    static func settle(
        base: Library, ours: Library, theirs: Library, preferring side: MergeSide,
        conflicts: inout [MergeConflict]
    ) -> (ours: Library, theirs: Library) {
        var settled = [MergeSide.ours: ours, .theirs: theirs]
        for (index, trip) in base.trips.enumerated() {
            let o = ours.trip(trip.id)
            let t = theirs.trip(trip.id)
            guard let kept = o ?? t, o == nil || t == nil, kept != trip else { continue }
            let remover: MergeSide = o == nil ? .ours : .theirs
            conflicts.append(
                MergeConflict(
                    id: trip.id, field: "trip", ours: remover.pick("removed", "changed"),
                    theirs: remover.pick("changed", "removed")))
            if side == remover {
                settled[remover.other]!.trips.removeAll { $0.id == trip.id }
            } else {
                // Less what the removing side moved to other trips before removing this one.
                let elsewhere = settled[remover]!.newIDs().used
                var restored = trip
                restored.games.removeAll { elsewhere.contains($0.id) }
                restored.items.removeAll { elsewhere.contains($0.id) }
                let trips = settled[remover]!.trips
                settled[remover]!.trips.insert(restored, at: min(index, trips.count))
            }
        }
        return (settled[.ours]!, settled[.theirs]!)
    }
}
