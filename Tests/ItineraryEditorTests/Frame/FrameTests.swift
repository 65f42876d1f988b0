import ItineraryCore
import Testing

@testable import ItineraryEditor

/// Whole screens at 80×24, compared line by line (ratatui's `Buffer::with_lines`): the text of
/// every cell, each line's trailing spaces trimmed. Colour stays out of the text; where a style
/// carries meaning (lifted, forbidden) it is checked cell by cell. Regression snapshots taken on
/// checked by eye against the drag session of docs/keys.md; nothing in them depends on the clock.
@Suite struct FrameTests {
    @Test func theTripsScreenOfTheDemo() {
        let s = editor(width: 80, height: 24)
        expectScreen(
            s,
            [
                " itin · 2 trips",
                "› Northeast Ballpark Swing  Jun 12 – Jun 20, 2026   9 days · 8 games · 12 items",
                // The demo's one travel warning and its one unbooked night; the item and night
                // counts give way to them at 80 columns.
                "  California Coast          Aug 20 – Aug 24, 2026   5 days · 4 games · ⚠ 2",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "Enter open · n new · Space grab · e edit · ? help · q quit           trips.json",
            ])
    }

    @Test func aTripOpened() {
        var s = editor(width: 80, height: 24)
        s.press(.enter)
        expectScreen(
            s,
            [
                " Northeast Ballpark Swing · Jun 12 – Jun 20, 2026 · 9 days",
                "   Day 1 · Fri Jun 12 · Chicago → Boston",
                "›    » Chicago → Boston · 850 mi · fly · Alice",
                "     • Freedom Trail walk — start at Boston Common · Alice, Bob",
                "     ◆ 19:10 Yankees @ Red Sox · Fenway Park, Boston · Alice, Bob    186.00 USD",
                "     • Lobster roll at Neptune Oyster — cash only · Alice, Bob        96.75 USD",
                "   Day 2 · Sat Jun 13 · Boston",
                "     ◆ 13:35 Yankees @ Red Sox · Fenway Park, Boston · Alice, Bob",
                "   Day 3 · Sun Jun 14 · Boston → New York",
                "     » Boston → New York · 215 mi · drive · Alice, Bob                84.50 USD",
                "     ◆ 19:05 Blue Jays @ Yankees · Yankee Stadium, New York · A,B    210.00 USD",
                "     • Late slice at Joe's Pizza · Alice, Bob                         12.00 USD",
                "   Day 4 · Mon Jun 15 · New York",
                "     ◆ 13:10 Marlins @ Mets · Citi Field, New York",
                "     • Dinner between games — 7 Train to Flushing",
                "     ◆ 19:10 Marlins @ Mets · Citi Field, New York",
                "   Day 5 · Tue Jun 16 · New York → Philadelphia",
                "     » New York → Philadelphia · 95 mi · train",
                "     ◆ 18:45 Braves @ Phillies · Citizens Bank Park, Philadelphia",
                "   Day 6 · Wed Jun 17",
                "     • Liberty Bell and Reading Terminal Market",
                "   Day 7 · Thu Jun 18 · Philadelphia → Baltimore",
                "     • Rest day — laundry, sleep in",
                // On a leg, its estimate before the keys (docs/travel.md).
                "Chicago → Boston · 850 mi · about 4 h 42 min by air · Space grab     trips.json",
            ])
    }

    /// The Boston → New York leg lifted and moved up one slot, to just after the day-2 game:
    /// allowed. The lifted row is shifted two columns with `▶` in the gutter and a `▒` shadow;
    /// the rows it may not take are flagged `✗` in column 1; the two games that bound its
    /// window say `◀ barrier`; the day-3 header has shuffled below it. The status's second
    /// line (the list gives up its last row while holding) has the keys, none cut.
    @Test func holdingALegOverAnAllowedSlot() throws {
        var s = tripEditor(cursorOn: "ne-t1", width: 80, height: 24)
        s.press(.char(" "), .up)
        let expected = [
            " Northeast Ballpark Swing · Jun 12 – Jun 20, 2026 · 9 days",
            "   Day 1 · Fri Jun 12 · Chicago → Boston",
            " ✗   » Chicago → Boston · 850 mi · fly · Alice",
            " ✗   • Freedom Trail walk — start at Boston Common · Alice, Bob",
            " ✗   ◆ 19:10 Yankees @ Red Sox · Fenway Park, Boston · Alice, Bob    186.00 USD",
            " ✗   • Lobster roll at Neptune Oyster — cash only · Alice, Bob        96.75 USD",
            " ✗ Day 2 · Sat Jun 13 · Boston",
            " ✗   ◆ 13:35 Yankees @ Red Sox · Fenway Park, Boston · Alice, Bob     ◀ barrier",
            "▶      » Boston → New York · 215 mi · drive ▒",
            "   Day 3 · Sun Jun 14 · Boston → New York",
            " ✗   ◆ 19:05 Blue Jays @ Yankees · Yankee Stadium, New York · A,B     ◀ barrier",
            " ✗   • Late slice at Joe's Pizza · Alice, Bob                         12.00 USD",
            " ✗ Day 4 · Mon Jun 15 · New York",
            " ✗   ◆ 13:10 Marlins @ Mets · Citi Field, New York",
            " ✗   • Dinner between games — 7 Train to Flushing",
            " ✗   ◆ 19:10 Marlins @ Mets · Citi Field, New York",
            " ✗ Day 5 · Tue Jun 16 · New York → Philadelphia",
            " ✗   » New York → Philadelphia · 95 mi · train",
            " ✗   ◆ 18:45 Braves @ Phillies · Citizens Bank Park, Philadelphia",
            " ✗ Day 6 · Wed Jun 17",
            " ✗   • Liberty Bell and Reading Terminal Market",
            " ✗ Day 7 · Thu Jun 18 · Philadelphia → Baltimore",
            "▶ Day 2 · Sat Jun 13 · after Yankees @ Red Sox                       trips.json",
            "Enter drop · Esc cancel · K allowed ↑ · J allowed ↓ · ] next day",
        ]
        expectScreen(s, expected)

        let frame = Editor.render(s)
        let lifted = try #require(column(of: "»", in: expected[8]))
        #expect(frame[lifted, 8].style.reverse, "the lifted row is drawn reversed")
        #expect(!frame[lifted, 8].style.dim)
        let forbidden = try #require(column(of: "19:10", in: expected[4]))
        #expect(frame[forbidden, 4].style.dim, "a forbidden row is dimmed")
        #expect(!frame[forbidden, 4].style.reverse)
        let allowed = try #require(column(of: "Day 3", in: expected[9]))
        #expect(!frame[allowed, 9].style.dim, "an allowed row is not dimmed")
    }

    /// Two slots further up, at the end of day 1: forbidden (the leg can't leave Boston before
    /// the day-2 game). The lifted row carries `✗` too; while holding, the status has two
    /// lines, so at 80 columns both where it would go and why not are shown whole.
    @Test func holdingALegOverAForbiddenSlot() throws {
        var s = tripEditor(cursorOn: "ne-t1", width: 80, height: 24)
        s.press(.char(" "), .up, .up, .up)
        let expected = [
            " Northeast Ballpark Swing · Jun 12 – Jun 20, 2026 · 9 days",
            "   Day 1 · Fri Jun 12 · Chicago → Boston",
            " ✗   » Chicago → Boston · 850 mi · fly · Alice",
            " ✗   • Freedom Trail walk — start at Boston Common · Alice, Bob",
            " ✗   ◆ 19:10 Yankees @ Red Sox · Fenway Park, Boston · Alice, Bob    186.00 USD",
            " ✗   • Lobster roll at Neptune Oyster — cash only · Alice, Bob        96.75 USD",
            "▶✗     » Boston → New York · 215 mi · drive ▒",
            " ✗ Day 2 · Sat Jun 13 · Boston",
            "     ◆ 13:35 Yankees @ Red Sox · Fenway Park, Boston · Alice, Bob     ◀ barrier",
            "   Day 3 · Sun Jun 14 · Boston → New York",
            " ✗   ◆ 19:05 Blue Jays @ Yankees · Yankee Stadium, New York · A,B     ◀ barrier",
            " ✗   • Late slice at Joe's Pizza · Alice, Bob                         12.00 USD",
            " ✗ Day 4 · Mon Jun 15 · New York",
            " ✗   ◆ 13:10 Marlins @ Mets · Citi Field, New York",
            " ✗   • Dinner between games — 7 Train to Flushing",
            " ✗   ◆ 19:10 Marlins @ Mets · Citi Field, New York",
            " ✗ Day 5 · Tue Jun 16 · New York → Philadelphia",
            " ✗   » New York → Philadelphia · 95 mi · train",
            " ✗   ◆ 18:45 Braves @ Phillies · Citizens Bank Park, Philadelphia",
            " ✗ Day 6 · Wed Jun 17",
            " ✗   • Liberty Bell and Reading Terminal Market",
            " ✗ Day 7 · Thu Jun 18 · Philadelphia → Baltimore",
            "✗ Day 1 · Fri Jun 12 · after Lobster roll at Neptune Oyster          trips.json",
            "Boston → New York can't leave before Yankees @ Red Sox (Day 2, 13:35)",
        ]
        expectScreen(s, expected)

        let frame = Editor.render(s)
        let lifted = try #require(column(of: "»", in: expected[6]))
        #expect(frame[lifted, 6].style.reverse, "the lifted row is drawn reversed, over a forbidden slot too")
        let header = try #require(column(of: "Day 2", in: expected[7]))
        #expect(frame[header, 7].style.dim, "a forbidden row is dimmed")
        let barrier = try #require(column(of: "13:35", in: expected[8]))
        #expect(!frame[barrier, 8].style.dim, "the slot after the day-2 game is allowed")
    }

    @Test func theHelpOverTheTripsScreen() {
        var s = editor(width: 80, height: 24)
        s.press(.char("?"))
        expectScreen(
            s,
            [
                " itin · 2 trips",
                "›┌─ Keys · any other key closes ──────────────────────────────────────────────┐",
                " │ Trip                                                                       │",
                " │ [              previous day                                                │",
                " │ ]              next day                                                    │",
                " │ /              search rows by text                                         │",
                " │ n              next match                                                  │",
                " │ !              next item that shows ⚠                                      │",
                " │ L              fill in the missing legs of the trip (asks first)           │",
                " │ M              the trip's map, the cursor's day highlighted                │",
                " │ a              add a note below the cursor                                 │",
                " │ t              add a travel leg at the cursor (Tab completes cities)       │",
                " │ A              add a game on the cursor's day (Time TBD: not set yet)      │",
                " │ b              add a stay below the cursor (Tab completes cities)          │",
                " │ e              edit the entry under the cursor: a note, leg, stay or game  │",
                " │ c              edit the cost of the entry under the cursor                 │",
                " │ $              the trip's costs: balances and who pays whom                │",
                " │ w              whose trip is shown: everyone's, or each traveller's own    │",
                " │ E              edit the note as text in $VISUAL or $EDITOR                 │",
                " │ d Delete       delete the item; a game asks first                          │",
                " │ v              start a range selection of items (the cursor extends it)    │",
                " │ x              cut the item (also to the terminal's clipboard)             │",
                " └────────────────────────────────────────────────────────── ↓ more (↓ PgDn) ─┘",
                "Enter open · n new · Space grab · e edit · ? help · q quit           trips.json",
            ])
    }
}

// MARK: - Helpers

/// The rendered screen as text, one string per row, each with its trailing spaces trimmed.
private func screenLines(_ state: EditorState) -> [String] {
    let frame = Editor.render(state)
    return (0..<frame.height).map { y in
        var line = (0..<frame.width).map { frame[$0, y].text }.joined()
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}

/// One expectation for the whole screen; on failure it prints both screens and the rows that differ.
private func expectScreen(
    _ state: EditorState, _ expected: [String],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = screenLines(state)
    #expect(
        actual == expected, Comment(rawValue: screenDiff(expected: expected, actual: actual)),
        sourceLocation: sourceLocation)
}

private func screenDiff(expected: [String], actual: [String]) -> String {
    func framed(_ lines: [String]) -> String {
        lines.enumerated().map { (i, l) in (i < 10 ? " " : "") + "\(i)│\(l)" }.joined(separator: "\n")
    }
    var text = "screens differ (\(expected.count) rows expected, \(actual.count) rendered)\n"
    for row in 0..<max(expected.count, actual.count) {
        let e = row < expected.count ? expected[row] : "<none>"
        let a = row < actual.count ? actual[row] : "<none>"
        if e != a { text += "row \(row):\n  expected │\(e)│\n  actual   │\(a)│\n" }
    }
    return text + "expected:\n\(framed(expected))\nactual:\n\(framed(actual))"
}

/// The cell column (every glyph on these screens is one cell wide) where `text` starts.
private func column(of text: String, in line: String) -> Int? {
    guard let range = line.range(of: text) else { return nil }
    return line.distance(from: line.startIndex, to: range.lowerBound)
}
