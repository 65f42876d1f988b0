import Foundation
import ItinTestSupport
import Testing

@testable import ItineraryCore

/// Suggesting a trip (docs/suggest.md): `itin suggest`'s search held to an exhaustive search and a wide
/// beam written here, every trip it proposes checked by a validator of its own, the same game in two
/// feeds counted once, the generated seasons, and a trip written `--into` a file that checks clean.
@Suite struct SuggestTests {
    static let model = TravelModel.standard
    static let places = PlaceResolver()
    static let zones = ZoneCache.shared

    // MARK: - A validator and an exhaustive search of their own

    /// A stop's times and place, worked out here from its games (not from the search's numbers).
    struct Timed {
        let date: CalendarDate
        let venue: String
        let place: Coordinates
        let arriveBy: Int64
        let leaveAt: Int64
        let names: Set<String>
        let first: Int64
    }

    static func timed(_ stop: SuggestStop, _ input: SuggestInput) -> Timed {
        let instants = stop.games.map { g in zones.zone(g.zone)!.utc(fromLocal: g.start) }
        let venue = input.venues[stop.venue]
        var names: Set<String> = [venue.name.lowercased()]
        for g in stop.games { names.formUnion([g.event.away.lowercased(), g.event.home.lowercased()]) }
        return Timed(
            date: stop.date, venue: "\(venue.name)|\(venue.city)", place: places.resolve(venue.city)!.coordinates,
            arriveBy: instants.min()! - 3600, leaveAt: instants.max()! + 3 * 3600, names: names, first: instants.min()!)
    }

    /// The travel model (docs/travel.md) by hand: great-circle × 1.2, whole miles; none within 30 miles.
    static func drive(_ a: Coordinates, _ b: Coordinates) -> Int {
        let gc = GreatCircle.miles(a, b, radius: 3958.8)
        return gc <= 30 ? 0 : Int((gc * 1.2).rounded())
    }

    static func fits(_ a: Timed, _ b: Timed, limit: Int) -> Bool {
        let days = b.date.dayNumber - a.date.dayNumber
        let miles = drive(a.place, b.place)
        return days >= 1 && miles <= limit * days && Double(miles) / 55 * 3600 <= Double(b.arriveBy - a.leaveAt)
    }

    /// Whether a proposed trip keeps every rule, and its score worked out here; nil (with the
    /// rule) when it breaks one.
    static func validate(_ trip: SuggestedTrip, _ input: SuggestInput) -> (score: SuggestScore?, broken: String?) {
        let r = input.request
        let stops = trip.stops.map { timed(input.stops[$0], input) }
        guard !stops.isEmpty else { return (nil, "no stops") }
        var miles = 0
        for (i, s) in stops.enumerated() {
            if s.date < r.from || s.date > r.to { return (nil, "stop \(i) outside the window") }
            if i > 0 {
                if s.date <= stops[i - 1].date { return (nil, "two stops on one day, or out of order") }
                if !fits(stops[i - 1], s, limit: r.maxMiles) { return (nil, "drive \(i) does not fit") }
                miles += drive(stops[i - 1].place, s.place)
            }
        }
        if Set(stops.map(\.venue)).count != stops.count { return (nil, "a venue twice") }
        let games = trip.stops.flatMap { input.stops[$0].games.map(\.instant) }
        if Set(games).count != games.count { return (nil, "a game twice") }
        for must in r.musts where !stops.contains(where: { $0.names.contains(must.lowercased()) }) {
            return (nil, "--must \(must) missed")
        }
        if let start = r.start {
            let m = drive(places.resolve(start)!.coordinates, stops[0].place)
            if m > r.maxMiles { return (nil, "the drive from --start is too long") }
            miles += m
        }
        var extra = 0
        if let end = r.end {
            let m = drive(stops.last!.place, places.resolve(end)!.coordinates)
            if m > r.maxMiles { return (nil, "the drive to --end is too long") }
            miles += m
            extra = m > 0 ? 1 : 0
        }
        let days = stops.last!.date.dayNumber - stops[0].date.dayNumber + 1 + extra
        return (SuggestScore(venues: stops.count, miles: miles, days: days, firstInstant: stops[0].first), nil)
    }

    /// Every trip there is, tried one by one (a depth-first walk over the stops, this file's
    /// own arithmetic): the best score.
    static func exhaustive(_ input: SuggestInput) -> SuggestScore? {
        let r = input.request
        let timed = input.stops.map { Self.timed($0, input) }
        let n = timed.count
        var fit = [Bool](repeating: false, count: n * n)
        for a in 0..<n { for b in 0..<n { fit[a * n + b] = fits(timed[a], timed[b], limit: r.maxMiles) } }
        let start = r.start.map { places.resolve($0)!.coordinates }
        let end = r.end.map { places.resolve($0)!.coordinates }
        let musts = r.musts.map { $0.lowercased() }
        var best: SuggestScore?
        var path: [Int] = []
        var seen: Set<String> = []
        func visit(_ miles: Int) {
            let last = path.last!
            let met = musts.allSatisfy { m in path.contains { timed[$0].names.contains(m) } }
            let endMiles = end.map { drive(timed[last].place, $0) } ?? 0
            if met && endMiles <= r.maxMiles {
                let days = timed[last].date.dayNumber - timed[path[0]].date.dayNumber + 1 + (endMiles > 0 ? 1 : 0)
                let score = SuggestScore(
                    venues: path.count, miles: miles + endMiles, days: days, firstInstant: timed[path[0]].first)
                if best.map({ score.isBetter(than: $0) }) ?? true { best = score }
            }
            for next in 0..<n where fit[last * n + next] && !seen.contains(timed[next].venue) {
                path.append(next)
                seen.insert(timed[next].venue)
                visit(miles + drive(timed[last].place, timed[next].place))
                seen.remove(timed[next].venue)
                path.removeLast()
            }
        }
        for first in 0..<n {
            let miles = start.map { drive($0, timed[first].place) } ?? 0
            guard miles <= r.maxMiles else { continue }
            path = [first]
            seen = [timed[first].venue]
            visit(miles)
        }
        return best
    }

    // MARK: - Random small seasons

    /// Cities within a day's drive of each other, so that trips have choices.
    static let cities = [
        "Boston", "Providence", "Hartford", "Worcester", "Albany", "Bronx", "Queens", "Newark",
        "Philadelphia", "Trenton", "Scranton", "Syracuse", "Rochester", "Buffalo", "Baltimore",
        "Washington", "Richmond", "Pittsburgh", "Harrisburg", "Cleveland", "Toronto", "Detroit",
    ]
    static let times = [(12, 35), (13, 5), (13, 10), (16, 5), (18, 40), (19, 5), (19, 10), (20, 10)]

    /// The home games of `venues` of these cities over `days` from `from`: on about `density`
    /// days in ten each, at a time of `times`, some with no `tz`, now and then a doubleheader.
    static func games(
        _ names: [String], venues: Int, days: Int, from: CalendarDate, density: Int,
        _ random: inout SeasonRandom
    ) -> [ScheduleEvent] {
        var events: [ScheduleEvent] = []
        for v in 0..<venues {
            let city = names[v]
            let home = "\(city) Nine"
            for d in 0..<days where random.below(10) < density {
                let visitor = "\(names[(v + 1 + random.below(venues - 1)) % venues]) Nine"
                let (h, m) = times[random.below(times.count)]
                let tz: String? = random.below(3) == 0 ? nil : places.resolve(city)!.zone
                events.append(
                    ScheduleEvent(
                        line: events.count + 1,
                        start: LocalDateTime(date: from.adding(days: d), time: TimeOfDay(hour: h, minute: m)!),
                        away: visitor, home: home, venue: "\(city) Park", city: city, tz: tz))
                if random.below(12) == 0 {  // a doubleheader
                    events.append(
                        ScheduleEvent(
                            line: events.count + 1,
                            start: LocalDateTime(date: from.adding(days: d), time: TimeOfDay(hour: 19, minute: 5)!),
                            away: visitor, home: home, venue: "\(city) Park", city: city, tz: tz))
                }
            }
        }
        if events.isEmpty {
            events.append(
                ScheduleEvent(
                    line: 1, start: LocalDateTime(date: from, time: TimeOfDay(hour: 19, minute: 5)!),
                    away: "B", home: "A", venue: "\(names[0]) Park", city: names[0]))
        }
        return events
    }

    static func randomSeason(_ random: inout SeasonRandom) -> (events: [ScheduleEvent], request: SuggestRequest) {
        var names = cities
        random.shuffle(&names)
        let venues = 2 + random.below(7)  // 2…8
        let days = 3 + random.below(8)  // 3…10
        let from = CalendarDate(year: 2026, month: 6, day: 1 + random.below(20))!
        let density = 3 + random.below(5)  // of 10
        let events = Self.games(names, venues: venues, days: days, from: from, density: density, &random)
        var musts: [String] = []
        for _ in 0..<[0, 0, 0, 1, 1, 2][random.below(6)] {
            let e = events[random.below(events.count)]
            musts.append([e.home, e.away, e.venue][random.below(3)])
        }
        let request = SuggestRequest(
            from: from, to: from.adding(days: days - 1),
            start: random.below(3) == 0 ? names[random.below(names.count)] : nil,
            end: random.below(3) == 0 ? names[random.below(names.count)] : nil,
            maxMiles: [120, 200, 300, 500][random.below(4)], musts: musts, top: 1 + random.below(3))
        return (events, request)
    }

    /// A few hundred random small seasons (up to 8 venues and 10 days): the search's best has
    /// the exhaustive search's score every time, and every trip it proposes keeps the rules.
    @Test func theBestIsTheExhaustiveBest() throws {
        var random = SeasonRandom(seed: 27)
        var compared = 0
        var none = 0
        for _ in 0..<240 {
            let (events, request) = Self.randomSeason(&random)
            let input: SuggestInput
            do { input = try SuggestInput([Schedule(games: events)], request: request) } catch {
                none += 1  // a must out of the window: nothing to compare
                continue
            }
            let result = SuggestSearch().run(SuggestGraph(input))
            #expect(result.exact)
            let truth = Self.exhaustive(input)
            #expect(result.trips.first?.score == truth, "\(request) \(events.count) games")
            for trip in result.trips {
                let (score, broken) = Self.validate(trip, input)
                #expect(broken == nil, "\(broken ?? "")")
                #expect(score == trip.score)
            }
            #expect(Set(result.trips.map(\.stops)).count == result.trips.count)
            compared += 1
        }
        #expect(compared > 200)
    }

    // MARK: - Generated seasons

    /// A plain beam, written here: the `width` best partial trips a day by venues, then
    /// miles (no two alike merged); the most venues it finds.
    static func plainBeam(_ input: SuggestInput, width: Int) -> (venues: Int, full: Bool) {
        let timed = input.stops.map { Self.timed($0, input) }
        let n = timed.count
        let venueNames = Array(Set(timed.map(\.venue)))
        let venue = timed.map { t in UInt64(1) << UInt64(venueNames.firstIndex(of: t.venue)!) }
        var fit = [Bool](repeating: false, count: n * n)
        for a in 0..<n { for b in 0..<n { fit[a * n + b] = fits(timed[a], timed[b], limit: input.request.maxMiles) } }
        struct Partial {
            var last: Int
            var seen: UInt64
            var count: Int
            var miles: Int
        }
        var beam: [Partial] = []
        var best = 0
        var full = false
        var s = 0
        while s < n {
            var e = s
            while e < n && timed[e].date == timed[s].date { e += 1 }
            var next = beam
            for b in s..<e {
                next.append(Partial(last: b, seen: venue[b], count: 1, miles: 0))
                for p in beam where fit[p.last * n + b] && p.seen & venue[b] == 0 {
                    next.append(
                        Partial(
                            last: b, seen: p.seen | venue[b], count: p.count + 1,
                            miles: p.miles + drive(timed[p.last].place, timed[b].place)))
                }
            }
            next.sort { ($0.count, -$0.miles) > ($1.count, -$1.miles) }
            full = full || next.count > width
            beam = Array(next.prefix(width))
            best = max(best, beam.first?.count ?? 0)
            s = e
        }
        return (best, full)
    }

    /// On generated 30-team seasons, never fewer ballparks than a plain beam of 10,000.
    @Test(arguments: [1, 2] as [UInt64]) func neverFewerBallparksThanAWideBeam(seed: UInt64) throws {
        let season = SampleSeason(seed: seed)
        let from = CalendarDate(year: 2026, month: 7, day: 6 + Int(seed) * 9)!
        let input = try SuggestInput(
            [Schedule(games: season.events)], request: SuggestRequest(from: from, to: from.adding(days: 8)))
        let result = SuggestSearch().run(SuggestGraph(input))
        let beam = Self.plainBeam(input, width: 10_000)
        #expect(result.trips[0].score.venues >= beam.venues)
        #expect(beam.full)  // the width was what bound it
        for trip in result.trips { #expect(Self.validate(trip, input).broken == nil) }
    }

    /// The generator: 30 teams in places the gazetteer knows, 162 games each, home stands and
    /// road trips of 2–4 series, off days, doubleheaders, day and night games; the same seed,
    /// the same season.
    @Test func theGeneratedSeasonIsASeason() throws {
        let season = SampleSeason(seed: 7)
        #expect(season.teams.count == 30)
        #expect(season.games.count == 30 * 162 / 2)
        for (i, team) in season.teams.enumerated() {
            #expect(Self.places.resolve(team.city)?.zone == team.zone, "\(team.city)")
            let games = season.games(of: i)
            #expect(games.count == 162)
            // Series: a run of games against one opponent at one venue.
            var series: [(home: Bool, opponent: Int)] = []
            for g in games {
                let s = (home: g.home == i, opponent: g.home == i ? g.away : g.home)
                if series.last.map({ $0 != s }) ?? true { series.append(s) }
            }
            // Home stands and road trips: runs of series at home or away, 2–4 long (the season's ends may be shorter).
            var runs: [Int] = []
            for (j, s) in series.enumerated() {
                if j > 0, series[j - 1].home == s.home { runs[runs.count - 1] += 1 } else { runs.append(1) }
            }
            #expect(runs.dropFirst().dropLast().allSatisfy { (1...4).contains($0) })
            #expect(runs.dropFirst().dropLast().filter { $0 >= 2 }.count * 2 > runs.count)
        }
        let dates = Set(season.games.map(\.start.date))
        let span = season.games.last!.start.date.dayNumber - season.games[0].start.date.dayNumber + 1
        #expect(span > dates.count)  // off days
        var perDay: [String: Int] = [:]
        for g in season.games { perDay["\(g.start.date) \(g.home)", default: 0] += 1 }
        #expect(perDay.values.contains(2))  // a doubleheader
        #expect(season.games.contains { $0.start.secondsIntoDay < 17 * 3600 })
        #expect(season.games.contains { $0.start.secondsIntoDay > 18 * 3600 })
        #expect(SampleSeason(seed: 7).games == season.games)
        #expect(SampleSeason(seed: 8).games != season.games)
    }

    // MARK: - Two feeds, one game

    /// The home team's feed has the game with TZID, the visitors' in UTC with their own zone:
    /// one game, at the ballpark's time, with the home feed's UID. A doubleheader stays two.
    @Test func theSameGameInTwoFeedsCountsOnce() throws {
        func feed(_ lines: [String]) -> [UInt8] {
            Array(
                (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//EN"] + lines + ["END:VCALENDAR"]).joined(
                    separator: "\r\n"
                ).utf8)
        }
        let home = feed([
            "BEGIN:VEVENT", "UID:sox-1@redsox", "DTSTART;TZID=America/New_York:20260612T191000",
            "SUMMARY:Yankees @ Red Sox", "LOCATION:Fenway Park\\, Boston", "END:VEVENT",
            "BEGIN:VEVENT", "UID:sox-2@redsox", "DTSTART;TZID=America/New_York:20260613T130500",
            "SUMMARY:Yankees @ Red Sox", "LOCATION:Fenway Park\\, Boston", "END:VEVENT",
            "BEGIN:VEVENT", "UID:sox-3@redsox", "DTSTART;TZID=America/New_York:20260613T190500",
            "SUMMARY:Yankees @ Red Sox", "LOCATION:Fenway Park\\, Boston", "END:VEVENT",
        ])
        // The visitors' feed names the teams in full, as clubs' feeds do: the same game still.
        let visitors = feed([
            "X-WR-TIMEZONE:America/Chicago",
            "BEGIN:VEVENT", "UID:nyy-77@yankees", "DTSTART:20260612T231000Z",
            "SUMMARY:New York Yankees at Boston Red Sox", "LOCATION:Fenway Park\\, Boston\\, MA", "END:VEVENT",
        ])
        let schedules = [
            try ScheduleFile.schedule(visitors, format: .ics, zone: nil),
            try ScheduleFile.schedule(home, format: .ics, zone: nil),
        ]
        let from = CalendarDate(year: 2026, month: 6, day: 12)!
        let input = try SuggestInput(schedules, request: SuggestRequest(from: from, to: from.adding(days: 1)))
        #expect(input.gamesRead == 4)
        #expect(input.duplicates == 1)
        #expect(input.stops.map(\.games.count) == [1, 2])
        let first = input.stops[0].games[0]
        #expect(first.event.uid == "sox-1@redsox")
        #expect(first.start.time.description == "19:10")
        #expect(first.zone == "America/New_York")
        let result = SuggestSearch().run(SuggestGraph(input))
        #expect(result.trips[0].score.venues == 1)
        #expect(
            SuggestedTripText(result.trips[0], in: SuggestGraph(input)).lines(rank: 1)
                == ["1. 1 ballpark · 0 mi · Jun 12", "Fri Jun 12 · 19:10 Yankees @ Red Sox · Fenway Park, Boston"])
    }

    // MARK: - Into a file

    /// The best trip written as a new trip: its games with uid and tz, the legs where plan
    /// puts them, from --start and to --end; no rule broken and no travel warning.
    @Test func theBestTripWrittenChecksClean() throws {
        let season = SampleSeason(seed: 3)
        let from = CalendarDate(year: 2026, month: 6, day: 8)!
        let request = SuggestRequest(from: from, to: from.adding(days: 5), start: "Hartford", end: "Hartford")
        let input = try SuggestInput([Schedule(games: season.events)], request: request)
        let graph = SuggestGraph(input)
        let best = try #require(SuggestSearch().run(graph).trips.first)
        let (library, id) = try SuggestedTripText(best, in: graph).added(to: Library(), name: "Ballparks")
        let trip = try #require(library.trip(id))
        #expect(trip.games.count == best.stops.reduce(0) { $0 + input.stops[$1].games.count })
        #expect(trip.games.allSatisfy { $0.uid != nil && $0.tz != nil })
        let legs = trip.items.compactMap(\.travel)
        #expect(legs.count >= best.score.venues - 1)
        #expect(legs.reduce(0) { $0 + Int($1.miles ?? 0) } == best.score.miles)
        #expect(TripCheck(trip).problems.isEmpty)
        let travel = TravelCheck(trip, places: PlaceResolver(library))
        #expect(travel.warnings.isEmpty, "\(travel.warnings.map(\.description))")
        #expect(travel.unknownPlaces.isEmpty)
    }

    // MARK: - Bad input

    @Test func badWindowsAndMustsAreRefused() throws {
        let events = SampleSeason(seed: 1).events
        let june = CalendarDate(year: 2026, month: 6, day: 10)!
        func problem(_ request: SuggestRequest, _ extra: [ScheduleEvent] = []) -> SuggestProblem? {
            do { _ = try SuggestInput([Schedule(games: events + extra)], request: request) } catch { return error }
            return nil
        }
        #expect(
            problem(SuggestRequest(from: june, to: june.adding(days: -1)))
                == .usage("--from 2026-06-10 is after --to 2026-06-09"))
        #expect(
            problem(SuggestRequest(from: june, to: june.adding(days: 366)))?.description.contains("at most 366") == true
        )
        #expect(
            problem(
                SuggestRequest(
                    from: CalendarDate(year: 2026, month: 12, day: 1)!,
                    to: CalendarDate(year: 2026, month: 12, day: 20)!))
                == .noTrip("no games between 2026-12-01 and 2026-12-20"))
        #expect(
            problem(SuggestRequest(from: june, to: june, musts: ["Nobodies"]))
                == .usage("--must Nobodies: no team or venue of that name in the schedules"))
        #expect(
            problem(SuggestRequest(from: june, to: june, start: "Springfeld"))
                == .usage("--start Springfeld: no place is called so"))
        // A city no place has: its games are left out and counted.
        let lost = ScheduleEvent(
            line: 1, start: LocalDateTime(date: june, time: TimeOfDay(hour: 19, minute: 5)!),
            away: "X", home: "Y", venue: "Nowhere Park", city: "Springfeld")
        let input = try SuggestInput([Schedule(games: events + [lost])], request: SuggestRequest(from: june, to: june))
        #expect(input.unplaced == 1)
        #expect(input.unknownCities == ["Springfeld"])
        // A must that no trip within the limits reaches: the search finds none.
        let far = try SuggestInput(
            [Schedule(games: events)],
            request: SuggestRequest(from: june, to: june.adding(days: 2), musts: ["Red Sox", "Mariners"]))
        let both = far.stops.contains { $0.musts == 3 }
        if !both { #expect(SuggestSearch().run(SuggestGraph(far)).trips.isEmpty) }
    }
}
