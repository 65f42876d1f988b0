import ItineraryCore
import Testing

/// Days and rows (docs/file-format.md).
@Suite struct FlatteningTests {
    @Test func partsOfALineAreListedWithADotBetween() {
        #expect(RowText.listed([]) == "")
        #expect(RowText.listed(["3 days"]) == "3 days")
        #expect(RowText.listed(["3 days", "", "2 games"]) == "3 days ·  · 2 games")
        #expect(RowText.listed(["a", "a"]) == ["a", "a"].joined(separator: " · "))
    }

    @Test func everyDayHasAHeaderEvenWhenEmptyAndDaysComeInOrder() {
        let t = trip(days: 4, games: [game("g", day: 3, in: "Boston")], items: [note("n", day: 1, 1)])
        #expect(rowIDs(t) == ["D1", "n", "D2", "D3", "g", "D4"])
    }

    @Test func dayNFallsOnStartPlusNMinusOneDays() {
        let t = trip(days: 5, start: "2025-12-30")
        #expect(
            TripLayout(t).days.map(\.date.description) == [
                "2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02", "2026-01-03",
            ])
        let leap = trip(days: 2, start: "2028-02-28")
        #expect(leap.date(ofDay: 2).description == "2028-02-29")
        #expect(trip(days: 2, start: "2027-02-28").date(ofDay: 2).description == "2027-03-01")
    }

    @Test func headerNamesDayDateAndTheCitiesOfItsGamesAndLegs() {
        // 2026-06-12 is a Friday, so day 3 is Sunday, June 14 (docs/file-format.md's example).
        let t = trip(days: 3, items: [leg("l", day: 3, 1, from: "Boston", to: "New York")])
        let layout = TripLayout(t)
        let nights = TripNights(t)
        #expect(RowText.header(layout.day(3), nights: nights) == "Day 3 · Sun Jun 14 · Boston → New York")
        #expect(RowText.header(layout.day(2), nights: nights) == "Day 2 · Sat Jun 13")
    }

    /// Stays (docs/stays.md): each day whose night a stay covers names it, the stay's own day and the next.
    @Test func aHeaderNamesWhereItsNightIsSpent() {
        let t = trip(
            days: 4,
            items: [
                stay("s", day: 2, 1, "Hotel Beacon", in: "Boston", nights: 2),
                stay("x", day: 3, 1, "Inn", in: "Boston"),
            ])
        let layout = TripLayout(t)
        let headers = (1...4).map { RowText.header(layout.day($0), nights: TripNights(t)) }
        #expect(
            headers == [
                "Day 1 · Fri Jun 12", "Day 2 · Sat Jun 13 · sleep: Hotel Beacon",
                "Day 3 · Sun Jun 14 · sleep: Hotel Beacon, Inn", "Day 4 · Mon Jun 15",
            ])
        #expect(RowText.item(t.items[0]) == "Hotel Beacon, Boston · 2 nights")
        #expect(
            RowText.item(stay("y", day: 1, 0, "Inn", in: "Boston", confirmation: "K-7"))
                == "Inn, Boston · 1 night · K-7")
        #expect(RowText.marker(.item(t.items[0])) == "⌂")
    }

    @Test func gamesOfADayAreOrderedByTimeThenIdAndNumberedAsAnchors() {
        let t = trip(
            days: 1,
            games: [
                game("gLate", day: 1, at: "19:05", in: "Boston"),
                game("gB", day: 1, at: "13:10", in: "Boston"),
                game("gA", day: 1, at: "13:10", in: "Boston"),
            ])
        let entries = TripLayout(t).day(1).entries
        #expect(entries.map(\.id) == ["gA", "gB", "gLate"])
        #expect(entries.map(\.key) == [0, 1, 2])
    }

    @Test func sortOrderPlacesItemsAroundTheAnchors() {
        // Two games: anchors 0 and 1.
        let t = trip(
            days: 1, games: [game("g0", day: 1, at: "13:00", in: "A"), game("g1", day: 1, at: "19:00", in: "A")],
            items: [
                note("after2", day: 1, 7), note("morning", day: 1, -0.25), note("between", day: 1, 0.5),
                note("after1", day: 1, 1), note("deepMorning", day: 1, -30),
            ])
        #expect(dayIDs(t, 1) == ["deepMorning", "morning", "g0", "between", "g1", "after1", "after2"])
    }

    @Test func onAnEqualKeyTheGameComesBeforeTheItem() {
        let t = trip(
            days: 1,
            games: [game("z-game", day: 1, at: "13:00", in: "A"), game("zz-game", day: 1, at: "19:00", in: "A")],
            items: [note("a0", day: 1, 0), note("a1", day: 1, 1)])
        // Ids would put the items first; the rule puts each game before its equal-keyed item.
        #expect(dayIDs(t, 1) == ["z-game", "a0", "zz-game", "a1"])
    }

    @Test func itemsWithEqualKeysAreOrderedById() {
        let t = trip(
            days: 2, games: [game("g", day: 1, in: "A")],
            items: [
                note("c", day: 1, 0.5), note("a", day: 1, 0.5), note("b", day: 1, 0.5),
                note("y", day: 2, 3), note("x", day: 2, 3),
            ])
        #expect(dayIDs(t, 1) == ["g", "a", "b", "c"])
        #expect(dayIDs(t, 2) == ["x", "y"])
    }

    @Test func daysWithoutGamesAreOrderedBySortOrderAlone() {
        let t = trip(
            days: 1,
            items: [note("a", day: 1, 3), note("b", day: 1, -2), note("c", day: 1, 0.5), note("d", day: 1, 1e9)])
        #expect(dayIDs(t, 1) == ["b", "c", "a", "d"])
    }

    @Test func rowsNameGamesLegsAndNotesTheWaySpecSays() {
        let g = game("g", day: 1, at: "19:10", in: "Boston", away: "Yankees", home: "Red Sox", venue: "Fenway Park")
        let text = RowText.entry(.game(g, anchor: 0))
        for part in ["19:10", "Yankees @ Red Sox", "Fenway Park", "Boston"] { #expect(text.contains(part)) }

        let l = leg("l", day: 1, 1, from: "Boston", to: "New York", miles: 215, mode: .drive)
        let legText = RowText.entry(.item(l))
        #expect(legText.hasPrefix("Boston → New York"))
        #expect(legText.contains("215 mi") && legText.contains("drive"))
        #expect(RowText.entry(.item(leg("m", day: 1, 1, from: "A", to: "B"))) == "A → B")

        #expect(RowText.entry(.item(note("n", day: 1, 1, "Lobster roll"))) == "Lobster roll")
        #expect(RowText.entry(.item(note("n", day: 1, 1, "Lobster roll", note: "cash only"))).contains("cash only"))
    }

    @Test func rowOfFindsEveryEntryAndDayOfRowFindsItsDay() {
        let t = trip(days: 3, games: [game("g", day: 2, in: "A")], items: [note("n", day: 3, 1), note("m", day: 1, 1)])
        let layout = TripLayout(t)
        for (r, row) in layout.rows.enumerated() {
            if let id = row.id { #expect(layout.row(of: id) == r) }
        }
        #expect(rowIDs(layout).indices.map { layout.day(ofRow: $0) } == [1, 1, 2, 2, 3, 3])
        #expect(layout.row(of: "nope") == nil)
    }

    @Test func itemsRenderInSortOrderOrderAfterASaveAndReload() throws {
        // Items listed in the file in an order unrelated to their sortOrder.
        let t = trip(
            days: 2, games: [game("g", day: 1, in: "A")],
            items: [
                note("n3", day: 1, 2.5), note("n1", day: 1, -4), note("n2", day: 1, 0.125),
                note("m2", day: 2, 10), note("m1", day: 2, -10),
            ])
        let text = LibraryEncoder.encode(Library(trips: [t]))
        let reloaded = try #require(try LibraryDecoder.decode(Array(text.utf8)).trips.first)
        #expect(rowIDs(reloaded) == ["D1", "n1", "g", "n2", "n3", "D2", "m1", "m2"])
        #expect(rowIDs(reloaded) == rowIDs(t))
        // The file keeps the items in their file order (so a move rewrites only the moved item).
        #expect(reloaded.items.map(\.id) == t.items.map(\.id))
    }
}
