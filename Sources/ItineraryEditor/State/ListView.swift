import ItineraryCore

/// What the trips list and a trip have in common: rows under a cursor, a scroll, and rows
/// that reorder by one session (`Reorder`). The cursor keys, the drag, the mouse and the
/// animations are written once, against this.
protocol ListView: Sendable {
    associatedtype Lifted: Reorder
    var motion: Motion<Lifted> { get set }
    var scroll: Int { get set }
    var rowCount: Int { get }
    var cursorRow: Int { get }
    mutating func moveCursor(toRow row: Int)
    /// Puts the cursor on what was lifted, after a drop or a snap-back.
    mutating func moveCursor(to lifted: Lifted)
    /// Lifts the row, or says why it cannot be lifted.
    func lift(row: Int, in library: Library) -> Result<Lifted, Refusal>
    /// The mouse button went down on a row; false when the cursor should stay where it is.
    mutating func pointerPressed(row: Int) -> Bool
}

/// Why an action cannot be done here, in words the status line shows.
struct Refusal: Error, Equatable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

extension ListView {
    func pointerPressed(row: Int) -> Bool { true }

    /// The rows the view keeps visible: the lifted rows while there are some, else the cursor's.
    var focusRows: ClosedRange<Int> {
        guard let slots = motion.shown?.slots else { return cursorRow...cursorRow }
        return slots.liftedDisplayRow...(slots.liftedDisplayRow + slots.liftedHeight - 1)
    }

    /// How many rows are drawn: while a block is lifted, it may take fewer than it holds.
    var shownRowCount: Int { motion.shown.map { $0.slots.displayRowCount(listRows: rowCount) } ?? rowCount }

    var isHolding: Bool { motion.isHolding }

    /// Scrolls as little as possible to show the focus rows with a margin of context, their
    /// top first when they do not all fit.
    mutating func keepFocusVisible(listHeight: Int) {
        guard listHeight > 0 else { return }
        let margin = min(2, (listHeight - 1) / 2)
        let rows = focusRows
        if rows.upperBound + margin >= scroll + listHeight { scroll = rows.upperBound + margin - listHeight + 1 }
        if rows.lowerBound - margin < scroll { scroll = rows.lowerBound - margin }
        scroll = min(max(scroll, 0), max(shownRowCount - listHeight, 0))
    }

    /// Scrolls by a number of rows (the mouse wheel), keeping the cursor in view.
    mutating func scroll(by rows: Int, listHeight: Int) {
        scroll = max(min(scroll + rows, shownRowCount - listHeight), 0)
        guard !isHolding else { return }
        let clamped = min(max(cursorRow, scroll), scroll + listHeight - 1)
        if clamped != cursorRow { moveCursor(toRow: clamped) }
    }
}
