import ItineraryCore

/// A form over the screen: label, text and, to the right, what the text means (a weekday,
/// the trip's last day) or why it will not do, in red. The focused field's problem is
/// repeated on the box's last line.
struct FormOverlay {
    let form: Form
    let styles: Styles

    /// The status line's hints while a form is open.
    static let keys = ["Enter save", "Esc cancel", "Tab next field", "Shift-Tab back"]

    func draw(into frame: inout Frame, _ geometry: Geometry) {
        let box = geometry.formBox(fields: form.fields.count)
        frame.drawBox(box, title: form.title, styles: styles)
        let labelWidth = form.fields.map { frame.columns(of: $0.name.label) }.max() ?? 0
        let left = box.left + 2
        let valueX = left + labelWidth + 2
        let noteX = box.left + box.width * 3 / 5
        let right = box.left + box.width - 2
        for (i, field) in form.fields.enumerated() where i < box.inner {
            let y = box.top + 1 + i
            let focused = i == form.focus
            frame.put(field.name.label, x: left, y: y, style: focused ? styles.helpKey : styles.help)
            let suggestion = field.name == .miles ? form.milesSuggestion : nil
            frame.putField(
                field.input, x: valueX, y: y, room: max(noteX - 1 - valueX, 1), focused: focused,
                suggestion: suggestion, suggestionStyle: styles.statusFile)
            if let problem = form.problem(at: i) {
                let empty = field.input.text.trimmingWhitespace().isEmpty
                frame.put(
                    empty ? "needed" : problem, x: noteX, y: y, style: empty ? styles.statusFile : styles.statusError,
                    limit: right - noteX)
            } else if let hint = form.hint(at: i) {
                frame.put(hint, x: noteX, y: y, style: styles.statusFile, limit: right - noteX)
            }
        }
        if box.inner > form.fields.count + 1, let problem = form.problem(at: form.focus),
            !form.focused.input.text.trimmingWhitespace().isEmpty
        {
            frame.put(
                "✗ \(problem)", x: left, y: box.top + box.height - 2, style: styles.statusError, limit: right - left)
        }
    }
}
