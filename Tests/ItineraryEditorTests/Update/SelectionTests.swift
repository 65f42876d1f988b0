import ItineraryCore
import Testing

@testable import ItineraryEditor

/// A range selection and the block it lifts (docs/file-format.md, and docs/keys.md's `v` and
/// "Several at once"). Day 1 of the demo's Northeast trip: ne-t0 Chicago → Boston, ne-n1
/// Freedom Trail, the game ne-g1, ne-n2 Lobster roll; day 2 holds only the game ne-g2.
@Suite struct SelectionTests {
    /// The cursor on ne-t0, `v`, and down over the game to ne-n2.
    func selectingDayOne() -> EditorState {
        var s = tripEditor(cursorOn: "ne-t0")
        s.press(.char("v"), .down, .down, .down)
        return s
    }

    @Test func aRangeSelectsItsItemsButNotTheGamesAmongThem() throws {
        let s = selectingDayOne()
        #expect(s.trip?.cursor == .entry("ne-n2"))
        #expect(s.trip?.selectedItemIDs() == ["ne-t0", "ne-n1", "ne-n2"])
        #expect(s.scope == .selecting)
        #expect(s.statusLine.contains("3 items selected"))
        let frame = Editor.render(s)
        for text in ["» Chicago → Boston", "Freedom Trail", "Lobster roll"] {
            let y = try #require(s.line(containing: text))
            #expect(frame[Geometry.headerColumn, y].text == "┃", "\(text) is marked selected")
        }
        let game = try #require(s.line(containing: "19:10 Yankees @ Red Sox"))
        #expect(frame[Geometry.headerColumn, game].text != "┃", "a game is never part of it")
    }

    @Test func movingUpPastTheAnchorSelectsTheOtherWay() {
        var s = tripEditor(cursorOn: "ne-n2")
        s.press(.char("v"), .up, .up)
        #expect(s.trip?.selectedItemIDs() == ["ne-n1", "ne-n2"])
    }

    @Test func vOrEscEndsTheSelectionWithoutLeavingTheTrip() {
        var s = selectingDayOne()
        s.press(.escape)
        #expect(s.trip?.selection == nil)
        #expect(!s.onTrips, "Esc ended the selection, not the trip")
        s.press(.char("v"), .down, .char("v"))
        #expect(s.trip?.selection == nil)
    }

    @Test func aSelectionOfOnlyGamesHasNothingToGrab() {
        var s = tripEditor(cursorOn: "ne-g1")
        s.press(.char("v"), .char(" "))
        #expect(s.trip?.drag == nil)
        #expect(s.statusLine.contains("The selection holds no items"))
    }

    @Test func aGrabLiftsTheBlockWithEveryLineMarked() throws {
        var s = selectingDayOne()
        s.press(.char(" "))
        let drag = try #require(s.trip?.drag)
        #expect(drag.items.map(\.id) == ["ne-t0", "ne-n1", "ne-n2"])
        #expect(drag.lead == "ne-n2", "the cursor was at the bottom of the range")
        // At its origin the block stands gathered above the game, in its own order.
        let first = try #require(s.line(containing: "» Chicago → Boston"))
        #expect(s.lines[first + 1].contains("Freedom Trail"))
        #expect(s.lines[first + 2].contains("Lobster roll"))
        #expect(s.lines[first + 3].contains("19:10 Yankees @ Red Sox"))
        for y in first...(first + 2) {
            #expect(s.lines[y].hasPrefix("▶"))
            #expect(s.lines[y].contains("▒"))
        }
        #expect(s.library == DemoLibrary.library, "nothing changes until the drop")
    }

    @Test func aBlockDropsOnAnotherDayTogetherAsOneUndoStep() throws {
        var s = selectingDayOne()
        s.press(.char(" "), .char("]"))
        #expect(s.statusLine.contains("Day 2 · Sat Jun 13 · before Yankees @ Red Sox"))
        s.press(.enter)
        let day2 = TripLayout(try #require(s.library.trip("ne-2026"))).day(2).entries.map(\.id)
        #expect(day2 == ["ne-t0", "ne-n1", "ne-n2", "ne-g2"])
        #expect(s.history.undoDepth == 1)
        #expect(s.trip?.cursor == .entry("ne-n2"))
        #expect(s.trip?.selectedItemIDs() == ["ne-t0", "ne-n1", "ne-n2"], "the selection follows the block")
        #expect(s.trip?.motion.settlingIDs == ["ne-t0", "ne-n1", "ne-n2"])

        s.press(.char("u"))
        #expect(s.library == DemoLibrary.library)
        #expect(s.statusLine.contains("Undid: moved 3 items"))
        #expect(s.trip?.selectedItemIDs() == ["ne-t0", "ne-n1", "ne-n2"], "and comes back with the undo")
        s.press(.ctrl("r"))
        #expect(
            TripLayout(try #require(s.library.trip("ne-2026"))).day(2).entries.map(\.id).prefix(3) == [
                "ne-t0", "ne-n1", "ne-n2",
            ])
    }

    @Test func aBlockOverAForbiddenSlotTurnsRedAndSnapsBackWithTheLegsReason() throws {
        var s = selectingDayOne()
        s.press(.char(" "), .char("]"), .char("]"))  // day 3: past Boston's last game
        #expect(s.statusLine.contains("✗ Day 3"))
        #expect(s.statusLine.contains("Chicago → Boston can't arrive after Yankees @ Red Sox (Day 2, 13:35)"))
        let y = try #require(s.line(containing: "» Chicago → Boston"))
        let frame = Editor.render(s)
        #expect(frame[1, y].text == "✗")
        #expect(frame[Geometry.markerColumn + Geometry.liftShift, y].style.underline, "the forbidden style")
        s.press(.enter)
        #expect(s.library == DemoLibrary.library)
        #expect(s.statusLine.contains("✗ Chicago → Boston can't arrive after"))
        s.ticks(Editor.snapBackTicks)
        #expect(s.trip?.motion == .still)
        #expect(s.trip?.selectedItemIDs() == ["ne-t0", "ne-n1", "ne-n2"])
    }

    @Test func theForbiddenMarksAreTheBlocksAndItsBarrierIsHighlighted() throws {
        var s = selectingDayOne()
        s.press(.char(" "))
        let frame = Editor.render(s)
        let late = try #require(s.line(containing: "19:05 Blue Jays @ Yankees"))
        #expect(frame[1, late].text == "✗", "the leg in the block forbids what is after Boston's games")
        let barrier = try #require(s.line(containing: "13:35 Yankees @ Red Sox"))
        #expect(s.lines[barrier].contains("◀ barrier"))
    }

    @Test func aBlockOfOnlyNotesMayGoAnywhere() throws {
        var s = tripEditor(cursorOn: "ne-n1")
        s.press(.char("v"), .down, .down, .char(" "), .char("G"))
        #expect(!s.statusLine.contains("✗"))
        s.press(.enter)
        let last = TripLayout(try #require(s.library.trip("ne-2026"))).days.last!.entries.map(\.id)
        #expect(Array(last.suffix(2)) == ["ne-n1", "ne-n2"])
    }

    @Test func aLongBlockIsDrawnShortWithACountOfTheRest() throws {
        let notes = (1...12).map {
            Item(id: "n\($0)", day: 1, sortOrder: Double($0), kind: .custom(Custom(title: "Note \($0)")))
        }
        let trip = Trip(
            id: "t", name: "Long", order: 1, start: CalendarDate(iso: "2026-06-12")!, days: 2, games: [], items: notes)
        var s = editor(Library(trips: [trip]))
        s.press(.enter)
        s.press(.char("v"), .char("G"), .char(" "))
        #expect(s.trip?.drag?.items.count == 12)
        let lifted = s.lines.dropLast(2).filter { $0.hasPrefix("▶") }
        #expect(lifted.count == DragSession.shownBlockRows)
        #expect(lifted.last?.contains("… and 5 more items") == true)
        #expect(lifted.first?.contains("Note 1") == true)
        s.press(.char("]"))  // to the top of day 2, the only other slot besides day 1
        #expect(s.line(containing: "Day 2") == 2, "the header moves up past the block")
        #expect(s.lines[3].hasPrefix("▶"))
        s.press(.enter)
        #expect(s.library.trip("t")!.items.allSatisfy { $0.day == 2 })
    }

    @Test func aPressInsideTheSelectionDragsTheBlockAndOneOutsideEndsIt() throws {
        var s = selectingDayOne()
        let y = try #require(s.line(containing: "Freedom Trail"))
        _ = Editor.update(&s, .mouse(MouseEvent(.press, x: 10, y: y)))
        _ = Editor.update(&s, .mouse(MouseEvent(.drag, x: 10, y: y + 1)))
        #expect(s.trip?.drag?.items.count == 3)
        _ = Editor.update(&s, .mouse(MouseEvent(.release, x: 10, y: 30)))  // outside the rows: put back
        s.ticks(Editor.snapBackTicks)
        #expect(s.library == DemoLibrary.library)

        let outside = try #require(s.line(containing: "Late slice"))
        _ = Editor.update(&s, .mouse(MouseEvent(.press, x: 10, y: outside)))
        _ = Editor.update(&s, .mouse(MouseEvent(.release, x: 10, y: outside)))
        #expect(s.trip?.selection == nil)
        #expect(s.trip?.cursor == .entry("ne-n3"))
    }

    @Test func quickMovesCarryTheBlock() throws {
        var s = selectingDayOne()
        s.press(.char("J"))
        let day1 = TripLayout(try #require(s.library.trip("ne-2026"))).day(1).entries.map(\.id)
        #expect(day1 == ["ne-g1", "ne-t0", "ne-n1", "ne-n2"], "one allowed slot down: after the game")
    }
}
