/// The drives between stops that fit the limits (SPEC §10): a stop on a later day, a drive of
/// at most `--max-miles` for each day it spans, and short enough to be driven between the
/// end of one stop's last game and an hour before the next stop's first (§9.3, zones taken
/// into account: every stop is timed by instants). Distances are §9.2's: great-circle × 1.2,
/// rounded to whole miles as a planned leg writes them, and none between places §9.1 counts
/// as one (within 30 miles). With `--fly` a hop may be flown instead (`SuggestWays` decides
/// how each is made).
public struct SuggestGraph: Sendable {
    public let input: SuggestInput
    /// How each hop between venues, from `--start` and to `--end` is made.
    public let ways: SuggestWays
    /// Each stop's day within the window, from 0.
    let day: [Int32]
    /// Miles between venues, by `a * venueCount + b`.
    let venueMiles: [Int32]
    /// The drive from `--start` to each stop, when it fits a day (0 without `--start`); -1 when it does not.
    let startMiles: [Int32]
    /// The drive from each stop to `--end` (0 without `--end`); -1 when it is too long.
    let endMiles: [Int32]
    /// The drives into each stop: (from stop, miles), in stop order.
    let predecessors: [[(stop: Int32, miles: Int32)]]
    /// Most stops a path from each stop can have (itself included), venues ignored.
    let longest: [Int32]
    /// `leastMiles[s * (depth + 1) + k]`: the fewest miles of k more stops after s and the
    /// drive to `--end` (venues ignored); `Int32.max` when there is no such path.
    let leastMiles: [Int32]
    let depth: Int

    /// Without `drives`, only the miles: the drives between stops and the bounds are left out
    /// (`EverySearch` tries its drives as it goes, and a season has millions of them).
    public init(_ input: SuggestInput, drives: Bool = true) {
        self.input = input
        let model = input.request.model
        let stops = input.stops
        let venues = input.venues
        day = stops.map { Int32($0.date.dayNumber - input.request.from.dayNumber) }
        var venueMiles = [Int32](repeating: 0, count: venues.count * venues.count)
        for a in venues.indices {
            for b in venues.indices where b > a {
                let m = Self.miles(venues[a].place, venues[b].place, model: model)
                venueMiles[a * venues.count + b] = m
                venueMiles[b * venues.count + a] = m
            }
        }
        self.venueMiles = venueMiles
        let ways = SuggestWays(
            venues: venues, driveMiles: venueMiles, start: input.start, end: input.end, request: input.request)
        self.ways = ways
        startMiles = stops.map { stop in
            guard input.start != nil else { return 0 }
            return ways.startHops[stop.venue]?.miles ?? -1
        }
        endMiles = stops.map { stop in
            guard input.end != nil else { return 0 }
            return ways.endHops[stop.venue]?.miles ?? -1
        }
        var predecessors = [[(stop: Int32, miles: Int32)]](repeating: [], count: stops.count)
        var successors = [[(stop: Int32, miles: Int32)]](repeating: [], count: stops.count)
        guard drives else {
            self.predecessors = predecessors
            longest = []
            leastMiles = []
            depth = 0
            return
        }
        for b in stops.indices {
            for a in 0..<b where day[a] < day[b] {
                let m = ways.miles(
                    stops[a].venue, stops[b].venue, days: Int(day[b] - day[a]),
                    spare: stops[b].arriveBy - stops[a].leaveAt)
                guard m >= 0 else { continue }
                predecessors[b].append((Int32(a), m))
                successors[a].append((Int32(b), m))
            }
        }
        self.predecessors = predecessors

        // The bounds, backwards: a path's later stops are on later days.
        var longest = [Int32](repeating: 1, count: stops.count)
        for s in stops.indices.reversed() {
            for next in successors[s] { longest[s] = max(longest[s], longest[Int(next.stop)] + 1) }
        }
        self.longest = longest
        let depth = Int(longest.max() ?? 1) - 1
        self.depth = depth
        // Skipped when it would cost more than the search (a long window): the venue bound alone.
        let work = successors.reduce(0) { $0 + $1.count } * (depth + 1)
        if work <= 40_000_000 {
            var least = [Int32](repeating: .max, count: stops.count * (depth + 1))
            for s in stops.indices.reversed() {
                let row = s * (depth + 1)
                if endMiles[s] >= 0 { least[row] = endMiles[s] }
                for next in successors[s] {
                    let nextRow = Int(next.stop) * (depth + 1)
                    for k in 0..<Int(longest[Int(next.stop)]) where least[nextRow + k] != .max {
                        least[row + k + 1] = min(least[row + k + 1], next.miles + least[nextRow + k])
                    }
                }
            }
            leastMiles = least
        } else {
            leastMiles = []
        }
    }

    /// Whole miles of a drive between two places; none within the model's few miles.
    public static func miles(_ a: Place, _ b: Place, model: TravelModel) -> Int32 {
        miles(a.coordinates, b.coordinates, model: model)
    }

    public static func miles(_ a: Coordinates, _ b: Coordinates, model: TravelModel) -> Int32 {
        if model.isSamePlace(a, b) { return 0 }
        return Int32(model.miles(.drive, from: a, to: b).rounded())
    }

    /// Whether a drive of `miles` over `days` fits between two stops.
    public static func fits(
        miles: Int32, days: Int, from a: SuggestStop, to b: SuggestStop, limit: Int, model: TravelModel
    ) -> Bool {
        days >= 1 && Int(miles) <= limit * days
            && model.seconds(.drive, miles: Double(miles)) <= Double(b.arriveBy - a.leaveAt)
    }

    /// How a trip goes from stop `a` to a later stop `b`; nil when no way fits.
    public func hop(from a: Int, to b: Int) -> SuggestHop? {
        let stops = input.stops
        return ways.hop(
            stops[a].venue, stops[b].venue, days: Int(day[b] - day[a]), spare: stops[b].arriveBy - stops[a].leaveAt)
    }

    /// From `--start` to stop `s`, and from it to `--end`: nil without them or when none fits.
    public func startHop(to s: Int) -> SuggestHop? {
        ways.startHops.isEmpty ? nil : ways.startHops[input.stops[s].venue]
    }

    public func endHop(from s: Int) -> SuggestHop? {
        ways.endHops.isEmpty ? nil : ways.endHops[input.stops[s].venue]
    }
}
