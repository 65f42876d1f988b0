/// A screenful of styled cells: what `render` makes and the terminal backend paints.
/// A wide character fills its cell and leaves the next one empty (`""`).
public struct Frame: Equatable, Sendable {
    public struct Cell: Equatable, Sendable {
        public var text: String
        public var style: Style

        public static let blank = Cell(text: " ", style: .plain)
        var isContinuation: Bool { text.isEmpty }
    }

    /// One-character strings for ASCII, made once instead of once a cell.
    private static let asciiCells: [String] = (0..<128).map { String(Character(Unicode.Scalar(UInt8($0)))) }

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
                cells[y * width + column] = Cell(text: Self.asciiCells[Int(byte)], style: style)
                column += 1
            }
            return column
        }
        var last: Int?  // the cell a zero-width scalar joins
        var previousWidth = 0
        for scalar in DisplayWidth.truncate(text, to: room).unicodeScalars {
            let w = DisplayWidth.of(scalar)
            if scalar == "\u{FE0F}", previousWidth == 1, let l = last, column < width {
                // The narrow symbol before becomes a two-column emoji.
                cells[l].text.unicodeScalars.append(scalar)
                cells[y * width + column] = Cell(text: "", style: style)
                column += 1
                previousWidth = 2
                continue
            }
            if w == 0 {
                if let l = last { cells[l].text.unicodeScalars.append(scalar) }
                continue
            }
            guard column + w <= width else { break }
            last = y * width + column
            cells[y * width + column] = Cell(text: String(Character(scalar)), style: style)
            if w == 2 { cells[y * width + column + 1] = Cell(text: "", style: style) }
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
