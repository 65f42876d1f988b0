import Foundation
import Testing

extension EndToEnd {
    /// The editor's keys (docs/keys.md): `E` opens the note in `$VISUAL` as a commit message is (title,
    /// blank line, note); what the editor leaves is one undo step, cleaned; a failure changes nothing.
    @Suite struct ExternalEditor {
        /// Stands in for the user's editor: what it does to the file is the word in `mode`
        /// beside it; it keeps a copy of the file as given, and its permissions.
        static let editor = #"""
            #!/bin/sh
            here=$(dirname "$0")
            cp "$1" "$here/given"
            stat -c %a "$1" > "$here/given-mode"
            case $(cat "$here/mode") in
              rewrite) printf 'Sunset at the pier\n\nbring a jacket\nand cash\n' > "$1" ;;
              fail) exit 1 ;;
              hostile) printf 'Evil \033[31mred\033]0;pwned\007 title\n\nx\001y\033[2J\n' > "$1" ;;
            esac

            """#

        @Test func theEditorsTextLandsAsOneUndoStepAndAFailureChangesNothing() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            try fixture.write("editor.sh", Self.editor)
            chmod(fixture.url("editor.sh").path, 0o755)
            try FileManager.default.createDirectory(at: fixture.url("tmp"), withIntermediateDirectories: false)
            let itin = try TmuxSession(
                ["trips.json"], in: fixture.directory,
                environment: ["VISUAL": "./editor.sh", "EDITOR": "false", "TMPDIR": fixture.url("tmp").path])
            defer { itin.kill() }
            try itin.openTrip()
            try itin.moveCursor(to: Rows.note)

            try fixture.write("mode", "rewrite")
            try itin.send("E")
            try itin.waitFor("the new title and note") { screen in
                screen.cursorRow.map { screen.line($0).contains("• Sunset at the pier — bring a jacket ↵ and cash") }
                    == true
                    && screen.status.hasPrefix("Changed “Sunset at the pier” (u to undo)")
            }
            #expect(try String(decoding: fixture.bytes("given"), as: UTF8.self) == "Walk the High Line\n")
            #expect(try String(decoding: fixture.bytes("given-mode"), as: UTF8.self) == "600\n")
            #expect(try fixture.files(in: "tmp") == [], "the temporary file is removed")

            try itin.send("u")
            try itin.waitFor("the old title back in one undo") { screen in
                screen.cursorRow.map { screen.line($0).contains(Rows.note) } == true
                    && screen.status.hasPrefix("Undid: changed “Sunset at the pier”") && !screen.status.contains("[+]")
            }

            try fixture.write("mode", "fail")
            try itin.send("E")
            try itin.waitFor("the failure on the status line") {
                $0.status.hasPrefix("./editor.sh exited with status 1; the note is unchanged") && $0.contains(Rows.note)
            }

            try fixture.write("mode", "hostile")
            try itin.send("E")
            let hostile = try itin.waitFor("the cleaned title and note", escapes: true) {
                $0.contains("Evil red title") && $0.contains("xy")
            }
            let row = try #require(hostile.row(containing: "Evil red title"))
            #expect(!hostile.line(row).contains("\u{1B}[31m"), "no colour from the file: \(hostile.line(row))")
            #expect(try itin.paneFormat("#{pane_title}") != "pwned")
            #expect(try itin.capture().contains(Rows.g3), "the screen was not cleared")
            try itin.save()
            #expect(try itin.quitSaved() == 0)
            let saved = try fixture.bytes("trips.json")
            #expect(!saved.contains(0x1B) && !saved.contains(0x01) && !saved.contains(0x07))
            let note = try #require(
                (try fixture.json("trips.json")["trips"] as? [[String: Any]])?.first?["items"] as? [[String: Any]]
            )
            .first { $0["id"] as? String == "n1" }
            #expect(note?["title"] as? String == "Evil red title" && note?["note"] as? String == "xy")
        }

        /// The command is read by the shell, as git has it: `VISUAL="no-such-editor --wait"` is
        /// a command and its argument, and a missing one says so.
        @Test func aMissingEditorSaysSoAndChangesNothing() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let itin = try TmuxSession(
                ["trips.json"], in: fixture.directory, environment: ["VISUAL": "no-such-editor --wait"])
            defer { itin.kill() }
            try itin.openTrip()
            try itin.moveCursor(to: Rows.note)
            try itin.send("E")
            try itin.waitFor("why nothing changed") {
                $0.status.hasPrefix("no-such-editor --wait was not found (status 127); the note is unchanged")
                    && $0.contains(Rows.note)
            }
        }
    }
}
