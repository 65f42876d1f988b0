import Foundation
import Testing

extension EndToEnd {
    /// A TERM the editor cannot draw on is refused before ncurses starts: itin's own line,
    /// exit 64 like any other editor started where it cannot run, and the terminal as it was.
    @Suite struct TerminalType {
        static let cases: [(term: String?, says: String)] = [
            ("dumb", "itin: TERM=dumb cannot move the cursor, so the editor cannot draw"),
            ("nonexistent-term", "itin: TERM=nonexistent-term is a terminal type this system does not know"),
            (nil, "itin: TERM is not set, so the editor does not know how to draw"),
        ]

        @Test(arguments: 0..<cases.count)
        func aTerminalTheEditorCannotDrawOnIsRefusedWithAReason(_ n: Int) throws {
            let (term, says) = Self.cases[n]
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory, columns: 200, term: term)
            defer { itin.kill() }
            #expect(try itin.waitForExit() == 64)
            let screen = try itin.capture()
            #expect(screen.line(0).hasPrefix(says), "\(screen.framed)")
            #expect(
                screen.line(0).hasSuffix("; run it in a terminal such as xterm or tmux, or use: itin print FILE"),
                "\(screen.framed)")
            #expect(screen.line(1).hasPrefix("EXIT:"), "one line, then the shell: \(screen.framed)")
            #expect(try itin.paneFormat("#{alternate_on}") == "0", "the terminal is on its normal screen")
            #expect(try fixture.files() == ["trips.json"])
        }
    }
}
