import ItineraryCore
import Testing

@testable import ItineraryEditor

/// The drag session on screen (docs/keys.md): lift, shuffle, forbidden marks, drop and snap-back.
@Suite struct DragTests {
    let leg = "Boston → New York · 215 mi"

    @Test func grabbingAnItemLiftsItShiftedRightWithTheLiftMark() throws {
        var s = tripEditor(cursorOn: "ne-t1")
        let before = try #require(s.line(containing: leg))
        s.press(.char(" "))
        let y = try #require(s.line(containing: leg))
        #expect(y == before)
        let line = s.lines[y]
        #expect(line.hasPrefix("▶"))
        let textColumn = Array(line).firstIndex(of: "»")!
        #expect(textColumn == Geometry.markerColumn + Geometry.liftShift)
        let frame = Editor.render(s)
        let cell = frame[textColumn, y]
        #expect(cell.style.bold && cell.style.reverse)
        #expect(line.contains("▒"), "the lifted item casts a shadow")
    }

    @Test func gamesAndHeadersCannotBeGrabbed() {
        var s = tripEditor(cursorOn: "ne-g3")
        s.press(.char(" "))
        #expect(s.trip?.drag == nil)
        #expect(s.statusLine.contains("Games are fixed to the schedule"))
        s.trip?.cursor = .header(day: 2)
        s.press(.char("m"))
        #expect(s.trip?.drag == nil)
        #expect(s.statusLine.contains("Day headers"))
    }

    @Test func movingUpShufflesTheRowAboveBelowTheLiftedItem() throws {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char(" "))
        let y = try #require(s.line(containing: leg))
        let header = try #require(s.line(containing: "Day 3 · Sun Jun 14"))
        #expect(header == y - 1)
        s.press(.up)
        #expect(s.line(containing: leg) == y - 1)
        #expect(s.line(containing: "Day 3 · Sun Jun 14") == y, "the header moved down past the lifted item")
        #expect(s.statusLine.contains("Day 2 · Sat Jun 13 · after Yankees @ Red Sox"))
        #expect(s.library == DemoLibrary.library, "nothing changes until the drop")
    }

    @Test func forbiddenSlotsAreDimmedAndFlaggedFromTheGrabOn() throws {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char(" "))
        let frame = Editor.render(s)
        // The Day-1 game: the leg can't leave Boston before the last Boston game.
        let y = try #require(s.line(containing: "19:10 Yankees @ Red Sox"))
        #expect(frame[1, y].text == "✗")
        let textX = Array(s.lines[y]).firstIndex(of: "1")!
        #expect(frame[textX, y].style.dim)
        // The slot it came from is allowed: no mark on the row below it.
        let below = try #require(s.line(containing: "19:05 Blue Jays @ Yankees"))
        #expect(frame[1, below].text == "✗", "after the New York game the leg would arrive late")
    }

    @Test func barrierGamesAreHighlighted() throws {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char(" "))
        let frame = Editor.render(s)
        for game in ["13:35 Yankees @ Red Sox", "19:05 Blue Jays @ Yankees"] {
            let y = try #require(s.line(containing: game))
            #expect(s.lines[y].contains("◀ barrier"))
            #expect(frame[Geometry.entryColumn, y].style.underline)
        }
        let other = try #require(s.line(containing: "19:10 Yankees @ Red Sox"))
        #expect(!s.lines[other].contains("barrier"))
    }

    @Test func overAForbiddenSlotTheItemTurnsRedAndTheStatusGivesTheReason() throws {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char(" "), .up, .up, .up)
        let y = try #require(s.line(containing: leg))
        let frame = Editor.render(s)
        let x = Array(s.lines[y]).firstIndex(of: "»")!
        #expect(frame[x, y].style.foreground == .forbidden)
        #expect(frame[x, y].style.underline, "without colour the forbidden lift is still told apart")
        let status = s.statusLine.split(separator: "\n").map(String.init)
        #expect(status.first?.hasPrefix("✗ Day 1 · Fri Jun 12 · after Lobster roll at Neptune Oyster") == true)
        #expect(status.last == "Boston → New York can't leave before Yankees @ Red Sox (Day 2, 13:35)")
    }

    @Test func droppingOnAnAllowedSlotChangesTheModelOnceAndSettles() throws {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char(" "), .up, .enter)
        let moved = try #require(s.item("ne-t1"))
        #expect(moved.day == 2)
        #expect(moved.sortOrder > 0, "after the day's only game (anchor 0)")
        #expect(s.history.undoDepth == 1)
        #expect(s.trip?.cursor == .entry("ne-t1"))
        guard let id = s.trip?.motion.settlingIDs.first else {
            Issue.record("no settle highlight")
            return
        }
        #expect(id == "ne-t1")
        let y = try #require(s.line(containing: leg))
        let settling = Editor.render(s)[Geometry.entryColumn, y].style
        #expect(settling.reverse && settling.foreground == .settle, "the settle highlight, not the plain cursor")
        s.ticks(Editor.settleTicks)
        #expect(s.trip?.motion == .still)
        #expect(Editor.render(s)[Geometry.entryColumn, y].style != settling, "then the plain cursor")
        #expect(s.isModified)
    }

    @Test func droppingOnAForbiddenSlotSnapsBackFrameByFrame() throws {
        var s = tripEditor(cursorOn: "ne-t1")
        let home = try #require(s.line(containing: leg))
        s.press(.char(" "), .up, .up, .up, .up, .up)
        let far = try #require(s.line(containing: leg))
        s.press(.enter)
        #expect(s.library == DemoLibrary.library)
        #expect(s.statusLine.contains("can't leave before"))
        var positions = [far]
        for _ in 0..<Editor.snapBackTicks {
            s.ticks(1)
            positions.append(try #require(s.line(containing: leg)))
        }
        #expect(positions.last == home)
        #expect(
            zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 },
            "it travels back a stretch per tick: \(positions)")
        #expect(s.trip?.motion == .still)
        #expect(s.statusLine.contains("can't leave before"), "the reason stays on the status line")
    }

    @Test func escapeCancelsWithoutAReason() {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char(" "), .down, .down, .escape)
        #expect(s.trip?.drag == nil)
        #expect(s.library == DemoLibrary.library)
        #expect(!s.statusLine.contains("can't"))
        s.ticks(Editor.snapBackTicks)
        #expect(s.trip?.motion == .still)
        #expect(s.trip?.cursor == .entry("ne-t1"))
    }

    @Test func aKeyDuringTheSnapBackFinishesItFirst() {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char(" "), .up, .up, .up, .enter)
        s.press(.down)
        #expect(s.trip?.motion == .still)
    }

    @Test func quickMovesSkipForbiddenSlots() throws {
        var s = tripEditor(cursorOn: "ne-t3")  // Philadelphia → Baltimore, day 7 after the note
        s.press(.char("K"))
        let item = try #require(s.item("ne-t3"))
        #expect(item.day == 7 && item.sortOrder < 1, "one slot up: before the rest-day note")
        s.press(.char("K"), .char("K"), .char("K"))
        let further = try #require(s.item("ne-t3"))
        #expect(further.day == 5, "up to just after the Phillies game, the top of its window")
        s.press(.char("K"))
        #expect(s.statusLine.contains("No allowed slot above"))
        #expect(try #require(s.item("ne-t3")) == further)
    }

    @Test func quickMoveWhileHoldingJumpsOverForbiddenSlots() {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char(" "), .char("G"))
        #expect(s.trip?.drag?.currentVerdict.isAllowed == false)
        s.press(.char("K"))
        #expect(s.trip?.drag?.currentVerdict.isAllowed == true)
        #expect(s.statusLine.contains("Day 3 · Sun Jun 14 · before Blue Jays @ Yankees"))
    }

    @Test func resizingMidDragKeepsTheSession() throws {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char(" "), .up)
        let slot = s.trip?.drag?.current
        for (w, h) in [(80, 24), (200, 60), (30, 8), (120, 40)] {
            _ = Editor.update(&s, .resize(width: w, height: h))
            #expect(s.trip?.drag?.current == slot)
            let frame = Editor.render(s)
            #expect(frame.width == w && frame.height == h)
            if w < Geometry.minimumWidth {
                #expect(frame.lines.contains { $0.contains("Terminal too small") })
            } else {
                #expect(frame.lines.contains { $0.hasPrefix("▶") && $0.contains("Boston → New York") })
            }
        }
        s.press(.enter)
        #expect(s.item("ne-t1")?.day == 2)
    }

    @Test func theViewFollowsTheLiftedItem() throws {
        var s = tripEditor(cursorOn: "ne-t1", width: 80, height: 12)
        s.press(.char(" "), .char("G"))
        #expect(s.lines.contains { $0.hasPrefix("▶") }, "jumped to the last slot and still visible")
        s.press(.char("g"))
        #expect(s.lines.contains { $0.hasPrefix("▶") })
        #expect(s.trip?.scroll == 0)
    }

    @Test func ctrlCWhileHoldingStillAsksToQuit() {
        var s = tripEditor(cursorOn: "ne-t3")
        s.press(.char("K"), .char(" "), .up)
        #expect(s.press(.ctrl("c")).isEmpty)
        #expect(s.trip?.drag != nil, "the held item stays held while it asks (cancel goes back to the drag)")
        #expect(s.statusLine.contains("Unsaved changes"))
        var clean = tripEditor(cursorOn: "ne-t1")
        clean.press(.char(" "))
        #expect(clean.press(.ctrl("c")) == [.quit])
    }

    @Test func otherKeysWhileHoldingSayWhatToDo() {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char(" "), .char("x"))
        #expect(s.statusLine.contains("Holding an item"))
    }

    @Test func otherKeysWhileHoldingChangeNothing() {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char(" "), .char("d"), .char("u"), .char("a"))
        #expect(s.trip?.drag != nil)
        #expect(s.prompt == nil)
        #expect(s.library == DemoLibrary.library)
    }
}
