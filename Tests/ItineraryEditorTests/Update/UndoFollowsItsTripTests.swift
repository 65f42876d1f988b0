import ItineraryCore
import Testing

@testable import ItineraryEditor

/// Undo and redo open the trip of the step they take back, with the cursor on what changed.
@Suite struct UndoFollowsItsTripTests {
    let northeast = "ne-2026"
    let california = "ca-2026"
    let legMoved = "moved Boston → New York"

    /// The row of an entry in the demo's Northeast trip as loaded.
    func originalRow(of id: String) -> Int? {
        DemoLibrary.library.trip(northeast).flatMap { TripLayout($0).row(of: id) }
    }

    @Test func undoOfAStepInAnotherTripOpensItWithTheCursorOnWhatChanged() throws {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char(" "), .up, .enter, .char("q"))
        s.press(.down, .enter)
        #expect(s.trip?.tripID == california)

        s.press(.char("u"))
        let view = try #require(s.trip)
        #expect(view.tripID == northeast)
        #expect(view.cursor == .entry("ne-t1"))
        #expect(view.cursorRow == originalRow(of: "ne-t1"))
        #expect(s.library == DemoLibrary.library)
        #expect(s.statusLine.hasPrefix("Undid: \(legMoved) "))

        s.press(.ctrl("r"))
        #expect(s.trip?.tripID == northeast && s.trip?.cursor == .entry("ne-t1"))
        #expect(s.item("ne-t1")?.day == 2)
        #expect(s.statusLine.hasPrefix("Redid: \(legMoved) "))
    }

    @Test func undoOnTheTripsScreenOfAnItemMoveOpensItsTrip() {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char(" "), .up, .enter, .char("q"))
        #expect(s.onTrips)
        s.press(.char("u"))
        #expect(s.trip?.tripID == northeast)
        #expect(s.trip?.cursor == .entry("ne-t1"))
        #expect(s.statusLine.hasPrefix("Undid: \(legMoved) "))
    }

    @Test func undoOfATripReorderPressedInsideATripReturnsToTheTripsList() {
        var s = editor()
        s.press(.char(" "), .down, .enter)
        #expect(s.library.sortedTrips.map(\.id) == [california, northeast])
        s.press(.up, .enter)
        #expect(s.trip?.tripID == california)

        s.press(.char("u"))
        #expect(s.onTrips)
        #expect(s.tripsCursor == northeast)
        #expect(s.library.sortedTrips.map(\.id) == [northeast, california])
        #expect(s.statusLine.hasPrefix("Undid: moved Northeast Ballpark Swing "))
    }

    @Test func undoOfADeletedNoteBringsItBackAndSaysSo() {
        var s = tripEditor(cursorOn: "ne-n1")
        s.press(.char("d"))
        #expect(s.item("ne-n1") == nil)
        s.press(.char("u"))
        #expect(s.library == DemoLibrary.library)
        #expect(s.trip?.cursor == .entry("ne-n1"))
        #expect(s.statusLine.hasPrefix("Undid: deleted “Freedom Trail walk” "))
    }
}
