import Foundation
import Testing

extension EndToEnd {
    /// While the terminal is too small (docs/keys.md), `q` quits as Ctrl-C does, asking
    /// about unsaved changes in a question wrapped to fit, and the screen says how.
    @Suite struct TooSmall {
        @Test func qQuitsWhileTheTerminalIsTooSmallAndAsksAboutUnsavedChanges() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.openTrip()
            try itin.grabLeg()
            try itin.liftLegToDay2()
            try itin.dropLegAfterG2()

            try itin.resize(columns: 30, rows: 8)
            try itin.waitFor(text: "Terminal too small · q quits")
            try itin.send("q")
            let asked = try itin.waitFor("the question, wrapped to 30 columns") {
                $0.contains("quit, (d)iscard and quit,")
            }
            #expect(asked.contains("Unsaved changes. (s)ave and") && asked.contains("(c)ancel"), "\(asked.framed)")

            try itin.send("c")
            try itin.waitFor("the question gone after c") {
                $0.contains("Terminal too small · q quits") && !$0.contains("(d)iscard")
            }
            try itin.send("q")
            try itin.waitFor("the question again after q") { $0.contains("quit, (d)iscard and quit,") }
            try itin.send("d")
            #expect(try itin.waitForExit() == 0)
            #expect(try fixture.bytes("trips.json") == Data(tripFixture().utf8))
        }
    }
}
