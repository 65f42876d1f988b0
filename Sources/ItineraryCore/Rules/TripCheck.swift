/// Every item of a trip judged where it stands, for the ⚠ marks and `itin check`.
///
/// No layout is needed: where a leg stands among the games follows from the keys alone
/// (SPEC §4.1). A day's games take the anchors 0, 1, … in (time, id) order, and a leg of day
/// d with key k comes after a game of day dg with anchor a when dg < d, or dg == d and
/// a ≤ k (on an equal key the game comes first). So the games are sorted once by
/// (day, time, id) — their order on screen — and each leg finds its place among them, and
/// the games of its two cities, by binary search: O(G log G + L log G) for G games and L
/// legs, however many notes the trip holds.
public struct TripCheck: Sendable {
    public struct Problem: Hashable, Sendable {
        public let itemID: String
        public let reason: Reason
    }

    /// In display order.
    public let problems: [Problem]
    private let byItem: [String: Reason]

    /// The same judgement as `init(_ trip:)`, for a caller that has laid the trip out.
    public init(_ layout: TripLayout) { self.init(layout.trip) }

    public init(_ trip: Trip) {
        let games = trip.games
        // The games in the order they show: by day, then by anchor, that is by (time, id).
        let shown = games.indices.sorted { a, b in
            let x = games[a]
            let y = games[b]
            return (x.day, x.time, x.id) < (y.day, y.time, y.id)
        }
        let cities = GameCities(trip)
        // Each city's games as (rank in `shown`, index in `trip.games`), ascending.
        var gamesOfCity: [CityKey: [(rank: Int, game: Int)]] = [:]
        for (rank, g) in shown.enumerated() { gamesOfCity[cities.ofGame[g], default: []].append((rank, g)) }
        let dayOfRank = shown.map { games[$0].day }

        var found: [(item: Item, reason: Reason)] = []
        for index in trip.items.indices {
            // Only a leg is copied out of the trip: a note costs a look at its kind.
            guard case .travel(let travel) = trip.items[index].kind else { continue }
            let item = trip.items[index]
            let rule = TravelRule(travel, cities: cities)
            // How many games show before the leg: those of earlier days, and those of its
            // day whose anchor is at most its key.
            let dayStart = Self.firstIndex(in: dayOfRank) { $0 >= item.day }
            let dayEnd = Self.firstIndex(in: dayOfRank) { $0 > item.day }
            let place = dayStart + Self.anchorsUpTo(item.sortOrder, of: dayEnd - dayStart)
            let fromGames = gamesOfCity[rule.from] ?? []
            let toGames = gamesOfCity[rule.to] ?? []
            let prevFrom = Self.last(before: place, in: fromGames)
            let prevTo = Self.last(before: place, in: toGames)
            let nextFrom = Self.first(atOrAfter: place, in: fromGames)
            let nextTo = Self.first(atOrAfter: place, in: toGames)
            let previous = [prevFrom, prevTo].compactMap { $0 }.max { $0.rank < $1.rank }
            let next = [nextFrom, nextTo].compactMap { $0 }.min { $0.rank < $1.rank }
            let verdict = rule.verdict(
                previous: previous?.game, next: next?.game,
                nextFrom: nextFrom?.game, previousTo: prevTo?.game)
            if let blocker = verdict.blocker {
                found.append((item, Reason(blocker, travel: travel, trip: trip)))
            }
        }
        // Display order among items: by day, then key, then id (SPEC §4.1).
        found.sort { a, b in
            if a.item.day != b.item.day { return a.item.day < b.item.day }
            if a.item.sortOrder != b.item.sortOrder { return a.item.sortOrder < b.item.sortOrder }
            return a.item.id < b.item.id
        }
        problems = found.map { Problem(itemID: $0.item.id, reason: $0.reason) }
        var byItem: [String: Reason] = [:]
        for p in problems { byItem[p.itemID] = p.reason }
        self.byItem = byItem
    }

    public func reason(for itemID: String) -> Reason? { byItem[itemID] }

    /// How many of a day's `count` anchors (0, 1, …) are at most `key`: the games that show
    /// before an item with this key.
    static func anchorsUpTo(_ key: Double, of count: Int) -> Int {
        guard count > 0, key >= 0 else { return 0 }
        if key >= Double(count - 1) { return count }
        return Int(key.rounded(.down)) + 1
    }

    /// The first index whose element satisfies `isAtOrPast`, which holds from some index on.
    private static func firstIndex(in sorted: [Int], where isAtOrPast: (Int) -> Bool) -> Int {
        var lo = 0
        var hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if isAtOrPast(sorted[mid]) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    private static func last(before rank: Int, in list: [(rank: Int, game: Int)]) -> (rank: Int, game: Int)? {
        var lo = 0
        var hi = list.count  // first index with rank >= rank
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid].rank < rank { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? list[lo - 1] : nil
    }

    private static func first(atOrAfter rank: Int, in list: [(rank: Int, game: Int)]) -> (rank: Int, game: Int)? {
        var lo = 0
        var hi = list.count  // first index with rank >= rank
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid].rank < rank { lo = mid + 1 } else { hi = mid }
        }
        return lo < list.count ? list[lo] : nil
    }
}

extension TripCheck {
    /// The items misplaced in `after` that were not in `before`: a schedule change moves no
    /// item (SPEC §4.6), but may leave legs where the rules now forbid them.
    public static func newlyMisplaced(before: Trip?, after: Trip) -> [Problem] {
        let old = Set(before.map { TripCheck($0).problems.map(\.itemID) } ?? [])
        return TripCheck(after).problems.filter { !old.contains($0.itemID) }
    }
}
