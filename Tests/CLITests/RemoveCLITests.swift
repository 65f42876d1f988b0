import Foundation
import ItineraryCore
import Testing

/// The commands (docs/commands.md): `itin rm FILE ID…`; a trip or game that is not empty needs `--force`.
@Suite struct RemoveCLITests {
    let fixture: BaseFile
    var file: String { fixture.path }

    init() throws { fixture = try BaseFile() }

    @Test func severalItemsGoInOneSave() throws {
        let run = try itin("rm", file, "t1", "n2")
        #expect(run.status == 0, "\(run)")
        #expect(run.lines == ["removed leg t1 (Boston → New York)", "removed note n2 (Lunch)"])
        let trip = try #require(try load(file).trip("ne"))
        #expect(trip.items.map(\.id) == ["n1"])
        #expect(try itin("check", file).status == 0)
        let print = try itin("print", file, "--ids")
        #expect(
            !print.stdout.contains("#t1") && !print.stdout.contains("#n2") && print.stdout.contains("#n1"), "\(print)")
    }

    @Test func aGameWithNothingOnItsDayGoesWithoutForceAndNoItemMoves() throws {
        let run = try itin("rm", file, "g2")
        #expect(run.status == 0, "\(run)")
        #expect(run.lines == ["removed game g2 (Blue Jays @ Yankees)"])
        let before = try fixture.originalLibrary.trip("ne")
        #expect(try load(file).trip("ne")?.items == before?.items)
    }

    @Test func aGameWithItemsOnItsDayNeedsForce() throws {
        let refused = try itin("rm", file, "g1")
        #expect(refused.status == 64, "\(refused)")
        #expect(
            refused.stderr
                == "itin: game g1 (Yankees @ Red Sox) has 1 item on its day; --force removes it and leaves that item where it is\n"
        )
        #expect(try fixture.unchanged())

        let forced = try itin("rm", file, "g1", "--force")
        #expect(forced.status == 0, "\(forced)")
        let trip = try #require(try load(file).trip("ne"))
        #expect(trip.games.map(\.id) == ["g2"])
        #expect(trip.item("n1")?.day == 1 && trip.item("n1")?.sortOrder == -1, "n1 stays where it was")
    }

    @Test func aTripThatIsNotEmptyNeedsForce() throws {
        let refused = try itin("rm", file, "ne")
        #expect(refused.status == 64, "\(refused)")
        #expect(
            refused.stderr
                == "itin: trip ne (Swing) holds 2 games and 3 items; --force removes it with everything in it\n")
        #expect(try fixture.unchanged())

        let forced = try itin("rm", file, "--force", "ne")
        #expect(forced.status == 0, "\(forced)")
        #expect(forced.lines == ["removed trip ne (Swing)"])
        #expect(try load(file).trips.isEmpty)
    }

    @Test func anEmptyTripGoesWithoutForce() throws {
        #expect(try itin("new", file, "--name", "Later", "--start", "2026-09-01", "--days", "2").status == 0)
        let run = try itin("rm", file, "later")
        #expect(run.status == 0, "\(run)")
        #expect(try fixture.unchanged())
    }

    @Test func anUnknownIdAmongOthersExits64AndRemovesNothing() throws {
        let run = try itin("rm", file, "t1", "nope", "n2")
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr == "itin: no trip, game or item \"nope\"\n")
        #expect(run.stdout.isEmpty)
        #expect(try fixture.unchanged())
    }

    @Test func aRemovedGameThatLeavesALegMisplacedWarns() throws {
        // Boston day 1, New York day 2, Boston day 3, New York day 4; the leg leaves Boston
        // after the first game for the New York game of day 2.
        let text = """
            {"format": "itin/1", "trips": [{"id": "rt", "name": "Round", "order": 1, "start": "2026-06-12", "days": 4,
              "games": [
                {"id": "b1", "day": 1, "time": "19:10", "away": "A", "home": "Red Sox", "venue": "Fenway Park", "city": "Boston"},
                {"id": "y2", "day": 2, "time": "19:05", "away": "B", "home": "Yankees", "venue": "Yankee Stadium", "city": "New York"},
                {"id": "b3", "day": 3, "time": "19:10", "away": "C", "home": "Red Sox", "venue": "Fenway Park", "city": "Boston"},
                {"id": "y4", "day": 4, "time": "19:05", "away": "D", "home": "Yankees", "venue": "Yankee Stadium", "city": "New York"}],
              "items": [{"id": "l", "kind": "travel", "day": 1, "sortOrder": 1, "from": "Boston", "to": "New York"}]}]}
            """
        let round = try fixture.scratch.write("round.json", text)
        #expect(try itin("check", round).status == 0)
        let run = try itin("rm", round, "y2")
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "itin: warning: rt l: Boston → New York can't leave before C @ Red Sox (Day 3, 19:10)\n")
        #expect(try itin("check", round).status == 1)
    }

    @Test(arguments: [["rm"], ["rm", "trips.json"], ["rm", "trips.json", "t1", "--bogus"]])
    func usageErrorsExit64(_ args: [String]) throws {
        let run = try itin(args.map { $0 == "trips.json" ? file : $0 })
        #expect(run.status == 64, "\(run)")
        #expect(try fixture.unchanged())
    }

    @Test func aMissingFileExits66() throws {
        let run = try itin("rm", fixture.scratch.path("none.json"), "t1")
        #expect(run.status == 66, "\(run)")
    }
}
