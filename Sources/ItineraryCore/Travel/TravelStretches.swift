/// A trip's legs and stays in display order, cut at its games: stretch k is what comes after
/// the k-th game shown (after the trip's start, for k = 0), closed by the next game (none
/// closes the last). After a game the traveller is in its city whatever came before, so each
/// stretch is walked on its own, and an edit of items walks again only the stretches it
/// touched: a drop costs a stretch or two, not the trip. Notes are never held or read.
struct TravelStretches: Sendable {
    /// The walk, with the trip's days, dates and games (not its items), and every name
    /// looked up so far.
    private(set) var walk: TravelWalk
    private let order: GameOrder
    /// The legs and stays in display order.
    private(set) var moves: [Item] = []
    /// Where each stretch's moves start in `moves`, then where the last one's end.
    private var starts: [Int]
    /// What each stretch's walk found.
    private(set) var findings: [TravelWalk.Findings] = []

    init(_ trip: Trip, places: TripPlaces, model: TravelModel, zones: ZoneCache) {
        order = GameOrder(trip.games)
        moves = trip.moves()
        // A move's stretch is how many games show before it, which never falls along `moves`.
        starts = [Int](repeating: moves.count, count: order.shown.count + 2)
        starts[0] = 0
        var stretch = 0
        for (i, move) in moves.enumerated() {
            let rank = order.rank(of: move)
            while stretch < rank {
                stretch += 1
                starts[stretch] = i
            }
        }
        var bare = trip
        bare.items = []
        walk = TravelWalk(trip: bare, places: places, model: model, zones: zones)
        findings.reserveCapacity(order.shown.count + 1)
        // Each stretch ends where the next starts: at its game, the walk already after it.
        walk.start(after: nil)
        for k in 0...order.shown.count { findings.append(walkStretch(k)) }
    }

    /// Catches up with an edit of the trip's items, its games as they were: the moves it
    /// changed leave their stretches and join their new ones, and those stretches are walked
    /// again. Gives the stretches walked, each with what it found before.
    @discardableResult
    mutating func update(_ changes: [ItemChange]) -> [Int: TravelWalk.Findings] {
        var touched: [Int] = []
        for change in changes {
            if let before = change.before, before.isMove {
                let k = order.rank(of: before)
                guard let i = moves[starts[k]..<starts[k + 1]].firstIndex(where: { $0.id == before.id }) else {
                    preconditionFailure("\(before.id) is not where it stood")
                }
                moves.remove(at: i)
                for s in (k + 1)..<starts.count { starts[s] -= 1 }
                touched.append(k)
            }
            if let after = change.after, after.isMove {
                let k = order.rank(of: after)
                var lo = starts[k]
                var hi = starts[k + 1]  // the first move of the stretch after `after`
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if Item.displayOrder(moves[mid], after) { lo = mid + 1 } else { hi = mid }
                }
                moves.insert(after, at: lo)
                for s in (k + 1)..<starts.count { starts[s] += 1 }
                touched.append(k)
            }
        }
        var walked: [Int: TravelWalk.Findings] = [:]
        for k in touched where walked[k] == nil {
            walked[k] = findings[k]
            walk.start(after: k > 0 ? game(k - 1) : nil)
            findings[k] = walkStretch(k)
        }
        return walked
    }

    /// Where each day ends (index 0 is day 1): where the last game, leg or stay on or before
    /// it put the traveller; before the first, where that one says they are; nil when the
    /// trip has none.
    func dayEnds() -> [String?] {
        var ends: [String?] = []
        ends.reserveCapacity(walk.trip.days)
        var location: String?
        func step(day: Int, start: String, end: String) {
            if ends.count < day - 1 {
                let here = location ?? start
                while ends.count < day - 1 { ends.append(here) }
            }
            location = end
        }
        for k in 0...order.shown.count {
            // By index, so that only the kind's names are copied, not each item.
            for i in starts[k]..<starts[k + 1] {
                switch moves[i].kind {
                case .travel(let travel): step(day: moves[i].day, start: travel.from, end: travel.to)
                case .stay(let stay): step(day: moves[i].day, start: stay.city, end: stay.city)
                case .custom: break
                }
            }
            if k < order.shown.count {
                let game = walk.trip.games[order.shown[k]]
                step(day: game.day, start: game.whereabouts, end: game.whereabouts)
            }
        }
        while ends.count < walk.trip.days { ends.append(location) }
        return ends
    }

    /// The `k`th game shown.
    private func game(_ k: Int) -> Game { walk.trip.games[order.shown[k]] }

    /// The stretch's walk, from the game before it (where the walk has started) through its
    /// moves to the game after.
    private mutating func walkStretch(_ k: Int) -> TravelWalk.Findings {
        for move in moves[starts[k]..<starts[k + 1]] {
            switch move.kind {
            case .travel(let travel): walk.visit(move, travel)
            case .stay(let stay): walk.visit(move, stay)
            case .custom: break
            }
        }
        return walk.close(at: k < order.shown.count ? game(k) : nil)
    }
}
