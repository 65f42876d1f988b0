import Testing

@testable import ItineraryCore

/// A new item goes through the rules and arithmetic of a drag (docs/travel.md, docs/file-format.md): at
/// the slot asked for when allowed, else the nearest allowed one (`t` in the editor, `itin add leg`).
@Suite struct NewItemLandingTests {
    /// Day 1 Boston game, day 2 a note, day 3 New York game.
    let trip = ItineraryCoreTests.trip(
        days: 3, games: [game("b", day: 1, in: "Boston"), game("ny", day: 3, in: "New York")],
        items: [note("n", day: 2, 1)])
    let newLeg = leg("new", day: 1, 0, from: "Boston", to: "New York")

    func place(_ item: Item, day: Int, index: Int) -> Result<NewItemLanding, Reason> {
        NewItemLanding.place(item, in: trip, day: day, index: index)
    }

    @Test func anAllowedSlotGetsTheKeyADropWouldGive() throws {
        let placed = try place(newLeg, day: 2, index: 0).get()
        #expect(placed.refused == nil)
        #expect(placed.placement == Landing(day: 2, sortOrder: 0))
        #expect(placed.description == "Day 2 · Sat Jun 13 · before Note n")
    }

    @Test func aForbiddenSlotGivesTheNearestAllowedOneAndWhy() throws {
        // Before the Boston game: the leg would leave before it; just after it is allowed.
        let placed = try place(newLeg, day: 1, index: 0).get()
        #expect(placed.refused?.description.hasPrefix("Boston → New York can't leave before") == true)
        #expect(placed.placement.day == 1 && placed.placement.sortOrder >= 0, "after the game")
        #expect(placed.description == "Day 1 · Fri Jun 12 · after Visitors b @ Boston Nine")
        // From the first slot, the nearest allowed is the first allowed: what `itin add leg` uses.
        let after = try applying(
            .add(
                trip: "t",
                item: Item(
                    id: "new", day: placed.placement.day, sortOrder: placed.placement.sortOrder,
                    kind: newLeg.kind)), to: trip)
        #expect(dayIDs(after, 1) == ["b", "new"])
        #expect(problems(after).isEmpty)
    }

    @Test func aLegNoSlotAllowsFailsWithTheReasonForTheSlotAskedFor() {
        guard case .failure(let reason) = place(leg("new", day: 1, 0, from: "New York", to: "Boston"), day: 1, index: 0)
        else {
            Issue.record("placed a leg no slot allows")
            return
        }
        #expect(reason.description == "New York → Boston can't leave before Visitors ny @ New York Nine (Day 3, 19:00)")
    }

    @Test func aNoteGoesWhereItIsAsked() throws {
        let placed = try place(note("x", day: 1, 0), day: 3, index: 1).get()
        #expect(placed.refused == nil && placed.placement == Landing(day: 3, sortOrder: 1))
    }

    @Test func aFullGapIsNormalizedInTheSamePlacement() throws {
        let tied = ItineraryCoreTests.trip(days: 1, items: [note("a", day: 1, 1), note("b", day: 1, 1)])
        let placed = try NewItemLanding.place(note("new", day: 1, 0), in: tied, day: 1, index: 1).get()
        #expect(!placed.placement.renumbered.isEmpty)
        let item = Item(id: "new", day: 1, sortOrder: placed.placement.sortOrder, kind: .custom(Custom(title: "New")))
        #expect(
            dayIDs(try applying(.add(trip: "t", item: item, renumbered: placed.placement.renumbered), to: tied), 1) == [
                "a", "new", "b",
            ])
    }

    /// A new item has no place yet: a target counts the day's entries as they are.
    @Test func aMoveTargetNamesAPositionForANewItem() throws {
        let layout = TripLayout(trip)
        #expect(try MoveTarget.before("n").position(in: layout) == (2, 0))
        #expect(try MoveTarget.after("n").position(in: layout) == (2, 1))
        #expect(try MoveTarget.day(3, .last).position(in: layout) == (3, 1))
        #expect(try MoveTarget.day(1, .first).position(in: layout) == (1, 0))
        #expect(throws: MoveTarget.Problem.dayOutOfRange(day: 4, tripID: "t", days: 3)) {
            try MoveTarget.day(4, .last).position(in: layout)
        }
        #expect(throws: MoveTarget.Problem.noSuchEntry("nope", tripID: "t")) {
            try MoveTarget.after("nope").position(in: layout)
        }
        // Moving n itself: counted without it.
        #expect(try MoveTarget.day(2, .last).position(in: layout, moving: ["n"]) == (2, 0))
    }
}
