import Foundation
import Testing

extension EndToEnd {
    /// The display (docs/keys.md): arrows and Home/End work in both forms terminals send.
    /// `itin` asks for application keys (`ESC O B`); a terminal that ignores that sends `ESC
    /// [ B`, which read as Esc, `[`, `B` would cancel the drag and jump a day. The bytes go
    /// to the program's pty as they are (`send-keys -H`), as such a terminal would send them.
    @Suite struct NormalCursorKeys {
        @Test func arrowsHomeAndEndInTheNormalFormMoveAHeldItem() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openTrip()
            try itin.grabLeg()
            try itin.sendBytes([0x1b, 0x5b, 0x41])  // ESC [ A
            try itin.waitForLegAfterG2()
            try itin.sendBytes([0x1b, 0x5b, 0x42])  // ESC [ B
            try itin.waitFor("the leg back in its own slot, still held") {
                $0.liftedRow != nil && $0.position.hasPrefix("▶ Day 3 · Sun Jun 14 · before Red Sox @ Yankees")
            }
            try itin.sendBytes([0x1b, 0x5b, 0x48])  // ESC [ H: Home
            try itin.waitFor("the leg at the first slot, before the day-1 game") {
                $0.liftedRow == 2 && $0.position.hasPrefix("✗ ") && $0.status.contains("can't leave before")
            }
            try itin.sendBytes([0x1b, 0x5b, 0x46])  // ESC [ F: End
            try itin.waitFor("the leg at the last slot, after the New York game") {
                $0.liftedRow != nil && $0.position.hasPrefix("✗ ") && $0.status.contains("can't arrive after")
            }
            try itin.sendBytes([0x1b, 0x5b, 0x31, 0x7e])  // ESC [ 1 ~: Home as rxvt and the Linux console send it
            try itin.waitFor("Home again") { $0.liftedRow == 2 }

            try itin.send("Escape")
            try itin.waitFor("the leg put back") { $0.liftedRow == nil && $0.status.hasPrefix("Put back") }
            #expect(try itin.quitSaved() == 0, "nothing changed, so q q quits without a question")
        }
    }
}
