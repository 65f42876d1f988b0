/// An item's place in its trip, as an edit of several items gives it (SPEC §4.5).
public struct ItemPosition: Hashable, Sendable {
    public var id: String
    public var day: Int
    public var sortOrder: Double

    public init(id: String, day: Int, sortOrder: Double) {
        self.id = id
        self.day = day
        self.sortOrder = sortOrder
    }
}

/// The edits of several items at once, each in one pass over the trip's items, so a block
/// of any size costs time linear in the trip and an undo step memory linear in the block.
extension Trip {
    /// Gives items new days and keys; returns their old ones, in the same order.
    mutating func arrange(_ positions: [ItemPosition]) throws(EditError) -> [ItemPosition] {
        let index = itemIndexByID()
        guard Set(positions.map(\.id)).count == positions.count else { throw EditError("an item to place is named twice") }
        var old: [ItemPosition] = []
        old.reserveCapacity(positions.count)
        for p in positions {
            guard let i = index[p.id] else { throw EditError("no item \(p.id) in trip \(id)") }
            guard (1...days).contains(p.day), p.sortOrder.isFinite else { throw EditError("day \(p.day) is not in the trip") }
            old.append(ItemPosition(id: p.id, day: items[i].day, sortOrder: items[i].sortOrder))
        }
        for p in positions {
            let i = index[p.id]!
            items[i].day = p.day
            items[i].sortOrder = p.sortOrder
        }
        return old
    }

    /// Puts new items in; `at` gives their indices in the items afterwards (ascending), or
    /// nil to put them last.
    mutating func insert(_ new: [Item], at indices: [Int]?) throws(EditError) {
        for item in new {
            guard (1...days).contains(item.day) else { throw EditError("day \(item.day) is not in the trip") }
            guard item.sortOrder.isFinite else { throw EditError("the sortOrder of \(item.id) is not a finite number") }
        }
        guard let indices else {
            items += new
            return
        }
        let total = items.count + new.count
        guard indices.count == new.count, zip(indices, indices.dropFirst()).allSatisfy({ $0 < $1 }),
              indices.allSatisfy({ (0..<total).contains($0) }) else { throw EditError("bad places for new items") }
        var merged: [Item] = []
        merged.reserveCapacity(total)
        var old = items.makeIterator()
        var next = 0
        for position in 0..<total {
            if next < indices.count, indices[next] == position {
                merged.append(new[next])
                next += 1
            } else {
                merged.append(old.next()!)
            }
        }
        items = merged
    }

    /// Takes items out; returns them in file order with the indices they had.
    mutating func remove(_ ids: [String]) throws(EditError) -> (items: [Item], indices: [Int]) {
        let wanted = Set(ids)
        guard wanted.count == ids.count else { throw EditError("an item to remove is named twice") }
        var kept: [Item] = []
        kept.reserveCapacity(items.count)
        var removed: [Item] = []
        var indices: [Int] = []
        for (i, item) in items.enumerated() {
            if wanted.contains(item.id) {
                removed.append(item)
                indices.append(i)
            } else {
                kept.append(item)
            }
        }
        guard removed.count == wanted.count else {
            let missing = ids.first { id in !removed.contains { $0.id == id } }!
            throw EditError("no item \(missing) in trip \(id)")
        }
        items = kept
        return (removed, indices)
    }

    func itemIndexByID() -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(items.count)
        for (i, item) in items.enumerated() { index[item.id] = i }
        return index
    }
}

extension Library {
    /// Refuses ids already used anywhere in the library, or named twice.
    func requireUnused(_ ids: [String]) throws(EditError) {
        guard Set(ids).count == ids.count else { throw EditError("a new id is given twice") }
        let wanted = Set(ids)
        for t in trips {
            if wanted.contains(t.id) { throw EditError("id \(t.id) is already used") }
            for g in t.games where wanted.contains(g.id) { throw EditError("id \(g.id) is already used") }
            for i in t.items where wanted.contains(i.id) { throw EditError("id \(i.id) is already used") }
        }
    }
}
