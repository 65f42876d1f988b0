import ItineraryCore
import Testing

@testable import ItineraryEditor

/// Stays (docs/stays.md) in the editor: `b` adds a stay through a form, its row and the
/// headers of the nights it covers, `nights N/M` in the title bar and on Trips, `e` edits
/// it, and a night spent where the day does not end shows ⚠ with its reason.
@Suite struct StayEditorTests {
    /// Boston on day 1, New York on day 2 (a leg between), three days.
    static func swing() -> Library {
        Library(trips: [
            Trip(
                id: "sox", name: "Sox", order: 1, start: CalendarDate(iso: "2026-06-12")!, days: 3,
                games: [
                    Game(
                        id: "g1", day: 1, time: TimeOfDay(text: "19:10")!, away: "Yankees", home: "Red Sox",
                        venue: "Fenway Park", city: "Boston"),
                    Game(
                        id: "g2", day: 2, time: TimeOfDay(text: "19:05")!, away: "Red Sox", home: "Yankees",
                        venue: "Yankee Stadium",
                        city: "New York"),
                ],
                items: [
                    Item(
                        id: "l1", day: 2, sortOrder: -1,
                        kind: .travel(Travel(from: "Boston", to: "New York", miles: 215)))
                ])
        ])
    }

    @Test func bAddsATwoNightStayThatBothHeadersNameAndTheWrongNightWarns() throws {
        var s = editor(Self.swing(), width: 80, height: 14)
        s.press(.enter)
        s.trip?.cursor = .entry("g1")
        s.press(.char("b"))
        #expect(s.form?.title == "New stay")
        s.type("Hotel Beacon")
        s.press(.tab)
        // The city is where the traveller is below the cursor; Tab completes the trip's cities.
        #expect(s.form?.fields[1].input.text == "Boston")
        s.press(.ctrl("u"))
        s.type("New Y")
        s.press(.tab)
        #expect(s.form?.fields[1].input.text == "New York")
        s.press(.ctrl("u"))
        s.type("Boston")
        s.press(.tab, .ctrl("u"))
        s.type("0")
        #expect(s.lines.contains { $0.contains("nights must be a whole number from 1 to 366") })
        s.press(.ctrl("u"))
        s.type("2")
        s.press(.tab)
        s.type("HB-4471")
        s.press(.tab)
        s.type("15:00")
        s.press(.enter)
        let id = "hotel-beacon"
        let added = try #require(s.item(id))
        #expect(added.day == 1 && added.sortOrder == 1)
        #expect(
            added.stay
                == Stay(
                    name: "Hotel Beacon", city: "Boston", nights: 2, confirmation: "HB-4471",
                    checkIn: TimeOfDay(text: "15:00")))
        #expect(s.history.undoDepth == 1)
        #expect(
            s.lines == [
                " Sox · Jun 12 – Jun 14, 2026 · 3 days · nights 2/2 · ⚠ 1",
                "   Day 1 · Fri Jun 12 · Boston · sleep: Hotel Beacon",
                "     ◆ 19:10 Yankees @ Red Sox · Fenway Park, Boston",
                "›⚠   ⌂ Hotel Beacon, Boston · 2 nights · HB-4471",
                "   Day 2 · Sat Jun 13 · Boston → New York · sleep: Hotel Beacon",
                "     » Boston → New York · 215 mi",
                "     ◆ 19:05 Red Sox @ Yankees · Yankee Stadium, New York",
                "   Day 3 · Sun Jun 14",
            ] + Array(repeating: "", count: 5) + [
                "Added stay “Hotel Beacon”, 2 nights                              trips.json [+]"
            ])
        s.press(.up, .down)
        #expect(s.statusLine.contains("⚠ sleeping in Boston on night 2 (Sat Jun 13), but the day ends in New York"))

        // `e` edits it: one night, and the warning goes.
        s.press(.char("e"))
        #expect(s.form?.title == "Stay")
        s.press(.tab, .tab, .ctrl("u"))
        s.type("1")
        s.press(.enter)
        #expect(s.item(id)?.stay?.nights == 1)
        #expect(s.lines[0] == " Sox · Jun 12 – Jun 14, 2026 · 3 days · nights 1/2 · ⚠ 1")
        #expect(!s.lines[4].contains("sleep:"))
        // Night 2 is now unbooked: its header shows ⚠, `!` goes there and says why.
        #expect(s.lines[4] == " ⚠ Day 2 · Sat Jun 13 · Boston → New York", "\(s.lines[4])")
        s.press(.char("!"))
        #expect(s.trip?.cursor == .header(day: 2))
        #expect(s.statusLine.contains("⚠ night 2 (Sat Jun 13): no stay, the day ends in New York"))
        // Undo twice: no stay, no nights in the title.
        s.press(.char("u"), .char("u"))
        #expect(s.item(id) == nil && s.lines[0] == " Sox · Jun 12 – Jun 14, 2026 · 3 days")
    }

    @Test func theTripsRowShowsItsNightsOnceItHasAStay() {
        var library = Self.swing()
        library.trips[0].items.append(
            Item(id: "s", day: 2, sortOrder: 5, kind: .stay(Stay(name: "Inn", city: "New York"))))
        let s = editor(library, width: 100, height: 12)
        #expect(s.lines[1].contains("nights 1/2") && s.lines[1].hasSuffix("⚠ 1"), "\(s.lines[1])")
        #expect(!editor(Self.swing(), width: 100, height: 12).lines[1].contains("nights"))
    }

    @Test func aNarrowScreenDropsTheConfirmationFirst() {
        var library = Self.swing()
        library.trips[0].items.append(
            Item(
                id: "s", day: 1, sortOrder: 5,
                kind: .stay(
                    Stay(
                        name: "Hotel Beacon", city: "Boston", confirmation: "CONFIRMATION-NUMBER-1234567"))))
        var s = editor(library, width: 60, height: 12)
        s.press(.enter)
        #expect(s.lines.contains { $0.hasSuffix("⌂ Hotel Beacon, Boston · 1 night") })
        var wide = editor(library, width: 100, height: 12)
        wide.press(.enter)
        #expect(wide.lines.contains { $0.hasSuffix("⌂ Hotel Beacon, Boston · 1 night · CONFIRMATION-NUMBER-1234567") })
    }
}

/// `b` where `!` shows an unbooked night books the bed where the day ends, after the leg that
/// takes the traveller there, and the night's warning goes.
@Suite struct UnbookedNightStayTests {
    /// The demo's California Coast, opened, `!` on its unbooked night 4 (the day ends in Anaheim).
    static func onTheUnbookedNight() throws -> EditorState {
        var s = editor()
        s.press(.down)
        #expect(s.tripsCursor == "ca-2026")
        s.press(.enter)
        s.press(.char("!"), .char("!"))  // past the drive that is too long, to the night
        #expect(s.trip?.cursor == .header(day: 4))
        #expect(s.statusLine.contains("night 4 (Sun Aug 23): no stay, the day ends in Anaheim"))
        return s
    }

    @Test func bOnAnUnbookedNightOffersTheCityTheDayEndsInAndSleepsAfterTheLastMove() throws {
        var s = try Self.onTheUnbookedNight()
        s.press(.char("b"))
        #expect(s.form?.title == "New stay")
        #expect(s.form?.fields[1].input.text == "Anaheim")
        s.type("Anaheim Inn")
        s.press(.enter)
        let stay = try #require(s.item("anaheim-inn"))
        #expect(stay.day == 4 && stay.stay?.city == "Anaheim")
        // After the drive to Anaheim and the game there: the day's last row.
        let day4 = try #require(s.trip?.layout.day(4).entries)
        #expect(day4.last?.id == "anaheim-inn", "\(day4.map(\.id))")
        #expect(s.trip?.travel.unbookedNight(4) == nil)
        // Only the drive that is too long is left: the bed is where the day ends.
        #expect(s.trip?.travel.warnings.map(\.entryID) == ["ca-t1"], "\(s.trip!.travel.warnings)")
        #expect(s.trip?.travel.unbookedNights == [])
    }

    @Test func bOnAnyDaysHeaderSleepsAfterTheDaysLastLeg() throws {
        var s = try Self.onTheUnbookedNight()
        s.trip?.cursor = .header(day: 5)
        s.press(.char("b"))
        // Day 5 is the train to San Diego and the game there.
        #expect(s.form?.fields[1].input.text == "San Diego")
        s.type("Padres Inn")
        s.press(.enter)
        let day5 = try #require(s.trip?.layout.day(5).entries)
        #expect(day5.last?.id == "padres-inn", "\(day5.map(\.id))")
    }
}
