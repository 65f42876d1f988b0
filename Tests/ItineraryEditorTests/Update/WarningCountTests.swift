import ItineraryCore
import Testing

@testable import ItineraryEditor

/// A trip's ⚠ items are counted where they can be seen before the cursor
/// reaches one — the trip's title bar and its row on Trips — and `!` goes to the next. Travel
/// warnings count and are visited alike.
@Suite struct WarningCountTests {
    /// The demo's Northeast trip alone: nothing in it shows ⚠.
    static func clean() -> Library {
        var library = DemoLibrary.library.everyonesOnly
        library.trips.removeAll { $0.id != "ne-2026" }
        return library
    }

    /// The demo with the Boston → New York leg left at the end of day 1 (it can't leave
    /// Boston before the day-2 game there) and the Chicago → Boston leg after the day-2 game.
    /// Read in order, the trip then also has no way back to Boston for the day-2 game (ne-g2),
    /// a leg from Chicago while the traveller is in Boston (ne-t0), and no way to New York for
    /// the day-3 game (ne-g3): two misplaced items and three travel warnings.
    static func warned() throws -> Library {
        var library = clean()
        let t = try #require(library.trips.firstIndex { $0.id == "ne-2026" })
        for (id, day, order) in [("ne-t1", 1, 100.0), ("ne-t0", 2, 100.0)] {
            let i = try #require(library.trips[t].items.firstIndex { $0.id == id })
            library.trips[t].items[i].day = day
            library.trips[t].items[i].sortOrder = order
        }
        return library
    }

    @Test func theTripsRowAndTheTitleBarCountTheWarnedItems() throws {
        var s = editor(try Self.warned())
        let row = try #require(s.lines.first { $0.contains("Northeast Ballpark Swing") })
        #expect(row.hasSuffix("items · ⚠ 5"), "\(row)")
        s.press(.enter)
        #expect(s.lines[0].hasSuffix("9 days · ⚠ 5"), "\(s.lines[0])")

        let demo = editor()
        let california = try #require(demo.lines.first { $0.contains("California Coast") })
        #expect(
            california.hasSuffix("items · nights 3/4 · ⚠ 2"),
            "the demo's can't-make-it leg and unbooked night: \(california)")
        #expect(!(demo.lines.first { $0.contains("Northeast") } ?? "⚠").contains("⚠"))

        var clean = editor(Self.clean())
        #expect(!clean.lines.joined().contains("⚠"))
        clean.press(.enter)
        #expect(!clean.lines[0].contains("⚠"))
    }

    @Test func bangGoesToTheNextWarnedItemAndWraps() throws {
        var s = editor(try Self.warned())
        s.press(.enter, .char("g"))
        s.press(.char("!"))
        var visited: [TripView.RowID] = [try #require(s.trip?.cursor)]
        #expect(s.statusLine.hasPrefix("⚠ Boston → New York can't leave before"), "\(s.statusLine)")
        for _ in 0..<3 {
            s.press(.char("!"))
            visited.append(try #require(s.trip?.cursor))
        }
        #expect(visited == [.entry("ne-t1"), .entry("ne-g2"), .entry("ne-t0"), .entry("ne-g3")], "in display order")
        #expect(
            s.statusLine.hasPrefix("⚠ no travel from Boston to New York before Blue Jays @ Yankees"), "\(s.statusLine)")
        s.press(.char("!"))
        #expect(s.trip?.cursor == visited[0], "wrapped to the first")
    }

    @Test func bangWithNothingWarnedSaysSo() {
        var s = editor(Self.clean())
        s.press(.char("!"))
        #expect(s.statusLine.hasPrefix("No trip has ⚠ items"))
        s.press(.enter, .char("!"))
        #expect(s.statusLine.hasPrefix("No item shows ⚠ in this trip"))
    }

    @Test func onTripsBangGoesToTheNextTripWithWarnedItems() throws {
        var library = try Self.warned()
        library.trips.append(
            Trip(id: "zz", name: "Nothing yet", order: 9, start: CalendarDate(iso: "2026-09-01")!, days: 2))
        var s = editor(library)
        s.press(.char("G"))
        #expect(s.tripsCursor != "ne-2026")
        s.press(.char("!"))
        #expect(s.tripsCursor == "ne-2026")
    }

    @Test func aReloadCountsAChangedTripAgainAndKeepsTheOthers() throws {
        var s = editor(Self.clean())
        let warned = try Self.warned()
        s.screen.reload(warned)
        #expect(s.screen.tripsView?.warnings == TripsView(library: warned, model: .standard).warnings)
        #expect(s.screen.tripsView?.warnings["ne-2026"] == 5)
        s.screen.reload(Self.clean())
        #expect(s.screen.tripsView?.warnings["ne-2026"] == 0)
    }
}
