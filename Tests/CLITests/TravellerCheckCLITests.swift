import Foundation
import Testing

/// `itin check` and `itin plan` on a trip whose travellers do not all travel alike
/// (docs/travellers.md), and `check --traveller`.
@Suite struct TravellerCheckCLITests {
    /// Bob comes from Chicago by Philadelphia and has no way on; Alice and Carol drive to New
    /// York; Alice has a bed for night 1, Carol only one for the night after the trip.
    /// Another trip, without travellers, cannot be travelled either.
    static let file = """
        {
          "format": "itin/1",
          "trips": [
            {
              "id": "sox", "name": "Sox", "order": 1, "start": "2026-06-12", "days": 2,
              "travellers": ["Alice", "Bob", "Carol"],
              "games": [
                {"id": "g1", "day": 1, "time": "19:10", "away": "Yankees", "home": "Red Sox", "venue": "Fenway Park", "city": "Boston"},
                {"id": "g2", "day": 2, "time": "19:05", "away": "Red Sox", "home": "Yankees", "venue": "Yankee Stadium", "city": "New York"}
              ],
              "items": [
                {"id": "bob-in", "kind": "travel", "day": 1, "sortOrder": -1, "from": "Chicago", "to": "Philadelphia", "who": ["Bob"]},
                {"id": "inn", "kind": "stay", "day": 1, "sortOrder": 1, "name": "Inn", "city": "Boston", "who": ["Alice"]},
                {"id": "drive", "kind": "travel", "day": 2, "sortOrder": -1, "from": "Boston", "to": "New York", "who": ["Carol", "Alice"]},
                {"id": "late", "kind": "stay", "day": 2, "sortOrder": 1, "name": "Late Inn", "city": "New York", "who": ["Carol"]}
              ]
            },
            {
              "id": "solo", "name": "Solo", "order": 2, "start": "2026-07-01", "days": 2,
              "games": [
                {"id": "s1", "day": 1, "time": "19:10", "away": "Yankees", "home": "Red Sox", "venue": "Fenway Park", "city": "Boston"},
                {"id": "s2", "day": 2, "time": "19:07", "away": "Red Sox", "home": "Blue Jays", "venue": "Rogers Centre", "city": "Toronto"}
              ],
              "items": []
            }
          ]
        }

        """

    @Test func checkNamesWhoseWarningsTheyAre() throws {
        let scratch = try Scratch()
        let path = try scratch.write("trip.json", Self.file)
        let run = try itin("check", path)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.lines == [
                "sox g1: travel: Bob: no travel from Philadelphia to Boston before Yankees @ Red Sox (Day 1, 19:10)",
                "sox g2: travel: Bob: no travel from Boston to New York before Red Sox @ Yankees (Day 2, 19:05)",
                "sox: Carol: night 1 (Fri Jun 12): no stay, the day ends in Boston",
                "solo s2: travel: no travel from Boston to Toronto before Red Sox @ Blue Jays (Day 2, 19:07)",
            ], "\(run)")
        #expect(try itin("check", "--strict", path).status == 1)
    }

    @Test func checkTravellerShowsTheirOwnWarningsWithoutTheirNameAndOnlyTheirTrips() throws {
        let scratch = try Scratch()
        let path = try scratch.write("trip.json", Self.file)
        let bob = try itin("check", path, "--traveller", "Bob")
        #expect(bob.status == 0, "\(bob)")
        #expect(
            bob.lines == [
                "sox g1: travel: no travel from Philadelphia to Boston before Yankees @ Red Sox (Day 1, 19:10)",
                "sox g2: travel: no travel from Boston to New York before Red Sox @ Yankees (Day 2, 19:05)",
            ], "\(bob)")
        let carol = try itin("check", "--traveller", "Carol", path)
        #expect(carol.lines == ["sox: night 1 (Fri Jun 12): no stay, the day ends in Boston"], "\(carol)")
        let alice = try itin("check", "--strict", "--traveller", "Alice", path)
        #expect(alice.status == 0 && alice.lines.isEmpty, "\(alice)")
    }

    @Test func anUnknownTravellerIsAUsageErrorListingThem() throws {
        let scratch = try Scratch()
        let path = try scratch.write("trip.json", Self.file)
        let run = try itin("check", path, "--traveller", "Dave")
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr.contains("\"Dave\" is not a traveller in \(path): the travellers are Alice, Bob, Carol"),
            "\(run)")
    }

    @Test func planGivesAGapOnlyBobHasALegOfHis() throws {
        let scratch = try Scratch()
        let path = try scratch.write("trip.json", Self.file)
        let run = try itin("plan", path, "--trip", "sox", "--dry-run")
        #expect(run.status == 0, "\(run)")
        #expect(
            run.lines == [
                "added philadelphia-boston: Philadelphia → Boston · 325 mi · drive · Day 1 after Chicago → Philadelphia · for Bob",
                "added boston-new-york: Boston → New York · 228 mi · drive · Day 1 after Yankees @ Red Sox · for Bob",
            ], "\(run)")
        #expect(try scratch.text("trip.json") == Self.file, "a dry run writes nothing")
        let planned = try itin("plan", path, "--trip", "sox")
        #expect(planned.status == 0, "\(planned)")
        let after = try itin("check", path, "--traveller", "Bob")
        #expect(after.lines.isEmpty, "\(after)")
    }
}
