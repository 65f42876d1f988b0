import ItineraryCore

/// A trip's entry rows as last drawn, kept by everything that decides how they look, so a
/// frame copies the rows that did not change (a drag step changes two or three of forty)
/// instead of building their text again. Pure memoisation: a row found here is cell for
/// cell the row `TripScreen` would draw, so the frame is the same with or without it.
///
/// It is the one reference in the editor's state, and it changes while a frame is drawn;
/// the editor runs on one thread, which is what makes `@unchecked Sendable` true.
final class RowMemo: @unchecked Sendable {
    /// What a row's cells depend on besides the layout (which the memo is emptied with):
    /// which entry, how it is marked, and the frame.
    struct Key: Equatable {
        let id: String
        let look: Look
        let width: Int
        let colors: Bool
        let widths: WidthProfile
    }

    struct Look: Equatable {
        var isCursor = false
        var isSelected = false
        var forbidden = false
        var barrier = false
        var settling = false
        var warned = false
    }

    /// By the row of the trip's layout; emptied when the layout changes.
    private var rows: [Int: (key: Key, cells: [Frame.Cell])] = [:]
    /// The day headers' text, which names the cities of the day's entries.
    private var headers: [Int: String] = [:]
    /// Enough for a few screens of rows; past it the memo starts again.
    private let capacity = 512

    /// Copies the row kept for `key` at layout row `row` to row `y` of the frame; false when
    /// there is none.
    func copy(_ key: Key, row: Int, into frame: inout Frame, y: Int) -> Bool {
        guard let kept = rows[row], kept.key == key else { return false }
        frame.setRow(y, kept.cells)
        return true
    }

    /// Keeps row `y` of the frame as drawn for `key` (not a row with marks, which live in
    /// the frame's own list).
    func keep(_ key: Key, row: Int, from frame: Frame, y: Int) {
        guard let cells = frame.rowWithoutMarks(y) else { return }
        if rows.count >= capacity { rows.removeAll(keepingCapacity: true) }
        rows[row] = (key, cells)
    }

    /// A day header's text, made once while the layout stands.
    func header(_ day: Int, _ make: () -> String) -> String {
        if let text = headers[day] { return text }
        let text = make()
        headers[day] = text
        return text
    }

    /// The layout changed: rows and headers may stand elsewhere or read otherwise.
    func forget() {
        rows.removeAll(keepingCapacity: true)
        headers.removeAll(keepingCapacity: true)
    }
}
