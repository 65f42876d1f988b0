import Foundation
import Testing

extension EndToEnd {
    /// Changes from outside (docs/sharing.md): `itin move` from another process while the editor
    /// is open on the same file, with nothing unsaved, during a drag, and against a change here.
    @Suite struct ChangedOutside {
        @Test func aMoveFromOutsideShowsAndTheCursorStaysOnItsItem() throws {
            let (fixture, itin) = try EndToEnd.editorOnFixtureTrip()
            defer { itin.kill() }
            try itin.moveCursor(to: Rows.note)

            let moved = try runItin(["move", "trips.json", "n1", "--day", "1", "--last"], in: fixture.directory)
            #expect(moved.status == 0, "\(moved.output)")
            let screen = try itin.waitFor("the note reloaded into day 1, the cursor on it") {
                guard let note = $0.row(containing: Rows.note), let day2 = $0.row(containing: Rows.day2) else {
                    return false
                }
                return note == day2 - 1 && $0.cursorRow == note && $0.status.contains("Reloaded: 1 item moved")
            }
            #expect(!screen.status.contains("[+]"), "a reload leaves nothing unsaved\n\(screen.framed)")
            #expect(try itin.quitSaved() == 0)
        }

        @Test func duringADragNothingChangesUntilTheDropThenBothChangesStand() throws {
            let (fixture, itin) = try EndToEnd.editorOnFixtureTrip()
            defer { itin.kill() }
            try itin.grabLeg()
            try itin.liftLegToDay2()

            #expect(
                try runItin(["move", "trips.json", "n1", "--day", "1", "--last"], in: fixture.directory).status == 0)
            // Keys sent after the change on disk: once they show, the editor has seen it.
            try itin.send("Down")
            try itin.waitFor("the lifted leg one slot down") {
                $0.liftedRow != nil && !$0.position.hasPrefix("▶ " + Rows.afterG2)
            }
            try itin.send("Up")
            let held = try itin.waitForLegAfterG2()
            let day4 = try #require(held.row(containing: Rows.day4))
            #expect(
                held.row(containing: Rows.note) == day4 + 1, "the note stays put while the leg is held\n\(held.framed)")

            try itin.send("Enter")
            let merged = try itin.waitFor("the drop, then the change on disk merged with it") {
                guard let leg = $0.row(containing: Rows.leg), let g2 = $0.row(containing: Rows.g2),
                    let note = $0.row(containing: Rows.note), let day2 = $0.row(containing: Rows.day2)
                else { return false }
                return leg == g2 + 1 && note == day2 - 1 && $0.status.contains("Merged the changes on disk")
            }
            #expect(merged.status.hasSuffix("[+]"), "the merge is unsaved\n\(merged.framed)")
            try itin.save()
            #expect(try itin.quitSaved() == 0)
            #expect(try fixture.position(of: "leg", in: "trips.json").day == 2)
            #expect(try fixture.position(of: "n1", in: "trips.json").day == 1)
        }

        @Test func theSameItemMovedOnDiskAsksWhichToKeep() throws {
            let (fixture, itin) = try EndToEnd.editorOnFixtureTrip()
            defer { itin.kill() }
            // Here the note goes up into day 3; on disk, to the start of day 1.
            try itin.moveCursor(to: Rows.note)
            try itin.send("Space")
            try itin.waitFor("the note lifted") { $0.liftedRow != nil }
            try itin.send("Up", "Enter")
            let ours = try itin.waitFor("the note dropped in day 3") {
                guard let note = $0.row(containing: Rows.note), let day4 = $0.row(containing: Rows.day4) else {
                    return false
                }
                return $0.liftedRow == nil && note < day4 && $0.status.hasSuffix("[+]")
            }

            #expect(
                try runItin(["move", "trips.json", "n1", "--day", "1", "--first"], in: fixture.directory).status == 0)
            let asked = try itin.waitFor("the question: keep mine or take theirs") {
                $0.status.contains("changed on disk against your changes") && $0.status.contains("(k)eep mine")
            }
            #expect(
                asked.lines.dropLast() == ours.lines.dropLast(), "nothing changes before the answer\n\(asked.framed)")
            try itin.send("t")
            let taken = try itin.waitFor("the disk's place for the note: first in day 1") {
                guard let note = $0.row(containing: Rows.note), let day1 = $0.row(containing: Rows.day1) else {
                    return false
                }
                return note == day1 + 1 && $0.status.contains("Took the disk's changes")
            }
            #expect(taken.status.hasSuffix("[+]"))
            try itin.send("u")
            try itin.waitFor("undo takes the merge back: the note in day 3 again") {
                guard let note = $0.row(containing: Rows.note), let day3 = $0.row(containing: Rows.day3),
                    let day4 = $0.row(containing: Rows.day4)
                else { return false }
                return note > day3 && note < day4
            }
        }

        /// Where inotify is missing (strace makes it fail), the file's status is looked at
        /// once a second instead: the change still shows, within the deadline.
        @Test func withoutInotifyTheChangeIsStillNoticed() throws {
            let strace = "/usr/bin/strace"
            try #require(
                FileManager.default.isExecutableFile(atPath: strace), "strace is missing; `make test` installs it")
            let (fixture, itin) = try EndToEnd.editorOnFixtureTrip(under: [
                strace, "-f", "-qq", "-o", "/dev/null", "-e", "inject=inotify_init1:error=ENOSYS",
            ])
            defer { itin.kill() }
            #expect(
                try runItin(["move", "trips.json", "n1", "--day", "1", "--last"], in: fixture.directory).status == 0)
            try itin.waitFor("the note reloaded into day 1") {
                guard let note = $0.row(containing: Rows.note), let day2 = $0.row(containing: Rows.day2) else {
                    return false
                }
                return note == day2 - 1 && $0.status.contains("Reloaded: 1 item moved")
            }
        }

        @Test func aFileBrokenOnDiskIsNotReadAndTheEditorSaysSo() throws {
            let (fixture, itin) = try EndToEnd.editorOnFixtureTrip()
            defer { itin.kill() }
            let before = try itin.capture()

            try fixture.write("trips.json", "{\"format\": \"itin/1\", \"trips\": [")
            let after = try itin.waitFor("the editor saying the file on disk is broken") {
                $0.message.contains("trips.json on disk is not an itin file now")
            }
            #expect(after.lines.dropLast(2) == before.lines.dropLast(2), "the rows stay as they were\n\(after.framed)")
        }
    }
}
