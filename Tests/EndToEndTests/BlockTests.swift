import Foundation
import Testing

extension EndToEnd {
    /// In a real terminal: `v` selects a range of items, a grab lifts it as a block
    /// (docs/file-format.md, docs/keys.md), `x` `y` `p` `P` cut, copy and paste it (with OSC 52 to
    /// tmux's buffers), and a bracketed paste becomes items, never keys (docs/keys.md). Each test
    /// reads the saved file back with `itin print --ids` or `itin check`, not only the screen.
    @Suite struct Blocks {
        // MARK: Moving a block

        @Test func aBlockMovedToAnotherDayKeepsItsOrderThroughUndoRedoAndSave() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", blockFixture())
            let original = try fixture.bytes("trips.json")
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openBlockTrip()
            let selected = try itin.selectBlock()
            // The three items carry the selection mark; the game between them does not.
            for text in BlockRows.block {
                #expect(
                    selected.selectionMark(try #require(selected.row(containing: text))) == "┃",
                    "\(text)\n\(selected.framed)")
            }
            #expect(
                selected.selectionMark(try #require(selected.row(containing: BlockRows.g1))) != "┃",
                "\(selected.framed)")

            // Lifted where it was, the block would stand before the Boston game, leg included.
            let grabbed = try itin.grabBlock()
            #expect(grabbed.position.hasPrefix("✗ Day 1 · Fri Jun 12 · before Yankees @ Red Sox"), "\(grabbed.framed)")
            #expect(
                grabbed.status.contains("Boston → New York can't leave before Yankees @ Red Sox (Day 1, 19:10)"),
                "\(grabbed.framed)")

            try itin.send("]")
            try itin.waitForBlockBeforeRest()
            try itin.send("Enter")
            let dropped = try itin.waitFor("the block dropped on day 2, before the rest day") {
                $0.liftedRows.isEmpty
                    && $0.rows(BlockRows.day2, BlockRows.walk, BlockRows.lobster, BlockRows.leg, BlockRows.rest)
                    && $0.status.hasPrefix("Moved to " + BlockRows.beforeRest) && $0.status.hasSuffix(" [+]")
            }
            #expect(
                dropped.rows(BlockRows.day1, BlockRows.g1, BlockRows.day2),
                "day 1 keeps only its game\n\(dropped.framed)")
            #expect(try fixture.bytes("trips.json") == original, "nothing is written before s")

            // One undo step puts all three back, between and around the game as they were.
            try itin.send("u")
            try itin.waitFor("the undo of the whole block") {
                $0.status.hasPrefix("Undid: moved 3 items")
                    && $0.rows(
                        BlockRows.day1, BlockRows.walk, BlockRows.g1, BlockRows.lobster, BlockRows.leg, BlockRows.day2)
            }
            try itin.send("C-r")
            try itin.waitFor("the redo") {
                $0.status.hasPrefix("Redid: moved 3 items")
                    && $0.rows(BlockRows.day2, BlockRows.walk, BlockRows.lobster, BlockRows.leg, BlockRows.rest)
            }

            try itin.save()
            #expect(try itin.quitSaved() == 0)
            #expect(try printedRows(fixture) == BlockRows.printedAfterMove)
            // Blocks (docs/file-format.md): three items before only N (Rest day, 1): n − m − 1 + i.
            let positions = try ["walk", "lobster", "leg"].map { try fixture.position(of: $0, in: "trips.json") }
            #expect(positions.map(\.day) == [2, 2, 2])
            #expect(positions.map(\.sortOrder) == [-2, -1, 0])
            let check = try runItin(["check", "trips.json"], in: fixture.directory)
            #expect(check.status == 0, "\(check.output)")
        }

        @Test func aBlockDroppedWhereItsLegMayNotGoSnapsBackAndTheFileStaysByteForByte() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", blockFixture())
            let original = try fixture.bytes("trips.json")
            let printedBefore = try printedRows(fixture)
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openBlockTrip()
            try itin.selectBlock()
            try itin.grabBlock()
            try itin.send("]")
            try itin.waitForBlockBeforeRest()
            try itin.send("]")
            try itin.waitFor("the block on day 3, before the New York game: allowed") {
                $0.position.hasPrefix("▶ Day 3 · Sun Jun 14 · before Red Sox @ Yankees") && $0.liftedRows.count == 3
            }
            try itin.send("]")
            let blocked = try itin.waitFor("the block on day 4, after the New York game, with the reason") {
                $0.position.hasPrefix("✗ Day 4 · Mon Jun 15 · before Pizza in New Haven")
                    && $0.status.contains(BlockRows.reasonAfterG3)
            }
            #expect(blocked.liftedTexts == BlockRows.block, "the block keeps its order while held\n\(blocked.framed)")
            for row in blocked.liftedRows {
                #expect(blocked.flag(row) == "✗", "every lifted row turns forbidden\n\(blocked.framed)")
            }

            try itin.send("Enter")
            let back = try itin.waitFor("the block snapped back into day 1") {
                $0.liftedRows.isEmpty
                    && $0.rows(
                        BlockRows.day1, BlockRows.walk, BlockRows.g1, BlockRows.lobster, BlockRows.leg, BlockRows.day2)
            }
            #expect(
                back.status.hasPrefix("✗ " + BlockRows.reasonAfterG3),
                "the reason stays on the status line\n\(back.framed)")
            #expect(!back.status.contains("[+]"), "\(back.framed)")

            try itin.send("s")
            try itin.waitFor("“No changes to save”") { $0.status.hasPrefix("No changes to save") }
            #expect(try itin.quitSaved() == 0)
            #expect(try fixture.bytes("trips.json") == original, "a refused drop leaves the file byte for byte")
            #expect(try printedRows(fixture) == printedBefore)
        }

        /// The drag session (docs/keys.md): every slot the held block may not take is flagged
        /// `✗`, as for one item. Held at the top of day 2, the block may go anywhere from
        /// after the Boston game to before the New York game, and nowhere on day 4.
        @Test func theMarksOfAHeldBlockFlagTheRowsOfTheSlotsItMayNotTake() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", blockFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openBlockTrip()
            try itin.selectBlock()
            try itin.grabBlock()
            try itin.send("]")
            let held = try itin.waitForBlockBeforeRest()
            for row in held.liftedRows {
                #expect(held.flag(row) != "✗", "the block's own slot is allowed\n\(held.framed)")
            }
            // The same marks one held item gets (KeyboardDrag): above it a row is flagged when the
            // slot before it is forbidden, below it when the slot after it is.
            for forbidden in [BlockRows.g1, BlockRows.g3, BlockRows.day4, BlockRows.pizza] {
                let row = try #require(held.row(containing: forbidden))
                #expect(held.flag(row) == "✗", "\(forbidden) should be flagged\n\(held.framed)")
            }
            for allowed in [BlockRows.day2, BlockRows.rest, BlockRows.day3] {
                let row = try #require(held.row(containing: allowed))
                #expect(held.flag(row) != "✗", "\(allowed) should not be flagged\n\(held.framed)")
            }
            try itin.send("Escape")
            try itin.waitFor("the block put back") { $0.liftedRows.isEmpty && $0.status.hasPrefix("Put back") }
        }

        // MARK: Cut, copy, paste

        @Test func aCutBlockIsRefusedWhereItsLegMayNotGoAndPastedWhereItMayWithItsIDs() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", blockFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openBlockTrip()
            try itin.selectBlock()
            try itin.send("x")
            try itin.waitFor("the block cut") {
                $0.status.hasPrefix("Cut 3 items (p pastes, u undoes)")
                    && $0.rows(BlockRows.day1, BlockRows.g1, BlockRows.day2)
                    && !$0.contains(BlockRows.walk) && !$0.contains(BlockRows.lobster) && !$0.contains(BlockRows.leg)
            }

            try itin.moveCursor(to: BlockRows.pizza)
            try itin.send("p")
            let refused = try itin.waitFor("the paste after the New York game refused") { $0.status.hasPrefix("✗ ") }
            #expect(refused.status.contains(BlockRows.reasonAfterG3), "\(refused.framed)")
            #expect(
                !refused.contains(BlockRows.walk) && !refused.contains(BlockRows.leg),
                "nothing pasted\n\(refused.framed)")

            try itin.moveCursor(to: BlockRows.rest)
            try itin.send("P")
            try itin.waitFor("the block pasted above the rest day") {
                $0.status.hasPrefix("Pasted 3 items at " + BlockRows.beforeRest)
                    && $0.rows(BlockRows.day2, BlockRows.walk, BlockRows.lobster, BlockRows.leg, BlockRows.rest)
            }
            try itin.save()
            #expect(try itin.quitSaved() == 0)
            // The first paste after a cut keeps the items' ids.
            #expect(try printedRows(fixture) == BlockRows.printedAfterMove)
            let check = try runItin(["check", "trips.json"], in: fixture.directory)
            #expect(check.status == 0, "\(check.output)")
        }

        /// With tmux's `set-clipboard on`, the OSC 52 that `y` writes becomes a paste buffer:
        /// the rows in the form a paste reads back, so pasting the buffer gives the same items.
        @Test func yPutsTheRowsOnTheTerminalClipboardAndTheyPasteBackAsTheSameItems() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", blockFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }
            try itin.setServerOption("set-clipboard", "on")
            #expect(try itin.newestBuffer() == nil)

            try itin.openBlockTrip()
            try itin.moveCursor(to: BlockRows.pizza)
            try itin.send("y")
            try itin.waitFor("one item copied") { $0.status.hasPrefix("Copied “Pizza in New Haven” (p pastes)") }
            try itin.waitForBuffer("the note's row in tmux's buffer") { $0 == BlockRows.pizza + "\n" }

            try itin.selectBlock()
            try itin.send("y")
            try itin.waitFor("the block copied, the selection ended") { s in
                s.status.hasPrefix("Copied 3 items (p pastes)")
                    && s.row(containing: BlockRows.walk).map { s.selectionMark($0) != "┃" } == true
            }
            let rows = BlockRows.block.map { $0 + "\n" }.joined()
            let buffer = try itin.waitForBuffer("the block's rows in tmux's buffer") { $0 == rows }

            try itin.moveCursor(to: BlockRows.rest)
            try itin.paste(try #require(buffer))
            try itin.waitFor("the copies pasted below the rest day") {
                $0.status.hasPrefix("Pasted 3 items at Day 2 · Sat Jun 13 · after Rest day")
                    && $0.rows(BlockRows.rest, BlockRows.walk, BlockRows.lobster, BlockRows.leg, BlockRows.day3)
            }
            try itin.save()
            #expect(try itin.quitSaved() == 0)

            let printed = try printedRows(fixture)
            let day2 = try #require(printed.firstIndex { $0.hasPrefix(BlockRows.day2) })
            let day3 = try #require(printed.firstIndex { $0.hasPrefix(BlockRows.day3) })
            let pasted = Array(printed[(day2 + 2)..<day3])
            #expect(printed[day2 + 1] == BlockRows.rest + " #rest", "\(printed)")
            #expect(pasted.map(withoutID) == BlockRows.block, "\(printed)")
            #expect(
                Set(pasted.map(printedID)).isDisjoint(with: ["walk", "lobster", "leg"]),
                "copies get new ids: \(printed)")
            #expect(
                printed.prefix(day2) == BlockRows.printedOriginal.prefix(day2), "day 1 keeps the originals: \(printed)")
            let check = try runItin(["check", "trips.json"], in: fixture.directory)
            #expect(check.status == 0, "\(check.output)")
        }

        // MARK: A paste from outside

        @Test func pastedLinesBecomeALegAndNotesBelowTheCursorAndOneUndoTakesThemAway() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", blockFixture())
            let original = try fixture.bytes("trips.json")
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openBlockTrip()
            try itin.moveCursor(to: BlockRows.rest)
            try itin.paste("Boston → Providence · 50 mi · train\nDinner at Al Forno — book ahead\n• Pack the cooler\n")
            let pasted = try itin.waitFor("three items below the rest day") {
                $0.status.hasPrefix("Pasted 3 items at Day 2 · Sat Jun 13 · after Rest day")
                    && $0.status.hasSuffix(" [+]")
                    && $0.rows(
                        BlockRows.rest, "» Boston → Providence · 50 mi · train", "• Dinner at Al Forno — book ahead",
                        "• Pack the cooler", BlockRows.day3)
            }
            #expect(pasted.cursorRow == pasted.row(containing: "» Boston → Providence"), "\(pasted.framed)")

            try itin.save()
            let items = try fixture.items(in: "trips.json")
            let leg = try #require(items.first { $0["to"] as? String == "Providence" }, "\(items)")
            #expect(leg["kind"] as? String == "travel" && leg["from"] as? String == "Boston")
            #expect((leg["miles"] as? NSNumber)?.doubleValue == 50 && leg["mode"] as? String == "train", "\(leg)")
            let dinner = try #require(items.first { $0["title"] as? String == "Dinner at Al Forno" }, "\(items)")
            #expect(dinner["kind"] as? String == "custom" && dinner["note"] as? String == "book ahead", "\(dinner)")
            let cooler = try #require(
                items.first { $0["title"] as? String == "Pack the cooler" }, "the • is dropped: \(items)")
            #expect(cooler["note"] == nil, "\(cooler)")
            for item in [leg, dinner, cooler] { #expect((item["day"] as? NSNumber)?.intValue == 2, "\(item)") }
            let printed = try printedRows(fixture)
            let rest = try #require(printed.firstIndex(of: BlockRows.rest + " #rest"), "\(printed)")
            #expect(
                printed[(rest + 1)...(rest + 3)].map(withoutID) == [
                    "» Boston → Providence · 50 mi · train", "• Dinner at Al Forno — book ahead", "• Pack the cooler",
                ], "\(printed)")

            try itin.send("u")
            try itin.waitFor("one undo for the whole paste") {
                $0.status.hasPrefix("Undid: pasted 3 items") && $0.status.hasSuffix(" [+]")
                    && $0.rows(BlockRows.rest, BlockRows.day3) && !$0.contains("Providence") && !$0.contains("Al Forno")
                    && !$0.contains("cooler")
            }
            try itin.save()
            #expect(try itin.quitSaved() == 0)
            #expect(try fixture.bytes("trips.json") == original, "undone and saved, the file is as it was")
        }

        @Test func pastedQAndEscapeAreTextNotKeys() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", blockFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openBlockTrip()
            try itin.moveCursor(to: BlockRows.rest)
            // As keys, `q` would leave the trip and Esc would too; in a paste they are text (the
            // lone Esc line is empty once control characters are dropped).
            try itin.paste("q\n\u{1B}\nRoof deck\u{1B}\nq\n")
            try itin.waitFor("the lines as notes below the rest day") {
                $0.status.hasPrefix("Pasted 3 items at Day 2 · Sat Jun 13 · after Rest day")
                    && $0.rows(BlockRows.rest, "• q", "• Roof deck", "• q", BlockRows.day3)
            }
            // Keys are read in order: once `s` has acted, any key the paste let through has too.
            try itin.save()
            let after = try itin.capture()
            #expect(
                after.line(0).contains("Rivals weekend · Jun 12 – Jun 15, 2026"), "still in the trip\n\(after.framed)")
            #expect(after.exitStatus == nil)
            let printed = try printedRows(fixture)
            let rest = try #require(printed.firstIndex(of: BlockRows.rest + " #rest"), "\(printed)")
            #expect(printed[(rest + 1)...(rest + 3)].map(withoutID) == ["• q", "• Roof deck", "• q"], "\(printed)")
            #expect(try itin.quitSaved() == 0)
        }

        @Test func aPasteWhileHoldingIsRefusedAndTheDragGoesOn() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", blockFixture())
            let original = try fixture.bytes("trips.json")
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openBlockTrip()
            try itin.moveCursor(to: BlockRows.rest)
            try itin.send("Space")
            try itin.waitFor("the rest day lifted") {
                $0.liftedTexts == [BlockRows.rest] && $0.position.hasPrefix("▶ Day 2 · Sat Jun 13 · the only entry")
            }
            try itin.send("Down")
            let before = try itin.waitFor("the rest day held before the New York game") {
                $0.liftedTexts == [BlockRows.rest]
                    && $0.position.hasPrefix("▶ Day 3 · Sun Jun 14 · before Red Sox @ Yankees")
            }
            // While holding, `q` and Esc as keys would put the item back.
            try itin.paste("q\n\u{1B}\nRoof deck\u{1B}\nq\n")
            let refused = try itin.waitFor("the paste refused") {
                $0.status.hasPrefix("Holding: drop or put back first, then paste")
            }
            #expect(refused.liftedTexts == [BlockRows.rest], "still held\n\(refused.framed)")
            #expect(refused.position == before.position, "still where it was moved\n\(refused.framed)")
            #expect(!refused.contains("Roof deck"))

            // The drag goes on: a key moves it, Esc puts it back as usual.
            try itin.send("Down")
            try itin.waitFor("the rest day held after the New York game") {
                $0.liftedTexts == [BlockRows.rest]
                    && $0.position.hasPrefix("▶ Day 3 · Sun Jun 14 · after Red Sox @ Yankees")
            }
            try itin.send("Escape")
            let back = try itin.waitFor("the rest day put back") {
                $0.liftedRows.isEmpty && $0.status.hasPrefix("Put back")
                    && $0.rows(BlockRows.day2, BlockRows.rest, BlockRows.day3)
            }
            #expect(!back.status.contains("[+]") && !back.contains("Roof deck"), "\(back.framed)")
            try itin.send("s")
            try itin.waitFor("“No changes to save”") { $0.status.hasPrefix("No changes to save") }
            #expect(try itin.quitSaved() == 0)
            #expect(try fixture.bytes("trips.json") == original)
        }

        @Test func aPasteWithAGameRowIsRefusedWhole() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", blockFixture())
            let original = try fixture.bytes("trips.json")
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openBlockTrip()
            let start = try itin.moveCursor(to: BlockRows.rest)
            // A game row as itin shows it, then one marked ◆ (empty lines count in the numbering).
            try itin.paste("Fill up the tank\n19:10 Yankees @ Red Sox · Fenway Park, Boston\nPack the cooler\n")
            let first = try itin.waitFor("the paste refused at line 2") {
                $0.status.hasPrefix("✗ Not pasted: line 2 is a game (games come from the schedule)")
            }
            try itin.paste("Fill up the tank\n\n◆ Anything at all\n")
            let second = try itin.waitFor("the paste refused at line 3") {
                $0.status.hasPrefix("✗ Not pasted: line 3 is a game (games come from the schedule)")
            }
            for screen in [first, second] {
                #expect(
                    Array(screen.lines.dropLast()) == Array(start.lines.dropLast()), "no row changed\n\(screen.framed)")
                #expect(!screen.status.contains("[+]"), "\(screen.framed)")
            }
            try itin.send("s")
            try itin.waitFor("“No changes to save”") { $0.status.hasPrefix("No changes to save") }
            #expect(try itin.quitSaved() == 0)
            #expect(try fixture.bytes("trips.json") == original)
        }

        // MARK: The mouse

        @Test func aSelectedBlockIsDraggedWithTheMouse() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", blockFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openBlockTrip()
            let selected = try itin.selectBlock()
            let walk = try #require(selected.row(containing: BlockRows.walk))
            // Pressed on its first row, the block's top follows the pointer one row a slot:
            // with the block lifted, day 1 has two slots (around its game), so day 2 is two down.
            try itin.mouse(.press, column: 10, row: walk)
            try itin.waitForInputRead()  // a press inside the selection shows nothing
            try itin.mouse(.drag, column: 10, row: walk + 1)
            try itin.waitFor("the block lifted by the mouse, after the Boston game") {
                $0.liftedTexts == BlockRows.block
                    && $0.position.hasPrefix("▶ Day 1 · Fri Jun 12 · after Yankees @ Red Sox")
            }
            try itin.mouse(.drag, column: 10, row: walk + 2)
            try itin.waitForBlockBeforeRest()
            try itin.mouse(.release, column: 10, row: walk + 2)
            try itin.waitFor("the block dropped on day 2") {
                $0.liftedRows.isEmpty
                    && $0.rows(BlockRows.day2, BlockRows.walk, BlockRows.lobster, BlockRows.leg, BlockRows.rest)
                    && $0.status.hasPrefix("Moved to " + BlockRows.beforeRest) && $0.status.hasSuffix(" [+]")
            }
            try itin.save()
            #expect(try itin.quitSaved() == 0)
            #expect(try printedRows(fixture) == BlockRows.printedAfterMove)
        }

        /// A quick drag, or one over a slow link or on a busy machine, reaches the program as a
        /// press and its first motion read in one go. The drag must still start: here both
        /// reports are sent in one write, so they are always read together.
        @Test func aPressAndItsFirstMotionReadTogetherStillLiftTheBlock() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", blockFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openBlockTrip()
            let selected = try itin.selectBlock()
            let walk = try #require(selected.row(containing: BlockRows.walk))
            try itin.sendBytes(
                TmuxSession.mouseReport(.press, column: 10, row: walk)
                    + TmuxSession.mouseReport(.drag, column: 10, row: walk + 1))
            try itin.waitFor("the block lifted by the mouse, after the Boston game") {
                $0.liftedTexts == BlockRows.block
                    && $0.position.hasPrefix("▶ Day 1 · Fri Jun 12 · after Yankees @ Red Sox")
            }
            try itin.mouse(.release, column: 10, row: walk + 1)
            try itin.waitFor("the block dropped after the Boston game") {
                $0.liftedRows.isEmpty && $0.status.hasPrefix("Moved to Day 1 · Fri Jun 12 · after Yankees @ Red Sox")
            }
        }

        /// The drag session (docs/keys.md): a release on the origin cancels, and the mouse works on
        /// a block as on one item. Pressed on the block's last row, dragged a row down and back,
        /// and released where it was pressed, nothing may move: with one item, this is a put back.
        @Test func aBlockPressedOnItsLastRowAndReleasedThereStaysPut() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", blockFixture())
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.openBlockTrip()
            let selected = try itin.selectBlock()
            let leg = try #require(selected.row(containing: BlockRows.leg))
            // One row down and back, so each step of the pointer shows on screen before the next.
            try itin.mouse(.press, column: 10, row: leg)
            try itin.waitForInputRead()
            try itin.mouse(.drag, column: 10, row: leg + 1)
            let down = try itin.waitFor("the block lifted by the mouse") { $0.liftedTexts == BlockRows.block }
            try itin.mouse(.drag, column: 10, row: leg)
            let lifted = try itin.waitFor("the block following the pointer back") {
                $0.liftedTexts == BlockRows.block && $0.position != down.position
            }
            #expect(
                lifted.position.hasPrefix("✗ Day 1 · Fri Jun 12 · before Yankees @ Red Sox"),
                "the pointer is back where it was pressed, so the block is back where it was\n\(lifted.framed)")
            try itin.mouse(.release, column: 10, row: leg)
            let after = try itin.waitFor("the drag ended") {
                $0.liftedRows.isEmpty && ($0.status.hasPrefix("Put back") || $0.status.hasPrefix("Moved to"))
            }
            #expect(after.status.hasPrefix("Put back"), "\(after.framed)")
            #expect(
                after.rows(
                    BlockRows.day1, BlockRows.walk, BlockRows.g1, BlockRows.lobster, BlockRows.leg, BlockRows.day2),
                "\(after.framed)")
            #expect(!after.status.contains("[+]"), "\(after.framed)")
        }
    }
}

// MARK: - The fixture

/// One trip of four days from Fri 2026-06-12, in the exact form itin writes:
///
///     Day 1  • walk (-1)   ◆ g1 19:10 Yankees @ Red Sox, Boston   • lobster (1)   » leg Boston → New York (2)
///     Day 2  • rest (1)
///     Day 3  ◆ g3 19:05 Red Sox @ Yankees, New York
///     Day 4  • pizza (1)
///
/// The leg may stand from just after g1 to just before g3. Selected from the walk to the leg,
/// the block holds three items with the Boston game between them.
func blockFixture() -> String {
    #"""
    {
      "format": "itin/1",
      "trips": [
        {
          "id": "t",
          "name": "Rivals weekend",
          "order": 1,
          "start": "2026-06-12",
          "days": 4,
          "games": [
            {
              "id": "g1",
              "day": 1,
              "time": "19:10",
              "away": "Yankees",
              "home": "Red Sox",
              "venue": "Fenway Park",
              "city": "Boston"
            },
            {
              "id": "g3",
              "day": 3,
              "time": "19:05",
              "away": "Red Sox",
              "home": "Yankees",
              "venue": "Yankee Stadium",
              "city": "New York"
            }
          ],
          "items": [
            {
              "id": "walk",
              "kind": "custom",
              "day": 1,
              "sortOrder": -1,
              "title": "Freedom Trail walk",
              "note": "start at Boston Common"
            },
            {
              "id": "lobster",
              "kind": "custom",
              "day": 1,
              "sortOrder": 1,
              "title": "Lobster roll at Neptune Oyster",
              "note": "cash only"
            },
            {
              "id": "leg",
              "kind": "travel",
              "day": 1,
              "sortOrder": 2,
              "from": "Boston",
              "to": "New York",
              "miles": 215,
              "mode": "drive"
            },
            {
              "id": "rest",
              "kind": "custom",
              "day": 2,
              "sortOrder": 1,
              "title": "Rest day"
            },
            {
              "id": "pizza",
              "kind": "custom",
              "day": 4,
              "sortOrder": 1,
              "title": "Pizza in New Haven"
            }
          ]
        }
      ]
    }

    """#
}

/// Row texts of the block fixture, as the Trip screen and `itin print` show them.
enum BlockRows {
    static let title = "Rivals weekend"
    static let day1 = "Day 1 · Fri Jun 12"
    static let day2 = "Day 2 · Sat Jun 13"
    static let day3 = "Day 3 · Sun Jun 14"
    static let day4 = "Day 4 · Mon Jun 15"
    static let walk = "• Freedom Trail walk — start at Boston Common"
    static let g1 = "◆ 19:10 Yankees @ Red Sox · Fenway Park, Boston"
    static let lobster = "• Lobster roll at Neptune Oyster — cash only"
    static let leg = "» Boston → New York · 215 mi · drive"
    static let rest = "• Rest day"
    static let g3 = "◆ 19:05 Red Sox @ Yankees · Yankee Stadium, New York"
    static let pizza = "• Pizza in New Haven"
    /// What `v` on the walk and the cursor on the leg select, in display order.
    static let block = [walk, lobster, leg]
    static let selectedHint = "3 items selected · Space grab · x cut · y copy · d delete · v end"
    static let beforeRest = "Day 2 · Sat Jun 13 · before Rest day"
    static let reasonAfterG3 = "Boston → New York can't arrive after Red Sox @ Yankees (Day 3, 19:05)"

    static let printedOriginal = [
        "Rivals weekend · Jun 12 – Jun 15, 2026 · 4 days",
        "Day 1 · Fri Jun 12 · Boston → New York",
        walk + " #walk", g1 + " #g1", lobster + " #lobster", leg + " #leg",
        "Day 2 · Sat Jun 13",
        rest + " #rest",
        "Day 3 · Sun Jun 14 · New York",
        g3 + " #g3",
        "Day 4 · Mon Jun 15",
        pizza + " #pizza",
    ]

    /// The block on day 2 before the rest day, in its order, ids kept.
    static let printedAfterMove = [
        "Rivals weekend · Jun 12 – Jun 15, 2026 · 4 days",
        "Day 1 · Fri Jun 12 · Boston",
        g1 + " #g1",
        "Day 2 · Sat Jun 13 · Boston → New York",
        walk + " #walk", lobster + " #lobster", leg + " #leg", rest + " #rest",
        "Day 3 · Sun Jun 14 · New York",
        g3 + " #g3",
        "Day 4 · Mon Jun 15",
        pizza + " #pizza",
    ]
}

/// `itin print --ids` of the fixture's file, one trimmed row a line, empty lines left out.
private func printedRows(_ fixture: Fixture, file: String = "trips.json") throws -> [String] {
    let print = try runItin(["print", file, "--ids"], in: fixture.directory)
    guard print.status == 0 else {
        throw EndToEndFailure(description: "itin print exited \(print.status): \(print.output)")
    }
    return print.output.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
        !$0.isEmpty
    }
}

/// A printed row without its ` #ID`.
private func withoutID(_ row: String) -> String {
    row.range(of: " #", options: .backwards).map { String(row[..<$0.lowerBound]) } ?? row
}

/// The id at the end of a printed row.
private func printedID(_ row: String) -> String {
    row.range(of: " #", options: .backwards).map { String(row[$0.upperBound...]) } ?? ""
}

extension Fixture {
    /// The items of every trip in `name`, read with Foundation's JSON parser.
    func items(in name: String) throws -> [[String: Any]] {
        (try json(name)["trips"] as? [[String: Any]] ?? []).flatMap { $0["items"] as? [[String: Any]] ?? [] }
    }
}

extension Screen {
    /// The rows of a lifted block: `▶` in column 0 and the text shifted right.
    var liftedRows: [Int] { lines.indices.filter { lines[$0].hasPrefix("▶") && lines[$0].dropFirst(2).first == " " } }

    /// The lifted rows' texts without the marks, padding and shadow.
    var liftedTexts: [String] {
        liftedRows.map {
            lines[$0].dropFirst(2).trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ▒", with: "")
        }
    }

    /// The character in column 3 of `row`, where a selected item shows `┃`.
    func selectionMark(_ row: Int) -> Character? { line(row).dropFirst(3).first }

    /// True when rows containing `texts` follow one another, each on the next screen row.
    func rows(_ texts: String...) -> Bool {
        guard let first = texts.first, let start = lines.indices.first(where: { lines[$0].contains(first) }) else {
            return false
        }
        return texts.enumerated().allSatisfy { line(start + $0.offset).contains($0.element) }
    }
}

extension TmuxSession {
    /// From start-up: the trips list, then Enter into the block fixture's trip, the cursor on its first item.
    @discardableResult
    func openBlockTrip() throws -> Screen {
        try waitFor("the trips list showing trips.json") {
            $0.contains(BlockRows.title) && $0.status.hasSuffix("trips.json")
        }
        try send("Enter")
        return try waitFor("the trip's rows, the cursor on the walk") { s in
            s.contains(BlockRows.pizza) && s.cursorRow.map { s.line($0).contains(BlockRows.walk) } == true
        }
    }

    /// `v` on the walk, then the cursor down to the leg: three items, the Boston game between them.
    @discardableResult
    func selectBlock() throws -> Screen {
        try moveCursor(to: BlockRows.walk)
        try send("v")
        try waitFor("the selection started") { $0.status.hasPrefix("Selecting:") }
        try moveCursor(to: BlockRows.leg)
        return try waitFor("three items selected") { $0.status.hasPrefix(BlockRows.selectedHint) }
    }

    /// Space on the selection: the three items lift together, in their order, where they were.
    @discardableResult
    func grabBlock() throws -> Screen {
        try send("Space")
        return try waitFor("the block lifted (three ▶ rows) on day 1") {
            $0.liftedTexts == BlockRows.block && $0.position.contains("Day 1 · Fri Jun 12 · before Yankees @ Red Sox")
        }
    }

    /// The held block at the top of day 2, just above the rest day: allowed.
    @discardableResult
    func waitForBlockBeforeRest() throws -> Screen {
        try waitFor("the block held at the top of day 2") { s in
            guard let rest = s.row(containing: BlockRows.rest), let day2 = s.row(containing: BlockRows.day2) else {
                return false
            }
            return s.liftedTexts == BlockRows.block && s.liftedRows == [day2 + 1, day2 + 2, day2 + 3]
                && rest == day2 + 4
                && s.position.hasPrefix("▶ " + BlockRows.beforeRest)
        }
    }
}
