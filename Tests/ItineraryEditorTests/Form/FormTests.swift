import ItineraryCore
import Testing

@testable import ItineraryEditor

/// Planning a trip from nothing in the editor (docs/file-format.md, docs/keys.md): forms
/// that check each field as it is typed, and every change one undo step.
@Suite struct FormTests {
    @Test func anEmptyLibrarySaysHowToBegin() {
        let s = editor(Library(), width: 80, height: 24)
        #expect(s.lines.contains { $0.contains("Press n to plan a new trip") })
    }

    @Test func aNewTripFromAnEmptyLibraryOpensIt() throws {
        var s = editor(Library(), width: 80, height: 24)
        s.press(.char("n"))
        #expect(s.form?.title == "New trip")
        s.type("Midwest swing")
        s.press(.tab, .ctrl("u"))
        s.type("2026-07-03")
        #expect(s.lines.contains { $0.contains("Start") && $0.contains("Fri Jul 3, 2026") }, "the weekday as you type")
        s.press(.tab, .ctrl("u"))
        s.type("4")
        #expect(
            s.lines.contains { $0.contains("Days") && $0.contains("ends Mon Jul 6, 2026") }, "the end date as you type")
        s.press(.enter)
        let trip = try #require(s.library.trips.first)
        #expect(trip.id == "midwest-swing" && trip.name == "Midwest swing" && trip.days == 4)
        #expect(s.trip?.tripID == "midwest-swing", "the new trip opens")
        #expect(s.history.undoDepth == 1)
    }

    @Test func eachFieldSaysWhyItWillNotDo() {
        let cases: [(key: Character, field: Int, text: String, problem: String)] = [
            ("n", 1, "2026-02-30", "2026-02-30 is not a date"),
            ("n", 2, "0", "days must be 1 to 3660"),
            ("n", 2, "3661", "days must be 1 to 3660"),
        ]
        for c in cases {
            var s = editor(width: 100, height: 30)
            s.press(.char(c.key))
            for _ in 0..<c.field { s.press(.tab) }
            s.press(.ctrl("u"))
            s.type(c.text)
            #expect(s.form?.problem(at: c.field)?.hasPrefix(c.problem) == true, "\(c.text)")
            #expect(s.lines.contains { $0.contains(c.problem) }, "shown beside the field: \(c.text)")
            s.press(.enter)
            #expect(s.form != nil && s.library == DemoLibrary.library, "refused, nothing changed")
        }
        var s = tripEditor(cursorOn: "ne-g1", width: 100, height: 30)
        s.press(.char("A"), .tab, .ctrl("u"))
        s.type("25:10")
        #expect(s.lines.contains { $0.contains("25:10 is not a time") })
        s.press(.escape)
        s.press(.char("t"), .tab, .tab)
        s.type("far")
        #expect(s.lines.contains { $0.contains("miles must be a number") })
    }

    @Test func tabCompletesACityThenMovesOnAndShiftTabComesBack() throws {
        var s = tripEditor(cursorOn: "ne-g1")
        s.press(.char("t"))
        #expect(s.form?.fields[0].input.text == "Boston", "from: the city the cursor's day is in")
        s.press(.tab)
        s.type("new")
        s.press(.tab)
        #expect(s.form?.fields[1].input.text == "New York")
        #expect(s.form?.focus == 1, "the first Tab completed")
        s.press(.tab)
        #expect(s.form?.focus == 2)
        s.press(.backTab)
        #expect(s.form?.focus == 1)
    }

    @Test func aLegAtAForbiddenCursorGoesToTheNearestAllowedSlotAndSaysSo() throws {
        // The cursor on the day-1 Boston game: a Boston → New York leg may not leave before the day-2 game.
        var s = tripEditor(cursorOn: "ne-g1")
        s.press(.char("t"), .tab)
        s.type("New York")
        s.press(.enter)
        let leg = try #require(s.library.trips[0].items.first { $0.id == "boston-new-york" })
        #expect(TripCheck(TripLayout(s.library.trips[0])).reason(for: leg.id) == nil, "placed where the rules allow")
        #expect(
            s.statusLine.hasPrefix("Added at the nearest allowed slot: Day 2 · Sat Jun 13 · after Yankees @ Red Sox"),
            "\(s.statusLine)")
        #expect(s.trip?.cursor == .entry(leg.id))
        s.press(.char("u"))
        #expect(s.library == DemoLibrary.library)
    }

    @Test func aGameAddedOnTheCursorsDayAndLegsItMisplacesAreCounted() throws {
        var s = tripEditor(DemoLibrary.library.everyonesOnly, cursorOn: "ne-t1")  // day 3
        s.press(.char("A"))
        #expect(s.form?.fields[0].input.text == "3")
        s.press(.tab, .ctrl("u"))
        s.type("10:05")
        for text in ["Orioles", "Red Sox", "Fenway Park", "Boston"] {
            s.press(.tab)
            s.type(text)
        }
        s.press(.enter)
        let game = try #require(s.library.trips[0].games.first { $0.id == "g-2026-06-14-orioles-red-sox" })
        #expect(game.day == 3 && game.city == "Boston")
        #expect(s.library.trips[0].items == DemoLibrary.library.everyonesOnly.trips[0].items, "no item moved")
        #expect(s.statusLine.contains("1 leg now shows ⚠"), "\(s.statusLine)")
        // The misplaced leg, and two travel warnings: no way back to Boston for the new game,
        // and none to New York after it.
        #expect(s.lines[0].hasSuffix("⚠ 3"), "\(s.lines[0])")
    }

    /// `TBD` in any case is a time not set yet: the game's row and its form say `TBD`, and a
    /// time typed over it sets it again.
    @Test func aGamesTimeMayBeTBD() throws {
        var s = tripEditor(cursorOn: "ne-t1", width: 100, height: 30)  // day 3
        s.press(.char("A"), .tab, .ctrl("u"))
        s.type("tbd")
        #expect(s.form?.problem(at: 1) == nil)
        for text in ["Orioles", "Red Sox", "Fenway Park", "Boston"] {
            s.press(.tab)
            s.type(text)
        }
        s.press(.enter)
        let added = try #require(s.library.trips[0].games.first { $0.id == "g-2026-06-14-orioles-red-sox" })
        #expect(added.time == nil && s.form == nil)
        #expect(s.line(containing: "TBD Orioles @ Red Sox · Fenway Park, Boston") != nil, "\(s.lines)")
        #expect(s.trip?.cursor == .entry(added.id))
        s.press(.char("e"))
        #expect(s.form?.fields[1].input.text == "TBD")
        s.press(.tab, .ctrl("u"))
        s.type("TBA")
        #expect(s.lines.contains { $0.contains("TBA is not a time (HH:MM, 24-hour, or TBD when not set yet)") })
        s.press(.ctrl("u"))
        s.type("13:35")
        s.press(.enter)
        #expect(s.library.trips[0].game(added.id)?.time == TimeOfDay(text: "13:35"))
    }

    /// The place an import resolved a game's venue and city to stays while they do, and goes
    /// with them.
    @Test func aGamesPlaceGoesWithItsVenueAndCity() throws {
        var library = DemoLibrary.library
        let g = try #require(library.trips[0].games.firstIndex { $0.id == "ne-g2" })
        library.trips[0].games[g].place = "Somewhere, US"
        var s = editor(library)
        s.press(.enter)
        s.trip?.cursor = .entry("ne-g2")
        s.press(.char("e"), .tab, .ctrl("u"))
        s.type("TBD")
        s.press(.enter)
        #expect(s.library.trips[0].game("ne-g2")?.time == nil)
        #expect(s.library.trips[0].game("ne-g2")?.place == "Somewhere, US", "same venue and city: kept")
        s.press(.char("e"))
        for _ in 0..<5 { s.press(.tab) }
        s.press(.ctrl("u"))
        s.type("Worcester")
        s.press(.enter)
        #expect(s.library.trips[0].game("ne-g2")?.city == "Worcester")
        #expect(s.library.trips[0].game("ne-g2")?.place == nil, "another city: the old place goes")
    }

    @Test func shorteningATripWithEntriesOnItsLastDaysIsRefusedAndTheFormStays() {
        var s = editor(width: 100, height: 30)
        s.press(.char("e"), .tab, .tab, .ctrl("u"))
        s.type("3")
        s.press(.enter)
        #expect(s.form != nil)
        #expect(s.statusLine.hasPrefix("✗ can't shorten to 3 days:"), "\(s.statusLine)")
        #expect(s.library == DemoLibrary.library)
        s.press(.ctrl("u"))
        s.type("12")
        s.press(.enter)
        #expect(s.library.trips[0].days == 12 && s.form == nil)
    }

    @Test func deletingATripAsksWhenItIsNotEmpty() {
        var s = editor()
        s.press(.char("d"))
        #expect(
            s.statusLine.hasPrefix(
                "Delete the trip “Northeast Ballpark Swing” with its 8 games and 12 items? (y)es, (n)o"))
        s.press(.char("y"))
        #expect(s.library.trips.count == 1)
        s.press(.char("u"))
        #expect(s.library == DemoLibrary.library)
    }

    @Test func textFieldsKeepTheLineEditingKeys() {
        var field = TextField("Boston to New York")
        _ = field.handle(.ctrl("w"))
        #expect(field.text == "Boston to New ")
        _ = field.handle(.home)
        _ = field.handle(.right)
        _ = field.handle(.ctrl("k"))
        #expect(field.text == "B")
        _ = field.handle(.ctrl("e"))
        _ = field.handle(.char("x"))
        _ = field.handle(.left)
        _ = field.handle(.delete)
        #expect(field.text == "B")
    }

    @Test func aFormAt80x24() {
        var s = editor(width: 80, height: 24)
        s.press(.char("n"))
        s.type("Midwest")
        let lines = s.lines
        let top = lines.firstIndex { $0.hasPrefix("  ┌─ New trip ─") } ?? 0
        #expect(top == 3 || top == 2, "\(lines)")
        #expect(lines[top + 1].contains("│ Name        Midwest") && lines[top + 1].hasSuffix("│"))
        #expect(lines[top + 2].contains("Start       2026-08-25") && lines[top + 2].contains("Tue Aug 25, 2026"))
        #expect(lines[top + 3].contains("Days        7") && lines[top + 3].contains("ends Mon Aug 31, 2026"))
        #expect(lines[top + 4].contains("Travellers  ") && lines[top + 4].hasSuffix("│"))
        #expect(lines.last?.hasPrefix("Enter save · Esc cancel · Tab next field · Shift-Tab back") == true)
    }
}

/// A terminal sends a flag, a skin tone or a family a scalar at a time: the field keeps each
/// as one cluster, so the cursor never stands inside one and Backspace takes it whole.
@Suite struct TextFieldClusterTests {
    @Test func scalarsTypedOneByOneJoinIntoTheirCluster() {
        var field = TextField("Go ")
        for scalar in "🇺🇸👍🏽👨‍👩‍👧".unicodeScalars { _ = field.handle(.char(Character(scalar))) }
        #expect(field.text == "Go 🇺🇸👍🏽👨‍👩‍👧")
        #expect(field.characters.count == 6 && field.cursor == 6)
        _ = field.handle(.backspace)
        #expect(field.text == "Go 🇺🇸👍🏽")
        _ = field.handle(.left)
        _ = field.handle(.char("x"))
        #expect(field.text == "Go 🇺🇸x👍🏽" && field.cursor == 5)
    }
}
