import ItineraryCore
import Testing

@testable import ItineraryEditor

/// `E` hands a note to the user's editor as text; what comes back is one edit, or nothing
/// with the reason (docs/keys.md).
@Suite struct NoteAsTextTests {
    static let draft = NoteDraft(trip: "ne-2026", item: "ne-n2", text: "Lobster roll at Neptune Oyster\n\ncash only\n")

    @Test func eOnANoteAsksForItsText() {
        var s = tripEditor(cursorOn: "ne-n2")
        #expect(s.press(.char("E")) == [.editNote(Self.draft)])
        var selecting = tripEditor(cursorOn: "ne-n2")
        selecting.press(.char("v"))
        #expect(selecting.press(.char("E")) == [.editNote(Self.draft)], "with a selection, the trip's keys still work")
    }

    @Test(arguments: [
        ("ne-t1", "E edits notes as text; e edits this leg"), ("ne-g1", "E edits notes as text; e edits this game"),
    ])
    func eOnAnythingElseRefusesWithTheReason(id: String, reason: String) {
        var s = tripEditor(cursorOn: id)
        #expect(s.press(.char("E")) == [])
        #expect(s.message == .info(reason))
        var header = tripEditor(cursorOn: id)
        header.press(.char("["))
        #expect(header.press(.char("E")) == [])
        #expect(header.message?.text.hasPrefix("Day headers have no note") == true)
        var trips = editor()
        #expect(trips.press(.char("E")) == [])
        #expect(trips.message == .info("E: no such key here · ? help"))
    }

    @Test func theNewTitleAndNoteAreOneEditThatKeepsTheItemsPlace() throws {
        var s = tripEditor(cursorOn: "ne-n2")
        let before = try #require(s.item("ne-n2"))
        s.press(.char("E"))
        _ = Editor.update(
            &s,
            .noteEdited(Self.draft, .finished("Clam chowder\r\n\r\nthe \u{1B}[1mbest\u{1B}[0m one\r\n\ttwo\r\n\r\n")))
        let after = try #require(s.item("ne-n2"))
        #expect(after.kind == .custom(Custom(title: "Clam chowder", note: "the best one\n two")))
        #expect((after.id, after.day, after.sortOrder) == (before.id, before.day, before.sortOrder))
        #expect(s.history.undoDepth == 1)
        #expect(s.message == .info("Changed “Clam chowder” (u to undo)"))
        #expect(s.trip?.cursor == .entry("ne-n2"))
        s.press(.char("u"))
        #expect(s.library == DemoLibrary.library)
        #expect(s.message == .info("Undid: changed “Clam chowder”"))
    }

    @Test(arguments: [
        (
            NoteEditing.failed("vi exited with status 1"),
            Message.error("vi exited with status 1; the note is unchanged")
        ),
        (
            .failed("no\u{1B}]0;x\u{07}vi was not found (status 127)"),
            .error("no␛]0;x␇vi was not found (status 127); the note is unchanged")
        ),
        (.finished(draft.text), .info("The file was not changed: the note is unchanged")),
        (.finished(""), .info("The file was empty: the note is unchanged (its first line is the title)")),
        (.finished("\n  \n"), .info("The file was empty: the note is unchanged (its first line is the title)")),
        (
            .finished("Lobster roll at Neptune Oyster  \n\n\ncash\u{7} only  \n\n"),
            .info("Nothing but spacing or control characters changed: the note is unchanged")
        ),
    ])
    func nothingChangesAndTheStatusSaysWhy(editing: NoteEditing, said: Message) {
        var s = tripEditor(cursorOn: "ne-n2")
        s.press(.char("E"))
        _ = Editor.update(&s, .noteEdited(Self.draft, editing))
        #expect(s.library == DemoLibrary.library)
        #expect(s.history.undoDepth == 0)
        #expect(s.message == said)
    }
}
