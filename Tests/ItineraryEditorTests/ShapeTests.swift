import Testing
import ItineraryCore
@testable import ItineraryEditor

/// The behaviour fixed when the editor was reshaped (059df1f), each asserted exactly: the
/// too-small screen, undo across trips, the help's scrolling, the mouse on Trips, what an
/// unbound or unavailable key says, a stop signal, and the choices.
@Suite struct ShapeTests {
    let northeast = "ne-2026"
    let california = "ca-2026"
    let legMoved = "moved Boston → New York"

    // MARK: - Too small: no key but quit acts (SPEC §5.3)

    /// The Northeast trip with the Boston → New York leg just moved up one slot (one unsaved
    /// change, still settling), the cursor on it, on a 30×8 terminal.
    func tooSmallWithAChange() -> EditorState {
        var s = tripEditor(cursorOn: "ne-t1")
        s.press(.char(" "), .up, .enter)
        _ = Editor.update(&s, .resize(width: 30, height: 8))
        return s
    }

    @Test func whileTooSmallNoKeyButQuitActs() {
        var s = tooSmallWithAChange()
        #expect(s.isModified && s.trip?.cursor == .entry("ne-t1"))
        #expect(s.trip?.motion.settlingIDs == ["ne-t1"], "not even the animation is cut short")
        let keys: [Key] = [.char("d"), .char(" "), .char("j"), .char("u"), .char("s"), .char("?"), .char("/"), .enter]
        for key in keys {
            let before = s
            #expect(s.press(key).isEmpty, "\(key.label) asked for an effect")
            #expect(s == before, "\(key.label) changed the state while too small")
            #expect(s.lines.contains { $0.contains("Terminal too small") })
        }
    }

    @Test func whileTooSmallQuitQuitsAtOnceWithoutChanges() {
        var trip = tripEditor(cursorOn: "ne-t1")
        _ = Editor.update(&trip, .resize(width: 30, height: 8))
        #expect(trip.press(.ctrl("c")) == [.quit])

        var trips = editor()
        _ = Editor.update(&trips, .resize(width: 30, height: 8))
        #expect(trips.press(.char("q")) == [.quit], "q on Trips is quit")
    }

    /// `q` quits while too small wherever it is pressed: on a trip (where it would go back),
    /// mid-drag (where it would put the item back), in a selection; every other key, Esc
    /// included, stays inert (issue 31).
    @Test func whileTooSmallQQuitsOnEveryScreen() {
        var onTrip = tripEditor(cursorOn: "ne-t1")
        _ = Editor.update(&onTrip, .resize(width: 30, height: 8))
        #expect(onTrip.press(.char("q")) == [.quit], "q on a trip")

        var holding = tripEditor(cursorOn: "ne-t1")
        holding.press(.char(" "))
        _ = Editor.update(&holding, .resize(width: 30, height: 8))
        #expect(holding.isHolding)
        #expect(holding.press(.char("q")) == [.quit], "q while holding an item")

        var selecting = tripEditor(cursorOn: "ne-t1")
        selecting.press(.char("v"), .down)
        _ = Editor.update(&selecting, .resize(width: 30, height: 8))
        #expect(selecting.press(.char("q")) == [.quit], "q in a selection")

        var holdingTrip = editor()
        holdingTrip.press(.char(" "))
        _ = Editor.update(&holdingTrip, .resize(width: 30, height: 8))
        #expect(holdingTrip.isHolding)
        #expect(holdingTrip.press(.char("q")) == [.quit], "q while holding a trip")

        var trips = editor()
        _ = Editor.update(&trips, .resize(width: 30, height: 8))
        let before = trips
        #expect(trips.press(.escape).isEmpty, "Esc is not q")
        #expect(trips == before)
    }

    /// What the too-small screen says: how to quit when there is room for it.
    @Test func whileTooSmallTheScreenSaysHowToQuit() {
        func lines(width: Int, height: Int) -> [String] {
            var s = editor()
            _ = Editor.update(&s, .resize(width: width, height: height))
            return s.lines
        }
        #expect(lines(width: 30, height: 8)[4] == " Terminal too small · q quits")
        #expect(lines(width: 100, height: 9)[4].trimmingCharacters(in: .whitespaces) == "Terminal too small · q quits")
        #expect(lines(width: 20, height: 8)[4] == " Terminal too small")
        #expect(lines(width: 12, height: 3)[1].hasPrefix("Terminal"))
    }

    @Test func whileTooSmallQuitAsksAboutUnsavedChangesAndTheQuestionIsDrawn() {
        var s = tooSmallWithAChange()
        #expect(s.press(.char("q")).isEmpty)
        #expect(s.modal == .choice(.quit))
        // Wrapped to 30 columns at the bottom, every word of it shown.
        let bottom = s.lines.suffix(3)
        #expect(bottom.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == Choice.quit.label,
                "the whole question: \(bottom)")
        #expect(s.lines.contains { $0.contains("Terminal too small") })
        #expect(s.press(.char("d")) == [.quit])
    }

    /// Too small even for the question wrapped: it waits for the terminal to grow, and keys
    /// do not answer a question nobody can read.
    @Test func aQuestionThatDoesNotFitIsAskedWhenTheTerminalGrows() {
        var s = tooSmallWithAChange()
        _ = Editor.update(&s, .resize(width: 16, height: 3))
        #expect(s.press(.ctrl("c")).isEmpty)
        #expect(s.modal == .choice(.quit))
        #expect(!s.lines.joined().contains("(d)"), "not drawn cut: \(s.lines)")
        let before = s
        #expect(s.press(.char("d")).isEmpty, "an unseen question is not answered")
        #expect(s == before)
        _ = Editor.update(&s, .resize(width: 80, height: 24))
        #expect(s.statusLine.hasPrefix(Choice.quit.label))
        #expect(s.press(.char("d")) == [.quit])
    }

    @Test func whileTooSmallTheMouseChangesNothing() {
        var s = tooSmallWithAChange()
        let before = s
        for kind: MouseEvent.Kind in [.press, .drag, .release, .scrollDown] {
            #expect(Editor.update(&s, .mouse(MouseEvent(kind, x: 5, y: 3))).isEmpty)
        }
        #expect(s == before)
    }

    // MARK: - Undo and redo follow the step to its trip (SPEC §5.1)

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

    // MARK: - The help scrolls by the rows it shows

    /// The help open at 80×24 (too short to show it all).
    func helpAt80x24() -> EditorState {
        var s = editor(width: 80, height: 24)
        s.press(.char("?"))
        return s
    }

    /// Presses a key until the screen stops changing (at most 100 times); returns the last screen.
    func pressUntilStill(_ s: inout EditorState, _ key: Key) -> [String] {
        for _ in 0..<100 {
            let before = s.lines
            s.press(key)
            if s.lines == before { return before }
        }
        Issue.record("\(key.label) never stopped changing the help")
        return s.lines
    }

    @Test func oneUpAfterTheEndOfTheHelpScrollsBackOneLine() {
        var s = helpAt80x24()
        let bottom = pressUntilStill(&s, .down)
        let firstLine = s.geometry.helpBox(lines: HelpOverlay.lines(.standard).count).top + 1
        s.press(.up)
        #expect(s.showingHelp)
        #expect(s.lines != bottom, "one Up at the end changes the frame")
        #expect(s.lines[firstLine] != bottom[firstLine])
        #expect(s.lines[firstLine + 1] == bottom[firstLine], "the first line drawn moved down one row")
    }

    @Test func endAndHomeJumpToTheEndAndTheStartOfTheHelp() {
        var s = helpAt80x24()
        let top = s.lines
        let bottom = pressUntilStill(&s, .down)
        #expect(top != bottom)
        for (end, home) in [(Key.end, Key.home), (.char("G"), .char("g"))] {
            var t = helpAt80x24()
            t.press(end)
            #expect(t.lines == bottom, "\(end.label) shows the end")
            t.press(home)
            #expect(t.lines == top, "\(home.label) shows the start")
        }
    }

    @Test func pageDownPastTheEndStopsAtTheSameScreenAsDown() {
        var byLine = helpAt80x24()
        let bottom = pressUntilStill(&byLine, .down)
        var byPage = helpAt80x24()
        byPage.press(.pageDown, .pageDown, .pageDown, .pageDown, .pageDown)
        #expect(byPage.lines == bottom)
        #expect(byPage.modal == byLine.modal)
        byPage.press(.up)
        #expect(byPage.lines != bottom, "and one Up from there scrolls back")
    }

    @Test func afterTheTerminalGrowsOneUpStillScrollsTheHelp() {
        var s = helpAt80x24()
        s.press(.end)
        _ = Editor.update(&s, .resize(width: 80, height: 30))
        let bottom = s.lines
        s.press(.up)
        #expect(s.lines != bottom, "one Up after growing changes the frame")
    }

    // MARK: - The mouse on Trips: a click selects, a double click opens, a drag reorders

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
        Library(trips: (1...count).map { i in
            Trip(id: "trip-\(i)", name: "Trip \(i)", order: Double(i), start: CalendarDate(iso: "2026-06-12")!, days: 1)
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

    // MARK: - An unbound or unavailable key says why (the key table's Requirements)

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

    // MARK: - A stop signal keeps unsaved changes beside the file (SPEC §5.4)

    @Test func aStopWithUnsavedChangesWritesTheRecoveryFileThenExits() {
        var s = tripEditor(cursorOn: "ne-n1")
        s.press(.char("d"))
        let text = LibraryEncoder.encode(s.library)
        #expect(Editor.update(&s, .stop(signal: 15)) ==
                [.writeRecovery(text: text, path: "/tmp/trips.json.recover"), .exit(143)])
    }

    @Test func aStopWithoutChangesJustExits() {
        var s = tripEditor(cursorOn: "ne-n1")
        #expect(Editor.update(&s, .stop(signal: 15)) == [.exit(143)])
    }

    // MARK: - Choices

    /// The demo with one note deleted: one unsaved change.
    func withAChange() -> EditorState {
        var s = tripEditor(cursorOn: "ne-n1")
        s.press(.char("d"))
        return s
    }

    func savedText(_ s: EditorState) -> String { LibraryEncoder.encode(s.library) }

    @Test func theQuitQuestionReadsExactly() throws {
        var s = withAChange()
        s.press(.ctrl("c"))
        guard case .choice(let choice) = s.modal else { Issue.record("no question"); return }
        #expect(choice.label == "Unsaved changes. (s)ave and quit, (d)iscard and quit, (c)ancel")
        #expect(s.statusLine.hasPrefix(choice.label))
    }

    @Test func afterChangedOnDiskTheOverwriteQuestionOffersYesOrNo() {
        var s = withAChange()
        #expect(s.press(.char("s")) == [.save(text: savedText(s), path: "/tmp/trips.json", expected: .content(Fingerprint([])))])
        #expect(Editor.update(&s, .saveFinished(.changedOnDisk)).isEmpty)
        guard case .choice(let choice) = s.modal else { Issue.record("no question"); return }
        #expect(choice.label == "trips.json changed on disk since it was loaded. Overwrite it? (y)es, (n)o")
        #expect(s.press(.char("y")) == [.save(text: savedText(s), path: "/tmp/trips.json", expected: .anything)])
        #expect(s.modal == nil)
    }

    @Test func whileTooSmallAQuestionASaveAskedIsDrawnAndAnswered() {
        var s = withAChange()
        s.press(.ctrl("c"), .char("s"))
        #expect(Editor.update(&s, .saveFinished(.changedOnDisk)).isEmpty)
        _ = Editor.update(&s, .resize(width: 30, height: 8))
        #expect(s.lines.suffix(3).joined().contains("trips.json changed on disk"))
        #expect(s.press(.char("y")) == [.save(text: savedText(s), path: "/tmp/trips.json", expected: .anything)])
        #expect(Editor.update(&s, .saveFinished(.saved(bytes: Array(savedText(s).utf8)))) == [.quit])
    }

    @Test func saveAndQuitStillQuitsAfterTheOverwriteQuestion() {
        var s = withAChange()
        s.press(.ctrl("c"))
        #expect(s.press(.char("s")) == [.save(text: savedText(s), path: "/tmp/trips.json", expected: .content(Fingerprint([])))])
        #expect(Editor.update(&s, .saveFinished(.changedOnDisk)).isEmpty)
        #expect(s.press(.char("y")) == [.save(text: savedText(s), path: "/tmp/trips.json", expected: .anything)])
        #expect(Editor.update(&s, .saveFinished(.saved(bytes: Array(savedText(s).utf8)))) == [.quit])
        #expect(!s.isModified)
    }
}
