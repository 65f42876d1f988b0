import ItineraryCore
import Testing

/// From a drop to a sortOrder, and normalization (docs/file-format.md).
@Suite struct LandingTests {
    typealias N = SortKeys.Neighbour
    static func itemKey(_ key: Double) -> N { N(key: key, isItem: true) }
    static func gameKey(_ anchor: Double) -> N { N(key: anchor, isItem: false) }

    @Test func anEmptyDayGetsOne() {
        #expect(SortKeys.key(after: nil, before: nil) == 1)
    }

    @Test func onlyANextNeighbourGivesNMinusOne() {
        #expect(SortKeys.key(after: nil, before: Self.itemKey(4)) == 3)
        #expect(SortKeys.key(after: nil, before: Self.gameKey(0)) == -1)
        #expect(SortKeys.key(after: nil, before: Self.itemKey(-0.25)) == -1.25)
    }

    @Test func onlyAPreviousNeighbourGivesPPlusOne() {
        #expect(SortKeys.key(after: Self.itemKey(4), before: nil) == 5)
        #expect(SortKeys.key(after: Self.gameKey(2), before: nil) == 3)
    }

    @Test func bothNeighboursGiveTheMidpoint() {
        #expect(SortKeys.key(after: Self.itemKey(1), before: Self.itemKey(2)) == 1.5)
        #expect(SortKeys.key(after: Self.gameKey(0), before: Self.gameKey(1)) == 0.5)
        #expect(SortKeys.key(after: Self.itemKey(-3), before: Self.gameKey(0)) == -1.5)
    }

    @Test func aValueEqualToTheNextKeyOrAPreviousItemsKeyAsksForNormalization() {
        // Two items sharing a key leave no room between them.
        #expect(SortKeys.key(after: Self.itemKey(2), before: Self.itemKey(2)) == nil)
        // A gap run out of doubles.
        #expect(SortKeys.key(after: Self.itemKey(1), before: Self.itemKey(1.0.nextUp)) == nil)
        #expect(SortKeys.key(after: Self.gameKey(1), before: Self.itemKey(1)) == nil)
        // Past the ends of the doubles.
        #expect(SortKeys.key(after: Self.itemKey(.greatestFiniteMagnitude), before: nil) == nil)
        #expect(SortKeys.key(after: nil, before: Self.itemKey(-1e17)) == nil)  // n − 1 rounds back to n
    }

    @Test func aValueEqualToAPreviousGamesAnchorIsFineSinceTheGameComesFirst() {
        // The midpoint of 0 and the smallest positive double rounds to 0: an item with key 0 sorts after game 0.
        let tiny = Double.leastNonzeroMagnitude
        #expect(SortKeys.key(after: Self.gameKey(0), before: Self.itemKey(tiny)) == 0)
        #expect(SortKeys.key(after: Self.itemKey(0), before: Self.itemKey(tiny)) == nil)
    }

    // MARK: - The table through a real drop

    /// Day 1: games g0, g1 and notes; day 2: empty; day 3: notes p (1) and q (2); the mover m on day 4.
    let table = trip(
        days: 4, games: [game("g0", day: 1, at: "13:00", in: "A"), game("g1", day: 1, at: "19:00", in: "A")],
        items: [note("p", day: 3, 1), note("q", day: 3, 2), note("m", day: 4, 1)])

    func sortOrder(droppingAt day: Int, _ index: Int) throws -> Double {
        let moved = try dropped("m", in: table, day: day, index: index)
        let m = try #require(moved.item("m"))
        #expect(m.day == day)
        return m.sortOrder
    }

    @Test func dropsFollowTheTable() throws {
        #expect(try sortOrder(droppingAt: 2, 0) == 1)  // empty day
        #expect(try sortOrder(droppingAt: 1, 0) == -1)  // only N = game 0
        #expect(try sortOrder(droppingAt: 1, 1) == 0.5)  // between games 0 and 1
        #expect(try sortOrder(droppingAt: 1, 2) == 2)  // only P = game 1
        #expect(try sortOrder(droppingAt: 3, 0) == 0)  // only N = p (1)
        #expect(try sortOrder(droppingAt: 3, 1) == 1.5)  // between p and q
        #expect(try sortOrder(droppingAt: 3, 2) == 3)  // only P = q (2)
    }

    // MARK: - Normalization

    @Test func normalizationRenumbersEachGapAsSpecSays() {
        let t = trip(
            days: 2, games: [game("g0", day: 1, at: "13:00", in: "A"), game("g1", day: 1, at: "19:00", in: "A")],
            items: [
                note("b1", day: 1, -10), note("b2", day: 1, -0.1),
                note("m1", day: 1, 0.1), note("m2", day: 1, 0.2), note("m3", day: 1, 0.3),
                note("a1", day: 1, 1), note("a2", day: 1, 40),
                note("x", day: 2, -7), note("y", day: 2, 0.5), note("z", day: 2, 0.5),
            ])
        let layout = TripLayout(t)
        let (day1, changes1) = SortKeys.normalize(layout.day(1).entries)
        #expect(day1.map(\.id) == layout.day(1).entries.map(\.id))
        #expect(day1.map(\.key) == [-2, -1, 0, 0.25, 0.5, 0.75, 1, 2, 3])
        // Only the values that change are listed.
        #expect(Set(changes1.map(\.id)) == ["b1", "b2", "m1", "m2", "m3", "a1", "a2"])

        let (day2, changes2) = SortKeys.normalize(layout.day(2).entries)
        #expect(day2.map(\.id) == ["x", "y", "z"])
        #expect(day2.map(\.key) == [1, 2, 3])
        #expect(
            changes2 == [
                Renumbering(id: "x", value: 1), Renumbering(id: "y", value: 2), Renumbering(id: "z", value: 3),
            ])
    }

    @Test func normalizationListsOnlyTheItemsWhoseValueChanges() {
        let t = trip(
            days: 1, games: [game("g", day: 1, in: "A")],
            items: [note("a", day: 1, -1), note("b", day: 1, 0.5), note("c", day: 1, 1), note("d", day: 1, 2)])
        // b sits after the last game: it becomes 1, c 2, d 3.
        #expect(SortKeys.normalize(TripLayout(t).day(1).entries).changes.map(\.id) == ["b", "c", "d"])
        let normal = trip(
            days: 1, games: [game("g", day: 1, in: "A")], items: [note("a", day: 1, -1), note("b", day: 1, 1)])
        #expect(SortKeys.normalize(TripLayout(normal).day(1).entries).changes.isEmpty)
    }

    @Test func aDropBetweenTwoItemsSharingAKeyNormalizesInTheSameEdit() throws {
        let t = trip(days: 2, items: [note("x", day: 1, 1), note("y", day: 1, 1), note("m", day: 2, 1)])
        let s = try session("m", t)
        guard case .moved(let edit) = s.drop(at: try #require(s.slot(day: 1, index: 1))) else {
            Issue.record("the drop must move")
            return
        }
        guard case .move(_, _, let placement) = edit else {
            Issue.record("a drop is a move edit")
            return
        }
        #expect(placement.renumbered == [Renumbering(id: "y", value: 2)])
        #expect(placement.sortOrder == 1.5)

        let library = Library(trips: [t])
        var history = History(library)
        try history.apply(edit, change: Change("moved m", focus: .entry(trip: "t", id: "m")))
        let moved = try #require(history.present.trip("t"))
        #expect(dayIDs(moved, 1) == ["x", "m", "y"])
        #expect(moved.item("y")?.sortOrder == 2)
        // One undo step takes back the move and the renumbering together.
        _ = try history.undo()
        #expect(history.present == library)
        #expect(!history.canUndo)
    }

    @Test func placementNeverChangesTheOrderOfTheOtherEntries() throws {
        let t = trip(
            days: 1, games: [game("g", day: 1, in: "A")],
            items: [note("a", day: 1, 0), note("b", day: 1, 0), note("c", day: 1, 0), note("m", day: 1, -1)])
        let s = try session("m", t)
        for slot in 0..<s.slotCount {
            let (day, index) = s.position(ofSlot: slot)
            let placement = SortKeys.place(inDay: day, entries: s.entries(ofDay: day), at: index)
            let moved = try applying(.move(trip: "t", item: "m", to: placement), to: t)
            var expected = s.entries(ofDay: day).map(\.id)
            expected.insert("m", at: index)
            #expect(dayIDs(moved, 1) == expected)
        }
    }
}
