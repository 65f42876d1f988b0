import ItineraryCore

/// The bottom line: a prompt, the would-be position of a held item, a message, or a hint;
/// and at the right the file name with a modified mark.
struct StatusLine {
    let state: EditorState
    let theme: Theme

    func draw(into frame: inout Frame) {
        let y = frame.height - 1
        let fileLabel = " \(SafeText.clean(state.file.name))\(state.isModified ? " [+]" : "") "
        let fileWidth = DisplayWidth.of(fileLabel)
        let room = max(frame.width - fileWidth - 1, 0)
        frame.put(fileLabel, x: frame.width - fileWidth, y: y, style: theme.statusFile)

        if let prompt = state.prompt {
            let label = "\(prompt.label)\(prompt.isChoice ? "" : ": ")"
            var x = frame.put(label, x: 0, y: y, style: Style(bold: true), limit: room)
            guard !prompt.isChoice else { return }
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
            return
        }
        let (text, style) = content()
        frame.put(text, x: 0, y: y, style: style, limit: room)
    }

    private func content() -> (String, Style) {
        if state.isHolding, let message = state.message {
            return (SafeText.clean(message.text), message.kind == .error ? theme.statusError : theme.status)
        }
        if let view = state.trip, let session = view.drag {
            if let reason = session.reason(atSlot: session.current) {
                return ("✗ \(SafeText.clean(reason.description))", theme.statusError)
            }
            return ("▶ \(SafeText.clean(session.describe(slot: session.current)))  ·  Enter drop · Esc cancel", theme.status)
        }
        if let lifted = state.trips.lifted {
            return ("▶ position \(lifted.current + 1) of \(state.library.trips.count)  ·  Enter drop · Esc cancel", theme.status)
        }
        if let message = state.message {
            return (SafeText.clean(message.text), message.kind == .error ? theme.statusError : theme.status)
        }
        if let view = state.trip, case .entry(let id) = view.cursor, let reason = view.check.reason(for: id) {
            return ("⚠ \(SafeText.clean(reason.description))", theme.warning)
        }
        switch state.screen {
        case .trips: return ("Enter open · Space grab · ? help · q quit", theme.statusFile)
        case .trip: return ("Space grab · / search · a add · e edit · ? help · q back", theme.statusFile)
        }
    }
}
