import PropertyBased
import Testing

@testable import ItineraryCore

/// `TripCheck` judges legs from the keys alone, without laying the trip out; it must find
/// exactly what the check over a layout's rows found.
@Suite struct TripCheckTests {
    @Test func withoutALayoutTheProblemsAreThoseOfTheLayoutInDisplayOrder() async {
        await checkProperty(count: 300, input: Gen.uint64()) { seed in
            let t = seed % 2 == 0 ? randomTrip(seed: seed) : crowdedTrip(seed: seed)
            let old = LayoutTripCheck(TripLayout(t))
            let new = TripCheck(t)
            #expect(new.problems == old.problems, "\(rowIDs(t))")
            for item in t.items { #expect(new.reason(for: item.id) == old.reason(for: item.id)) }
            #expect(TripCheck(TripLayout(t)).problems == old.problems)
        }
    }

    @Test func aLegOnAGamesAnchorComesAfterThatGame() throws {
        // Day 1: g0 (12:05, anchor 0), g1 (19:05, anchor 1). The leg's key is 1: after g1.
        let t = trip(
            days: 2,
            games: [
                game("g1", day: 1, at: "19:05", in: "Boston"),
                game("g0", day: 1, at: "12:05", in: "Boston"),
                game("g2", day: 2, in: "New York"),
            ],
            items: [
                leg("l", day: 1, 1, from: "Boston", to: "New York"),
                leg("early", day: 1, 0.5, from: "Boston", to: "New York"),
                leg("late", day: 2, 0, from: "Boston", to: "New York"),
            ])
        let check = TripCheck(t)
        #expect(check.reason(for: "l") == nil)
        #expect(check.reason(for: "early")?.gameID == "g1")
        #expect(check.reason(for: "late")?.gameID == "g2")
        #expect(check.problems.map(\.itemID) == ["early", "late"])
    }

    @Test func anchorsUpToAKeyCountTheGamesBeforeIt() {
        #expect(GameOrder.anchorsUpTo(-0.5, of: 3) == 0)
        #expect(GameOrder.anchorsUpTo(-0.0, of: 3) == 1)
        #expect(GameOrder.anchorsUpTo(0.5, of: 3) == 1)
        #expect(GameOrder.anchorsUpTo(1, of: 3) == 2)
        #expect(GameOrder.anchorsUpTo(2, of: 3) == 3)
        #expect(GameOrder.anchorsUpTo(1e300, of: 3) == 3)
        #expect(GameOrder.anchorsUpTo(5, of: 0) == 0)
    }
}

/// Many games a day in few cities, legs between them, keys on and between the anchors.
private func crowdedTrip(seed: UInt64) -> Trip {
    var rng = SplitMix(seed: seed)
    let cities = ["Boston", "New York", " boston", "Philadelphia"]
    let days = Int.random(in: 1...6, using: &rng)
    let times = ["12:05", "13:10", "19:05", "19:10"]
    let games = (0..<Int.random(in: 0...24, using: &rng)).map { i in
        game(
            "g\(i)", day: Int.random(in: 1...days, using: &rng), at: times.randomElement(using: &rng)!,
            in: cities.randomElement(using: &rng)!)
    }
    let keys: [Double] = [-1, -0.0, 0, 0.5, 1, 1.5, 2, 3, 4, 5, 100]
    let items = (0..<Int.random(in: 0...30, using: &rng)).map { i -> Item in
        let day = Int.random(in: 1...days, using: &rng)
        let key = Bool.random(using: &rng) ? keys.randomElement(using: &rng)! : Double.random(in: -2...7, using: &rng)
        if Int.random(in: 0...3, using: &rng) > 0 {
            return leg(
                "i\(i)", day: day, key, from: (cities + ["Chicago"]).randomElement(using: &rng)!,
                to: (cities + ["Chicago"]).randomElement(using: &rng)!)
        }
        return note("i\(i)", day: day, key)
    }
    return trip(days: days, games: games, items: items)
}

/// The check as it was before it could do without a layout: each leg looks up, by row, the
/// games of its two cities around its own row.
private struct LayoutTripCheck {
    let problems: [TripCheck.Problem]
    private let byItem: [String: Reason]

    init(_ layout: TripLayout) {
        let trip = layout.trip
        var gamesOfCity: [CityKey: [(row: Int, game: Int)]] = [:]
        for (row, r) in layout.rows.enumerated() {
            if case .entry(.game(let g, _)) = r, let i = layout.gameIndex[g.id] {
                gamesOfCity[CityKey(g.city), default: []].append((row, i))
            }
        }
        let cities = GameCities(trip)
        var problems: [TripCheck.Problem] = []
        var byItem: [String: Reason] = [:]
        for (row, r) in layout.rows.enumerated() {
            guard case .entry(.item(let item)) = r, let travel = item.travel else { continue }
            let rule = TravelRule(travel, cities: cities)
            let fromGames = gamesOfCity[CityKey(travel.from)] ?? []
            let toGames = gamesOfCity[CityKey(travel.to)] ?? []
            let prevFrom = fromGames.last { $0.row < row }
            let prevTo = toGames.last { $0.row < row }
            let nextFrom = fromGames.first { $0.row > row }
            let nextTo = toGames.first { $0.row > row }
            let previous = [prevFrom, prevTo].compactMap { $0 }.max { $0.row < $1.row }
            let next = [nextFrom, nextTo].compactMap { $0 }.min { $0.row < $1.row }
            let verdict = rule.verdict(
                previous: previous?.game, next: next?.game,
                nextFrom: nextFrom?.game, previousTo: prevTo?.game)
            if let blocker = verdict.blocker {
                let reason = Reason(blocker, travel: travel, trip: trip)
                problems.append(TripCheck.Problem(itemID: item.id, reason: reason))
                byItem[item.id] = reason
            }
        }
        self.problems = problems
        self.byItem = byItem
    }

    func reason(for itemID: String) -> Reason? { byItem[itemID] }
}
