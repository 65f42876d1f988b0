import ItineraryCore

/// What the status line says in a sentence, when it says one rather than keys: the news of
/// the last key, or the ⚠ reason of the row under the cursor. One that is wider than the
/// line takes a second line, so a reason is read whole even at 80 columns.
enum StatusSaying: Equatable {
    case message(Message)
    case warning(String)

    var text: String {
        switch self {
        case .message(let message): return message.text
        case .warning(let reason): return "⚠ \(reason)"
        }
    }
}

extension EditorState {
    /// The sentence on the (last) status line, if any; nil while a prompt or question has the
    /// line, and when it shows keys.
    var statusSaying: StatusSaying? {
        switch modal {
        case .prompt, .choice: return nil
        case .form: return message.map(StatusSaying.message)
        case .help, .report, .map, nil: break
        }
        if let message { return .message(message) }
        if case .trip(let view) = screen, case .entry(let id) = view.cursor, let reason = view.warning(for: id) {
            return .warning(reason)
        }
        if case .trip(let view) = screen, case .header(let day) = view.cursor,
            let night = view.travel.unbookedNight(day)
        {
            return .warning(night.description)
        }
        return nil
    }

    /// Whether the status line's sentence needs a second line: wider than the line, less the
    /// modified mark that stays beside it.
    var statusWraps: Bool {
        guard let saying = statusSaying else { return false }
        return widths.columns(of: saying.text) > size.width - 1 - (isModified ? 5 : 0)
    }
}
