import Foundation
import Testing

/// The commands (docs/commands.md): `itin check FILE` prints `TRIP-ID ITEM-ID: reason` per problem, exit 0 or 1.
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
        let text = base(
            replacing: #""id": "t1", "kind": "travel", "day": 2, "sortOrder": 1"#,
            with: #""id": "t1", "kind": "travel", "day": 1, "sortOrder": -5"#)
        let file = try scratch.write("trips.json", text)
        let run = try itin("check", file)
        #expect(run.status == 1, "\(run)")
        // The misplaced leg, then what it does to the trip read in order (docs/travel.md).
        #expect(
            run.lines == [
                "ne t1: Boston → New York can't leave before Yankees @ Red Sox (Day 1, 19:10)",
                "ne g1: travel: no travel from New York to Boston before Yankees @ Red Sox (Day 1, 19:10)",
                "ne g2: travel: no travel from Boston to New York before Blue Jays @ Yankees (Day 3, 19:05)",
            ])
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
        // Then the travel warnings, trip by trip.
        #expect(
            run.lines == [
                "aa al: Chicago → Denver can't leave before A @ B (Day 1, 13:00)",
                "ne t1: Boston → New York can't arrive after Blue Jays @ Yankees (Day 3, 19:05)",
                "aa ag: travel: no travel from Denver to Chicago before A @ B (Day 1, 13:00)",
                "ne g2: travel: no travel from Boston to New York before Blue Jays @ Yankees (Day 3, 19:05)",
                "ne t1: travel: Boston → New York starts in Boston, but you are in New York (after Blue Jays @ Yankees, Day 3)",
            ])
    }

    /// A game whose time is not set yet is listed once, after the misplaced items and the
    /// travel warnings, which take it as starting at 19:00; only `--strict` makes it an exit 1.
    @Test func aGameWhoseTimeIsNotSetIsListedOnceAndOnlyStrictCountsIt() throws {
        let scratch = try Scratch()
        let unset = base(replacing: #""time": "19:10""#, with: #""tbd": true"#)
        let file = try scratch.write("trips.json", unset)
        let run = try itin("check", file)
        #expect(run.status == 0 && run.lines == ["ne g1: time not set yet"], "\(run)")
        let strict = try itin("check", file, "--strict")
        #expect(strict.status == 1 && strict.lines == run.lines, "\(strict)")

        // With a misplaced leg: that first, then the travel warnings, then the time not set.
        let misplaced = unset.replacing(
            #""id": "t1", "kind": "travel", "day": 2, "sortOrder": 1"#,
            with: #""id": "t1", "kind": "travel", "day": 1, "sortOrder": -5"#)
        let both = try itin("check", try scratch.write("both.json", misplaced))
        #expect(both.status == 1, "\(both)")
        #expect(
            both.lines == [
                "ne t1: Boston → New York can't leave before Yankees @ Red Sox (Day 1, TBD)",
                "ne g1: travel: no travel from New York to Boston before Yankees @ Red Sox (Day 1, TBD)",
                "ne g2: travel: no travel from Boston to New York before Blue Jays @ Yankees (Day 3, 19:05)",
                "ne g1: time not set yet",
            ])
    }

    /// The travel warnings (docs/travel.md): travel warnings and unknown places are
    /// listed, but only `--strict` makes them an exit 1.
    @Test func travelWarningsAreListedAndStrictCountsThem() throws {
        let scratch = try Scratch()
        // No leg from Boston to New York at all, and a note-taker's misspelt city.
        let text = base(
            replacing: #""id": "t1", "kind": "travel", "day": 2, "sortOrder": 1, "from": "Boston", "to": "New York""#,
            with: #""id": "t1", "kind": "travel", "day": 3, "sortOrder": 5, "from": "New York", "to": "Springfeld""#)
        let file = try scratch.write("trips.json", text)
        let run = try itin("check", file)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.lines == [
                "ne g2: travel: no travel from Boston to New York before Blue Jays @ Yankees (Day 3, 19:05)",
                "ne: unknown place: Springfeld",
            ])
        let strict = try itin("check", file, "--strict")
        #expect(strict.status == 1 && strict.lines == run.lines, "\(strict)")
        let clean = try itin("check", try scratch.write("clean.json", baseJSON), "--strict")
        #expect(clean.status == 0 && clean.stdout.isEmpty, "\(clean)")
    }
}
