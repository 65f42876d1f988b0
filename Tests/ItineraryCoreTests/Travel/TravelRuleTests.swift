import ItineraryCore
import Testing

/// Where a travel leg may go (docs/travel.md), why not, and its barrier games.
@Suite struct TravelRuleTests {
    /// Day 1: Boston game; day 2: New York game.
    let bostonThenNewYork = trip(
        days: 2,
        games: [
            game("bos", day: 1, at: "19:10", in: "Boston", away: "Yankees", home: "Red Sox"),
            game("nyc", day: 2, at: "19:05", in: "New York", away: "Blue Jays", home: "Yankees"),
        ], items: [leg("l", day: 1, 5, from: "Boston", to: "New York")])

    @Test func aLegCannotLeaveBeforeItsDepartureGameNorArriveAfterItsArrivalGame() throws {
        let s = try session("l", bostonThenNewYork)
        #expect(s.verdictMap == "✗✓|✓✗")
        #expect(
            s.reason(atSlot: 0)?.description == "Boston → New York can't leave before Yankees @ Red Sox (Day 1, 19:10)")
        #expect(
            s.reason(atSlot: 3)?.description
                == "Boston → New York can't arrive after Blue Jays @ Yankees (Day 2, 19:05)")
        #expect(s.reason(atSlot: 1) == nil && s.reason(atSlot: 2) == nil)
    }

    @Test func theReasonReadsAsTheSpecExample() {
        let t = trip(
            days: 2, games: [game("g", day: 2, at: "19:10", in: "Boston", away: "Yankees", home: "Red Sox")],
            items: [leg("l", day: 2, -1, from: "Boston", to: "New York")])
        #expect(problems(t) == ["l": "Boston → New York can't leave before Yankees @ Red Sox (Day 2, 19:10)"])
        #expect(TripCheck(TripLayout(t)).reason(for: "l")?.gameID == "g")
    }

    @Test func aLegMaySitBetweenTwoGamesOnADayThatHasBoth() throws {
        let t = trip(
            days: 1, games: [game("a", day: 1, at: "13:00", in: "A"), game("b", day: 1, at: "19:00", in: "B")],
            items: [leg("l", day: 1, 0.5, from: "A", to: "B")])
        #expect(try session("l", t).verdictMap == "✗✓✗")
        #expect(problems(t).isEmpty)
    }

    @Test func daysBetweenTheGamesAreAllowedInAnySlot() throws {
        let t = trip(
            days: 4, games: [game("a", day: 1, in: "A"), game("b", day: 4, in: "B")],
            items: [note("n1", day: 2, 1), note("n2", day: 2, 2), leg("l", day: 2, 1.5, from: "A", to: "B")])
        #expect(try session("l", t).verdictMap == "✗✓|✓✓✓|✓|✓✗")
    }

    @Test func onDoubleheaderDaysTheLegLeavesAfterTheLastGameAndArrivesBeforeTheFirst() throws {
        let t = trip(
            days: 2,
            games: [
                game("a1", day: 1, at: "13:00", in: "A"), game("a2", day: 1, at: "19:00", in: "A"),
                game("b1", day: 2, at: "13:00", in: "B"), game("b2", day: 2, at: "19:00", in: "B"),
            ],
            items: [leg("l", day: 1, 5, from: "A", to: "B")])
        #expect(try session("l", t).verdictMap == "✗✗✓|✓✗✗")
    }

    @Test func aRoundTripGetsOneAllowedWindowPerVisit() throws {
        let games = [
            game("a1", day: 1, in: "A"), game("b2", day: 2, in: "B"), game("a3", day: 3, in: "A"),
            game("b4", day: 4, in: "B"),
        ]
        let there = try session("ab", trip(days: 4, games: games, items: [leg("ab", day: 1, 5, from: "A", to: "B")]))
        #expect(there.verdictMap == "✗✓|✓✗|✗✓|✓✗")
        let back = try session("ba", trip(days: 4, games: games, items: [leg("ba", day: 2, 5, from: "B", to: "A")]))
        #expect(back.verdictMap == "✗✗|✗✓|✓✗|✗✗")

        // Each forbidden slot names the game that blocks it.
        let reasons = there.verdicts.indices.compactMap { s in
            there.reason(atSlot: s).map { (s, $0.gameID, $0.blocker.side) }
        }
        #expect(reasons.map(\.0) == [0, 3, 4, 7])
        #expect(reasons.map(\.1) == ["a1", "a3", "a3", "b4"])
        #expect(reasons.map(\.2) == [.leaveBefore, .leaveBefore, .leaveBefore, .arriveAfter])
    }

    @Test func theSamePairVisitedTwiceGetsTwoWindowsAndOtherCitiesDoNotMatter() throws {
        let t = trip(
            days: 5,
            games: [
                game("a1", day: 1, in: "A"), game("b2", day: 2, in: "B"), game("c3", day: 3, in: "C"),
                game("a4", day: 4, in: "A"), game("b5", day: 5, in: "B"),
            ],
            items: [leg("l", day: 1, 5, from: "A", to: "B")])
        let s = try session("l", t)
        #expect(s.verdictMap == "✗✓|✓✗|✗✗|✗✓|✓✗")
        #expect(s.barriers == ["a1", "b2", "a4", "b5"])
    }

    @Test func barrierGamesAreTheGamesJustOutsideTheWindow() throws {
        let t = trip(
            days: 4,
            games: [
                game("a1", day: 1, in: "A"), game("a2", day: 2, in: "A"),
                game("b3", day: 3, in: "B"), game("b4", day: 4, in: "B"),
            ],
            items: [leg("l", day: 2, 5, from: "A", to: "B")])
        let s = try session("l", t)
        #expect(s.verdictMap == "✗✗|✗✓|✓✗|✗✗")
        #expect(s.barriers == ["a2", "b3"])
    }

    @Test func aLegToACityWithoutGamesIsBoundedOnThatSideOnlyByTheTripEnd() throws {
        let games = [game("a", day: 1, in: "Boston"), game("b", day: 3, in: "Philadelphia")]
        let out = trip(days: 3, games: games, items: [leg("l", day: 2, 1, from: "Boston", to: "Chicago")])
        let outSession = try session("l", out)
        #expect(outSession.verdictMap == "✗✓|✓|✓✓")
        #expect(outSession.barriers == ["a"])

        let inbound = trip(days: 3, games: games, items: [leg("l", day: 2, 1, from: "Chicago", to: "Philadelphia")])
        let inSession = try session("l", inbound)
        #expect(inSession.verdictMap == "✓✓|✓|✓✗")
        #expect(inSession.barriers == ["b"])

        let nowhere = trip(days: 3, games: games, items: [leg("l", day: 2, 1, from: "Chicago", to: "Denver")])
        let free = try session("l", nowhere)
        #expect(free.verdicts.allSatisfy { $0.isAllowed })
        #expect(free.barriers.isEmpty)
    }

    @Test func citiesCompareTrimmedAndCaseInsensitively() throws {
        let t = trip(
            days: 2, games: [game("a", day: 1, in: "  boston "), game("b", day: 2, in: "NEW YORK")],
            items: [leg("l", day: 1, 5, from: "Boston", to: "new york\t")])
        #expect(try session("l", t).verdictMap == "✗✓|✓✗")
    }

    @Test func aCustomItemMayGoAnywhereIncludingBetweenGames() throws {
        let t = trip(
            days: 3,
            games: [
                game("a1", day: 1, at: "13:00", in: "A"), game("b1", day: 1, at: "19:00", in: "B"),
                game("a3", day: 3, in: "A"),
            ],
            items: [note("n", day: 2, 1), leg("l", day: 1, 0.5, from: "A", to: "B")])
        let s = try session("n", t)
        #expect(s.verdictMap == "✓✓✓✓|✓|✓✓")
        #expect(s.barriers.isEmpty)
        #expect(s.verdicts.indices.allSatisfy { s.reason(atSlot: $0) == nil })
    }

    @Test func aLoadedLegInAForbiddenSlotGetsAWarningReasonFromTripCheck() throws {
        let json = """
            {"format": "itin/1", "trips": [{"id": "t", "name": "T", "order": 1, "start": "2026-06-12", "days": 2,
              "games": [{"id": "g1", "day": 1, "time": "19:10", "away": "Yankees", "home": "Red Sox", "venue": "Fenway Park", "city": "Boston"},
                        {"id": "g2", "day": 2, "time": "19:05", "away": "Blue Jays", "home": "Yankees", "venue": "Yankee Stadium", "city": "New York"}],
              "items": [{"id": "early", "kind": "travel", "day": 1, "sortOrder": -1, "from": "Boston", "to": "New York"},
                        {"id": "fine", "kind": "travel", "day": 2, "sortOrder": -1, "from": "Boston", "to": "New York"},
                        {"id": "late", "kind": "travel", "day": 2, "sortOrder": 3, "from": "Boston", "to": "New York"},
                        {"id": "note", "kind": "custom", "day": 1, "sortOrder": -5, "title": "Anything goes"}]}]}
            """
        let t = try #require(try LibraryDecoder.decode(Array(json.utf8)).trips.first)
        let check = TripCheck(TripLayout(t))
        #expect(check.problems.map(\.itemID) == ["early", "late"])
        #expect(
            check.reason(for: "early")?.description
                == "Boston → New York can't leave before Yankees @ Red Sox (Day 1, 19:10)")
        #expect(
            check.reason(for: "late")?.description
                == "Boston → New York can't arrive after Blue Jays @ Yankees (Day 2, 19:05)")
        #expect(check.reason(for: "fine") == nil && check.reason(for: "note") == nil)
    }

    @Test func aMisplacedLegCanBeMovedIntoAnAllowedSlot() throws {
        let t = trip(
            days: 2, games: [game("a", day: 1, in: "A"), game("b", day: 2, in: "B")],
            items: [leg("l", day: 2, 5, from: "A", to: "B")])
        #expect(problems(t).keys.sorted() == ["l"])
        let s = try session("l", t)
        #expect(!s.currentVerdict.isAllowed)
        let fixed = try dropped("l", in: t, day: 2, index: 0)
        #expect(problems(fixed).isEmpty)
    }

    /// TripCheck (a loaded file) and the drag session (a grab) judge every slot alike.
    @Test(arguments: [
        trip(
            days: 4,
            games: [
                game("a1", day: 1, in: "A"), game("b2", day: 2, in: "B"), game("a3", day: 3, in: "A"),
                game("b4", day: 4, in: "B"),
            ],
            items: [leg("l", day: 2, 5, from: "A", to: "B"), note("n", day: 3, 1)]),
        trip(
            days: 3,
            games: [
                game("a", day: 1, at: "13:00", in: "A"), game("b", day: 1, at: "19:00", in: "B"),
                game("c", day: 2, in: "C"),
            ],
            items: [leg("l", day: 3, 1, from: "C", to: "A"), note("n", day: 1, 0.5)]),
        trip(
            days: 2, games: [game("b", day: 1, in: "B"), game("a", day: 2, in: "A")],
            items: [leg("l", day: 1, -1, from: "A", to: "B")]),
    ])
    func tripCheckAgreesWithTheDragSessionOnEverySlot(_ t: Trip) throws {
        let s = try session("l", t)
        for slot in 0..<s.slotCount {
            let (day, index) = s.position(ofSlot: slot)
            let placement = SortKeys.place(inDay: day, entries: s.entries(ofDay: day), at: index)
            let placed = try applying(.move(trip: t.id, item: "l", to: placement), to: t)
            #expect(TripCheck(TripLayout(placed)).reason(for: "l") == s.reason(atSlot: slot), "slot \(slot)")
        }
    }
}
