import Testing

@testable import ItineraryCore

/// `itin rm` (docs/commands.md, docs/file-format.md): every id checked first; a trip or game
/// that is not empty needs force; nothing that stays moves.
@Suite struct RemovalTests {
    /// Trip t: day 1 Boston game g1 and note n1; day 2 leg l; day 3 New York game g3. Trip e is empty.
    let library = Library(trips: [
        trip(
            "t", days: 3, games: [game("g1", day: 1, in: "Boston"), game("g3", day: 3, in: "New York")],
            items: [note("n1", day: 1, 1), leg("l", day: 2, 1, from: "Boston", to: "New York")]),
        trip("e", days: 2, order: 2, name: "Empty"),
    ])

    func removing(_ ids: [String], force: Bool = false) throws -> Library {
        let removal = Removal(ids, in: library, force: force)
        #expect(removal.problems.isEmpty, "\(removal.problems)")
        return try removal.edits.reduce(library) { try $0.applying($1) }
    }

    @Test func itemsAnEmptyTripAndAGameWithNothingOnItsDayGoWithoutForce() throws {
        let after = try removing(["l", "e", "g3"])
        #expect(after.trips.map(\.id) == ["t"])
        #expect(after.trips[0].items.map(\.id) == ["n1"])
        #expect(after.trips[0].games.map(\.id) == ["g1"])
        #expect(
            Removal(["l", "e", "g3"], in: library, force: false).removed
                == ["leg l (Boston → New York)", "trip e (Empty)", "game g3 (Visitors g3 @ New York Nine)"])
    }

    @Test func aTripWithEntriesOrAGameWithItemsOnItsDayNeedsForce() throws {
        let refused = Removal(["t", "g1"], in: library, force: false)
        #expect(refused.edits.isEmpty)
        #expect(
            refused.problems.map(\.description) == [
                "trip t (Trip t) holds 2 games and 2 items; --force removes it with everything in it",
                "game g1 (Visitors g1 @ Boston Nine) has 1 item on its day; --force removes it and leaves that item where it is",
            ])
        let forced = try removing(["g1"], force: true)
        #expect(forced.trips[0].items == library.trips[0].items, "no item moves")
        #expect(try removing(["t"], force: true).trips.map(\.id) == ["e"])
    }

    @Test func entriesNamedTooDoNotCount() throws {
        #expect(try removing(["g1", "n1"]).trips[0].games.map(\.id) == ["g3"])
        #expect(try removing(["n1", "l", "g1", "g3", "t"]).trips.map(\.id) == ["e"])
    }

    @Test func anUnknownIdRefusesTheWholeRemoval() {
        let removal = Removal(["l", "nope", "l"], in: library, force: true)
        #expect(removal.edits.isEmpty && removal.removed.isEmpty)
        #expect(removal.problems == [.unknown("nope")])
        #expect(removal.problems[0].description == "no trip, game or item \"nope\"")
    }

    @Test func anIdGivenTwiceIsRemovedOnce() throws {
        #expect(try removing(["l", "l"]).trips[0].items.map(\.id) == ["n1"])
    }
}
