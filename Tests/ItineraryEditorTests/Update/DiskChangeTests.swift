import ItineraryCore
import Testing

@testable import ItineraryEditor

/// Changes from outside (docs/sharing.md): what the editor does with the file as it is on disk now.
@Suite struct DiskChangeTests {
    /// The demo's first trip and two of its notes.
    static let trip = DemoLibrary.library.trips[0]
    static let notes = trip.items.filter { $0.custom != nil }.map(\.id)
    static let elsewhere = Fingerprint(Array("changed".utf8))

    /// The library with an item moved to the end of a day, as another program would move it.
    static func moving(_ id: String, toDay day: Int, in library: Library) throws -> Library {
        var moved = library
        _ = try moved.apply(.move(trip: trip.id, item: id, to: Landing(day: day, sortOrder: 10_000)))
        return moved
    }

    @Test func withNothingUnsavedTheFileIsReadAgainAndTheCursorStaysOnItsItem() throws {
        var state = tripEditor(cursorOn: Self.notes[0])
        let disk = try Self.moving(Self.notes[0], toDay: 1, in: state.library)
        _ = Editor.update(&state, .diskChanged(.changed(disk, Self.elsewhere)))
        #expect(state.library == disk)
        #expect(!state.isModified)
        #expect(state.trip?.cursor == .entry(Self.notes[0]))
        #expect(state.message?.text == "Reloaded: 1 item moved")
        #expect(state.history.undoDepth == 0)
    }

    /// The view stays where it was: the row at the top stays at the top, though an item
    /// above it moved below it on disk.
    @Test func aReloadKeepsTheTopRowWhereItWas() throws {
        var state = tripEditor(cursorOn: try #require(Self.notes.last), height: 14)
        let view = try #require(state.trip)
        #expect(view.scroll > 0, "the cursor's row is below the first screen")
        let top = view.rowID(at: view.scroll)
        let disk = try Self.moving(Self.notes[0], toDay: Self.trip.days, in: state.library)
        _ = Editor.update(&state, .diskChanged(.changed(disk, Self.elsewhere)))
        let after = try #require(state.trip)
        #expect(after.rowID(at: after.scroll) == top)
        #expect(after.cursor == .entry(try #require(Self.notes.last)))
    }

    @Test func whatTheEditorItselfSavedIsNoChange() throws {
        var state = tripEditor(cursorOn: Self.notes[0])
        let before = state
        let other = try Self.moving(Self.notes[0], toDay: 1, in: state.library)
        _ = Editor.update(&state, .diskChanged(.changed(other, try #require(state.document.file.content))))
        #expect(state == before)
    }

    @Test func whileAnItemIsHeldTheChangeWaitsForTheDrop() throws {
        var state = tripEditor(cursorOn: Self.notes[1])
        state.press(.char(" "))
        let disk = try Self.moving(Self.notes[0], toDay: 1, in: state.library)
        _ = Editor.update(&state, .diskChanged(.changed(disk, Self.elsewhere)))
        #expect(state.isHolding)
        #expect(state.library == DemoLibrary.library, "nothing changes under a held item")
        #expect(state.waitingDiskChange != nil)
        state.press(.enter)
        #expect(state.library == disk)
        #expect(state.waitingDiskChange == nil)
    }

    @Test func unsavedChangesAreMergedWithTheDiskAsOneUndoStep() throws {
        var state = tripEditor(cursorOn: Self.notes[1])
        state.press(.char(" "), .down, .enter)  // ours: the second note a slot down
        let ours = state.library
        #expect(state.isModified)
        let disk = try Self.moving(Self.notes[0], toDay: 1, in: DemoLibrary.library)
        _ = Editor.update(&state, .diskChanged(.changed(disk, Self.elsewhere)))
        #expect(state.library.trips[0].item(Self.notes[0])?.day == 1, "theirs")
        #expect(state.library.trips[0].item(Self.notes[1]) == ours.trips[0].item(Self.notes[1]), "ours")
        #expect(state.isModified, "the merge is not what the file holds")
        #expect(state.message?.text.hasPrefix("Merged the changes on disk with yours") == true)
        state.press(.char("u"))
        #expect(state.library == ours)
    }

    @Test func aConflictAsksAndTakesTheSideChosen() throws {
        var state = tripEditor(cursorOn: Self.notes[0])
        state.press(.char(" "), .down, .enter)  // ours: the note a slot down
        let disk = try Self.moving(Self.notes[0], toDay: 1, in: DemoLibrary.library)  // theirs: to day 1
        _ = Editor.update(&state, .diskChanged(.changed(disk, Self.elsewhere)))
        guard case .choice(let choice) = state.modal else {
            Issue.record("no question asked: \(String(describing: state.modal))")
            return
        }
        #expect(choice.label.contains("(k)eep mine, (t)ake theirs"))
        #expect(choice.label.contains(Self.notes[0]))
        let ours = state.library
        var theirs = state
        state.press(.char("k"))
        #expect(state.library.trips[0].item(Self.notes[0]) == ours.trips[0].item(Self.notes[0]))
        theirs.press(.char("t"))
        #expect(theirs.library.trips[0].item(Self.notes[0])?.day == 1)
    }

    @Test func aFileBrokenOnDiskIsNotReadAndTheEditorSaysSo() {
        var state = tripEditor(cursorOn: Self.notes[0])
        _ = Editor.update(&state, .diskChanged(.invalid("trips.json:3: expected a value")))
        #expect(state.library == DemoLibrary.library)
        #expect(state.message?.kind == .error)
        #expect(state.message?.text.contains("not an itin file now") == true)
    }

    @Test func withTheLoadedVersionOutOfUndosReachEverythingIsAskedAbout() throws {
        var state = EditorState(
            library: DemoLibrary.library, file: FileState(path: "/tmp/trips.json", bytes: []), today: testToday)
        _ = Editor.update(&state, .resize(width: 100, height: 30))
        state.press(.enter)
        state.trip?.cursor = .entry(Self.notes[0])
        state.press(.char(" "), .down, .enter, .char("s"))
        _ = Editor.update(&state, .saveFinished(.saved(bytes: Array("saved".utf8))))
        state.press(.char("u"))  // the saved version is now in the future…
        state.press(.char(" "), .down, .down, .enter)  // …which a new step takes away
        let disk = try Self.moving(Self.notes[1], toDay: 1, in: DemoLibrary.library)
        _ = Editor.update(&state, .diskChanged(.changed(disk, Self.elsewhere)))
        guard case .choice(let choice) = state.modal else {
            Issue.record("no question asked")
            return
        }
        #expect(choice.label.contains("everything"))
        state.press(.char("t"))
        #expect(state.library == disk)
    }
}

@Suite struct NoteLinesOnARowTests {
    /// A note of several lines (as `E` writes them) reads on its row with ↵ between its
    /// lines; the library keeps the line breaks.
    @Test func aNotesLinesAreJoinedWithAReturnMark() throws {
        let trip = DiskChangeTests.trip
        let id = try #require(DiskChangeTests.notes.first)
        var library = DemoLibrary.library
        var item = try #require(trip.item(id))
        item.kind = .custom(Custom(title: "Dinner", note: "Table for 4\r\nAsk for the patio\nCash only"))
        _ = try library.apply(.update(trip: trip.id, item: item))
        var state = editor(library)
        state.press(.enter)
        state.trip?.cursor = .entry(id)
        _ = Editor.update(&state, .resize(width: 100, height: 30))
        #expect(state.lines.contains { $0.contains("Dinner — Table for 4 ↵ Ask for the patio ↵ Cash only") })
        #expect(state.library.trips[0].item(id)?.custom?.note == "Table for 4\r\nAsk for the patio\nCash only")
    }
}
