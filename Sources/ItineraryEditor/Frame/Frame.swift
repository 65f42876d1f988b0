import ItineraryCore

/// A screenful of styled cells: what `render` makes and the terminal backend paints.
/// A wide character fills its cell and leaves the next one empty (`""`).
public struct Frame: Equatable, Sendable {
    /// One cell: a scalar (and, rarely, combining marks after it) and a style. Plain values
    /// so that comparing two frames, once a key, costs next to nothing.
    public struct Cell: Equatable, Sendable {
        /// The cell's first scalar; 0 for the right half of a wide character.
        public var scalar: UInt32
        /// Zero-width scalars that join it (accents, an emoji selector), if any.
        public var combining: String?
        public var style: Style

        public init(scalar: UInt32, combining: String? = nil, style: Style) {
            self.scalar = scalar
            self.combining = combining
            self.style = style
        }

        public static let blank = Cell(scalar: 0x20, style: .plain)
        static func continuation(_ style: Style) -> Cell { Cell(scalar: 0, style: style) }

        public var isContinuation: Bool { scalar == 0 }

        /// What the cell shows, as text ("" for the right half of a wide character).
        public var text: String {
            guard let s = Unicode.Scalar(scalar), scalar != 0 else { return "" }
            return String(Character(s)) + (combining ?? "")
        }
    }

    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// Writes text from column `x`, at most `limit` columns (to the right edge by default),
    /// cutting with `…`. Returns the column after the last one written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, limit: Int? = nil) -> Int {
        guard y >= 0, y < height, x < width else { return x }
        let room = min(limit ?? width - x, width - x)
        var column = max(x, 0)
        if DisplayWidth.isPrintableASCII(text), text.utf8.count <= room {
            for byte in text.utf8 where column < width {
                cells[y * width + column] = Cell(scalar: UInt32(byte), style: style)
                column += 1
            }
            return column
        }
        var last: Int?  // the cell a zero-width scalar joins
        var previousWidth = 0
        // The one door text goes through onto the screen: no control character passes it as it is.
        for scalar in DisplayWidth.truncate(SafeText.clean(text), to: room).unicodeScalars {
            let w = DisplayWidth.of(scalar)
            if scalar == "\u{FE0F}", previousWidth == 1, let l = last, column < width {
                // The narrow symbol before becomes a two-column emoji.
                cells[l].combining = (cells[l].combining ?? "") + String(Character(scalar))
                cells[y * width + column] = .continuation(style)
                column += 1
                previousWidth = 2
                continue
            }
            if w == 0 {
                if let l = last { cells[l].combining = (cells[l].combining ?? "") + String(Character(scalar)) }
                continue
            }
            guard column + w <= width else { break }
            last = y * width + column
            cells[y * width + column] = Cell(scalar: scalar.value, style: style)
            if w == 2 { cells[y * width + column + 1] = .continuation(style) }
            column += w
            previousWidth = w
        }
        return column
    }

    /// Paints a run of cells with a style, keeping their text (for a full-width bar).
    public mutating func fill(y: Int, from x: Int = 0, to end: Int? = nil, style: Style) {
        guard y >= 0, y < height else { return }
        for column in max(x, 0)..<min(end ?? width, width) {
            cells[y * width + column].style = style
        }
    }

    /// The frame as lines of text, trailing blanks trimmed: what tests compare.
    public var lines: [String] {
        (0..<height).map { line(at: $0) }
    }

    public func line(at y: Int) -> String {
        var s = ""
        for x in 0..<width { s += self[x, y].text }
        while s.last == " " { s.removeLast() }
        return s
    }
}
