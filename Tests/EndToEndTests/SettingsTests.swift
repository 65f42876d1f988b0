import Foundation
import Testing

extension EndToEnd {
    /// The settings (docs/settings.md) in a real terminal: the settings' library is what
    /// `itin` opens with no FILE, and `mouse = false` is `--no-mouse`.
    @Suite struct Settings {
        @Test func theLibraryAndTheMouseComeFromTheSettingsFile() throws {
            let fixture = try Fixture()
            try fixture.write("mine.json", tripFixture())
            let settings = try fixture.write(
                "config.toml", "library = \"\(fixture.url("mine.json").path)\"\nmouse = false\n")
            let itin = try TmuxSession(
                [], in: fixture.directory, environment: ["ITIN_CONFIG": settings.path, "ITIN_FILE": ""])
            defer { itin.kill() }
            try itin.waitFor("the settings' library") {
                $0.contains("Boston and New York") && $0.status.hasSuffix("mine.json")
            }
            #expect(try itin.paneFormat("#{mouse_any_flag}") == "0", "no mouse reports asked for")
            try itin.send("q")
            #expect(try itin.waitForExit() == 0)
        }

        @Test func withoutSettingsTheMouseIsOn() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.waitFor("the trips list") { $0.contains("Boston and New York") }
            #expect(try itin.paneFormat("#{mouse_any_flag}") == "1")
            try itin.send("q")
            #expect(try itin.waitForExit() == 0)
        }

        /// `[keys]` (docs/settings.md): a whole drag on remapped keys (`h` grabs, `i` moves up, `x`
        /// drops), the old keys doing nothing meanwhile, and the help and hints naming the new.
        @Test func aDragOnRemappedKeys() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let settings = try fixture.write(
                "config.toml",
                """
                [keys]
                "everywhere.grab" = "h"
                "holding.slot-up" = "i"
                "holding.drop" = "x"
                "everywhere.help" = "F1"
                """)
            let itin = try TmuxSession(
                ["trips.json"], in: fixture.directory, environment: ["ITIN_CONFIG": settings.path])
            defer { itin.kill() }
            try itin.openTrip()
            try itin.moveCursor(to: Rows.leg)
            try itin.send("Space")
            try itin.waitFor("Space no longer grabs") {
                $0.status.hasPrefix("Space: no such key here · F1 help") && $0.liftedRow == nil
            }
            try itin.send("h")
            let held = try itin.waitFor("the leg lifted by h") {
                $0.liftedRow != nil && $0.position.hasPrefix("▶ Day 3")
            }
            #expect(held.status.hasPrefix("x drop · Esc cancel"), "the hints name the new keys\n\(held.framed)")
            try itin.send("Up")
            try itin.waitFor("Up does nothing while holding now") {
                $0.status.hasPrefix("Holding an item: x drops it, Esc puts it back")
            }
            try itin.send("i")
            try itin.waitForLegAfterG2()
            try itin.send("Enter")
            try itin.waitFor("Enter no longer drops") {
                $0.status.hasPrefix("Holding an item: x drops it") && $0.liftedRow != nil
            }
            try itin.send("x")
            try itin.waitFor("the leg dropped after the day-2 game") {
                guard let leg = $0.row(containing: Rows.leg), let g2 = $0.row(containing: Rows.g2) else { return false }
                return $0.liftedRow == nil && leg == g2 + 1 && $0.status.contains("Moved to " + Rows.afterG2)
            }
            try itin.send("F1")
            try itin.waitFor("the help, opened by F1") { $0.contains("Keys · any other key closes") }
            for _ in 0..<40 { try itin.send("Down") }  // to the keys of both lists
            let help = try itin.waitFor("the help scrolled to grab") {
                $0.contains("grab the item (or trip) under the cursor")
            }
            let grab = try #require(help.lines.first { $0.contains("grab the item (or trip) under the cursor") })
            #expect(grab.contains("│ h "), "the help names h for grab: \(grab)")
            try itin.send("Escape")
            try itin.save()
            #expect(try itin.quitSaved() == 0)
            let leg = try fixture.position(of: "leg", in: "trips.json")
            #expect(leg.day == 2 && leg.sortOrder == 1)
        }
    }
}
