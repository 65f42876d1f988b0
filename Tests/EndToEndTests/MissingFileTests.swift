import Foundation
import Testing

extension EndToEnd {
    @Suite struct MissingFile {
        @Test func aMissingFileOpensEmptyAndIsCreatedOnlyBySaving() throws {
            let fixture = try Fixture()

            do {
                let itin = try TmuxSession(["new.json"], in: fixture.directory)
                defer { itin.kill() }
                let screen = try itin.waitFor("the empty library and the new-file notice") {
                    $0.line(0).contains("0 trips") && $0.status.contains("new.json")
                }
                #expect(screen.status.contains("created on the first save"), "\(screen.framed)")
                #expect(try fixture.files() == [])
                try itin.send("q")
                #expect(try itin.waitForExit() == 0)
                #expect(try fixture.files() == [], "quitting without saving writes nothing")
            }

            let itin = try TmuxSession(["new.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.waitFor("the empty library") { $0.line(0).contains("0 trips") }
            #expect(try fixture.files() == [])
            try itin.save(file: "new.json")
            let json = try fixture.json("new.json")
            #expect(json["format"] as? String == "itin/1")
            #expect((json["trips"] as? [Any])?.isEmpty == true)
            try itin.send("q")
            #expect(try itin.waitForExit() == 0)
            #expect(try fixture.files() == ["new.json"])
        }

        /// Saving (docs/data.md): a file in a folder that does not exist yet gets its folders on the first save.
        @Test func aFileInAMissingFolderGetsItsFoldersOnTheFirstSave() throws {
            let fixture = try Fixture()
            let itin = try TmuxSession(["plans/2026/new.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.waitFor("the new-file notice") { $0.status.contains("created on the first save") }
            #expect(try fixture.files() == [])
            try itin.save(file: "new.json")
            #expect(try fixture.json("plans/2026/new.json")["format"] as? String == "itin/1")
            try itin.send("q")
            #expect(try itin.waitForExit() == 0)
        }
    }
}
