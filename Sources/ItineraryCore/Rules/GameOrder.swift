/// A trip's games in the order they show (docs/file-format.md): by day, then by
/// (`Game.startRank`, id), which gives the games of a day the anchors 0, 1, …. Where an item
/// stands among them follows from its keys alone: a game comes before an item of a later day,
/// and before one of its own day whose key is at least its anchor (on an equal key the game
/// comes first).
struct GameOrder: Sendable {
    /// Indices into the trip's games, in display order.
    let shown: [Int]
    /// The day of each game, in display order.
    private let dayOfRank: [Int]

    init(_ games: [Game]) {
        shown = games.indices.sorted { a, b in
            let x = games[a]
            let y = games[b]
            return (x.day, x.startRank, x.id) < (y.day, y.startRank, y.id)
        }
        dayOfRank = shown.map { games[$0].day }
    }

    /// How many games show before an item of `day` with key `sortOrder`: those of earlier
    /// days, and those of its day whose anchor is at most its key. O(log G).
    func rank(day: Int, sortOrder: Double) -> Int {
        let dayStart = firstRank { $0 >= day }
        let dayEnd = firstRank { $0 > day }
        return dayStart + Self.anchorsUpTo(sortOrder, of: dayEnd - dayStart)
    }

    func rank(of item: Item) -> Int { rank(day: item.day, sortOrder: item.sortOrder) }

    /// How many of a day's `count` anchors (0, 1, …) are at most `key`.
    static func anchorsUpTo(_ key: Double, of count: Int) -> Int {
        guard count > 0, key >= 0 else { return 0 }
        if key >= Double(count - 1) { return count }
        return Int(key.rounded(.down)) + 1
    }

    /// The first rank whose day satisfies `isAtOrPast`, which holds from some rank on.
    private func firstRank(where isAtOrPast: (Int) -> Bool) -> Int {
        var lo = 0
        var hi = dayOfRank.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if isAtOrPast(dayOfRank[mid]) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
