/// Judges every slot of a trip for one travel leg in two linear passes: backwards to learn
/// the next game the rule looks at after each slot, forwards to judge each slot and find the
/// barrier games around each allowed window.
struct TravelSweep {
    private(set) var verdicts: [Verdict] = []
    /// Indices into `trip.games`.
    private(set) var barriers: Set<Int> = []

    init(rule: TravelRule, layout: TripLayout, slotCount: Int, entries: (Int) -> [Entry]) {
        func relevantGame(_ e: Entry) -> Int? {
            guard case .game(let g, _) = e, let i = layout.gameIndex[g.id], rule.matters(i) else { return nil }
            return i
        }

        var nextGame = [Int32](repeating: -1, count: slotCount)
        var nextFrom = [Int32](repeating: -1, count: slotCount)
        var s = slotCount - 1
        var next: Int32 = -1
        var from: Int32 = -1
        for d in stride(from: layout.days.count, through: 1, by: -1) {
            let day = entries(d)
            for i in stride(from: day.count, through: 0, by: -1) {
                if i < day.count, let g = relevantGame(day[i]) {
                    next = Int32(g)
                    if rule.isFrom(g) { from = Int32(g) }
                }
                nextGame[s] = next
                nextFrom[s] = from
                s -= 1
            }
        }

        verdicts.reserveCapacity(slotCount)
        var previous: Int? = nil
        var previousTo: Int? = nil
        var inWindow = false
        s = 0
        for d in 1...layout.days.count {
            let day = entries(d)
            for i in 0...day.count {
                let n = nextGame[s] >= 0 ? Int(nextGame[s]) : nil
                let verdict = rule.verdict(
                    previous: previous, next: n,
                    nextFrom: nextFrom[s] >= 0 ? Int(nextFrom[s]) : nil, previousTo: previousTo)
                if verdict.isAllowed != inWindow {
                    // Entering a window: the game before it bounds it; leaving: the game after the last slot.
                    if verdict.isAllowed, let p = previous { barriers.insert(p) }
                    if !verdict.isAllowed, s > 0, nextGame[s - 1] >= 0 { barriers.insert(Int(nextGame[s - 1])) }
                    inWindow = verdict.isAllowed
                }
                verdicts.append(verdict)
                s += 1
                if i < day.count, let g = relevantGame(day[i]) {
                    previous = g
                    if rule.isTo(g) { previousTo = g }
                }
            }
        }
        if inWindow, let n = nextGame.last, n >= 0 { barriers.insert(Int(n)) }
    }
}
