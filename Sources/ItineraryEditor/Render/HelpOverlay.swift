/// The `?` help: every binding of the key table, by where it applies.
struct HelpOverlay {
    let theme: Theme
    let holding: Bool

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
        let keyWidth = lines.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let boxWidth = min(frame.width - 2, 84)
        let boxHeight = min(frame.height - 2, lines.count + 2)
        let left = (frame.width - boxWidth) / 2
        let top = max((frame.height - boxHeight) / 2 - 1, 0)
        for y in top..<(top + boxHeight) {
            frame.put(String(repeating: " ", count: boxWidth), x: left, y: y, style: theme.help)
        }
        frame.put("┌" + String(repeating: "─", count: boxWidth - 2) + "┐", x: left, y: top, style: theme.border)
        frame.put(" Keys · any key closes ", x: left + 2, y: top, style: theme.helpKey)
        frame.put("└" + String(repeating: "─", count: boxWidth - 2) + "┘", x: left, y: top + boxHeight - 1, style: theme.border)
        for (i, line) in lines.prefix(boxHeight - 2).enumerated() {
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
