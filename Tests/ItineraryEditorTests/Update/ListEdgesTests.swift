import ItineraryCore
import Testing

@testable import ItineraryEditor

/// At the edges: one of a thing, a one-day trip, the first trip, the last day, and a quit
/// asked while an item is held.
@Suite struct ListEdgesTests {
    /// One trip of one day with one game and one note.
    let oneDay = Library(trips: [
        Trip(
            id: "d", name: "Day trip", order: 1, start: CalendarDate(iso: "2026-01-01")!, days: 1,
            games: [
                Game(
                    id: "g", day: 1, time: TimeOfDay(text: "13:05")!, away: "Mets", home: "Phillies",
                    venue: "Citizens Bank Park", city: "Philadelphia")
            ],
            items: [Item(id: "n", day: 1, sortOrder: 1, kind: .custom(Custom(title: "Cheesesteak")))])
    ])

    @Test func oneOfAThingIsSingularAndAOneDayTripHasOneDate() {
        var s = editor(oneDay, width: 100)
        #expect(
            s.lines[1].contains("Day trip") && s.lines[1].contains("Jan 1, 2026   1 day · 1 game · 1 item"),
            "\(s.lines[1])")
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
