/// The `?` help: every binding of the key table, by where it applies. It scrolls when the
/// terminal is too short to show it all, and says so on its border.
struct HelpOverlay {
    let styles: Styles
    let scroll: Int
    let keys: KeyTable

    /// Made when the help is drawn or scrolled, not per key of the lists.
    static func lines(_ keys: KeyTable) -> [(keys: String, help: String)] {
        var lines: [(String, String)] = []
        for scope in Scope.allCases {
            if !lines.isEmpty { lines.append(("", "")) }
            lines.append((scope.rawValue, ""))
            for b in keys.bindings where b.scope == scope { lines.append((b.keyLabel, b.help)) }
        }
        return lines
    }

    func draw(into frame: inout Frame, _ geometry: Geometry) {
        let lines = Self.lines(keys)
        let keyWidth = keys.bindings.map { frame.columns(of: $0.keyLabel) }.max() ?? 0
        let box = geometry.helpBox(lines: lines.count)
        let first = min(scroll, geometry.helpScrollLimit(lines: lines.count))
        frame.drawBox(box, title: "Keys · any other key closes", styles: styles)
        frame.drawScrollMarks(box, above: first > 0, below: first + box.inner < lines.count, styles: styles)
        for (i, line) in lines.dropFirst(first).prefix(box.inner).enumerated() {
            let y = box.top + 1 + i
            if line.help.isEmpty {
                frame.put(line.keys, x: box.left + 2, y: y, style: Style(bold: true, underline: true))
            } else {
                frame.put(line.keys, x: box.left + 2, y: y, style: styles.helpKey)
                frame.put(
                    line.help, x: box.left + 4 + keyWidth, y: y, style: styles.help,
                    limit: box.width - keyWidth - 6)
            }
        }
    }
}
