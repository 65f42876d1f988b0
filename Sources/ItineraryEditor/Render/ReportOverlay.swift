/// A report in the help's box: its title on the border, its lines wrapped at spaces to the
/// box (a report is read whole: nothing is cut), and the same `more` marks when it scrolls.
struct ReportOverlay {
    let report: Report
    let styles: Styles

    func draw(into frame: inout Frame, _ geometry: Geometry) {
        let lines = Self.lines(report, geometry, frame.widths)
        let box = geometry.helpBox(lines: lines.count)
        let first = min(report.scroll, geometry.helpScrollLimit(lines: lines.count))
        frame.drawBox(box, title: "\(report.title) · any other key closes", styles: styles)
        frame.drawScrollMarks(box, above: first > 0, below: first + box.inner < lines.count, styles: styles)
        for (i, line) in lines.dropFirst(first).prefix(box.inner).enumerated() {
            frame.put(line, x: box.left + 2, y: box.top + 1 + i, style: styles.help, limit: box.width - 4)
        }
    }

    /// The report's lines as the box shows them, each wrapped to its width: what it scrolls over.
    static func lines(_ report: Report, _ geometry: Geometry, _ widths: WidthProfile) -> [String] {
        let room = max(geometry.helpBox(lines: 1).width - 4, 1)
        return report.lines.flatMap { wrap($0, to: room, widths) }
    }

    /// A line in pieces of at most `room` columns, broken after a space where there is one,
    /// else within a word; a continued piece is indented two columns.
    static func wrap(_ line: String, to room: Int, _ widths: WidthProfile) -> [String] {
        guard widths.columns(of: line) > room else { return [line] }
        var pieces: [String] = []
        var piece = ""
        var pieceWidth = 0
        var lastSpace: String.Index?
        for character in line {
            let w = widths.columns(of: String(character))
            if pieceWidth + w > room, !piece.isEmpty {
                if let space = lastSpace, space > piece.startIndex {
                    pieces.append(String(piece[..<space]))
                    piece = "  " + piece[piece.index(after: space)...]
                } else {
                    pieces.append(piece)
                    piece = "  "
                }
                pieceWidth = widths.columns(of: piece)
                lastSpace = nil
            }
            if character == " " { lastSpace = piece.endIndex }
            piece.append(character)
            pieceWidth += w
        }
        if !piece.trimmingWhitespace().isEmpty { pieces.append(piece) }
        return pieces
    }
}
