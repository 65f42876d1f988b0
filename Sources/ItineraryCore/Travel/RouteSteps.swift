/// One game or leg of a trip, as the traveller meets them.
public enum RouteStep: Sendable {
    case game(Game)
    case leg(Item, Travel)
}

extension Trip {
    /// The games and legs in display order (SPEC §4.1), never the notes: what travel is
    /// checked along and what a map numbers. O(G log G + L log L) for G games and L legs,
    /// plus a look at each item's kind.
    public func routeSteps() -> [RouteStep] {
        // The games as they show: by day, then (time, id), which gives each its anchor.
        let games = games.sorted { ($0.day, $0.time, $0.id) < ($1.day, $1.time, $1.id) }
        var anchors: [Int] = []
        anchors.reserveCapacity(games.count)
        for (i, g) in games.enumerated() { anchors.append(i > 0 && games[i - 1].day == g.day ? anchors[i - 1] + 1 : 0) }
        var legs: [(item: Item, travel: Travel)] = []
        // Only a leg is copied out of the trip: a note costs a look at its kind.
        for index in items.indices {
            guard case .travel(let t) = items[index].kind else { continue }
            legs.append((items[index], t))
        }
        legs.sort { a, b in (a.item.day, a.item.sortOrder, a.item.id) < (b.item.day, b.item.sortOrder, b.item.id) }
        // Merged in display order: a game comes first on an equal key.
        var steps: [RouteStep] = []
        steps.reserveCapacity(games.count + legs.count)
        var g = 0
        for leg in legs {
            while g < games.count, games[g].day < leg.item.day || (games[g].day == leg.item.day && Double(anchors[g]) <= leg.item.sortOrder) {
                steps.append(.game(games[g]))
                g += 1
            }
            steps.append(.leg(leg.item, leg.travel))
        }
        steps += games[g...].map { .game($0) }
        return steps
    }
}
