/// Where a dropped item lands, as data: its day and sortOrder, plus any other items of that
/// day renumbered to make room (normalization, docs/file-format.md). One undo step holds all of it.
public struct Landing: Hashable, Sendable {
    public var day: Int
    public var sortOrder: Double
    public var renumbered: [Renumbering]

    public init(day: Int, sortOrder: Double, renumbered: [Renumbering] = []) {
        self.day = day
        self.sortOrder = sortOrder
        self.renumbered = renumbered
    }
}

public struct Renumbering: Hashable, Sendable {
    public var id: String
    public var value: Double

    public init(id: String, value: Double) {
        self.id = id
        self.value = value
    }
}

/// The sortOrder arithmetic (docs/file-format.md).
public enum SortKeys {
    /// A neighbour of a slot: its key, and whether it is an item (which must not share a key
    /// with the new one) or a game (which an item may share a key with, and follow).
    public struct Neighbour: Hashable, Sendable {
        public let key: Double
        public let isItem: Bool

        public init(key: Double, isItem: Bool) {
            self.key = key
            self.isItem = isItem
        }

        init(_ entry: Entry) { self.init(key: entry.key, isItem: !entry.isGame) }
    }

    /// The new key between two neighbours, or nil when it would collide with one of them
    /// (the gap has run out, or two items share a key) and the run must be normalized first.
    public static func key(after previous: Neighbour?, before next: Neighbour?) -> Double? {
        let value: Double
        switch (previous, next) {
        case (nil, nil): value = 1
        case (nil, let n?): value = n.key - 1
        case (let p?, nil): value = p.key + 1
        case (let p?, let n?): value = p.key / 2 + n.key / 2  // no overflow near ±Double.max
        }
        guard value.isFinite else { return nil }
        if let n = next, !(value < n.key) { return nil }
        if let p = previous, !(value > p.key || (!p.isItem && value == p.key)) { return nil }
        return value
    }

    /// Landing in a day whose entries (without the moving item) are given in display order.
    public static func place(inDay day: Int, entries: [Entry], at index: Int) -> Landing {
        if let value = key(
            after: index > 0 ? Neighbour(entries[index - 1]) : nil,
            before: index < entries.count ? Neighbour(entries[index]) : nil)
        {
            return Landing(day: day, sortOrder: value)
        }
        let (renumbered, changes) = normalize(entries)
        let value = key(
            after: index > 0 ? Neighbour(renumbered[index - 1]) : nil,
            before: index < renumbered.count ? Neighbour(renumbered[index]) : nil)
        precondition(value != nil, "a normalized day always has room")
        return Landing(day: day, sortOrder: value!, renumbered: changes)
    }

    /// Renumbers a day's items in display order, gap by gap: before the first game −m … −1;
    /// between games k and k+1, k + i/(m+1); after the last game k+1, k+2, …; on a day
    /// without games 1, 2, 3, …. The display order does not change.
    public static func normalize(_ entries: [Entry]) -> (entries: [Entry], changes: [Renumbering]) {
        var result = entries
        var changes: [Renumbering] = []
        var gapStart = 0
        var previousAnchor: Int? = nil
        func renumberGap(_ range: Range<Int>, before nextAnchor: Int?) {
            let m = range.count
            guard m > 0 else { return }
            for (j, index) in range.enumerated() {
                let value: Double
                switch (previousAnchor, nextAnchor) {
                case (nil, nil): value = Double(j + 1)
                case (nil, _): value = Double(j - m)
                case (let k?, nil): value = Double(k + 1 + j)
                case (let k?, _): value = Double(k) + Double(j + 1) / Double(m + 1)
                }
                guard case .item(var item) = result[index] else { continue }
                if item.sortOrder != value {
                    item.sortOrder = value
                    changes.append(Renumbering(id: item.id, value: value))
                    result[index] = .item(item)
                }
            }
        }
        for (i, e) in entries.enumerated() {
            if case .game(_, let anchor) = e {
                renumberGap(gapStart..<i, before: anchor)
                previousAnchor = anchor
                gapStart = i + 1
            }
        }
        renumberGap(gapStart..<entries.count, before: nil)
        return (result, changes)
    }
}

/// Where a block lands (docs/file-format.md): one day, a sortOrder for each of its items in
/// block order, and the day's other items renumbered to make room, all in one undo step.
public struct BlockLanding: Hashable, Sendable {
    public var day: Int
    public var sortOrders: [Double]
    public var renumbered: [Renumbering]
}

extension SortKeys {
    /// `m` new keys in one gap, dividing it evenly (docs/file-format.md); nil when any would
    /// collide with a neighbour or with each other, and the day must be normalized first.
    public static func keys(count m: Int, after previous: Neighbour?, before next: Neighbour?) -> [Double]? {
        if m == 1 { return key(after: previous, before: next).map { [$0] } }
        let values: [Double] = (1...m).map { i in
            switch (previous, next) {
            case (nil, nil): return Double(i)
            case (nil, let n?): return n.key - Double(m + 1 - i)
            case (let p?, nil): return p.key + Double(i)
            case (let p?, let n?): return p.key + (n.key - p.key) * Double(i) / Double(m + 1)
            }
        }
        guard values.allSatisfy(\.isFinite), zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        if let n = next, !(values[m - 1] < n.key) { return nil }
        if let p = previous, !(values[0] > p.key || (!p.isItem && values[0] == p.key)) { return nil }
        return values
    }

    /// Landing of `m` items together at `index` in a day whose entries (without them) are
    /// given in display order.
    public static func place(count m: Int, inDay day: Int, entries: [Entry], at index: Int) -> BlockLanding {
        func keys(_ entries: [Entry]) -> [Double]? {
            self.keys(
                count: m, after: index > 0 ? Neighbour(entries[index - 1]) : nil,
                before: index < entries.count ? Neighbour(entries[index]) : nil)
        }
        if let values = keys(entries) { return BlockLanding(day: day, sortOrders: values, renumbered: []) }
        let (renumbered, changes) = normalize(entries)
        guard let values = keys(renumbered) else { preconditionFailure("a normalized day always has room") }
        return BlockLanding(day: day, sortOrders: values, renumbered: changes)
    }
}
