import Testing

@testable import ItineraryCore

/// Keys for items placed in one traveller's own trip, among all of the day's entries
/// (docs/travellers.md): each placed run follows the entry the traveller sees above it, no
/// two items share a key, and a day with no room left is renumbered in the order wanted.
@Suite struct SeenKeysTests {
    func note(_ id: String, _ key: Double, who: [String]? = nil) -> Item {
        Item(id: id, day: 1, sortOrder: key, kind: .custom(Custom(title: id)), who: who)
    }

    func game(_ id: String, anchor: Int) -> Entry {
        .game(
            Game(id: id, day: 1, time: nil, away: "A", home: "B", venue: "V", city: "Boston"), anchor: anchor)
    }

    /// The day in display order after the items take their new keys.
    func ordered(_ all: [Entry], _ placed: [Item], _ result: (keys: [String: Double], renumbered: [Renumbering]))
        -> [String]
    {
        let placedIDs = Set(placed.map(\.id))
        var entries = all.filter { !placedIDs.contains($0.id) } + placed.map(Entry.item)
        entries = entries.map { entry in
            guard var item = entry.item else { return entry }
            item.sortOrder =
                result.keys[item.id] ?? result.renumbered.first { $0.id == item.id }?.value ?? item.sortOrder
            return .item(item)
        }
        let keys = entries.compactMap(\.item).map(\.sortOrder)
        #expect(Set(keys).count == keys.count, "no two items share a key: \(entries)")
        return entries.sorted(by: Entry.displayOrder).map(\.id)
    }

    @Test func aRunFollowsTheRowAboveItAmongEveryonesNotHalfwayToTheNext() {
        // Alice sees a1 and a2; Bob's b sits between them on the key halfway.
        let a1 = note("a1", -2, who: ["Alice"])
        let b = note("b", -1.5, who: ["Bob"])
        let a2 = note("a2", -1)
        let all: [Entry] = [.item(a1), .item(b), .item(a2), game("g", anchor: 0)]
        let seen: [Entry] = [.item(a1), .item(a2), game("g", anchor: 0)]
        let new = note("new", -1.5)  // halfway between a1 and a2, as her view gives it
        let result = SeenKeys.place([new], seen: seen, all: all)
        #expect(result.renumbered.isEmpty)
        #expect(result.keys["new"] == -1.75)
        #expect(ordered(all, [new], result) == ["a1", "new", "b", "a2", "g"])
    }

    @Test func aRunAtTheTopOfHerDayGoesBeforeHerFirstRow() {
        let b = note("b", -3, who: ["Bob"])
        let a1 = note("a1", -2)
        let all: [Entry] = [.item(b), .item(a1), game("g", anchor: 0)]
        let seen: [Entry] = [.item(a1), game("g", anchor: 0)]
        let block = [note("x", -2.66), note("y", -2.33)]
        let result = SeenKeys.place(block, seen: seen, all: all)
        #expect(ordered(all, block, result) == ["b", "x", "y", "a1", "g"])
    }

    @Test func noRoomRenumbersTheDayInTheOrderWantedOthersIncluded() {
        let one = 1.0
        let a1 = note("a1", one)
        let b = note("b", one.nextUp, who: ["Bob"])
        let a2 = note("a2", one.nextUp.nextUp)
        let all: [Entry] = [game("g", anchor: 0), .item(a1), .item(b), .item(a2)]
        let seen: [Entry] = [game("g", anchor: 0), .item(a1), .item(a2)]
        let new = note("new", one.nextUp)  // her view's key: Bob's
        let result = SeenKeys.place([new], seen: seen, all: all)
        #expect(!result.renumbered.isEmpty, "there was no room after a1")
        #expect(ordered(all, [new], result) == ["g", "a1", "new", "b", "a2"])
    }

    @Test func aMoveWithinTheDayLeavesItsOldPlace() {
        let a1 = note("a1", 1)
        let b = note("b", 2, who: ["Bob"])
        let a2 = note("a2", 3)
        let all: [Entry] = [.item(a1), .item(b), .item(a2)]
        let seen: [Entry] = [.item(a1), .item(a2)]
        var moved = a2
        moved.sortOrder = 0  // above a1 in her view
        let result = SeenKeys.place([moved], seen: seen, all: all)
        #expect(ordered(all, [moved], result) == ["a2", "a1", "b"])
    }
}
