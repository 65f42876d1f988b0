/// Ids are unique across the whole file (docs/file-format.md). Trips, games and items are
/// merged apart, so one id can end up on two of them only where each side added one with that
/// id: the preferred side's keeps it, the other gets a new one.
enum IDClash {
    private enum Kind: String { case trip, game, item }

    static func resolve(_ library: inout Library, _ input: MergeInput, conflicts: inout [MergeConflict]) {
        var uses: [String: [Kind]] = [:]
        for t in library.trips {
            uses[t.id, default: []].append(.trip)
            for g in t.games { uses[g.id, default: []].append(.game) }
            for i in t.items { uses[i.id, default: []].append(.item) }
        }
        let clashes = uses.filter { $0.value.count > 1 }
        guard !clashes.isEmpty else { return }
        var ids = library.newIDs()
        var renamed: [Kind: [String: String]] = [:]
        for (id, kinds) in clashes.sorted(by: { $0.key < $1.key }) {
            let keeper = kind(of: id, in: input[input.preferred]) ?? kinds[0]
            var text = [
                MergeSide.ours: kind(of: id, in: input.ours)?.rawValue ?? "none",
                .theirs: kind(of: id, in: input.theirs)?.rawValue ?? "none",
            ]
            for k in kinds where k != keeper {
                let new = ids.make([id], fallback: k.rawValue)
                renamed[k, default: [:]][id] = new
                text[input.preferred.other] = "\(k.rawValue), now \(new)"
            }
            conflicts.append(MergeConflict(id: id, field: "id", ours: text[.ours]!, theirs: text[.theirs]!))
        }
        for t in library.trips.indices {
            if let new = renamed[.trip]?[library.trips[t].id] { library.trips[t].id = new }
            for g in library.trips[t].games.indices {
                if let new = renamed[.game]?[library.trips[t].games[g].id] { library.trips[t].games[g].id = new }
            }
            for i in library.trips[t].items.indices {
                if let new = renamed[.item]?[library.trips[t].items[i].id] { library.trips[t].items[i].id = new }
            }
        }
    }

    private static func kind(of id: String, in side: SideIndex) -> Kind? {
        side.trips[id] != nil ? .trip : side.games[id] != nil ? .game : side.items[id] != nil ? .item : nil
    }
}
