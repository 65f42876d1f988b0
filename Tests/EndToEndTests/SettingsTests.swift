import Foundation
import Testing

extension EndToEnd {
    /// SPEC §11 in a real terminal: the settings' library is what `itin` opens with no FILE,
    /// and `mouse = false` is `--no-mouse`.
    @Suite struct Settings {
        @Test func theLibraryAndTheMouseComeFromTheSettingsFile() throws {
            let fixture = try Fixture()
            try fixture.write("mine.json", tripFixture())
            let settings = try fixture.write("config.toml", "library = \"\(fixture.url("mine.json").path)\"\nmouse = false\n")
            let itin = try TmuxSession([], in: fixture.directory, environment: ["ITIN_CONFIG": settings.path, "ITIN_FILE": ""])
            defer { itin.kill() }
            try itin.waitFor("the settings' library") { $0.contains("Boston and New York") && $0.status.hasSuffix("mine.json") }
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
    }
}
