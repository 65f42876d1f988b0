/// A trip's travellers changed as one edit (docs/costs.md): a renamed one is renamed in every
/// cost, and one who pays or shares a cost cannot be taken away.
extension Trip {
    /// The renames a new list makes of the old: a name gone from the list whose place a new
    /// name takes (Bob → Robert). Reordering, adding and removing rename nobody, and the
    /// renames back are the same rule from the new list to the old.
    public static func renames(from old: [String], to new: [String]) -> [String: String] {
        var renames: [String: String] = [:]
        for (i, name) in old.enumerated() where i < new.count && !new.contains(name) && !old.contains(new[i]) {
            renames[name] = new[i]
        }
        return renames
    }

    /// The names of the entries whose cost `traveller` pays or shares, in the trip's order.
    public func costs(naming traveller: String) -> [String] {
        let games = self.games.filter { $0.cost?.names.contains(traveller) == true }.map(\.matchup)
        let items = self.items.filter { $0.cost?.names.contains(traveller) == true }.map { Entry.item($0).shortName }
        return games + items
    }

    mutating func changeTravellers(to names: [String]) throws(EditError) {
        guard Set(names).count == names.count, !names.contains(where: { $0.trimmingWhitespace().isEmpty }) else {
            throw EditError("travellers must be distinct names")
        }
        let renames = Self.renames(from: travellers, to: names)
        for gone in travellers where !names.contains(gone) && renames[gone] == nil {
            let costs = costs(naming: gone)
            guard costs.isEmpty else {
                let named = costs.map { "“\($0)”" }.joined(separator: ", ")
                throw EditError("\(gone) pays or shares the cost of \(named): change those first")
            }
        }
        if !renames.isEmpty {
            func renamed(_ cost: Cost) -> Cost { renames.reduce(cost) { $0.renaming($1.key, to: $1.value) } }
            for i in games.indices where games[i].cost != nil { games[i].cost = renamed(games[i].cost!) }
            for i in items.indices where items[i].cost != nil { items[i].cost = renamed(items[i].cost!) }
        }
        travellers = names
    }
}
