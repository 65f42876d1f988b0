/// One pass of `EverySearch` from one first day: the best trip of at most `days` days that
/// sees every venue, or, with a `width`, a beam that keeps that many partial trips a day.
struct EveryPass {
    /// What the passes of one search share: the tables, the best trip so far, and whom to tell
    /// how far the search is.
    struct Shared {
        let tables: EveryTables
        let mostLabels: Int
        var best: SuggestedTrip?
        var made = 0
        /// The lowest bound of the first days not yet done.
        var lowerBound = 0
        let progress: ((EverySearch.Progress) -> Void)?

        init(tables: EveryTables, mostLabels: Int, progress: ((EverySearch.Progress) -> Void)? = nil) {
            self.tables = tables
            self.mostLabels = mostLabels
            self.progress = progress
        }

        /// The days a trip may take to be worth finding.
        func limit(_ otherwise: Int) -> Int { best?.score.days ?? otherwise }

        func tell() {
            guard let progress else { return }
            let days = best?.score.days
            progress(.init(bestDays: days, lowerBound: min(lowerBound, days ?? .max), labels: made))
        }
    }

    /// A partial trip: the venues seen, its miles (from `--start` on), its first stop, and
    /// where it came from (an index of `arena`, -1 at the first stop).
    struct Label {
        var set: UInt64
        var miles: Int32
        var first: Int32
        var parent: Int32
    }

    /// How a beam ranks the partial trips of a day. Each finds trips the others miss, so the
    /// search runs them in turn.
    enum Rank: CaseIterable {
        /// By how soon they could still finish, with two ballparks a day where `--two-a-day` allows.
        case soonest
        /// By how soon, one ballpark a day (two a day in the guess ranks many partial trips alike).
        case soonestOneADay
        /// By the ballparks seen, then fewest miles: the plain beam's order (`WideBeam`).
        case most
    }

    let first: Int
    let days: Int
    let width: Int?
    let time: EveryTime
    /// The search's CPU time at which the pass stops (`EveryTime.spent`).
    let deadline: Duration
    let rank: Rank

    init(first: Int, days: Int, width: Int?, time: EveryTime, deadline: Duration, rank: Rank = .soonest) {
        self.first = first
        self.days = days
        self.width = width
        self.time = time
        self.deadline = deadline
        self.rank = rank
    }

    /// The stops a label settled at, and the label before it: the trips, read backwards.
    private var arenaStop: [Int32] = []
    private var arenaParent: [Int32] = []
    private var pending: [[Label]] = []
    private var index: [[UInt64: Int32]] = []
    private var base = 0
    private var held = 0

    /// Whether it ran to its end (false: out of time or of room; what it found is kept).
    mutating func run(_ shared: inout Shared) -> Bool {
        let t = shared.tables
        let lastDay = min(t.days - 1, first + days - 1)
        guard first <= lastDay else { return true }
        base = t.dayStops[first]
        pending = Array(repeating: [], count: t.dayStops[lastDay + 1] - base)
        index = Array(repeating: [:], count: pending.count)
        for b in t.dayStops[first]..<t.dayStops[first + 1] where t.graph.startMiles[b] >= 0 {
            insert(
                Label(set: t.bits[b], miles: t.graph.startMiles[b], first: Int32(b), parent: -1), at: b, t
            )
        }
        var settledCount = 0
        for d in first...lastDay {
            let limit = min(days, shared.best?.score.days ?? .max)
            guard d <= first + limit - 1 else { break }
            var today: [(stop: Int, label: Int, last: Int, key: Int, rank: Int)] = []
            for b in t.dayStops[d]..<t.dayStops[d + 1] {
                for (i, label) in pending[b - base].enumerated() {
                    let (last, guess) = bound(label, at: b, day: d, t)
                    guard last < first + limit else { continue }
                    if rank == .most {
                        today.append((b, i, last, -label.set.nonzeroBitCount, Int(label.miles)))
                    } else {
                        today.append((b, i, last, last, guess))
                    }
                }
            }
            if let width, today.count > width {
                today.sort { ($0.key, $0.rank, $0.stop, $0.label) < ($1.key, $1.rank, $1.stop, $1.label) }
                today.removeLast(today.count - width)
                today.sort { ($0.stop, $0.label) < ($1.stop, $1.label) }
            }
            shared.made += today.count
            for candidate in today {
                let label = pending[candidate.stop - base][candidate.label]
                let limit = min(days, shared.best?.score.days ?? .max)
                if label.set == t.all {
                    offer(label, at: candidate.stop, day: d, &shared)
                    continue
                }
                if let best = shared.best?.score, candidate.last >= first + best.days - 1,
                    leastMiles(label, at: candidate.stop, t) > best.miles
                {
                    continue
                }
                arenaStop.append(Int32(candidate.stop))
                arenaParent.append(label.parent)
                expand(label, at: candidate.stop, day: d, limit: limit, from: Int32(arenaStop.count - 1), t)
                settledCount += 1
                if settledCount & 1023 == 0 {
                    shared.tell()
                    if time.past(deadline) { return false }
                }
                if held > shared.mostLabels { return false }
            }
            for b in t.dayStops[d]..<t.dayStops[d + 1] {
                held -= pending[b - base].count
                pending[b - base] = []
                index[b - base] = [:]
            }
        }
        return true
    }

    /// Every drive from a settled label's stop to a venue it has not seen, on a day that still
    /// leaves a day for each venue after it within `limit`; in a beam, only to each venue's
    /// first game the drive reaches.
    private mutating func expand(
        _ label: Label, at b: Int, day d: Int, limit: Int, from parent: Int32, _ t: EveryTables
    ) {
        let left = (t.all & ~label.set).nonzeroBitCount
        // A day for each venue left, or for each two with --two-a-day.
        let lastDay = min(t.days - 1, first + limit - (t.twoADay ? (left + 1) / 2 : left))
        guard lastDay > d else { return }
        let n = t.venueCount
        let from = Int(t.lastVenue[b])
        let here = from * n
        if width != nil {
            var unseen = t.all & ~label.set
            while unseen != 0 {
                let v = unseen.trailingZeroBitCount
                unseen &= unseen - 1
                var d2 = d + Int(t.gap[here + v])
                while d2 <= lastDay {
                    let next = Int(t.nextGame[v * (t.days + 1) + d2])
                    guard next <= lastDay else { break }
                    let c = Int(t.stopAt[v * (t.days + 1) + next])
                    let miles = t.ways.miles(from, v, days: next - d, spare: t.arriveBy[c] - t.leaveAt[b])
                    if miles >= 0 {
                        insert(
                            Label(
                                set: label.set | 1 << UInt64(v), miles: label.miles + miles,
                                first: label.first,
                                parent: parent), at: c, t)
                        break
                    }
                    d2 = next + 1
                }
            }
            // And the next day's visits to two venues not yet seen.
            for c in t.dayStops[d + 1]..<t.dayStops[d + 2] where t.bits[c].nonzeroBitCount == 2 {
                guard label.set & t.bits[c] == 0 else { continue }
                let miles = t.ways.miles(
                    from, Int(t.firstVenue[c]), days: 1, spare: t.arriveBy[c] - t.leaveAt[b])
                guard miles >= 0 else { continue }
                insert(
                    Label(
                        set: label.set | t.bits[c], miles: label.miles + miles + t.innerMiles[c], first: label.first,
                        parent: parent), at: c, t)
            }
            return
        }
        for d2 in (d + 1)...lastDay {
            let span = Int32(d2 - d)
            for c in t.dayStops[d2]..<t.dayStops[d2 + 1] {
                let v = Int(t.firstVenue[c])
                let bits = t.bits[c]
                guard label.set & bits == 0, t.gap[here + v] <= span else { continue }
                let miles = t.ways.miles(from, v, days: Int(span), spare: t.arriveBy[c] - t.leaveAt[b])
                guard miles >= 0 else { continue }
                insert(
                    Label(
                        set: label.set | bits, miles: label.miles + miles + t.innerMiles[c], first: label.first,
                        parent: parent), at: c, t)
            }
        }
    }

    /// Of two labels alike at a stop only the better is kept: fewer miles, then the earlier first game.
    private mutating func insert(_ label: Label, at c: Int, _ t: EveryTables) {
        let slot = c - base
        if let at = index[slot][label.set] {
            let old = pending[slot][Int(at)]
            if label.miles < old.miles
                || (label.miles == old.miles && t.firstInstant[Int(label.first)] < t.firstInstant[Int(old.first)])
            {
                pending[slot][Int(at)] = label
            }
        } else {
            index[slot][label.set] = Int32(pending[slot].count)
            pending[slot].append(label)
            held += 1
        }
    }

    /// The earliest day a label can see its last venue, and (for a beam's order) its miles
    /// with the least drive into each venue left. Each venue left needs a day of its own with
    /// a game after this one (the greedy makespan over their next games), and a drive into it
    /// (at least its fewest days from a venue not yet seen or this one). A beam guesses
    /// instead: each venue's next game a drive from here reaches, and any venue's fewest days.
    private func bound(_ label: Label, at b: Int, day d: Int, _ t: EveryTables) -> (last: Int, rank: Int) {
        var left = t.all & ~label.set
        guard left != 0 else { return (d, Int(label.miles)) }
        let n = t.venueCount
        let column = t.days + 1
        let here = Int(t.lastVenue[b])
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 64) { next in
            var count = 0
            var driveDays = 0
            var rankMiles = Int(label.miles)
            while left != 0 {
                let r = left.trailingZeroBitCount
                left &= left - 1
                let release = t.nextGame[r * column + min(t.days, d + (width == nil ? 1 : Int(t.gap[here * n + r])))]
                if release == .max { return (.max, .max) }
                // Insertion sort as they come: at most 64.
                var i = count
                while i > 0 && next[i - 1] > release {
                    next[i] = next[i - 1]
                    i -= 1
                }
                next[i] = release
                count += 1
                rankMiles += Int(t.leastMilesInto[r])
                if width == nil {
                    driveDays += Int(Self.leastInto(r, from: here, or: t.all & ~label.set, t.gap, n))
                } else {
                    driveDays += Int(t.leastGapInto[r])
                }
            }
            // Each venue left to the first day from its next game with room: one a day, or two
            // with --two-a-day.
            var last = d
            var used = 1
            let room = t.twoADay && (width == nil || rank != .soonestOneADay) ? 2 : 1
            for i in 0..<count {
                if Int(next[i]) > last {
                    last = Int(next[i])
                    used = 1
                } else if last > d && used < room {
                    used += 1
                } else {
                    last += 1
                    used = 1
                }
            }
            return (max(last, d + driveDays), rankMiles)
        }
    }

    /// The fewest miles a label can still finish with: a drive into each venue left from one
    /// not yet seen or its own, and the drive to `--end` from one of them.
    private func leastMiles(_ label: Label, at b: Int, _ t: EveryTables) -> Int {
        let n = t.venueCount
        let here = Int(t.lastVenue[b])
        var left = t.all & ~label.set
        var total = Int(label.miles)
        var end = Int32.max
        while left != 0 {
            let r = left.trailingZeroBitCount
            left &= left - 1
            total += Int(Self.leastInto(r, from: here, or: t.all & ~label.set, t.miles, n))
            if t.endMiles[r] >= 0 { end = min(end, t.endMiles[r]) }
        }
        return end == .max ? .max : total + Int(end)
    }

    /// The least `weight` of a drive into venue `r` from `here` or any other venue of `others`.
    private static func leastInto(_ r: Int, from here: Int, or others: UInt64, _ weight: [Int32], _ n: Int) -> Int32 {
        var least = weight[here * n + r]
        var others = others
        while others != 0 {
            let u = others.trailingZeroBitCount
            others &= others - 1
            if u != r { least = min(least, weight[u * n + r]) }
        }
        return least
    }

    /// A label at its last venue: a trip, kept when it beats the best (fewer days, then miles,
    /// then the earlier first game, then the first stops in order).
    private func offer(_ label: Label, at b: Int, day d: Int, _ shared: inout Shared) {
        let t = shared.tables
        let end = t.endMiles[Int(t.lastVenue[b])]
        guard end >= 0 else { return }
        let score = SuggestScore(
            venues: t.venueCount, miles: Int(label.miles + end), days: d - first + 1,
            firstInstant: t.firstInstant[Int(label.first)])
        var visits = [b]
        var at = label.parent
        while at >= 0 {
            visits.append(Int(arenaStop[Int(at)]))
            at = arenaParent[Int(at)]
        }
        let stops = t.graph.stops(ofVisits: visits.reversed())
        if let best = shared.best {
            let key = (score.days, score.miles, score.firstInstant)
            let bestKey = (best.score.days, best.score.miles, best.score.firstInstant)
            guard key < bestKey || (key == bestKey && stops.lexicographicallyPrecedes(best.stops)) else { return }
        }
        shared.best = SuggestedTrip(stops: stops, score: score)
    }
}
