import Foundation
import ItinTestSupport
import Testing

@testable import ItineraryCore

/// Every ballpark in the fewest days (docs/suggest.md): `itin suggest --every`, held to an
/// exhaustive search written here on random small seasons, every trip it proposes checked by
/// a validator of this file's own arithmetic (with the travel model's numbers given to it),
/// the bound never above a trip found, and the model's numbers changing the answer.
@Suite struct EverySearchTests {
    static let places = PlaceResolver()
    static let zones = ZoneCache.shared

    /// The paper's model (SAS101-2014): straight-line miles at 60 mph, 4-hour games, no margin.
    static var paper: TravelModel {
        var model = TravelModel()
        model.roadFactor = 1
        model.driveMPH = 60
        model.gameHours = 4
        model.arriveBeforeMinutes = 0
        return model
    }

    // MARK: - A validator and an exhaustive search of their own

    /// The numbers the checks use, read off the model here (not through its functions).
    struct Numbers {
        let roadFactor: Double, mph: Double, gameSeconds: Int64, marginSeconds: Int64

        init(_ model: TravelModel) {
            roadFactor = model.roadFactor
            mph = model.driveMPH
            gameSeconds = Int64(model.gameHours * 3600)
            marginSeconds = Int64(model.arriveBeforeMinutes * 60)
        }

        /// Great-circle × the road factor, whole miles; none within 30 miles.
        func drive(_ a: Coordinates, _ b: Coordinates) -> Int {
            let gc = GreatCircle.miles(a, b, radius: 3958.8)
            return gc <= 30 ? 0 : Int((gc * roadFactor).rounded())
        }
    }

    /// A stop's times and place, from its games.
    struct Timed {
        let date: CalendarDate
        let venue: String
        let place: Coordinates
        let arriveBy: Int64
        let leaveAt: Int64
        let first: Int64
    }

    static func timed(_ stop: SuggestStop, _ input: SuggestInput, _ numbers: Numbers) -> Timed {
        let instants = stop.games.map { g in zones.zone(g.zone)!.utc(fromLocal: g.start) }
        let venue = input.venues[stop.venue]
        return Timed(
            date: stop.date, venue: "\(venue.name)|\(venue.city)", place: places.resolve(venue.city)!.coordinates,
            arriveBy: instants.min()! - numbers.marginSeconds, leaveAt: instants.max()! + numbers.gameSeconds,
            first: instants.min()!)
    }

    static func fits(_ a: Timed, _ b: Timed, limit: Int, _ numbers: Numbers) -> Bool {
        let days = b.date.dayNumber - a.date.dayNumber
        let miles = numbers.drive(a.place, b.place)
        return days >= 1 && miles <= limit * days
            && Double(miles) / numbers.mph * 3600 <= Double(b.arriveBy - a.leaveAt)
    }

    /// The venues the schedules' window has games at, as names.
    static func venueNames(_ input: SuggestInput) -> Set<String> {
        Set(input.venues.map { "\($0.name)|\($0.city)" })
    }

    /// Whether a trip keeps every rule and sees every venue once, and its score (days from the
    /// first game to the last) worked out here; the rule it breaks when it breaks one.
    static func validate(_ trip: SuggestedTrip, _ input: SuggestInput) -> (score: SuggestScore?, broken: String?) {
        let r = input.request
        let numbers = Numbers(r.model)
        let stops = trip.stops.map { timed(input.stops[$0], input, numbers) }
        guard !stops.isEmpty else { return (nil, "no stops") }
        var miles = 0
        for (i, s) in stops.enumerated() {
            if s.date < r.from || s.date > r.to { return (nil, "stop \(i) outside the window") }
            if i > 0 {
                if s.date <= stops[i - 1].date { return (nil, "two stops on one day, or out of order") }
                if !fits(stops[i - 1], s, limit: r.maxMiles, numbers) { return (nil, "drive \(i) does not fit") }
                miles += numbers.drive(stops[i - 1].place, s.place)
            }
        }
        if stops.map(\.venue).count != Set(stops.map(\.venue)).count { return (nil, "a venue twice") }
        if Set(stops.map(\.venue)) != venueNames(input) { return (nil, "not every venue") }
        if let start = r.start {
            let m = numbers.drive(places.resolve(start)!.coordinates, stops[0].place)
            if m > r.maxMiles { return (nil, "the drive from --start is too long") }
            miles += m
        }
        if let end = r.end {
            let m = numbers.drive(stops.last!.place, places.resolve(end)!.coordinates)
            if m > r.maxMiles { return (nil, "the drive to --end is too long") }
            miles += m
        }
        let days = stops.last!.date.dayNumber - stops[0].date.dayNumber + 1
        return (SuggestScore(venues: stops.count, miles: miles, days: days, firstInstant: stops[0].first), nil)
    }

    /// Every trip that sees each venue once, tried one by one: the best by days, miles, start.
    static func exhaustive(_ input: SuggestInput) -> SuggestScore? {
        let r = input.request
        let numbers = Numbers(r.model)
        let timed = input.stops.map { Self.timed($0, input, numbers) }
        let all = venueNames(input).count
        let lastDay = r.to.dayNumber
        let n = timed.count
        var fit = [Bool](repeating: false, count: n * n)
        for a in 0..<n { for b in 0..<n { fit[a * n + b] = fits(timed[a], timed[b], limit: r.maxMiles, numbers) } }
        let start = r.start.map { places.resolve($0)!.coordinates }
        let end = r.end.map { places.resolve($0)!.coordinates }
        var best: SuggestScore?
        var path: [Int] = []
        var seen: Set<String> = []
        func better(_ a: SuggestScore, _ b: SuggestScore) -> Bool {
            (a.days, a.miles, a.firstInstant) < (b.days, b.miles, b.firstInstant)
        }
        func visit(_ miles: Int) {
            let last = path.last!
            if path.count == all {
                let endMiles = end.map { numbers.drive(timed[last].place, $0) } ?? 0
                guard endMiles <= r.maxMiles else { return }
                let days = timed[last].date.dayNumber - timed[path[0]].date.dayNumber + 1
                let score = SuggestScore(
                    venues: all, miles: miles + endMiles, days: days, firstInstant: timed[path[0]].first)
                if best.map({ better(score, $0) }) ?? true { best = score }
                return
            }
            // Only what could still see every venue, a day each, before the window ends.
            guard lastDay - timed[last].date.dayNumber >= all - path.count else { return }
            for next in 0..<n where fit[last * n + next] && !seen.contains(timed[next].venue) {
                path.append(next)
                seen.insert(timed[next].venue)
                visit(miles + numbers.drive(timed[last].place, timed[next].place))
                seen.remove(timed[next].venue)
                path.removeLast()
            }
        }
        for first in 0..<n {
            let miles = start.map { numbers.drive($0, timed[first].place) } ?? 0
            guard miles <= r.maxMiles else { continue }
            path = [first]
            seen = [timed[first].venue]
            visit(miles)
        }
        return best
    }

    // MARK: - Random small seasons

    static func randomSeason(_ random: inout SeasonRandom) -> (events: [ScheduleEvent], request: SuggestRequest) {
        var names = SuggestTests.cities
        random.shuffle(&names)
        let venues = 2 + random.below(7)  // 2…8
        let days = venues + random.below(4)
        let from = CalendarDate(year: 2026, month: 6, day: 1 + random.below(20))!
        let density = 4 + random.below(6)  // of 10
        let events = SuggestTests.games(names, venues: venues, days: days, from: from, density: density, &random)
        let request = SuggestRequest(
            from: from, to: from.adding(days: days - 1),
            start: random.below(3) == 0 ? names[random.below(names.count)] : nil,
            end: random.below(3) == 0 ? names[random.below(names.count)] : nil,
            maxMiles: [150, 250, 350, 500][random.below(4)],
            model: random.below(3) == 0 ? paper : .standard)
        return (events, request)
    }

    /// Random small seasons (up to 8 venues): the search's trip has the exhaustive search's
    /// score (fewest days, then miles, then start) every time, proven, and keeps every rule;
    /// where the exhaustive search finds none, neither does the search, and it says it is sure.
    @Test func theProvenFewestIsTheExhaustiveFewest() throws {
        var random = SeasonRandom(seed: 40)
        var found = 0
        var none = 0
        for _ in 0..<120 {
            let (events, request) = Self.randomSeason(&random)
            let input = try SuggestInput([Schedule(games: events)], request: request)
            let result = EverySearch().run(SuggestGraph(input, drives: false))
            let truth = Self.exhaustive(input)
            #expect(result.exact, "\(request)")
            #expect(result.trip?.score == truth, "\(request) \(events.count) games")
            if let trip = result.trip {
                let (score, broken) = Self.validate(trip, input)
                #expect(broken == nil, "\(broken ?? "")")
                #expect(score == trip.score)
                #expect(result.provenFewest)
                #expect(result.lowerBound == trip.score.days)
                found += 1
            } else {
                none += 1
            }
        }
        #expect(found > 40)
        #expect(none > 5)
    }

    // MARK: - Bounds worked out by hand

    /// Boston and Seattle, a game at each every day: 2,486 miles by the great circle, × 1.2 is
    /// 2,983 by road, six days of driving at 500 a day, so the fewest is seven days (Boston
    /// first: an earlier first pitch in the east); at 1,000 a day, three days of driving.
    @Test func aLongDriveTakesItsDays() throws {
        let from = CalendarDate(year: 2026, month: 6, day: 1)!
        var events: [ScheduleEvent] = []
        for d in 0..<10 {
            for (city, team) in [("Boston", "Red Sox"), ("Seattle", "Mariners")] {
                events.append(
                    ScheduleEvent(
                        line: events.count + 1,
                        start: LocalDateTime(date: from.adding(days: d), time: TimeOfDay(hour: 19, minute: 10)!),
                        away: "Visitors", home: team, venue: "\(team) Park", city: city, tz: nil))
            }
        }
        let gc = GreatCircle.miles(
            Self.places.resolve("Boston")!.coordinates, Self.places.resolve("Seattle")!.coordinates, radius: 3958.8)
        #expect(Int((gc * 1.2).rounded()) == 2983)
        for (limit, days) in [(500, 7), (1_000, 4)] {
            let input = try SuggestInput(
                [Schedule(games: events)],
                request: SuggestRequest(from: from, to: from.adding(days: 9), maxMiles: limit))
            let result = EverySearch().run(SuggestGraph(input, drives: false))
            let trip = try #require(result.trip)
            #expect(trip.score.days == days)
            #expect(trip.score.miles == 2983)
            #expect(result.provenFewest && result.exact)
            #expect(input.stops[trip.stops[0]].date == from)
            #expect(input.venues[input.stops[trip.stops[0]].venue].city == "Boston")
            #expect(EveryTables(SuggestGraph(input, drives: false)).treeDays + 1 == days)
        }
    }

    /// No trip sees them all: the search is sure of it, and the trip seeing the most leaves out
    /// the one that cannot be fitted in.
    @Test func noTripNamesWhatCannotBeFitted() throws {
        let from = CalendarDate(year: 2026, month: 6, day: 1)!
        func game(_ day: Int, _ team: String, _ city: String) -> ScheduleEvent {
            ScheduleEvent(
                line: day, start: LocalDateTime(date: from.adding(days: day), time: TimeOfDay(hour: 19, minute: 10)!),
                away: "Visitors", home: team, venue: "\(team) Park", city: city, tz: nil)
        }
        let events = [
            game(0, "Red Sox", "Boston"), game(1, "Yankees", "Bronx"), game(2, "Red Sox", "Boston"),
            game(2, "Mariners", "Seattle"),
        ]
        let input = try SuggestInput(
            [Schedule(games: events)], request: SuggestRequest(from: from, to: from.adding(days: 2)))
        let result = EverySearch().run(SuggestGraph(input, drives: false))
        #expect(result.trip == nil)
        #expect(result.exact)
        #expect(!result.provenFewest)
        #expect(EverySearch.leftOut(input).map(\.name) == ["Mariners Park"])
    }

    // MARK: - Generated seasons

    /// 15 of a generated season's ballparks over a month: proven fewest, and valid.
    @Test func fifteenBallparksOverAMonthAreProven() throws {
        let season = SampleSeason(seed: 1)
        let only = season.teams.prefix(15).map(\.venue)
        let from = CalendarDate(year: 2026, month: 7, day: 1)!
        let input = try SuggestInput(
            [Schedule(games: season.events)],
            request: SuggestRequest(from: from, to: from.adding(days: 29), only: only))
        #expect(input.venues.count == 15)
        var search = EverySearch()
        search.budget = .seconds(120)
        let result = search.run(SuggestGraph(input, drives: false))
        let trip = try #require(result.trip)
        #expect(result.provenFewest, "\(trip.score) bound \(result.lowerBound)")
        #expect(Self.validate(trip, input).broken == nil)
        #expect(Self.validate(trip, input).score == trip.score)
    }

    /// A whole generated 30-team season with a short budget: a valid trip, and a bound of at
    /// least one day a ballpark that never exceeds its days.
    @Test(arguments: [1, 2] as [UInt64]) func aWholeSeasonHasATripAndABound(seed: UInt64) throws {
        let season = SampleSeason(seed: seed)
        let span = try #require(SuggestInput.span([Schedule(games: season.events)]))
        let input = try SuggestInput(
            [Schedule(games: season.events)], request: SuggestRequest(from: span.from, to: span.to))
        try EverySearch.check(input)
        #expect(input.venues.count == 30)
        var search = EverySearch()
        search.budget = .seconds(4)
        let result = search.run(SuggestGraph(input, drives: false))
        let trip = try #require(result.trip)
        #expect(Self.validate(trip, input).broken == nil)
        #expect(Self.validate(trip, input).score == trip.score)
        #expect(result.lowerBound >= 30)
        #expect(result.lowerBound <= trip.score.days)
    }

    // MARK: - The travel model

    /// The paper's model (straight lines at 60 mph, 4-hour games, no margin) gives another
    /// answer on the same schedules, each one checked with its own model's numbers.
    @Test func thePapersModelChangesTheAnswer() throws {
        let season = SampleSeason(seed: 3)
        let only = season.teams.prefix(8).map(\.venue)
        let from = CalendarDate(year: 2026, month: 6, day: 1)!
        var answers: [SuggestScore] = []
        for model in [TravelModel.standard, Self.paper] {
            let input = try SuggestInput(
                [Schedule(games: season.events)],
                request: SuggestRequest(from: from, to: from.adding(days: 29), maxMiles: 400, only: only, model: model))
            let result = EverySearch().run(SuggestGraph(input, drives: false))
            let trip = try #require(result.trip)
            #expect(result.exact)
            #expect(Self.validate(trip, input).broken == nil)
            #expect(Self.validate(trip, input).score == trip.score)
            answers.append(trip.score)
        }
        #expect(answers[0] != answers[1])
        #expect(answers[1].miles < answers[0].miles)
    }

    // MARK: - Bad input

    @Test func onlyNamesVenuesOfTheSchedules() throws {
        let season = SampleSeason(seed: 1)
        let june = CalendarDate(year: 2026, month: 6, day: 1)!
        func problem(_ request: SuggestRequest) -> SuggestProblem? {
            do { try EverySearch.check(try SuggestInput([Schedule(games: season.events)], request: request)) } catch {
                return error
            }
            return nil
        }
        #expect(
            problem(SuggestRequest(from: june, to: june.adding(days: 20), only: ["Fenway Park", "Nowhere Field"]))
                == .usage("--only Nowhere Field: no venue of that name in the schedules"))
        // Folded as place names are: case and spacing.
        #expect(
            problem(SuggestRequest(from: june, to: june.adding(days: 20), only: ["fenway  PARK", "Wrigley Field"]))
                == nil)
        // A venue with no game in the window: no trip, naming it.
        let one = problem(SuggestRequest(from: june, to: june, only: season.teams.map(\.venue)))
        #expect(
            one?.description.hasPrefix("no trip sees every ballpark: no game between 2026-06-01 and 2026-06-01 at ")
                == true)
    }
}
