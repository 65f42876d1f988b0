import ItineraryCore
import PropertyBased
import Testing

/// An edit applied in place is all or nothing, with an exact inverse, and a history changes
/// its present without copying it.
@Suite struct InPlaceEditTests {
    /// An edit's inverse gives back the library exactly, and the inverse's inverse the edit's
    /// result: in place as on a copy, for edits of few and of many items (past the few that
    /// are compared one by one when found).
    @Test func anEditAppliedInPlaceIsUndoneExactlyAndFailsWhole() async {
        await checkProperty(count: 200, input: Gen.uint64(), Gen.uint64()) { seed, editSeed in
            var rng = SplitMix(seed: editSeed)
            let start = Library(trips: [largerRandomTrip(seed: seed), randomTrip(seed: seed &+ 1, id: "u")])
            for _ in 0..<8 {
                let edit = randomEdit(of: start, &rng)
                var library = start
                let inverse: Edit
                do {
                    inverse = try library.apply(edit)
                } catch {
                    #expect(library == start, "a failed \(edit) changed the library")
                    continue
                }
                var undone = library
                let redo = try undone.apply(inverse)
                #expect(undone == start, "the inverse of \(edit) is not exact")
                #expect(try undone.applying(redo) == library, "the inverse of the inverse of \(edit) is not the edit")
            }
        }
    }

    /// Every edit that fails after changing part of what it names (a renumbering that names
    /// an unknown item, or a non-finite key) leaves the library as it was.
    @Test func anEditThatFailsPartWayChangesNothing() {
        let start = Library(trips: [
            trip(
                "t", days: 2, games: [game("g", day: 1, in: "A")],
                items: [note("a", day: 1, -1), note("b", day: 1, 0.5), note("c", day: 2, 1)]),
            trip("u", days: 1, order: 2),
        ])
        let unknown = [Renumbering(id: "b", value: 7), Renumbering(id: "nope", value: 1)]
        let infinite = [Renumbering(id: "b", value: 7), Renumbering(id: "c", value: .infinity)]
        let many = (0..<12).map { Renumbering(id: $0 == 11 ? "nope" : ["a", "b", "c"][$0 % 3], value: Double($0)) }
        var edits: [Edit] = []
        for renumbered in [unknown, infinite, many] {
            edits += [
                .move(trip: "t", item: "a", to: Landing(day: 2, sortOrder: 3, renumbered: renumbered)),
                .add(trip: "t", item: note("m", day: 2, 2), renumbered: renumbered, at: 1),
                .delete(trip: "t", item: "a", renumbered: renumbered),
                .insert(
                    trip: "t", items: [note("m", day: 2, 2), note("k", day: 1, 9)], at: [0, 3], renumbered: renumbered),
                .insert(trip: "t", items: [note("m", day: 2, 2)], renumbered: renumbered),
                .remove(trip: "t", items: ["c", "a"], renumbered: renumbered),
            ]
        }
        edits += [
            .reorderTrip(
                trip: "t", order: 5, renumbered: [Renumbering(id: "u", value: 1), Renumbering(id: "nope", value: 2)]),
            .arrange(
                trip: "t",
                positions: [ItemPosition(id: "a", day: 2, sortOrder: 1), ItemPosition(id: "b", day: 3, sortOrder: 1)]),
        ]
        for edit in edits {
            var library = start
            #expect(throws: EditError.self, "\(edit)") { try library.apply(edit) }
            #expect(library == start, "a failed \(edit) changed the library")
        }
    }

    /// A history applies an edit to its present in place: with nothing else holding the
    /// library, the trip's items stay in the same storage (no copy of the 1,000 items).
    /// Checked after each step: a copy is made while the storage it copies is alive, so it
    /// lies elsewhere.
    @Test func aHistoryChangesItsPresentInPlace() throws {
        var history = History(
            Library(trips: [trip("t", days: 2, items: (1...1_000).map { note("n\($0)", day: $0 % 2 + 1, Double($0)) })])
        )
        func storage() -> UnsafePointer<Item>? {
            history.present.trips[0].items.withUnsafeBufferPointer { $0.baseAddress }
        }
        let items = storage()
        try history.apply(
            .move(trip: "t", item: "n500", to: Landing(day: 1, sortOrder: 0.5)),
            change: Change("moved", focus: .library))
        #expect(storage() == items, "a move copied the items")
        _ = try history.undo()
        #expect(storage() == items, "its undo copied the items")
        _ = try history.redo()
        #expect(storage() == items, "its redo copied the items")
        try history.apply(
            .arrange(trip: "t", positions: (1...20).map { ItemPosition(id: "n\($0)", day: 2, sortOrder: Double(-$0)) }),
            change: Change("moved", focus: .library))
        #expect(storage() == items, "an arrange copied the items")
        #expect(history.present.trips[0].item("n500")?.day == 1)
    }
}

/// A random trip with more items than `randomTrip` gives (up to 40, some days crowded), so
/// that edits touch several days and name many items.
func largerRandomTrip(seed: UInt64) -> Trip {
    var t = randomTrip(seed: seed)
    var rng = SplitMix(seed: seed ^ 0x5EED)
    let keys: [Double] = [-1, 0, 0.5, 1, 2]
    for i in 0..<Int.random(in: 0...33, using: &rng) {
        let day = Int.random(in: 1...t.days, using: &rng)
        let key = Bool.random(using: &rng) ? keys.randomElement(using: &rng)! : Double.random(in: -3...4, using: &rng)
        t.items.append(
            Bool.random(using: &rng)
                ? note("x\(i)", day: day, key)
                : leg("x\(i)", day: day, key, from: "Boston", to: "New York"))
    }
    return t
}

/// An edit of the first trip's items (now and then of the second trip's, or of the trips'
/// order), mostly one that can be made, sometimes one that fails.
func randomEdit(of library: Library, _ rng: inout SplitMix) -> Edit {
    let t = library.trips[Int.random(in: 0..<8, using: &rng) == 0 ? 1 : 0]
    let ids = t.items.map(\.id)
    let days = t.days
    var fresh = 0
    func newID() -> String {
        fresh += 1
        return "new\(UInt16.random(in: 0...UInt16.max, using: &rng))-\(fresh)"
    }
    func key() -> Double {
        Bool.random(using: &rng) ? Double(Int.random(in: -2...3, using: &rng)) : Double.random(in: -3...4, using: &rng)
    }
    func day() -> Int { Int.random(in: 1...days, using: &rng) }
    func someIDs(_ most: Int) -> [String] {
        guard !ids.isEmpty else { return [] }
        return Array(ids.shuffled(using: &rng).prefix(Int.random(in: 1...min(most, ids.count), using: &rng)))
    }
    /// Other items of the trip given new keys, as a drop, a paste or a cut makes room (never
    /// the items the edit itself names: their inverse would not be exact).
    func renumbered(besides named: [String]) -> [Renumbering] {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return someIDs(12).filter { !named.contains($0) }.map { Renumbering(id: $0, value: key()) }
        case 1 where Int.random(in: 0..<5, using: &rng) == 0: return [Renumbering(id: "nope", value: 1)]  // fails
        default: return []
        }
    }
    func newItem() -> Item {
        Bool.random(using: &rng)
            ? note(newID(), day: day(), key()) : leg(newID(), day: day(), key(), from: "Boston", to: "Chicago")
    }
    let anItem = ids.randomElement(using: &rng) ?? "nope"
    switch Int.random(in: 0..<10, using: &rng) {
    case 0, 1:
        return .move(
            trip: t.id, item: anItem,
            to: Landing(day: day(), sortOrder: key(), renumbered: renumbered(besides: [anItem])))
    case 2, 3:
        // A block, as a drop makes it: the day's renumbered items, then the block.
        let block = someIDs(14)
        let d = day()
        return .arrange(
            trip: t.id,
            positions: block.map { ItemPosition(id: $0, day: Bool.random(using: &rng) ? d : day(), sortOrder: key()) })
    case 4:
        let items = (0..<Int.random(in: 1...10, using: &rng)).map { _ in newItem() }
        let total = t.items.count + items.count
        let at = Bool.random(using: &rng) ? nil : Array((0..<total).shuffled(using: &rng).prefix(items.count)).sorted()
        return .insert(trip: t.id, items: items, at: at, renumbered: renumbered(besides: []))
    case 5:
        let removed = someIDs(12)
        return .remove(trip: t.id, items: removed, renumbered: renumbered(besides: removed))
    case 6:
        return .delete(trip: t.id, item: anItem, renumbered: renumbered(besides: [anItem]))
    case 7:
        return .add(
            trip: t.id, item: newItem(), renumbered: renumbered(besides: []),
            at: Bool.random(using: &rng) ? nil : Int.random(in: 0...t.items.count, using: &rng))
    case 8:
        guard var item = t.item(anItem) else { return .update(trip: t.id, item: newItem()) }  // fails: no such item
        item.day = day()
        item.sortOrder = key()
        item.kind = .custom(Custom(title: "Renamed \(newID())"))
        return .update(trip: t.id, item: item)
    default:
        return .reorderTrip(trip: t.id, order: key(), renumbered: [])
    }
}
