import ItineraryCore

/// A plain beam for `itin suggest --every`, written apart from the search it checks, for the
/// tests and the bench: from each first day (every `stride`-th), day by day, every partial trip
/// kept either waits or goes on to a game of the day at a ballpark it has not seen (with
/// `--two-a-day`, then to a second the same day); of partial trips that have seen the same
/// ballparks and end at the same stop only the one with fewest miles is kept, then the `width`
/// that have seen the most (then fewest miles). Each hop is one the graph says fits, so its
/// trips are real trips, and the fewest days it finds is at least the fewest there are.
public enum WideBeam {
    public struct Trip: Sendable, CustomStringConvertible {
        /// Indices of `SuggestInput.stops`, in order.
        public let stops: [Int]
        public let days: Int
        public let miles: Int

        public var description: String { "\(days) days, \(miles) mi" }
    }

    struct Partial {
        var seen: UInt64
        var last: Int
        /// Every stop, `last` the last.
        var path: [Int]
        var miles: Int
        /// How many ballparks the day of `last` has seen (1 or 2).
        var today: Int
    }

    public static func every(_ graph: SuggestGraph, width: Int, stride: Int = 1) -> Trip? {
        let input = graph.input
        let request = input.request
        let stops = input.stops
        precondition(input.venues.count <= 64)
        let all: UInt64 = input.venues.count == 64 ? .max : (1 << UInt64(input.venues.count)) - 1
        let from = request.from.dayNumber
        let days = request.to.dayNumber - from + 1
        var byDay = [[Int]](repeating: [], count: days)
        for (i, s) in stops.enumerated() { byDay[s.date.dayNumber - from].append(i) }
        func bit(_ s: Int) -> UInt64 { 1 << UInt64(stops[s].venue) }
        var best: Trip?

        func finish(_ p: Partial, first: Int) {
            var miles = p.miles
            if request.end != nil {
                guard let hop = graph.endHop(from: p.last) else { return }
                miles += Int(hop.miles)
            }
            let trip = Trip(
                stops: p.path, days: stops[p.last].date.dayNumber - from - first + 1, miles: miles)
            if best.map({ (trip.days, trip.miles) < ($0.days, $0.miles) }) ?? true { best = trip }
        }

        /// `p` going on to each ballpark of `day` it has not seen and can reach, its `today`th of the day.
        func onward(_ p: Partial, day: Int, today: Int) -> [Partial] {
            byDay[day].compactMap { c in
                guard p.seen & bit(c) == 0, let hop = graph.hop(from: p.last, to: c) else { return nil }
                return Partial(
                    seen: p.seen | bit(c), last: c, path: p.path + [c], miles: p.miles + Int(hop.miles), today: today)
            }
        }

        for first in Swift.stride(from: 0, to: days, by: stride) where !byDay[first].isEmpty {
            var alive: [Partial] = []
            for s in byDay[first] {
                var miles = 0
                if request.start != nil {
                    guard let hop = graph.startHop(to: s) else { continue }
                    miles = Int(hop.miles)
                }
                alive.append(Partial(seen: bit(s), last: s, path: [s], miles: miles, today: 1))
            }
            var d = first
            while true {
                // With --two-a-day, a second ballpark the same day for those that saw one today.
                if request.twoADay {
                    alive += alive.filter { $0.today == 1 && stops[$0.last].date.dayNumber - from == d }
                        .flatMap { onward($0, day: d, today: 2) }
                }
                alive = keep(alive, width: width)
                for p in alive where p.seen == all { finish(p, first: first) }
                alive.removeAll { $0.seen == all }
                d += 1
                guard d < days, d - first + 1 < best?.days ?? .max else { break }
                // Wait, or go on to a game of day d.
                alive += alive.flatMap { onward($0, day: d, today: 1) }
            }
        }
        return best
    }

    /// Of two alike (the same ballparks seen, the same last stop, as many today) the fewer miles; then the
    /// `width` that have seen the most, then fewest miles.
    static func keep(_ partials: [Partial], width: Int) -> [Partial] {
        struct Key: Hashable {
            let seen: UInt64
            let last: Int
            let today: Int
        }
        var at: [Key: Int] = [:]
        var kept: [Partial] = []
        for p in partials {
            let key = Key(seen: p.seen, last: p.last, today: p.today)
            if let i = at[key] {
                if p.miles < kept[i].miles { kept[i] = p }
            } else {
                at[key] = kept.count
                kept.append(p)
            }
        }
        guard kept.count > width else { return kept }
        kept.sort { ($1.seen.nonzeroBitCount, $0.miles) < ($0.seen.nonzeroBitCount, $1.miles) }
        return Array(kept.prefix(width))
    }
}
