import ItineraryCore

/// What a terminal too small for the screens shows (docs/keys.md): `Terminal too small`, how
/// to quit when there is room to say it, and an open question wrapped to fit when it can be.
/// A question that cannot fit waits, unanswered, until the terminal grows.
enum TooSmallScreen {
    /// Quits while too small, as Ctrl-C does, whatever it does on the screen underneath.
    static let quitKey: Key = .char("q")
    static let words = "Terminal too small"

    /// The question's lines, wrapped by words to the terminal's width; nil when they do not
    /// all fit, since a question cut short cannot be answered knowingly.
    static func questionLines(_ choice: Choice, width: Int, height: Int, widths: WidthProfile) -> [String]? {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in choice.label.split(separator: " ").map(String.init) {
            let w = widths.columns(of: word)
            guard w <= width else { return nil }
            if !line.isEmpty && lineWidth + 1 + w <= width {
                line += " " + word
                lineWidth += 1 + w
            } else {
                if !line.isEmpty { lines.append(line) }
                (line, lineWidth) = (word, w)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.count <= height ? lines : nil
    }

    static func questionLines(in state: EditorState) -> [String]? {
        guard case .choice(let choice) = state.modal else { return nil }
        return questionLines(choice, width: state.width, height: state.height, widths: state.widths)
    }

    static func draw(_ state: EditorState, into frame: inout Frame) {
        let question = questionLines(in: state)
        let hint: String
        switch state.modal {
        case .choice: hint = question == nil ? "enlarge it to answer" : ""
        default: hint = "\(quitKey.label) quits"
        }
        let full = hint.isEmpty ? words : "\(words) · \(hint)"
        let text = frame.columns(of: full) <= frame.width ? full : words
        let questionTop = frame.height - (question?.count ?? 0)
        let y = min(frame.height / 2, questionTop - 1)
        if y >= 0 {
            frame.put(text, x: max((frame.width - frame.columns(of: text)) / 2, 0), y: y, style: Style(bold: true))
        }
        for (i, line) in (question ?? []).enumerated() {
            frame.put(line, x: 0, y: questionTop + i, style: Style(bold: true))
        }
    }
}
