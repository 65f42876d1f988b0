import Foundation
import Testing

extension EndToEnd {
    /// SIGWINCH → KEY_RESIZE reaches the program only because tmux was started with an
    /// empty signal mask (see `TmuxSession`).
    @Suite struct Resize {
        @Test func resizingMidDragKeepsTheSession() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openTrip()
            try itin.grabLeg()
            try itin.liftLegToDay2()

            for (columns, rows) in [(80, 24), (120, 40)] {
                try itin.resize(columns: columns, rows: rows)
                // tmux itself shifts the old content on a resize; only the program's redraw
                // puts the title back on row 0 and the status on the new last row.
                try itin.waitFor("the held leg redrawn at \(columns)×\(rows)") {
                    guard let lifted = $0.liftedRow, let g2 = $0.row(containing: Rows.g2) else { return false }
                    return $0.lines.count == rows && $0.line(0).contains("Boston and New York")
                        && lifted == g2 + 1 && $0.position.hasPrefix("▶ " + Rows.afterG2)
                        && $0.position.hasSuffix("trips.json")
                }
            }

            try itin.resize(columns: 30, rows: 8)
            try itin.waitFor(text: "Terminal too small")
            try itin.resize(columns: 100, rows: 30)
            try itin.waitFor("the drag back after growing to 100×30") {
                $0.lines.count == 30 && !$0.contains("Terminal too small") && $0.line(0).contains("Boston and New York")
            }
            try itin.waitForLegAfterG2()

            // Still holding: the keys move the item, and the drop lands where it is shown.
            try itin.send("Up")
            try itin.waitFor("the forbidden slot before the day-2 game") {
                $0.position.hasPrefix("✗ ") && $0.status.contains(Rows.reasonBeforeG2)
            }
            try itin.send("Down")
            try itin.waitForLegAfterG2()
            try itin.dropLegAfterG2()

            try itin.save()
            #expect(try itin.quitSaved() == 0)
            let leg = try fixture.position(of: "leg", in: "trips.json")
            #expect(leg.day == 2 && leg.sortOrder == 1)
        }
    }
}
