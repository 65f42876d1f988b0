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
    func lift(row: Int) -> Result<Lifted, Refusal>
}

/// Why an action cannot be done here, in words the status line shows.
struct Refusal: Error, Equatable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

extension ListView {
    /// The row the view keeps visible: the lifted row while there is one, else the cursor.
    var focusRow: Int { motion.shown?.slots.liftedDisplayRow ?? cursorRow }

    var isHolding: Bool { motion.held != nil }

    /// Scrolls as little as possible to show the focus row with a margin of context.
    mutating func keepFocusVisible(listHeight: Int) {
        guard listHeight > 0 else { return }
        let margin = min(2, (listHeight - 1) / 2)
        let row = focusRow
        if row - margin < scroll { scroll = row - margin }
        if row + margin >= scroll + listHeight { scroll = row + margin - listHeight + 1 }
        scroll = min(max(scroll, 0), max(rowCount - listHeight, 0))
    }

    /// Scrolls by a number of rows (the mouse wheel), keeping the cursor in view.
    mutating func scroll(by rows: Int, listHeight: Int) {
        scroll = max(min(scroll + rows, rowCount - listHeight), 0)
        guard !isHolding else { return }
        let clamped = min(max(cursorRow, scroll), scroll + listHeight - 1)
        if clamped != cursorRow { moveCursor(toRow: clamped) }
    }
}
