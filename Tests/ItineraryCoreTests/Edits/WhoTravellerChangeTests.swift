import Testing

@testable import ItineraryCore

/// Changing a trip's travellers reaches every `who` (docs/travellers.md): a rename renames them
/// in each, in the same one edit as the costs, and its inverse gives back the same file; one
/// still named in a `who` cannot be taken away.
@Suite struct WhoTravellerChangeTests {
    static let library: Library = {
        var t = trip(
            "t", days: 3,
            games: [
                game("g1", day: 1, in: "Boston", away: "Yankees", home: "Red Sox"),
                game("g3", day: 3, in: "New York", away: "Blue Jays", home: "Yankees"),
            ],
            items: [
                note("n", day: 3, 5, "Pizza"), leg("l", day: 2, 1, from: "Boston", to: "New York"),
                stay("s", day: 1, 2, "Hotel", in: "Boston"),
            ])
        t.travellers = ["Alice", "Bob", "Carol"]
        t.games[0].who = ["Bob", "Alice"]
        t.games[1].who = ["Carol"]
        t.items[1].who = ["Bob"]
        t.items[2].who = ["Alice", "Carol"]
        t.items[2].cost = Cost(hundredths: 900, paidBy: "Carol")
        return Library(trips: [t])
    }()

    static func travellers(_ names: [String]) -> Edit {
        var details = TripDetails(library.trips[0])
        details.travellers = names
        return .schedule(.updateTrip(details))
    }

    @Test func aRenameReachesEveryWhoAndItsInverseGivesBackTheSameFile() throws {
        let (changed, inverse) = try Self.library.applyingWithInverse(Self.travellers(["Alice", "Robert", "Carol"]))
        let t = changed.trips[0]
        #expect(t.travellers == ["Alice", "Robert", "Carol"])
        #expect(t.games.map(\.who) == [["Robert", "Alice"], ["Carol"]], "renamed in place, order kept")
        #expect(t.items.map(\.who) == [nil, ["Robert"], ["Alice", "Carol"]])
        #expect(t.items[2].cost?.paidBy == "Carol")
        let undone = try changed.applying(inverse)
        #expect(undone == Self.library)
        #expect(LibraryEncoder.encode(undone) == LibraryEncoder.encode(Self.library))
    }

    @Test func twoRenamesAtOnceAndACostTooAreOneEdit() throws {
        let (changed, inverse) = try Self.library.applyingWithInverse(Self.travellers(["Ann", "Bob", "Cat"]))
        let t = changed.trips[0]
        #expect(t.games.map(\.who) == [["Bob", "Ann"], ["Cat"]])
        #expect(t.items[2].who == ["Ann", "Cat"] && t.items[2].cost?.paidBy == "Cat")
        #expect(try changed.applying(inverse) == Self.library)
    }

    @Test func addingOrReorderingTravellersLeavesEveryWhoAlone() throws {
        let changed = try Self.library.applying(Self.travellers(["Carol", "Alice", "Bob", "Dave"]))
        #expect(changed.trips[0].games.map(\.who) == Self.library.trips[0].games.map(\.who))
        #expect(changed.trips[0].items.map(\.who) == Self.library.trips[0].items.map(\.who))
    }

    @Test func removingATravellerStillNamedIsRefusedNamingTheEntries() {
        #expect(throws: EditError("Bob is on “Yankees @ Red Sox”, “Boston → New York”: change those first")) {
            try Self.library.applying(Self.travellers(["Alice", "Carol"]))
        }
        // Named in a `who` and paying a cost: one sentence says both.
        #expect(
            throws: EditError(
                "Carol pays or shares the cost of “Hotel” and is on “Hotel”, “Blue Jays @ Yankees”: change those first")
        ) {
            try Self.library.applying(Self.travellers(["Alice", "Bob"]))
        }
    }

    @Test func aTravellerOnNothingMayBeRemoved() throws {
        var library = Self.library
        library.trips[0].games[1].who = nil
        library.trips[0].items[2].who = ["Alice"]
        library.trips[0].items[2].cost = nil
        let changed = try library.applying(Self.travellers(["Alice", "Bob"]))
        #expect(changed.trips[0].travellers == ["Alice", "Bob"])
    }
}
