import Foundation
import ItineraryCore
import Testing

/// The commands (docs/commands.md): `itin move` goes through the same rules as a drag.
@Suite struct MoveCLITests {
    let fixture: BaseFile
    var file: String { fixture.path }

    init() throws { fixture = try BaseFile() }

    @Test func aForbiddenMoveExits1NamingTheBlockingGameAndLeavesTheFileAlone() throws {
        let early = try itin("move", file, "t1", "--before", "g1")
        #expect(early.status == 1, "\(early)")
        #expect(
            early.stderr.contains("Boston → New York can't leave before Yankees @ Red Sox (Day 1, 19:10)"), "\(early)")
        #expect(try fixture.unchanged())

        let late = try itin("move", file, "t1", "--day", "3")
        #expect(late.status == 1, "\(late)")
        #expect(late.stderr.contains("can't arrive after Blue Jays @ Yankees (Day 3, 19:05)"), "\(late)")
        #expect(try fixture.unchanged())
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.scratch.folder.path) == ["trips.json"])
    }

    @Test func anAllowedMoveExits0AndChangesOnlyThatItemsLines() throws {
        let run = try itin("move", file, "t1", "--after", "g1")
        #expect(run.status == 0, "\(run)")
        let after = try fixture.text
        let changed = changedLines(fixture.original, after)
        let block = try #require(objectLines(of: "t1", in: fixture.original))
        #expect(!changed.isEmpty)
        #expect(changed.allSatisfy { block.contains($0) }, "changed \(changed), t1 is \(block)")
        #expect(try dayIDs(try load(file), 1) == ["n1", "g1", "t1"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.scratch.folder.path) == ["trips.json"])
    }

    @Test func beforeAfterAndDayTargetsLandWhereTheyName() throws {
        #expect(try itin("move", file, "n1", "--before", "n2").status == 0)
        #expect(try dayIDs(try load(file), 2) == ["t1", "n1", "n2"])
        #expect(try itin("move", file, "n1", "--after", "g2").status == 0)
        #expect(try dayIDs(try load(file), 3) == ["g2", "n1"])
        #expect(try itin("move", file, "n1", "--day", "3", "--first").status == 0)
        #expect(try dayIDs(try load(file), 3) == ["n1", "g2"])
        #expect(try itin("move", file, "n1", "--day", "2").status == 0)  // --day alone: the last slot
        #expect(try dayIDs(try load(file), 2) == ["t1", "n2", "n1"])
        #expect(try itin("move", file, "n1", "--day", "1", "--last").status == 0)
        #expect(try dayIDs(try load(file), 1) == ["g1", "n1"])
        let trip = try #require(try load(file).trip("ne"))
        #expect(TripCheck(TripLayout(trip)).problems.isEmpty)
    }

    @Test func movingToWhereTheItemAlreadyIsLeavesTheFileByteIdentical() throws {
        let run = try itin("move", file, "n2", "--day", "2", "--last")
        #expect(run.status == 0, "\(run)")
        #expect(try fixture.unchanged())
    }

    @Test func aGameCannotBeMoved() throws {
        let run = try itin("move", file, "g1", "--day", "2")
        #expect(run.status == 1, "\(run)")
        #expect(try fixture.unchanged())
    }

    @Test(arguments: [
        ["nope", "--day", "1"],  // no such item
        ["n1", "--before", "nope"],  // no such reference
        ["n1", "--after", "n1"],  // relative to itself
        ["n1", "--day", "4"],  // past the last day
        ["n1", "--day", "0"],
        ["n1"],  // no target
        ["n1", "--before", "g1", "--after", "g1"],
        ["n1", "--first"],  // --first without --day
        ["n1", "--day", "1", "--first", "--last"],
        ["n1", "--day", "two"],
        ["n1", "--day", "1", "--bogus"],
    ])
    func usageErrorsExit64AndLeaveTheFileAlone(_ args: [String]) throws {
        let run = try itin(["move", file] + args)
        #expect(run.status == 64, "\(run)")
        #expect(try fixture.unchanged())
    }

    @Test func aMoveThatNeedsNormalizationChangesOnlyTheMovedAndRenumberedItems() throws {
        // Two notes sharing a key on day 2; n1 dropped between them renumbers one of them.
        let text = try canonical(
            base(replacing: #""sortOrder": 2, "title": "Lunch""#, with: #""sortOrder": 1, "title": "Lunch""#))
        let tied = try fixture.scratch.write("tied.json", text)
        #expect(try dayIDs(try load(tied), 2) == ["n2", "t1"])
        let run = try itin("move", tied, "n1", "--after", "n2")
        #expect(run.status == 0, "\(run)")
        #expect(try dayIDs(try load(tied), 2) == ["n2", "n1", "t1"])
        let after = try fixture.scratch.text("tied.json")
        let allowed = try ["n1", "n2", "t1"].map { try #require(objectLines(of: $0, in: text)) }
        #expect(changedLines(text, after).allSatisfy { line in allowed.contains { $0.contains(line) } })
    }

    /// The file format (docs/file-format.md): the first save of a hand-written file keeps every key where
    /// it was, so a move changes only the moved item's lines, whatever order the file writes keys in.
    @Test func aMoveInAHandWrittenFileChangesOnlyThatItemsDayAndSortOrder() throws {
        let text = """
            {
              "trips": [
                {
                  "days": 3,
                  "x-colour": "green",
                  "start": "2026-06-12",
                  "id": "ne",
                  "name": "Swing",
                  "order": 1,
                  "items": [
                    {
                      "kind": "travel",
                      "id": "t1",
                      "note_by": "amy",
                      "day": 2,
                      "sortOrder": 1,
                      "to": "New York",
                      "from": "Boston"
                    },
                    {
                      "title": "Walk",
                      "sortOrder": -1,
                      "day": 1,
                      "kind": "custom",
                      "id": "n1"
                    }
                  ],
                  "games": [
                    {
                      "id": "g1",
                      "city": "Boston",
                      "day": 1,
                      "time": "19:10",
                      "away": "Yankees",
                      "home": "Red Sox",
                      "venue": "Fenway Park"
                    }
                  ]
                }
              ],
              "format": "itin/1"
            }

            """
        let path = try fixture.scratch.write("hand.json", text)
        let run = try itin("move", path, "n1", "--day", "3")
        #expect(run.status == 0, "\(run)")
        let after = try fixture.scratch.text("hand.json")
        let before = text.split(separator: "\n", omittingEmptySubsequences: false)
        let now = after.split(separator: "\n", omittingEmptySubsequences: false)
        let changed = changedLines(text, after)
        #expect(changed.map { before[$0].drop { $0 == " " } } == [#""sortOrder": -1,"#, #""day": 1,"#], "\(after)")
        #expect(
            changed.map { now[$0].drop { $0 == " " }.prefix(13) } == [#""sortOrder": "#, #""day": 3,"#], "\(after)")
    }
}
