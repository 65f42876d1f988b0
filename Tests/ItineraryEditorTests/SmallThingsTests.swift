import Testing
import ItineraryCore
@testable import ItineraryEditor

/// Small things a new user saw on screen (issue 9, point 11).
@Suite struct SmallThingsTests {
    /// One trip of one day with one game and one note.
    let oneDay = Library(trips: [Trip(id: "d", name: "Day trip", order: 1, start: CalendarDate(iso: "2026-01-01")!, days: 1,
        games: [Game(id: "g", day: 1, time: TimeOfDay(text: "13:05")!, away: "Mets", home: "Phillies", venue: "Citizens Bank Park", city: "Philadelphia")],
        items: [Item(id: "n", day: 1, sortOrder: 1, kind: .custom(Custom(title: "Cheesesteak")))])])

    @Test func oneOfAThingIsSingularAndAOneDayTripHasOneDate() {
        var s = editor(oneDay, width: 100)
        #expect(s.lines[1].contains("Day trip") && s.lines[1].contains("Jan 1, 2026   1 day · 1 game · 1 item"), "\(s.lines[1])")
        #expect(!s.lines[1].contains("–"))
        s.press(.enter)
        #expect(s.lines[0] == " Day trip · Jan 1, 2026 · 1 day")
        #expect(TripPrinter.lines(oneDay.trips[0], ids: false)[0] == "Day trip · Jan 1, 2026 · 1 day")
    }

    @Test func movingTheFirstTripUpSaysItIsAlreadyAtTheTop() {
        var s = editor()
        s.press(.char("K"))
        #expect(s.statusLine.hasPrefix("Already at the top"))
        s.press(.char("G"), .char("J"))
        #expect(s.statusLine.hasPrefix("Already at the bottom"))
        #expect(s.library == DemoLibrary.library)
    }

    @Test func nextDayOnTheLastDayGoesToItsLastRowNotUp() throws {
        var s = tripEditor(cursorOn: "ne-t0", height: 60)
        let view = try #require(s.trip)
        let lastDay = view.layout.days.count
        s.trip?.moveCursor(toRow: view.layout.day(lastDay).headerRow)
        let before = try #require(s.trip?.cursorRow)
        s.press(.char("]"))
        let after = try #require(s.trip?.cursorRow)
        #expect(after >= before, "] on the last day moved the cursor up")
        #expect(after == view.rowCount - 1)
    }

    @Test func ctrlCWhileHoldingThenCancelGoesBackToTheDrag() throws {
        var s = tripEditor(cursorOn: "ne-n1")
        s.press(.char("d"))  // one unsaved change, so Ctrl-C asks
        s.trip?.cursor = .entry("ne-t1")
        s.press(.char(" "), .up)
        let held = try #require(s.trip?.drag)
        s.press(.ctrl("c"))
        #expect(s.modal == .choice(.quit))
        s.press(.char("c"))
        #expect(s.modal == nil)
        #expect(s.trip?.drag == held, "the drag is as it was, at the same slot")
    }
}

/// Issue 9, point 11: a trip's ⚠ items are counted where they can be seen before the cursor
/// reaches one — the trip's title bar and its row on Trips — and `!` goes to the next. Travel
/// warnings (SPEC §9.3) count and are visited alike.
@Suite struct WarningCountTests {
    /// The demo's Northeast trip alone: nothing in it shows ⚠.
    static func clean() -> Library {
        var library = DemoLibrary.library
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

        var demo = editor()
        let california = try #require(demo.lines.first { $0.contains("California Coast") })
        #expect(california.hasSuffix("items · nights 3/4 · ⚠ 2"), "the demo's can't-make-it leg and unbooked night: \(california)")
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
        #expect(s.statusLine.hasPrefix("⚠ no travel from Boston to New York before Blue Jays @ Yankees"), "\(s.statusLine)")
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
        library.trips.append(Trip(id: "zz", name: "Nothing yet", order: 9, start: CalendarDate(iso: "2026-09-01")!, days: 2))
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

/// Issue 9, point 5: every piece of text that meets the frame goes through one door that
/// shows control characters as symbols, so no path (a prompt's label, typed text) can forget.
@Suite struct ControlCharactersInFramesTests {
    func hasControlScalars(_ frame: Frame) -> Bool {
        frame.cells.contains { cell in frame.text(of: cell).unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } }
    }

    @Test func aLegsCitiesInItsFormAreShownWithSymbols() throws {
        var library = DemoLibrary.library
        let i = try #require(library.trips[0].items.firstIndex { $0.id == "ne-t1" })
        library.trips[0].items[i].kind = .travel(Travel(from: "Bos\u{1B}[31mton\u{07}", to: "New York", miles: 215))
        var s = editor(library)
        s.press(.enter)
        s.trip?.cursor = .entry("ne-t1")
        s.press(.char("e"))
        #expect(s.form != nil)
        #expect(!hasControlScalars(Editor.render(s)), "the route reached the frame raw")
        #expect(s.lines.contains { $0.contains("From   Bos␛[31mton␇") }, "\(s.lines.joined(separator: "\n"))")
    }

    @Test func anyTextPutIntoAFrameLosesItsControlCharacters() {
        var frame = Frame(width: 40, height: 2)
        frame.put("a\u{1B}[2Jb\u{9B}c\u{7F}", x: 0, y: 0)
        #expect(!hasControlScalars(frame))
        #expect(frame.lines[0] == "a␛[2Jb�c␡")
    }
}

@Suite struct UndoWhereItShowsTests {
    /// Undoing a change of the trip that is open (its name) shows it where it is, rather
    /// than leaving the trip for the trips list.
    @Test func undoingAChangeOfTheOpenTripStaysInIt() throws {
        var state = editor()
        let trip = try #require(state.tripsCursor)
        let name = try #require(state.library.trip(trip)?.name)
        state.press(.char("e"))
        #expect(state.form != nil)
        state.type(" Tour")
        state.press(.enter)
        #expect(state.library.trip(trip)?.name == name + " Tour")
        state.press(.enter)
        #expect(state.trip?.tripID == trip)
        state.press(.char("u"))
        #expect(state.library.trip(trip)?.name == name)
        #expect(state.trip?.tripID == trip, "still in the trip")
    }
}
