import ItineraryCore

/// One trip on screen: its layout (rebuilt only when the library changes), the cursor by
/// row identity, the scroll, and the drag session while an item is held.
public struct TripView: Sendable {
    public let tripID: String
    public private(set) var layout: TripLayout
    public private(set) var check: TripCheck
    public var cursor: RowID
    /// Where the cursor was, for when its row disappears (a delete, an undo).
    var cursorRowHint = 0
    public var scroll = 0
    public var drag: DragSession?
    /// True when the mouse started the drag: releasing drops.
    var draggedByMouse = false
    var pressedRow: Int?
    /// The pointer row while a mouse drag rests at the top (−1) or bottom (+1) edge.
    var edgeScroll: Int?
    public var animation: Animation?

    public enum RowID: Hashable, Sendable {
        case header(day: Int)
        case entry(String)
    }

    public enum Animation: Sendable {
        /// A just-dropped item glows for a few ticks.
        case settle(itemID: String, ticksLeft: Int)
        /// A refused or cancelled item travels back to its origin, one stretch per tick.
        case snapBack(DragSession, ticksLeft: Int)
    }

    init(trip: Trip) {
        tripID = trip.id
        layout = TripLayout(trip)
        check = TripCheck(layout)
        cursor = .header(day: 1)
        if let first = layout.rows.dropFirst().first?.id { cursor = .entry(first) }
    }

    /// Lays the trip out again after the library changed, keeping the cursor on its row id.
    mutating func reload(_ trip: Trip) {
        cursorRowHint = cursorRow  // where the cursor was, should its row be gone now
        layout = TripLayout(trip)
        check = TripCheck(layout)
        cursor = rowID(at: cursorRow)
    }

    public var rowCount: Int { layout.rows.count }

    /// The cursor's row now: found by id, or where it last was when its row is gone.
    public var cursorRow: Int {
        switch cursor {
        case .header(let day) where day <= layout.days.count: return layout.day(day).headerRow
        case .entry(let id): if let row = layout.row(of: id) { return row }
        default: break
        }
        return min(cursorRowHint, rowCount - 1)
    }

    public func rowID(at row: Int) -> RowID {
        let row = min(max(row, 0), rowCount - 1)
        switch layout.rows[row] {
        case .header(let day): return .header(day: day)
        case .entry(let e): return .entry(e.id)
        }
    }

    mutating func moveCursor(toRow row: Int) {
        cursor = rowID(at: row)
        cursorRowHint = min(max(row, 0), rowCount - 1)
    }

    /// The row the view must keep visible: the lifted item while dragging, else the cursor.
    var focusRow: Int {
        if let drag { return drag.liftedDisplayRow }
        if case .snapBack(let s, _) = animation { return s.liftedDisplayRow }
        return cursorRow
    }

    /// Scrolls as little as possible to show the focus row with a margin of context.
    mutating func keepFocusVisible(listHeight: Int) {
        guard listHeight > 0 else { return }
        let margin = min(2, (listHeight - 1) / 2)
        let row = focusRow
        if row - margin < scroll { scroll = row - margin }
        if row + margin >= scroll + listHeight { scroll = row + margin - listHeight + 1 }
        scroll = min(max(scroll, 0), max(rowCount - listHeight, 0))
    }
}
