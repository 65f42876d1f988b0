/// Keys that give a list its merged order, by the sortOrder arithmetic (docs/file-format.md):
/// each item keeps the key it brought where the keys already give that order, and the others get
/// keys between their neighbours, as a block dropped there would. Nil when a gap has no room
/// left; the list is then normalized.
enum MergedKeys {
    enum DayEntry {
        /// A game at its anchor: fixed, and first on an equal key.
        case game(anchor: Double)
        case item(id: String, key: Double)
    }

    /// One key for each item, in order.
    static func keys(_ places: [DayEntry]) -> [Double]? {
        // Which items' keys fit: within their gap between games, increasing by (key, id).
        var candidates: [(place: Int, key: Double, id: String)] = []
        var low = -Double.infinity
        var start = 0
        func gather(upTo end: Int, high: Double) {
            for p in start..<end {
                guard case .item(let id, let key) = places[p], key.isFinite, key >= low, key < high else { continue }
                candidates.append((p, key, id))
            }
        }
        for (p, place) in places.enumerated() {
            guard case .game(let anchor) = place else { continue }
            gather(upTo: p, high: anchor)
            low = anchor
            start = p + 1
        }
        gather(upTo: places.count, high: .infinity)
        let longest = LongestIncreasing.indices(candidates, by: { ($0.key, $0.id) < ($1.key, $1.id) })
        let kept = Set(longest.map { candidates[$0].place })

        var keys: [Double] = []
        var run = 0  // items waiting for keys, last in `keys`
        var previous: SortKeys.Neighbour?
        func settleRun(before next: SortKeys.Neighbour?) -> Bool {
            guard run > 0 else { return true }
            guard let values = SortKeys.keys(count: run, after: previous, before: next) else { return false }
            keys.replaceSubrange((keys.count - run)..., with: values)
            run = 0
            return true
        }
        for (p, place) in places.enumerated() {
            switch place {
            case .game(let anchor):
                let game = SortKeys.Neighbour(key: anchor, isItem: false)
                guard settleRun(before: game) else { return nil }
                previous = game
            case .item(_, let key):
                if kept.contains(p) {
                    let item = SortKeys.Neighbour(key: key, isItem: true)
                    guard settleRun(before: item) else { return nil }
                    previous = item
                } else {
                    run += 1
                }
                keys.append(key)
            }
        }
        return settleRun(before: nil) ? keys : nil
    }
}
