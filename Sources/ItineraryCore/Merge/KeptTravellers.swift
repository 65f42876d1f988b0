/// A traveller one side took off a trip can still pay or share a cost, or be named in a `who`,
/// in the merge, where the other side added or changed that cost or `who`. Nothing written is
/// lost and the merge is a valid file (docs/sharing.md, docs/costs.md, docs/travellers.md), so
/// they stay among the trip's travellers, where they stood, and the conflict names what kept them.
enum KeptTravellers {
    static func keep(
        _ library: inout Library, base: Library, ours: Library, theirs: Library,
        conflicts: inout [MergeConflict]
    ) {
        for t in library.trips.indices {
            let trip = library.trips[t]
            // Each name no traveller has, with the first entry whose cost or `who` names it.
            var unlisted: [(name: String, entry: String)] = []
            func note(_ names: [String], of entry: String) {
                for name in names
                where !trip.travellers.contains(name) && !unlisted.contains(where: { $0.name == name }) {
                    unlisted.append((name, entry))
                }
            }
            for g in trip.games { note(g.cost?.names ?? [], of: "the cost of \(g.id)") }
            for i in trip.items { note(i.cost?.names ?? [], of: "the cost of \(i.id)") }
            for g in trip.games { note(g.who ?? [], of: "the who of \(g.id)") }
            for i in trip.items { note(i.who ?? [], of: "the who of \(i.id)") }
            guard !unlisted.isEmpty else { continue }
            let lists = [base, ours, theirs].map { $0.trip(trip.id)?.travellers ?? [] }
            for (name, entry) in unlisted {
                library.trips[t].travellers = placing(name, in: library.trips[t].travellers, as: lists)
                func words(_ side: [String]) -> String {
                    let quoted = quotedString(name)
                    if side.contains(name) { return "\(quoted), kept for \(entry)" }
                    return lists[0].contains(name) ? "removed \(quoted)" : "without \(quoted)"
                }
                conflicts.append(
                    MergeConflict(id: trip.id, field: "travellers", ours: words(lists[1]), theirs: words(lists[2])))
            }
        }
    }

    /// `travellers` with `name` after the nearest of those before it in the first of `lists`
    /// that has it (first if none is), or last when no list has it.
    private static func placing(_ name: String, in travellers: [String], as lists: [[String]]) -> [String] {
        var placed = travellers
        guard let list = lists.first(where: { $0.contains(name) }), let at = list.firstIndex(of: name) else {
            placed.append(name)
            return placed
        }
        let before = list[..<at].reversed().lazy.compactMap { placed.firstIndex(of: $0) }.first
        placed.insert(name, at: before.map { $0 + 1 } ?? 0)
        return placed
    }
}
