import ItineraryCore

/// The bottom of the screen. One line: a prompt or question, a message, the ⚠ reason of the
/// row under the cursor, or the key hints; at the right the file name with a modified mark.
/// While something is held, two: where it would go above, and why not (or the keys) below,
/// so at 80 columns neither is cut (docs/keys.md). A sentence too long for one line (a
/// travel warning's reason, a long message) goes on over a second.
struct StatusLine {
    let styles: Styles

    /// The state is lent, not kept: a copy of it would retain everything it holds, every key.
    func draw(_ state: EditorState, _ geometry: Geometry, into frame: inout Frame) {
        let label = fileLabel(state)
        let held = holdingLines(state.screen, state.keys)
        if let held {
            drawText(held.position, y: geometry.statusTop, file: label, modified: state.isModified, into: &frame)
        }
        let fileBelow = held == nil
        let y = geometry.statusRow
        switch state.modal {
        case .prompt(let prompt):
            if fileBelow { drawFile(label, y: y, into: &frame) }
            drawPrompt(
                prompt, y: y, room: max(frame.width - (fileBelow ? frame.columns(of: label) : 0) - 1, 0), into: &frame)
        case .choice(let choice):
            drawText(
                Text(choice.label, Style(bold: true)), y: y, file: fileBelow ? label : nil, modified: state.isModified,
                into: &frame)
        case .form, .help, .report, .map, nil:
            if held == nil, geometry.statusLines == 2, let saying = state.statusSaying {
                drawWrapped(saying, geometry, file: label, modified: state.isModified, into: &frame)
                return
            }
            let text: Text
            if case .form = state.modal {
                text = state.message.map(styled) ?? .hints(FormOverlay.keys, styles.statusFile)
            } else {
                text = held.map { held in state.message.map(styled) ?? held.why } ?? content(state)
            }
            drawText(text, y: y, file: fileBelow ? label : nil, modified: state.isModified, into: &frame)
        }
    }

    /// A sentence over both status lines: broken at a space where the rest then fits, else
    /// where the first line ends; then the file's label, or its modified mark, where there is room.
    private func drawWrapped(
        _ saying: StatusSaying, _ geometry: Geometry, file: String, modified: Bool,
        into frame: inout Frame
    ) {
        let (text, style) = styled(saying)
        // The first line may use its last column: it is not the screen's last cell.
        let (first, rest) = Self.split(text, first: frame.width, rest: max(frame.width - 1, 1), frame.widths)
        frame.put(first, x: 0, y: geometry.statusTop, style: style, limit: frame.width)
        let restWidth = frame.columns(of: rest)
        var label = file
        if restWidth + frame.columns(of: label) > frame.width - 1 { label = modified ? " [+] " : "" }
        if restWidth + frame.columns(of: label) > frame.width - 1 { label = "" }
        drawFile(label, y: geometry.statusRow, into: &frame)
        frame.put(
            rest, x: 0, y: geometry.statusRow, style: style, limit: max(frame.width - 1 - frame.columns(of: label), 0))
    }

    /// A text as two lines of at most `first` and `rest` columns: at the first line's last
    /// space when the rest then fits, else after as many clusters as fill the first line.
    static func split(_ text: String, first: Int, rest: Int, _ widths: WidthProfile) -> (String, String) {
        let total = widths.columns(of: text)
        var used = 0
        var fill = text.endIndex
        var space: (at: String.Index, before: Int)?
        for i in text.indices {
            let w = widths.columns(of: String(text[i]))
            if used + w > first {
                fill = i
                break
            }
            if text[i] == " " { space = (i, used) }
            used += w
        }
        guard fill < text.endIndex else { return (text, "") }
        let end = space.flatMap { total - $0.before - 1 <= rest ? $0.at : nil } ?? fill
        return (String(text[..<end]), String(text[end...].drop { $0 == " " }))
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
                return (RowText.listed(shown), style)
            }
        }
    }

    // MARK: - Drawing

    /// The text at the left; the file label at the right when it fits beside it, else only
    /// the modified mark: what the user is doing matters more than the file's name.
    private func drawText(_ text: Text, y: Int, file: String?, modified: Bool, into frame: inout Frame) {
        var room = max(frame.width - 1, 0)
        if var label = file {
            if frame.columns(of: label) + 1 + text.minimumWidth(in: frame.widths) > frame.width {
                label = modified ? " [+] " : ""
            }
            drawFile(label, y: y, into: &frame)
            room = max(frame.width - frame.columns(of: label) - 1, 0)
        }
        let (string, style) = text.fitted(to: room, in: frame.widths)
        frame.put(string, x: 0, y: y, style: style, limit: room)
    }

    private func drawFile(_ label: String, y: Int, into frame: inout Frame) {
        frame.put(label, x: frame.width - frame.columns(of: label), y: y, style: styles.statusFile)
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
        let (text, style) = styled(StatusSaying.message(message))
        return Text(text, style)
    }

    private func styled(_ saying: StatusSaying) -> (String, Style) {
        switch saying {
        case .message(let message): return (message.text, message.kind == .error ? styles.statusError : styles.status)
        case .warning: return (saying.text, styles.warning)
        }
    }

    private func content(_ state: EditorState) -> Text {
        if let saying = state.statusSaying {
            let (text, style) = styled(saying)
            return Text(text, style)
        }
        // On a leg, its estimate (docs/travel.md), then as many of the keys as fit.
        if case .trip(let view) = state.screen, view.selection == nil, case .entry(.item(let item)) = view.cursorEntry,
            let travel = item.travel
        {
            return .hints([view.travel.describe(travel)] + state.keys.hints(for: state.scope), styles.statusFile)
        }
        if case .trip(let view) = state.screen, let rows = view.selectedRows {
            let count = view.layout.itemCount(inRows: rows)
            return .hints(
                ["\(RowText.count(count, "item")) selected"] + state.keys.hints(for: .selecting), styles.selected)
        }
        return .hints(state.keys.hints(for: state.scope), styles.statusFile)
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
            return (Text("✗ \(position)", styles.statusError), Text(reason.description, styles.statusError))
        }
        return (Text("▶ \(position)", styles.status), .hints(keys.hints(for: .holding), styles.statusFile))
    }
}
