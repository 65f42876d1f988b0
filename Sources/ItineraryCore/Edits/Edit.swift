/// Every change to a library, as data. Undo, redo, the editor and `itin move` all apply
/// edits through one door, `Library.applying(_:)`.
public enum Edit: Hashable, Sendable {
    case move(trip: String, item: String, to: Placement)
    /// A new item; `renumbered` makes room in its day (SPEC §4.3), in the same step.
    case add(trip: String, item: Item, renumbered: [Renumbering] = [])
    /// Replaces the item with the same id; its position is kept as given.
    case update(trip: String, item: Item)
    case delete(trip: String, item: String)
    case reorderTrip(trip: String, order: Double, renumbered: [Renumbering])
}

public struct EditError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

extension Library {
    public func applying(_ edit: Edit) throws(EditError) -> Library {
        var library = self
        switch edit {
        case .move(let tripID, let itemID, let placement):
            try library.modifyTrip(tripID) { (trip: inout Trip) throws(EditError) in
                guard (1...trip.days).contains(placement.day), placement.sortOrder.isFinite else {
                    throw EditError("day \(placement.day) is not in the trip")
                }
                let i = try trip.requireItem(itemID)
                trip.items[i].day = placement.day
                trip.items[i].sortOrder = placement.sortOrder
                try trip.renumber(placement.renumbered)
            }
        case .add(let tripID, let item, let renumbered):
            guard !containsID(item.id) else { throw EditError("id \(item.id) is already used") }
            try library.modifyTrip(tripID) { (trip: inout Trip) throws(EditError) in
                guard (1...trip.days).contains(item.day) else { throw EditError("day \(item.day) is not in the trip") }
                trip.items.append(item)
                try trip.renumber(renumbered)
            }
        case .update(let tripID, let item):
            try library.modifyTrip(tripID) { (trip: inout Trip) throws(EditError) in
                trip.items[try trip.requireItem(item.id)] = item
            }
        case .delete(let tripID, let itemID):
            try library.modifyTrip(tripID) { (trip: inout Trip) throws(EditError) in
                trip.items.remove(at: try trip.requireItem(itemID))
            }
        case .reorderTrip(let tripID, let order, let renumbered):
            guard let i = library.tripIndex(tripID) else { throw EditError("no trip \(tripID)") }
            library.trips[i].order = order
            for r in renumbered {
                guard let j = library.tripIndex(r.id) else { throw EditError("no trip \(r.id)") }
                library.trips[j].order = r.value
            }
        }
        return library
    }

    private mutating func modifyTrip(_ id: String, _ change: (inout Trip) throws(EditError) -> Void) throws(EditError) {
        guard let i = tripIndex(id) else { throw EditError("no trip \(id)") }
        try change(&trips[i])
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

    mutating func renumber(_ changes: [Renumbering]) throws(EditError) {
        guard !changes.isEmpty else { return }
        var index: [String: Int] = [:]
        for (i, item) in items.enumerated() { index[item.id] = i }
        for c in changes {
            guard let i = index[c.id] else { throw EditError("no item \(c.id) in trip \(id)") }
            items[i].sortOrder = c.value
        }
    }
}
