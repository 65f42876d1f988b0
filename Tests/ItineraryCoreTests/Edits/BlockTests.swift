import ItineraryCore
import Testing

/// Blocks (docs/file-format.md): several items of a trip lifted, judged and dropped as one block;
/// the sortOrders a block gets; pasting a block; the edits of many items at once and their inverses.
@Suite struct BlockTests {
    /// Day 1: a (−1), Yankees @ Red Sox in Boston at 13:00 (gB), b (0.5);
    /// day 2: the leg L Boston → New York (1), c (2);
    /// day 3: Blue Jays @ Yankees in New York at 19:05 (gN), d (1).
    /// Rows: D1 a gB b D2 L c D3 gN d.
    static let swing = trip(
        days: 3,
        games: [
            game("gB", day: 1, at: "13:00", in: "Boston", away: "Yankees", home: "Red Sox"),
            game("gN", day: 3, at: "19:05", in: "New York", away: "Blue Jays", home: "Yankees"),
        ],
        items: [
            note("a", day: 1, -1), note("b", day: 1, 0.5), leg("L", day: 2, 1, from: "Boston", to: "New York"),
            note("c", day: 2, 2), note("d", day: 3, 1),
        ])

    static let leaveBeforeRedSox = "Boston → New York can't leave before Yankees @ Red Sox (Day 1, 13:00)"
    static let arriveAfterYankees = "Boston → New York can't arrive after Blue Jays @ Yankees (Day 3, 19:05)"
    static let leaveNewYorkBefore = "New York → Philadelphia can't leave before Blue Jays @ Yankees (Day 3, 19:05)"

    // MARK: - Lifting

    @Test func aBlockOfNotesAndALegAcrossDaysLiftsInDisplayOrderWhateverOrderItIsNamedIn() throws {
        let layout = TripLayout(Self.swing)
        let s = try #require(DragSession(grabbing: ["d", "L", "b"], lead: "L", in: layout))
        #expect(s.items.map(\.id) == ["b", "L", "d"])
        #expect(s.ids == ["b", "L", "d"])
        #expect(s.isBlock)
        #expect(s.lead == "L")
        #expect(s.liftedName == "3 items")
        #expect(s.slots.liftedRows == [3, 5, 9])
        #expect(s.slots.liftedHeight == 3)
        // Proposed space without the block: D1 a gB | D2 c | D3 gN.
        #expect(s.entries(ofDay: 1).map(\.id) == ["a", "gB"])
        #expect(s.entries(ofDay: 2).map(\.id) == ["c"])
        #expect(s.entries(ofDay: 3).map(\.id) == ["gN"])
        #expect(s.slotCount == 3 + 2 + 2)
        #expect((0..<s.slotCount).map { s.position(ofSlot: $0).day } == [1, 1, 1, 2, 2, 3, 3])
        #expect((0..<s.slotCount).map { s.position(ofSlot: $0).index } == [0, 1, 2, 0, 1, 0, 1])
        #expect(s.slot(day: 2, index: 1) == 4)
        #expect(s.slot(day: 2, index: 2) == nil)
        #expect(s.slot(day: 4, index: 0) == nil)
        // The origin is where the block's first item was: day 1, after gB.
        #expect(s.origin == 2)
        #expect(s.current == s.origin)
        #expect(s.position(ofSlot: s.origin) == (1, 2))
        // The leg's window is after gB through before gN.
        #expect(s.verdictMap == "✗✗✓|✓✓|✓✗")
        #expect(s.barriers == ["gB", "gN"])
    }

    @Test func whatCannotBeLiftedAsABlockIsNotLifted() throws {
        let layout = TripLayout(Self.swing)
        #expect(DragSession(grabbing: [], in: layout) == nil)
        #expect(DragSession(grabbing: ["b", "gB"], in: layout) == nil)
        #expect(DragSession(grabbing: ["b", "nope"], in: layout) == nil)
        #expect(DragSession(grabbing: ["b", "t"], in: layout) == nil)  // the trip's own id
        // A lead outside the block falls back to the block's first item; an id named twice is lifted once.
        #expect(DragSession(grabbing: ["d", "b"], lead: "zz", in: layout)?.lead == "b")
        #expect(DragSession(grabbing: ["d", "b", "d"], in: layout)?.items.map(\.id) == ["b", "d"])
        // One item is not a block.
        let one = try #require(DragSession(grabbing: ["c"], in: layout))
        #expect(!one.isBlock)
        #expect(one.liftedName == "Note c")
    }

    // MARK: - The screen while lifted

    @Test func whileLiftedTheBlockIsDrawnTogetherAtTheSlotAndTheRowsCloseUpAroundIt() throws {
        let t = Self.swing
        let s = try #require(DragSession(grabbing: ["b", "L", "d"], in: TripLayout(t)))
        #expect(s.slots.displayRowCount(listRows: 10) == 10)
        let expected: [[String]] = [
            ["D1", "b", "L", "d", "a", "gB", "D2", "c", "D3", "gN"],
            ["D1", "a", "b", "L", "d", "gB", "D2", "c", "D3", "gN"],
            ["D1", "a", "gB", "b", "L", "d", "D2", "c", "D3", "gN"],
            ["D1", "a", "gB", "D2", "b", "L", "d", "c", "D3", "gN"],
            ["D1", "a", "gB", "D2", "c", "b", "L", "d", "D3", "gN"],
            ["D1", "a", "gB", "D2", "c", "D3", "b", "L", "d", "gN"],
            ["D1", "a", "gB", "D2", "c", "D3", "gN", "b", "L", "d"],
        ]
        for slot in 0..<s.slotCount {
            #expect(s.blockScreenIDs(at: slot) == expected[slot], "slot \(slot)")
        }
        // The raw rows at slot 3: list rows are D1=0 a=1 gB=2 b=3 D2=4 L=5 c=6 D3=7 gN=8 d=9.
        var there = s
        there.move(toSlot: 3)
        #expect(there.slots.liftedDisplayRow == 4)
        #expect(
            (0..<10).map { there.displayRow($0) } == [
                .row(0), .row(1), .row(2), .row(4), .lifted(0), .lifted(1), .lifted(2), .row(6), .row(7), .row(8),
            ])
        // Where it is allowed, the drop lands exactly as it was drawn.
        for slot in [2, 3, 4, 5] {
            #expect(rowIDs(try droppedBlock(s, at: slot)) == expected[slot], "slot \(slot)")
        }
    }

    @Test func aLongBlockIsDrawnAsItsFirstEightLines() throws {
        // Day 1: n1 … n12; day 2: z. Rows: D1 n1 … n12 D2 z (15).
        let t = trip(days: 2, items: (1...12).map { note("n\($0)", day: 1, Double($0)) } + [note("z", day: 2, 1)])
        let lifted = (2...11).map { "n\($0)" }
        let s = try #require(DragSession(grabbing: lifted, in: TripLayout(t)))
        #expect(DragSession.shownBlockRows == 8)
        #expect(s.items.map(\.id) == lifted)
        #expect(s.slots.liftedHeight == 8)
        #expect(s.slots.displayRowCount(listRows: 15) == 13)
        #expect(s.origin == 1)
        #expect(s.slotCount == 5)  // D1 n1 n12 | D2 z
        let shown = (2...9).map { "n\($0)" }
        #expect(s.blockScreenIDs(at: 0) == ["D1"] + shown + ["n1", "n12", "D2", "z"])
        #expect(s.blockScreenIDs(at: 1) == ["D1", "n1"] + shown + ["n12", "D2", "z"])
        #expect(s.blockScreenIDs(at: 4) == ["D1", "n1", "n12", "D2", "z"] + shown)
        for slot in 0..<s.slotCount {
            var copy = s
            copy.move(toSlot: slot)
            let liftedLines = (0..<13).compactMap { y -> Int? in
                if case .lifted(let k) = copy.displayRow(y) { return k }
                return nil
            }
            #expect(liftedLines == Array(0..<8), "slot \(slot)")
        }
        // The drop lands the whole block, all ten, not just what was drawn.
        #expect(rowIDs(try droppedBlock(s, at: 4)) == ["D1", "n1", "n12", "D2", "z"] + lifted)
    }

    // MARK: - The block's arithmetic (docs/file-format.md)

    @Test func keysDivideTheGapEvenlyByTheFormulasOfSection4_5() throws {
        func item(_ key: Double) -> SortKeys.Neighbour { SortKeys.Neighbour(key: key, isItem: true) }
        func game(_ anchor: Double) -> SortKeys.Neighbour { SortKeys.Neighbour(key: anchor, isItem: false) }
        // m items between p and n: p + (n − p)·i/(m + 1).
        #expect(SortKeys.keys(count: 3, after: item(1), before: item(2)) == [1.25, 1.5, 1.75])
        #expect(SortKeys.keys(count: 4, after: game(0), before: game(1)) == [0.2, 0.4, 0.6, 0.8])
        #expect(SortKeys.keys(count: 3, after: item(-1), before: game(0)) == [-0.75, -0.5, -0.25])
        let (p, n, m) = (0.1, 0.7, 5)
        #expect(
            SortKeys.keys(count: m, after: item(p), before: item(n))
                == (1...m).map { i in p + (n - p) * Double(i) / Double(m + 1) })
        // After only P: p + i.
        #expect(SortKeys.keys(count: 3, after: item(2.5), before: nil) == [3.5, 4.5, 5.5])
        #expect(SortKeys.keys(count: 3, after: game(1), before: nil) == [2, 3, 4])
        // Before only N: n − m − 1 + i.
        #expect(SortKeys.keys(count: 3, after: nil, before: game(0)) == [-3, -2, -1])
        #expect(SortKeys.keys(count: 2, after: nil, before: item(0.5)) == [-1.5, -0.5])
        // An empty day: 1 … m.
        #expect(SortKeys.keys(count: 4, after: nil, before: nil) == [1, 2, 3, 4])
        // One item (docs/file-format.md), (p + n) / 2.
        #expect(SortKeys.keys(count: 1, after: item(1), before: item(2)) == [1.5])
        // No room: the values would equal a neighbour's key, or each other.
        #expect(SortKeys.keys(count: 2, after: item(1), before: item(1)) == nil)
        #expect(SortKeys.keys(count: 2, after: item(1), before: item(1.0.nextUp)) == nil)
        #expect(SortKeys.keys(count: 3, after: item(1), before: item(1.0.nextUp.nextUp)) == nil)
        #expect(SortKeys.keys(count: 2, after: game(0), before: item(0)) == nil)
    }

    /// Day 1: a (1), b (2), c (3); day 2: x (1), y (5); day 3 empty. No games.
    static let spread = trip(
        days: 3,
        items: [
            note("a", day: 1, 1), note("b", day: 1, 2), note("c", day: 1, 3), note("x", day: 2, 1),
            note("y", day: 2, 5),
        ])

    @Test func aDroppedBlockGetsTheKeysOfSection4_5InItsOrder() throws {
        let s = try #require(DragSession(grabbing: ["c", "a", "b"], in: TripLayout(Self.spread)))
        func keys(day: Int, index: Int) throws -> [String: ItemPosition] {
            try positions(s.drop(at: try #require(s.slot(day: day, index: index))))
        }
        func at(_ day: Int, _ keys: [Double]) -> [String: ItemPosition] {
            Dictionary(
                uniqueKeysWithValues: zip(["a", "b", "c"], keys).map {
                    ($0, ItemPosition(id: $0, day: day, sortOrder: $1))
                })
        }
        // Between x (1) and y (5), m = 3: 1 + 4·i/4.
        #expect(try keys(day: 2, index: 1) == at(2, [2, 3, 4]))
        // Before only x (1): 1 − 3 − 1 + i.
        #expect(try keys(day: 2, index: 0) == at(2, [-2, -1, 0]))
        // After only y (5): 5 + i.
        #expect(try keys(day: 2, index: 2) == at(2, [6, 7, 8]))
        // An empty day: 1, 2, 3.
        #expect(try keys(day: 3, index: 0) == at(3, [1, 2, 3]))
        #expect(
            dayIDs(try droppedBlock(s, at: try #require(s.slot(day: 2, index: 1))), 2) == ["x", "a", "b", "c", "y"])
    }

    @Test func twoNeighboursSharingAKeyAreNormalizedFirstWithoutChangingWhatTheUserSees() throws {
        // Day 2: x and y share the key 1 (shown x, y, by id).
        var t = Self.spread
        t.items[4].sortOrder = 1
        #expect(dayIDs(t, 2) == ["x", "y"])
        let s = try #require(DragSession(grabbing: ["a", "b"], in: TripLayout(t)))
        let slot = try #require(s.slot(day: 2, index: 1))
        // Normalized, a day without games is 1, 2: only y changes. Then 1 + (2 − 1)·i/3.
        #expect(
            try positions(s.drop(at: slot)) == [
                "y": ItemPosition(id: "y", day: 2, sortOrder: 2),
                "a": ItemPosition(id: "a", day: 2, sortOrder: 1 + 1.0 / 3),
                "b": ItemPosition(id: "b", day: 2, sortOrder: 1 + 2.0 / 3),
            ])
        let after = try droppedBlock(s, at: slot)
        #expect(dayIDs(after, 2) == ["x", "a", "b", "y"])
        #expect(rowIDs(after) == s.blockScreenIDs(at: slot))
        #expect(after.item("x")?.sortOrder == 1)
        #expect(dayIDs(after, 1) == ["c"])
    }

    @Test func normalizationRenumbersEveryGapOfADayWithGamesAndKeepsItsOrder() throws {
        // Day 1: m1, m2 (both −3) before g0; mid1 (0.5), mid2 (0.7) between g0 and g1; late1 (1,
        // after g1 on the equal key) and late2 (7) after g1. Day 2: the block a, b.
        let t = trip(
            days: 2, games: [game("g0", day: 1, at: "13:00", in: "A"), game("g1", day: 1, at: "19:00", in: "A")],
            items: [
                note("m1", day: 1, -3), note("m2", day: 1, -3), note("mid1", day: 1, 0.5),
                note("mid2", day: 1, 0.7), note("late1", day: 1, 1), note("late2", day: 1, 7),
                note("a", day: 2, 1), note("b", day: 2, 2),
            ])
        let before = dayIDs(t, 1)
        #expect(before == ["m1", "m2", "g0", "mid1", "mid2", "g1", "late1", "late2"])
        let s = try #require(DragSession(grabbing: ["a", "b"], in: TripLayout(t)))
        let slot = try #require(s.slot(day: 1, index: 1))  // between m1 and m2, which share a key
        // Before the first game −2, −1; between games 0 and 1, 0 + i/3; after the last game 1 + 1, 1 + 2.
        // Then the block between −2 and −1: −2 + (−1 − −2)·i/3.
        let expected: [String: Double] = [
            "m1": -2, "m2": -1, "mid1": 1.0 / 3, "mid2": 2.0 / 3, "late1": 2, "late2": 3,
            "a": -2 + 1.0 / 3, "b": -2 + 2.0 / 3,
        ]
        #expect(
            try positions(s.drop(at: slot))
                == expected.reduce(into: [:]) { $0[$1.key] = ItemPosition(id: $1.key, day: 1, sortOrder: $1.value) })
        let after = try droppedBlock(s, at: slot)
        #expect(dayIDs(after, 1) == ["m1", "a", "b", "m2", "g0", "mid1", "mid2", "g1", "late1", "late2"])
        #expect(TripCheck(TripLayout(after)).problems.isEmpty)
    }

    @Test func aBlockBetweenAGameAndAnItemOnTheGamesKeyNormalizesFirst() throws {
        // z shares g0's key and stands after it; a block between them has no room.
        let t = trip(
            days: 2, games: [game("g0", day: 1, in: "A")],
            items: [note("z", day: 1, 0), note("a", day: 2, 1), note("b", day: 2, 2)])
        let s = try #require(DragSession(grabbing: ["a", "b"], in: TripLayout(t)))
        let slot = try #require(s.slot(day: 1, index: 1))
        // After the last game (anchor 0): z gets 0 + 1. The block: 0 + (1 − 0)·i/3.
        #expect(
            try positions(s.drop(at: slot)) == [
                "z": ItemPosition(id: "z", day: 1, sortOrder: 1),
                "a": ItemPosition(id: "a", day: 1, sortOrder: 1.0 / 3),
                "b": ItemPosition(id: "b", day: 1, sortOrder: 2.0 / 3),
            ])
        #expect(dayIDs(try droppedBlock(s, at: slot), 1) == ["g0", "a", "b", "z"])
    }

    @Test func aGapExhaustedByRepeatedHalvingIsNormalizedAndTheOrderKept() throws {
        // Day 1: the block a, b. Day 2: x (1) and y (2); notes h1, h2, … each put just after x by
        // The sortOrder rule's halving (docs/file-format.md), so the gap after x is 2^−k after k of them.
        var t = trip(
            days: 2, items: [note("a", day: 1, 1), note("b", day: 1, 2), note("x", day: 2, 1), note("y", day: 2, 2)])
        var expectedDay = ["x", "y"]
        for k in 1...51 {
            let placement = SortKeys.place(inDay: 2, entries: TripLayout(t).day(2).entries, at: 1)
            #expect(placement.renumbered.isEmpty && placement.sortOrder == 1 + 1 / Double(1 << k), "halving \(k)")
            t.items.append(note("h\(k)", day: 2, placement.sortOrder))
            expectedDay.insert("h\(k)", at: 1)
            #expect(dayIDs(t, 2) == expectedDay)
            // The block between x and h_k: p + (n − p)·i/3, while those fit strictly between.
            let s = try #require(DragSession(grabbing: ["a", "b"], in: TripLayout(t)))
            let slot = try #require(s.slot(day: 2, index: 1))
            let (p, n) = (1.0, placement.sortOrder)
            let formula = (1...2).map { i in p + (n - p) * Double(i) / 3 }
            guard formula[0] > p && formula[0] < formula[1] && formula[1] < n else {
                // Out of room: that is when the gap is two ulps, after 51 halvings.
                #expect(k == 51)
                #expect(n == 1.0.nextUp.nextUp)
                break
            }
            #expect(
                try positions(s.drop(at: slot)) == [
                    "a": ItemPosition(id: "a", day: 2, sortOrder: formula[0]),
                    "b": ItemPosition(id: "b", day: 2, sortOrder: formula[1]),
                ],
                "after \(k) halvings")
        }
        // The day is normalized first, 1, 2, 3, … in display order (x keeps 1), then the block
        // goes between 1 and 2.
        let s = try #require(DragSession(grabbing: ["a", "b"], in: TripLayout(t)))
        let slot = try #require(s.slot(day: 2, index: 1))
        var expected: [String: ItemPosition] = [
            "a": ItemPosition(id: "a", day: 2, sortOrder: 1 + 1.0 / 3),
            "b": ItemPosition(id: "b", day: 2, sortOrder: 1 + 2.0 / 3),
        ]
        for (i, id) in expectedDay.enumerated() where id != "x" {
            expected[id] = ItemPosition(id: id, day: 2, sortOrder: Double(i + 1))
        }
        #expect(try positions(s.drop(at: slot)) == expected)
        let after = try droppedBlock(s, at: slot)
        #expect(dayIDs(after, 2) == [expectedDay[0], "a", "b"] + expectedDay.dropFirst())
    }

    // MARK: - Forbidden slots

    /// Day 1: gB (Boston); day 2: L1 Boston → New York (1), c (2); day 3: gN (New York),
    /// L2 New York → Philadelphia (1, after gN). Philadelphia has no games.
    static let twoLegs = trip(
        days: 3,
        games: [
            game("gB", day: 1, at: "13:00", in: "Boston", away: "Yankees", home: "Red Sox"),
            game("gN", day: 3, at: "19:05", in: "New York", away: "Blue Jays", home: "Yankees"),
        ],
        items: [
            leg("L1", day: 2, 1, from: "Boston", to: "New York"), note("c", day: 2, 2),
            leg("L2", day: 3, 1, from: "New York", to: "Philadelphia"),
        ])

    @Test func aBlockIsRefusedWhereAnyOfItsLegsIsForbiddenNamingTheFirstSuchLeg() throws {
        let s = try #require(DragSession(grabbing: ["L2", "c", "L1"], in: TripLayout(Self.twoLegs)))
        #expect(s.items.map(\.id) == ["L1", "c", "L2"])
        // Without the block: D1 gB | D2 | D3 gN: slots 0 1 | 2 | 3 4.
        #expect(s.slotCount == 5)
        let expected: [(slot: Int, reason: String, game: String)] = [
            (0, Self.leaveBeforeRedSox, "gB"),  // both legs blocked: L1 comes first
            (1, Self.leaveNewYorkBefore, "gN"),  // L1 may leave Boston here; L2 not New York
            (2, Self.leaveNewYorkBefore, "gN"),
            (3, Self.leaveNewYorkBefore, "gN"),
            (4, Self.arriveAfterYankees, "gN"),  // L2 may leave now, but L1 arrives too late
        ]
        for (slot, reason, gameID) in expected {
            #expect(s.reason(atSlot: slot)?.description == reason, "slot \(slot)")
            #expect(s.reason(atSlot: slot)?.gameID == gameID, "slot \(slot)")
            guard case .refused(let refusal) = s.drop(at: slot) else {
                Issue.record("slot \(slot): \(s.drop(at: slot)) is not a refusal")
                continue
            }
            #expect(refusal.description == reason, "slot \(slot)")
        }
        // Without L2, the block may go where L1 may.
        let twoOfThem = try #require(DragSession(grabbing: ["L1", "c"], in: TripLayout(Self.twoLegs)))
        #expect(twoOfThem.verdictMap == "✗✓|✓|✓✗✗")  // day 3 is gN, L2 without the block
        #expect(twoOfThem.reason(atSlot: 0)?.description == Self.leaveBeforeRedSox)
        #expect(dayIDs(try droppedBlock(twoOfThem, at: 1), 1) == ["gB", "L1", "c"])
    }

    @Test func theReasonNamesTheFirstBlockedLegInDisplayOrderNotInTheOrderGrabbed() throws {
        // L2 moved to day 1 before gB, so the block shows L2 first.
        var t = Self.twoLegs
        t.items[2] = leg("L2", day: 1, -1, from: "New York", to: "Philadelphia")
        let s = try #require(DragSession(grabbing: ["L1", "L2"], in: TripLayout(t)))
        #expect(s.items.map(\.id) == ["L2", "L1"])
        #expect(s.reason(atSlot: 0)?.description == Self.leaveNewYorkBefore)
        #expect(s.drop(at: 0) == .refused(try #require(s.reason(atSlot: 0))))
        // Where only L1 is blocked (after gN), L1 is named.
        let last = s.slotCount - 1
        #expect(s.position(ofSlot: last) == (3, 1))
        #expect(s.reason(atSlot: last)?.description == Self.arriveAfterYankees)
    }

    // MARK: - Dropping at the origin, and one item

    /// Day 1: a (1), b (2), c (3), d (4); day 2: e (1).
    static let row = trip(
        days: 2,
        items: [
            note("a", day: 1, 1), note("b", day: 1, 2), note("c", day: 1, 3),
            note("d", day: 1, 4), note("e", day: 2, 1),
        ])

    @Test func aBlockTogetherAtItsOriginIsUnchangedThereAndMovesAnywhereElse() throws {
        let s = try #require(DragSession(grabbing: ["b", "c"], in: TripLayout(Self.row)))
        #expect(s.origin == 1)  // between a and d
        #expect(s.drop(at: s.origin) == .unchanged)
        #expect(dayIDs(try droppedBlock(s, at: 0), 1) == ["b", "c", "a", "d"])
        #expect(dayIDs(try droppedBlock(s, at: 2), 1) == ["a", "d", "b", "c"])
        // The same block at the origin of a session from another place is not unchanged.
        let moved = try droppedBlock(s, at: 2)
        let again = try #require(DragSession(grabbing: ["b", "c"], in: TripLayout(moved)))
        #expect(again.origin == 2)
        #expect(again.drop(at: 2) == .unchanged)
        #expect(again.drop(at: 1) != .unchanged)
    }

    @Test func aScatteredBlockDroppedAtItsOriginIsGatheredThere() throws {
        let s = try #require(DragSession(grabbing: ["c", "a"], in: TripLayout(Self.row)))
        #expect(s.origin == 0)
        // Without a and c: b (2), d (4); before only b: 2 − 2 − 1 + i.
        #expect(
            try positions(s.drop(at: s.origin)) == [
                "a": ItemPosition(id: "a", day: 1, sortOrder: 0), "c": ItemPosition(id: "c", day: 1, sortOrder: 1),
            ])
        #expect(dayIDs(try droppedBlock(s, at: s.origin), 1) == ["a", "c", "b", "d"])
        // Together within the rows but across a header is not together: d ends day 1, e starts day 2.
        let across = try #require(DragSession(grabbing: ["d", "e"], in: TripLayout(Self.row)))
        #expect(across.origin == 3)
        #expect(across.drop(at: across.origin) != .unchanged)
        let gathered = try droppedBlock(across, at: across.origin)
        #expect(dayIDs(gathered, 1) == ["a", "b", "c", "d", "e"])
        #expect(dayIDs(gathered, 2) == [])
    }

    @Test func aOneItemSessionStillDropsAsAMove() throws {
        let s = try #require(DragSession(grabbing: ["b"], in: TripLayout(Self.row)))
        // Without b: a c d; index 2 is between c (3) and d (4): (3 + 4) / 2.
        #expect(s.drop(at: 2) == .moved(.move(trip: "t", item: "b", to: Landing(day: 1, sortOrder: 3.5))))
        #expect(s.drop(at: s.origin) == .unchanged)
        let single = try session("b", Self.row)
        #expect(single.drop(at: 2) == s.drop(at: 2))
        // Onto day 2 after e (1): 1 + 1.
        #expect(s.drop(at: 5) == .moved(.move(trip: "t", item: "b", to: Landing(day: 2, sortOrder: 2))))
    }

    // MARK: - Pasting a block

    /// Pasted: a note, a leg Boston → New York, a note.
    static let pasted = [
        note("p1", day: 1, 0, "First"), leg("p2", day: 1, 0, from: "Boston", to: "New York"),
        note("p3", day: 1, 0, "Third"),
    ]

    @Test func aPasteOnAForbiddenSlotIsRefusedWhole() throws {
        let t = Self.swing
        for (day, index, reason) in [
            (1, 0, Self.leaveBeforeRedSox), (1, 1, Self.leaveBeforeRedSox),
            (3, 1, Self.arriveAfterYankees),
        ] {
            switch BlockInsertion.insert(Self.pasted, into: t, day: day, index: index) {
            case .failure(let refusal): #expect(refusal.description == reason, "day \(day) index \(index)")
            case .success(let done): Issue.record("day \(day) index \(index): pasted as \(done.edit)")
            }
        }
        // Two legs, both blocked: the first pasted is named.
        let legs = [
            leg("q1", day: 1, 0, from: "New York", to: "Philadelphia"),
            leg("q2", day: 1, 0, from: "Boston", to: "New York"),
        ]
        switch BlockInsertion.insert(legs, into: t, day: 1, index: 0) {
        case .failure(let refusal): #expect(refusal.description == Self.leaveNewYorkBefore)
        case .success(let done): Issue.record("pasted as \(done.edit)")
        }
    }

    @Test func aPasteOnAnAllowedSlotIsOneInsertAtThatSlot() throws {
        let t = Self.swing
        // Day 2 before L (1): 1 − 3 − 1 + i.
        guard case .success(let done) = BlockInsertion.insert(Self.pasted, into: t, day: 2, index: 0) else {
            Issue.record("refused")
            return
        }
        let placed = [
            note("p1", day: 2, -2, "First"), leg("p2", day: 2, -1, from: "Boston", to: "New York"),
            note("p3", day: 2, 0, "Third"),
        ]
        #expect(done.edit == .insert(trip: "t", items: placed, renumbered: []))
        #expect(done.description == "Day 2 · Sat Jun 13 · before Boston → New York")
        let after = try applying(done.edit, to: t)
        #expect(dayIDs(after, 2) == ["p1", "p2", "p3", "L", "c"])
        #expect(problems(after).isEmpty)
        // Notes alone go anywhere, even where the leg may not.
        let notes = [Self.pasted[0], Self.pasted[2]]
        guard case .success(let early) = BlockInsertion.insert(notes, into: t, day: 1, index: 0) else {
            Issue.record("notes refused")
            return
        }
        #expect(dayIDs(try applying(early.edit, to: t), 1) == ["p1", "p3", "a", "gB", "b"])
    }

    @Test func aPasteBetweenItemsSharingAKeyRenumbersInTheSameStep() throws {
        var t = Self.swing
        t.items[3].sortOrder = 1  // c now shares L's key: L, c by id
        #expect(dayIDs(t, 2) == ["L", "c"])
        guard
            case .success(let done) = BlockInsertion.insert(
                [Self.pasted[0], Self.pasted[2]], into: t, day: 2, index: 1)
        else {
            Issue.record("refused")
            return
        }
        #expect(
            done.edit
                == .insert(
                    trip: "t",
                    items: [note("p1", day: 2, 1 + 1.0 / 3, "First"), note("p3", day: 2, 1 + 2.0 / 3, "Third")],
                    renumbered: [Renumbering(id: "c", value: 2)]))
        #expect(dayIDs(try applying(done.edit, to: t), 2) == ["L", "p1", "p3", "c"])
    }

    @Test func pastedItemsKeepFreeIdsAndTakenOnesAreRenamed() throws {
        var t = Self.swing
        t.items.append(note("lunch", day: 2, 3, "Lunch"))
        let library = Library(trips: [t, trip("u", days: 1, order: 2)])
        let items = [
            note("fresh", day: 1, 0, "Fresh"),  // free: kept
            note("a", day: 1, 0, "Lunch"),  // an item's id; "lunch" is taken too
            leg("L", day: 1, 0, from: "Boston", to: "New York"),  // a leg's id
            note("gB", day: 1, 0, "Walk the Freedom Trail"),  // a game's id
            note("u", day: 1, 0, "Walk the Freedom Trail"),  // a trip's id
            note("fresh", day: 1, 0, "Fresh"),  // free, but the first took it
        ]
        let free = library.withFreeIDs(items)
        #expect(
            free.map(\.id) == [
                "fresh", "lunch-2", "boston-new-york", "walk-the-freedom-trail",
                "walk-the-freedom-trail-2", "fresh-2",
            ])
        // Only the ids change.
        for (old, new) in zip(items, free) {
            var renamed = old
            renamed.id = new.id
            #expect(renamed == new)
        }
        // And the library takes them all at once.
        #expect(throws: Never.self) { try library.applying(.insert(trip: "t", items: free)) }
    }

    /// A free id is kept even when an earlier pasted item, renamed, would have liked it: the
    /// renamed one must not take it (the first paste after a cut keeps the ids: docs/keys.md).
    @Test func aRenamedItemNeverTakesTheFreeIdOfAnotherPastedItem() throws {
        let library = Library(trips: [Self.swing])
        // a is taken, and its title makes the slug "walk"; the second item's own id "walk" is free.
        let items = [note("a", day: 1, 0, "Walk"), note("walk", day: 1, 0, "Stroll")]
        let free = library.withFreeIDs(items)
        #expect(free[1].id == "walk", "a free id was renamed: \(free.map(\.id))")
        #expect(free[0].id != "a" && free[0].id != "walk", "\(free.map(\.id))")
        #expect(Set(free.map(\.id)).count == 2)
    }

    // MARK: - Edits of many items at once

    /// Trip t: day 1 gB, a (−1), b (0.5); day 2 c (1). Trip u: w (1).
    static let library = Library(trips: [
        trip(
            "t", days: 2, games: [game("gB", day: 1, in: "Boston")],
            items: [note("a", day: 1, -1), note("b", day: 1, 0.5), note("c", day: 2, 1)]),
        trip("u", days: 1, order: 2, items: [note("w", day: 1, 1)]),
    ])

    @Test func insertRemoveAndArrangeAreUndoneExactlyFileOrderAndBytesIncluded() throws {
        let start = Self.library
        let edits: [Edit] = [
            .arrange(
                trip: "t",
                positions: [
                    ItemPosition(id: "a", day: 2, sortOrder: 0.5),
                    ItemPosition(id: "c", day: 1, sortOrder: 7),
                    ItemPosition(id: "b", day: 1, sortOrder: -3),
                ]),
            .insert(trip: "t", items: [note("n1", day: 2, 3), note("n2", day: 1, 2)]),
            .insert(trip: "t", items: [note("n1", day: 2, 3), note("n2", day: 1, 2)], at: [0, 3]),
            .insert(trip: "t", items: [note("n1", day: 1, 0.25)], renumbered: [Renumbering(id: "b", value: 9)]),
            .remove(trip: "t", items: ["c", "a"]),
            .remove(
                trip: "t", items: ["b"], renumbered: [Renumbering(id: "a", value: -9), Renumbering(id: "c", value: 4)]),
            .remove(trip: "u", items: ["w"]),
        ]
        let bytes = LibraryEncoder.encode(start)
        for edit in edits {
            let (changed, inverse) = try start.applyingWithInverse(edit)
            #expect(changed != start, "\(edit) changed nothing")
            let undone = try changed.applying(inverse)
            #expect(undone == start, "the inverse of \(edit) is not exact")
            #expect(LibraryEncoder.encode(undone) == bytes, "\(edit)")
            // The inverse's inverse does it again.
            let redo = try changed.applyingWithInverse(inverse).inverse
            let redone = try undone.applying(redo)
            #expect(LibraryEncoder.encode(redone) == LibraryEncoder.encode(changed), "redo of \(edit)")
        }
    }

    @Test func insertRemoveAndArrangeDoWhatTheySay() throws {
        let start = Self.library
        let arranged = try #require(
            try start.applying(
                .arrange(
                    trip: "t",
                    positions: [
                        ItemPosition(id: "a", day: 2, sortOrder: 0.5), ItemPosition(id: "c", day: 1, sortOrder: 7),
                    ])
            ).trip("t"))
        #expect(arranged.items.map(\.id) == ["a", "b", "c"])  // file order kept
        #expect(dayIDs(arranged, 1) == ["gB", "b", "c"])
        #expect(dayIDs(arranged, 2) == ["a"])
        let inserted = try #require(
            try start.applying(.insert(trip: "t", items: [note("n1", day: 2, 3), note("n2", day: 1, 2)], at: [0, 3]))
                .trip("t"))
        #expect(inserted.items.map(\.id) == ["n1", "a", "b", "n2", "c"])
        let appended = try #require(
            try start.applying(.insert(trip: "t", items: [note("n1", day: 2, 3), note("n2", day: 1, 2)])).trip("t"))
        #expect(appended.items.map(\.id) == ["a", "b", "c", "n1", "n2"])
        let removed = try start.applying(
            .remove(trip: "t", items: ["c", "a"], renumbered: [Renumbering(id: "b", value: 2)]))
        #expect(removed.trip("t")?.items == [note("b", day: 1, 2)])
        #expect(removed.trip("u") == start.trip("u"))
        // The inverse of a remove puts each item back where it was in the file.
        let (_, inverse) = try start.applyingWithInverse(.remove(trip: "t", items: ["c", "a"]))
        #expect(
            inverse
                == .insert(
                    trip: "t", items: [note("a", day: 1, -1), note("c", day: 2, 1)], at: [0, 2], renumbered: []))
    }

    /// `.arrange` and `.move` refuse a sortOrder that is not a finite number (docs/file-format.md);
    /// `.insert` must too, or the library holds an item the encoder cannot write.
    @Test func insertRefusesANonFiniteSortOrderAsArrangeDoes() {
        for key in [Double.nan, .infinity, -.infinity] {
            #expect(throws: EditError.self, "sortOrder \(key)") {
                try Self.library.applying(.insert(trip: "t", items: [note("n", day: 1, key)]))
            }
        }
    }

    @Test func editsOfManyItemsThatDoNotFitTheLibraryAreRefused() {
        let lib = Self.library
        func refused(_ edit: Edit, _ why: String) {
            #expect(throws: EditError.self, "\(why)") { try lib.applying(edit) }
        }
        // arrange
        refused(.arrange(trip: "t", positions: [ItemPosition(id: "nope", day: 1, sortOrder: 1)]), "unknown item")
        refused(
            .arrange(trip: "t", positions: [ItemPosition(id: "w", day: 1, sortOrder: 1)]), "an item of another trip")
        refused(.arrange(trip: "t", positions: [ItemPosition(id: "gB", day: 1, sortOrder: 1)]), "a game")
        refused(.arrange(trip: "t", positions: [ItemPosition(id: "a", day: 0, sortOrder: 1)]), "day 0")
        refused(.arrange(trip: "t", positions: [ItemPosition(id: "a", day: 3, sortOrder: 1)]), "past the last day")
        refused(.arrange(trip: "t", positions: [ItemPosition(id: "a", day: 1, sortOrder: .nan)]), "NaN")
        refused(.arrange(trip: "t", positions: [ItemPosition(id: "a", day: 1, sortOrder: .infinity)]), "infinity")
        refused(
            .arrange(
                trip: "t",
                positions: [ItemPosition(id: "a", day: 1, sortOrder: 1), ItemPosition(id: "a", day: 2, sortOrder: 1)]),
            "named twice")
        refused(.arrange(trip: "nope", positions: [ItemPosition(id: "a", day: 1, sortOrder: 1)]), "unknown trip")
        // insert
        refused(.insert(trip: "t", items: [note("a", day: 1, 1)]), "an item's id")
        refused(.insert(trip: "t", items: [note("w", day: 1, 1)]), "an item's id in another trip")
        refused(.insert(trip: "t", items: [note("gB", day: 1, 1)]), "a game's id")
        refused(.insert(trip: "t", items: [note("u", day: 1, 1)]), "a trip's id")
        refused(.insert(trip: "t", items: [note("n", day: 1, 1), note("n", day: 2, 1)]), "a new id twice")
        refused(.insert(trip: "t", items: [note("n", day: 3, 1)]), "past the last day")
        refused(.insert(trip: "t", items: [note("n", day: 0, 1)]), "day 0")
        refused(.insert(trip: "t", items: [note("n", day: 1, 1)], at: [0, 1]), "more places than items")
        refused(
            .insert(trip: "t", items: [note("n", day: 1, 1), note("m", day: 1, 2)], at: [2, 1]), "places out of order")
        refused(.insert(trip: "t", items: [note("n", day: 1, 1)], at: [4]), "a place past the end")
        refused(
            .insert(trip: "t", items: [note("n", day: 1, 1)], renumbered: [Renumbering(id: "nope", value: 1)]),
            "renumbering an unknown item")
        refused(.insert(trip: "nope", items: [note("n", day: 1, 1)]), "unknown trip")
        // remove
        refused(.remove(trip: "t", items: ["nope"]), "unknown item")
        refused(.remove(trip: "t", items: ["a", "nope"]), "one unknown among known")
        refused(.remove(trip: "t", items: ["w"]), "an item of another trip")
        refused(.remove(trip: "t", items: ["gB"]), "a game")
        refused(.remove(trip: "t", items: ["a", "a"]), "named twice")
        refused(
            .remove(trip: "t", items: ["a"], renumbered: [Renumbering(id: "a", value: 1)]),
            "renumbering the removed item")
        refused(.remove(trip: "nope", items: ["a"]), "unknown trip")
    }
}

// MARK: - Helpers for blocks

extension DragSession {
    /// What is on screen while the block sits at `slot`, as ids (`D1` for headers): the lifted
    /// lines as the block's items, as many as are drawn.
    func blockScreenIDs(at slot: Int) -> [String] {
        var copy = self
        copy.move(toSlot: slot)
        return (0..<copy.slots.displayRowCount(listRows: layout.rows.count)).map { y in
            switch copy.displayRow(y) {
            case .lifted(let k): return items[k].id
            case .row(let r):
                switch layout.rows[r] {
                case .header(let day): return "D\(day)"
                case .entry(let e): return e.id
                }
            }
        }
    }
}

/// The positions a drop gives, by id, whatever the edit's kind; fails on anything but a move.
func positions(_ outcome: ReorderOutcome) throws -> [String: ItemPosition] {
    guard case .moved(let edit) = outcome else {
        Issue.record("not a move: \(outcome)")
        return [:]
    }
    switch edit {
    case .arrange(_, let positions):
        #expect(Set(positions.map(\.id)).count == positions.count, "an item placed twice: \(positions)")
        return Dictionary(positions.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    case .move(_, let item, let placement):
        var result = [item: ItemPosition(id: item, day: placement.day, sortOrder: placement.sortOrder)]
        for r in placement.renumbered { result[r.id] = ItemPosition(id: r.id, day: placement.day, sortOrder: r.value) }
        return result
    default:
        Issue.record("a drop made \(edit)")
        return [:]
    }
}

/// The trip after the session's drop at `slot`; fails when the drop does not move anything.
func droppedBlock(_ s: DragSession, at slot: Int) throws -> Trip {
    guard case .moved(let edit) = s.drop(at: slot) else {
        Issue.record("dropping \(s.items.map(\.id)) at slot \(slot) did not move: \(s.drop(at: slot))")
        return s.trip
    }
    return try applying(edit, to: s.trip)
}
