/// Every venue in the fewest days (the travelling baseball fan problem, docs/suggest.md): a trip
/// by the rules of `itin suggest` (docs/suggest.md) with one stop at each venue of the input, best
/// by fewest days from the first game to the last, then fewer miles, then the earlier first game.
///
/// The search is split by the trip's first day. For each first day a lower bound comes from
/// two relaxations: the venues matched to distinct days that have a game of theirs (drives
/// ignored), and the days the drives need (a drive of m miles spans at least ⌈m / max-miles⌉
/// days; a trip's drives form a spanning tree of the venues, so they need at least the
/// smallest such tree). A beam over partial trips first finds a good trip from the most
/// promising first days. Then, for each first day in the order of their bounds, unless its
/// bound is above the best trip's days, an exact pass asks for a trip better than the best: a
/// programme over the stops in day order whose labels are partial trips `(stop, venues
/// seen)`, of two alike only the one with fewer miles (then the earlier first game) kept, and
/// a label dropped when a bound says it cannot beat the best trip found. When every first day
/// is done, the best trip is the fewest days, proven, and the fewest miles of those. Out of
/// time, the result is the best found and the lowest bound of the first days not done.
public struct EverySearch: Sendable {
    public struct Result: Sendable {
        /// The best trip found; its score's `days` count from the first game's day to the last's.
        public let trip: SuggestedTrip?
        /// No trip that sees every venue is shorter than this many days.
        public let lowerBound: Int
        /// Every first day was searched to the end: the trip is the best by days, then miles,
        /// then start (or, with none, no trip sees every venue).
        public let exact: Bool
        /// Partial trips made, for the bench.
        public let labels: Int

        /// Whether no trip is shorter than the one found.
        public var provenFewest: Bool { trip.map { lowerBound >= $0.score.days } ?? false }
    }

    /// How far the search is: the best trip's days so far, the bound so far, the partial trips made.
    public struct Progress: Sendable {
        public let bestDays: Int?
        public let lowerBound: Int
        public let labels: Int
    }

    /// The whole search's time, in CPU time of the thread it runs on; past it, the best found
    /// and the bound so far.
    public var budget: Duration = .seconds(15)
    /// The most wall-clock time the search may take, however little CPU time it is given.
    public var wallCap: Duration = .seconds(60)
    /// The part of the budget the beams may take before the proof begins.
    public var seedShare = 0.3
    public var beamWidth = 1_000
    /// An exact pass holding more partial trips than this gives up, as out of time.
    public var mostLabels = 1_000_000

    /// A venue is a bit of a label.
    public static let mostVenues = 64

    public init() {}

    /// Refuses what the search cannot answer: too many venues (a usage error), or a venue with
    /// no game in the window (no trip).
    public static func check(_ input: SuggestInput) throws(SuggestProblem) {
        guard input.venuesWithoutGames.isEmpty else {
            let names = input.venuesWithoutGames.map { "\($0.name), \($0.city)" }.joined(separator: "; ")
            throw .noTrip(
                "no trip sees every ballpark: no game between \(input.request.from) and \(input.request.to) at \(names)"
            )
        }
        guard input.venues.count <= mostVenues else {
            throw .usage("\(input.venues.count) ballparks: --every takes at most \(mostVenues) (name some with --only)")
        }
    }

    /// The venues the trip seeing the most of them leaves out: what to name when no trip sees them all.
    public static func leftOut(_ input: SuggestInput) -> [SuggestVenue] {
        let graph = SuggestGraph(input)
        guard let most = SuggestSearch().run(graph).trips.first else { return input.venues }
        let seen = Set(most.stops.map { input.stops[$0].venue })
        return input.venues.indices.filter { !seen.contains($0) }.map { input.venues[$0] }
    }

    /// `progress` is called often (after each pass, and every thousand partial trips or so within one).
    public func run(_ graph: SuggestGraph, progress: ((Progress) -> Void)? = nil) -> Result {
        let time = EveryTime(wallCap: wallCap)
        let deadline = budget
        let tables = EveryTables(graph)
        var state = EveryPass.Shared(tables: tables, mostLabels: mostLabels, progress: progress)
        let starts = tables.startDays
        let bound = starts.map { tables.firstBound(day: $0) }
        var settled = [Bool](repeating: false, count: starts.count)
        /// The lowest bound of a first day not done (the window's days and one when none is left).
        func openBound() -> Int {
            starts.indices.filter { !settled[$0] }.map { bound[$0] }.min() ?? tables.days + 1
        }
        state.lowerBound = openBound()

        /// Beams from each first day whose bound could still beat the best trip, lowest bound first.
        /// Whether there was any to run.
        @discardableResult func beams(width: Int, until end: Duration, rank: EveryPass.Rank) -> Bool {
            let order = starts.indices.sorted { (bound[$0], starts[$0]) < (bound[$1], starts[$1]) }
            var ran = false
            for i in order where !settled[i] && bound[i] <= state.limit(tables.days) {
                let until = state.best == nil ? deadline : end
                guard !time.past(until) else { return ran }
                ran = true
                // A narrow beam until there is a trip: a first one soon, even on a slow machine.
                var pass = EveryPass(
                    first: starts[i], days: state.limit(tables.days),
                    width: state.best == nil ? min(width, 50) : width, time: time, deadline: until, rank: rank)
                _ = pass.run(&state)
                state.tell()
            }
            return ran
        }

        // A good trip first, so that the exact passes have something to beat: the seed time
        // shared by the beams' orders (with --two-a-day, by one ballpark a day too: two a day in
        // the guess ranks many partial trips alike, and alone its beam fell to 52 days on a
        // generated season by car).
        let ranks: [EveryPass.Rank] = tables.twoADay ? [.soonestOneADay, .soonest, .most] : [.soonest, .most]
        for (k, rank) in ranks.enumerated() {
            beams(width: beamWidth, until: budget * (seedShare * Double(k + 1) / Double(ranks.count)), rank: rank)
        }

        // Then each first day whose bound does not rule it out, lowest bound first: an exact pass
        // for a trip better than the best (one pass a day: asking for fewer days first costs
        // more in all). A pass may take a quarter of the time left (on a whole season none ends,
        // and the beams find more); past it, the rest goes to wider beams.
        var exact = true
        while true {
            let best = state.best?.score.days
            var pick: Int?
            for i in starts.indices where !settled[i] {
                if bound[i] > (best ?? tables.days) {
                    settled[i] = true
                } else if pick.map({ (bound[i], starts[i]) < (bound[$0], starts[$0]) }) ?? true {
                    pick = i
                }
            }
            guard let i = pick else { break }
            var pass = EveryPass(
                first: starts[i], days: best ?? tables.days, width: nil,
                time: time, deadline: time.spent + (deadline - time.spent) / 4)
            guard pass.run(&state) else {
                exact = false
                break
            }
            settled[i] = true
            state.lowerBound = openBound()
            state.tell()
        }
        var width = beamWidth
        var round = 0
        // Wider each round, up to a size no day could fill; none when no first day is left open.
        while !exact, !time.past(deadline) {
            width = min(width * 2, 1 << 24)
            round += 1
            // The plain beam's order first: it found the shorter trips on whole seasons.
            guard beams(width: width, until: deadline, rank: ranks[(ranks.count - 2 + round) % ranks.count]) else {
                break
            }
        }
        let open = starts.indices.filter { !settled[$0] }.map { bound[$0] }.min()
        let lowerBound = min(open ?? .max, state.best?.score.days ?? .max)
        return Result(
            trip: state.best, lowerBound: lowerBound == .max ? tables.days + 1 : lowerBound, exact: exact,
            labels: state.made)
    }
}

/// What every pass reads: the stops by day, the venues' bits, the drives' days and miles, and
/// the next day each venue has a game.
struct EveryTables {
    let graph: SuggestGraph
    let venueCount: Int
    /// Days in the window.
    let days: Int
    let all: UInt64
    let day: [Int32]
    /// Each visit's venues as bits, where it begins and ends, and the miles of its own hop.
    let bits: [UInt64]
    let firstVenue: [Int32]
    let lastVenue: [Int32]
    let innerMiles: [Int32]
    let twoADay: Bool
    let arriveBy: [Int64]
    let leaveAt: [Int64]
    let firstInstant: [Int64]
    /// The stops of each day: `dayStops[d]..<dayStops[d + 1]`.
    let dayStops: [Int]
    /// `nextGame[v * (days + 1) + d]`: the first day from `d` on with a game at `v`; `Int32.max` if none.
    let nextGame: [Int32]
    /// `stopAt[v * (days + 1) + d]`: the visit to venue `v` alone on day `d`; -1 if none.
    let stopAt: [Int32]
    /// `secondOn[v * (days + 1) + d]`: whether `v` is one of two ballparks of a visit on day `d`.
    let secondOn: [Bool]
    /// The fewest miles of any way between two venues.
    let miles: [Int32]
    let ways: SuggestWays
    /// The fewest days a hop between two venues spans: one, or more for a drive of more than
    /// max-miles that cannot be flown.
    let gap: [Int32]
    /// The fewest days and miles of a drive into each venue from any other.
    let leastGapInto: [Int32]
    let leastMilesInto: [Int32]
    /// The drive from each venue to `--end`: 0 without, -1 when too long.
    let endMiles: [Int32]
    /// The smallest spanning tree of the venues in `gap`: the days every trip's drives take at least.
    let treeDays: Int
    let maxMiles: Int32

    init(_ graph: SuggestGraph) {
        self.graph = graph
        let input = graph.input
        let n = input.venues.count
        venueCount = n
        days = input.request.to.dayNumber - input.request.from.dayNumber + 1
        all = n == 64 ? .max : (UInt64(1) << UInt64(n)) - 1
        day = graph.day
        let visits = graph.visits
        bits = visits.map { v in v.stops.reduce(UInt64(0)) { $0 | 1 << UInt64(input.stops[$1].venue) } }
        firstVenue = visits.map { Int32($0.firstVenue) }
        lastVenue = visits.map { Int32($0.lastVenue) }
        innerMiles = visits.map(\.innerMiles)
        twoADay = input.request.twoADay
        arriveBy = visits.map(\.arriveBy)
        leaveAt = visits.map(\.leaveAt)
        firstInstant = visits.map(\.firstInstant)
        var dayStops = [Int](repeating: visits.count, count: days + 1)
        for s in visits.indices.reversed() { dayStops[Int(graph.day[s])] = s }
        for d in stride(from: days - 1, through: 0, by: -1) where dayStops[d] > dayStops[d + 1] {
            dayStops[d] = dayStops[d + 1]
        }
        self.dayStops = dayStops
        var next = [Int32](repeating: .max, count: n * (days + 1))
        var stopAt = [Int32](repeating: -1, count: n * (days + 1))
        var secondOn = [Bool](repeating: false, count: n * (days + 1))
        var sameDay = [Bool](repeating: false, count: n * n)
        for s in visits.indices {
            let v = visits[s]
            if v.stops.count == 1 {
                next[v.firstVenue * (days + 1) + Int(v.day)] = v.day
                stopAt[v.firstVenue * (days + 1) + Int(v.day)] = Int32(s)
            } else {
                secondOn[v.firstVenue * (days + 1) + Int(v.day)] = true
                secondOn[v.lastVenue * (days + 1) + Int(v.day)] = true
                // Both ways: the spanning tree below reads a pair in one direction.
                sameDay[v.firstVenue * n + v.lastVenue] = true
                sameDay[v.lastVenue * n + v.firstVenue] = true
            }
        }
        self.stopAt = stopAt
        self.secondOn = secondOn
        for v in 0..<n {
            for d in stride(from: days - 1, through: 0, by: -1) {
                next[v * (days + 1) + d] = min(next[v * (days + 1) + d], next[v * (days + 1) + d + 1])
            }
        }
        nextGame = next
        // The least any way takes (for the bounds); the hops themselves are the graph's ways.
        let ways = graph.ways
        self.ways = ways
        let miles = (0..<n * n).map { ways.leastMiles($0 / n, $0 % n) }
        self.miles = miles
        maxMiles = Int32(input.request.maxMiles)
        // A hop of one day's two ballparks takes no day.
        let gap = (0..<n * n).map { sameDay[$0] ? 0 : ways.leastDays($0 / n, $0 % n) }
        self.gap = gap
        var leastGap = [Int32](repeating: 0, count: n)
        var leastMiles = [Int32](repeating: 0, count: n)
        for v in 0..<n {
            let others = (0..<n).filter { $0 != v }
            leastGap[v] = others.map { gap[$0 * n + v] }.min() ?? 0
            leastMiles[v] = others.map { miles[$0 * n + v] }.min() ?? 0
        }
        leastGapInto = leastGap
        leastMilesInto = leastMiles
        // To `--end` from each venue (0 without it, -1 when no way fits).
        let end = ways.endHops.isEmpty ? [Int32](repeating: 0, count: n) : ways.endHops.map { $0?.miles ?? -1 }
        endMiles = end
        treeDays = Self.tree(Array(0..<n), gap, n)
    }

    /// The days the trip may begin on: those with a visit a hop from `--start` reaches.
    var startDays: [Int] {
        (0..<days).filter { d in (dayStops[d]..<dayStops[d + 1]).contains { graph.startMiles[$0] >= 0 } }
    }

    /// The fewest days a trip beginning on day `first` can take, by both relaxations; more than
    /// the window when none fits in it.
    func firstBound(day first: Int) -> Int {
        let matched = matchedDays(from: first)
        return max(matched, treeDays + 1)
    }

    /// The fewest days from `first` on in which every venue has a day of its own with a game
    /// there (the assignment bound): a matching of venues to days, grown a day at a time (a new
    /// day adds at most a pair, found by an augmenting path from it). With `--two-a-day` a day
    /// has a second place, for a venue that is one of two of a visit that day.
    private func matchedDays(from first: Int) -> Int {
        // A slot is `2 * day + k`, k 0 or 1 (the second place).
        var slotOf = [Int](repeating: -1, count: venueCount)
        var matched = 0
        func fits(_ v: Int, _ slot: Int) -> Bool {
            let d = slot / 2
            return slot % 2 == 0 ? nextGame[v * (days + 1) + d] == Int32(d) : secondOn[v * (days + 1) + d]
        }
        func augment(_ slot: Int, _ seen: inout [Bool]) -> Bool {
            for v in 0..<venueCount where !seen[v] && fits(v, slot) {
                seen[v] = true
                if slotOf[v] < 0 || augment(slotOf[v], &seen) {
                    slotOf[v] = slot
                    return true
                }
            }
            return false
        }
        for last in first..<days {
            for k in 0..<(twoADay ? 2 : 1) {
                var seen = [Bool](repeating: false, count: venueCount)
                if augment(2 * last + k, &seen) { matched += 1 }
            }
            if matched == venueCount { return last - first + 1 }
        }
        return days + 1
    }

    /// The smallest spanning tree's weight over `nodes` (Prim).
    static func tree(_ nodes: [Int], _ weight: [Int32], _ n: Int) -> Int {
        guard nodes.count > 1 else { return 0 }
        var inTree = [Bool](repeating: false, count: nodes.count)
        var least = [Int32](repeating: .max, count: nodes.count)
        least[0] = 0
        var total = 0
        for _ in nodes.indices {
            var pick = -1
            for i in nodes.indices where !inTree[i] && (pick < 0 || least[i] < least[pick]) { pick = i }
            inTree[pick] = true
            total += Int(least[pick])
            for i in nodes.indices where !inTree[i] { least[i] = min(least[i], weight[nodes[pick] * n + nodes[i]]) }
        }
        return total
    }
}
