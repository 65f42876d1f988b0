/// The days and sortOrders of one trip's items in their merged order, day by day: the keys
/// they bring where those give the order, else keys between neighbours, else the day
/// normalized (docs/file-format.md).
enum DayKeys {
    /// `order`: the trip's items in merged order, by day and gap; `brought`: the key each brings.
    static func place(
        games: [Game], order: [Ordered<ItemSlot>], items: [String: Item],
        brought: (String) -> Double, into placed: inout [String: Item]
    ) {
        var gamesOfDay: [Int: [Game]] = [:]
        for g in games { gamesOfDay[g.day, default: []].append(g) }
        var start = 0
        while start < order.count {
            let day = order[start].label.day
            let end = order[start...].firstIndex { $0.label.day != day } ?? order.count
            let shown = (gamesOfDay[day] ?? []).sorted { ($0.startRank, $0.id) < ($1.startRank, $1.id) }
            var entries: [Entry] = []
            var gamesPlaced = 0
            func placeGames(upTo gap: Int) {
                while gamesPlaced < min(gap, shown.count) {
                    entries.append(.game(shown[gamesPlaced], anchor: gamesPlaced))
                    gamesPlaced += 1
                }
            }
            for e in order[start..<end] {
                guard var item = items[e.id] else { continue }
                item.day = day
                item.sortOrder = brought(e.id)
                placeGames(upTo: e.label.gap)  // a gap past the day's games (one removed) is after them
                entries.append(.item(item))
            }
            placeGames(upTo: shown.count)
            let keys = MergedKeys.keys(
                entries.map { $0.isGame ? .game(anchor: $0.key) : .item(id: $0.id, key: $0.key) })
            let laidOut = keys == nil ? SortKeys.normalize(entries).entries : entries
            var next = 0
            for e in laidOut {
                guard var item = e.item else { continue }
                if let keys { item.sortOrder = keys[next] }
                next += 1
                placed[item.id] = item
            }
            start = end
        }
    }
}
