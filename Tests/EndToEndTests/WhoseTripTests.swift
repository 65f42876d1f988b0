import Foundation
import Testing

extension EndToEnd {
    /// Each traveller's own trip (docs/travellers.md) in a real terminal: everyone's view names
    /// whose a row is, `w` shows Alice's own trip without Bob's drive, a note added there is
    /// hers in the saved file, and `w` steps on to Bob's and back to everyone's.
    @Suite struct WhoseTrip {
        static let trip = """
            {
              "format": "itin/1",
              "trips": [
                {
                  "id": "sox", "name": "Sox Road Trip", "order": 1, "start": "2026-06-12", "days": 2,
                  "travellers": ["Alice", "Bob"],
                  "games": [
                    {"id": "g1", "day": 1, "time": "19:10", "away": "Yankees", "home": "Red Sox", "venue": "Fenway Park", "city": "Boston"}
                  ],
                  "items": [
                    {"id": "t1", "kind": "travel", "day": 1, "sortOrder": -2, "from": "Chicago", "to": "Boston", "mode": "fly", "who": ["Alice"]},
                    {"id": "t2", "kind": "travel", "day": 1, "sortOrder": -1, "from": "New York", "to": "Boston", "who": ["Bob"]}
                  ]
                }
              ]
            }

            """

        @Test func wShowsAlicesOwnTripAndWhatIsAddedThereIsHers() throws {
            let fixture = try Fixture()
            try fixture.write("trips.json", Self.trip)
            let itin = try TmuxSession(["trips.json"], in: fixture.directory)
            defer { itin.kill() }

            try itin.waitFor(text: "1 game · 2 items")
            try itin.send("Enter")
            try itin.waitFor("everyone's rows, each naming whose it is") {
                $0.contains("» Chicago → Boston") && $0.contains("fly · Alice") && $0.contains("· Bob")
            }
            try itin.moveCursor(to: "» Chicago → Boston")
            try itin.send("w")
            let alice = try itin.waitFor(text: "Alice's trip")
            #expect(alice.line(0).hasPrefix(" Alice's trip · Sox Road Trip"), "\(alice.framed)")
            #expect(!alice.contains("» New York → Boston"), "Bob's drive is not Alice's: \(alice.framed)")
            #expect(alice.contains("» Chicago → Boston"))

            try itin.send("a")
            try itin.waitFor(text: "New note")
            try itin.type("Red line to Kenmore")
            try itin.send("Enter")
            try itin.waitFor(text: "• Red line to Kenmore")
            try itin.send("s")
            try itin.waitFor("saved") { !$0.status.contains("[+]") }
            let saved = try String(contentsOf: fixture.url("trips.json"), encoding: .utf8)
            let file = try #require(try JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any])
            let trip = try #require((file["trips"] as? [[String: Any]])?.first)
            let note = try #require(
                (trip["items"] as? [[String: Any]])?.first { $0["title"] as? String == "Red line to Kenmore" })
            #expect(note["who"] as? [String] == ["Alice"], "\(saved)")

            try itin.send("w")
            let bob = try itin.waitFor(text: "Bob's trip")
            #expect(bob.contains("» New York → Boston") && !bob.contains("» Chicago → Boston"), "\(bob.framed)")
            #expect(!bob.contains("Red line to Kenmore"), "Alice's note is not Bob's")
            try itin.send("w")
            try itin.waitFor("everyone's again") {
                !$0.line(0).contains("'s trip") && $0.contains("» Chicago → Boston")
                    && $0.contains("» New York → Boston")
            }
        }
    }
}
