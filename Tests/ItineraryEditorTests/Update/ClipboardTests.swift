import ItineraryCore
import Testing

@testable import ItineraryEditor

/// Cut, copy and paste (`x` `y` `p` `P`, docs/keys.md) and a paste from outside (docs/keys.md).
@Suite struct ClipboardTests {
    func trip(_ s: EditorState, _ id: String = "ne-2026") -> Trip { s.library.trip(id)! }
    func dayIDs(_ s: EditorState, _ day: Int, trip id: String = "ne-2026") -> [String] {
        TripLayout(trip(s, id)).day(day).entries.map(\.id)
    }

    @Test func yCopiesTheItemToTheClipboardAndTheTerminal() {
        var s = tripEditor(cursorOn: "ne-t1")
        let effects = s.press(.char("y"))
        #expect(s.clipboard.map(\.id) == ["ne-t1"])
        #expect(effects == [.copyToClipboard("» Boston → New York · 215 mi · drive\n")])
        #expect(s.library == DemoLibrary.library)
        #expect(s.statusLine.contains("Copied “Boston → New York” (p pastes)"))
    }

    @Test func aCopyPastesAsNewItemsWithNewIDs() throws {
        var s = tripEditor(cursorOn: "ne-n1")
        s.press(.char("v"), .down, .down, .char("y"))
        #expect(s.trip?.selection == nil)
        s.trip?.cursor = .entry("ne-g3")
        s.press(.char("p"))
        let day3 = dayIDs(s, 3)
        #expect(day3.count == 5)
        let pasted = Array(day3[2...3])
        #expect(day3[1] == "ne-g3" && day3[4] == "ne-n3", "below the cursor, before what followed it")
        #expect(!pasted.contains("ne-n1") && !pasted.contains("ne-n2"), "copies get new ids")
        #expect(
            pasted.compactMap { s.item($0)?.custom?.title } == ["Freedom Trail walk", "Lobster roll at Neptune Oyster"])
        #expect(s.trip?.cursor == .entry(pasted[0]))
        #expect(s.history.undoDepth == 1)
        s.press(.char("u"))
        #expect(s.library == DemoLibrary.library)
    }

    @Test func aCutPastedIntoAnotherTripKeepsItsIDsAndEachIsOneUndoStep() throws {
        var s = tripEditor(cursorOn: "ne-t0")
        s.press(.char("v"), .down, .char("x"))
        #expect(trip(s).item("ne-t0") == nil && trip(s).item("ne-n1") == nil)
        #expect(s.statusLine.contains("Cut 2 items"))
        #expect(s.clipboard.map(\.id) == ["ne-t0", "ne-n1"])
        s.press(.char("q"))
        s.press(.down, .enter)  // the second trip
        let other = try #require(s.trip?.tripID)
        #expect(other != "ne-2026")
        s.press(.char("P"))
        #expect(s.library.trip(other)?.item("ne-n1") != nil, "a cut keeps its ids while they are free")
        #expect(s.library.trip(other)?.item("ne-t0")?.travel?.route == "Chicago → Boston")
        s.press(.char("p"))
        #expect(
            s.library.trips.flatMap(\.items).filter { $0.custom?.title == "Freedom Trail walk" }.count == 2,
            "a second paste is a copy")
        s.press(.char("u"), .char("u"), .char("u"))
        #expect(s.library == DemoLibrary.library)
    }

    @Test func aPasteOnAForbiddenSlotIsRefusedWholeWithTheReason() {
        var s = tripEditor(cursorOn: "ne-t1")  // Boston → New York
        s.press(.char("y"))
        s.trip?.cursor = .header(day: 1)
        s.press(.char("p"))
        #expect(s.library == DemoLibrary.library)
        #expect(s.statusLine.contains("✗ Boston → New York can't leave before Yankees @ Red Sox"))
    }

    @Test func pAndPOnADayHeaderPasteAtTheTopOfThatDay() {
        var s = tripEditor(cursorOn: "ne-n3")
        s.press(.char("y"))
        s.trip?.cursor = .header(day: 6)
        s.press(.char("P"))
        #expect(dayIDs(s, 6).count == 2)
        #expect(dayIDs(s, 6)[1] == "ne-n5", "above the day's first entry")
    }

    @Test func nothingToPasteSaysHowToCopy() {
        var s = tripEditor(cursorOn: "ne-n3")
        s.press(.char("p"))
        #expect(s.statusLine.contains("Nothing to paste: y copies, x cuts"))
    }

    @Test func dDeletesTheSelectionAsOneStep() {
        var s = tripEditor(cursorOn: "ne-t0")
        s.press(.char("v"), .down, .down, .down, .char("d"))
        #expect(dayIDs(s, 1) == ["ne-g1"])
        #expect(s.history.undoDepth == 1)
        #expect(s.statusLine.contains("Deleted 3 items"))
        s.press(.char("u"))
        #expect(s.library == DemoLibrary.library)
    }

    // MARK: - A paste from outside

    @Test func pastedLinesBecomeLegsAndNotesBelowTheCursorAsOneStep() throws {
        var s = tripEditor(cursorOn: "ne-g3")  // New York, day 3
        _ = Editor.update(&s, .paste("Trenton → Princeton · 12 mi · train\r• Pizza — by the slice\rq\r"))
        let day3 = dayIDs(s, 3)
        #expect(day3.count == 6)
        let new = day3[2...4].compactMap { s.item($0) }
        #expect(new.map { RowText.item($0) } == ["Trenton → Princeton · 12 mi · train", "Pizza — by the slice", "q"])
        #expect(new[0].travel?.mode == .train)
        #expect(!s.onTrips, "a pasted q is text, not a key")
        #expect(s.history.undoDepth == 1)
        s.press(.char("u"))
        #expect(s.library == DemoLibrary.library)
    }

    @Test func aPastedGameRowIsRefusedWhole() {
        var s = tripEditor(cursorOn: "ne-g3")
        _ = Editor.update(&s, .paste("A note\n◆ 19:10 Yankees @ Red Sox · Fenway Park, Boston\n"))
        #expect(s.library == DemoLibrary.library)
        #expect(s.statusLine.contains("line 2 is a game (games come from the schedule)"))
    }

    @Test func aPasteOverTheLimitsIsRefused() {
        var s = tripEditor(cursorOn: "ne-g3")
        let lines = String(repeating: "note\n", count: PastedRows.maxLines + 1)
        _ = Editor.update(&s, .paste(lines))
        #expect(s.library == DemoLibrary.library)
        #expect(s.statusLine.contains("at most 1,000 can be pasted"))
        _ = Editor.update(&s, .paste(String(repeating: "x", count: PastedRows.maxBytes + 1)))
        #expect(s.statusLine.contains("at most 1 MB can be pasted"))
    }

    @Test func aPasteWhileHoldingChangesNothingAndTheDragGoesOn() throws {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char(" "), .up)
        let held = try #require(s.trip?.drag)
        let effects = Editor.update(&s, .paste("q\u{1B}\n"))
        #expect(effects.isEmpty)
        #expect(s.trip?.drag == held, "not cancelled, not moved")
        #expect(s.statusLine.contains("drop or put back first"))
        #expect(s.library == DemoLibrary.library)
    }

    @Test func aPasteIntoATypedLineJoinsItsLinesWithoutControls() {
        var s = tripEditor(cursorOn: "ne-g3")
        s.press(.char("a"))
        _ = Editor.update(&s, .paste("Pier 39\u{1B}[31m\nand\tsea lions\n"))
        #expect(s.prompt?.field.text == "Pier 39 and sea lions")
    }

    @Test func onTheTripsListAPasteSaysWhereItCanGo() {
        var s = editor()
        _ = Editor.update(&s, .paste("note\n"))
        #expect(s.statusLine.contains("Open a trip to paste into it"))
        #expect(s.library == DemoLibrary.library)
    }
}
