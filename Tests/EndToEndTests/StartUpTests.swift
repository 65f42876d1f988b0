import Foundation
import Testing

extension EndToEnd {
    @Suite struct StartUp {
        /// ncurses sets the terminal up and never draws: its screen is one line (`filter`), so
        /// it neither clears the terminal nor fills and compares whole-screen windows at start.
        /// The one clear before the first frame is the frame's own.
        @Test func ncursesDrawsNothingOfItsOwnBeforeTheFirstFrame() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let run = try PtyTerminal.run(
                ["trips.json"], in: fixture.directory, columns: 100, rows: 30,
                answers: PtyTerminal.Answers(advances: [1, 2, 1, 2, 1, 2, 2]),
                steps: [.waitFor("Boston and New York"), .screen])
            #expect(run.clearsByFirstFrame == 1)
            let screen = try #require(run.screens.first)
            #expect(screen.contains { $0.contains("4 days · 3 games · 2 items") }, "\(screen.joined(separator: "\n"))")
        }

        @Test func opensOnTheTripsListAndEnterShowsTheDaysInOrder() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            let trips = try itin.waitFor("the trips list") {
                $0.contains("Boston and New York") && $0.status.hasSuffix("trips.json")
            }
            #expect(trips.line(0).contains("1 trip"))
            #expect(trips.cursorRow == trips.row(containing: "Boston and New York"))
            #expect(trips.line(1).contains("4 days · 3 games · 2 items"))
            #expect(!trips.status.contains("[+]"))

            try itin.send("Enter")
            let trip = try itin.waitFor("the trip's rows") { $0.contains(Rows.note) }
            #expect(trip.line(0).contains("Boston and New York · Jun 12 – Jun 15, 2026 · 4 days"))
            // In display order (docs/file-format.md); headers after the two-column gutter,
            // entries indented under them.
            let headerColumns = try [Rows.day1, Rows.day2, Rows.day3, Rows.day4].map {
                try #require(trip.column(of: $0), "\($0)\n\(trip.framed)")
            }
            let entryColumns = try [Rows.g1, Rows.g2, Rows.leg, Rows.g3, Rows.note].map {
                try #require(trip.column(of: $0), "\($0)\n\(trip.framed)")
            }
            #expect(Set(headerColumns).count == 1 && Set(entryColumns).count == 1, "\(trip.framed)")
            #expect(headerColumns[0] >= 2 && entryColumns[0] > headerColumns[0], "\(trip.framed)")
            let order = [Rows.day1, Rows.g1, Rows.day2, Rows.g2, Rows.day3, Rows.leg, Rows.g3, Rows.day4, Rows.note]
            #expect(order.map { trip.row(containing: $0) } == Array(1...9), "\(trip.framed)")
            #expect(trip.line(5).contains("Day 3 · Sun Jun 14 · Boston → New York"))
            #expect(trip.cursorRow != nil)
            #expect(trip.status.hasSuffix("trips.json"))

            #expect(try itin.quitSaved() == 0)
        }
    }
}
