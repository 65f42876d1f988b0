/// Every change to a library, as data. Undo, redo, the editor and `itin move` all apply
/// edits through one door, `Library.apply(_:)` (in place; `applying(_:)` on a copy), and
/// every edit has an inverse (what `apply` returns), so undo keeps what changed, not a
/// whole library.
public enum Edit: Hashable, Sendable {
    case move(trip: String, item: String, to: Landing)
    /// A new item; `renumbered` makes room in its day (docs/file-format.md), in the same
    /// step. `at` is its place in the file's order of items (last when nil).
    case add(trip: String, item: Item, renumbered: [Renumbering] = [], at: Int? = nil)
    /// Replaces the item with the same id; its position is kept as given.
    case update(trip: String, item: Item)
    /// Removes an item; `renumbered` gives other items of the trip new keys in the same step.
    case delete(trip: String, item: String, renumbered: [Renumbering] = [])
    /// Several items placed at once (a block, docs/file-format.md), each at its day and sortOrder.
    case arrange(trip: String, positions: [ItemPosition])
    /// New items at once (a paste); `at` gives each its place in the file's order of items
    /// (all last when nil); `renumbered` makes room in their day, in the same step.
    case insert(trip: String, items: [Item], at: [Int]? = nil, renumbered: [Renumbering] = [])
    /// Removes items at once (a cut); `renumbered` gives other items new keys in the same step.
    case remove(trip: String, items: [String], renumbered: [Renumbering] = [])
    case reorderTrip(trip: String, order: Double, renumbered: [Renumbering])
    /// The schedule and the trip (docs/file-format.md): none of these moves an item.
    case schedule(ScheduleEdit)
    /// The whole library at once (a recovery file restored).
    case replaceAll(Library)
}

public struct EditError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

extension Library {
    public func applying(_ edit: Edit) throws(EditError) -> Library {
        try applyingWithInverse(edit).library
    }

    /// Applies an edit and gives the edit that takes it back: the old values of just what
    /// it changed, so an undo step costs memory in proportion to its change.
    public func applyingWithInverse(_ edit: Edit) throws(EditError) -> (library: Library, inverse: Edit) {
        var library = self
        let inverse = try library.apply(edit)
        return (library, inverse)
    }

    /// Applies an edit in place and gives the edit that takes it back. All or nothing: an
    /// edit that fails leaves the library as it was. When nothing else holds the library's
    /// arrays (`History` is their only owner while the editor applies), a change of a few
    /// items writes just them: no copy of the trip's items.
    public mutating func apply(_ edit: Edit) throws(EditError) -> Edit {
        switch edit {
        case .move(let tripID, let itemID, let placement):
            return try modifyTrip(tripID) { (trip: inout Trip) throws(EditError) in
                guard (1...trip.days).contains(placement.day), placement.sortOrder.isFinite else {
                    throw EditError("day \(placement.day) is not in the trip")
                }
                let i = try trip.requireItem(itemID)
                let old = trip.items[i]
                trip.items[i].day = placement.day
                trip.items[i].sortOrder = placement.sortOrder
                let restore: [Renumbering]
                do throws(EditError) { restore = try trip.renumber(placement.renumbered) } catch {
                    trip.items[i] = old
                    throw error
                }
                return .move(
                    trip: tripID, item: itemID,
                    to: Landing(day: old.day, sortOrder: old.sortOrder, renumbered: restore))
            }
        case .add(let tripID, let item, let renumbered, let at):
            guard !containsID(item.id) else { throw EditError("id \(item.id) is already used") }
            return try modifyTrip(tripID) { (trip: inout Trip) throws(EditError) in
                guard (1...trip.days).contains(item.day) else { throw EditError("day \(item.day) is not in the trip") }
                guard item.sortOrder.isFinite else {
                    throw EditError("the sortOrder of \(item.id) is not a finite number")
                }
                let i = min(max(at ?? trip.items.count, 0), trip.items.count)
                trip.items.insert(item, at: i)
                do throws(EditError) {
                    return .delete(trip: tripID, item: item.id, renumbered: try trip.renumber(renumbered))
                } catch {
                    trip.items.remove(at: i)
                    throw error
                }
            }
        case .update(let tripID, let item):
            return try modifyTrip(tripID) { (trip: inout Trip) throws(EditError) in
                let i = try trip.requireItem(item.id)
                defer { trip.items[i] = item }
                return .update(trip: tripID, item: trip.items[i])
            }
        case .delete(let tripID, let itemID, let renumbered):
            return try modifyTrip(tripID) { (trip: inout Trip) throws(EditError) in
                let i = try trip.requireItem(itemID)
                let removed = trip.items.remove(at: i)
                do throws(EditError) {
                    return .add(trip: tripID, item: removed, renumbered: try trip.renumber(renumbered), at: i)
                } catch {
                    trip.items.insert(removed, at: i)
                    throw error
                }
            }
        case .arrange(let tripID, let positions):
            return try modifyTrip(tripID) { (trip: inout Trip) throws(EditError) in
                .arrange(trip: tripID, positions: try trip.arrange(positions))
            }
        case .insert(let tripID, let items, let at, let renumbered):
            try requireUnused(items.map(\.id))
            return try modifyTrip(tripID) { (trip: inout Trip) throws(EditError) in
                try trip.insert(items, at: at)
                do throws(EditError) {
                    return .remove(trip: tripID, items: items.map(\.id), renumbered: try trip.renumber(renumbered))
                } catch {
                    _ = try? trip.remove(items.map(\.id))
                    throw error
                }
            }
        case .remove(let tripID, let ids, let renumbered):
            return try modifyTrip(tripID) { (trip: inout Trip) throws(EditError) in
                let (removed, indices) = try trip.remove(ids)
                do throws(EditError) {
                    return .insert(trip: tripID, items: removed, at: indices, renumbered: try trip.renumber(renumbered))
                } catch {
                    try? trip.insert(removed, at: indices)
                    throw error
                }
            }
        case .reorderTrip(let tripID, let order, let renumbered):
            guard let i = tripIndex(tripID) else { throw EditError("no trip \(tripID)") }
            var indices: [Int] = []
            for r in renumbered {
                guard let j = tripIndex(r.id) else { throw EditError("no trip \(r.id)") }
                indices.append(j)
            }
            var restore: [Renumbering] = []
            for (r, j) in zip(renumbered, indices) {
                restore.append(Renumbering(id: r.id, value: trips[j].order))
                trips[j].order = r.value
            }
            let inverse = Edit.reorderTrip(trip: tripID, order: trips[i].order, renumbered: restore)
            trips[i].order = order
            return inverse
        case .schedule(let change):
            return .schedule(try apply(change))
        case .replaceAll(let replacement):
            defer { self = replacement }
            return .replaceAll(self)
        }
    }

    mutating func modifyTrip<T>(_ id: String, _ change: (inout Trip) throws(EditError) -> T) throws(EditError) -> T {
        guard let i = tripIndex(id) else { throw EditError("no trip \(id)") }
        return try change(&trips[i])
    }

    func containsID(_ id: String) -> Bool {
        trips.contains { t in t.id == id || t.games.contains { $0.id == id } || t.items.contains { $0.id == id } }
    }
}

extension Trip {
    func requireItem(_ id: String) throws(EditError) -> Int {
        guard let i = itemIndex(id) else { throw EditError("no item \(id) in trip \(self.id)") }
        return i
    }

    /// Gives items new keys; returns their old keys, in the same order, to take it back.
    /// All or nothing: every id is found and every key checked before any changes.
    mutating func renumber(_ changes: [Renumbering]) throws(EditError) -> [Renumbering] {
        guard !changes.isEmpty else { return [] }
        let indices = itemIndices(of: changes.map(\.id))
        for (c, i) in zip(changes, indices) {
            guard i != nil else { throw EditError("no item \(c.id) in trip \(id)") }
            guard c.value.isFinite else { throw EditError("the new key of \(c.id) is not a finite number") }
        }
        var old: [Renumbering] = []
        old.reserveCapacity(changes.count)
        for (c, i) in zip(changes, indices) {
            old.append(Renumbering(id: c.id, value: items[i!].sortOrder))
            items[i!].sortOrder = c.value
        }
        return old
    }
}
