import ItineraryCore
import Testing

@testable import ItineraryEditor

/// The route (docs/map.md) in the editor: `M` shows the open trip's map full-screen, the
/// cursor's day highlighted; `[` `]` change the day, Esc goes back, and a resize draws it again.
@Suite struct MapScreenTests {
    /// Two places of the file's own on the equator, in the Gulf of Guinea's open water (no
    /// shape near), a drive between them on day 2.
    static func equator() -> Library {
        let t = Trip(
            id: "eq", name: "Equator", order: 1, start: CalendarDate(iso: "2026-06-12")!, days: 3,
            games: [
                Game(id: "g1", day: 1, time: TimeOfDay(text: "19:00")!, away: "A", home: "B", venue: "V", city: "West"),
                Game(id: "g2", day: 3, time: TimeOfDay(text: "19:00")!, away: "B", home: "A", venue: "W", city: "East"),
            ], items: [Item(id: "l1", day: 2, sortOrder: 0, kind: .travel(Travel(from: "West", to: "East")))])
        var library = Library(trips: [t])
        library.unknown = [
            "places": .object([
                "West": .object(["lat": .number("0"), "lon": .number("-2")]),
                "East": .object(["lat": .number("0"), "lon": .number("2")]),
            ])
        ]
        return library
    }

    /// 40×10: the title, six rows of map, two of legend, the keys. The map's 80×24 dots
    /// hold the box (5.6° by 2.1°, margins in) at 24 ÷ 2.1 = 11.4 dots a degree, 8 dots
    /// spare each side: the equator is dot row 12 (the map's fourth row, top dots ⠉), West
    /// in column (0.8 × 11.4 + 8) ÷ 2 = 8, East in 31.
    @Test func mShowsTheWholeFrameWithTheCursorsDayHighlighted() throws {
        var s = editor(Self.equator(), width: 40, height: 10)
        s.press(.enter)
        s.trip?.cursor = .entry("l1")
        s.press(.char("M"))
        #expect(
            s.lines == [
                " Map · Equator · Day 2 · Sat Jun 13",
                "",
                "",
                "",
                "        1⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉2",
                "",
                "",
                "1 West (Jun 12–13) · 2 East (Jun 13–14)",
                "━━ drive",
                " [ ] day · q back · Natural Earth",
            ])
        let frame = Editor.render(s)
        let theme = Styles(scheme: s.colors)
        #expect(theme.selected != theme.travelMarker)
        // Day 2's leg and both its ends are the day's: the selection's style, the numbers reversed.
        #expect(frame[12, 4].style == theme.selected)
        #expect(frame[8, 4].style.reverse && frame[31, 4].style.reverse)
        #expect(frame[0, 7].style.reverse && frame[21, 7].style.reverse)

        s.press(.char("]"))  // day 3: East alone
        #expect(s.lines[0] == " Map · Equator · Day 3 · Sun Jun 14")
        let three = Editor.render(s)
        #expect(!three[8, 4].style.reverse && three[31, 4].style.reverse)
        #expect(three[12, 4].style == theme.travelMarker)
        s.press(.char("]"))
        #expect(s.lines[0].contains("Day 3"), "the last day stays")
        s.press(.char("["), .char("["), .char("["))
        #expect(s.lines[0].contains("Day 1"), "the first day stays")
    }

    @Test func escGoesBackAndAResizeDrawsItAgain() {
        var s = editor(Self.equator(), width: 40, height: 10)
        s.press(.enter)
        let trip = s.lines
        s.press(.char("M"))
        _ = Editor.update(&s, .resize(width: 60, height: 12))
        #expect(s.lines.count == 12)
        #expect(
            s.lines[1...8].contains { $0.contains("1⠉") || $0.contains("1⠒") || $0.contains("1⠤") || $0.contains("1⣀") }
        )
        #expect(s.lines[9] == "1 West (Jun 12–13) · 2 East (Jun 13–14)")
        _ = Editor.update(&s, .resize(width: 40, height: 10))
        s.press(.escape)
        #expect(s.modal == nil)
        #expect(s.lines == trip)
    }

    /// The demo's Northeast trip: every stop on the map and in the legend, Natural Earth's
    /// lines around them, and the key listed in the help.
    @Test func theDemoTripsMapShowsItsStops() {
        var s = editor()
        s.press(.enter)
        s.press(.char("M"))
        let lines = s.lines
        #expect(lines[0].hasPrefix(" Map · Northeast Ballpark Swing · Day 1"))
        #expect(
            lines.contains(
                "1 Chicago · 2 Boston (Jun 12–14) · 3 New York (Jun 14–16) · 4 Philadelphia (Jun 16, Jun 18)"))
        let map = lines[1..<26].joined()
        for n in 1...6 { #expect(map.contains(String(n))) }
        #expect(map.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count > 500)
        #expect(HelpOverlay.lines(s.keys).contains { $0.help.hasPrefix("the trip's map") })
    }
}
