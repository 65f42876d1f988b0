import ItineraryCore
import Testing

@testable import ItineraryEditor

/// `i` on the trips list (docs/calendars.md): a form names the schedule, the run loop reads
/// it, and its games go into the trip as one undo step with the report `itin import` prints.
@Suite struct ImportTests {
    let later = ScheduleEvent(
        line: 12, start: LocalDateTime(date: CalendarDate(iso: "2026-06-13")!, time: TimeOfDay(text: "16:05")!),
        away: "Yankees", home: "Red Sox", venue: "Fenway Park", city: "Boston")

    @Test func theFormAsksTheRunLoopToReadTheFileForTheTripUnderTheCursor() throws {
        var s = editor(width: 100, height: 30)
        s.press(.char("i"))
        #expect(s.form?.title == "Import a schedule")
        #expect(s.lines.contains { $0.contains("New trip") && $0.contains("empty: into “Northeast") })
        s.type("~/sox.ics")
        let effects = s.press(.enter)
        #expect(
            effects == [.readSchedule(ScheduleRequest(path: "~/sox.ics", destination: .trip("ne-2026"), zone: nil))])
        #expect(s.modal == nil && s.statusLine.contains("Reading ~/sox.ics…"))
    }

    @Test func aNamedNewTripAndAZoneGoInTheRequest() throws {
        var s = editor(width: 100, height: 30)
        s.press(.char("i"))
        s.type("sox.csv")
        s.press(.tab)
        s.type("Sox away games")
        s.press(.tab)
        s.type("America/New_York")
        #expect(
            s.press(.enter) == [
                .readSchedule(
                    ScheduleRequest(
                        path: "sox.csv", destination: .newTrip(name: "Sox away games"),
                        zone: "America/New_York"))
            ])
    }

    @Test func aZoneThatIsNoZoneNameIsRefusedInTheForm() throws {
        var s = editor(width: 100, height: 30)
        s.press(.char("i"))
        s.type("sox.ics")
        s.press(.tab, .tab)
        s.type("../etc/passwd")
        #expect(s.press(.enter).isEmpty)
        #expect(s.statusLine.contains("../etc/passwd is not a zone name"))
    }

    @Test func withNoTripTheNewTripsNameIsNeeded() throws {
        var s = editor(Library(), width: 100, height: 30)
        s.press(.char("i"))
        s.type("sox.ics")
        #expect(s.press(.enter).isEmpty)
        #expect(s.statusLine.contains("name the new trip: there is no trip to import into"))
    }

    @Test func theGamesGoInAsOneUndoStepAndTheReportSaysWhatChanged() throws {
        var s = editor(width: 100, height: 30)
        let request = ScheduleRequest(path: "sox.ics", destination: .trip("ne-2026"), zone: nil)
        let before = s.library
        _ = Editor.update(&s, .scheduleRead(request, .events(Schedule(games: [later]))))
        let trip = try #require(s.library.trip("ne-2026"))
        #expect(
            trip.game("ne-g2")?.day == 2 && trip.game("ne-g2")?.time?.description == "16:05",
            "ne-g2, Yankees @ Red Sox on day 2, matched by date and teams and updated in place")
        #expect(trip.items == before.trip("ne-2026")?.items, "no item moves")
        guard case .report(let report) = s.modal else {
            Issue.record("no report")
            return
        }
        #expect(report.lines.first?.hasPrefix("1 game into the trip Northeast Ballpark Swing (ne-2026)") == true)
        #expect(s.lines.contains { $0.contains("Imported sox.ics") })
        s.press(.char("x"))
        #expect(s.modal == nil)
        s.press(.char("u"))
        #expect(s.library == before, "one undo step takes the whole import back")
    }

    @Test func aScheduleThatCannotBeReadSaysWhyAndChangesNothing() {
        var s = editor(width: 100, height: 30)
        let request = ScheduleRequest(path: "bad.ics", destination: .trip("ne-2026"), zone: nil)
        _ = Editor.update(&s, .scheduleRead(request, .failed("bad.ics: line 7: this VEVENT has no DTSTART")))
        #expect(s.library == DemoLibrary.library && s.modal == nil)
        #expect(s.statusLine.contains("✗ bad.ics: line 7: this VEVENT has no DTSTART"))
    }
}
