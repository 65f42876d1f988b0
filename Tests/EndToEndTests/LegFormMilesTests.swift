import Foundation
import Testing

extension EndToEnd {
    /// The leg form's Miles in a real terminal, with the keys a new user pressed: emptied,
    /// then a key that changes nothing, then their own miles. What they typed is what is saved.
    @Suite struct LegFormMiles {
        @Test func theMilesTypedAreExactlyTheMilesSaved() throws {
            let (fixture, itin) = try EndToEnd.editorOnFixtureTrip()
            defer { itin.kill() }
            try itin.moveCursor(to: "19:10 Yankees @ Red Sox")
            try itin.send("t")
            try itin.waitFor(text: "New travel leg")
            try itin.send("C-u")
            try itin.type("Boston")
            try itin.send("Tab")
            try itin.type("New York")
            try itin.waitFor("the estimate, suggested") {
                $0.contains("Miles  228") && $0.contains("≈ 4 h 9 min by car")
            }
            try itin.send("Down", "C-u", "C-k")
            try itin.type("215")
            try itin.waitFor("the typed miles") { $0.contains("Miles  215") && $0.contains("≈ 3 h 55 min by car") }
            try itin.send("Enter")
            try itin.waitFor("the leg added") { $0.status.hasPrefix("Added") }
            try itin.save()
            let trip = try #require((try fixture.json("trips.json")["trips"] as? [[String: Any]])?.first)
            let legs = (trip["items"] as? [[String: Any]] ?? []).filter {
                $0["id"] as? String != "leg" && $0["kind"] as? String == "travel"
            }
            #expect(legs.count == 1 && (legs.first?["miles"] as? NSNumber)?.intValue == 215, "\(legs)")
        }
    }
}
