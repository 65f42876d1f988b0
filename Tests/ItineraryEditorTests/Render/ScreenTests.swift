import ItineraryCore
import Testing

@testable import ItineraryEditor

/// What the screens show, as text (docs/keys.md).
@Suite struct ScreenTests {
    @Test func theTripsListShowsEachTripWithDatesDaysAndGames() {
        let s = editor()
        let lines = s.lines
        #expect(lines[1].hasPrefix("›"))
        #expect(
            lines[1].contains("Northeast Ballpark Swing") && lines[1].contains("Jun 12 – Jun 20, 2026")
                && lines[1].contains("9 days · 8 games"))
        #expect(lines[2].contains("California Coast"))
        #expect(s.statusLine.hasSuffix("trips.json"))
    }

    @Test func enterOpensATripAndItsRowsFollowTheLayout() {
        var s = editor()
        s.press(.enter)
        let lines = s.lines
        #expect(lines[0].contains("Northeast Ballpark Swing"))
        #expect(lines[1] == "   Day 1 · Fri Jun 12 · Chicago → Boston")
        // Alice flies in alone; Carol joins on day 4, so the first day's rows are Alice's and Bob's.
        #expect(lines[2] == "›    » Chicago → Boston · 850 mi · fly · Alice")
        // The game's cost at the right of its row, ending a column short of the edge.
        #expect(
            lines[4] == "     ◆ 19:10 Yankees @ Red Sox · Fenway Park, Boston · Alice, Bob"
                + String(repeating: " ", count: 24) + "186.00 USD")
        s.press(.char("q"))
        #expect(s.onTrips)
    }

    @Test func everyDayIsShownEvenWithoutGames() {
        var s = editor(height: 60)
        s.press(.enter)
        #expect(s.lines.contains("   Day 6 · Wed Jun 17"))
    }

    @Test func aMisplacedLegShowsAWarningAndItsReason() throws {
        var library = DemoLibrary.library
        let i = library.trips[0].items.firstIndex { $0.id == "ne-t1" }!
        library.trips[0].items[i].day = 1
        library.trips[0].items[i].sortOrder = -3
        var s = editor(library)
        s.press(.enter)
        let y = try #require(s.line(containing: "» Boston → New York"))
        #expect(Array(s.lines[y])[1] == "⚠")
        s.trip?.cursor = .entry("ne-t1")
        #expect(s.statusLine.contains("⚠ Boston → New York can't leave before Yankees @ Red Sox (Day 1, 19:10)"))
    }

    @Test func tooSmallATerminalSaysSo() {
        let s = editor(width: 39, height: 20)
        #expect(s.lines.contains { $0.contains("Terminal too small") })
        let t = editor(width: 80, height: 9)
        #expect(t.lines.contains { $0.contains("Terminal too small") })
        let ok = editor(width: 40, height: 10)
        #expect(!ok.lines.contains { $0.contains("Terminal too small") })
    }

    @Test func helpListsEveryBindingOfTheKeyTable() {
        var s = editor(width: 120, height: 80)
        s.press(.char("?"))
        let text = s.lines.joined(separator: "\n")
        for b in KeyTable.standard.bindings {
            #expect(text.contains(b.help), "help is missing “\(b.help)”")
        }
        s.press(.char("x"))
        #expect(!s.showingHelp)
    }

    @Test func helpScrollsWhenTheTerminalIsShort() {
        var s = editor(width: 80, height: 24)
        s.press(.char("?"))
        #expect(s.lines.contains { $0.contains("↓ more") })
        var seen = Set<String>()
        for _ in 0..<KeyTable.standard.bindings.count {
            seen.formUnion(s.lines)
            s.press(.down)
        }
        #expect(s.showingHelp, "arrows scroll the help instead of closing it")
        let text = seen.joined(separator: "\n")
        for b in KeyTable.standard.bindings { #expect(text.contains(b.help), "never shown: “\(b.help)”") }
        #expect(s.lines.contains { $0.contains("↑ more") })
    }

    @Test func controlCharactersFromTheFileNeverReachTheScreen() {
        var library = DemoLibrary.library
        library.trips[0].items[1].kind = .custom(Custom(title: "evil\u{1B}[31mred\u{07}\u{9B}", note: "a\nb"))
        var s = editor(library)
        s.press(.enter)
        let frame = Editor.render(s)
        for cell in frame.cells {
            #expect(
                !frame.text(of: cell).unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
        #expect(s.lines.contains { $0.contains("evil␛[31mred␇�") })
    }

    @Test func wideTextIsMeasuredByDisplayWidthAndCutWithAnEllipsis() {
        var library = DemoLibrary.library.everyonesOnly
        library.trips[0].items[1].kind = .custom(Custom(title: String(repeating: "東京", count: 40)))
        var s = editor(library, width: 60)
        s.press(.enter)
        let frame = Editor.render(s)
        let y = s.line(containing: "東京")!
        let line = s.lines[y]
        #expect(line.hasSuffix("…"))
        #expect(WidthProfile.fallback.columns(of: line) <= 60)
        #expect(frame[59, y].text == "…" || frame[58, y].text == "…")
    }

    @Test func noColorKeepsEveryStateWithoutColours() {
        var s = editor(colors: false)
        s.press(.enter)
        s.trip?.cursor = .entry("ne-t1")
        s.press(.char(" "), .up, .up, .up)
        let frame = Editor.render(s)
        #expect(frame.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
        let y = s.line(containing: "Boston → New York · 215")!
        let x = Array(s.lines[y]).firstIndex(of: "»")!
        #expect(frame[x, y].style.reverse && frame[x, y].style.underline, "forbidden lift without colour")
        #expect(s.lines.contains { Array($0).count > 1 && Array($0)[1] == "✗" })
    }

    @Test func reorderingTripsUsesTheSameGrabMoveDrop() {
        var s = editor()
        s.press(.char(" "), .down)
        #expect(s.lines[2].hasPrefix("▶") && s.lines[2].contains("Northeast"))
        s.press(.enter)
        #expect(s.library.sortedTrips.map(\.id) == ["ca-2026", "ne-2026"])
        #expect(s.tripsCursor == "ne-2026")
        s.press(.char("u"))
        #expect(s.library.sortedTrips.map(\.id) == ["ne-2026", "ca-2026"])
    }
}
