import Foundation
import Testing

extension EndToEnd {
    /// Travel (docs/travel.md) in a real terminal: a trip with games in three cities and no
    /// legs shows ⚠ on the games that cannot be reached, `!` goes to them, `L` asks, adds
    /// the legs as one step, `u` takes them back, and a save writes them.
    @Suite struct TravelWarnings {
        static let trip = """
            {
              "format": "itin/1",
              "trips": [
                {
                  "id": "sox", "name": "Sox Road Trip", "order": 1, "start": "2026-06-12", "days": 3,
                  "games": [
                    {"id": "g1", "day": 1, "time": "19:10", "away": "Yankees", "home": "Red Sox", "venue": "Fenway Park", "city": "Boston"},
                    {"id": "g2", "day": 2, "time": "19:05", "away": "Red Sox", "home": "Yankees", "venue": "Yankee Stadium", "city": "New York"},
                    {"id": "g3", "day": 3, "time": "13:07", "away": "Red Sox", "home": "Blue Jays", "venue": "Rogers Centre", "city": "Toronto"}
                  ],
                  "items": []
                }
              ]
            }

            """

        @Test func theWarningShowsBangReachesItAndLFillsTheLegsAsOneUndoStep() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", Self.trip)
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            // The trips list counts them a moment after its first frame (a tick later).
            try itin.waitFor(text: "3 games · 0 items · ⚠ 2")
            try itin.send("Enter")
            try itin.waitFor(text: "3 days · ⚠ 2")

            try itin.send("!")
            let reached = try itin.waitFor("the cursor on the New York game, its reason below") {
                guard let row = $0.row(containing: "19:05 Red Sox @ Yankees") else { return false }
                return $0.cursorRow == row
                    && $0.status.hasPrefix("⚠ no travel from Boston to New York before Red Sox @ Yankees")
            }
            let game = try #require(reached.row(containing: "19:05 Red Sox @ Yankees"))
            #expect(reached.line(game).hasPrefix("›⚠"), "\(reached.framed)")

            try itin.send("L")
            let asked = try itin.waitFor(text: "Add 2 legs? (y)es, (n)o")
            #expect(asked.status.contains("Boston → New York 228 mi drive"), "\(asked.framed)")
            try itin.send("y")
            let added = try itin.waitFor("both legs, no ⚠ left") {
                $0.contains("» Boston → New York · 228 mi · drive")
                    && $0.contains("» New York → Toronto · 414 mi · drive")
                    && !$0.line(0).contains("⚠") && $0.status.hasPrefix("Added 2 legs")
            }
            let leg = try #require(added.row(containing: "» Boston → New York"))
            #expect(added.cursorRow == leg, "the cursor on the first leg\n\(added.framed)")

            try itin.send("u")
            try itin.waitFor("both legs gone again") {
                !$0.contains("» Boston → New York") && !$0.contains("» New York → Toronto")
                    && $0.line(0).hasSuffix("⚠ 2")
            }
            try itin.send("C-r")
            try itin.waitFor(text: "» New York → Toronto · 414 mi · drive")
            try itin.send("s")
            try itin.waitFor("saved") { !$0.status.contains("[+]") }
            let saved = try String(contentsOf: fixture.url("trips.json"), encoding: .utf8)
            #expect(
                saved.contains(#""from": "Boston""#) && saved.contains(#""to": "Toronto""#)
                    && saved.contains(#""miles": 414"#))
        }
    }
}
