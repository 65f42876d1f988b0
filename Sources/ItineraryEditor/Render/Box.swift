/// What the overlays share: a bordered box over the screen, and a text field with its cursor.
extension Frame {
    /// Blanks the box and draws its border; the title sits on the top border.
    mutating func drawBox(_ box: Geometry.Box, title: String, styles: Styles) {
        for y in box.top..<(box.top + box.height) {
            put(String(repeating: " ", count: box.width), x: box.left, y: y, style: styles.help)
        }
        let rule = String(repeating: "─", count: max(box.width - 2, 0))
        let bottom = box.top + box.height - 1
        put("┌" + rule + "┐", x: box.left, y: box.top, style: styles.border)
        put(" \(title) ", x: box.left + 2, y: box.top, style: styles.helpKey, limit: box.width - 4)
        put("└" + rule + "┘", x: box.left, y: bottom, style: styles.border)
        for y in (box.top + 1)..<bottom {
            put("│", x: box.left, y: y, style: styles.border)
            put("│", x: box.left + box.width - 1, y: y, style: styles.border)
        }
    }

    /// `↑ more` on the top border and `↓ more` on the bottom one, where the box's text goes on.
    mutating func drawScrollMarks(_ box: Geometry.Box, above: Bool, below: Bool, styles: Styles) {
        if above { put(" ↑ more (↑ PgUp) ", x: box.left + box.width - 19, y: box.top, style: styles.helpKey) }
        if below {
            put(" ↓ more (↓ PgDn) ", x: box.left + box.width - 19, y: box.top + box.height - 1, style: styles.helpKey)
        }
    }

    /// A line of text being typed, in `room` columns from `x`: with the cursor shown (reversed)
    /// when it has focus, the end of a long text kept in view around it.
    @discardableResult
    mutating func putField(
        _ field: TextField, x: Int, y: Int, room: Int, focused: Bool, style: Style = .plain,
        suggestion: String? = nil, suggestionStyle: Style = .plain
    ) -> Int {
        // An empty field's suggestion stands dim where the text will be, the cursor on its start.
        if field.text.isEmpty, let suggestion, !suggestion.isEmpty {
            guard focused else { return put(suggestion, x: x, y: y, style: suggestionStyle, limit: room) }
            var cursorStyle = suggestionStyle
            cursorStyle.reverse = true
            let first = String(suggestion.prefix(1))
            let end = put(first, x: x, y: y, style: cursorStyle, limit: room)
            return put(
                String(suggestion.dropFirst()), x: end, y: y, style: suggestionStyle, limit: max(x + room - end, 0))
        }
        guard focused else { return put(field.text, x: x, y: y, style: style, limit: room) }
        // As many clusters before the cursor as fit, counted back from it.
        var first = field.cursor
        var used = 0
        while first > 0 {
            let w = widths.glyph(field.characters[first - 1]).columns
            guard used + w <= max(room - 1, 1) else { break }
            used += w
            first -= 1
        }
        let start = put(String(field.characters[first..<field.cursor]), x: x, y: y, style: style, limit: room)
        let after = field.characters[field.cursor...]
        // The cursor shows on a blank where it is at the end or on a cluster that draws nothing.
        let underCursor = after.first.map(String.init).flatMap { columns(of: $0) > 0 ? $0 : nil } ?? " "
        let end = put(underCursor, x: start, y: y, style: Style(reverse: true))
        return put(String(after.dropFirst()), x: end, y: y, style: style, limit: max(x + room - end, 0))
    }
}
