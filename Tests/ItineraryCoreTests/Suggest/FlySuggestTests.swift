import Foundation
import ItinTestSupport
import Synchronization
import Testing

@testable import ItineraryCore

/// `itin suggest --fly` and `--two-a-day` (docs/suggest.md): both searches held to an exhaustive search written
/// here on random small seasons of far-apart cities, every trip they propose re-checked by a
/// validator of this file's own arithmetic that knows the flags (a flight only between airports
/// within 75 miles of each ballpark, `--max-miles` on the drives only, each hop made in the
/// hours the zones give, no third ballpark in a day), and the words and legs a flight gets.
@Suite struct FlySuggestTests {
    static let zones = ZoneCache.shared
    /// The test's own places: the gazetteer's, and one town far from any airport.
    static let places = PlaceResolver(own: [
        PlaceKey.fold("Nowhere")!: Place(
            kind: .city, name: "Nowhere", coordinates: Coordinates(latitude: 62.5, longitude: -101.0),
            zone: "America/Winnipeg")
    ])

    // MARK: - The rules by hand

    /// A stop's times, town and ballpark point, from its games.
    struct Timed {
        let date: CalendarDate
        let venue: String
        let town: Coordinates
        let point: Coordinates
        let arriveBy: Int64
        let leaveAt: Int64
        /// When its first game ends: a doubleheader may be left then when the day goes on.
        let firstLeave: Int64
        let first: Int64
    }

    static func timed(_ stop: SuggestStop, _ input: SuggestInput) -> Timed {
        let instants = stop.games.map { g in zones.zone(g.zone)!.utc(fromLocal: g.start) }
        let venue = input.venues[stop.venue]
        let town = places.resolve(venue.city)!.coordinates
        return Timed(
            date: stop.date, venue: "\(venue.name)|\(venue.city)", town: town,
            point: Venues.named(venue.name)?.coordinates ?? town,
            arriveBy: instants.min()! - 3600, leaveAt: instants.max()! + 3 * 3600,
            firstLeave: instants.min()! + 3 * 3600, first: instants.min()!)
    }

    static func gc(_ a: Coordinates, _ b: Coordinates) -> Double { GreatCircle.miles(a, b, radius: 3958.8) }

    /// By car: great-circle × 1.2 whole miles, none within 30 miles, at 55 mph.
    static func drive(_ a: Coordinates, _ b: Coordinates) -> Int {
        gc(a, b) <= 30 ? 0 : Int((gc(a, b) * 1.2).rounded())
    }

    static func driveSeconds(_ miles: Int) -> Double { Double(miles) / 55 * 3600 }

    /// A way a hop is made: its miles, its time door to door, and the airports when flown.
    struct Way: Equatable, Sendable {
        let miles: Int
        let seconds: Double
        let airports: (String, String)?

        static func == (a: Way, b: Way) -> Bool {
            a.miles == b.miles && a.seconds == b.seconds && a.airports?.0 == b.airports?.0
                && a.airports?.1 == b.airports?.1
        }
    }

    /// The airports with a code within 75 miles, and the drive to each, that keep within the limit.
    static func airports(_ point: Coordinates, limit: Int) -> [(code: String, at: Coordinates, miles: Int)] {
        Gazetteer.shared.airports(near: point, within: 80, radius: 3958.8).compactMap { found in
            guard gc(point, found.airport.coordinates) <= 75, case .airport(let code) = found.airport.kind else {
                return nil
            }
            let miles = drive(point, found.airport.coordinates)
            return miles <= limit ? (code, found.airport.coordinates, miles) : nil
        }
    }

    /// The fastest flight door to door between two points (two different airports), worked
    /// out once a pair.
    static func flight(_ a: Coordinates, _ b: Coordinates, limit: Int) -> Way? {
        let key = "\(a.latitude),\(a.longitude),\(b.latitude),\(b.longitude),\(limit)"
        if let known = flights.withLock({ $0[key] }) { return known }
        let way = fastest(a, b, limit: limit)
        flights.withLock { $0[key] = .some(way) }
        return way
    }

    static let flights = Mutex<[String: Way?]>([:])

    static func fastest(_ a: Coordinates, _ b: Coordinates, limit: Int) -> Way? {
        var best: Way?
        for x in airports(a, limit: limit) {
            for y in airports(b, limit: limit) where x.code != y.code {
                let flown = Int(gc(x.at, y.at).rounded())
                let seconds = driveSeconds(x.miles) + 3 * 3600 + Double(flown) / 500 * 3600 + driveSeconds(y.miles)
                let way = Way(miles: flown + x.miles + y.miles, seconds: seconds, airports: (x.code, y.code))
                if let old = best,
                    (old.seconds, old.miles, old.airports!.0, old.airports!.1)
                        <= (seconds, way.miles, x.code, y.code)
                {
                    continue
                }
                best = way
            }
        }
        return best
    }

    /// How a hop is made, `days` later (0 with `--two-a-day`) with `spare` seconds: the faster
    /// way that fits; a drive of the same day is held to one day's miles. On the same day a
    /// doubleheader is left after its first game.
    static func hop(_ a: Timed, _ b: Timed, fly: Bool, twoADay: Bool, limit: Int) -> Way? {
        let days = b.date.dayNumber - a.date.dayNumber
        guard days >= 1 || (twoADay && days == 0 && a.venue != b.venue) else { return nil }
        let spare = Double(b.arriveBy - (days == 0 ? a.firstLeave : a.leaveAt))
        let miles = drive(a.town, b.town)
        var ways: [Way] = []
        if miles <= limit * max(1, days) && driveSeconds(miles) <= spare {
            ways.append(Way(miles: miles, seconds: driveSeconds(miles), airports: nil))
        }
        if fly, let f = flight(a.point, b.point, limit: limit), f.seconds <= spare { ways.append(f) }
        return ways.min { ($0.seconds, $0.miles) < ($1.seconds, $1.miles) }
    }

    static func endHop(
        _ a: Coordinates, _ aPoint: Coordinates, _ b: Coordinates, _ bPoint: Coordinates, fly: Bool, limit: Int
    )
        -> Way?
    {
        let miles = drive(a, b)
        var ways: [Way] = []
        if miles <= limit { ways.append(Way(miles: miles, seconds: driveSeconds(miles), airports: nil)) }
        if fly, let f = flight(aPoint, bPoint, limit: limit) { ways.append(f) }
        return ways.min { ($0.seconds, $0.miles) < ($1.seconds, $1.miles) }
    }

    /// Whether a trip keeps every rule (one stop a day, each venue once, every hop made a way
    /// that fits and is the faster that fits, and the graph's hop the same), and its score.
    /// `--every` counts the days from the first game to the last; the plain search a day more for
    /// a hop to `--end`.
    static func validate(_ trip: SuggestedTrip, _ graph: SuggestGraph, every: Bool = false) -> (
        score: SuggestScore?, broken: String?
    ) {
        let input = graph.input
        let r = input.request
        let stops = trip.stops.map { timed(input.stops[$0], input) }
        guard !stops.isEmpty else { return (nil, "no stops") }
        var miles = 0
        for (i, s) in stops.enumerated() {
            if s.date < r.from || s.date > r.to { return (nil, "stop \(i) outside the window") }
            guard i > 0 else { continue }
            guard let way = hop(stops[i - 1], s, fly: r.fly, twoADay: r.twoADay, limit: r.maxMiles) else {
                return (nil, "hop \(i) cannot be made")
            }
            if i >= 2 && stops[i - 2].date == s.date { return (nil, "a third ballpark on \(s.date)") }
            let made = graph.hop(from: trip.stops[i - 1], to: trip.stops[i])
            switch made {
            case .drive(let m)?:
                if way.airports != nil || Int(m) != way.miles { return (nil, "hop \(i) driven, not as it should") }
            case .fly(let f)?:
                if !r.fly { return (nil, "hop \(i) flown without --fly") }
                if way.airports?.0 != f.fromCode || way.airports?.1 != f.toCode || Int(f.miles) != way.miles {
                    return (nil, "hop \(i) flown from \(f.fromCode) to \(f.toCode), not as it should")
                }
                if gc(f.from.coordinates, stops[i - 1].point) > 75 || gc(f.to.coordinates, s.point) > 75 {
                    return (nil, "hop \(i) flown from an airport too far")
                }
                if Int(f.driveTo) > r.maxMiles || Int(f.driveFrom) > r.maxMiles {
                    return (nil, "hop \(i) drives too far to an airport")
                }
            case nil: return (nil, "the graph has no hop \(i)")
            }
            miles += way.miles
        }
        if Set(stops.map(\.venue)).count != stops.count { return (nil, "a venue twice") }
        var extra = 0
        if let start = r.start {
            let p = places.resolve(start)!.coordinates
            guard let way = endHop(p, p, stops[0].town, stops[0].point, fly: r.fly, limit: r.maxMiles) else {
                return (nil, "no way from --start")
            }
            miles += way.miles
        }
        if let end = r.end {
            let p = places.resolve(end)!.coordinates
            guard let way = endHop(stops.last!.town, stops.last!.point, p, p, fly: r.fly, limit: r.maxMiles) else {
                return (nil, "no way to --end")
            }
            miles += way.miles
            extra = way.miles > 0 && !every ? 1 : 0
        }
        let days = stops.last!.date.dayNumber - stops[0].date.dayNumber + 1
        return (SuggestScore(venues: stops.count, miles: miles, days: days + extra, firstInstant: stops[0].first), nil)
    }

    /// Every trip there is, one by one: the best for the plain search (`every` false: most
    /// venues, miles, days, start) or for `--every` (all venues: days, miles, start).
    static func exhaustive(_ input: SuggestInput, every: Bool) -> SuggestScore? {
        let r = input.request
        let timed = input.stops.map { Self.timed($0, input) }
        let n = timed.count
        var way = [Way?](repeating: nil, count: n * n)
        for a in 0..<n {
            for b in 0..<n {
                way[a * n + b] = hop(timed[a], timed[b], fly: r.fly, twoADay: r.twoADay, limit: r.maxMiles)
            }
        }
        let start = r.start.map { places.resolve($0)!.coordinates }
        let end = r.end.map { places.resolve($0)!.coordinates }
        let all = Set(timed.map(\.venue)).count
        var best: SuggestScore?
        var path: [Int] = []
        var seen: Set<String> = []
        func consider(_ miles: Int) {
            let last = path.last!
            var endMiles = 0
            if let end {
                guard let w = endHop(timed[last].town, timed[last].point, end, end, fly: r.fly, limit: r.maxMiles)
                else { return }
                endMiles = w.miles
            }
            let days = timed[last].date.dayNumber - timed[path[0]].date.dayNumber + 1
            if every {
                guard path.count == all else { return }
                let score = SuggestScore(
                    venues: all, miles: miles + endMiles, days: days, firstInstant: timed[path[0]].first)
                if best.map({ (score.days, score.miles, score.firstInstant) < ($0.days, $0.miles, $0.firstInstant) })
                    ?? true
                {
                    best = score
                }
            } else {
                let score = SuggestScore(
                    venues: path.count, miles: miles + endMiles, days: days + (endMiles > 0 ? 1 : 0),
                    firstInstant: timed[path[0]].first)
                if best.map({ score.isBetter(than: $0) }) ?? true { best = score }
            }
        }
        func visit(_ miles: Int) {
            consider(miles)
            let last = path.last!
            let today = path.count >= 2 && timed[path[path.count - 2]].date == timed[last].date ? 2 : 1
            // With --every, only what could still see every venue, a day each (or two), in the window.
            let room = r.to.dayNumber - timed[last].date.dayNumber
            if every && (r.twoADay ? 2 * room + (2 - today) : room) < all - path.count { return }
            for next in 0..<n where !seen.contains(timed[next].venue) {
                guard let w = way[last * n + next] else { continue }
                // At most two ballparks a day.
                if timed[next].date == timed[last].date && today == 2 { continue }
                path.append(next)
                seen.insert(timed[next].venue)
                visit(miles + w.miles)
                seen.remove(timed[next].venue)
                path.removeLast()
            }
        }
        for first in 0..<n {
            var miles = 0
            if let start {
                guard let w = endHop(start, start, timed[first].town, timed[first].point, fly: r.fly, limit: r.maxMiles)
                else { continue }
                miles = w.miles
            }
            path = [first]
            seen = [timed[first].venue]
            visit(miles)
        }
        return best
    }

    // MARK: - Random small seasons

    /// Far apart: flights matter. Nowhere has no airport within 75 miles.
    static let cities = [
        "Boston", "Chicago", "Denver", "Seattle", "Atlanta", "Dallas", "Phoenix", "Minneapolis", "Miami",
        "St. Louis", "Kansas City", "Cleveland", "Pittsburgh", "Milwaukee", "Detroit", "Nowhere", "Bronx",
        "Queens", "Philadelphia", "Baltimore", "Washington", "Chicago", "Bronx", "Queens",
    ]
    static let times = [(12, 35), (13, 5), (16, 5), (18, 40), (19, 5), (19, 10), (20, 10)]

    static func season(_ random: inout SeasonRandom, every: Bool) -> (events: [ScheduleEvent], request: SuggestRequest)
    {
        var names = Array(Set(cities)).sorted()
        random.shuffle(&names)
        // Up to 8 venues and 12 days, small enough for the exhaustive search to try every path.
        let venues = 2 + random.below(7)
        let days =
            every ? venues + random.below(min(4, 13 - venues)) : venues + random.below((venues <= 5 ? 13 : 10) - venues)
        let from = CalendarDate(year: 2026, month: 6, day: 1 + random.below(20))!
        let density = 4 + random.below(6)
        var events: [ScheduleEvent] = []
        for v in 0..<venues {
            let city = names[v]
            for d in 0..<days where random.below(10) < density {
                let (h, m) = times[random.below(times.count)]
                events.append(
                    ScheduleEvent(
                        line: events.count + 1,
                        start: LocalDateTime(date: from.adding(days: d), time: TimeOfDay(hour: h, minute: m)!),
                        away: "\(names[(v + 1) % venues]) Nine", home: "\(city) Nine", venue: "\(city) Park",
                        city: city, tz: places.resolve(city)!.zone))
            }
        }
        if events.isEmpty {
            events.append(
                ScheduleEvent(
                    line: 1, start: LocalDateTime(date: from, time: TimeOfDay(hour: 19, minute: 5)!), away: "B",
                    home: "A", venue: "\(names[0]) Park", city: names[0], tz: places.resolve(names[0])!.zone))
        }
        var request = SuggestRequest(
            from: from, to: from.adding(days: days - 1),
            start: random.below(4) == 0 ? names[random.below(names.count)] : nil,
            end: random.below(4) == 0 ? names[random.below(names.count)] : nil,
            maxMiles: [0, 150, 400, 700][random.below(4)], top: 1 + random.below(3), fly: true,
            twoADay: random.below(2) == 0)
        if random.below(3) == 0 {  // each combination of the flags
            request.fly = false
            request.maxMiles = max(request.maxMiles, 150)
        }
        return (events, request)
    }

    /// Random small seasons (up to 8 venues, 12 days) with `--fly`, `--two-a-day`, both or
    /// neither: the most-ballparks search's best is the exhaustive best, and every trip it
    /// proposes keeps the rules.
    @Test func theBestWithTheFlagsIsTheExhaustiveBest() throws {
        var random = SeasonRandom(seed: 50)
        var flown = 0
        var twice = 0
        for _ in 0..<60 {
            let (events, request) = Self.season(&random, every: false)
            let input = try SuggestInput([Schedule(games: events)], request: request, places: Self.places)
            let graph = SuggestGraph(input)
            let result = SuggestSearch().run(graph)
            #expect(result.exact)
            #expect(result.trips.first?.score == Self.exhaustive(input, every: false), "\(request)")
            for trip in result.trips {
                let (score, broken) = Self.validate(trip, graph)
                #expect(broken == nil, "\(broken ?? "") \(request)")
                #expect(score == trip.score, "\(request)")
                let lines = SuggestedTripText(trip, in: graph).lines(rank: 1)
                if lines.contains(where: { $0.hasPrefix("  fly ") }) { flown += 1 }
                let dates = trip.stops.map { input.stops[$0].date }
                if Set(dates).count < dates.count { twice += 1 }
            }
        }
        #expect(flown > 10)
        #expect(twice > 5)
    }

    /// The same for `--every` (up to 6 venues, 12 days): the proven fewest days and their miles
    /// are the exhaustive search's.
    @Test func theFewestWithTheFlagsAreTheExhaustiveFewest() throws {
        var random = SeasonRandom(seed: 51)
        var found = 0
        for _ in 0..<60 {
            let (events, request) = Self.season(&random, every: true)
            let input = try SuggestInput([Schedule(games: events)], request: request, places: Self.places)
            let graph = SuggestGraph(input, drives: false)
            let result = EverySearch().run(graph)
            #expect(result.exact)
            #expect(result.trip?.score == Self.exhaustive(input, every: true), "\(request)")
            if let trip = result.trip {
                let (score, broken) = Self.validate(trip, graph, every: true)
                #expect(broken == nil, "\(broken ?? "") \(request)")
                #expect(score == trip.score)
                #expect(result.provenFewest)
                found += 1
            }
        }
        #expect(found > 15)
    }

    /// Chicago to New York over a day: flown (faster than 15 hours by car), the stop line and
    /// the `fly` leg with the flight's miles; at `--max-miles 0` only by air, and never to a
    /// place with no airport near.
    @Test func aFlightIsSaidAndWritten() throws {
        let day1 = CalendarDate(year: 2026, month: 6, day: 1)!
        func game(_ date: CalendarDate, _ venue: String, _ city: String, _ tz: String, _ hour: Int) -> ScheduleEvent {
            ScheduleEvent(
                line: 1, start: LocalDateTime(date: date, time: TimeOfDay(hour: hour, minute: 10)!), away: "Visitors",
                home: "\(city) Nine", venue: venue, city: city, tz: tz, uid: "\(city)-\(date)")
        }
        let events = [
            game(day1, "Wrigley Field", "Chicago", "America/Chicago", 13),
            game(day1.adding(days: 1), "Yankee Stadium", "Bronx", "America/New_York", 19),
            game(day1.adding(days: 2), "Nowhere Park", "Nowhere", "America/Winnipeg", 19),
        ]
        for limit in [0, 500] {
            let request = SuggestRequest(from: day1, to: day1.adding(days: 2), maxMiles: limit, fly: true)
            let input = try SuggestInput([Schedule(games: events)], request: request, places: Self.places)
            let graph = SuggestGraph(input)
            let best = try #require(SuggestSearch().run(graph).trips.first)
            #expect(best.stops.map { input.venues[input.stops[$0].venue].city } == ["Chicago", "Bronx"])
            let lines = SuggestedTripText(best, in: graph).lines(rank: 1)
            let fly = try #require(lines.first { $0.hasPrefix("  fly ") })
            #expect(fly.contains(" → ") && fly.hasSuffix("door to door"), "\(fly)")
            guard case .fly(let flight)? = graph.hop(from: best.stops[0], to: best.stops[1]) else {
                Issue.record("not flown")
                continue
            }
            if limit == 0 { #expect(flight.driven == 0) }
            let made = try SuggestedTripText(best, in: graph).added(to: Library(), name: "Fly")
            let legs = made.library.trip(made.tripID)!.items.compactMap { item -> Travel? in
                if case .travel(let t) = item.kind { return t }
                return nil
            }
            #expect(legs.map(\.mode) == [.fly])
            #expect(legs.first?.miles == Double(flight.flown))
        }
    }
}
