import Foundation
import Testing

extension EndToEnd {
    /// The settings' theme (docs/settings.md) and `[colors]` in a real terminal: the colours tmux holds
    /// for each cell (`capture-pane -e`, which keeps 256 colours and 24-bit ones as they were sent).
    @Suite struct Colors {
        /// `itin trips.json` on the trip fixture with `settings` as its settings file (nil:
        /// none), the trip open.
        func open(settings: String?, environment: [String: String] = [:], term: String = "tmux-256color") throws
            -> TmuxSession
        {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            var environment = environment
            if let settings { environment["ITIN_CONFIG"] = try fixture.write("config.toml", settings).path }
            let itin = try TmuxSession(["trips.json"], in: fixture.directory, environment: environment, term: term)
            try itin.openTrip()
            return itin
        }

        static let esc = "\u{1B}["

        @Test func withoutSettingsTheColoursAreTheEightOfBefore() throws {
            let itin = try open(settings: nil)
            defer { itin.kill() }
            let screen = try itin.waitFor("a cyan day header", escapes: true) {
                $0.contains(Self.esc + "36m" + Rows.day1)
            }
            #expect(screen.contains(Self.esc + "33m◆"), "the game marker in yellow")
            #expect(screen.line(0).contains(Self.esc + "44m"), "the title bar on blue")
        }

        @Test func theLightThemeDrawsInItsOwnColours() throws {
            let itin = try open(settings: "theme = \"light\"\n")
            defer { itin.kill() }
            let screen = try itin.waitFor("the light theme's day header", escapes: true) {
                $0.contains(Self.esc + "38;5;24m" + Rows.day1)
            }
            #expect(screen.contains(Self.esc + "38;5;94m◆"), "the game marker in dark orange, not yellow")
            #expect(screen.line(0).contains(Self.esc + "48;5;25m"), "the title bar on the light theme's blue")
            #expect(
                !screen.lines.contains { $0.contains(Self.esc + "33m") || $0.contains(Self.esc + "36m") },
                "none of the dark theme's yellow or cyan")
            try itin.grabLeg()
            try itin.liftLegToDay2()
            try itin.waitFor("the held leg in the light theme's purple", escapes: true) {
                $0.lines.contains { $0.contains(Self.esc + "38;5;90m") && $0.contains(Rows.leg.dropFirst(2)) }
            }
        }

        /// One `#rrggbb` role where the terminal has 24-bit colour, 256 or 8.
        @Test(arguments: [
            ("tmux-256color", "truecolor", "38;2;215;95;95m"),
            ("tmux-256color", "24bit", "38;2;215;95;95m"),
            ("tmux-256color", "", "38;5;167m"),
            ("xterm", "", "31m"),
        ])
        func aRoleInRGBIsDrawnAtTheTerminalsDepth(term: String, colorterm: String, expected: String) throws {
            let itin = try open(
                settings: "[colors]\nheader = \"#d75f5f\"\n", environment: ["COLORTERM": colorterm], term: term)
            defer { itin.kill() }
            try itin.waitFor("the day header in \(expected)", escapes: true) {
                $0.contains(Self.esc + expected + Rows.day1)
            }
        }

        @Test func noColorWinsOverASettingsFileFullOfColours() throws {
            let roles = [
                "accent", "forbidden", "barrier", "settle", "warning", "header", "game", "leg", "note", "selection",
                "status", "held",
            ]
            let settings =
                "theme = \"light\"\n[colors]\n"
                + roles.enumerated().map { "\($1) = \"#\(String(format: "%02x", 40 + $0 * 16))2040\"\n" }.joined()
            let itin = try open(settings: settings, environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"])
            defer { itin.kill() }
            try itin.grabLeg()
            try itin.liftLegToDay2()
            let screen = try itin.capture(escapes: true)
            let attributes = screen.lines.reduce(into: Set<Int>()) { $0.formUnion(EndToEnd.Settle.attributes(in: $1)) }
            #expect(attributes.contains(7) && attributes.contains(1), "reverse and bold still carry the states")
            #expect(
                attributes.isDisjoint(with: Set(30...38).union(40...48)), "no colour at all: \(attributes.sorted())")
        }
    }
}
