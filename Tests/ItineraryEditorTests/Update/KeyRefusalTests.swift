import ItineraryCore
import Testing

@testable import ItineraryEditor

/// An unbound or unavailable key says why, and changes nothing.
@Suite struct KeyRefusalTests {
    @Test func anUnboundKeySaysSo() {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char("z"))
        #expect(s.statusLine.hasPrefix("z: no such key here · ? help"))
        s.press(.char(" "), .char("z"))
        #expect(s.lines.last == "Holding an item: Enter drops it, Esc puts it back")
        #expect(s.isHolding)
    }

    @Test func editAndDeleteOnAHeaderGiveTheReasonAndDoNothing() {
        for (cursor, reason) in [(TripView.RowID.header(day: 2), "Day headers have nothing to edit")] {
            for key in [Key.char("e"), .char("d")] {
                var s = tripEditor(cursorOn: "ne-t1")
                s.trip?.cursor = cursor
                s.press(key)
                #expect(s.statusLine.hasPrefix(reason), "\(key.label) on \(cursor)")
                #expect(s.modal == nil && s.library == DemoLibrary.library)
            }
        }
    }

    @Test func nextMatchBeforeAnySearchSaysSo() {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char("n"))
        #expect(s.statusLine.hasPrefix("No search yet"))
        #expect(s.trip?.cursor == .entry("ne-t1"))
    }

    @Test func undoWithNothingToUndoSaysSo() {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char("u"))
        #expect(s.statusLine.hasPrefix("Nothing to undo "))
    }

    @Test func saveWithNothingChangedSaysSoAndDoesNothing() {
        var s = tripEditor(cursorOn: "ne-t1")
        let before = s.document
        #expect(s.press(.char("s")).isEmpty)
        #expect(s.statusLine.hasPrefix("No changes to save "))
        #expect(s.document == before)
    }
}
