/// The `?` help: every binding of the key table, by where it applies. It scrolls when the
/// terminal is too short to show it all, and says so on its border.
struct HelpOverlay {
    let theme: Theme
    let scroll: Int

    static func lines() -> [(keys: String, help: String)] {
        var lines: [(String, String)] = []
        for scope in Scope.allCases {
            if !lines.isEmpty { lines.append(("", "")) }
            lines.append((scope.rawValue, ""))
            for b in KeyTable.bindings where b.scope == scope { lines.append((b.keyLabel, b.help)) }
        }
        return lines
    }

    func draw(into frame: inout Frame) {
        let lines = Self.lines()
        let keyWidth = KeyTable.bindings.map { DisplayWidth.of($0.keyLabel) }.max() ?? 0
        let boxWidth = min(frame.width - 2, 84)
        let boxHeight = min(frame.height - 2, lines.count + 2)
        let left = (frame.width - boxWidth) / 2
        let top = max((frame.height - boxHeight) / 2, 0)
        let visible = boxHeight - 2
        let first = min(scroll, max(lines.count - visible, 0))
        for y in top..<(top + boxHeight) {
            frame.put(String(repeating: " ", count: boxWidth), x: left, y: y, style: theme.help)
            frame.fill(y: y, from: left, to: left + boxWidth, style: theme.help)
        }
        let rule = String(repeating: "─", count: boxWidth - 2)
        frame.put("┌" + rule + "┐", x: left, y: top, style: theme.border)
        frame.put(" Keys · any other key closes ", x: left + 2, y: top, style: theme.helpKey)
        frame.put("└" + rule + "┘", x: left, y: top + boxHeight - 1, style: theme.border)
        if first > 0 { frame.put(" ↑ more (↑ PgUp) ", x: left + boxWidth - 19, y: top, style: theme.helpKey) }
        if first + visible < lines.count {
            frame.put(" ↓ more (↓ PgDn) ", x: left + boxWidth - 19, y: top + boxHeight - 1, style: theme.helpKey)
        }
        for (i, line) in lines.dropFirst(first).prefix(visible).enumerated() {
            let y = top + 1 + i
            frame.put("│", x: left, y: y, style: theme.border)
            frame.put("│", x: left + boxWidth - 1, y: y, style: theme.border)
            if line.help.isEmpty {
                frame.put(line.keys, x: left + 2, y: y, style: Style(bold: true, underline: true))
            } else {
                frame.put(line.keys, x: left + 2, y: y, style: theme.helpKey)
                frame.put(line.help, x: left + 4 + keyWidth, y: y, style: theme.help, limit: boxWidth - keyWidth - 6)
            }
        }
    }
}
