import ItineraryCore

/// A screenful of styled cells: what `render` makes and the terminal backend paints.
/// A wide character fills its cell and leaves the next one empty (`""`).
public struct Frame: Equatable, Sendable {
    /// One cell: a scalar and a style, plain values, so that making a frame, comparing two
    /// and writing the difference, once a key, cost next to nothing. The rare zero-width
    /// scalars that join a cell (accents, an emoji selector) are kept aside, in `marks`.
    /// One word, so a row of cells compares as bytes (`TerminalUpdate`) and a frame of
    /// 120×40 is 38 KB to fill, copy and compare: the scalar in bits 0–20, the style's
    /// twelve bits in 21–32, the mark in 33–63.
    public struct Cell: Equatable, Sendable {
        private var word: UInt64

        public init(scalar: UInt32, mark: UInt32 = 0, style: Style) {
            self.init(scalar: scalar, mark: mark, styleBits: style.bits)
        }

        init(scalar: UInt32, mark: UInt32 = 0, styleBits: UInt32) {
            word = UInt64(scalar & 0x1F_FFFF) | UInt64(styleBits & 0xFFF) << 21 | UInt64(mark) << 33
        }

        /// The cell's first scalar; 0 for the right half of a wide character.
        public var scalar: UInt32 { UInt32(word & 0x1F_FFFF) }

        /// 0, or one more than the index in the frame's `marks` of what joins the scalar.
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

    /// A cell as it shows: its text, with whatever joins it, and its style.
    public struct Shown: Equatable, Sendable {
        /// "" for the right half of a wide character.
        public let text: String
        public let style: Style
        public var isContinuation: Bool { text.isEmpty }
    }

    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]
    /// What joins the cells that have a `mark`.
    public private(set) var marks: [String] = []

    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Shown {
        let cell = cells[y * width + x]
        return Shown(text: text(of: cell), style: cell.style)
    }

    /// What a cell shows ("" for the right half of a wide character).
    public func text(of cell: Cell) -> String {
        guard cell.scalar != 0, let s = Unicode.Scalar(cell.scalar) else { return "" }
        return cell.mark == 0 ? String(Character(s)) : String(Character(s)) + marks[Int(cell.mark) - 1]
    }

    /// Joins a zero-width scalar to a cell.
    private mutating func join(_ scalar: Unicode.Scalar, toCell index: Int) {
        let mark = cells[index].mark
        if mark == 0 {
            marks.append(String(Character(scalar)))
            cells[index].mark = UInt32(marks.count)
        } else {
            marks[Int(mark) - 1].unicodeScalars.append(scalar)
        }
    }

    /// Writes text from column `x`, at most `limit` columns (to the right edge by default),
    /// cutting with `…`. Returns the column after the last one written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, limit: Int? = nil) -> Int {
        guard y >= 0, y < height, x < width else { return x }
        let room = min(limit ?? width - x, width - x)
        var column = max(x, 0)
        let bits = style.bits  // once, not once a cell
        if DisplayWidth.isPrintableASCII(text), text.utf8.count <= room {
            cells.withUnsafeMutableBufferPointer { cells in
                for byte in text.utf8 where column < width {
                    cells[y * width + column] = Cell(scalar: UInt32(byte), styleBits: bits)
                    column += 1
                }
            }
            return column
        }
        var last: Int?  // the cell a zero-width scalar joins
        var previousWidth = 0
        // The one door text goes through onto the screen: no control character passes it as it is.
        let clean = SafeText.clean(text)
        let shown = DisplayWidth.of(clean) <= room ? clean : DisplayWidth.truncate(clean, to: room)
        for scalar in shown.unicodeScalars {
            let w = DisplayWidth.of(scalar)
            if scalar == "\u{FE0F}", previousWidth == 1, let l = last, column < width {
                // The narrow symbol before becomes a two-column emoji.
                join(scalar, toCell: l)
                cells[y * width + column] = .continuation(bits)
                column += 1
                previousWidth = 2
                continue
            }
            if w == 0 {
                if let l = last { join(scalar, toCell: l) }
                continue
            }
            guard column + w <= width else { break }
            last = y * width + column
            cells[y * width + column] = Cell(scalar: scalar.value, styleBits: bits)
            if w == 2 { cells[y * width + column + 1] = .continuation(bits) }
            column += w
            previousWidth = w
        }
        return column
    }

    /// Row `y`'s cells, when none of them has a mark.
    func rowWithoutMarks(_ y: Int) -> [Cell]? {
        let row = cells[y * width..<(y + 1) * width]
        return row.contains { $0.mark != 0 } ? nil : Array(row)
    }

    /// Replaces row `y` with cells of the frame's width (kept by `rowWithoutMarks`).
    mutating func setRow(_ y: Int, _ row: [Cell]) {
        precondition(row.count == width)
        let start = y * width
        cells.withUnsafeMutableBufferPointer { cells in
            row.withUnsafeBufferPointer { row in (cells.baseAddress! + start).update(from: row.baseAddress!, count: row.count) }
        }
    }

    /// Paints a run of cells with a style, keeping their text (for a full-width bar).
    public mutating func fill(y: Int, from x: Int = 0, to end: Int? = nil, style: Style) {
        guard y >= 0, y < height else { return }
        let bits = style.bits
        for column in max(x, 0)..<min(end ?? width, width) {
            cells[y * width + column].styleBits = bits
        }
    }

    /// The frame as lines of text, trailing blanks trimmed: what tests compare.
    public var lines: [String] {
        (0..<height).map { line(at: $0) }
    }

    public func line(at y: Int) -> String {
        var s = ""
        for x in 0..<width { s += text(of: cells[y * width + x]) }
        while s.last == " " { s.removeLast() }
        return s
    }
}
