extension DragSession {
    /// Where the lifted item would land, in words: `Day 3 · Sun Jun 14 · before Yankees @ Red Sox`.
    public func describe(slot s: Int) -> String {
        let (day, index) = position(ofSlot: s)
        let entries = entries(ofDay: day)
        let where_: String
        if index < entries.count {
            where_ = "before \(entries[index].shortName)"
        } else if index > 0 {
            where_ = "after \(entries[index - 1].shortName)"
        } else {
            where_ = "the only entry"
        }
        return "Day \(day) · \(layout.day(day).date.shortText) · \(where_)"
    }
}

extension Entry {
    /// How a message names the entry: `Yankees @ Red Sox`, `Boston → New York`, a note's title.
    public var shortName: String {
        switch self {
        case .game(let g, _): return g.matchup
        case .item(let i):
            switch i.kind {
            case .travel(let t): return t.route
            case .custom(let c): return c.title
            case .stay(let s): return s.name
            }
        }
    }
}
