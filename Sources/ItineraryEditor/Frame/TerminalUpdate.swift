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
    /// Whether the terminal shows colour (else only bold, dim, underline and reverse are sent).
    public var colors: Bool
    /// Whether the bottom-right cell may be written: on a terminal without the "eat newline
    /// glitch" (`xenl`), writing it scrolls the screen.
    public var writesLastCell: Bool
    /// Whether rows that moved together are scrolled on the terminal (margins and line feeds).
    public var scrolls: Bool

    public init(colors: Bool, writesLastCell: Bool = true, scrolls: Bool = true) {
        self.colors = colors
        self.writesLastCell = writesLastCell
        self.scrolls = scrolls
    }

    /// Everything that differs from `old` (all of it when there is no `old`, or its size differs).
    public func bytes(from old: Frame?, to new: Frame) -> [UInt8] {
        var out = Output(colors: colors)
        out.bytes.reserveCapacity(old == nil ? new.width * new.height * 2 : 512)
        var shown = OnScreen(frame: old.flatMap { $0.width == new.width && $0.height == new.height ? $0 : nil }, new: new)
        if shown.frame == nil { out.clear() }
        if scrolls, let before = shown.frame, shown.changedRows >= Scroll.worthwhile,
           let scroll = Scroll.best(from: before, to: new, unchanged: shown.unchanged) {
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
                    if let c = out.cursor, c.x == x, c.y == y, cell.mark == 0, cell.scalar < 0x80, cell.styleBits == out.pen,
                       (1...Self.shortGap).contains(where: { x + $0 < width && shown.differs(new, x + $0, y, z) }) {
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
            let cell = new.rows[y][x]
            guard let z else { return cell != .blank }
            let before = rows[z][x]
            if before != cell { return true }
            // The same mark number may stand for different text in the two frames.
            return cell.mark != 0 && marks[Int(cell.mark) - 1] != new.marks[Int(cell.mark) - 1]
        }

        /// From the first cell of row `y` that differs to just past the last one (what
        /// `differs` says, a word a cell).
        func changedSpan(_ new: Frame, _ y: Int, _ z: Int?) -> Range<Int> {
            new.rows[y].withUnsafeBufferPointer { now in
                let blank = [Frame.Cell](repeating: .blank, count: z == nil ? now.count : 0)
                return (z.map { rows[$0] } ?? blank).withUnsafeBufferPointer { before in
                    let same = { (x: Int) in
                        now[x] == before[x] && (now[x].mark == 0 || marks[Int(now[x].mark) - 1] == new.marks[Int(now[x].mark) - 1])
                    }
                    var first = 0, end = now.count
                    while first < end, same(first) { first += 1 }
                    while end > first, same(end - 1) { end -= 1 }
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

    /// The buffer being written, with where the cursor and the pen are known to be.
    private struct Output {
        let colors: Bool
        var bytes: [UInt8] = []
        var cursor: (x: Int, y: Int)?
        /// The pen's style bits: every update ends with the plain pen (a whole frame begins
        /// with a reset). Bits, so a run of cells in one style compares a word a cell.
        var pen = Style.plain.bits

        init(colors: Bool) { self.colors = colors }

        mutating func clear() {
            ascii("\u{1B}[0m\u{1B}[H\u{1B}[2J")
            pen = Style.plain.bits
            cursor = (0, 0)
        }

        /// Margins round the rows, then line feeds at the bottom (up) or reverse index at the
        /// top (down), which every terminal scrolls by; then the margins back to the screen.
        mutating func scroll(_ scroll: Scroll) {
            style(.plain)  // uncovered rows take the pen's background
            ascii("\u{1B}[")
            number(scroll.top + 1)
            bytes.append(UInt8(ascii: ";"))
            number(scroll.bottom + 1)
            bytes.append(UInt8(ascii: "r"))
            cursor = nil
            move(x: 0, y: scroll.by > 0 ? scroll.bottom : scroll.top)
            for _ in 0..<abs(scroll.by) { ascii(scroll.by > 0 ? "\n" : "\u{1B}M") }
            ascii("\u{1B}[r")
            cursor = nil
        }

        mutating func eraseToEndOfLine() { ascii("\u{1B}[K") }

        mutating func eraseLine() { ascii("\u{1B}[2K") }

        mutating func move(x: Int, y: Int) {
            if let c = cursor, c.y == y, c.x <= x {
                if x > c.x { csi(x - c.x, "C") }
            } else {
                ascii("\u{1B}[")
                number(y + 1)
                bytes.append(UInt8(ascii: ";"))
                number(x + 1)
                bytes.append(UInt8(ascii: "H"))
            }
            cursor = (x, y)
        }

        /// The pen to `style`: from a known pen only what differs, when that is shorter than
        /// a reset and the whole style (ECMA-48's 22, 24, 27, 39, 49 turn single things off).
        mutating func style(_ style: Style) { self.style(bits: style.bits) }

        mutating func style(bits: UInt32) {
            guard pen != bits else { return }
            let style = Style(bits: bits)
            var full = Parameters()
            full.append(0)
            addParameters(of: style, to: &full)
            var chosen = full
            let before = Style(bits: pen)
            var delta = Parameters()
            if (before.bold, before.dim) != (style.bold, style.dim) {
                let off = (before.bold && !style.bold) || (before.dim && !style.dim)
                if off { delta.append(22) }
                if style.bold && (!before.bold || off) { delta.append(1) }
                if style.dim && (!before.dim || off) { delta.append(2) }
            }
            if before.underline != style.underline { delta.append(style.underline ? 4 : 24) }
            if before.reverse != style.reverse { delta.append(style.reverse ? 7 : 27) }
            if colors, before.foreground != style.foreground {
                delta.append(style.foreground == .default ? 39 : 30 + style.foreground.rawValue)
            }
            if colors, before.background != style.background {
                delta.append(style.background == .default ? 49 : 40 + style.background.rawValue)
            }
            if delta.count > 0, delta.length < full.length { chosen = delta }
            ascii("\u{1B}[")
            for n in 0..<chosen.count {
                if n > 0 { bytes.append(UInt8(ascii: ";")) }
                number(chosen[n])
            }
            bytes.append(UInt8(ascii: "m"))
            pen = bits
        }

        private func addParameters(of style: Style, to p: inout Parameters) {
            if style.bold { p.append(1) }
            if style.dim { p.append(2) }
            if style.underline { p.append(4) }
            if style.reverse { p.append(7) }
            if colors, style.foreground != .default { p.append(30 + style.foreground.rawValue) }
            if colors, style.background != .default { p.append(40 + style.background.rawValue) }
        }

        /// Up to eight SGR numbers (each below 100) in one word: a style change is made once
        /// a run of cells, and an array a time would cost more than the rest of the change.
        struct Parameters {
            private var packed: UInt64 = 0
            private(set) var count = 0

            mutating func append(_ n: Int) {
                packed |= UInt64(n) << (8 * count)
                count += 1
            }

            subscript(i: Int) -> Int { Int((packed >> (8 * i)) & 0xFF) }

            /// Characters written: the numbers and the semicolons between them.
            var length: Int { (0..<count).reduce(count - 1) { $0 + (self[$1] >= 10 ? 2 : 1) } }
        }

        /// A scalar as UTF-8, by hand: a String made for each would cost more than the rest.
        mutating func scalar(_ value: UInt32) {
            switch value {
            case ..<0x80:
                bytes.append(UInt8(value))
            case ..<0x800:
                bytes.append(UInt8(0xC0 | value >> 6))
                bytes.append(UInt8(0x80 | value & 0x3F))
            case ..<0x1_0000:
                bytes.append(UInt8(0xE0 | value >> 12))
                bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
                bytes.append(UInt8(0x80 | value & 0x3F))
            default:
                bytes.append(UInt8(0xF0 | value >> 18))
                bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
                bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
                bytes.append(UInt8(0x80 | value & 0x3F))
            }
        }

        mutating func text(_ text: String) { bytes += text.utf8 }

        private mutating func csi(_ n: Int, _ final: StaticString) {
            ascii("\u{1B}[")
            number(n)
            ascii(final)
        }

        private mutating func ascii(_ s: StaticString) {
            s.withUTF8Buffer { bytes += $0 }
        }

        private mutating func number(_ n: Int) {
            if n >= 10 { number(n / 10) }
            bytes.append(UInt8(ascii: "0") + UInt8(n % 10))
        }
    }
}
