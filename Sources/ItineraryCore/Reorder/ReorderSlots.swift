/// The arithmetic of reordering one list, shared by a trip's items and the trips list.
///
/// Slots live in *proposed* space: the rows with the lifted one taken out. Slot `s` is drawn
/// at proposed row `s + firstSlotRow`, so every row from there on is exactly one slot and a
/// pointer row maps straight to a slot. The list is cut into sections (a trip's days; the
/// trips list is one section) that `[` and `]` jump between. Verdicts are fixed at the grab;
/// each step after that costs the same on a list of any size.
public struct ReorderSlots: Equatable, Sendable {
    /// The lifted row in the list as drawn without a drag.
    public let liftedRow: Int
    /// The proposed row of slot 0: 1 in a trip (below day 1's header), 0 on the trips list.
    public let firstSlotRow: Int
    public let origin: Int
    public private(set) var current: Int
    /// The first slot of each section; one more entry at the end holds the slot count.
    private let sectionStarts: [Int]
    /// Empty when every slot is allowed.
    private let verdicts: [Verdict]
    private let nextAllowed: [Int32]
    private let previousAllowed: [Int32]

    /// `sectionStarts` holds the first slot of each section, then the slot count; `verdicts`
    /// is empty (every slot allowed) or one per slot.
    public init(liftedRow: Int, firstSlotRow: Int, origin: Int, sectionStarts: [Int], verdicts: [Verdict] = []) {
        precondition(sectionStarts.count >= 2 && (verdicts.isEmpty || verdicts.count == sectionStarts.last!))
        self.liftedRow = liftedRow
        self.firstSlotRow = firstSlotRow
        self.origin = origin
        current = origin
        self.sectionStarts = sectionStarts
        if verdicts.allSatisfy(\.isAllowed) {
            self.verdicts = []
            (nextAllowed, previousAllowed) = ([], [])
        } else {
            self.verdicts = verdicts
            (nextAllowed, previousAllowed) = Self.allowedNeighbours(verdicts)
        }
    }

    public var slotCount: Int { sectionStarts[sectionStarts.count - 1] }
    public var sectionCount: Int { sectionStarts.count - 1 }

    // MARK: - Verdicts

    public func verdict(atSlot s: Int) -> Verdict { verdicts.isEmpty ? .allowed : verdicts[s] }
    public var currentVerdict: Verdict { verdict(atSlot: current) }
    public var allowsEverySlot: Bool { verdicts.isEmpty }

    // MARK: - Where a slot is

    /// The section of a slot, from 0.
    public func section(ofSlot s: Int) -> Int {
        var lo = 0, hi = sectionCount - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionStarts[mid] <= s { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The slot's section and its index among that section's slots.
    public func position(ofSlot s: Int) -> (section: Int, index: Int) {
        let section = section(ofSlot: s)
        return (section, s - sectionStarts[section])
    }

    /// The slot at `index` in a section (from 0); nil when out of range.
    public func slot(section: Int, index: Int) -> Int? {
        guard (0..<sectionCount).contains(section), index >= 0 else { return nil }
        let s = sectionStarts[section] + index
        return s < sectionStarts[section + 1] ? s : nil
    }

    // MARK: - Rows while lifted

    /// What is drawn at a row while the lifted one sits at the current slot.
    public enum DisplayRow: Hashable, Sendable {
        case lifted
        /// The row of the list as drawn without a drag.
        case row(Int)
    }

    public var liftedDisplayRow: Int { current + firstSlotRow }

    public func displayRow(_ y: Int) -> DisplayRow {
        if y == liftedDisplayRow { return .lifted }
        let proposed = y < liftedDisplayRow ? y : y - 1
        return .row(proposed < liftedRow ? proposed : proposed + 1)
    }

    /// The verdict of moving the lifted row to a display row (nil outside the slots).
    public func verdict(atDisplayRow y: Int) -> Verdict? {
        let s = y - firstSlotRow
        return (0..<slotCount).contains(s) ? verdict(atSlot: s) : nil
    }

    /// The slot that puts the lifted row at proposed row `row`, clamped to the list.
    public func slot(atRow row: Int) -> Int { clamp(row - firstSlotRow) }

    // MARK: - Moving

    public mutating func move(by delta: Int) { current = clamp(current + delta) }
    public mutating func move(toSlot s: Int) { current = clamp(s) }
    public mutating func moveToFirst() { current = 0 }
    public mutating func moveToLast() { current = slotCount - 1 }

    /// To the first slot of the section `offset` sections away; past the last, the last slot.
    public mutating func move(sections offset: Int) {
        let target = section(ofSlot: current) + offset
        current = target >= sectionCount ? slotCount - 1 : sectionStarts[max(target, 0)]
    }

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

    private func clamp(_ s: Int) -> Int { min(max(s, 0), slotCount - 1) }

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
