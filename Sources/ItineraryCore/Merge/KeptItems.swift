/// An item both sides still have is never lost. Each side can remove the trip the other side
/// keeps it in (one moved it out of a trip, then the other removed the trip it went to): then
/// it goes to the preferred side's trip, brought back with just its own keys if it is gone.
enum KeptItems {
    static func rescue(
        _ library: inout Library, ours: Library, theirs: Library, preferring side: MergeSide,
        conflicts: inout [MergeConflict]
    ) {
        let merged = library.newIDs().used
        func missing(_ version: Library) -> [String: (trip: Trip, item: Item)] {
            var found: [String: (trip: Trip, item: Item)] = [:]
            for t in version.trips { for i in t.items where !merged.contains(i.id) { found[i.id] = (t, i) } }
            return found
        }
        let lostOurs = missing(ours)
        guard !lostOurs.isEmpty else { return }
        let lostTheirs = missing(theirs)
        for id in lostOurs.keys.sorted() {
            guard let o = lostOurs[id], let t = lostTheirs[id] else { continue }
            func words(_ trip: Trip) -> String { library.tripIndex(trip.id) == nil ? "\(trip.id) (removed)" : trip.id }
            conflicts.append(MergeConflict(id: id, field: "trip", ours: words(o.trip), theirs: words(t.trip)))
            let (home, item) = side.pick(o, t)
            if library.tripIndex(home.id) == nil {
                var bare = home
                bare.games = []
                bare.items = []
                library.trips.append(bare)
            }
            let h = library.tripIndex(home.id)!
            var kept = item
            kept.day = min(kept.day, library.trips[h].days)
            library.trips[h].items.append(kept)
        }
    }
}
