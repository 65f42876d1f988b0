import Foundation
import Testing

extension EndToEnd {
    /// The editor's keys (docs/keys.md): Ctrl-Z (or SIGTSTP from outside) gives the terminal back
    /// to the shell as a quit does, and `fg` brings the editor back exactly as it was, a drag
    /// included (with no shell to give it to, it says so); Ctrl-L draws the whole screen again.
    @Suite struct Suspend {
        @Test func ctrlZStopsForTheShellAndFgBringsTheSameFrameBackStillHolding() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let original = try fixture.bytes("trips.json")
            let itin = try TmuxSession(["trips.json"], in: fixture.directory, jobControl: true)
            defer { itin.kill() }
            try itin.openTrip()
            let running = try itin.modes()
            let held = try itin.liftNoteBetweenLegAndG3()

            try itin.send("C-z")
            try itin.waitForStopped()
            #expect(try itin.modes() == TmuxSession.shellModes, "the terminal as a quit leaves it")
            #expect(try fixture.bytes("trips.json") == original, "nothing is written")

            try itin.send("fg", "Enter")
            try itin.waitFor("the same frame back") { $0.lines == held.lines }
            #expect(try itin.modes() == running)

            try itin.send("Enter")
            try itin.waitFor("the note dropped between the leg and the day-3 game") {
                guard let note = $0.row(containing: Rows.note), let leg = $0.row(containing: Rows.leg) else {
                    return false
                }
                return $0.liftedRow == nil && note == leg + 1 && $0.row(containing: Rows.g3) == note + 1
            }
            try itin.save()
            try itin.send("q")
            try itin.send("q")
            #expect(try itin.exitStatusAtThePrompt() == 0)
            let note = try fixture.position(of: "n1", in: "trips.json")
            #expect(note.day == 3 && note.sortOrder == -0.5, "between the leg (-1) and the game (anchor 0): \(note)")
        }

        /// `kill -TSTP` does what Ctrl-Z does; the size is read again after `fg`, as it may
        /// have changed while the editor was stopped.
        @Test func aStopSignalFromOutsideDoesTheSameAndTheSizeIsReadAgain() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory, jobControl: true)
            defer { itin.kill() }
            try itin.openTrip()
            let running = try itin.modes()
            try itin.liftNoteBetweenLegAndG3()

            kill(try itin.programPID(), SIGTSTP)
            try itin.waitForStopped()
            #expect(try itin.modes() == TmuxSession.shellModes)

            try itin.resize(columns: 90, rows: 25)
            try itin.waitForPrompt()
            try itin.send("fg", "Enter")
            let back = try itin.waitFor("the frame drawn whole at 90×25, still holding") {
                guard let row = $0.liftedRow, let leg = $0.row(containing: Rows.leg) else { return false }
                return $0.lines.count == 25 && row == leg + 1 && $0.row(containing: Rows.g3) == row + 1
                    && $0.position.hasPrefix("▶ Day 3") && $0.position.hasSuffix("trips.json")
                    && $0.status.hasPrefix("Enter drop")
            }
            #expect(back.lines.allSatisfy { $0.count <= 90 })
            #expect(try itin.modes() == running)
            try itin.send("Escape")
            try itin.waitFor("the note back in day 4") {
                $0.liftedRow == nil && $0.row(containing: Rows.note) == $0.row(containing: Rows.day4).map { $0 + 1 }
            }
        }

        /// Started with no shell to come back to (tmux runs it in the pane itself, so no
        /// process outside its group waits on it), Ctrl-Z cannot stop it: the system lets the
        /// stop go. The editor says so, and goes on as it was, still holding.
        @Test func ctrlZWithNoShellToSuspendToSaysSoAndKeepsTheDrag() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.openTrip()
            let held = try itin.liftNoteBetweenLegAndG3()

            try itin.send("C-z")
            let after = try itin.waitFor(text: "Ctrl-Z: nothing here to suspend to")
            #expect(
                after.liftedRow == held.liftedRow && after.line(held.liftedRow!) == held.line(held.liftedRow!),
                "still holding the note where it was")
            try itin.send("Escape")
            try itin.waitFor("the note put back") { $0.liftedRow == nil }
        }

        @Test func ctrlLDrawsTheWholeScreenOverWhateverWroteOnIt() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", tripFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.openTrip()
            let before = try itin.capture()

            try itin.writeToTerminal(
                "\u{1B}[3;1HGARBAGE\u{1B}[7m over the rows\u{1B}[12;40H\u{1B}[2Kmore garbage\u{1B}[1;1H")
            try itin.waitFor(text: "more garbage")
            try itin.send("C-l")
            try itin.waitFor("the frame as it was") { $0.lines == before.lines }
        }
    }
}

extension TmuxSession {
    /// The shell's terminal: the main screen, the cursor shown, keypad and mouse modes off.
    static let shellModes = "alternate=0 cursor=1 keypad=0 mouse=00 sgr=0"

    /// The modes tmux says the pane's terminal is in.
    func modes() throws -> String {
        try paneFormat(
            "alternate=#{alternate_on} cursor=#{cursor_flag} keypad=#{keypad_flag}"
                + " mouse=#{mouse_button_flag}#{mouse_any_flag} sgr=#{mouse_sgr_flag}")
    }

    /// The shell reports the job stopped and prompts again.
    func waitForStopped() throws {
        try waitFor("the shell's “Stopped” and its prompt") {
            $0.lines.contains { $0.hasPrefix("[1]+  Stopped") } && $0.lastText == TmuxSession.prompt
        }
    }

    /// With `jobControl`: the exit status of the program that just ended, asked of the shell.
    func exitStatusAtThePrompt() throws -> Int32 {
        try waitForPrompt()
        try send("echo EXIT:$?", "Enter")
        return try waitForExit()
    }

    /// Bytes straight to the pane's terminal, as another program writing over the editor would.
    func writeToTerminal(_ text: String) throws {
        let tty = try paneFormat("#{pane_tty}")
        let fd = open(tty, O_WRONLY | O_NOCTTY)
        guard fd >= 0 else {
            throw EndToEndFailure(description: "cannot open \(tty): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        guard write(fd, bytes, bytes.count) == bytes.count else {
            throw EndToEndFailure(description: "cannot write to \(tty): \(String(cString: strerror(errno)))")
        }
    }

    /// Grabs the day-4 note and lifts it two slots up: into day 3, between the leg and the game.
    @discardableResult
    func liftNoteBetweenLegAndG3() throws -> Screen {
        try moveCursor(to: Rows.note)
        try send("Space")
        try waitFor("the note lifted") { screen in
            screen.liftedRow.map { screen.line($0).contains("Walk the High Line") } == true
        }
        try send("Up")
        try send("Up")
        return try waitFor("the note held between the leg and the day-3 game") {
            guard let row = $0.liftedRow, let leg = $0.row(containing: Rows.leg), let g3 = $0.row(containing: Rows.g3)
            else { return false }
            return row == leg + 1 && g3 == row + 1
        }
    }
}
