import ItineraryCore
import Testing

@testable import ItineraryEditor

/// While the terminal is too small, no key but quit acts, and a question waits until it can be read.
@Suite struct TooSmallScreenTests {
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
    /// included, stays inert.
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
        #expect(
            bottom.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == Choice.quit.label,
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
}
