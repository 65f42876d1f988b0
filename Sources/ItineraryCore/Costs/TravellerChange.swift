/// A trip's travellers changed as one edit (docs/costs.md, docs/travellers.md): a renamed one
/// is renamed in every cost and every `who`, and one who pays or shares a cost, or is named in a
/// `who`, cannot be taken away.
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

    /// The names of the entries whose `who` names `traveller`, by day (a day's games first).
    public func entries(naming traveller: String) -> [String] {
        let games = self.games.filter { $0.who?.contains(traveller) == true }.map { ($0.day, $0.matchup) }
        let items = self.items.filter { $0.who?.contains(traveller) == true }.map { ($0.day, Entry.item($0).shortName) }
        return (games + items).enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map(\.element.1)
    }

    mutating func changeTravellers(to names: [String]) throws(EditError) {
        guard Set(names).count == names.count, !names.contains(where: { $0.trimmingWhitespace().isEmpty }) else {
            throw EditError("travellers must be distinct names")
        }
        let renames = Self.renames(from: travellers, to: names)
        for gone in travellers where !names.contains(gone) && renames[gone] == nil {
            if let refusal = Self.refusal(removing: gone, on: entries(naming: gone), payingFor: costs(naming: gone)) {
                throw EditError(refusal)
            }
        }
        if !renames.isEmpty {
            func renamed(_ cost: Cost) -> Cost { renames.reduce(cost) { $0.renaming($1.key, to: $1.value) } }
            func renamed(_ who: [String]) -> [String] { who.map { renames[$0] ?? $0 } }
            for i in games.indices where games[i].cost != nil { games[i].cost = renamed(games[i].cost!) }
            for i in items.indices where items[i].cost != nil { items[i].cost = renamed(items[i].cost!) }
            for i in games.indices where games[i].who != nil { games[i].who = renamed(games[i].who!) }
            for i in items.indices where items[i].who != nil { items[i].who = renamed(items[i].who!) }
        }
        travellers = names
    }

    /// Why `traveller` cannot be taken away while on these entries and paying or sharing these
    /// costs, in one sentence; nil when they are on none and pay for none.
    static func refusal(removing traveller: String, on entries: [String], payingFor costs: [String]) -> String? {
        func quoted(_ names: [String]) -> String { names.map { "“\($0)”" }.joined(separator: ", ") }
        let on = entries.isEmpty ? nil : "is on \(quoted(entries))"
        let pays = costs.isEmpty ? nil : "pays or shares the cost of \(quoted(costs))"
        let why = [pays, on].compactMap { $0 }
        guard !why.isEmpty else { return nil }
        return "\(traveller) \(why.joined(separator: " and ")): change those first"
    }
}
