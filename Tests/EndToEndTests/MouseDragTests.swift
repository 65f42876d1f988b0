import Foundation
import Testing

extension EndToEnd {
    /// X10 mouse reports (`ESC [ M b x y`) through tmux, which passes them on with `mouse off`.
    @Suite struct MouseDrag {
        @Test func pressDragReleaseMovesTheLegAndSaves() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            let trip = try itin.openTrip()
            let legRow = try #require(trip.row(containing: Rows.leg))
            let target = try #require(trip.row(containing: Rows.g2)) + 1
            #expect(trip.cursorRow != legRow)

            try itin.mouse(.press, column: 10, row: legRow)
            try itin.waitFor("the click to put the cursor on the leg") { $0.cursorRow == legRow }
            try itin.mouse(.drag, column: 10, row: target)
            try itin.waitForLegAfterG2()
            try itin.mouse(.release, column: 10, row: target)
            try itin.waitFor("the leg dropped after the day-2 game") {
                guard let leg = $0.row(containing: Rows.leg), let g2 = $0.row(containing: Rows.g2) else { return false }
                return $0.liftedRow == nil && leg == g2 + 1
                    && $0.status.contains("Moved to " + Rows.afterG2) && $0.status.hasSuffix(" [+]")
            }

            try itin.save()
            #expect(try itin.quitSaved() == 0)
            let leg = try fixture.position(of: "leg", in: "trips.json")
            #expect(leg.day == 2)
            #expect(leg.sortOrder == 1)
        }
    }
}
