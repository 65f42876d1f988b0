import ItineraryCore
import Testing

@testable import ItineraryEditor

/// In a traveller's own view a leg is still judged by every game of the trip, those the
/// traveller does not see too (docs/travellers.md): Alice's game in New York keeps Bob's leg
/// out of New York from leaving before it, though Bob's view has no row for it.
@Suite struct EveryGameJudgesTests {
    /// Day 1: everyone's game in Boston. Day 2: Alice's game in New York, then Bob's leg
    /// New York → Philadelphia (`day2`: the leg's day, 2 where the rules allow it).
    static func library(legOnDay day: Int) -> Library {
        var library = Library()
        library.trips = [
            Trip(
                id: "tw", name: "Two", order: 1, start: CalendarDate(year: 2026, month: 6, day: 12)!, days: 2,
                games: [
                    Game(
                        id: "g1", day: 1, time: TimeOfDay(hour: 19, minute: 10)!, away: "Yankees", home: "Red Sox",
                        venue: "Fenway Park", city: "Boston"),
                    Game(
                        id: "g2", day: 2, time: TimeOfDay(hour: 13, minute: 5)!, away: "Braves", home: "Mets",
                        venue: "Citi Field", city: "New York", who: ["Alice"]),
                ],
                items: [
                    Item(
                        id: "leg", day: day, sortOrder: 5,
                        kind: .travel(Travel(from: "New York", to: "Philadelphia", miles: 95, mode: .drive)),
                        who: ["Bob"])
                ],
                travellers: ["Alice", "Bob"])
        ]
        return library
    }

    /// Bob's own view, the cursor on his leg.
    func bobs(_ library: Library) -> EditorState {
        var s = editor(library)
        s.press(.enter)
        s.press(.char("w"), .char("w"))
        s.trip?.cursor = .entry("leg")
        return s
    }

    @Test func aLegInATravellersViewMayNotGoWhereAGameTheyDoNotSeeForbidsIt() throws {
        var s = bobs(Self.library(legOnDay: 2))
        #expect(s.lines[0].contains("Bob's trip"))
        #expect(s.line(containing: "Braves @ Mets") == nil, "Alice's game is not on Bob's screen")
        s.press(.char("K"))
        #expect(s.statusLine.contains("No allowed slot above"), "\(s.statusLine)")
        #expect(s.item("leg")?.day == 2)
        // Held and carried up to day 1, the slot is refused with the hidden game's reason.
        s.press(.char(" "), .up, .up)
        let drag = try #require(s.trip?.drag)
        #expect(drag.currentVerdict.isAllowed == false)
        s.press(.enter)
        #expect(s.item("leg")?.day == 2, "a drop there snaps back")
        #expect(s.statusLine.contains("Braves @ Mets"), "the reason names the game: \(s.statusLine)")
    }

    @Test func aLegMisplacedByAGameTheyDoNotSeeIsWarnedInTheirView() {
        let s = bobs(Self.library(legOnDay: 1))
        let problems = TripCheck(Self.library(legOnDay: 1).trips[0]).problems.map(\.itemID)
        #expect(problems == ["leg"], "everyone's check finds it misplaced")
        #expect(s.trip?.check.problems.map(\.itemID) == ["leg"], "and so does Bob's own view")
    }
}

extension EveryGameJudgesTests {
    @Test func aLegAddedInATravellersViewLandsWhereEveryGameAllowsIt() throws {
        // Bob's view, cursor on day 1's game: a leg out of New York is asked for there.
        var s = bobs(Self.library(legOnDay: 2))
        s.trip?.cursor = .entry("g1")
        let day1 = try #require(s.trip).layout.day(1).entries.count
        let landing = NewItemLanding.place(
            Item(
                id: "new", day: 1, sortOrder: 0,
                kind: .travel(Travel(from: "New York", to: "Philadelphia")), who: ["Bob"]),
            in: try #require(s.trip).trip, day: 1, index: day1,
            everyone: s.library.trip("tw"))
        let place = try landing.get()
        #expect(place.refused != nil, "day 1 is before Alice's game in New York")
        #expect(place.placement.day == 2, "the nearest allowed slot is after it")
    }
}
