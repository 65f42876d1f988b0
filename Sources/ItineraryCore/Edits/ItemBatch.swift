/// An item's place in its trip, as an edit of several items gives it (docs/file-format.md).
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
        guard Set(positions.map(\.id)).count == positions.count else {
            throw EditError("an item to place is named twice")
        }
        let indices = itemIndices(of: positions.map(\.id))
        var old: [ItemPosition] = []
        old.reserveCapacity(positions.count)
        for (p, i) in zip(positions, indices) {
            guard let i else { throw EditError("no item \(p.id) in trip \(id)") }
            guard (1...days).contains(p.day), p.sortOrder.isFinite else {
                throw EditError("day \(p.day) is not in the trip")
            }
            old.append(ItemPosition(id: p.id, day: items[i].day, sortOrder: items[i].sortOrder))
        }
        for (p, i) in zip(positions, indices) {
            items[i!].day = p.day
            items[i!].sortOrder = p.sortOrder
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
            indices.allSatisfy({ (0..<total).contains($0) })
        else { throw EditError("bad places for new items") }
        // In place, from the end: the items after each new one move up, each once.
        var old = items.count - 1
        items.append(contentsOf: new)  // room at the end
        var position = total - 1
        for n in new.indices.reversed() {
            while position > indices[n] {
                items.swapAt(position, old)
                old -= 1
                position -= 1
            }
            items[position] = new[n]
            position -= 1
        }
    }

    /// Takes items out; returns them in file order with the indices they had.
    mutating func remove(_ ids: [String]) throws(EditError) -> (items: [Item], indices: [Int]) {
        let wanted = IDLookup(ids)
        guard wanted.distinct.count == ids.count else { throw EditError("an item to remove is named twice") }
        var indices: [Int] = []
        for i in items.indices where wanted.contains(items[i].id) {
            indices.append(i)
            if indices.count == ids.count { break }
        }
        guard indices.count == ids.count else {
            let missing = ids.first { id in !indices.contains { items[$0].id == id } }!
            throw EditError("no item \(missing) in trip \(id)")
        }
        let removed = indices.map { items[$0] }
        // In place: the items after the first removed one move down over the gaps, each once.
        var write = indices.first ?? items.count
        var next = 0
        for read in write..<items.count {
            if next < indices.count, indices[next] == read {
                next += 1
            } else {
                items.swapAt(write, read)
                write += 1
            }
        }
        items.removeLast(items.count - write)
        return (removed, indices)
    }

    /// The index of each id among the items (nil when absent), in one pass over the items
    /// that stops once every id is found. No dictionary of every item: a trip's 100,000 ids
    /// hashed and stored cost more than the whole edit they serve.
    func itemIndices(of ids: [String]) -> [Int?] {
        let wanted = IDLookup(ids)
        var found = [Int?](repeating: nil, count: wanted.distinct.count)
        var left = found.count
        for i in items.indices {
            guard let w = wanted.position(of: items[i].id), found[w] == nil else { continue }
            found[w] = i
            left -= 1
            if left == 0 { break }
        }
        return ids.map { found[wanted.position(of: $0)!] }
    }
}

/// A few ids to look for among many: each candidate is compared with them one by one when
/// they are few (cheaper than hashing it), looked up in a dictionary when they are many.
struct IDLookup {
    /// The ids, each once, in the order first given.
    let distinct: [String]
    private let index: [String: Int]?

    init(_ ids: [String]) {
        var index: [String: Int] = [:]
        var distinct: [String] = []
        for id in ids where index[id] == nil {
            index[id] = distinct.count
            distinct.append(id)
        }
        self.distinct = distinct
        self.index = distinct.count > 8 ? index : nil
    }

    /// The candidate's place in `distinct`, or nil when it is not wanted.
    func position(of candidate: String) -> Int? {
        guard let index else { return distinct.firstIndex(of: candidate) }
        return index[candidate]
    }

    func contains(_ candidate: String) -> Bool { position(of: candidate) != nil }
}

extension Library {
    /// Refuses ids already used anywhere in the library, or named twice.
    func requireUnused(_ ids: [String]) throws(EditError) {
        let wanted = IDLookup(ids)
        guard wanted.distinct.count == ids.count else { throw EditError("a new id is given twice") }
        for t in trips {
            if wanted.contains(t.id) { throw EditError("id \(t.id) is already used") }
            for g in t.games where wanted.contains(g.id) { throw EditError("id \(g.id) is already used") }
            for i in t.items where wanted.contains(i.id) { throw EditError("id \(i.id) is already used") }
        }
    }
}
