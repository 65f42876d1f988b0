import ItineraryCore

/// One trip on screen: its layout (rebuilt only when the library changes), the cursor by
/// row identity, the scroll, and what the rows are doing (a drag, an animation).
public struct TripView: ListView, Equatable {
    public let tripID: String
    public private(set) var layout: TripLayout
    public private(set) var check: TripCheck
    public var cursor: RowID
    /// Where the cursor was, for when its row disappears (a delete, an undo).
    var cursorRowHint = 0
    public var scroll = 0
    public var motion: Motion<DragSession> = .still

    public enum RowID: Hashable, Sendable {
        case header(day: Int)
        case entry(String)
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
    public var trip: Trip { layout.trip }

    /// The cursor's row now: found by id, or where it last was when its row is gone.
    public var cursorRow: Int {
        switch cursor {
        case .header(let day) where day <= layout.days.count: return layout.day(day).headerRow
        case .entry(let id): if let row = layout.row(of: id) { return row }
        default: break
        }
        return min(cursorRowHint, rowCount - 1)
    }

    public var cursorEntry: Row { layout.rows[cursorRow] }

    /// The row of the next item after the cursor that shows ⚠, wrapping; nil when none does.
    func nextWarnedRow() -> Int? {
        let rows = check.problems.compactMap { layout.row(of: $0.itemID) }
        let here = cursorRow
        return rows.first { $0 > here } ?? rows.first
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

    mutating func moveCursor(to lifted: DragSession) { cursor = .entry(lifted.item.id) }

    func lift(row: Int) -> Result<DragSession, Refusal> {
        let row = layout.rows[row]
        guard case .entry(.item(let item)) = row, let session = DragSession(grabbing: item.id, in: layout) else {
            return .failure(Refusal(Self.whyNotAnItem(row)))
        }
        return .success(session)
    }

    /// Why a row cannot be grabbed, edited or deleted as an item.
    static func whyNotAnItem(_ row: Row) -> String {
        switch row {
        case .header: return "Day headers stay where they are: put the cursor on an item"
        case .entry(.game): return "Games are fixed to the schedule"
        case .entry(.item): return ""
        }
    }

    public static func == (a: TripView, b: TripView) -> Bool {
        a.tripID == b.tripID && a.layout.trip == b.layout.trip && a.cursor == b.cursor
            && a.cursorRowHint == b.cursorRowHint && a.scroll == b.scroll && a.motion == b.motion
    }
}
