import ItinTestSupport
import Testing

@testable import ItineraryCore

/// A doubleheader (two games at one ballpark on one day) under each combination of `--fly` and
/// `--two-a-day` (docs/suggest.md): it is one stop, left after its last game, unless the day
/// goes on to a second ballpark, when it is left after its first and only that game is said
/// and written. Held to `FlySuggestTests`' exhaustive search and validator on random small
/// seasons of near cities, where a second ballpark the same day is often in reach.
@Suite struct DoubleheaderSuggestTests {
    typealias Fly = FlySuggestTests

    /// Near enough for a day game and a night game (and a city with no airport near).
    static let cities = [
        "Bronx", "Queens", "Philadelphia", "Baltimore", "Washington", "Boston", "Pittsburgh", "Cleveland", "Detroit",
        "Chicago", "Milwaukee", "Cincinnati", "Nowhere",
    ]
    static let singles = [(12, 35), (13, 5), (16, 5), (18, 40), (19, 5), (19, 10), (20, 10)]
    static let doubles = [((12, 35), (18, 35)), ((13, 5), (18, 35)), ((13, 10), (19, 5)), ((16, 5), (20, 10))]

    /// A season of up to `most` venues and 9 days, half of its ballpark days doubleheaders,
    /// with the flags given.
    static func season(_ random: inout SeasonRandom, most: Int, fly: Bool, twoADay: Bool, every: Bool) -> (
        events: [ScheduleEvent], request: SuggestRequest
    ) {
        var names = cities
        random.shuffle(&names)
        let venues = 2 + random.below(most - 1)
        // Fewer days than venues now and then: a day of two ballparks is what fits them in.
        let days = max(2, venues - 2) + random.below(every ? 4 : 5)
        let from = CalendarDate(year: 2026, month: 6, day: 1 + random.below(20))!
        let density = 4 + random.below(6)
        var events: [ScheduleEvent] = []
        for v in 0..<venues {
            let city = names[v]
            func game(_ date: CalendarDate, _ time: (Int, Int)) {
                events.append(
                    ScheduleEvent(
                        line: events.count + 1,
                        start: LocalDateTime(date: date, time: TimeOfDay(hour: time.0, minute: time.1)!),
                        away: "\(names[(v + 1) % venues]) Nine", home: "\(city) Nine", venue: "\(city) Park",
                        city: city, tz: Fly.places.resolve(city)!.zone))
            }
            for d in 0..<days where random.below(10) < density {
                if random.below(2) == 0 {
                    let (early, late) = doubles[random.below(doubles.count)]
                    game(from.adding(days: d), early)
                    game(from.adding(days: d), late)
                } else {
                    game(from.adding(days: d), singles[random.below(singles.count)])
                }
            }
        }
        if events.isEmpty { return season(&random, most: most, fly: fly, twoADay: twoADay, every: every) }
        let limits = fly ? [0, 150, 400, 700] : [150, 400, 700]
        let request = SuggestRequest(
            from: from, to: from.adding(days: days - 1),
            start: random.below(5) == 0 ? names[random.below(names.count)] : nil,
            end: random.below(5) == 0 ? names[random.below(names.count)] : nil,
            maxMiles: limits[random.below(limits.count)], top: 1 + random.below(3), fly: fly, twoADay: twoADay)
        return (events, request)
    }

    static let combinations = [(false, false), (true, false), (false, true), (true, true)]

    /// The games a trip sees at each stop, said and written: a doubleheader whose day goes on
    /// to another ballpark shows and writes its first game only, any other stop all of its
    /// games. Returns how many stops were left after their first game.
    static func checkGames(_ trip: SuggestedTrip, _ graph: SuggestGraph) throws -> Int {
        let input = graph.input
        let text = SuggestedTripText(trip, in: graph)
        let lines = text.stopLines().filter { !$0.hasPrefix("  ") }
        #expect(lines.count == trip.stops.count)
        let made = try text.added(to: Library(), name: "Doubles")
        let written = made.library.trip(made.tripID)!.games
        var leftEarly = 0
        var expected = 0
        for (i, s) in trip.stops.enumerated() {
            let stop = input.stops[s]
            let goesOn = i + 1 < trip.stops.count && input.stops[trip.stops[i + 1]].date == stop.date
            let seen = goesOn ? 1 : stop.games.count
            if goesOn && stop.games.count > 1 { leftEarly += 1 }
            expected += seen
            let times = stop.games.map(\.start.time.description)
            for (g, time) in times.enumerated() {
                #expect(
                    lines[i].contains(time) == (g < seen) || times.filter({ $0 == time }).count > 1,
                    "\(lines[i]) (game \(g) of \(times.count))")
            }
            let venue = input.venues[stop.venue]
            let here = written.filter {
                $0.venue == venue.name && $0.day == stop.date.dayNumber - text.firstDate.dayNumber + 1
            }
            #expect(here.count == seen, "\(lines[i])")
        }
        #expect(written.count == expected)
        return leftEarly
    }

    /// The most-ballparks search (up to 6 venues, 8 days): its best is the exhaustive best, every trip keeps the rules,
    /// and its words and games are those seen.
    @Test func theBestWithDoubleheadersIsTheExhaustiveBest() throws {
        var random = SeasonRandom(seed: 52)
        var leftEarly = 0
        for round in 0..<40 {
            let (fly, twoADay) = Self.combinations[round % 4]
            let (events, request) = Self.season(&random, most: 6, fly: fly, twoADay: twoADay, every: false)
            let input = try SuggestInput([Schedule(games: events)], request: request, places: Fly.places)
            let graph = SuggestGraph(input)
            let result = SuggestSearch().run(graph)
            #expect(result.exact)
            #expect(result.trips.first?.score == Fly.exhaustive(input, every: false), "\(request)")
            for trip in result.trips {
                let (score, broken) = Fly.validate(trip, graph)
                #expect(broken == nil, "\(broken ?? "") \(request)")
                #expect(score == trip.score, "\(request)")
                leftEarly += try Self.checkGames(trip, graph)
            }
        }
        #expect(leftEarly > 5)
    }

    /// The same for `--every` (up to 6 venues, 7 days): the proven fewest days and their miles.
    @Test func theFewestWithDoubleheadersAreTheExhaustiveFewest() throws {
        var random = SeasonRandom(seed: 53)
        var found = 0
        var leftEarly = 0
        for round in 0..<80 {
            let (fly, twoADay) = Self.combinations[round % 4]
            let (events, request) = Self.season(&random, most: 6, fly: fly, twoADay: twoADay, every: true)
            let input = try SuggestInput([Schedule(games: events)], request: request, places: Fly.places)
            let graph = SuggestGraph(input, drives: false)
            let result = EverySearch().run(graph)
            #expect(result.exact)
            #expect(result.trip?.score == Fly.exhaustive(input, every: true), "\(request)")
            if let trip = result.trip {
                let (score, broken) = Fly.validate(trip, graph, every: true)
                #expect(broken == nil, "\(broken ?? "") \(request)")
                #expect(score == trip.score)
                #expect(result.provenFewest)
                leftEarly += try Self.checkGames(trip, graph)
                found += 1
            }
        }
        #expect(found > 15)
        #expect(leftEarly > 2)
    }

    /// Wrigley's doubleheader at 13:05 and 18:35, Milwaukee at 19:10 that day and the next: with
    /// `--two-a-day` one day (Wrigley's first game, then the drive north), said and written so;
    /// without it two days, the doubleheader whole.
    @Test func aDoubleheaderIsLeftAfterItsFirstGameWhenTheDayGoesOn() throws {
        let day1 = CalendarDate(year: 2026, month: 6, day: 6)!
        func game(_ date: CalendarDate, _ hour: Int, _ minute: Int, _ city: String) -> ScheduleEvent {
            ScheduleEvent(
                line: 1, start: LocalDateTime(date: date, time: TimeOfDay(hour: hour, minute: minute)!),
                away: "Visitors", home: "\(city) Nine", venue: "\(city) Park", city: city, tz: "America/Chicago",
                uid: "\(city)-\(date)-\(hour)")
        }
        let events = [
            game(day1, 13, 5, "Chicago"), game(day1, 18, 35, "Chicago"), game(day1, 19, 10, "Milwaukee"),
            game(day1.adding(days: 1), 19, 10, "Milwaukee"),
        ]
        for (fly, twoADay) in Self.combinations {
            let request = SuggestRequest(from: day1, to: day1.adding(days: 1), fly: fly, twoADay: twoADay)
            let input = try SuggestInput([Schedule(games: events)], request: request, places: Fly.places)
            let graph = SuggestGraph(input, drives: false)
            let result = EverySearch().run(graph)
            let trip = try #require(result.trip)
            #expect(result.provenFewest)
            #expect(trip.score.days == (twoADay ? 1 : 2), "fly \(fly), two a day \(twoADay)")
            let lines = SuggestedTripText(trip, in: graph).stopLines()
            let chicago = try #require(lines.first { $0.contains("Chicago Park") })
            #expect(chicago.contains("13:05") && chicago.contains("18:35") == !twoADay, "\(lines)")
            #expect(try Self.checkGames(trip, graph) == (twoADay ? 1 : 0))
        }
    }

    /// A doubleheader of two matchups (Reds, then a makeup with the Mets) at Wrigley and a night
    /// game in Milwaukee: a trip that leaves Wrigley after its first game has not seen the Mets,
    /// so with `--must Mets` the best trip stays for both games.
    @Test func aMustInTheSecondGameIsNotSeenByLeavingAfterTheFirst() throws {
        let day = CalendarDate(year: 2026, month: 6, day: 6)!
        func game(_ hour: Int, _ minute: Int, _ away: String, _ city: String) -> ScheduleEvent {
            ScheduleEvent(
                line: 1, start: LocalDateTime(date: day, time: TimeOfDay(hour: hour, minute: minute)!), away: away,
                home: "\(city) Nine", venue: "\(city) Park", city: city, tz: "America/Chicago",
                uid: "\(city)-\(hour)")
        }
        let events = [
            game(13, 5, "Reds", "Chicago"), game(18, 35, "Mets", "Chicago"), game(19, 10, "Twins", "Milwaukee"),
        ]
        for must in [[], ["Mets"], ["Reds"]] {
            let request = SuggestRequest(from: day, to: day, musts: must, top: 1, twoADay: true)
            let input = try SuggestInput([Schedule(games: events)], request: request, places: Fly.places)
            let graph = SuggestGraph(input)
            let best = try #require(SuggestSearch().run(graph).trips.first)
            #expect(best.score.venues == (must == ["Mets"] ? 1 : 2), "\(must)")
            let made = try SuggestedTripText(best, in: graph).added(to: Library(), name: "Must")
            let written = made.library.trip(made.tripID)!.games
            for team in must { #expect(written.contains { $0.away == team }, "\(must)") }
        }
    }
}
