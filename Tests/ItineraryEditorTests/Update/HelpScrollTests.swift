import ItineraryCore
import Testing

@testable import ItineraryEditor

/// The help scrolls by the rows it shows, and stops at its ends.
@Suite struct HelpScrollTests {
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
}
