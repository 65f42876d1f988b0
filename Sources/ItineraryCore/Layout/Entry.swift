/// A game or an item as it stands in its day, with the key that orders the day
/// (docs/file-format.md): a game's anchor, an item's `sortOrder`.
public enum Entry: Hashable, Sendable {
    /// Boxed: a game is larger than an item, and every entry, of a hundred thousand notes too,
    /// would otherwise take a game's size.
    indirect case game(Game, anchor: Int)
    case item(Item)

    public var cost: Cost? {
        switch self {
        case .game(let g, _): g.cost
        case .item(let i): i.cost
        }
    }

    public var id: String {
        switch self {
        case .game(let g, _): return g.id
        case .item(let i): return i.id
        }
    }

    public var key: Double {
        switch self {
        case .game(_, let anchor): return Double(anchor)
        case .item(let i): return i.sortOrder
        }
    }

    public var isGame: Bool {
        if case .game = self { return true }
        return false
    }

    public var item: Item? {
        if case .item(let i) = self { return i }
        return nil
    }

    public var game: Game? {
        if case .game(let g, _) = self { return g }
        return nil
    }

    /// Display order within a day: by key; on an equal key the game first; items by id.
    static func displayOrder(_ a: Entry, _ b: Entry) -> Bool {
        if a.key != b.key { return a.key < b.key }
        if a.isGame != b.isGame { return a.isGame }
        return a.id < b.id
    }
}

/// One row on screen, in `print` and in search. Rows exist only for display;
/// nothing stores their indices.
public enum Row: Hashable, Sendable {
    case header(day: Int)
    case entry(Entry)

    public var entry: Entry? {
        if case .entry(let e) = self { return e }
        return nil
    }

    public var id: String? { entry?.id }
}
