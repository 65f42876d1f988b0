/// Every item of a trip judged where it stands, for the ⚠ marks and `itin check`.
///
/// No layout is needed: where a leg stands among the games follows from its keys alone
/// (`GameOrder`). So the games are sorted once, and each leg finds its place among them, and
/// the games of its two cities, by binary search: O(G log G + L log G) for G games and L
/// legs, however many notes the trip holds. A leg's verdict depends on nothing but its keys
/// and the games, so after an edit of items only the items it changed are judged again
/// (`update(_:)`).
public struct TripCheck: Sendable {
    public struct Problem: Hashable, Sendable {
        public let itemID: String
        public let reason: Reason
    }

    /// In display order.
    public private(set) var problems: [Problem]
    /// The display key of each problem's item, in the same order: where a change goes.
    private var keys: [Item.DisplayKey]
    private var byItem: [String: Reason]
    private let judge: LegJudge

    /// The same judgement as `init(_ trip:)`, for a caller that has laid the trip out.
    public init(_ layout: TripLayout) { self.init(layout.trip) }

    public init(_ trip: Trip) {
        judge = LegJudge(trip.games)
        var found: [(key: Item.DisplayKey, problem: Problem)] = []
        for index in trip.items.indices {
            // Only a leg is copied out of the trip: a note costs a look at its kind.
            guard case .travel = trip.items[index].kind else { continue }
            let item = trip.items[index]
            if let problem = judge.problem(item) { found.append((item.displayKey, problem)) }
        }
        found.sort { $0.key < $1.key }
        problems = found.map(\.problem)
        keys = found.map(\.key)
        byItem = Dictionary(problems.map { ($0.itemID, $0.reason) }, uniquingKeysWith: { first, _ in first })
    }

    /// Catches up with an edit of the trip's items, its games as they were: each item the
    /// edit changed is judged again where it stands now.
    public mutating func update(_ changes: [ItemChange]) {
        for change in changes {
            if let before = change.before, byItem.removeValue(forKey: before.id) != nil {
                let i = insertionIndex(before.displayKey)
                assert(keys[i] == before.displayKey, "\(before.id) was judged where it no longer stood")
                problems.remove(at: i)
                keys.remove(at: i)
            }
            if let after = change.after, let problem = judge.problem(after) {
                let key = after.displayKey
                let i = insertionIndex(key)
                problems.insert(problem, at: i)
                keys.insert(key, at: i)
                byItem[after.id] = problem.reason
            }
        }
    }

    public func reason(for itemID: String) -> Reason? { byItem[itemID] }

    /// The first index whose key is not below `key`.
    private func insertionIndex(_ key: Item.DisplayKey) -> Int {
        var lo = 0
        var hi = keys.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if keys[mid] < key { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

}

/// What a trip's games tell every leg: their order and their cities, worked out once; a
/// reference, as the check is copied with the editor's view of a trip at every look.
private final class LegJudge: Sendable {
    let games: [Game]
    let order: GameOrder
    let cities: GameCities
    /// Each city's games as (rank in display order, index in `games`), ascending, by the
    /// city's folded name (as `GameCities.all`, for the same reason).
    let gamesOfCity: [String: [(rank: Int, game: Int)]]

    init(_ games: [Game]) {
        self.games = games
        order = GameOrder(games)
        let cities = GameCities(games)
        var gamesOfCity: [String: [(rank: Int, game: Int)]] = [:]
        for (rank, g) in order.shown.enumerated() {
            gamesOfCity[cities.ofGame[g].folded, default: []].append((rank, g))
        }
        self.cities = cities
        self.gamesOfCity = gamesOfCity
    }

    /// Why `item` may not stand where it does; nil when it may, or is no leg.
    func problem(_ item: Item) -> TripCheck.Problem? {
        guard case .travel(let travel) = item.kind else { return nil }
        let rule = TravelRule(travel, cities: cities)
        let place = order.rank(of: item)
        let fromGames = gamesOfCity[rule.from.folded] ?? []
        let toGames = gamesOfCity[rule.to.folded] ?? []
        let prevFrom = Self.last(before: place, in: fromGames)
        let prevTo = Self.last(before: place, in: toGames)
        let nextFrom = Self.first(atOrAfter: place, in: fromGames)
        let nextTo = Self.first(atOrAfter: place, in: toGames)
        let previous = [prevFrom, prevTo].compactMap { $0 }.max { $0.rank < $1.rank }
        let next = [nextFrom, nextTo].compactMap { $0 }.min { $0.rank < $1.rank }
        let verdict = rule.verdict(
            previous: previous?.game, next: next?.game, nextFrom: nextFrom?.game, previousTo: prevTo?.game)
        guard let blocker = verdict.blocker else { return nil }
        return .init(itemID: item.id, reason: Reason(blocker, travel: travel, games: games))
    }

    private static func last(before rank: Int, in list: [(rank: Int, game: Int)]) -> (rank: Int, game: Int)? {
        let i = firstIndex(atOrAfter: rank, in: list)
        return i > 0 ? list[i - 1] : nil
    }

    private static func first(atOrAfter rank: Int, in list: [(rank: Int, game: Int)]) -> (rank: Int, game: Int)? {
        let i = firstIndex(atOrAfter: rank, in: list)
        return i < list.count ? list[i] : nil
    }

    private static func firstIndex(atOrAfter rank: Int, in list: [(rank: Int, game: Int)]) -> Int {
        var lo = 0
        var hi = list.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid].rank < rank { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}

extension TripCheck {
    /// The items misplaced in `after` that were not in `before`: a schedule change moves no
    /// item (docs/file-format.md), but may leave legs where the rules now forbid them.
    public static func newlyMisplaced(before: Trip?, after: Trip) -> [Problem] {
        let old = Set(before.map { TripCheck($0).problems.map(\.itemID) } ?? [])
        return TripCheck(after).problems.filter { !old.contains($0.itemID) }
    }
}
