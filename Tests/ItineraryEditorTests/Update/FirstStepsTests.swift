import ItineraryCore
import Testing

@testable import ItineraryEditor

/// A first trip's first steps: a long report line, a new trip's first day, a leg before any game.
@Suite struct FirstStepsTests {
    /// The import report is the point: a long line wraps in the box, and is never cut.
    @Test func aLongReportLineWrapsInTheBoxAndScrolls() throws {
        var s = editor(width: 100, height: 14)
        let long = (1...30).map { "word\($0)" }.joined(separator: " ")  // 199 columns
        let lines =
            ["3 games into the trip Sox (sox): 0 added, 1 updated, 2 unchanged", long]
            + (1...6).map { "  updated g\($0): Yankees @ Red Sox, day 2 → 3" }
        s.modal = .report(Report(title: "Imported", lines: lines))
        var seen = Set<String>()
        for _ in 0..<10 {
            let screen = s.lines
            #expect(!screen.joined().contains("…"), "nothing is cut:\n\(screen.joined(separator: "\n"))")
            for line in screen { for word in line.split(separator: " ") { seen.insert(String(word)) } }
            s.press(.down)
        }
        for n in 1...30 { #expect(seen.contains("word\(n)"), "word\(n) is shown") }
        #expect(seen.contains("g6:"), "the report scrolls to its last line")
        #expect(ReportOverlay.wrap(long, to: 76, .fallback).allSatisfy { WidthProfile.fallback.columns(of: $0) <= 76 })
        #expect(ReportOverlay.wrap("short", to: 76, .fallback) == ["short"])
    }

    @Test func aNewTripStartsTodayOrAfterTheLastTrip() {
        func start(_ library: Library, today: String) -> String? {
            var s = EditorState(
                library: library, file: FileState(path: "/tmp/t.json", bytes: nil),
                today: CalendarDate(iso: today)!, width: 100, height: 30)
            s.press(.char("n"))
            return s.form?.fields[1].input.text
        }
        #expect(start(Library(), today: "2026-11-27") == "2026-11-27")
        #expect(start(DemoLibrary.library, today: "2026-11-27") == "2026-11-27", "the demo's trips are over by then")
        #expect(start(DemoLibrary.library, today: "2026-01-05") == "2026-08-25", "the day after the last trip")
    }

    /// On a day before any game, From is where the traveller is there: the trip's first city.
    @Test func aLegFormBeforeAnyGameOffersTheFirstCity() {
        var s = editor()
        s.press(.char("j"), .enter)  // California Coast: day 1 has only a note, the first game is in San Francisco
        s.trip?.cursor = .header(day: 1)
        s.press(.char("t"))
        #expect(s.form?.fields[0].input.text == "San Francisco")
        // Later in the trip, the last place the rows put the traveller, days back included.
        s.press(.escape)
        s.trip?.cursor = .header(day: 3)
        s.press(.char("t"))
        #expect(s.form?.fields[0].input.text == "Los Angeles")
    }
}
