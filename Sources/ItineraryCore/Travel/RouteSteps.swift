/// One game, leg or stay of a trip, as the traveller meets them.
public enum RouteStep: Sendable {
    case game(Game)
    case leg(Item, Travel)
    case stay(Item, Stay)
}

extension Item {
    /// Whether the traveller goes somewhere by it: a leg, or a stay.
    var isMove: Bool {
        switch kind {
        case .travel, .stay: return true
        case .custom: return false
        }
    }
}

extension Trip {
    /// The legs and stays in display order, never the notes: only a leg or a stay is copied
    /// out of the trip, a note costs a look at its kind.
    func moves() -> [Item] {
        var moves: [Item] = []
        for index in items.indices where items[index].isMove { moves.append(items[index]) }
        moves.sort(by: Item.displayOrder)
        return moves
    }

    /// The games, legs and stays in display order (docs/file-format.md), never the notes:
    /// what a map numbers. O(G log G + L log L) for G games and L legs and stays, plus a
    /// look at each item's kind.
    public func routeSteps() -> [RouteStep] {
        let order = GameOrder(games)
        let moves = moves()
        var steps: [RouteStep] = []
        steps.reserveCapacity(games.count + moves.count)
        var shown = 0  // the games put in so far, in display order
        for item in moves {
            // A move comes after the games its keys place before it (a game first on an equal key).
            for _ in shown..<order.rank(of: item) {
                steps.append(.game(games[order.shown[shown]]))
                shown += 1
            }
            switch item.kind {
            case .travel(let travel): steps.append(.leg(item, travel))
            case .stay(let stay): steps.append(.stay(item, stay))
            case .custom: break
            }
        }
        steps += order.shown[shown...].map { .game(games[$0]) }
        return steps
    }
}
