/// Every item of a trip judged where it stands, for the ⚠ marks and `itin check`.
/// Linearithmic: each leg looks up the games of its two cities by binary search.
public struct TripCheck: Sendable {
    public struct Problem: Hashable, Sendable {
        public let itemID: String
        public let reason: Reason
    }

    /// In display order.
    public let problems: [Problem]
    private let byItem: [String: Reason]

    public init(_ layout: TripLayout) {
        let trip = layout.trip
        // Game indices of each city, in trip order, with their rows.
        var gamesOfCity: [CityKey: [(row: Int, game: Int)]] = [:]
        for (row, r) in layout.rows.enumerated() {
            if case .entry(.game(let g, _)) = r, let i = layout.gameIndex[g.id] {
                gamesOfCity[CityKey(g.city), default: []].append((row, i))
            }
        }
        let cities = GameCities(trip)
        var problems: [Problem] = []
        var byItem: [String: Reason] = [:]
        for (row, r) in layout.rows.enumerated() {
            guard case .entry(.item(let item)) = r, let travel = item.travel else { continue }
            let rule = TravelRule(travel, cities: cities)
            let fromGames = gamesOfCity[CityKey(travel.from)] ?? []
            let toGames = gamesOfCity[CityKey(travel.to)] ?? []
            let prevFrom = Self.last(before: row, in: fromGames), prevTo = Self.last(before: row, in: toGames)
            let nextFrom = Self.first(after: row, in: fromGames), nextTo = Self.first(after: row, in: toGames)
            let previous = [prevFrom, prevTo].compactMap { $0 }.max { $0.row < $1.row }
            let next = [nextFrom, nextTo].compactMap { $0 }.min { $0.row < $1.row }
            let verdict = rule.verdict(previous: previous?.game, next: next?.game,
                                       nextFrom: nextFrom?.game, previousTo: prevTo?.game)
            if let blocker = verdict.blocker {
                let reason = Reason(blocker, travel: travel, trip: trip)
                problems.append(Problem(itemID: item.id, reason: reason))
                byItem[item.id] = reason
            }
        }
        self.problems = problems
        self.byItem = byItem
    }

    public func reason(for itemID: String) -> Reason? { byItem[itemID] }

    private static func last(before row: Int, in list: [(row: Int, game: Int)]) -> (row: Int, game: Int)? {
        var lo = 0, hi = list.count  // first index with row >= row
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid].row < row { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? list[lo - 1] : nil
    }

    private static func first(after row: Int, in list: [(row: Int, game: Int)]) -> (row: Int, game: Int)? {
        var lo = 0, hi = list.count  // first index with row > row
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid].row <= row { lo = mid + 1 } else { hi = mid }
        }
        return lo < list.count ? list[lo] : nil
    }
}

extension TripCheck {
    /// The items misplaced in `after` that were not in `before`: a schedule change moves no
    /// item (SPEC §4.6), but may leave legs where the rules now forbid them.
    public static func newlyMisplaced(before: Trip?, after: Trip) -> [Problem] {
        let old = Set(before.map { TripCheck(TripLayout($0)).problems.map(\.itemID) } ?? [])
        return TripCheck(TripLayout(after)).problems.filter { !old.contains($0.itemID) }
    }
}
