import Foundation
import Testing

extension EndToEnd {
    /// `M` in a real terminal: the map over the whole screen, the day changed, a resize
    /// redrawn, Esc back to the trip as it was.
    @Suite struct Map {
        @Test func mShowsTheMapFullScreenAndEscGoesBack() throws {
            let (_, itin) = try EndToEnd.editorOnFixtureTrip()
            defer { itin.kill() }

            try itin.send("M")
            let map = try itin.waitFor("the map with Boston and New York numbered") {
                $0.line(0).hasPrefix(" Map · ") && $0.line(0).contains("Day 1")
                    && $0.contains("1 Boston") && $0.contains("2 New York")
                    && $0.line($0.lines.count - 1).contains("day")
            }
            // Braille fills the map, the stops' numbers on it: nothing of the trip's rows is left.
            let drawn = map.lines.dropFirst().joined()
            #expect(drawn.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count > 100)
            #expect(!map.contains(Rows.g3))

            try itin.send("]")
            try itin.waitFor("day 2 in the title") { $0.line(0).contains("Day 2") }
            try itin.resize(columns: 80, rows: 24)
            try itin.waitFor("the map redrawn at 80×24") {
                $0.lines.count == 24 && $0.line(0).contains("Day 2") && $0.contains("1 Boston")
                    && $0.line(23).contains("day")
            }
            try itin.send("Escape")
            try itin.waitFor("the trip's rows again") {
                $0.contains(Rows.day4) && $0.contains(Rows.g3) && !$0.contains("1 Boston")
            }
            #expect(try itin.quitSaved() == 0)
        }
    }
}
