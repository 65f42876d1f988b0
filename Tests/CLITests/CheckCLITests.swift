import Foundation
import Testing

/// SPEC §2: `itin check FILE` prints `TRIP-ID ITEM-ID: reason` per problem, exit 0 or 1.
@Suite struct CheckCLITests {
    @Test func aCleanFileExits0AndPrintsNothing() throws {
        let scratch = try Scratch()
        let run = try itin("check", try scratch.write("trips.json", baseJSON))
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.isEmpty)
    }

    @Test func aMisplacedLegIsReportedAsTripItemReasonAndExits1() throws {
        let scratch = try Scratch()
        // t1 leaves Boston on day 1 before the Boston game.
        let text = base(replacing: #""id": "t1", "kind": "travel", "day": 2, "sortOrder": 1"#,
                        with: #""id": "t1", "kind": "travel", "day": 1, "sortOrder": -5"#)
        let file = try scratch.write("trips.json", text)
        let run = try itin("check", file)
        #expect(run.status == 1, "\(run)")
        #expect(run.lines == ["ne t1: Boston → New York can't leave before Yankees @ Red Sox (Day 1, 19:10)"])
        #expect(try scratch.text("trips.json") == text)
    }

    @Test func everyProblemOfEveryTripGetsALine() throws {
        let scratch = try Scratch()
        let late = base(replacing: #""day": 2, "sortOrder": 1"#, with: #""day": 3, "sortOrder": 5"#)
        let second = #"""
            ,
            {"id": "aa", "name": "First", "order": 0, "start": "2026-07-01", "days": 1,
             "games": [{"id": "ag", "day": 1, "time": "13:00", "away": "A", "home": "B", "venue": "V", "city": "Chicago"}],
             "items": [{"id": "al", "kind": "travel", "day": 1, "sortOrder": -1, "from": "Chicago", "to": "Denver"}]}
          ]
        """#
        let file = try scratch.write("trips.json", late.replacing("\n  ]", with: second))
        let run = try itin("check", file)
        #expect(run.status == 1, "\(run)")
        // Trips in list order: aa (order 0) first.
        #expect(run.lines == ["aa al: Chicago → Denver can't leave before A @ B (Day 1, 13:00)",
                              "ne t1: Boston → New York can't arrive after Blue Jays @ Yankees (Day 3, 19:05)"])
    }
}
