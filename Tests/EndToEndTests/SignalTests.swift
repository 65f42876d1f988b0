import Foundation
import Testing

extension EndToEnd {
    /// Saving (docs/data.md): told to stop with unsaved changes, itin restores the terminal
    /// and writes FILE.recover, never the original; the next start offers to restore them.
    @Suite struct Signals {
        @Test(arguments: [SIGTERM, SIGHUP])
        func stoppingWithUnsavedChangesKeepsThemBesideTheFile(signal: Int32) throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let original = try fixture.bytes("trips.json")
            do {
                let itin = try TmuxSession(["trips.json"], in: fixture.directory)
                defer { itin.kill() }
                try itin.openTrip()
                try itin.grabLeg()
                try itin.liftLegToDay2()
                try itin.dropLegAfterG2()
                #expect(try itin.paneFormat("#{alternate_on}") == "1")
                #expect(try itin.paneFormat("#{mouse_button_flag}") == "1", "mouse drags are reported while running")

                kill(try itin.programPID(), signal)
                #expect(try itin.waitForExit() == 128 + signal)
                try itin.waitFor(text: "unsaved changes were written to trips.json.recover")
                #expect(try itin.paneFormat("#{alternate_on}") == "0", "the terminal is back on its normal screen")
                #expect(try itin.paneFormat("#{mouse_button_flag}") == "0", "mouse reporting is off again")
                #expect(try itin.paneFormat("#{mouse_any_flag}") == "0")
            }
            #expect(try fixture.bytes("trips.json") == original, "the original is never written")
            #expect(try fixture.files() == ["trips.json", "trips.json.recover"])
            #expect(try fixture.position(of: "leg", in: "trips.json.recover").day == 2)

            // The next start offers the changes back.
            let again = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { again.kill() }
            try again.waitFor("the offer to restore") { $0.status.contains("trips.json.recover holds unsaved changes") }
            try again.send("r")
            try again.waitFor("restored, unsaved") { $0.status.hasPrefix("Restored") && $0.status.hasSuffix("[+]") }
            try again.save()
            try again.send("q")  // on the trips list, saved: quits at once
            #expect(try again.waitForExit() == 0)
            #expect(try fixture.position(of: "leg", in: "trips.json").day == 2)
            #expect(try fixture.files() == ["trips.json"], "the recovery file goes once its changes are saved")
        }

        /// `--demo` edits a scratch copy in a folder of its own, gone when it stops: told to
        /// stop with changes, it names no file that is not there and says the changes are lost.
        @Test func stoppingTheDemoWithChangesNamesNoMissingFileAndLeavesNoFolder() throws {
            let fixture = try Fixture()  // the demo's TMPDIR
            do {
                // Wide, so that a path it prints is on one line.
                let itin = try TmuxSession(
                    ["--demo"], in: fixture.directory, columns: 200,
                    environment: ["TMPDIR": fixture.directory.path])
                defer { itin.kill() }
                try itin.waitFor("the demo's trips list") { $0.status.hasPrefix("Demo trips") }
                #expect(try fixture.files().count == 1, "the scratch folder")
                try itin.send("J")  // the first trip one place down
                try itin.waitFor("an unsaved change") { $0.status.hasSuffix("[+]") }

                kill(try itin.programPID(), SIGTERM)
                #expect(try itin.waitForExit() == 128 + SIGTERM)
                let screen = try itin.waitFor(text: "changes were not kept")
                for word in screen.lines.flatMap({ $0.split(separator: " ") }) where word.hasPrefix("/") {
                    #expect(
                        FileManager.default.fileExists(atPath: String(word)), "it names \(word), which is not there")
                }
            }
            #expect(try fixture.files() == [], "the scratch folder is gone")
        }

        @Test func stoppingWithoutChangesWritesNothing() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.openTrip()
            kill(try itin.programPID(), SIGTERM)
            #expect(try itin.waitForExit() == 128 + SIGTERM)
            #expect(try fixture.files() == ["trips.json"])
        }
    }
}
