import Foundation
import Testing

/// A day of notes holding the clusters terminals disagree on, each with what the screen
/// shows for it in tmux (which draws a flag as two loose letters, so `US` stands in) and on
/// the Linux console (no emoji: stand-ins). A zero-width space draws nothing.
enum GlyphNotes {
    static let notes: [(stored: String, tmux: String, linux: String)] = [
        ("Coffee ☕ at Tatte", "Coffee ☕ at Tatte", "Coffee \u{FFFD} at Tatte"),
        ("Stadium 🏟\u{FE0F} tour", "Stadium 🏟\u{FE0F} tour", "Stadium \u{FFFD} tour"),
        ("Flag 🇺🇸 parade", "Flag US parade", "Flag US parade"),
        ("Family 👨‍👩‍👧 lunch", "Family 👨‍👩‍👧 lunch", "Family \u{FFFD} lunch"),
        ("Gate 1\u{FE0F}\u{20E3} entry", "Gate 1\u{FE0F}\u{20E3} entry", "Gate 1 entry"),
        ("Thumbs 👍🏽 up", "Thumbs 👍🏽 up", "Thumbs \u{FFFD} up"),
        ("東京 dinner", "東京 dinner", "東京 dinner"),
        ("Ｆｕｌｌ width", "Ｆｕｌｌ width", "Ｆｕｌｌ width"),
        ("Cafe\u{301} crème", "Cafe\u{301} crème", "Cafe\u{301} crème"),
        (
            "Hangul 한국 and \u{1100}\u{1161}\u{11A8}", "Hangul 한국 and \u{1100}\u{1161}\u{11A8}",
            "Hangul 한국 and \u{1100}\u{1161}\u{11A8}"
        ),
        ("Zero\u{200B}width", "Zerowidth", "Zerowidth"),
        ("Text ☕\u{FE0E} only", "Text ☕\u{FE0E} only", "Text \u{FFFD} only"),
    ]

    /// The four-day trip of `tripFixture`, its day 4 holding “Walk the High Line” and then
    /// one note for each of `notes`.
    static func fixture() throws -> String {
        var library = try JSONSerialization.jsonObject(with: Data(tripFixture().utf8)) as! [String: Any]
        var trips = library["trips"] as! [[String: Any]]
        var items = trips[0]["items"] as! [[String: Any]]
        for (n, note) in notes.enumerated() {
            items.append(["id": "glyph\(n)", "kind": "custom", "day": 4, "sortOrder": n + 2, "title": note.stored])
        }
        trips[0]["items"] = items
        library["trips"] = trips
        return String(
            decoding: try JSONSerialization.data(withJSONObject: library, options: [.sortedKeys]), as: UTF8.self)
    }

    /// Where `text` is on the screen as a row, exactly (after the marker).
    static func showsRow(_ screen: Screen, _ text: String) -> Bool {
        screen.lines.contains { $0.hasSuffix("• " + text) }
    }
}

extension EndToEnd {
    /// The display (docs/data.md): every glyph where itin thinks it is, in a real terminal.
    @Suite struct Glyphs {
        /// Carrying an item down over the notes and back up, then cancelling, leaves the
        /// screen exactly as a second itin, started on the same file at the same size, draws it.
        @Test func afterCarryingAnItemOverEmojiRowsTheScreenEqualsAFreshStart() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", GlyphNotes.fixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory, columns: 80, rows: 30)
            defer { itin.kill() }
            try itin.openTrip()
            try itin.waitFor("every note as stored, or its stand-in") { screen in
                GlyphNotes.notes.allSatisfy { GlyphNotes.showsRow(screen, $0.tmux) }
            }

            try itin.moveCursor(to: Rows.note)
            try itin.send("Space")
            let steps = GlyphNotes.notes.count
            try itin.send("-N", "\(steps)", "Down")
            try itin.waitFor("the note held below the last emoji note") {
                $0.liftedRow != nil
                    && $0.liftedRow == $0.row(containing: GlyphNotes.notes[steps - 1].tmux).map { $0 + 1 }
            }
            try itin.send("-N", "\(steps - 2)", "Up")
            try itin.waitFor("the note held below the second emoji note") {
                $0.liftedRow != nil && $0.liftedRow == $0.row(containing: GlyphNotes.notes[1].tmux).map { $0 + 1 }
            }
            try itin.send("Escape")
            let carried = try itin.waitFor("the note put back") {
                $0.liftedRow == nil && $0.status.hasPrefix("Put back") && $0.cursorRow == $0.row(containing: Rows.note)
            }

            let fresh = try TmuxSession(["trips.json"], in: fixture.directory, columns: 80, rows: 30)
            defer { fresh.kill() }
            try fresh.openTrip()
            let again = try fresh.moveCursor(to: Rows.note)
            // All but the status line, which says “Put back” in the first.
            #expect(
                carried.lines.dropLast() == again.lines.dropLast(),
                "after the carry:\n\(carried.framed)\n\na fresh start:\n\(again.framed)")
            #expect(GlyphNotes.notes.allSatisfy { GlyphNotes.showsRow(carried, $0.tmux) }, "\(carried.framed)")
        }

        /// The Linux console has no emoji: each is shown by a stand-in; the file is untouched.
        @Test func onTheLinuxConsoleEmojiAreShownByStandIns() throws {
            let fixture = try Fixture()
            let text = try GlyphNotes.fixture()
            try fixture.write("trips.json", text)
            let itin = try TmuxSession(["trips.json"], in: fixture.directory, columns: 80, rows: 30, term: "linux")
            defer { itin.kill() }
            try itin.openTrip()
            try itin.waitFor("every note by its stand-in") { screen in
                GlyphNotes.notes.allSatisfy { GlyphNotes.showsRow(screen, $0.linux) }
            }
            try itin.send("q")
            try itin.send("q")
            #expect(try itin.waitForExit() == 0)
            #expect(try fixture.bytes("trips.json") == Data(text.utf8))
        }
    }
}
