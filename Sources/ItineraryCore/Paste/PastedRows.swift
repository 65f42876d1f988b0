/// Text pasted from outside (docs/keys.md), read as the kinds of new items, or refused whole.
public enum PastedRows {
    public static let maxLines = 1_000
    public static let maxBytes = 1_000_000
    /// Longer lines are refused rather than cut: no row of itin's is near this long, so such a
    /// line is something other than rows, and a cut item would be wrong without saying so.
    public static let maxLineCharacters = 2_000

    /// The items the text's non-empty lines become, in order; or why the paste is refused.
    /// A line is empty when nothing but white space is left once control characters are
    /// dropped, or only a `•` or `»` marker. Lines are numbered as pasted, empty ones included.
    public static func parse(_ text: String) -> Result<[Item.Kind], PasteRefusal> {
        let bytes = text.utf8.count
        guard bytes <= maxBytes else {
            return .failure(PasteRefusal("the paste is \(bytes) bytes; at most 1 MB can be pasted"))
        }
        var lines: [(number: Int, text: String)] = []
        for (index, line) in PasteText.lines(text).enumerated() {
            let trimmed = line.trimmingWhitespace()
            guard !trimmed.isEmpty, trimmed != "•", trimmed != "»" else { continue }
            lines.append((index + 1, trimmed))
        }
        guard lines.count <= maxLines else {
            return .failure(PasteRefusal("the paste has \(lines.count) lines; at most 1,000 can be pasted"))
        }
        guard !lines.isEmpty else { return .failure(PasteRefusal("nothing to paste")) }
        var kinds: [Item.Kind] = []
        for line in lines {
            guard line.text.count <= maxLineCharacters else {
                return .failure(PasteRefusal("line \(line.number) has more than 2,000 characters"))
            }
            switch PastedLine(line.text) {
            case .game: return .failure(PasteRefusal("line \(line.number) is a game (games come from the schedule)"))
            case .item(let kind): kinds.append(kind)
            }
        }
        return .success(kinds)
    }
}

extension PastedRows {
    /// Pasted text for a one-line field (a prompt, a form): cleaned the same way, its lines
    /// joined by spaces; empty when the paste is over the size limit.
    public static func oneLine(_ text: String) -> String {
        guard text.utf8.count <= maxBytes else { return "" }
        return PasteText.lines(text).map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
