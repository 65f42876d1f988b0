import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension EndToEnd {
    /// The help scrolls back from its bottom one line at a time.
    @Suite struct HelpScroll {
        /// at the bottom of a help taller than the screen, one ↑ scrolls one line.
        @Test func oneUpAtTheBottomOfTheHelpScrollsItBack() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory, columns: 80, rows: 24)
            defer { itin.kill() }
            try itin.waitFor("the trips list") {
                $0.contains("Boston and New York") && $0.status.hasSuffix("trips.json")
            }

            try itin.send("?")
            var screen = try itin.waitFor("the help, with more below") {
                $0.contains("Keys · any other key closes") && $0.contains("↓ more")
            }
            // Down until the help's last line shows (no more `↓ more`); each Down moves it.
            var presses = 0
            while screen.contains("↓ more") {
                presses += 1
                try #require(presses < 200, "the help never reached its bottom:\n\(screen.framed)")
                let before = screen
                try itin.send("Down")
                screen = try itin.waitFor("the help scrolled by Down #\(presses)") { $0.lines != before.lines }
            }
            let bottom = screen
            // More presses at the bottom change nothing; then one Up must show the line above.
            try itin.send("Down")
            try itin.send("Down")
            try itin.send("PageDown")
            try itin.send("Up")
            let helpRows = 2...(bottom.lines.count - 3)  // between the help's borders (rows 1 and 22)
            let up = try itin.waitFor("the help one line up after a single Up") { s in
                s.lines.count == bottom.lines.count
                    && helpRows.dropLast().allSatisfy { s.line($0 + 1) == bottom.line($0) }
                    && s.line(helpRows.lowerBound) != bottom.line(helpRows.lowerBound)
            }
            #expect(up.contains("↓ more") && up.contains("↑ more"))
        }
    }
}
