/// One game, leg or stay of a trip, as the traveller meets them.
public enum RouteStep: Sendable {
    case game(Game)
    case leg(Item, Travel)
    case stay(Item, Stay)
}

extension Trip {
    /// The games, legs and stays in display order (SPEC §4.1), never the notes: what travel
    /// is checked along and what a map numbers. O(G log G + L log L) for G games and L legs
    /// and stays, plus a look at each item's kind.
    public func routeSteps() -> [RouteStep] {
        // The games as they show: by day, then (time, id), which gives each its anchor.
        let games = games.sorted { ($0.day, $0.time, $0.id) < ($1.day, $1.time, $1.id) }
        var anchors: [Int] = []
        anchors.reserveCapacity(games.count)
        for (i, g) in games.enumerated() { anchors.append(i > 0 && games[i - 1].day == g.day ? anchors[i - 1] + 1 : 0) }
        var moves: [Item] = []  // legs and stays
        // Only a leg or a stay is copied out of the trip: a note costs a look at its kind.
        for index in items.indices {
            switch items[index].kind {
            case .travel, .stay: moves.append(items[index])
            case .custom: continue
            }
        }
        moves.sort { a, b in (a.day, a.sortOrder, a.id) < (b.day, b.sortOrder, b.id) }
        // Merged in display order: a game comes first on an equal key.
        var steps: [RouteStep] = []
        steps.reserveCapacity(games.count + moves.count)
        var g = 0
        for item in moves {
            while g < games.count,
                games[g].day < item.day || (games[g].day == item.day && Double(anchors[g]) <= item.sortOrder)
            {
                steps.append(.game(games[g]))
                g += 1
            }
            switch item.kind {
            case .travel(let travel): steps.append(.leg(item, travel))
            case .stay(let stay): steps.append(.stay(item, stay))
            case .custom: break
            }
        }
        steps += games[g...].map { .game($0) }
        return steps
    }
}
