import ItineraryCore

/// The bottom line: a prompt or question, the would-be position of a held row, a message,
/// or the hints of the key table; and at the right the file name with a modified mark.
struct StatusLine {
    let state: EditorState
    let theme: Theme

    func draw(into frame: inout Frame) {
        let y = state.geometry.statusRow
        // Cleaned here too: its width is measured before it is put.
        let fileLabel = " \(SafeText.clean(state.document.file.name))\(state.isModified ? " [+]" : "") "
        let fileWidth = DisplayWidth.of(fileLabel)
        let room = max(frame.width - fileWidth - 1, 0)
        frame.put(fileLabel, x: frame.width - fileWidth, y: y, style: theme.statusFile)

        switch state.modal {
        case .prompt(let prompt): drawPrompt(prompt, y: y, room: room, into: &frame)
        case .choice(let choice): frame.put(choice.label, x: 0, y: y, style: Style(bold: true), limit: room)
        case .help, nil:
            let (text, style) = content()
            frame.put(text, x: 0, y: y, style: style, limit: room)
        }
    }

    private func drawPrompt(_ prompt: Prompt, y: Int, room: Int, into frame: inout Frame) {
        var x = frame.put("\(prompt.label): ", x: 0, y: y, style: Style(bold: true), limit: room)
        // Keep the text cursor in view: show the end of a long text.
        let before = String(prompt.field.characters[..<prompt.field.cursor])
        let after = String(prompt.field.characters[prompt.field.cursor...])
        let space = max(room - x - 1, 1)
        var shownBefore = before
        while DisplayWidth.of(shownBefore) > space, !shownBefore.isEmpty { shownBefore.removeFirst() }
        x = frame.put(shownBefore, x: x, y: y, limit: room - x)
        let cursorChar = after.first.map(String.init) ?? " "
        let afterCursor = frame.put(cursorChar, x: x, y: y, style: Style(reverse: true))
        frame.put(String(after.dropFirst()), x: afterCursor, y: y, limit: max(room - afterCursor, 0))
    }

    private func content() -> (String, Style) {
        if let message = state.message {
            return (message.text, message.kind == .error ? theme.statusError : theme.status)
        }
        switch state.screen {
        case .trips(let view):
            if let lifted = view.motion.held { return holding(lifted) }
        case .trip(let view):
            if let lifted = view.motion.held { return holding(lifted) }
            if case .entry(let id) = view.cursor, let reason = view.check.reason(for: id) {
                return ("⚠ \(reason.description)", theme.warning)
            }
        }
        return (KeyTable.hints(for: state.scope), theme.statusFile)
    }

    /// Where the held row would land, or why it may not.
    private func holding<R: Reorder>(_ lifted: R) -> (String, Style) {
        if let reason = lifted.reason(atSlot: lifted.current) {
            return ("✗ \(reason.description)", theme.statusError)
        }
        return ("▶ \(lifted.describe(slot: lifted.current))  ·  \(KeyTable.hints(for: .holding))", theme.status)
    }
}
