import ItineraryCore
import Testing

/// The reorder session shared by a trip's items and the trips list (docs/file-format.md,
/// docs/keys.md): `ReorderSlots`' arithmetic, `TripReorder`, and `itin move`'s targets as slots.
@Suite struct ReorderTests {
    // MARK: - ReorderSlots: sections

    /// Three sections of slots: 0 1 2 | 3 4 | 5 6 7.
    func threeSections(at slot: Int) -> ReorderSlots {
        var s = ReorderSlots(liftedRow: 1, firstSlotRow: 1, origin: 0, sectionStarts: [0, 3, 5, 8])
        s.move(toSlot: slot)
        return s
    }

    /// Where `move(sections:)` lands from a slot.
    func jump(from slot: Int, sections offset: Int) -> Int {
        var s = threeSections(at: slot)
        s.move(sections: offset)
        return s.current
    }

    @Test func slotsKnowTheirSection() {
        let s = threeSections(at: 0)
        #expect(s.slotCount == 8 && s.sectionCount == 3)
        #expect((0..<8).map(s.section(ofSlot:)) == [0, 0, 0, 1, 1, 2, 2, 2])
        #expect(s.position(ofSlot: 4) == (1, 1))
        #expect(s.slot(section: 2, index: 2) == 7)
        #expect(s.slot(section: 1, index: 2) == nil, "section 1 has two slots")
        #expect(s.slot(section: 3, index: 0) == nil)
    }

    @Test func aSectionJumpLandsOnTheFirstSlotOfTheNextSection() {
        #expect(jump(from: 1, sections: 1) == 3)
        #expect(jump(from: 3, sections: 1) == 5)
        #expect(jump(from: 4, sections: 1) == 5)
    }

    @Test func aSectionJumpBackLandsOnTheFirstSlotOfThePreviousSection() {
        #expect(jump(from: 7, sections: -1) == 3)
        #expect(jump(from: 5, sections: -1) == 3)
        #expect(jump(from: 4, sections: -1) == 0)
    }

    @Test func aSectionJumpPastEitherEndStopsAtTheFirstOrLastSlot() {
        #expect(jump(from: 5, sections: 1) == 7, "past the last section: the last slot")
        #expect(jump(from: 7, sections: 1) == 7)
        #expect(jump(from: 1, sections: 5) == 7)
        #expect(jump(from: 1, sections: -1) == 0)
        #expect(jump(from: 6, sections: -5) == 0)
    }

    // MARK: - ReorderSlots: what each display row shows

    /// The rows as drawn while lifted at `slot`: the lifted row marked `▶`.
    func drawn(_ rows: [String], _ slots: ReorderSlots, at slot: Int) -> [String] {
        var s = slots
        s.move(toSlot: slot)
        return rows.indices.map { y in
            switch s.displayRow(y) {
            case .lifted: return "▶" + rows[s.liftedRows[0]]
            case .row(let r): return rows[r]
            }
        }
    }

    @Test func onTheTripsListSlotZeroIsDrawnAtRowZero() {
        let rows = ["A", "B", "C", "D"]
        let slots = ReorderSlots(liftedRow: 1, firstSlotRow: 0, origin: 1, sectionStarts: [0, 4])
        #expect(drawn(rows, slots, at: 1) == ["A", "▶B", "C", "D"])
        #expect(drawn(rows, slots, at: 0) == ["▶B", "A", "C", "D"])
        #expect(drawn(rows, slots, at: 3) == ["A", "C", "D", "▶B"])
        #expect(slots.slot(atRow: 2) == 2)
        #expect(slots.slot(atRow: -1) == 0 && slots.slot(atRow: 9) == 3, "a row past either end is clamped")
        #expect(slots.verdict(atDisplayRow: 0) == .allowed)
    }

    @Test func inATripSlotZeroIsDrawnBelowTheFirstHeader() {
        // Day 1: a b c, with b lifted: slots before a, before c, after c.
        let rows = ["D1", "a", "b", "c"]
        let slots = ReorderSlots(liftedRow: 2, firstSlotRow: 1, origin: 1, sectionStarts: [0, 3])
        #expect(drawn(rows, slots, at: 1) == ["D1", "a", "▶b", "c"])
        #expect(drawn(rows, slots, at: 0) == ["D1", "▶b", "a", "c"])
        #expect(drawn(rows, slots, at: 2) == ["D1", "a", "c", "▶b"])
        #expect(slots.slot(atRow: 0) == 0, "nothing goes above the first header")
        #expect(slots.verdict(atDisplayRow: 0) == nil && slots.verdict(atDisplayRow: 3) == .allowed)
        #expect(slots.verdict(atDisplayRow: 4) == nil)
    }

    @Test func aHeaderShufflesAboveTheLiftedRowWhenItCrossesIntoTheNextDay() {
        // Day 1: a; day 2: b. With a lifted: day 1 has one slot, day 2 two.
        let rows = ["D1", "a", "D2", "b"]
        let slots = ReorderSlots(liftedRow: 1, firstSlotRow: 1, origin: 0, sectionStarts: [0, 1, 3])
        #expect(drawn(rows, slots, at: 0) == ["D1", "▶a", "D2", "b"])
        #expect(drawn(rows, slots, at: 1) == ["D1", "D2", "▶a", "b"])
        #expect(drawn(rows, slots, at: 2) == ["D1", "D2", "b", "▶a"])
    }

    // MARK: - ReorderSlots: verdicts

    /// A verdict that forbids a slot: the Boston → New York leg of the demo at the top of day 1.
    func aForbiddenVerdict() throws -> Verdict {
        let trip = try #require(DemoLibrary.library.trip("ne-2026"))
        let verdict = try session("ne-t1", trip).slots.verdict(atSlot: 0)
        try #require(!verdict.isAllowed)
        return verdict
    }

    @Test func verdictsThatAllowEverySlotAreNotKept() throws {
        let all = ReorderSlots(
            liftedRow: 0, firstSlotRow: 0, origin: 0, sectionStarts: [0, 4],
            verdicts: Array(repeating: .allowed, count: 4))
        #expect(all.allowsEverySlot)
        #expect(all == ReorderSlots(liftedRow: 0, firstSlotRow: 0, origin: 0, sectionStarts: [0, 4]))
        #expect((0..<4).allSatisfy { all.verdict(atSlot: $0) == .allowed })
        #expect(all.allowedSlot(from: 0, 1) == 1)
        #expect(all.allowedSlot(from: 3, 1) == nil)
    }

    @Test func oneForbiddenSlotIsKeptAndSkipped() throws {
        let forbidden = try aForbiddenVerdict()
        var some = ReorderSlots(
            liftedRow: 0, firstSlotRow: 0, origin: 0, sectionStarts: [0, 4],
            verdicts: [.allowed, forbidden, .allowed, .allowed])
        #expect(!some.allowsEverySlot)
        #expect(some.verdict(atSlot: 1) == forbidden)
        #expect(some.moveToAllowed(1) && some.current == 2, "slot 1 is skipped")
    }

    // MARK: - TripReorder

    let threeTrips = Library(trips: [
        trip("a", days: 1, order: 1), trip("b", days: 1, order: 2), trip("c", days: 1, order: 3),
    ])

    func reorder(_ id: String) throws -> TripReorder {
        try #require(TripReorder(grabbing: id, in: threeTrips))
    }

    @Test func aLiftedTripHasOneSlotPerTripAllAllowed() throws {
        let r = try reorder("a")
        #expect(r.slots.slotCount == 3 && r.slots.sectionCount == 1)
        #expect(r.origin == 0 && r.current == 0)
        #expect(r.slots.allowsEverySlot)
        #expect((0..<3).allSatisfy { r.reason(atSlot: $0) == nil })
        #expect(r.focus == .trip("a") && r.liftedName == "Trip a")
        #expect(TripReorder(grabbing: "nope", in: threeTrips) == nil)
    }

    @Test func droppingATripWhereItWasChangesNothing() throws {
        #expect(try reorder("a").drop(at: 0) == .unchanged)
        #expect(try reorder("b").drop(at: 1) == .unchanged)
    }

    @Test func droppingATripAtTheLastSlotPutsItLast() throws {
        let r = try reorder("a")
        guard case .moved(let edit) = r.drop(at: 2), case .reorderTrip(trip: "a", _, _) = edit else {
            Issue.record("a drop at slot 2 is a reorderTrip edit of a: \(r.drop(at: 2))")
            return
        }
        #expect(try threeTrips.applying(edit).sortedTrips.map(\.id) == ["b", "c", "a"])
        #expect(r.describe(slot: 2) == "position 3 of 3")
    }

    @Test func droppingATripAtTheFirstSlotPutsItFirst() throws {
        let r = try reorder("c")
        guard case .moved(let edit) = r.drop(at: 0) else {
            Issue.record("a drop at slot 0 moves c")
            return
        }
        #expect(try threeTrips.applying(edit).sortedTrips.map(\.id) == ["c", "a", "b"])
        #expect(r.describe(slot: 0) == "position 1 of 3")
    }

    // MARK: - MoveTarget: itin move's options as slots

    /// What a target gives: a slot, or the complaint `itin move` prints.
    enum Answer: Equatable {
        case slot(Int)
        case complaint(String)
    }

    func answer(_ target: MoveTarget, _ session: DragSession) -> Answer {
        do { return .slot(try target.slot(in: session)) } catch { return .complaint(error.description) }
    }

    func demoSession(_ itemID: String) throws -> DragSession {
        try session(itemID, try #require(DemoLibrary.library.trip("ne-2026")))
    }

    /// Each target in words, for the leg first on day 3 and the note after the day-3 game:
    /// before and after an entry, a day's first and last slot, and each refusal.
    static let answers: [(item: String, target: MoveTarget, says: String)] = [
        ("ne-t1", .before("ne-g3"), "Day 3 · Sun Jun 14 · before Blue Jays @ Yankees"),
        ("ne-n3", .after("ne-g3"), "Day 3 · Sun Jun 14 · after Blue Jays @ Yankees"),
        ("ne-t1", .after("ne-g3"), "Day 3 · Sun Jun 14 · before Late slice at Joe's Pizza"),
        ("ne-t1", .before("ne-g2"), "Day 2 · Sat Jun 13 · before Yankees @ Red Sox"),
        ("ne-n3", .after("ne-n2"), "Day 1 · Fri Jun 12 · after Lobster roll at Neptune Oyster"),
        ("ne-t1", .after("ne-t0"), "Day 1 · Fri Jun 12 · before Freedom Trail walk"),
        ("ne-n3", .before("ne-t1"), "Day 3 · Sun Jun 14 · before Boston → New York"),
        ("ne-t1", .day(1, .first), "Day 1 · Fri Jun 12 · before Chicago → Boston"),
        ("ne-t1", .day(3, .last), "Day 3 · Sun Jun 14 · after Late slice at Joe's Pizza"),
        ("ne-n3", .day(3, .first), "Day 3 · Sun Jun 14 · before Boston → New York"),
        ("ne-n3", .day(9, .last), "Day 9 · Sat Jun 20 · after Cubs @ Nationals"),
        ("ne-t1", .day(0, .last), "✗ day 0 is not in the trip ne-2026 (days 1–9)"),
        ("ne-n3", .day(10, .first), "✗ day 10 is not in the trip ne-2026 (days 1–9)"),
        ("ne-t1", .before("ne-t1"), "✗ an item cannot move relative to itself"),
        ("ne-n3", .after("nope"), "✗ no game or item \"nope\" in the trip ne-2026"),
        ("ne-t1", .before("ca-g1"), "✗ no game or item \"ca-g1\" in the trip ne-2026"),
    ]

    @Test func everyTargetGivesTheSlotItNamesOrSaysWhyNot() throws {
        for (itemID, target, says) in Self.answers {
            let session = try demoSession(itemID)
            switch answer(target, session) {
            case .slot(let slot): #expect(session.describe(slot: slot) == says, "\(itemID) \(target)")
            case .complaint(let complaint): #expect("✗ \(complaint)" == says, "\(itemID) \(target)")
            }
        }
    }

    @Test func beforeAndAfterNameTheSlotNextToTheEntry() throws {
        let s = try demoSession("ne-t1")  // first on day 3, before the Blue Jays game
        #expect(try MoveTarget.before("ne-g3").slot(in: s) == s.origin, "where it already is")
        #expect(s.drop(at: try MoveTarget.before("ne-g3").slot(in: s)) == .unchanged)
        #expect(try MoveTarget.after("ne-g2").slot(in: s) == s.origin - 1)
        #expect(
            s.describe(slot: try MoveTarget.after("ne-g2").slot(in: s))
                == "Day 2 · Sat Jun 13 · after Yankees @ Red Sox")
        #expect(
            s.describe(slot: try MoveTarget.after("ne-g3").slot(in: s))
                == "Day 3 · Sun Jun 14 · before Late slice at Joe's Pizza")
    }

    @Test func dayFirstAndLastNameTheEndsOfTheDay() throws {
        let s = try demoSession("ne-t1")
        #expect(try MoveTarget.day(1, .first).slot(in: s) == 0)
        #expect(try MoveTarget.day(9, .last).slot(in: s) == s.slotCount - 1)
        #expect(try MoveTarget.day(3, .first).slot(in: s) == s.slot(day: 3, index: 0))
        #expect(try MoveTarget.day(3, .last).slot(in: s) == s.slot(day: 3, index: 2), "after the game and the note")
        #expect(
            s.describe(slot: try MoveTarget.day(6, .last).slot(in: s))
                == "Day 6 · Wed Jun 17 · after Liberty Bell and Reading Terminal Market")
    }

    @Test func aTargetThatNamesNoSlotSaysWhy() throws {
        let s = try demoSession("ne-t1")
        #expect(throws: MoveTarget.Problem.dayOutOfRange(day: 10, tripID: "ne-2026", days: 9)) {
            try MoveTarget.day(10, .first).slot(in: s)
        }
        #expect(throws: MoveTarget.Problem.dayOutOfRange(day: 0, tripID: "ne-2026", days: 9)) {
            try MoveTarget.day(0, .last).slot(in: s)
        }
        #expect(throws: MoveTarget.Problem.relativeToItself) { try MoveTarget.after("ne-t1").slot(in: s) }
        #expect(throws: MoveTarget.Problem.noSuchEntry("nope", tripID: "ne-2026")) {
            try MoveTarget.before("nope").slot(in: s)
        }
        #expect(throws: MoveTarget.Problem.noSuchEntry("ca-g1", tripID: "ne-2026"), "another trip's game") {
            try MoveTarget.before("ca-g1").slot(in: s)
        }
        #expect(
            MoveTarget.Problem.dayOutOfRange(day: 10, tripID: "ne-2026", days: 9).description
                == "day 10 is not in the trip ne-2026 (days 1–9)")
    }
}
