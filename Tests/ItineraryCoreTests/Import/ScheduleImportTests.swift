import ItineraryCore
import Testing

/// Calendars (docs/calendars.md): a schedule's games into a trip — matched, updated in
/// place, added, missing, pruned — and never an item moved.
@Suite struct ScheduleImportTests {
    func event(
        _ line: Int, _ date: String, _ time: String, _ away: String, _ home: String,
        city: String = "Boston", venue: String? = nil, uid: String? = nil, tz: String? = nil
    ) -> ScheduleEvent {
        ScheduleEvent(
            line: line, start: LocalDateTime(date: CalendarDate(iso: date)!, time: TimeOfDay(text: time)!),
            away: away, home: home, venue: venue ?? "\(city) Park", city: city, tz: tz, uid: uid)
    }

    /// Boston on day 1, New York on day 3, the leg between them on day 2.
    var swing: Trip {
        var bos = game("g-bos", day: 1, at: "19:10", in: "Boston", away: "Yankees", home: "Red Sox")
        bos.uid = "bos@mlb"
        let nyc = game("g-nyc", day: 3, at: "13:05", in: "New York", away: "Red Sox", home: "Yankees")
        return trip(
            "ne", days: 5, name: "Swing", games: [bos, nyc],
            items: [leg("t1", day: 2, 0, from: "Boston", to: "New York"), note("n1", day: 1, 1)])
    }

    var library: Library { Library(trips: [swing]) }

    func applied(_ plan: ScheduleImport.Plan, to library: Library) throws -> Trip {
        try #require(library.applying(plan.edit).trip(plan.report.tripID))
    }

    @Test func aNewTripRunsFromTheFirstEventToTheLastWithEveryGame() throws {
        let events = [
            event(3, "2026-07-04", "13:05", "Mets", "Phillies", city: "Philadelphia", uid: "a"),
            event(9, "2026-07-01", "19:10", "Mets", "Red Sox", uid: "b", tz: "America/New_York"),
        ]
        let plan = try ScheduleImport.plan(events, into: .newTrip(name: "July"), prune: false, in: library)
        let trip = try applied(plan, to: library)
        #expect(trip.name == "July" && trip.start == CalendarDate(iso: "2026-07-01") && trip.days == 4)
        #expect(trip.games.map(\.day).sorted() == [1, 4])
        let first = try #require(trip.games.first { $0.uid == "b" })
        #expect(first.tz == "America/New_York" && first.time?.description == "19:10" && first.venue == "Boston Park")
        #expect(
            plan.report.lines(keepHint: "").first
                == "2 games into a new trip July (july): 2 added, 0 updated, 0 unchanged")
    }

    @Test func aGameThatMovedADayIsUpdatedInPlaceAndTheLegItBrokeIsReported() throws {
        // The Boston game, matched by its UID, is now on day 3 (Jun 14) at 16:10.
        let events = [
            event(1, "2026-06-14", "16:10", "Yankees", "Red Sox", uid: "bos@mlb"),
            event(2, "2026-06-14", "13:05", "Red Sox", "Yankees", city: "New York"),
        ]
        let plan = try ScheduleImport.plan(events, into: .trip("ne"), prune: false, in: library)
        let trip = try applied(plan, to: library)
        let bos = try #require(trip.game("g-bos"))
        #expect(bos.day == 3 && bos.time?.description == "16:10")
        #expect(trip.games.map(\.id) == ["g-bos", "g-nyc"], "updated in place, nothing added")
        #expect(trip.items == swing.items, "no item moves")
        #expect(plan.report.misplaced.map(\.itemID) == ["t1"])
        let lines = plan.report.lines(keepHint: "--prune removes them")
        #expect(lines.contains("  updated g-bos: Yankees @ Red Sox, day 1 → 3, 19:10 → 16:10"))
        #expect(lines.last?.hasPrefix("ne t1: ") == true)
    }

    @Test func withoutAUIDGamesAreMatchedByDateAndTeamsAndADoubleheaderPairsInTimeOrder() throws {
        var t = swing
        t.games = [
            game("early", day: 2, at: "13:00", in: "Boston", away: "A", home: "B"),
            game("late", day: 2, at: "19:00", in: "Boston", away: "A", home: "B"),
        ]
        let events = [event(2, "2026-06-13", "20:00", "a", "b "), event(1, "2026-06-13", "12:30", "A", "B")]
        let plan = try ScheduleImport.plan(events, into: .trip("ne"), prune: false, in: Library(trips: [t]))
        let after = try applied(plan, to: Library(trips: [t]))
        #expect(after.game("early")?.time?.description == "12:30")
        #expect(after.game("late")?.time?.description == "20:00")
        #expect(after.game("late")?.uid == nil)
        #expect(plan.report.addedCount == 0 && plan.report.missingCount == 0)
    }

    @Test func eventsOutsideTheTripAreSkippedAndCountedNewOnesAddedMissingOnesKept() throws {
        let events = [
            event(1, "2026-06-12", "19:10", "Yankees", "Red Sox", uid: "bos@mlb"),
            event(2, "2026-06-13", "18:00", "Cubs", "Red Sox", uid: "new"),
            event(3, "2026-05-01", "18:00", "Cubs", "Red Sox"),
            event(4, "2026-09-01", "18:00", "Cubs", "Red Sox"),
        ]
        let plan = try ScheduleImport.plan(events, into: .trip("ne"), prune: false, in: library)
        let trip = try applied(plan, to: library)
        #expect(trip.games.map(\.id) == ["g-bos", "g-nyc", "g-2026-06-13-cubs-red-sox"])
        let lines = plan.report.lines(keepHint: "--prune removes them")
        #expect(lines[0] == "2 games into the trip Swing (ne): 1 added, 0 updated, 1 unchanged")
        #expect(lines.contains("skipped 2 events outside the trip's dates (2026-06-12 to 2026-06-16)"))
        #expect(lines.contains("1 game no longer in the schedule, kept (--prune removes them):"))
        #expect(lines.contains("  g-nyc: Red Sox @ Yankees, day 3 at 13:05"))
    }

    @Test func pruneRemovesTheMissingGamesButNoItem() throws {
        let events = [event(1, "2026-06-12", "19:10", "Yankees", "Red Sox", uid: "bos@mlb")]
        let plan = try ScheduleImport.plan(events, into: .trip("ne"), prune: true, in: library)
        let trip = try applied(plan, to: library)
        #expect(trip.games.map(\.id) == ["g-bos"])
        #expect(trip.items == swing.items)
        #expect(plan.report.lines(keepHint: "x").contains("removed 1 game no longer in the schedule:"))
    }

    @Test func aGameTheScheduleMovedOutsideTheTripIsMissingAndSaysWhere() throws {
        let events = [
            event(7, "2026-08-02", "19:10", "Yankees", "Red Sox", uid: "bos@mlb"),
            event(8, "2026-06-14", "13:05", "Red Sox", "Yankees", city: "New York"),
        ]
        let plan = try ScheduleImport.plan(events, into: .trip("ne"), prune: false, in: library)
        #expect(
            plan.report.lines(keepHint: "k").contains(
                "  g-bos: Yankees @ Red Sox, day 1 at 19:10 (the schedule has it on 2026-08-02 at 19:10, outside the trip)"
            ))
        #expect(try applied(plan, to: library).game("g-bos") == swing.game("g-bos"))
    }

    @Test func anImportIsOneEditThatUndoesExactly() throws {
        let events = [
            event(1, "2026-06-15", "16:10", "Yankees", "Red Sox", uid: "bos@mlb"),
            event(2, "2026-06-13", "18:00", "Cubs", "Red Sox"),
        ]
        let plan = try ScheduleImport.plan(events, into: .trip("ne"), prune: true, in: library)
        let (after, inverse) = try library.applyingWithInverse(plan.edit)
        #expect(after != library)
        #expect(try after.applying(inverse) == library)
    }

    @Test func twoEventsWithOneUIDAndAnEmptyScheduleAreRefused() throws {
        let twice = [
            event(4, "2026-06-12", "19:10", "A", "B", uid: "x"), event(9, "2026-06-13", "19:10", "A", "B", uid: "x"),
        ]
        #expect(throws: ScheduleError(line: 9, "the UID x was already used by the event at line 4")) {
            try ScheduleImport.plan(twice, into: .trip("ne"), prune: false, in: library)
        }
        #expect(throws: ScheduleError(line: nil, "the schedule has no games")) {
            try ScheduleImport.plan([], into: .newTrip(name: "x"), prune: false, in: library)
        }
    }

    @Test func aNewTripLongerThanATripMayBeIsRefused() throws {
        let events = [event(1, "2026-01-01", "19:10", "A", "B"), event(2, "2040-01-01", "19:10", "A", "B")]
        #expect(throws: ScheduleError.self) {
            try ScheduleImport.plan(events, into: .newTrip(name: "x"), prune: false, in: library)
        }
    }
}
