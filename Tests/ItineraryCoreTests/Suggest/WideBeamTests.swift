import ItinTestSupport
import Testing

@testable import ItineraryCore

/// `itin suggest --every` on a generated 30-team season, under each combination of `--fly` and
/// `--two-a-day`, held to `WideBeam` (a plain beam 2,000 wide from every first day): its trip is
/// never longer than the beam's, and the beam's trip (itself re-checked by `FlySuggestTests`'
/// validator) is never shorter than the bound the search proved. Twelve ballparks of the east
/// and the middle over three weeks here, to keep to seconds in a debug build; `make bench`
/// holds the whole season to the beam (`itin-bench every`).
@Suite struct WideBeamTests {
    static let season = SampleSeason(seed: 1)
    static let only = [
        "Fenway Park", "Yankee Stadium", "Citi Field", "Citizens Bank Park", "Oriole Park at Camden Yards",
        "Nationals Park", "PNC Park", "Progressive Field", "Comerica Park", "Wrigley Field", "Busch Stadium",
        "Target Field",
    ]

    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func neverWorseThanAWideBeam(fly: Bool, twoADay: Bool) throws {
        let from = CalendarDate(year: 2026, month: 7, day: 1)!
        let request = SuggestRequest(
            from: from, to: from.adding(days: 20), only: Self.only, fly: fly, twoADay: twoADay)
        let input = try SuggestInput([Schedule(games: Self.season.events)], request: request)
        let graph = SuggestGraph(input, drives: false)
        let result = EverySearch().run(graph)
        let found = try #require(result.trip)
        let beam = try #require(WideBeam.every(graph, width: 2_000))
        let beamTrip = SuggestedTrip(
            stops: beam.stops,
            score: SuggestScore(
                venues: beam.stops.count, miles: beam.miles, days: beam.days,
                firstInstant: input.stops[beam.stops[0]].firstInstant))
        for trip in [found, beamTrip] {
            let (score, broken) = FlySuggestTests.validate(trip, graph, every: true)
            #expect(broken == nil, "\(broken ?? "")")
            #expect(score?.days == trip.score.days && score?.miles == trip.score.miles)
            #expect(Set(trip.stops.map { input.stops[$0].venue }).count == Self.only.count)
        }
        #expect(found.score.days <= beam.days, "search \(found.score), beam \(beam)")
        #expect(beam.days >= result.lowerBound, "beam \(beam), bound \(result.lowerBound)")
    }
}
