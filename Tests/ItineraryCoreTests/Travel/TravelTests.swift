import PropertyBased
import Testing

@testable import ItineraryCore

/// Travel (docs/travel.md): the travel model, the two warnings, and the legs `plan` fills in.
@Suite struct TravelTests {
    let places = PlaceResolver()
    let model = TravelModel.standard

    // MARK: - The model, against distances worked out by hand

    /// Haversine on a sphere of 3,958.8 mi, with GeoNames' published coordinates:
    /// Boston 42.3584 N 71.0598 W, New York City 40.7143 N 74.0060 W, Chicago 41.8500 N
    /// 87.6500 W, Milwaukee 43.0389 N 87.9065 W, Los Angeles 34.0522 N 118.2437 W.
    /// Boston → New York: Δφ = −1.6441°, Δλ = −2.9462°; h = sin²(Δφ/2) + cos φ1 cos φ2 sin²(Δλ/2)
    /// = 2.0590e-4 + 0.73895 · 0.75767 · 6.6101e-4 = 5.7598e-4; d = 2R asin √h = 190.04 mi;
    /// by car × 1.2 = 228.05 mi, ÷ 55 mph = 4.1463 h = 4 h 9 min.
    @Test func distancesAndTimesAreTheHandWorkedOnes() throws {
        func gc(_ a: String, _ b: String) throws -> Double {
            let p = try #require(places.resolve(a))
            let q = try #require(places.resolve(b))
            return GreatCircle.miles(p.coordinates, q.coordinates, radius: model.earthRadiusMiles)
        }
        let bostonNewYork = try gc("Boston", "New York")
        #expect(abs(bostonNewYork - 190.04) < 0.05)
        #expect(model.miles(.drive, greatCircle: bostonNewYork).rounded() == 228)
        #expect(
            TravelText.duration(seconds: model.seconds(.drive, miles: model.miles(.drive, greatCircle: bostonNewYork)))
                == "4 h 9 min")

        // Chicago → Milwaukee: 83.18 mi; by car 99.82 mi, 1.8148 h.
        let chicagoMilwaukee = try gc("Chicago", "Milwaukee")
        #expect(abs(chicagoMilwaukee - 83.18) < 0.05)
        #expect(
            TravelText.duration(
                seconds: model.seconds(.drive, miles: model.miles(.drive, greatCircle: chicagoMilwaukee)))
                == "1 h 49 min")
        // By train: × 1.25 = 103.98 mi; 30 min + 103.98 ÷ 50 h = 2 h 35 min.
        #expect(
            TravelText.duration(
                seconds: model.seconds(.train, miles: model.miles(.train, greatCircle: chicagoMilwaukee)))
                == "2 h 35 min")

        // New York → Los Angeles by air: 2,445.6 mi; 3 h + 2,445.6 ÷ 500 h = 7.891 h = 7 h 53 min.
        let crossCountry = try gc("New York", "Los Angeles")
        #expect(abs(crossCountry - 2445.6) < 0.5)
        #expect(
            TravelText.duration(seconds: model.seconds(.fly, miles: model.miles(.fly, greatCircle: crossCountry)))
                == "7 h 53 min")
        #expect(TravelText.miles(crossCountry) == "2,446 mi")
    }

    @Test func aLegsOwnMilesReplaceTheEstimate() throws {
        let estimate = try #require(
            LegEstimate(
                Travel(from: "Boston", to: "New York", miles: 110, mode: .drive),
                from: places.resolve("Boston")?.coordinates, to: places.resolve("New York")?.coordinates, model: model))
        #expect(estimate.miles == 110 && !estimate.estimated)
        #expect(estimate.text == "110 mi · about 2 h 0 min by car")
        #expect(
            LegEstimate(
                Travel(from: "Boston", to: "Springfeld"), from: places.resolve("Boston")?.coordinates, to: nil,
                model: model) == nil)
    }

    // MARK: - The warnings

    private func check(_ t: Trip) -> TravelCheck { TravelCheck(t, places: places) }

    @Test func noWayThereSitsOnTheGameOrLegThatCannotBeReached() {
        let t = trip(
            days: 4,
            games: [
                game("g1", day: 1, at: "19:10", in: "Boston", away: "Yankees", home: "Red Sox"),
                game("g2", day: 2, at: "19:05", in: "New York", away: "Red Sox", home: "Yankees"),
                game("g3", day: 4, at: "13:07", in: "Toronto", away: "Red Sox", home: "Blue Jays"),
            ],
            items: [
                leg("l1", day: 1, 1, from: "Boston", to: "New York"),
                leg("l2", day: 3, 1, from: "Chicago", to: "Toronto"),
            ])
        let c = check(t)
        #expect(c.warnings.map(\.entryID) == ["l2"])
        #expect(c.warning(for: "l2")?.kind == .noWayThere)
        #expect(
            c.warning(for: "l2")?.description
                == "Chicago → Toronto starts in Chicago, but you are in New York (after Red Sox @ Yankees, Day 2)")

        let noLeg = trip(days: 4, games: t.games, items: [leg("l1", day: 1, 1, from: "Boston", to: "New York")])
        #expect(
            check(noLeg).warning(for: "g3")?.description
                == "no travel from New York to Toronto before Red Sox @ Blue Jays (Day 4, 13:07)")
        #expect(
            check(noLeg).gaps.map { "\($0.from)>\($0.to) after \($0.after) before \($0.before)" } == [
                "New York>Toronto after g2 before g3"
            ])
    }

    /// An imported game carries the place its venue and city resolved to; travel reads that,
    /// not the city as the feed wrote it (Flushing is a town in Michigan too).
    @Test func aGameIsWhereItsResolvedPlaceIs() {
        var citi = game("g2", day: 2, at: "19:10", in: "Flushing", away: "Red Sox", home: "Mets")
        let games = [game("g1", day: 1, at: "19:10", in: "Boston", away: "Yankees", home: "Red Sox"), citi]
        let items = [leg("l1", day: 1, 1, from: "Boston", to: "New York")]
        #expect(
            check(trip(days: 2, games: games, items: items)).warning(for: "g2")?.description
                == "no travel from New York to Flushing before Red Sox @ Mets (Day 2, 19:10)")
        citi.place = "Citi Field"
        let placed = check(trip(days: 2, games: [games[0], citi], items: items))
        #expect(placed.warnings.isEmpty, "\(placed.warnings)")
        #expect(citi.whereabouts == "Citi Field")
    }

    @Test func cantMakeItComparesTheLegsWithTheHoursBetweenTwoGames() {
        func t(miles: Double) -> Trip {
            trip(
                days: 2,
                games: [
                    game("g1", day: 1, at: "19:10", in: "Boston", away: "Yankees", home: "Red Sox"),
                    game("g2", day: 2, at: "13:07", in: "Toronto", away: "Red Sox", home: "Blue Jays"),
                ],
                items: [leg("l", day: 1, 1, from: "Boston", to: "Toronto", miles: miles, mode: .drive)])
        }
        // From the end at 22:10 to 12:07 next day: 13 h 57 min. 550 mi by car is 10 h.
        #expect(check(t(miles: 550)).warnings.isEmpty)
        // 800 mi is 14 h 33 min.
        #expect(
            check(t(miles: 800)).warning(for: "l")?.description
                == "Boston → Toronto: about 14 h 33 min by car (800 mi), but 13 h 57 min from the end of Yankees @ Red Sox (22:10) to arrive by 12:07 for Red Sox @ Blue Jays"
        )
        #expect(check(t(miles: 800)).warning(for: "l")?.kind == .cantMakeIt)
    }

    @Test func severalLegsAreAddedUpAndTheWarningSitsOnTheLast() {
        let t = trip(
            days: 2,
            games: [game("g1", day: 1, at: "19:10", in: "Boston"), game("g2", day: 2, at: "13:10", in: "Chicago")],
            items: [
                leg("a", day: 1, 1, from: "Boston", to: "New York", miles: 450),
                note("n", day: 1, 2),
                leg("b", day: 2, -1, from: "New York", to: "Chicago", miles: 450),
            ])
        let c = check(t)
        #expect(c.warnings.map(\.entryID) == ["b"])
        #expect(
            c.warning(for: "b")?.description.hasPrefix(
                "Boston → New York → Chicago: about 16 h 22 min in all (2 legs), but 15 h 0 min from the end") == true)
    }

    /// A 19:10 game in Chicago ends at 22:10 Central time, 23:10 in New York: to arrive by
    /// 12:10 for a 13:10 game there leaves 13 h, not 14.
    @Test func gameTimesAreReadInTheirZones() {
        func t(hours: Double) -> Trip {
            trip(
                days: 2,
                games: [
                    game("g1", day: 1, at: "19:10", in: "Chicago"), game("g2", day: 2, at: "13:10", in: "New York"),
                ],
                items: [leg("l", day: 1, 1, from: "Chicago", to: "New York", miles: hours * 55)])
        }
        #expect(check(t(hours: 12.75)).warnings.isEmpty)
        #expect(check(t(hours: 13.25)).warnings.map(\.entryID) == ["l"])
        #expect(
            check(t(hours: 13.25)).warning(for: "l")?.description.hasSuffix(
                "13 h 0 min from the end of Visitors g1 @ Chicago Nine (22:10) to arrive by 12:10 for Visitors g2 @ New York Nine"
            ) == true)
    }

    /// Clocks go back on Sunday, November 1, 2026: from 22:10 CDT on Saturday (03:10 UTC) to
    /// 12:10 EST on Sunday (17:10 UTC) is 14 h, an hour more than the clocks' difference says.
    @Test func aChangeOfDaylightTimeBetweenTwoGamesIsCounted() {
        func t(hours: Double) -> Trip {
            trip(
                days: 2, start: "2026-10-31",
                games: [
                    game("g1", day: 1, at: "19:10", in: "Chicago"), game("g2", day: 2, at: "13:10", in: "New York"),
                ],
                items: [leg("l", day: 1, 1, from: "Chicago", to: "New York", miles: hours * 55)])
        }
        #expect(check(t(hours: 13.5)).warnings.isEmpty)
        #expect(check(t(hours: 14.5)).warnings.map(\.entryID) == ["l"])
    }

    @Test func aGamesOwnZoneWinsOverItsCitys() {
        var g2 = game("g2", day: 2, at: "13:10", in: "New York")
        g2.tz = "America/Los_Angeles"  // three hours later than New York's clock: 16 h
        let t = trip(
            days: 2, games: [game("g1", day: 1, at: "19:10", in: "Chicago"), g2],
            items: [leg("l", day: 1, 1, from: "Chicago", to: "New York", miles: 15 * 55)])
        #expect(check(t).warnings.isEmpty)
    }

    @Test func placesWithinThirtyMilesAreOne() {
        let t = trip(days: 2, games: [game("g1", day: 1, in: "Dallas"), game("g2", day: 2, in: "Arlington")])
        #expect(check(t).warnings.isEmpty)
        let far = trip(days: 2, games: [game("g1", day: 1, in: "Dallas"), game("g2", day: 2, in: "Houston")])
        #expect(check(far).warnings.map(\.kind) == [.noWayThere])
    }

    @Test func anUnknownPlaceIsNamedOnceAndNotEstimated() {
        let t = trip(
            days: 3,
            games: [
                game("g1", day: 1, in: "Springfeld"), game("g2", day: 3, in: "Springfeld"),
                game("g3", day: 3, at: "21:00", in: "Boston"),
            ],
            items: [leg("l", day: 2, 1, from: "Springfeld", to: "springfeld ")])
        let c = check(t)
        #expect(c.unknownPlaces == ["Springfeld"])
        #expect(c.warnings.map(\.entryID) == ["g3"], "a different name is still no way there")
        #expect(c.describe(t.items[0].travel!) == "Springfeld → springfeld  · unknown place: Springfeld")
    }

    @Test func nothingBeforeTheFirstGameIsJudgedForTime() {
        let t = trip(
            days: 1, games: [game("g1", day: 1, at: "13:00", in: "Los Angeles")],
            items: [leg("l", day: 1, -1, from: "Boston", to: "Los Angeles", mode: .drive)])
        #expect(check(t).warnings.isEmpty)
    }

    /// The warnings are what a plain reading of the rows gives (a slow walker over the laid
    /// out rows, written here on its own), over random trips.
    @Test func theWarningsAreThoseOfAPlainReadingOfTheRows() async {
        await checkProperty(count: 300, input: Gen.uint64()) { seed in
            let t = travelTrip(seed: seed, unknown: true)
            let c = check(t)
            let fast = c.warnings.map { "\($0.entryID):\($0.kind)" } + c.unbookedNights.map { "night \($0.day)" }
            let slow = referenceWarnings(t, places: places, model: model)
            #expect(fast == slow, "\(rowIDs(t))")
        }
    }

    // MARK: - Filling in the legs

    @Test func planFillsEveryGapWithALegAfterWhatPutTheTravellerThere() throws {
        let t = trip(
            days: 4,
            games: [
                game("g1", day: 1, at: "19:10", in: "Boston", away: "Yankees", home: "Red Sox"),
                game("g2", day: 2, at: "19:05", in: "New York"),
                game("g3", day: 3, at: "13:07", in: "Toronto"),
                game("g4", day: 4, at: "12:00", in: "Los Angeles"),
            ])
        let library = Library(trips: [t])
        let plan = TravelPlan(t, in: library, places: places)
        #expect(
            plan.legs.map(\.line) == [
                "added boston-new-york: Boston → New York · 228 mi · drive · Day 1 after Yankees @ Red Sox",
                "added new-york-toronto: New York → Toronto · 414 mi · drive · Day 2 after Visitors g2 @ New York Nine",
                // 2,605 mi by car will not do by noon: both have airports, so it flies, 2,171 mi.
                "added toronto-los-angeles: Toronto → Los Angeles · 2,171 mi · fly · Day 3 after Visitors g3 @ Toronto Nine",
            ])
        let after = try library.applying(try #require(plan.edit))
        let planned = try #require(after.trip("t"))
        #expect(TravelCheck(planned, places: places).warnings.filter { $0.kind == .noWayThere }.isEmpty)
        #expect(TripCheck(planned).problems.isEmpty)
        #expect(TravelPlan(planned, in: after, places: places).edit == nil, "a second plan adds nothing")
        #expect(
            TravelPlan(t, in: library, places: places, mode: .always(.train)).legs.allSatisfy {
                $0.item.travel?.mode == .train
            })
    }

    @Test func aGapToAnUnknownPlaceIsNotFilled() {
        let t = trip(days: 2, games: [game("g1", day: 1, in: "Boston"), game("g2", day: 2, in: "Springfeld")])
        let plan = TravelPlan(t, in: Library(trips: [t]), places: places)
        #expect(plan.edit == nil)
        #expect(plan.unfilled.map(\.line) == ["cannot plan Boston → Springfeld: unknown place: Springfeld"])
    }

    /// Wherever every place is known, `plan` leaves no **no way there** it does not name, every leg it adds
    /// stands where the leg rule (docs/travel.md) allows, and planning again adds nothing.
    @Test func planLeavesNoWayThereNowhereAndIsIdempotent() async {
        await checkProperty(count: 150, input: Gen.uint64()) { seed in
            let t = travelTrip(seed: seed, unknown: false)
            let library = Library(trips: [t])
            let plan = TravelPlan(t, in: library, places: places)
            guard let edit = plan.edit else {
                #expect(plan.unfilled.map(\.gap) == check(t).gaps, "every gap is filled or said: \(rowIDs(t))")
                return
            }
            let after: Library
            do { after = try library.applying(edit) } catch {
                Issue.record("the plan's edit applies: \(error) \(rowIDs(t)) \(plan.legs.map(\.line))")
                return
            }
            guard let planned = after.trip("t") else { return }
            // A gap where the leg rule (docs/travel.md) allows no leg (the same two cities
            // visited in turn) is left, and said so; every other is filled.
            let left = Set(plan.unfilled.map(\.gap.before))
            #expect(
                check(planned).warnings.allSatisfy { $0.kind != .noWayThere || left.contains($0.entryID) },
                "\(rowIDs(planned))")
            let misplacedBefore = Set(TripCheck(t).problems.map(\.itemID))
            let added = Set(plan.legs.map(\.item.id))
            #expect(
                TripCheck(planned).problems.allSatisfy {
                    !added.contains($0.itemID) || misplacedBefore.contains($0.itemID)
                })
            #expect(TravelPlan(planned, in: after, places: places).edit == nil, "\(rowIDs(planned))")
        }
    }
}

/// A random trip of known cities (and, with `unknown`, a misspelt one), games at all hours
/// in some with their own zone, legs with and without miles and modes, stays, and notes.
func travelTrip(seed: UInt64, unknown: Bool) -> Trip {
    var rng = SplitMix(seed: seed)
    var cities = ["Boston", "New York", "Philadelphia", "Toronto", "Chicago", "Dallas", "Arlington", "new york "]
    if unknown { cities.append("Springfeld") }
    let days = Int.random(in: 1...6, using: &rng)
    let times = ["00:30", "12:05", "13:10", "19:05", "19:10", "23:45"]
    let games = (0..<Int.random(in: 0...7, using: &rng)).map { i -> Game in
        var g = game(
            "g\(i)", day: Int.random(in: 1...days, using: &rng), at: times.randomElement(using: &rng)!,
            in: cities.randomElement(using: &rng)!)
        if Int.random(in: 0..<4, using: &rng) == 0 {
            g.tz = ["America/Chicago", "Asia/Tokyo", "UTC"].randomElement(using: &rng)!
        }
        return g
    }
    let items = (0..<Int.random(in: 0...8, using: &rng)).map { i -> Item in
        let day = Int.random(in: 1...days, using: &rng)
        let key = Double.random(in: -2...3, using: &rng)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return note("i\(i)", day: day, key)
        case 1:
            return stay(
                "i\(i)", day: day, key, "Inn \(i)", in: cities.randomElement(using: &rng)!,
                nights: Bool.random(using: &rng) ? nil : Int.random(in: 1...4, using: &rng))
        default: break
        }
        let miles: Double? = Bool.random(using: &rng) ? Double(Int.random(in: 0...1500, using: &rng)) : nil
        return leg(
            "i\(i)", day: day, key, from: cities.randomElement(using: &rng)!, to: cities.randomElement(using: &rng)!,
            miles: miles, mode: Travel.Mode.allCases.randomElement(using: &rng))
    }
    return trip(
        days: days, start: ["2026-06-12", "2026-10-30", "2026-03-07"].randomElement(using: &rng)!,
        games: games, items: items)
}

/// The travel warnings and the nights (docs/travel.md, docs/stays.md) read plainly: every row of the
/// laid-out trip in turn, the place of every name looked up as it comes, each game's instant from
/// the zone database, nothing kept but where the traveller is, the last game and the legs since, and
/// where each day ended; then each stay's nights, each night's beds, and the nights without one.
/// `nights`: the days whose nights are judged, the trip's own unless told.
func referenceWarnings(_ trip: Trip, places: PlaceResolver, model: TravelModel, nights: [Int]? = nil) -> [String] {
    var out: [String] = []
    var here: String?
    var ends: [Int: String] = [:]  // by day
    var stays: [Item] = []
    var lastGame: Game?
    var legs: [(id: String, travel: Travel)] = []
    func same(_ a: String, _ b: String) -> Bool {
        if a.trimmingWhitespace().lowercased() == b.trimmingWhitespace().lowercased() { return true }
        guard let p = places.resolve(a), let q = places.resolve(b) else { return false }
        return GreatCircle.miles(p.coordinates, q.coordinates, radius: model.earthRadiusMiles) <= 30
    }
    func zone(_ g: Game) -> Zone? {
        let name =
            g.tz.flatMap { try? ZoneDatabase.system.zone(named: $0) } != nil ? g.tz : places.resolve(g.city)?.zone
        return name.flatMap { try? ZoneDatabase.system.zone(named: $0) }
    }
    func start(_ g: Game, _ z: Zone?) -> Int64 {
        let local = LocalDateTime(date: trip.date(ofDay: g.day), time: g.time ?? TimeOfDay(hour: 19, minute: 0)!)
        return z.map { $0.utc(fromLocal: local) } ?? local.epochSeconds
    }
    // Before the first stop, the traveller is where it says: the days before end there.
    func arrive(_ start: String) {
        if here == nil { for d in 1...trip.days where ends[d] == nil { ends[d] = start } }
    }
    for row in TripLayout(trip).rows {
        guard case .entry(let entry) = row else {
            if case .header(let day) = row, day > 1, let h = here { ends[day - 1] = h }
            continue
        }
        switch entry {
        case .game(let g, _):
            arrive(g.city)
            if let h = here, !same(h, g.city) { out.append("\(g.id):noWayThere") }
            if let g1 = lastGame, let last = legs.last {
                var hours: Double? = 0
                for l in legs {
                    let miles =
                        l.travel.miles
                        ?? places.resolve(l.travel.from).flatMap { p in
                            places.resolve(l.travel.to).map { q in
                                model.miles(
                                    l.travel.mode ?? .drive,
                                    greatCircle: GreatCircle.miles(p.coordinates, q.coordinates, radius: 3958.8))
                            }
                        }
                    hours = miles.flatMap { m in
                        hours.map { $0 + model.seconds(l.travel.mode ?? .drive, miles: m) / 3600 }
                    }
                }
                let z1 = zone(g1) ?? zone(g)
                let z2 = zone(g) ?? zone(g1)
                let window = Double(start(g, z2) - 3600 - (start(g1, z1) + 3 * 3600)) / 3600
                if let hours, hours > window { out.append("\(last.id):cantMakeIt") }
            }
            here = g.city
            lastGame = g
            legs = []
        case .item(let item):
            if let stay = item.stay {
                arrive(stay.city)
                if let h = here, !same(h, stay.city) { out.append("\(item.id):noWayThere") }
                here = stay.city
                stays.append(item)
                continue
            }
            guard let travel = item.travel else { continue }
            arrive(travel.from)
            if let h = here, !same(h, travel.from) { out.append("\(item.id):noWayThere") }
            legs.append((item.id, travel))
            here = travel.to
        }
    }
    if let h = here { ends[trip.days] = h }
    // A day with no header after it to record its end: the last; ends carry over empty days.
    for d in 1...trip.days where ends[d] == nil { ends[d] = d > 1 ? ends[d - 1] : nil }
    let nights = nights ?? (trip.days > 1 ? Array(1...(trip.days - 1)) : [])
    for item in stays {
        let s = item.stay!
        for d in nights where d >= item.day && d < item.day + (s.nights ?? 1) {
            if let end = ends[d], !same(end, s.city) { out.append("\(item.id):elsewhereAtNight") }
        }
    }
    var unbooked: [String] = []
    for d in nights {
        let beds = stays.filter { d >= $0.day && d < $0.day + ($0.stay!.nights ?? 1) }
        if beds.count > 1 { out.append("\(beds.last!.id):twoBeds") }
        if beds.isEmpty && !stays.isEmpty { unbooked.append("night \(d)") }
    }
    return out + unbooked
}
