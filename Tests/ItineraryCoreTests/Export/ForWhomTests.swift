import Testing

@testable import ItineraryCore

/// Whose trip an output shows: everyone's, each entry that is not everyone's naming its
/// travellers in the trip's order, or one traveller's own, where nothing is named.
@Suite struct ForWhomTests {
    static var shared: Trip {
        var t = trip(
            "t", days: 2, name: "Swing",
            games: [game("g1", day: 1, in: "Boston", away: "Yankees", home: "Red Sox")],
            items: [
                leg("l1", day: 1, -1, from: "Chicago", to: "Boston"), note("n1", day: 2, 0, "Lunch", note: "cash"),
                note("n2", day: 2, 1, "Walk"),
            ])
        t.travellers = ["Alice", "Bob", "Carol"]
        t.games[0].who = ["Carol", "Alice", "Bob"]  // every traveller: everyone's
        t.items[0].who = ["Bob", "Alice"]
        t.items[1].who = ["Carol"]
        return t
    }

    @Test func anEntryThatIsNotEveryonesIsLabelledInTheTripsOrder() {
        let t = Self.shared
        #expect(ForWhom.label(t.items[0].who, in: t) == "for Alice, Bob")
        #expect(ForWhom.label(t.games[0].who, in: t) == nil)
        #expect(ForWhom.label(nil, in: t) == nil)
    }

    @Test func aTravellersOwnTripHasTheirEntriesAndThemAlone() {
        let own = ForWhom.traveller("Carol").trip(Self.shared)
        #expect(own.travellers == ["Carol"])
        #expect(own.games.map(\.id) == ["g1"] && own.items.map(\.id) == ["n1", "n2"])
        #expect(own.items.allSatisfy { ForWhom.label($0.who, in: own) == nil })
        #expect(ForWhom.everyone.trip(Self.shared) == Self.shared)
        #expect(ForWhom.traveller("Carol").title == "Carol's trip" && ForWhom.everyone.title == nil)
    }

    @Test func printMarkdownAndTheCalendarSayWhoseAnEntryIs() throws {
        let t = Self.shared
        let printed = TripPrinter.lines(t, ids: false)
        #expect(printed.contains("  » Chicago → Boston · for Alice, Bob"), "\(printed)")
        #expect(printed.contains("  • Lunch — cash · for Carol"))
        #expect(printed.contains("  • Walk"))
        let bob = TripPrinter.lines(t, ids: false, for: .traveller("Bob"))
        #expect(bob[0].hasPrefix("Swing · Bob's trip · "))
        #expect(!bob.contains { $0.contains("Lunch") || $0.contains(" · for ") }, "\(bob)")

        let md = MarkdownExport.text([t])
        #expect(md.contains("- Chicago → Boston · for Alice, Bob\n"), "\(md)")
        let ics = try ICalendarExport.text([t], stamp: 0, zones: .system)
        #expect(ics.contains("DESCRIPTION:Swing · Day 1 · for Alice\\, Bob\r\n"), "\(ics)")
        #expect(ics.contains("DESCRIPTION:cash\\nfor Carol\r\n"), "\(ics)")
        let carols = try ICalendarExport.text([ForWhom.traveller("Carol").trip(t)], stamp: 0, zones: .system)
        #expect(!carols.contains("for ") && !carols.contains("UID:l1@itin") && carols.contains("UID:n1@itin"))
    }
}
