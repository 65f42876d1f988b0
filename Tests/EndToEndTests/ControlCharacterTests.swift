import Foundation
import Testing

extension EndToEnd {
    /// The display (docs/data.md): control characters from a file are never sent to the terminal as they are.
    @Suite struct ControlCharacters {
        @Test func anEscapeInATitleIsShownAsAControlPicture() throws {
            let fixture = try Fixture()
            // JSON escapes: ESC [31m … ESC [0m, and a BEL.
            try fixture.write("trips.json", tripFixture(noteTitle: #"Red \u001b[31malert\u001b[0m here\u0007 bell"#))
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openTrip()
            let screen = try itin.waitFor(text: "• Red ␛[31malert␛[0m here␇ bell")
            let row = try #require(screen.row(containing: "alert"))
            #expect(screen.row(containing: Rows.day4) == row - 1)
            #expect(screen.status.hasPrefix("Space grab"), "the rows below are not disturbed\n\(screen.framed)")

            // With attributes: the title's text carries no red (or any) colour from the file.
            let styled = try itin.capture(escapes: true)
            let line = styled.line(row)
            let red = ["\u{1b}[31m", "\u{1b}[91m", "\u{1b}[38;5;1m", "\u{1b}[38;5;9m"]
            #expect(!red.contains { line.contains($0) }, "red SGR on the title row: \(line.debugDescription)")
            let title = try #require(line.range(of: "Red "))
            #expect(
                !line[title.lowerBound...].contains("\u{1b}["),
                "an escape inside the title text: \(line.debugDescription)")
            #expect(try itin.quitSaved() == 0)
        }
    }
}
