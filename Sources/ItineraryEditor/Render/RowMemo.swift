import ItineraryCore

/// A trip's entry rows as last drawn, kept by everything that decides how they look, so a
/// frame copies the rows that did not change (a drag step changes two or three of forty)
/// instead of building their text again. Pure memoisation: a row found here is cell for
/// cell the row `TripScreen` would draw, so the frame is the same with or without it.
///
/// It is the one reference in the editor's state, and it changes while a frame is drawn;
/// the editor runs on one thread, which is what makes `@unchecked Sendable` true.
final class RowMemo: @unchecked Sendable {
    /// What a row's cells depend on: the entry itself, how it is marked, and the frame.
    struct Key: Equatable {
        let entry: Entry
        let look: Look
        let width: Int
        let colors: Bool
    }

    struct Look: Equatable {
        var isCursor = false
        var isSelected = false
        var dimmed = false
        var barrier = false
        var settling = false
        var warned = false
    }

    private var rows: [String: (key: Key, cells: [Frame.Cell])] = [:]
    /// Enough for a few screens of rows; past it the memo starts again.
    private let capacity = 512

    /// Copies the row kept for `key` to row `y` of the frame; false when there is none.
    func copy(_ key: Key, into frame: inout Frame, y: Int) -> Bool {
        guard let kept = rows[key.entry.id], kept.key == key else { return false }
        frame.setRow(y, kept.cells)
        return true
    }

    /// Keeps row `y` of the frame as drawn for `key` (not a row with marks, which live in
    /// the frame's own list).
    func keep(_ key: Key, from frame: Frame, y: Int) {
        guard let cells = frame.rowWithoutMarks(y) else { return }
        if rows.count >= capacity { rows.removeAll(keepingCapacity: true) }
        rows[key.entry.id] = (key, cells)
    }
}
