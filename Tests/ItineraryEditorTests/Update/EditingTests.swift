import ItineraryCore
import Testing

@testable import ItineraryEditor

/// Add, edit, delete, undo and redo, each one step, with the cursor following the item by id.
@Suite struct EditingTests {
    @Test func addPutsANoteBelowTheCursorAndUndoTakesItAway() throws {
        var s = tripEditor(cursorOn: "ne-g1")
        s.press(.char("a"))
        #expect(s.prompt != nil)
        s.type("Sox shop — café")
        s.press(.enter)
        let added = try #require(
            s.library.trips[0].items.first {
                if case .custom(let c) = $0.kind { c.title == "Sox shop — café" } else { false }
            })
        #expect(added.day == 1)
        #expect(added.sortOrder > 0 && added.sortOrder < 1, "between the game (anchor 0) and the lobster roll (1)")
        #expect(s.trip?.cursor == .entry(added.id))
        let game = try #require(s.line(containing: "19:10 Yankees @ Red Sox"))
        #expect(s.line(containing: "Sox shop — café") == game + 1)
        s.press(.char("u"))
        #expect(s.library == DemoLibrary.library)
        s.press(.ctrl("r"))
        #expect(s.item(added.id) != nil)
        #expect(s.trip?.cursor == .entry(added.id))
    }

    @Test func anEmptyTitleAddsNothing() {
        var s = tripEditor(cursorOn: "ne-g1")
        s.press(.char("a"))
        s.type("   ")
        s.press(.enter)
        #expect(s.library == DemoLibrary.library)
    }

    @Test func escapeLeavesAPromptWithoutChanging() {
        var s = tripEditor(cursorOn: "ne-n2")
        s.press(.char("e"))
        s.type("xyz")
        s.press(.escape)
        #expect(s.prompt == nil && s.form == nil)
        #expect(s.library == DemoLibrary.library)
    }

    @Test func editChangesANotesTitleAndNoteInOneStep() throws {
        var s = tripEditor(cursorOn: "ne-n2")
        s.press(.char("e"))
        #expect(
            s.form?.fields.map(\.input.text) == ["Lobster roll at Neptune Oyster", "cash only", "Alice, Bob"],
            "Who: the two who came first")
        s.press(.ctrl("u"))
        s.type("Clam chowder 🦞")
        s.press(.tab, .backspace, .backspace, .backspace, .backspace)
        s.type("card")
        s.press(.enter)
        let item = try #require(s.item("ne-n2"))
        #expect(item.kind == .custom(Custom(title: "Clam chowder 🦞", note: "cash card")))
        #expect(s.history.undoDepth == 1)
        #expect(s.lines.contains { $0.contains("Clam chowder 🦞 — cash card") })
    }

    @Test func editingALegChangesItsCitiesMilesAndMode() throws {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char("e"))
        #expect(
            s.form?.fields.map(\.input.text) == ["Boston", "New York", "215", "drive", "Alice, Bob"],
            "Who: the two who came first")
        s.press(.down, .down, .ctrl("u"))
        s.type("abc")
        #expect(s.lines.contains { $0.contains("Miles") && $0.contains("miles must be a number") })
        s.press(.enter)
        #expect(
            s.form != nil && s.statusLine.hasPrefix("✗ miles must be a number"),
            "Enter keeps a form with a problem open")
        s.press(.ctrl("u"))
        s.type("220")
        s.press(.tab, .ctrl("u"))
        s.type("tr")
        s.press(.enter)
        #expect(s.form == nil)
        let t = try #require(s.item("ne-t1")?.travel)
        #expect(t.from == "Boston" && t.to == "New York" && t.miles == 220 && t.mode == .train)
        #expect(s.history.undoDepth == 1)
    }

    @Test func aGameIsEditedAndRemovedOnlyAfterAsking() throws {
        var s = tripEditor(cursorOn: "ne-g2")
        s.press(.char("e"))
        #expect(s.form?.title == "Game")
        s.press(.down, .ctrl("u"))
        s.type("16:05")
        s.press(.enter)
        #expect(s.library.trips[0].game("ne-g2")?.time?.description == "16:05")
        s.press(.char("d"))
        #expect(
            s.statusLine.hasPrefix("Remove the game Yankees @ Red Sox on day 2? Items stay where they are. (y)es, (n)o")
        )
        s.press(.char("n"))
        #expect(s.library.trips[0].game("ne-g2") != nil)
        s.press(.char("d"), .char("y"))
        #expect(s.library.trips[0].game("ne-g2") == nil)
        #expect(s.library.trips[0].items == DemoLibrary.library.trips[0].items, "no item moved")
        s.press(.char("u"), .char("u"))
        #expect(s.library == DemoLibrary.library)
    }

    @Test func deleteRemovesTheItemAndUndoBringsTheCursorBack() {
        var s = tripEditor(cursorOn: "ne-n3")
        s.press(.char("d"))
        #expect(s.item("ne-n3") == nil)
        #expect(s.trip?.cursor != .entry("ne-n3"))
        s.press(.char("j"), .char("j"))
        s.press(.char("u"))
        #expect(s.item("ne-n3") != nil)
        #expect(s.trip?.cursor == .entry("ne-n3"))
    }

    @Test func undoAfterAMoveReturnsTheCursorToTheMovedItem() {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char(" "), .up, .enter)
        s.press(.char("g"))
        #expect(s.trip?.cursor != .entry("ne-t1"))
        s.press(.char("u"))
        #expect(s.library == DemoLibrary.library)
        #expect(s.trip?.cursor == .entry("ne-t1"))
        #expect(!s.isModified)
    }

    @Test func searchFindsRowsByTextAndNextMatchWraps() {
        var s = tripEditor(cursorOn: "ne-t0")
        s.press(.char("/"))
        s.type("fenway")
        s.press(.enter)
        #expect(s.trip?.cursor == .entry("ne-g1"))
        s.press(.char("n"))
        #expect(s.trip?.cursor == .entry("ne-g2"))
        s.press(.char("n"))
        #expect(s.trip?.cursor == .entry("ne-g1"))
        #expect(s.statusLine.contains("wrapped"))
        s.press(.char("/"))
        s.type("zzz")
        s.press(.enter)
        #expect(s.statusLine.contains("No match"))
    }

    @Test func daysJumpWithBrackets() {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char("]"))
        #expect(s.trip?.cursor == .header(day: 4))
        s.press(.char("["))
        #expect(s.trip?.cursor == .header(day: 3))
        s.press(.char("["))
        #expect(s.trip?.cursor == .header(day: 2))
    }
}

/// Saving and quitting: effects out, results back in; nothing is lost without asking.
@Suite struct SaveAndQuitTests {
    @Test func saveAsksTheRunLoopToWriteAndClearsTheModifiedMark() throws {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char("K"))
        #expect(s.isModified)
        #expect(s.statusLine.contains("trips.json [+]"))
        let effects = s.press(.char("s"))
        guard case .save(let text, let path, let expected)? = effects.first else {
            Issue.record("no save")
            return
        }
        #expect(path == "/tmp/trips.json")
        #expect(expected == .content(Fingerprint([])))
        #expect(try LibraryDecoder.decode(Array(text.utf8)) == s.library)
        _ = Editor.update(&s, .saveFinished(.saved(bytes: Array(text.utf8))))
        #expect(!s.isModified)
        #expect(s.statusLine.contains("Saved trips.json"))
    }

    @Test func savingWithoutChangesWritesNothing() {
        var s = editor()
        #expect(s.press(.char("s")).isEmpty)
        #expect(s.statusLine.contains("No changes to save"))
        var new = EditorState(library: Library(), file: FileState(path: "/tmp/new.json", bytes: nil), today: testToday)
        guard case .save(_, _, .absent)? = new.press(.char("s")).first else {
            Issue.record("a new file is created on save")
            return
        }
    }

    @Test func aFileChangedOnDiskIsOverwrittenOnlyWhenTheUserSaysSo() {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char("K"), .char("s"))
        _ = Editor.update(&s, .saveFinished(.changedOnDisk))
        #expect(s.statusLine.contains("changed on disk"))
        #expect(s.press(.char("n")).isEmpty)
        #expect(s.isModified)
        s.press(.char("s"))
        _ = Editor.update(&s, .saveFinished(.changedOnDisk))
        let effects = s.press(.char("y"))
        guard case .save(_, _, .anything)? = effects.first else {
            Issue.record("no forced save: \(effects)")
            return
        }
    }

    /// Saving (docs/data.md): said as deleted, not as changed; writing it again expects it
    /// still absent, so a file that came back meanwhile is not overwritten without asking.
    @Test func aFileDeletedOnDiskIsWrittenAgainOnlyWhenTheUserSaysSo() {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char("K"), .char("s"))
        #expect(Editor.update(&s, .saveFinished(.deletedOnDisk)).isEmpty)
        #expect(
            s.statusLine.hasPrefix("trips.json was deleted on disk. Write it again? (y)es, (n)o"), "\(s.statusLine)")
        #expect(s.press(.char("n")).isEmpty)
        #expect(s.statusLine.contains("Not saved"))
        #expect(s.isModified)

        s.press(.ctrl("c"), .char("s"))
        _ = Editor.update(&s, .saveFinished(.deletedOnDisk))
        let effects = s.press(.char("y"))
        guard case .save(let text, _, .absent)? = effects.first else {
            Issue.record("no save of a file that is absent: \(effects)")
            return
        }
        #expect(
            Editor.update(&s, .saveFinished(.saved(bytes: Array(text.utf8)))) == [.quit], "save and quit still quits")
    }

    /// The file is saved, but the folder could not be flushed: said, not swallowed.
    @Test func aSaveWithAWarningSaysSo() {
        var s = tripEditor(cursorOn: "ne-t1")
        let effects = s.press(.char("K"), .char("s"))
        guard case .save(let text, _, _)? = effects.first else {
            Issue.record("no save")
            return
        }
        _ = Editor.update(
            &s,
            .saveFinished(
                .saved(bytes: Array(text.utf8), warning: "a power cut may undo it: its folder could not be flushed")))
        #expect(!s.isModified)
        #expect(s.statusLine.hasPrefix("Saved trips.json, but a power cut may undo it"), "\(s.statusLine)")
    }

    @Test func aFailedSaveKeepsEveryChange() {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char("K"), .char("s"))
        _ = Editor.update(&s, .saveFinished(.failed("read-only file system")))
        #expect(s.isModified)
        #expect(s.statusLine.contains("Not saved: read-only file system"))
        #expect(s.item("ne-t1")?.day == 2)
    }

    /// The look before the save could not read the file: said as what failed, not as a
    /// change on disk, and nothing is asked.
    @Test func aFileThatCannotBeCheckedBeforeTheSaveSaysWhy() {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char("K"), .char("s"))
        #expect(Editor.update(&s, .saveFinished(.uncheckable(reason: "Input/output error"))).isEmpty)
        #expect(s.modal == nil)
        #expect(s.isModified)
        #expect(
            s.statusLine.hasPrefix(
                "Not saved: cannot check trips.json before saving: Input/output error. Your changes"),
            "\(s.statusLine)")
    }

    @Test func quittingWithUnsavedChangesAsks() {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char("K"))
        #expect(s.press(.ctrl("c")).isEmpty)
        #expect(s.statusLine.contains("Unsaved changes"))
        s.press(.char("c"))
        #expect(s.prompt == nil)
        s.press(.char("q"))
        #expect(s.onTrips)
        #expect(s.press(.char("q")).isEmpty)
        #expect(s.press(.char("d")) == [.quit])
    }

    @Test func saveAndQuitQuitsOnlyAfterTheSaveSucceeded() {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char("K"), .ctrl("c"))
        let effects = s.press(.char("s"))
        guard case .save? = effects.first else {
            Issue.record("no save")
            return
        }
        #expect(Editor.update(&s, .saveFinished(.failed("disk full"))).isEmpty)
        #expect(s.isModified)
        s.press(.ctrl("c"), .char("s"))
        #expect(Editor.update(&s, .saveFinished(.saved(bytes: []))) == [.quit])
    }

    @Test func quittingWithoutChangesDoesNotAsk() {
        var s = editor()
        #expect(s.press(.char("q")) == [.quit])
    }
}

/// The changes a stopped session left in FILE.recover (docs/data.md).
@Suite struct RecoveryTests {
    func recovered() -> Library {
        var library = DemoLibrary.library
        library.trips[0].items[0].kind = .custom(Custom(title: "from the recovery file"))
        return library
    }

    @Test func restoringMakesTheRecoveredLibraryAnUnsavedUndoableChange() {
        var s = editor()
        s.offerRecovery(recovered(), from: "/tmp/trips.json.recover")
        #expect(s.statusLine.contains("trips.json.recover holds unsaved changes"))
        s.press(.char("r"))
        #expect(s.library == recovered())
        #expect(s.isModified)
        let effects = s.press(.char("s"))
        guard case .save(let text, _, _)? = effects.first else {
            Issue.record("no save")
            return
        }
        #expect(
            Editor.update(&s, .saveFinished(.saved(bytes: Array(text.utf8)))) == [
                .removeFile("/tmp/trips.json.recover")
            ])
        s.press(.char("u"))
        #expect(s.library == DemoLibrary.library)
    }

    @Test func discardingRemovesTheFileAndKeepingLeavesIt() {
        var s = editor()
        s.offerRecovery(recovered(), from: "/tmp/x.recover")
        #expect(s.press(.char("d")).isEmpty, "one key does not delete the recovered changes: it asks again")
        #expect(s.statusLine.hasPrefix("Delete x.recover and the changes in it for good? (y)es, (n)o"))
        #expect(s.press(.char("y")) == [.removeFile("/tmp/x.recover")])
        #expect(s.library == DemoLibrary.library)
        var no = editor()
        no.offerRecovery(recovered(), from: "/tmp/x.recover")
        #expect(no.press(.char("d"), .char("n")).isEmpty)
        #expect(no.modal == nil && no.statusLine.hasPrefix("Kept /tmp/x.recover for later"))
        var t = editor()
        t.offerRecovery(recovered(), from: "/tmp/x.recover")
        #expect(t.press(.char("k")).isEmpty)
        #expect(t.library == DemoLibrary.library && t.prompt == nil)
    }
}
