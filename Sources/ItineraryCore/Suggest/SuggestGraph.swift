/// What a suggested trip does on one of its days: one stop, or with `--two-a-day` two (a game
/// at one ballpark, then a later one at another that the end of the first leaves time to reach
/// an hour before it starts). The searches go from visit to visit; the day counts once.
public struct SuggestVisit: Hashable, Sendable {
    /// Stops, indices of `SuggestInput.stops`: one or two, on one day, in the order seen.
    public let stops: [Int]
    let day: Int32
    /// Each a venue: where the visit begins, and where it ends.
    let firstVenue: Int
    let lastVenue: Int
    let arriveBy: Int64
    let leaveAt: Int64
    let musts: UInt32
    let firstInstant: Int64
    /// The miles of the hop between its two stops (0 for one).
    let innerMiles: Int32

    var venueCount: Int32 { Int32(stops.count) }
}

/// The hops between visits that fit the limits (docs/suggest.md): a visit on a later day, a drive of
/// at most `--max-miles` for each day it spans, and short enough to be made between the end
/// of one visit's last game and an hour before the next visit's first (docs/travel.md, zones taken into
/// account: every stop is timed by instants). Distances are the travel model's (docs/travel.md):
/// great-circle × 1.2, rounded to whole miles as a planned leg writes them, and none between places the
/// travel rules (docs/travel.md) count as one (within 30 miles). With `--fly` a hop may be flown instead
/// (`SuggestWays` decides how each is made); with `--two-a-day` a day may be a visit to two ballparks.
public struct SuggestGraph: Sendable {
    public let input: SuggestInput
    /// How each hop between venues, from `--start` and to `--end` is made.
    public let ways: SuggestWays
    /// By day, then arrival; without `--two-a-day`, one a stop, in stop order.
    public let visits: [SuggestVisit]
    /// Each visit's day within the window, from 0.
    let day: [Int32]
    /// Miles between venues, by `a * venueCount + b`.
    let venueMiles: [Int32]
    /// The hop from `--start` to each visit, when one fits (0 without `--start`); -1 when none does.
    let startMiles: [Int32]
    /// The hop from each visit to `--end` (0 without `--end`); -1 when none fits.
    let endMiles: [Int32]
    /// The hops into each visit: (from visit, miles), in visit order.
    let predecessors: [[(stop: Int32, miles: Int32)]]
    /// Most venues a path from each visit can see (its own included), repeats ignored.
    let longest: [Int32]
    /// `leastMiles[s * (depth + 1) + k]`: the fewest miles of a path after visit s that sees
    /// at least k more venues, and the hop to `--end` (repeats ignored); `Int32.max` when there
    /// is no such path.
    let leastMiles: [Int32]
    let depth: Int

    /// Without `drives`, only the miles: the hops between visits and the bounds are left out
    /// (`EverySearch` tries its hops as it goes, and a season has millions of them).
    public init(_ input: SuggestInput, drives: Bool = true) {
        self.input = input
        let model = input.request.model
        let venues = input.venues
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
        let visits = Self.visits(input, ways)
        self.visits = visits
        day = visits.map(\.day)
        // A visit's own hop counted in the hops into it.
        startMiles = visits.map { visit in
            guard input.start != nil else { return visit.innerMiles }
            return ways.startHops[visit.firstVenue].map { $0.miles + visit.innerMiles } ?? -1
        }
        endMiles = visits.map { visit in
            guard input.end != nil else { return 0 }
            return ways.endHops[visit.lastVenue]?.miles ?? -1
        }
        var predecessors = [[(stop: Int32, miles: Int32)]](repeating: [], count: visits.count)
        var successors = [[(stop: Int32, miles: Int32)]](repeating: [], count: visits.count)
        guard drives else {
            self.predecessors = predecessors
            longest = []
            leastMiles = []
            depth = 0
            return
        }
        for b in visits.indices {
            for a in 0..<b where day[a] < day[b] {
                let m = ways.miles(
                    visits[a].lastVenue, visits[b].firstVenue, days: Int(day[b] - day[a]),
                    spare: visits[b].arriveBy - visits[a].leaveAt)
                guard m >= 0 else { continue }
                predecessors[b].append((Int32(a), m + visits[b].innerMiles))
                successors[a].append((Int32(b), m + visits[b].innerMiles))
            }
        }
        self.predecessors = predecessors

        // The bounds, backwards: a path's later visits are on later days.
        var longest = visits.map(\.venueCount)
        for s in visits.indices.reversed() {
            for next in successors[s] { longest[s] = max(longest[s], longest[Int(next.stop)] + visits[s].venueCount) }
        }
        self.longest = longest
        let depth = Int(longest.max() ?? 1) - 1
        self.depth = depth
        // Skipped when it would cost more than the search (a long window): the venue bound alone.
        let work = successors.reduce(0) { $0 + $1.count } * (depth + 1)
        if work <= 40_000_000 {
            var least = [Int32](repeating: .max, count: visits.count * (depth + 1))
            for s in visits.indices.reversed() {
                let row = s * (depth + 1)
                if endMiles[s] >= 0 { least[row] = endMiles[s] }
                for next in successors[s] {
                    let nextRow = Int(next.stop) * (depth + 1)
                    let w = Int(visits[Int(next.stop)].venueCount)
                    for k in 0..<Int(longest[Int(next.stop)]) where least[nextRow + k] != .max {
                        let seen = min(k + w, depth)
                        least[row + seen] = min(least[row + seen], next.miles + least[nextRow + k])
                    }
                }
                // At least k: a path that sees more will do.
                for k in stride(from: depth - 1, through: 0, by: -1) {
                    least[row + k] = min(least[row + k], least[row + k + 1])
                }
            }
            leastMiles = least
        } else {
            leastMiles = []
        }
    }

    /// A visit for each stop, and with `--two-a-day` one for each two stops of a day at two
    /// venues where the first's end (of its first game, a doubleheader's) leaves time to reach
    /// the second (a hop of the same day).
    static func visits(_ input: SuggestInput, _ ways: SuggestWays) -> [SuggestVisit] {
        let from = input.request.from.dayNumber
        func visit(_ list: [Int], miles: Int32 = 0) -> SuggestVisit {
            let first = input.stops[list[0]]
            let last = input.stops[list.last!]
            return SuggestVisit(
                stops: list, day: Int32(first.date.dayNumber - from), firstVenue: first.venue, lastVenue: last.venue,
                arriveBy: first.arriveBy, leaveAt: last.leaveAt,
                musts: list.indices.reduce(0) { $0 | input.stops[list[$1]].musts(dayGoesOn: $1 + 1 < list.count) },
                firstInstant: first.firstInstant,
                innerMiles: miles)
        }
        var visits = input.stops.indices.map { visit([$0]) }
        guard input.request.twoADay else { return visits }
        var s = 0
        let stops = input.stops
        while s < stops.count {
            var e = s
            while e < stops.count && stops[e].date == stops[s].date { e += 1 }
            for a in s..<e {
                for b in s..<e where stops[a].venue != stops[b].venue {
                    let miles = ways.miles(
                        stops[a].venue, stops[b].venue, days: 0,
                        spare: stops[b].arriveBy - stops[a].leaveAt(dayGoesOn: true))
                    guard miles >= 0 else { continue }
                    visits.append(visit([a, b], miles: miles))
                }
            }
            s = e
        }
        visits.sort { a, b in
            if a.day != b.day { return a.day < b.day }
            if a.arriveBy != b.arriveBy { return a.arriveBy < b.arriveBy }
            return a.stops.lexicographicallyPrecedes(b.stops)
        }
        return visits
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

    /// How a trip goes from stop `a` to a later stop `b` (of the same day, with `--two-a-day`);
    /// nil when no way fits.
    public func hop(from a: Int, to b: Int) -> SuggestHop? {
        let stops = input.stops
        let days = stops[b].date.dayNumber - stops[a].date.dayNumber
        return ways.hop(
            stops[a].venue, stops[b].venue, days: days,
            spare: stops[b].arriveBy - stops[a].leaveAt(dayGoesOn: days == 0))
    }

    /// The stops of a path of visits.
    func stops(ofVisits path: [Int]) -> [Int] { path.flatMap { visits[$0].stops } }

    /// From `--start` to stop `s`, and from it to `--end` (stops, not visits): nil without them
    /// or when none fits.
    public func startHop(to s: Int) -> SuggestHop? {
        ways.startHops.isEmpty ? nil : ways.startHops[input.stops[s].venue]
    }

    public func endHop(from s: Int) -> SuggestHop? {
        ways.endHops.isEmpty ? nil : ways.endHops[input.stops[s].venue]
    }
}
