import Foundation
import Testing

// The built `itin` in a real terminal (tmux). The nested suites are in the other files;
// they run one at a time so that each program gets the machine to itself and the
// deadlines mean the same thing on a busy runner.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct EndToEnd {}

extension EndToEnd {
    /// A fresh folder with the fixture's `trips.json`, and the editor on it in tmux (under
    /// `wrapper`, such as strace, when given) showing the trip's rows.
    static func editorOnFixtureTrip(under wrapper: [String] = []) throws -> (Fixture, TmuxSession) {
        let fixture = try Fixture()
        try fixture.write("trips.json", tripFixture())
        let itin = try TmuxSession(["trips.json"], in: fixture.directory, under: wrapper)
        do { try itin.openTrip() } catch {
            itin.kill()
            throw error
        }
        return (fixture, itin)
    }
}

/// The steps most tests share, each waiting for its effect before the next key.
extension TmuxSession {
    /// From start-up: the trips list, then Enter into the fixture's trip.
    @discardableResult
    func openTrip(file: String = "trips.json") throws -> Screen {
        try waitFor("the trips list showing \(file)") {
            $0.contains("Boston and New York") && $0.status.hasSuffix(file)
        }
        try send("Enter")
        return try waitFor("the trip's rows") { $0.contains(Rows.day4) && $0.contains(Rows.g3) }
    }

    /// Puts the cursor on the leg and grabs it; the leg is lifted in its own slot.
    @discardableResult
    func grabLeg() throws -> Screen {
        try moveCursor(to: Rows.leg)
        try send("Space")
        return try waitFor("the leg lifted (▶) in its own slot") {
            guard let row = $0.liftedRow else { return false }
            return $0.line(row).contains(Rows.leg.dropFirst(2))
                && $0.position.hasPrefix("▶ Day 3 · Sun Jun 14 · before Red Sox @ Yankees")
        }
    }

    /// While holding the leg, one slot up from its own: day 2, after the Boston game.
    @discardableResult
    func liftLegToDay2() throws -> Screen {
        try send("Up")
        return try waitForLegAfterG2()
    }

    @discardableResult
    func waitForLegAfterG2() throws -> Screen {
        try waitFor("the lifted leg just after the day-2 game") {
            guard let row = $0.liftedRow, let g2 = $0.row(containing: Rows.g2) else { return false }
            return row == g2 + 1 && $0.position.hasPrefix("▶ " + Rows.afterG2)
        }
    }

    /// Drops where the leg is held (after the day-2 game) and waits for the move to show.
    @discardableResult
    func dropLegAfterG2() throws -> Screen {
        try send("Enter")
        return try waitFor("the leg dropped after the day-2 game") {
            guard let leg = $0.row(containing: Rows.leg), let g2 = $0.row(containing: Rows.g2) else { return false }
            return $0.liftedRow == nil && leg == g2 + 1 && $0.cursorRow == leg
                && $0.status.contains("Moved to " + Rows.afterG2) && $0.status.hasSuffix(" [+]")
        }
    }

    func save(file: String = "trips.json") throws {
        try send("s")
        try waitFor("“Saved \(file)”") { $0.status.hasPrefix("Saved \(file)") && !$0.status.contains("[+]") }
    }

    /// `q` back to the trips list, `q` again to quit (no question: nothing unsaved).
    func quitSaved() throws -> Int32 {
        try send("q")
        try waitFor("the trips list") { $0.line(0).contains("itin") && $0.status.hasPrefix("Enter open") }
        try send("q")
        return try waitForExit()
    }
}
