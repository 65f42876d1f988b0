/// How good a trip is (docs/suggest.md), best first: more venues, fewer miles, fewer
/// days, an earlier first game. (Every `--must` is in every trip the search proposes.)
public struct SuggestScore: Hashable, Sendable, CustomStringConvertible {
    public let venues: Int
    public let miles: Int
    public let days: Int
    public let firstInstant: Int64

    public init(venues: Int, miles: Int, days: Int, firstInstant: Int64) {
        self.venues = venues
        self.miles = miles
        self.days = days
        self.firstInstant = firstInstant
    }

    public func isBetter(than other: SuggestScore) -> Bool {
        if venues != other.venues { return venues > other.venues }
        if miles != other.miles { return miles < other.miles }
        if days != other.days { return days < other.days }
        return firstInstant < other.firstInstant
    }

    public var description: String { "\(venues) venues, \(miles) mi, \(days) days, first at \(firstInstant)" }
}

/// A proposed trip: its stops (indices into `SuggestInput.stops`) and its score.
public struct SuggestedTrip: Hashable, Sendable {
    public let stops: [Int]
    public let score: SuggestScore
}

/// The search for the best trips (docs/suggest.md): a dynamic programme over the stops in day
/// order whose labels are partial trips (ending at a stop, with the set of venues seen and
/// the `--must`s met). Two labels at one stop with the same venues and musts have the same
/// futures, so only the better of them (fewer miles, then a later first day, then an earlier
/// first game) is kept: that pruning is exact. A label that cannot reach the N-th best trip
/// found so far, by bounds that ignore the venues already seen (the most stops, and the
/// fewest miles for each count of stops, any path from its stop can still add), is dropped:
/// exact too. A first pass with a narrow beam finds good trips so that the bound bites; then
/// the exact pass runs, and stays exact unless a day's labels pass `exactWidth`, when it
/// keeps the best of them as a beam does and says the result is not proven (`exact` false).
public struct SuggestSearch: Sendable {
    public struct Result: Sendable {
        /// Best first, at most `top`, no two alike.
        public let trips: [SuggestedTrip]
        /// Whether the first is proven the best.
        public let exact: Bool
        /// Labels made, for the bench.
        public let labels: Int
    }

    public struct Progress: Sendable {
        public let day: Int
        public let days: Int
        public let labels: Int
        public let best: SuggestScore?
    }

    public var seedWidth = 2_000
    public var exactWidth = 100_000
    /// Past this, the exact pass keeps only `lateWidth` labels a day (and is no longer exact),
    /// so that a long window still answers in seconds.
    public var budget: Duration = .milliseconds(1_200)
    public var lateWidth = 10_000

    public init() {}

    public func run(_ graph: SuggestGraph, progress: ((Progress) -> Void)? = nil) -> Result {
        let request = graph.input.request
        var pool = Pool(top: request.top)
        var labels = 0
        var run = Pass(graph: graph, width: seedWidth, prune: false)
        run.go(pool: &pool, progress: nil)
        labels += run.made
        run = Pass(graph: graph, width: exactWidth, prune: true)
        run.deadline = (ContinuousClock.now + budget, lateWidth)
        run.go(pool: &pool, progress: progress)
        labels += run.made
        return Result(trips: pool.trips, exact: !run.capped, labels: labels)
    }

    /// A plain beam of `width` with the same labels: what the tests hold the search to.
    public func beam(_ graph: SuggestGraph, width: Int) -> Result {
        var pool = Pool(top: graph.input.request.top)
        var run = Pass(graph: graph, width: width, prune: false)
        run.go(pool: &pool, progress: nil)
        return Result(trips: pool.trips, exact: !run.capped, labels: run.made)
    }
}

/// The venues seen, a bit each (up to 256).
struct VenueSet: Hashable {
    var w0: UInt64 = 0, w1: UInt64 = 0, w2: UInt64 = 0, w3: UInt64 = 0

    static let capacity = 256

    func contains(_ i: Int) -> Bool {
        let bit = UInt64(1) << UInt64(i & 63)
        switch i >> 6 {
        case 0: return w0 & bit != 0
        case 1: return w1 & bit != 0
        case 2: return w2 & bit != 0
        default: return w3 & bit != 0
        }
    }

    func inserting(_ i: Int) -> VenueSet {
        var s = self
        let bit = UInt64(1) << UInt64(i & 63)
        switch i >> 6 {
        case 0: s.w0 |= bit
        case 1: s.w1 |= bit
        case 2: s.w2 |= bit
        default: s.w3 |= bit
        }
        return s
    }
}

/// The N best complete trips so far, no two with the same stops.
struct Pool {
    let top: Int
    private(set) var trips: [SuggestedTrip] = []

    init(top: Int) { self.top = top }

    /// The worst trip kept, once there are `top`: what a label must be able to beat.
    var threshold: SuggestScore? { trips.count == top ? trips.last!.score : nil }

    func wants(_ score: SuggestScore) -> Bool {
        guard let threshold else { return true }
        return !threshold.isBetter(than: score)
    }

    mutating func offer(_ score: SuggestScore, stops: () -> [Int]) {
        guard wants(score) else { return }
        let path = stops()
        if trips.contains(where: { $0.stops == path }) { return }
        let trip = SuggestedTrip(stops: path, score: score)
        let at = trips.firstIndex { Self.ordered(trip, $0) } ?? trips.count
        trips.insert(trip, at: at)
        if trips.count > top { trips.removeLast() }
    }

    /// Best first; alike scores by their stops, so the answer is the same every run.
    static func ordered(_ a: SuggestedTrip, _ b: SuggestedTrip) -> Bool {
        if a.score.isBetter(than: b.score) { return true }
        if b.score.isBetter(than: a.score) { return false }
        return a.stops.lexicographicallyPrecedes(b.stops)
    }
}

/// One pass of the programme over the days.
private struct Pass {
    struct Label {
        var set: VenueSet
        var miles: Int32
        var parent: Int32
        var stop: Int32
        var first: Int32
        var musts: UInt32
        var count: Int32
    }

    struct Key: Hashable {
        let set: VenueSet
        let musts: UInt32
    }

    let graph: SuggestGraph
    var width: Int
    let prune: Bool
    /// When to narrow to how many labels a day.
    var deadline: (at: ContinuousClock.Instant, width: Int)?
    var labels: [Label] = []
    /// Each stop's labels: a run of `labels`.
    var ranges: [Range<Int>]
    /// The most venues of a label at each stop.
    var mostVenues: [Int32]
    var made = 0
    var capped = false
    let allMusts: UInt32

    init(graph: SuggestGraph, width: Int, prune: Bool) {
        self.graph = graph
        self.width = width
        self.prune = prune
        ranges = Array(repeating: 0..<0, count: graph.visits.count)
        mostVenues = Array(repeating: 0, count: graph.visits.count)
        let n = graph.input.request.musts.count
        allMusts = n == 32 ? .max : (UInt32(1) << UInt32(n)) - 1
    }

    mutating func go(pool: inout Pool, progress: ((SuggestSearch.Progress) -> Void)?) {
        let stops = graph.visits
        let days = graph.input.request.to.dayNumber - graph.input.request.from.dayNumber + 1
        var s = 0
        while s < stops.count {
            var e = s
            while e < stops.count && graph.day[e] == graph.day[s] { e += 1 }
            var day: [Label] = []
            for b in s..<e { expand(into: b, &day, pool: pool) }
            made += day.count
            if day.count > width {
                capped = true
                day.sort(by: Self.isBetter)
                day.removeLast(day.count - width)
                day.sort { $0.stop < $1.stop }
            }
            var i = 0
            for b in s..<e {
                let start = labels.count
                while i < day.count && Int(day[i].stop) == b {
                    labels.append(day[i])
                    i += 1
                }
                ranges[b] = start..<labels.count
                mostVenues[b] = labels[ranges[b]].reduce(0) { max($0, $1.count) }
                for l in ranges[b] { complete(l, pool: &pool) }
            }
            if let deadline, ContinuousClock.now > deadline.at { width = min(width, deadline.width) }
            progress?(
                .init(day: Int(graph.day[s]) + 1, days: days, labels: labels.count, best: pool.trips.first?.score))
            s = e
        }
    }

    /// The labels ending at visit `b`: a new trip starting there, and every label of an
    /// earlier visit a hop that fits leads from, the better of two alike kept.
    private func expand(into b: Int, _ day: inout [Label], pool: Pool) {
        let stop = graph.visits[b]
        let venue = stop.firstVenue
        let other = stop.lastVenue
        let seen = VenueSet().inserting(venue).inserting(other)
        var index: [Key: Int] = [:]
        let base = day.count
        func add(_ label: Label) {
            if prune && hopeless(label, pool: pool) { return }
            let key = Key(set: label.set, musts: label.musts)
            if let at = index[key] {
                if prefixBetter(label, day[at]) { day[at] = label }
            } else {
                index[key] = day.count
                day.append(label)
            }
        }
        if graph.startMiles[b] >= 0 {
            add(
                Label(
                    set: seen, miles: graph.startMiles[b], parent: -1, stop: Int32(b),
                    first: Int32(b), musts: stop.musts, count: stop.venueCount))
        }
        // A stop none of whose labels could still reach the pool's worst is passed over whole.
        let needed = prune ? pool.threshold.map { $0.venues - Int(graph.longest[b]) } : nil
        for (a, miles) in graph.predecessors[b] {
            if let needed, Int(mostVenues[Int(a)]) < needed { continue }
            for l in ranges[Int(a)] {
                let from = labels[l]
                if from.set.contains(venue) || from.set.contains(other) { continue }
                add(
                    Label(
                        set: from.set.inserting(venue).inserting(other), miles: from.miles + miles, parent: Int32(l),
                        stop: Int32(b), first: from.first, musts: from.musts | stop.musts,
                        count: from.count + stop.venueCount))
            }
        }
        _ = base
    }

    /// Whether no trip this label can grow into beats the pool's worst.
    private func hopeless(_ label: Label, pool: Pool) -> Bool {
        guard let worst = pool.threshold else { return false }
        let b = Int(label.stop)
        let most = min(
            Int(label.count) + Int(graph.longest[b]) - Int(graph.visits[b].venueCount), graph.input.venues.count)
        if most != worst.venues { return most < worst.venues }
        guard !graph.leastMiles.isEmpty else { return false }
        let least = graph.leastMiles[b * (graph.depth + 1) + max(0, worst.venues - Int(label.count))]
        return least == .max || Int(label.miles) + Int(least) > worst.miles
    }

    /// Of two labels alike at one stop: fewer miles, a later first day, an earlier first game.
    private func prefixBetter(_ a: Label, _ b: Label) -> Bool {
        if a.miles != b.miles { return a.miles < b.miles }
        let da = graph.day[Int(a.first)]
        let db = graph.day[Int(b.first)]
        if da != db { return da > db }
        let ia = graph.visits[Int(a.first)].firstInstant
        let ib = graph.visits[Int(b.first)].firstInstant
        if ia != ib { return ia < ib }
        return a.parent < b.parent
    }

    /// For a beam: more venues, then fewer miles, then as `prefixBetter`, then by stop.
    private static func isBetter(_ a: Label, _ b: Label) -> Bool {
        if a.count != b.count { return a.count > b.count }
        if a.miles != b.miles { return a.miles < b.miles }
        if a.first != b.first { return a.first > b.first }
        if a.stop != b.stop { return a.stop < b.stop }
        return a.parent < b.parent
    }

    private func complete(_ l: Int, pool: inout Pool) {
        let label = labels[l]
        guard label.musts == allMusts else { return }
        let b = Int(label.stop)
        let end = graph.endMiles[b]
        guard end >= 0 else { return }
        let days = Int(graph.day[b] - graph.day[Int(label.first)]) + 1 + (end > 0 ? 1 : 0)
        let score = SuggestScore(
            venues: Int(label.count), miles: Int(label.miles + end), days: days,
            firstInstant: graph.visits[Int(label.first)].firstInstant)
        pool.offer(score) {
            var path: [Int] = []
            var at = l
            while at >= 0 {
                path.append(Int(labels[at].stop))
                at = Int(labels[at].parent)
            }
            return graph.stops(ofVisits: path.reversed())
        }
    }
}
