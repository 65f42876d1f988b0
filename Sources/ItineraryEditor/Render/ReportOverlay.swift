/// A report in the help's box: its title on the border, its lines cut to the box, and the
/// same `more` marks when it scrolls.
struct ReportOverlay {
    let report: Report
    let theme: Theme

    func draw(into frame: inout Frame, _ geometry: Geometry) {
        let lines = report.lines
        let box = geometry.helpBox(lines: lines.count)
        let first = min(report.scroll, geometry.helpScrollLimit(lines: lines.count))
        frame.drawBox(box, title: "\(report.title) · any other key closes", theme: theme)
        frame.drawScrollMarks(box, above: first > 0, below: first + box.inner < lines.count, theme: theme)
        for (i, line) in lines.dropFirst(first).prefix(box.inner).enumerated() {
            frame.put(line, x: box.left + 2, y: box.top + 1 + i, style: theme.help, limit: box.width - 4)
        }
    }
}
