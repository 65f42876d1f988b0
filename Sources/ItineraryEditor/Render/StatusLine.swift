import ItineraryCore

/// The bottom of the screen. One line: a prompt or question, a message, the ⚠ reason of the
/// row under the cursor, or the key hints; at the right the file name with a modified mark.
/// While something is held, two: where it would go above, and why not (or the keys) below,
/// so at 80 columns neither is cut (SPEC §5.3).
struct StatusLine {
    let theme: Theme

    /// The state is lent, not kept: a copy of it would retain everything it holds, every key.
    func draw(_ state: EditorState, _ geometry: Geometry, into frame: inout Frame) {
        let label = fileLabel(state)
        let held = holdingLines(state.screen, state.keys)
        if let held { drawText(held.position, y: geometry.statusTop, file: label, modified: state.isModified, into: &frame) }
        let fileBelow = held == nil
        let y = geometry.statusRow
        switch state.modal {
        case .prompt(let prompt):
            if fileBelow { drawFile(label, y: y, into: &frame) }
            drawPrompt(prompt, y: y, room: max(frame.width - (fileBelow ? frame.columns(of: label) : 0) - 1, 0), into: &frame)
        case .choice(let choice):
            drawText(Text(choice.label, Style(bold: true)), y: y, file: fileBelow ? label : nil, modified: state.isModified,
                     into: &frame)
        case .form:
            drawText(state.message.map(styled) ?? .hints(FormOverlay.keys, theme.statusFile), y: y,
                     file: fileBelow ? label : nil, modified: state.isModified, into: &frame)
        case .help, .report, .map, nil:
            let text = held.map { held in state.message.map(styled) ?? held.why } ?? content(state)
            drawText(text, y: y, file: fileBelow ? label : nil, modified: state.isModified, into: &frame)
        }
    }

    /// A status text: either one string, cut with `…` if it must be, or hints, dropped whole
    /// from the end so no hint is ever half shown.
    enum Text {
        case line(String, Style)
        case hints([String], Style)

        init(_ text: String, _ style: Style) { self = .line(text, style) }

        func minimumWidth(in widths: WidthProfile) -> Int {
            switch self {
            case .line(let text, _): return widths.columns(of: text)
            case .hints(let parts, _): return parts.first.map(widths.columns) ?? 0
            }
        }

        func fitted(to room: Int, in widths: WidthProfile) -> (String, Style) {
            switch self {
            case .line(let text, let style): return (text, style)
            case .hints(let parts, let style):
                var shown: [String] = []
                var width = 0
                for part in parts {
                    let next = width + (shown.isEmpty ? 0 : 3) + widths.columns(of: part)  // 3: " · "
                    guard next <= room else { break }
                    shown.append(part)
                    width = next
                }
                return (shown.joined(separator: " · "), style)
            }
        }
    }

    // MARK: - Drawing

    /// The text at the left; the file label at the right when it fits beside it, else only
    /// the modified mark: what the user is doing matters more than the file's name.
    private func drawText(_ text: Text, y: Int, file: String?, modified: Bool, into frame: inout Frame) {
        var room = max(frame.width - 1, 0)
        if var label = file {
            if frame.columns(of: label) + 1 + text.minimumWidth(in: frame.widths) > frame.width { label = modified ? " [+] " : "" }
            drawFile(label, y: y, into: &frame)
            room = max(frame.width - frame.columns(of: label) - 1, 0)
        }
        let (string, style) = text.fitted(to: room, in: frame.widths)
        frame.put(string, x: 0, y: y, style: style, limit: room)
    }

    private func drawFile(_ label: String, y: Int, into frame: inout Frame) {
        frame.put(label, x: frame.width - frame.columns(of: label), y: y, style: theme.statusFile)
    }

    private func fileLabel(_ state: EditorState) -> String {
        " \(SafeText.clean(state.document.file.name))\(state.isModified ? " [+]" : "") "
    }

    private func drawPrompt(_ prompt: Prompt, y: Int, room: Int, into frame: inout Frame) {
        let x = frame.put("\(prompt.label): ", x: 0, y: y, style: Style(bold: true), limit: room)
        frame.putField(prompt.field, x: x, y: y, room: max(room - x, 0), focused: true)
    }

    // MARK: - What it says

    private func styled(_ message: Message) -> Text {
        Text(message.text, message.kind == .error ? theme.statusError : theme.status)
    }

    private func content(_ state: EditorState) -> Text {
        if let message = state.message { return styled(message) }
        if case .trip(let view) = state.screen, case .entry(let id) = view.cursor {
            if let reason = view.warning(for: id) { return Text("⚠ \(reason)", theme.warning) }
            // On a leg, its estimate (SPEC §9.3), then as many of the keys as fit.
            if view.selection == nil, case .entry(.item(let item)) = view.cursorEntry, let travel = item.travel {
                return .hints([view.travel.describe(travel)] + state.keys.hints(for: state.scope), theme.statusFile)
            }
        }
        if case .trip(let view) = state.screen, let rows = view.selectedRows {
            let count = view.layout.itemCount(inRows: rows)
            return .hints(["\(RowText.count(count, "item")) selected"] + state.keys.hints(for: .selecting), theme.selected)
        }
        return .hints(state.keys.hints(for: state.scope), theme.statusFile)
    }

    /// While holding: where the held row would land, and below it why it may not, or the keys.
    private func holdingLines(_ screen: Screen, _ keys: KeyTable) -> (position: Text, why: Text)? {
        switch screen {
        case .trips(let view): return view.motion.held.map { holdingLines($0, keys) }
        case .trip(let view): return view.motion.held.map { holdingLines($0, keys) }
        }
    }

    private func holdingLines<R: Reorder>(_ lifted: R, _ keys: KeyTable) -> (position: Text, why: Text) {
        let position = lifted.describe(slot: lifted.current)
        if let reason = lifted.reason(atSlot: lifted.current) {
            return (Text("✗ \(position)", theme.statusError), Text(reason.description, theme.statusError))
        }
        return (Text("▶ \(position)", theme.status), .hints(keys.hints(for: .holding), theme.statusFile))
    }
}
