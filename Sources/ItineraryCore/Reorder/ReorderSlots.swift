/// The arithmetic of reordering one list, shared by a trip's items and the trips list.
///
/// Slots live in *proposed* space: the rows with the lifted ones taken out (one row, or the
/// rows of a block, docs/file-format.md). The lifted rows are drawn together, `liftedHeight`
/// rows from proposed row `s + firstSlotRow` of slot `s`, so every row from there on is exactly
/// one slot and a pointer row maps straight to a slot. The list is cut into sections (a trip's
/// days; the trips list is one section) that `[` and `]` jump between. Verdicts are fixed at
/// the grab; each step after that costs the same on a list of any size.
public struct ReorderSlots: Equatable, Sendable {
    /// The lifted rows in the list as drawn without a drag, ascending.
    public let liftedRows: [Int]
    /// How many rows the lifted ones take on screen (a long block is drawn shortened).
    public let liftedHeight: Int
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
        self.init(
            liftedRows: [liftedRow], liftedHeight: 1, firstSlotRow: firstSlotRow, origin: origin,
            sectionStarts: sectionStarts, verdicts: verdicts)
    }

    /// Several rows lifted as one block; `liftedRows` ascending.
    public init(
        liftedRows: [Int], liftedHeight: Int, firstSlotRow: Int, origin: Int, sectionStarts: [Int],
        verdicts: [Verdict] = []
    ) {
        precondition(sectionStarts.count >= 2 && (verdicts.isEmpty || verdicts.count == sectionStarts.last!))
        precondition(!liftedRows.isEmpty && (1...liftedRows.count).contains(liftedHeight))
        self.liftedRows = liftedRows
        self.liftedHeight = liftedHeight
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
        var lo = 0
        var hi = sectionCount - 1
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

    /// What is drawn at a row while the lifted ones sit at the current slot.
    public enum DisplayRow: Hashable, Sendable {
        /// The lifted rows' `n`-th line, from 0.
        case lifted(Int)
        /// The row of the list as drawn without a drag.
        case row(Int)
    }

    /// The first row the lifted ones are drawn on.
    public var liftedDisplayRow: Int { current + firstSlotRow }

    /// How many rows the list shows while something is lifted.
    public func displayRowCount(listRows: Int) -> Int { listRows - liftedRows.count + liftedHeight }

    public func displayRow(_ y: Int) -> DisplayRow {
        let top = liftedDisplayRow
        if y >= top && y < top + liftedHeight { return .lifted(y - top) }
        return .row(listRow(proposed: y < top ? y : y - liftedHeight))
    }

    /// The row of the list as drawn without a drag, for a row of proposed space: `proposed`
    /// plus the number of lifted rows at or before it, found by halving (`liftedRows[j] − j`
    /// never decreases), so a step costs the same whatever the block's size.
    func listRow(proposed p: Int) -> Int {
        var lo = 0
        var hi = liftedRows.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if liftedRows[mid] - mid <= p { lo = mid + 1 } else { hi = mid }
        }
        return p + lo
    }

    /// The verdict of moving the lifted rows to a display row: above them, their top there;
    /// below them, past it (nil outside the slots).
    public func verdict(atDisplayRow y: Int) -> Verdict? {
        let s = y < liftedDisplayRow ? y - firstSlotRow : y - liftedHeight + 1 - firstSlotRow
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
