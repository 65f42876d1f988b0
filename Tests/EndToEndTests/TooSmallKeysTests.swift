import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension EndToEnd.TooSmall {
    /// below 40×10 only `Terminal too small` shows, and no key but quit acts.
    @Test func keysDoNothingWhileTheTerminalIsTooSmall() throws {
        let fixture = try Fixture()
        try fixture.write("trips.json", tripFixture())
        let itin = try TmuxSession(["trips.json"], in: fixture.directory)
        defer { itin.kill() }

        try itin.openTrip()
        try itin.moveCursor(to: Rows.note)

        try itin.resize(columns: 30, rows: 8)
        try itin.waitFor(text: "Terminal too small")
        try itin.send("d")
        try itin.send("Space")
        try itin.send("j")
        // Nothing shows whether they acted, so wait until the program has read them all,
        // before the resize back (a pending resize is handed out before typed keys).
        try waitForInputRead(itin)

        try itin.resize(columns: 100, rows: 30)
        let screen = try itin.waitFor("the trip redrawn at 100×30") {
            $0.lines.count == 30 && !$0.contains("Terminal too small") && $0.line(0).contains("Boston and New York")
        }
        #expect(screen.contains(Rows.note), "d deleted the note while too small:\n\(screen.framed)")
        #expect(
            screen.liftedRow == nil && !screen.position.hasPrefix("▶") && !screen.position.hasPrefix("✗"),
            "Space grabbed an item while too small:\n\(screen.framed)")
        #expect(!screen.status.hasSuffix(" [+]"), "the library changed while too small:\n\(screen.framed)")

        try itin.send("q")
        try itin.waitFor("the trips list") { $0.line(0).contains("itin ·") && $0.status.hasPrefix("Enter open") }
        try itin.send("q")
        #expect(try itin.waitForExit() == 0, "q quits at once: nothing unsaved")
        #expect(try fixture.bytes("trips.json") == Data(tripFixture().utf8))
    }
}
