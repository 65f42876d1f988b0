/// Whom a game or an item is for (docs/travellers.md): no `who`, or one naming every
/// traveller, is everyone's; any other is theirs alone. The file keeps `who` as written; these
/// answer what it means.
extension Entry {
    public var who: [String]? {
        switch self {
        case .game(let g, _): g.who
        case .item(let i): i.who
        }
    }
}

extension Trip {
    /// Whether an entry with this `who` is `traveller`'s.
    public static func includes(_ who: [String]?, _ traveller: String) -> Bool {
        who?.contains(traveller) ?? true
    }

    /// Whether an entry with this `who` is everyone's: none, or one naming every traveller.
    public func isEveryones(_ who: [String]?) -> Bool {
        guard let who else { return true }
        return travellers.allSatisfy(who.contains)
    }

    /// The travellers an entry with this `who` is for, in the trip's order.
    public func travellers(of who: [String]?) -> [String] {
        guard let who else { return travellers }
        return travellers.filter(who.contains)
    }

    /// `traveller`'s own trip: as if the others' entries were not there.
    public func seen(by traveller: String) -> Trip {
        var own = self
        own.games.removeAll { !Self.includes($0.who, traveller) }
        own.items.removeAll { !Self.includes($0.who, traveller) }
        return own
    }
}
