/// A drag in progress, as a value (SPEC §5.2).
///
/// Slots live in *proposed* space: the rows with the lifted item taken out. Slot `s` is the
/// gap where the lifted item would be drawn at proposed row `s + 1`, so every row below the
/// first header is exactly one slot and a pointer row maps straight to a slot. Every slot's
/// verdict is computed once, at the grab, in time linear in the trip; each step after that
/// costs the same on a trip of any size.
public struct DragSession: Sendable {
    public let layout: TripLayout
    public let item: Item
    /// The lifted item's row in `layout.rows`.
    public let liftedRow: Int
    public let origin: Int
    public private(set) var current: Int
    public let verdicts: [Verdict]
    /// The games just outside each allowed window of a travel leg (SPEC §4.2).
    public let barriers: Set<String>

    private let liftedDay: Int
    private let liftedDayEntries: [Entry]
    /// The first slot of each day; one more entry at the end holds the slot count.
    private let firstSlotOfDay: [Int]
    private let nextAllowed: [Int32]
    private let previousAllowed: [Int32]

    public enum Outcome: Hashable, Sendable {
        case moved(Edit)
        /// Dropped where it was: nothing to change.
        case unchanged
        case refused(Reason)
    }

    /// Lifts an item; nil when the id is not an item of the trip.
    public init?(grabbing itemID: String, in layout: TripLayout) {
        guard let row = layout.row(of: itemID), case .entry(.item(let item)) = layout.rows[row] else { return nil }
        self.layout = layout
        self.item = item
        liftedRow = row
        liftedDay = item.day
        let ownDay = layout.day(item.day).entries.filter { $0.id != itemID }
        liftedDayEntries = ownDay
        var first: [Int] = []
        first.reserveCapacity(layout.days.count + 1)
        var count = 0
        for d in layout.days {
            first.append(count)
            count += d.entries.count + (d.day == item.day ? 0 : 1)
        }
        first.append(count)
        firstSlotOfDay = first
        origin = row - 1
        current = origin

        if let travel = item.travel {
            let sweep = TravelSweep(rule: TravelRule(travel, cities: GameCities(layout.trip)), layout: layout,
                                    slotCount: count) { day in day == item.day ? ownDay : layout.day(day).entries }
            verdicts = sweep.verdicts
            barriers = Set(sweep.barriers.map { layout.trip.games[$0].id })
            (nextAllowed, previousAllowed) = Self.allowedNeighbours(sweep.verdicts)
        } else {
            verdicts = [Verdict](repeating: .allowed, count: count)
            barriers = []
            nextAllowed = []
            previousAllowed = []
        }
    }

    public var slotCount: Int { verdicts.count }
    public var trip: Trip { layout.trip }

    // MARK: - Where a slot is

    public func day(ofSlot s: Int) -> Int {
        var lo = 0, hi = firstSlotOfDay.count - 2
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if firstSlotOfDay[mid] <= s { lo = mid } else { hi = mid - 1 }
        }
        return lo + 1
    }

    /// The slot's day and its index among that day's entries (without the lifted item).
    public func position(ofSlot s: Int) -> (day: Int, index: Int) {
        let d = day(ofSlot: s)
        return (d, s - firstSlotOfDay[d - 1])
    }

    /// The slot at `index` among a day's entries (without the lifted item); nil when out of range.
    public func slot(day: Int, index: Int) -> Int? {
        guard (1...layout.days.count).contains(day) else { return nil }
        let s = firstSlotOfDay[day - 1] + index
        return index >= 0 && s < firstSlotOfDay[day] ? s : nil
    }

    public func entries(ofDay day: Int) -> [Entry] {
        day == liftedDay ? liftedDayEntries : layout.day(day).entries
    }

    /// The slot that puts the lifted item at proposed row `row`: the slot just below a
    /// header is the top of that day, and a row past the end is the last slot of the last day.
    public func slot(atRow row: Int) -> Int { min(max(row - 1, 0), slotCount - 1) }

    /// What is drawn at a row while the item is lifted and sits at the current slot:
    /// the lifted item itself, or the layout row shown there.
    public enum DisplayRow: Hashable, Sendable {
        case lifted
        case row(Int)
    }

    public var liftedDisplayRow: Int { current + 1 }

    public func displayRow(_ y: Int) -> DisplayRow {
        if y == liftedDisplayRow { return .lifted }
        let proposed = y < liftedDisplayRow ? y : y - 1
        return .row(proposed < liftedRow ? proposed : proposed + 1)
    }

    /// The verdict of moving the lifted item to a display row (nil for the first header).
    public func verdict(atDisplayRow y: Int) -> Verdict? {
        y >= 1 && y <= slotCount ? verdicts[y - 1] : nil
    }

    public var currentVerdict: Verdict { verdicts[current] }

    public func reason(atSlot s: Int) -> Reason? {
        guard let blocker = verdicts[s].blocker, let travel = item.travel else { return nil }
        return Reason(blocker, travel: travel, trip: layout.trip)
    }

    // MARK: - Moving

    public mutating func move(by delta: Int) {
        current = min(max(current + delta, 0), slotCount - 1)
    }

    /// To the top slot of a day `offset` days away; past the last day, the last slot.
    public mutating func move(days offset: Int) {
        let target = day(ofSlot: current) + offset
        if target > layout.days.count { current = slotCount - 1; return }
        current = firstSlotOfDay[max(target, 1) - 1]
    }

    public mutating func moveToFirst() { current = 0 }
    public mutating func moveToLast() { current = slotCount - 1 }
    public mutating func move(toSlot s: Int) { current = min(max(s, 0), slotCount - 1) }

    /// One allowed slot up (−1) or down (+1), skipping forbidden ones. False when there is none.
    @discardableResult
    public mutating func moveToAllowed(_ direction: Int) -> Bool {
        guard let s = allowedSlot(from: current, direction) else { return false }
        current = s
        return true
    }

    public func allowedSlot(from s: Int, _ direction: Int) -> Int? {
        if nextAllowed.isEmpty {
            let t = s + direction
            return (0..<slotCount).contains(t) ? t : nil
        }
        let t = Int(direction > 0 ? nextAllowed[s] : previousAllowed[s])
        return t >= 0 ? t : nil
    }

    // MARK: - Dropping

    public func drop() -> Outcome { drop(at: current) }

    public func drop(at s: Int) -> Outcome {
        if s == origin { return .unchanged }
        if let reason = reason(atSlot: s) { return .refused(reason) }
        let (day, index) = position(ofSlot: s)
        let placement = SortKeys.place(inDay: day, entries: entries(ofDay: day), at: index)
        return .moved(.move(trip: layout.trip.id, item: item.id, to: placement))
    }

    private static func allowedNeighbours(_ verdicts: [Verdict]) -> ([Int32], [Int32]) {
        var next = [Int32](repeating: -1, count: verdicts.count)
        var previous = [Int32](repeating: -1, count: verdicts.count)
        var seen: Int32 = -1
        for s in verdicts.indices.reversed() {
            next[s] = seen
            if verdicts[s].isAllowed { seen = Int32(s) }
        }
        seen = -1
        for s in verdicts.indices {
            previous[s] = seen
            if verdicts[s].isAllowed { seen = Int32(s) }
        }
        return (next, previous)
    }
}
