import ItineraryCore

/// A list's rows as last drawn (a trip's, or the trips list's), kept by how they look, so a frame takes the rows that did
/// not change (a drag step changes two or three of forty) instead of building their text
/// again. A row taken from here is the very storage the frame before held, so
/// `TerminalUpdate` knows it unchanged without reading it. Pure memoisation: a row found
/// here is cell for cell the row `TripScreen` would draw, so the frame is the same with or
/// without it.
///
/// A row is kept by its row in the layout (or in the trips list), which says which entry,
/// day or trip it is: the memo is emptied whenever the layout or the list changes, and
/// whenever the frame's context does.
///
/// It is the one reference in the editor's state, and it changes while a frame is drawn;
/// the editor runs on one thread, which is what makes `@unchecked Sendable` true.
final class RowMemo: @unchecked Sendable {
    /// What every row's cells depend on besides the layout and their look.
    struct Context: Equatable {
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

    private struct Kept {
        let row: Int
        let look: Look
        let tag: String
        let cells: [Frame.Cell]
    }

    private var context: Context?
    /// A measure of the whole list, kept as its rows are (the trips list's widest name).
    private var measure: Int?
    /// Row `r` of the layout in slot `(r + 1) % capacity` (the title is row -1, the lifted
    /// lines -2 and below): the rows in view are consecutive, so they never take each
    /// other's slot.
    private var slots = [Kept?](repeating: nil, count: capacity)
    private static let capacity = 512

    /// Called once a frame: a frame of another width, colours or glyph widths draws anew.
    func begin(_ context: Context) {
        guard context != self.context else { return }
        forget()
        self.context = context
    }

    /// Row `y` of the frame as kept for layout row `row` looking so (and for `tag`, which
    /// names what a lifted line shows); else drawn by `draw`, and kept unless it holds marks
    /// (whose text lives in the frame's own list).
    func row(_ row: Int, _ look: Look, tag: String = "", y: Int, into frame: inout Frame, draw: (inout Frame) -> Void) {
        let slot = (row + 1) & (Self.capacity - 1)
        if let kept = slots[slot], kept.row == row, kept.look == look, kept.tag == tag {
            frame.setRow(y, kept.cells)
            return
        }
        draw(&frame)
        slots[slot] = frame.rowWithoutMarks(y).map { Kept(row: row, look: look, tag: tag, cells: $0) }
    }

    /// What `measure` gives, measured once while the layout and the context last: a
    /// measure of every row is not taken again each frame.
    func measured(_ measure: () -> Int) -> Int {
        if let kept = self.measure { return kept }
        let value = measure()
        self.measure = value
        return value
    }

    /// The layout changed: rows may stand elsewhere or read otherwise.
    func forget() {
        for i in slots.indices { slots[i] = nil }
        measure = nil
    }
}
