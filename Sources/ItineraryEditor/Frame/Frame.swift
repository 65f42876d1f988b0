import ItineraryCore

/// A screenful of styled cells: what `render` makes and the terminal backend paints.
/// A cell holds a whole grapheme cluster; one wider than a column fills its cell and leaves
/// the next ones empty (`""`).
public struct Frame: Equatable, Sendable {
    /// One cell: a scalar and a style, plain values, so that making a frame, comparing two
    /// and writing the difference, once a key, cost next to nothing. The rest of a cluster
    /// of several scalars (accents, an emoji selector, a flag's second letter) is kept aside,
    /// in `marks`.
    /// One word, so a row of cells compares as bytes (`TerminalUpdate`) and a row of 120
    /// is under 1 KB: the scalar in bits 0–20, the style's twelve bits in 21–32, the mark
    /// in 33–63.
    public struct Cell: Equatable, Sendable {
        private var word: UInt64

        public init(scalar: UInt32, mark: UInt32 = 0, style: Style) {
            self.init(scalar: scalar, mark: mark, styleBits: style.bits)
        }

        init(scalar: UInt32, mark: UInt32 = 0, styleBits: UInt32) {
            word = UInt64(scalar & 0x1F_FFFF) | UInt64(styleBits & 0xFFF) << 21 | UInt64(mark) << 33
        }

        /// The cell's first scalar; 0 for a cell covered by the wide cluster before it.
        public var scalar: UInt32 { UInt32(word & 0x1F_FFFF) }

        /// 0, or one more than the index in the frame's `marks` of the rest of the cluster.
        public var mark: UInt32 {
            get { UInt32(word >> 33) }
            set { word = word & (1 << 33 - 1) | UInt64(newValue) << 33 }
        }

        var styleBits: UInt32 {
            get { UInt32(word >> 21 & 0xFFF) }
            set { word = word & ~(UInt64(0xFFF) << 21) | UInt64(newValue & 0xFFF) << 21 }
        }

        public var style: Style {
            get { Style(bits: styleBits) }
            set { styleBits = newValue.bits }
        }

        public static let blank = Cell(scalar: 0x20, style: .plain)
        static func continuation(_ styleBits: UInt32) -> Cell { Cell(scalar: 0, styleBits: styleBits) }

        public var isContinuation: Bool { scalar == 0 }
    }

    /// A cell as it shows: its whole cluster, and its style.
    public struct Shown: Equatable, Sendable {
        /// "" for a cell covered by the wide cluster before it.
        public let text: String
        public let style: Style
        public var isContinuation: Bool { text.isEmpty }
    }

    public let width: Int
    public let height: Int
    /// One array of cells a row. A row copied whole from another frame or from the row memo
    /// shares its storage: making the frame does not copy it, and `TerminalUpdate` knows it
    /// unchanged without reading it.
    private(set) var rows: [[Cell]]
    /// The rest of each cluster whose cell has a `mark`, after its first scalar.
    public private(set) var marks: [String] = []
    /// How the terminal the frame is for draws the clusters terminals disagree on.
    public let widths: WidthProfile

    public init(width: Int, height: Int, widths: WidthProfile = .fallback) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        self.widths = widths
        rows = Array(repeating: Array(repeating: .blank, count: self.width), count: self.height)
    }

    /// Every cell, row after row.
    public var cells: [Cell] { Array(rows.joined()) }

    /// The columns `text` takes in this frame.
    public func columns(of text: String) -> Int { widths.columns(of: text) }

    public subscript(x: Int, y: Int) -> Shown {
        let cell = rows[y][x]
        return Shown(text: text(of: cell), style: cell.style)
    }

    /// What a cell shows ("" for a cell covered by the wide cluster before it).
    public func text(of cell: Cell) -> String {
        guard cell.scalar != 0, let s = Unicode.Scalar(cell.scalar) else { return "" }
        return cell.mark == 0 ? String(Character(s)) : String(Character(s)) + marks[Int(cell.mark) - 1]
    }

    /// Writes text from column `x`, at most `limit` columns (to the right edge by default),
    /// cluster by cluster as `widths` lays them out, cutting with `…` between two clusters.
    /// Returns the column after the last one written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, limit: Int? = nil) -> Int {
        guard y >= 0, y < height, x < width else { return x }
        let room = min(limit ?? width - x, width - x)
        var column = max(x, 0)
        guard room > 0 else { return column }
        let bits = style.bits  // once, not once a cell
        breakWideCluster(y, before: column)
        defer { breakWideCluster(y, after: column) }
        if DisplayWidth.isPrintableASCII(text), text.utf8.count <= room {
            rows[y].withUnsafeMutableBufferPointer { cells in
                for byte in text.utf8 where column < width {
                    cells[column] = Cell(scalar: UInt32(byte), styleBits: bits)
                    column += 1
                }
            }
            return column
        }
        if let end = putLone(text, row: y, from: column, room: room, bits) { return end }
        // The one door text goes through onto the screen: no control character passes it as it is.
        let clean = SafeText.clean(text)
        let cut = widths.columns(of: clean) > room
        let end = x + room - (cut ? 1 : 0)
        for character in clean {
            let glyph = widths.glyph(character)
            let w = glyph.columns
            guard w > 0 else { continue }
            guard column + w <= end else { break }
            switch glyph {
            case .cluster: place(character, columns: w, y: y, x: column, bits)
            case .standIn(let text):
                for (i, s) in text.unicodeScalars.enumerated() {
                    rows[y][column + i] = Cell(scalar: s.value, styleBits: bits)
                }
            }
            column += w
        }
        if cut {
            rows[y][column] = Cell(scalar: 0x2026, styleBits: bits)  // …
            column += 1
        }
        return column
    }

    /// Text whose scalars each stand alone (`LoneScalars`) laid out scalar by scalar: what
    /// `put` does for it, without breaking it into clusters. Nil for other text.
    private mutating func putLone(_ text: String, row y: Int, from start: Int, room: Int, _ bits: UInt32) -> Int? {
        guard let total = LoneScalars.columns(of: text) else { return nil }
        return LoneScalars.withTable { table in
            let cut = total > room
            let end = start + room - (cut ? 1 : 0)
            var column = start
            rows[y].withUnsafeMutableBufferPointer { cells in
                for s in text.unicodeScalars {
                    let w = LoneScalars.width(s.value, table)
                    guard column + w <= end else { break }
                    cells[column] = Cell(scalar: s.value, styleBits: bits)
                    if w == 2 { cells[column + 1] = .continuation(bits) }
                    column += w
                }
                if cut {
                    cells[column] = Cell(scalar: 0x2026, styleBits: bits)  // …
                    column += 1
                }
            }
            return column
        }
    }

    /// A whole cluster in `columns` cells from column `x`: its first scalar in the cell, the
    /// rest (marks, selectors, joined emoji) kept aside in `marks`, continuation cells after it.
    private mutating func place(_ character: Character, columns: Int, y: Int, x: Int, _ bits: UInt32) {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        var mark: UInt32 = 0
        if scalars.index(after: scalars.startIndex) != scalars.endIndex {
            marks.append(String(scalars.dropFirst()))
            mark = UInt32(marks.count)
        }
        rows[y][x] = Cell(scalar: first.value, mark: mark, styleBits: bits)
        for c in 1..<columns { rows[y][x + c] = .continuation(bits) }
    }

    /// Text written from column `x` on must not leave the left part of a wide cluster before
    /// it, nor (`after`) its right part after the last cell written: those become blanks.
    private mutating func breakWideCluster(_ y: Int, before x: Int) {
        guard rows[y][x].isContinuation else { return }
        var head = x
        while head > 0, rows[y][head].isContinuation { head -= 1 }
        for i in head..<x { rows[y][i] = Cell(scalar: 0x20, styleBits: rows[y][i].styleBits) }
    }

    private mutating func breakWideCluster(_ y: Int, after x: Int) {
        var i = x
        while i < width, rows[y][i].isContinuation {
            rows[y][i] = Cell(scalar: 0x20, styleBits: rows[y][i].styleBits)
            i += 1
        }
    }

    /// Row `y`'s cells, when none of them has a mark (whose text lives in the frame).
    func rowWithoutMarks(_ y: Int) -> [Cell]? {
        rows[y].contains { $0.mark != 0 } ? nil : rows[y]
    }

    /// Replaces row `y` with cells of the frame's width (kept by `rowWithoutMarks`): shared,
    /// not copied.
    mutating func setRow(_ y: Int, _ row: [Cell]) {
        precondition(row.count == width)
        rows[y] = row
    }

    /// Whether row `y` of this frame and row `z` of `other` are one stored row: equal cells
    /// without reading them.
    func sharesRow(_ y: Int, with other: Frame, _ z: Int) -> Bool {
        rows[y].withUnsafeBufferPointer { a in
            other.rows[z].withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
    }

    /// Paints a run of cells with a style, keeping their text (for a full-width bar).
    public mutating func fill(y: Int, from x: Int = 0, to end: Int? = nil, style: Style) {
        guard y >= 0, y < height else { return }
        let bits = style.bits
        let range = max(x, 0)..<min(end ?? width, width)
        guard !range.isEmpty else { return }
        rows[y].withUnsafeMutableBufferPointer { cells in
            for column in range { cells[column].styleBits = bits }
        }
    }

    /// The frame as lines of text, trailing blanks trimmed: what tests compare.
    public var lines: [String] {
        (0..<height).map { line(at: $0) }
    }

    public func line(at y: Int) -> String {
        var s = ""
        for cell in rows[y] { s += text(of: cell) }
        while s.last == " " { s.removeLast() }
        return s
    }
}
