#if canImport(Glibc)
    import Glibc
#endif

/// The bytes that turn a terminal showing one frame into one showing the next: the cells
/// that changed, each run reached by a cursor move and written in its style, in one buffer
/// the terminal gets in one write (a frame is never seen half drawn).
///
/// Plain ECMA-48, as every terminal `itin` draws on understands it (crossterm and ratatui
/// assume the same): `CSI row;col H` to move, `CSI n C` to skip forward, `CSI … m` for the
/// style, `CSI 2 J` to clear. After a cluster whose width terminals may disagree on (wide,
/// or of several scalars) the cursor is not trusted: the next run moves there explicitly,
/// so a terminal that drew it narrower or wider can never shift what follows. A row that
/// holds such a cluster, before or after, is erased and written whole when it changes,
/// as on a fresh screen: whatever the terminal drew there before cannot stay.
public struct TerminalUpdate {
    /// The terminal's colour for each ink; nil: no colour (only bold, dim, underline and
    /// reverse are sent).
    public var palette: Palette?
    /// Whether the bottom-right cell may be written: on a terminal without the "eat newline
    /// glitch" (`xenl`), writing it scrolls the screen.
    public var writesLastCell: Bool
    /// Whether rows that moved together are scrolled on the terminal (margins and line feeds).
    public var scrolls: Bool

    public init(palette: Palette?, writesLastCell: Bool = true, scrolls: Bool = true) {
        self.palette = palette
        self.writesLastCell = writesLastCell
        self.scrolls = scrolls
    }

    /// Everything that differs from `old` (all of it when there is no `old`, or its size differs).
    public func bytes(from old: Frame?, to new: Frame) -> [UInt8] {
        var out = Output(palette: palette)
        out.bytes.reserveCapacity(old == nil ? new.width * new.height * 2 : 512)
        var shown = OnScreen(
            frame: old.flatMap { $0.width == new.width && $0.height == new.height ? $0 : nil }, new: new)
        if shown.frame == nil { out.clear() }
        if scrolls, let before = shown.frame, shown.changedRows >= Scroll.worthwhile,
            let scroll = Scroll.best(from: before, to: new, unchanged: shown.unchanged)
        {
            // Rows that moved up or down together (a list scrolled) move on the terminal too:
            // a few bytes instead of every row written again.
            shown.scrolls = scroll.parts(keeping: shown.unchanged)
            for part in shown.scrolls { out.scroll(part) }
        }
        let width = new.width
        for y in 0..<new.height {
            if shown.rowEquals(new, y) { continue }
            var z = shown.row(y)  // the old row the terminal shows there
            let cells = new.rows[y]
            if let old = z, Self.holdsUnsettled(cells) || shown.holdsUnsettled(row: old) {
                out.move(x: 0, y: y)
                out.style(.plain)
                out.eraseLine()
                z = nil  // a blank row, as after a clear
            }
            let span = shown.changedSpan(new, y, z)  // cells outside it are right already
            var x = span.lowerBound
            var blankFrom: Int?  // where the row's blank end starts, found when first needed
            while x < span.upperBound {
                let cell = cells[x]
                let lastCell = y == new.height - 1 && x == width - 1
                if cell.isContinuation || (lastCell && !writesLastCell) {
                    x += 1
                    continue
                }
                if !shown.differs(new, x, y, z) {
                    // A short gap before the next change is cheaper written than skipped.
                    if let c = out.cursor, c.x == x, c.y == y, cell.mark == 0, cell.scalar < 0x80,
                        cell.styleBits == out.pen,
                        (1...Self.shortGap).contains(where: { x + $0 < width && shown.differs(new, x + $0, y, z) })
                    {
                        out.scalar(cell.scalar)
                        out.cursor = (x + 1, y)
                    }
                    x += 1
                    continue
                }
                if cell == .blank, y < new.height - 1 || writesLastCell {
                    let start = blankFrom ?? Self.blankEnd(of: cells)
                    blankFrom = start
                    if x >= start {  // the rest of the row is blank: erase it in one go
                        out.move(x: x, y: y)
                        out.style(.plain)
                        out.eraseToEndOfLine()
                        break
                    }
                }
                out.move(x: x, y: y)
                out.style(bits: cell.styleBits)
                out.scalar(cell.scalar)
                let wide = x + 1 < width && cells[x + 1].isContinuation
                if cell.mark != 0 { out.text(new.marks[Int(cell.mark) - 1]) }
                let step = wide ? 2 : 1
                // Trust the cursor only after a plain narrow character short of the right edge.
                out.cursor = !wide && cell.mark == 0 && x + step < width ? (x + step, y) : nil
                x += step
            }
        }
        out.style(.plain)
        return out.bytes
    }

    /// How many unchanged cells are written through rather than skipped with a move.
    static let shortGap = 3

    /// Whether a row holds a cluster whose width a terminal may see otherwise: one of
    /// several scalars, or one wider than a column.
    static func holdsUnsettled(_ row: [Frame.Cell]) -> Bool {
        row.withUnsafeBufferPointer { cells in cells.contains { $0.mark != 0 || $0.isContinuation } }
    }

    /// The first column from which the row holds only plain blanks.
    private static func blankEnd(of row: [Frame.Cell]) -> Int {
        var x = row.count
        while x > 0, row[x - 1] == .blank { x -= 1 }
        return x
    }

    /// What the terminal shows before the update: the old frame, moved by the scrolls if there
    /// are any; blank rows where a scroll uncovered them, and everywhere after a clear.
    private struct OnScreen {
        let frame: Frame?
        /// The old frame's rows and marks, held apart so that reading one retains nothing.
        private let rows: [[Frame.Cell]]
        private let marks: [String]
        /// Whether each row is already right where it is (without a scroll), found once.
        let unchanged: [Bool]
        /// Regions that moved, each on its own rows.
        var scrolls: [Scroll] = []

        init(frame: Frame?, new: Frame) {
            self.frame = frame
            rows = frame?.rows ?? []
            marks = frame?.marks ?? []
            unchanged = frame.map { old in (0..<new.height).map { Scroll.rowsEqual(new, $0, old, $0) } } ?? []
        }

        var changedRows: Int { unchanged.count { !$0 } }

        func holdsUnsettled(row z: Int) -> Bool { TerminalUpdate.holdsUnsettled(rows[z]) }

        /// The old frame's row shown at row `y`; nil for a blank one.
        func row(_ y: Int) -> Int? {
            guard !rows.isEmpty else { return nil }
            guard let s = scrolls.first(where: { ($0.top...$0.bottom).contains(y) }) else { return y }
            return (s.top...s.bottom).contains(y + s.by) ? y + s.by : nil
        }

        /// Whether cell `x` of row `y` differs from what the terminal shows there, row `z` of
        /// the old frame (`row(y)`, found once a row).
        func differs(_ new: Frame, _ x: Int, _ y: Int, _ z: Int?) -> Bool {
            !same(new.rows[y][x], z.map { rows[$0][x] } ?? .blank, new)
        }

        /// Whether a cell of the new frame shows as `before`, of the old one, does.
        private func same(_ cell: Frame.Cell, _ before: Frame.Cell, _ new: Frame) -> Bool {
            // The same mark number may stand for different text in the two frames.
            cell == before && (cell.mark == 0 || marks[Int(cell.mark) - 1] == new.marks[Int(cell.mark) - 1])
        }

        /// From the first cell of row `y` that differs to just past the last one (what
        /// `differs` says, a word a cell).
        func changedSpan(_ new: Frame, _ y: Int, _ z: Int?) -> Range<Int> {
            new.rows[y].withUnsafeBufferPointer { now in
                let blank = [Frame.Cell](repeating: .blank, count: z == nil ? now.count : 0)
                return (z.map { rows[$0] } ?? blank).withUnsafeBufferPointer { before in
                    var first = 0
                    var end = now.count
                    while first < end, same(now[first], before[first], new) { first += 1 }
                    while end > first, same(now[end - 1], before[end - 1], new) { end -= 1 }
                    return first..<end
                }
            }
        }

        func rowEquals(_ new: Frame, _ y: Int) -> Bool {
            guard !scrolls.isEmpty else { return unchanged.isEmpty ? Self.isBlank(new, y) : unchanged[y] }
            if scrolls.contains(where: { $0.right[y] }) { return true }
            guard let z = row(y) else { return Self.isBlank(new, y) }
            return Scroll.rowsEqual(new, y, frame!, z)
        }

        private static func isBlank(_ frame: Frame, _ y: Int) -> Bool {
            frame.rows[y].allSatisfy { $0 == .blank }
        }
    }
}
