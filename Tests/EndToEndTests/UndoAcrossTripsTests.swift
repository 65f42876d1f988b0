import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension EndToEnd {
    /// Undo opens the trip that the step it takes back changed.
    @Suite struct UndoAcrossTrips {
        /// undo of a step in another trip opens that trip with the cursor on what changed.
        @Test func undoInAnotherTripOpensTheTripItChanges() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", threeTripsFixture)
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.waitForThreeTrips()

            // In Alpha: the note from after the day-1 game to the top of day 2.
            try itin.send("Enter")
            try itin.waitFor("Alpha open") {
                $0.line(0).contains(ThreeTrips.alpha) && $0.contains(ThreeTrips.alphaNote)
            }
            try itin.moveCursor(to: ThreeTrips.alphaNote)
            try itin.send("Space")
            try itin.waitFor("the note lifted") { s in
                s.liftedRow.map { s.line($0).contains(ThreeTrips.alphaNote) } ?? false
            }
            try itin.send("Down")
            try itin.waitFor("the note held just below the day-2 header") {
                guard let lifted = $0.liftedRow, let day2 = $0.row(containing: ThreeTrips.alphaDay2) else {
                    return false
                }
                return $0.line(lifted).contains(ThreeTrips.alphaNote) && lifted == day2 + 1
            }
            try itin.send("Enter")
            try itin.waitFor("the note dropped in day 2") {
                guard let note = $0.row(containing: ThreeTrips.alphaNote),
                    let day2 = $0.row(containing: ThreeTrips.alphaDay2)
                else { return false }
                return $0.liftedRow == nil && note == day2 + 1 && $0.status.hasSuffix(" [+]")
            }

            // Back to the list, into Bravo, and undo there.
            try itin.send("q")
            try itin.waitFor("the trips list") { $0.line(0).contains("itin ·") && $0.status.hasPrefix("Enter open") }
            try itin.moveCursor(to: ThreeTrips.bravo)
            try itin.send("Enter")
            try itin.waitFor("Bravo open") {
                $0.line(0).contains(ThreeTrips.bravo) && $0.contains(ThreeTrips.bravoNote)
            }
            try itin.send("u")
            try itin.waitFor("Alpha again, the cursor on the note back after the day-1 game, “Undid: moved …”") {
                guard let cursor = $0.cursorRow, let game = $0.row(containing: ThreeTrips.alphaGame) else {
                    return false
                }
                return $0.line(0).contains(ThreeTrips.alpha) && cursor == game + 1
                    && $0.line(cursor).contains(ThreeTrips.alphaNote)
                    && $0.status.hasPrefix("Undid: moved " + ThreeTrips.alphaNoteTitle)
            }

            try itin.send("C-r")
            try itin.waitFor("Alpha, the cursor on the note at the top of day 2 again, “Redid: moved …”") {
                guard let cursor = $0.cursorRow, let day2 = $0.row(containing: ThreeTrips.alphaDay2) else {
                    return false
                }
                return $0.line(0).contains(ThreeTrips.alpha) && cursor == day2 + 1
                    && $0.line(cursor).contains(ThreeTrips.alphaNote)
                    && $0.status.hasPrefix("Redid: moved " + ThreeTrips.alphaNoteTitle)
            }
        }
    }
}
