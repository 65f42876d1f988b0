import Foundation
import Testing

extension EndToEnd {
    /// Stays (docs/stays.md) in a real terminal: `b` adds a two-night stay through its form,
    /// both nights' headers name it, and once the leg to New York moves up to the second day,
    /// that night no longer fits and the stay shows ⚠ with its reason.
    @Suite struct Stays {
        static let trip = """
            {
              "format": "itin/1",
              "trips": [
                {
                  "id": "sox", "name": "Sox Road Trip", "order": 1, "start": "2026-06-12", "days": 3,
                  "games": [
                    {"id": "g1", "day": 1, "time": "19:10", "away": "Yankees", "home": "Red Sox", "venue": "Fenway Park", "city": "Boston"},
                    {"id": "g2", "day": 2, "time": "13:35", "away": "Yankees", "home": "Red Sox", "venue": "Fenway Park", "city": "Boston"},
                    {"id": "g3", "day": 3, "time": "19:05", "away": "Red Sox", "home": "Yankees", "venue": "Yankee Stadium", "city": "New York"}
                  ],
                  "items": [
                    {"id": "t1", "kind": "travel", "day": 3, "sortOrder": -1, "from": "Boston", "to": "New York", "miles": 215}
                  ]
                }
              ]
            }

            """

        @Test func aTwoNightStayNamesBothNightsAndWarnsOnceANightNoLongerFits() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", Self.trip)
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.waitFor(text: "3 games · 1 item")
            try itin.send("Enter")
            try itin.waitFor(text: "Day 1 · Fri Jun 12 · Boston")
            try itin.moveCursor(to: "19:10 Yankees @ Red Sox")
            try itin.send("b")
            try itin.waitFor(text: "New stay")
            try itin.type("Hotel Beacon")
            try itin.send("Tab", "Tab", "C-u")  // the city is Boston already: on to Nights
            try itin.type("2")
            try itin.send("Enter")
            let added = try itin.waitFor("the stay, both nights' headers naming it") {
                $0.contains("⌂ Hotel Beacon, Boston · 2 nights")
                    && $0.contains("Day 1 · Fri Jun 12 · Boston · sleep: Hotel Beacon")
                    && $0.contains("Day 2 · Sat Jun 13 · Boston · sleep: Hotel Beacon")
                    && $0.line(0).contains("nights 2/2")
            }
            #expect(!added.line(0).contains("⚠"), "every night fits: \(added.framed)")

            // The leg up to the second day, after its game: day 2 now ends in New York.
            try itin.moveCursor(to: "» Boston → New York")
            try itin.send("K")
            let warned = try itin.waitFor("the stay warned about night 2") {
                $0.line(0).hasSuffix("nights 2/2 · ⚠ 1")
                    && $0.row(containing: "Day 2 · Sat Jun 13 · Boston → New York") != nil
            }
            let stay = try #require(warned.row(containing: "⌂ Hotel Beacon"))
            #expect(warned.line(stay).hasPrefix(" ⚠"), "\(warned.framed)")
            try itin.send("!")
            try itin.waitFor("the reason on the status line") {
                $0.status.hasPrefix("⚠ sleeping in Boston on night 2 (Sat Jun 13), but the day ends in New York")
            }
            try itin.send("s")
            try itin.waitFor("saved") { !$0.status.contains("[+]") }
            let saved = try String(contentsOf: fixture.url("trips.json"), encoding: .utf8)
            #expect(saved.contains(#""kind": "stay""#) && saved.contains(#""nights": 2"#))
        }

        /// The demo's one unbooked night, booked as a new user would: `!` shows it, `b`
        /// offers the city the day ends in, a name and Enter, and the warning is gone.
        @Test func theDemosUnbookedNightIsBookedWithBANameAndEnter() throws {
            let fixture = try Fixture()  // the demo's TMPDIR
            let itin = try TmuxSession(
                ["--demo"], in: fixture.directory, environment: ["TMPDIR": fixture.directory.path])
            defer { itin.kill() }
            try itin.waitFor("the demo's trips list") { $0.status.hasPrefix("Demo trips") }
            try itin.moveCursor(to: "California Coast")
            try itin.send("Enter")
            try itin.waitFor(text: "Day 4 · Sun Aug 23")
            let night = "night 4 (Sun Aug 23): no stay, the day ends in Anaheim"
            try itin.send("!", "!")  // past the drive that is too long, to the night
            try itin.waitFor("the unbooked night on the status line") { $0.status.contains(night) }
            try itin.send("b")
            try itin.waitFor("the stay form, in Anaheim") { $0.contains("New stay") && $0.contains("Anaheim") }
            try itin.type("Anaheim Inn")
            try itin.send("Enter")
            let booked = try itin.waitFor("the stay added") { $0.status.contains("Added stay “Anaheim Inn”") }
            let header = try #require(booked.row(containing: "Day 4 · Sun Aug 23"))
            #expect(booked.line(header).contains("sleep: Anaheim Inn"), "\(booked.framed)")
            #expect(booked.flag(header) != "⚠", "\(booked.framed)")
            // The stay is the day's last row, after the game in Anaheim.
            let game = try #require(booked.row(containing: "Padres @ Angels"))
            #expect(booked.line(game + 1).contains("⌂ Anaheim Inn, Anaheim"), "\(booked.framed)")
            // Every night has a bed; only the drive that is too long is left, and `!` finds only it.
            #expect(booked.line(0).hasSuffix("nights 4/4 · ⚠ 1"), "\(booked.framed)")
            try itin.send("!")
            try itin.waitFor("the one warning left") { s in
                s.cursorRow.map { s.line($0).contains("» San Francisco → Los Angeles") } ?? false
            }
        }
    }
}
