import ItineraryCore
import Testing

@testable import ItineraryEditor

/// On Trips a click selects, a double click opens and a drag reorders, as one undo step.
@Suite struct TripsMouseTests {
    let northeast = "ne-2026"
    let california = "ca-2026"

    func mouse(_ s: inout EditorState, _ kind: MouseEvent.Kind, y: Int, clicks: Int = 1) {
        _ = Editor.update(&s, .mouse(MouseEvent(kind, x: 10, y: y, clicks: clicks)))
    }

    @Test func aClickOnTheSelectedTripDoesNotOpenIt() {
        var s = editor()
        mouse(&s, .press, y: 1)
        mouse(&s, .release, y: 1)
        #expect(s.onTrips)
        #expect(s.tripsCursor == northeast)
        #expect(s.screen.tripsView?.motion == .still)
    }

    @Test func aClickOnAnotherTripSelectsIt() {
        var s = editor()
        mouse(&s, .press, y: 2)
        mouse(&s, .release, y: 2)
        #expect(s.onTrips)
        #expect(s.tripsCursor == california)
        #expect(s.lines[2].hasPrefix("›"))
    }

    @Test func aDoubleClickOpensTheTrip() {
        var s = editor()
        mouse(&s, .press, y: 2)
        mouse(&s, .release, y: 2)
        mouse(&s, .press, y: 2, clicks: 2)
        #expect(s.trip?.tripID == california)
        mouse(&s, .release, y: 2)
        #expect(s.trip?.tripID == california)
        #expect(s.library == DemoLibrary.library)
    }

    @Test func pressDragReleaseReordersTheTripsAsOneUndoStep() {
        var s = editor()
        mouse(&s, .press, y: 1)
        mouse(&s, .drag, y: 2)
        #expect(s.isHolding)
        #expect(s.lines[2].hasPrefix("▶") && s.lines[2].contains("Northeast"), "the trip follows the pointer")
        mouse(&s, .release, y: 2)
        #expect(s.library.sortedTrips.map(\.id) == [california, northeast])
        #expect(s.history.undoDepth == 1)
        #expect(s.statusLine.hasPrefix("Moved to position 2 of 2 "))
        s.press(.char("u"))
        #expect(s.library == DemoLibrary.library)
    }

    @Test func aReleaseOutsideTheRowsSnapsTheTripBack() {
        var s = editor()
        let before = s.screen
        mouse(&s, .press, y: 1)
        mouse(&s, .drag, y: 2)
        mouse(&s, .release, y: 0)
        #expect(!s.isHolding)
        s.ticks(Editor.snapBackTicks)
        #expect(s.library == DemoLibrary.library)
        #expect(!s.history.canUndo)
        #expect(s.screen == before)
    }

    /// `count` one-day trips in order, named so their rows tell them apart.
    func manyTrips(_ count: Int) -> Library {
        Library(
            trips: (1...count).map { i in
                Trip(
                    id: "trip-\(i)", name: "Trip \(i)", order: Double(i), start: CalendarDate(iso: "2026-06-12")!,
                    days: 1)
            })
    }

    @Test func draggingATripToTheBottomEdgeScrollsWithTicks() throws {
        var s = editor(manyTrips(40))
        let bottomEdge = s.geometry.listTop + s.geometry.listHeight - 1
        mouse(&s, .press, y: 1)
        mouse(&s, .drag, y: bottomEdge)
        #expect(s.wantsTicks)
        let slot = try #require(s.screen.tripsView?.motion.held?.current)
        for n in 1...5 {
            s.ticks(1)
            #expect(s.screen.tripsView?.motion.held?.current == slot + n, "one slot per tick")
        }
        #expect(try #require(s.screen.tripsView?.scroll) > 0)
        #expect(s.lines.contains { $0.hasPrefix("▶") && $0.contains("Trip 1") }, "the lifted trip stays in view")
        mouse(&s, .release, y: 0)
        #expect(s.library == manyTrips(40))
    }
}
