import ItineraryCore
import Testing

/// Where a leg may stand and the drag session (docs/travel.md, docs/keys.md): slots in
/// proposed space, headers, moving, dropping.
@Suite struct DragSessionTests {
    /// Day 1: a b c; day 2: d e (no games: every slot allowed).
    let fiveNotes = trip(
        days: 2,
        items: [
            note("a", day: 1, 1), note("b", day: 1, 2), note("c", day: 1, 3),
            note("d", day: 2, 1), note("e", day: 2, 2),
        ])

    @Test func gamesAndUnknownIdsCannotBeGrabbed() {
        let t = trip(days: 1, games: [game("g", day: 1, in: "A")], items: [note("n", day: 1, 1)])
        #expect(DragSession(grabbing: "g", in: TripLayout(t)) == nil)
        #expect(DragSession(grabbing: "missing", in: TripLayout(t)) == nil)
        #expect(DragSession(grabbing: "n", in: TripLayout(t)) != nil)
    }

    @Test func thereIsOneSlotPerRowBelowTheFirstHeaderInProposedSpace() throws {
        let s = try session("b", fiveNotes)
        // Proposed rows: D1 a c D2 d e. The lifted item can be drawn at rows 1…6 (6 = after e):
        // one slot per row below the first header, plus the end of the last day.
        #expect(s.slotCount == fiveNotes.days + fiveNotes.items.count - 1)
        #expect(s.slotCount == TripLayout(fiveNotes).rows.count - 1)
        #expect(s.origin == 1)
        #expect(s.current == s.origin)
        #expect(s.position(ofSlot: s.origin) == (1, 1))
    }

    @Test func slotArithmeticHoldsWhenTheSourceIsAboveTheDestination() throws {
        let s = try session("b", fiveNotes)
        // Day 2 in proposed space: before d, before e, after e.
        #expect(try #require(s.slot(day: 2, index: 0)) == 3)
        #expect(dayIDs(try dropped("b", in: fiveNotes, at: 3), 2) == ["b", "d", "e"])
        #expect(dayIDs(try dropped("b", in: fiveNotes, at: 4), 2) == ["d", "b", "e"])
        #expect(dayIDs(try dropped("b", in: fiveNotes, at: 5), 2) == ["d", "e", "b"])
        // Within its own day, one slot down is after c.
        #expect(dayIDs(try dropped("b", in: fiveNotes, at: 2), 1) == ["a", "c", "b"])
    }

    @Test func slotArithmeticHoldsWhenTheSourceIsBelowTheDestination() throws {
        let s = try session("e", fiveNotes)
        #expect(s.origin == 5)
        #expect(dayIDs(try dropped("e", in: fiveNotes, at: 0), 1) == ["e", "a", "b", "c"])
        #expect(dayIDs(try dropped("e", in: fiveNotes, at: 2), 1) == ["a", "b", "e", "c"])
        #expect(dayIDs(try dropped("e", in: fiveNotes, at: 3), 1) == ["a", "b", "c", "e"])
        #expect(dayIDs(try dropped("e", in: fiveNotes, at: 4), 2) == ["e", "d"])
    }

    @Test func whatTheScreenShowsWhileLiftedIsWhereTheDropLands() throws {
        let t = trip(
            days: 3, games: [game("g1", day: 1, at: "13:00", in: "A"), game("g2", day: 1, at: "19:00", in: "A")],
            items: [note("x", day: 1, 0.5), note("y", day: 3, 1), note("z", day: 1, -1)])
        for id in ["x", "y", "z"] {
            let s = try session(id, t)
            for slot in 0..<s.slotCount where slot != s.origin {
                let screen = s.screenIDs(at: slot)
                #expect(screen[slot + 1] == id, "slot \(slot) is drawn at proposed row \(slot + 1)")
                #expect(rowIDs(try dropped(id, in: t, at: slot)) == screen, "\(id) to slot \(slot)")
            }
        }
    }

    @Test func theScreenIsAPermutationOfTheRowsWithTheLiftedItemMoved() throws {
        let s = try session("b", fiveNotes)
        let rows = rowIDs(fiveNotes)
        for slot in 0..<s.slotCount {
            let screen = s.screenIDs(at: slot)
            #expect(screen.filter { $0 != "b" } == rows.filter { $0 != "b" })
            #expect(screen.first == "D1")
        }
        #expect(s.screenIDs(at: s.origin) == rows)
    }

    @Test func headersAreNoDropTargetTheSlotBelowAHeaderIsTheTopOfThatDay() throws {
        let s = try session("b", fiveNotes)
        // Proposed rows: D1(0) a(1) c(2) D2(3) d(4) e(5).
        #expect(s.slot(atRow: 4) == s.slot(day: 2, index: 0))
        #expect(s.slot(atRow: 1) == s.slot(day: 1, index: 0))
        // Pointing at the first header still lands at the top of day 1: nothing goes above it.
        #expect(s.slot(atRow: 0) == 0)
        #expect(s.verdict(atDisplayRow: 0) == nil)
        for slot in 0..<s.slotCount {
            #expect(s.screenIDs(at: slot)[0] == "D1")
        }
        // Each day's header is drawn above every slot of that day.
        for slot in 0..<s.slotCount {
            let (day, _) = s.position(ofSlot: slot)
            let screen = s.screenIDs(at: slot)
            let header = try #require(screen.firstIndex(of: "D\(day)"))
            #expect(header < slot + 1)
        }
    }

    @Test func aDropPastTheLastRowLandsInTheLastDaysLastSlot() throws {
        let s = try session("a", fiveNotes)
        let last = s.slot(atRow: 10_000)
        #expect(last == s.slotCount - 1)
        #expect(s.position(ofSlot: last) == (2, 2))
        #expect(dayIDs(try dropped("a", in: fiveNotes, at: last), 2) == ["d", "e", "a"])
    }

    @Test func slotAndPositionAreInverses() throws {
        let t = trip(days: 3, games: [game("g", day: 2, in: "A")], items: [note("n", day: 2, 1), note("m", day: 3, 1)])
        let s = try session("n", t)
        for slot in 0..<s.slotCount {
            let (day, index) = s.position(ofSlot: slot)
            #expect(s.slot(day: day, index: index) == slot)
        }
        #expect(s.slot(day: 2, index: 2) == nil)  // day 2 holds only g without n: slots 0 and 1
        #expect(s.slot(day: 4, index: 0) == nil)
        #expect(s.slot(day: 1, index: -1) == nil)
    }

    @Test func droppingAtTheOriginChangesNothing() throws {
        let s = try session("c", fiveNotes)
        #expect(s.drop() == .unchanged)
        #expect(s.drop(at: s.origin) == .unchanged)
        // Even for a leg whose origin is forbidden: snapping back is no refusal.
        let t = trip(days: 1, games: [game("g", day: 1, in: "A")], items: [leg("l", day: 1, -1, from: "A", to: "B")])
        let legSession = try session("l", t)
        #expect(!legSession.currentVerdict.isAllowed)
        #expect(legSession.drop() == .unchanged)
    }

    @Test func aForbiddenDropIsRefusedWithTheReason() throws {
        let t = trip(
            days: 2,
            games: [game("a", day: 1, at: "19:10", in: "A", away: "X", home: "Y"), game("b", day: 2, in: "B")],
            items: [leg("l", day: 1, 5, from: "A", to: "B")])
        let s = try session("l", t)
        guard case .refused(let reason) = s.drop(at: 0) else {
            Issue.record("slot 0 is before the A game and must be refused")
            return
        }
        #expect(reason.gameID == "a")
        #expect(reason.description.contains("X @ Y (Day 1, 19:10)"))
    }

    @Test func movingClampsAndJumpsByDay() throws {
        var s = try session("b", fiveNotes)
        s.move(by: -100)
        #expect(s.current == 0)
        s.move(by: 100)
        #expect(s.current == s.slotCount - 1)
        s.move(toSlot: 1)
        s.move(days: 1)
        #expect(s.current == s.slot(day: 2, index: 0))
        s.move(by: 1)
        s.move(days: -1)
        #expect(s.current == s.slot(day: 1, index: 0))
        s.move(days: -1)
        #expect(s.current == 0)
        s.move(days: 5)
        #expect(s.current == s.slotCount - 1)
        s.moveToFirst()
        #expect(s.current == 0)
        s.moveToLast()
        #expect(s.current == s.slotCount - 1)
    }

    @Test func moveToAllowedSkipsForbiddenSlots() throws {
        let t = trip(
            days: 4,
            games: [
                game("a1", day: 1, in: "A"), game("b2", day: 2, in: "B"),
                game("a3", day: 3, in: "A"), game("b4", day: 4, in: "B"),
            ],
            items: [leg("l", day: 1, 5, from: "A", to: "B")])
        var s = try session("l", t)
        // Slots: 0✗ 1✓ | 2✓ 3✗ | 4✗ 5✓ | 6✓ 7✗, starting at 1.
        #expect(s.current == 1)
        var visited: [Int] = []
        while s.moveToAllowed(1) { visited.append(s.current) }
        #expect(visited == [2, 5, 6])
        #expect(s.current == 6)
        visited = []
        while s.moveToAllowed(-1) { visited.append(s.current) }
        #expect(visited == [5, 2, 1])
        let movedPastTheFirst = s.moveToAllowed(-1)
        #expect(!movedPastTheFirst)
        #expect(s.current == 1)
    }

    @Test func moveToAllowedStepsOneSlotForACustomItem() throws {
        var s = try session("b", fiveNotes)
        let stepped = s.moveToAllowed(1)
        #expect(stepped)
        #expect(s.current == s.origin + 1)
        s.moveToLast()
        let pastTheEnd = s.moveToAllowed(1)
        #expect(!pastTheEnd)
        #expect(s.current == s.slotCount - 1)
        s.moveToFirst()
        let beforeTheStart = s.moveToAllowed(-1)
        #expect(!beforeTheStart)
        #expect(s.current == 0)
    }

    @Test func travelIsAnItemLikeAnyOtherWithTheSameMovePathAndPlacement() throws {
        // The same trip twice, once with a leg and once with a note under the same id; the leg's
        // cities have no games, so the rule allows it everywhere.
        let games = [
            game("g1", day: 1, at: "13:00", in: "A"), game("g2", day: 1, at: "19:00", in: "A"),
            game("g3", day: 3, in: "B"),
        ]
        let others = [note("n1", day: 1, 0.5), note("n2", day: 2, 1), note("n3", day: 2, 1)]
        let withLeg = trip(days: 3, games: games, items: others + [leg("x", day: 2, 2, from: "Chicago", to: "Denver")])
        let withNote = trip(days: 3, games: games, items: others + [note("x", day: 2, 2)])
        let legSession = try session("x", withLeg)
        let noteSession = try session("x", withNote)
        #expect(legSession.slotCount == noteSession.slotCount)
        for slot in 0..<legSession.slotCount {
            #expect(legSession.drop(at: slot) == noteSession.drop(at: slot), "slot \(slot)")
            if slot != legSession.origin {
                #expect(
                    rowIDs(try dropped("x", in: withLeg, at: slot)) == rowIDs(try dropped("x", in: withNote, at: slot)))
            }
        }
    }

    @Test func describeSaysWhereTheItemWouldLand() throws {
        let t = trip(
            days: 2, games: [game("g", day: 1, in: "A", away: "Yankees", home: "Red Sox")],
            items: [note("n", day: 2, 1, "Lunch")])
        let s = try session("n", t)
        #expect(s.describe(slot: 0).hasSuffix("before Yankees @ Red Sox"))
        #expect(s.describe(slot: 1).hasSuffix("after Yankees @ Red Sox"))
        #expect(s.describe(slot: 2).hasPrefix("Day 2"))
    }
}
