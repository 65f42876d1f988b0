/// A note as a text file to edit in the user's own editor (`E`), laid out as a commit
/// message is: the title on the first line, a blank line, then the note, which may run over
/// several lines (docs/keys.md).
public enum NoteText {
    /// The file as the editor opens it. A line break in the title becomes a space, so the
    /// title stays the first line.
    public static func text(_ note: Custom) -> String {
        let title = ClipboardText.oneLine(note.title)
        guard let body = note.note, !body.isEmpty else { return title + "\n" }
        return title + "\n\n" + body + "\n"
    }

    /// The note the edited file holds, or nil when it holds no title (an empty file). Read
    /// as a paste is (`PasteText`): LF, CR and CRLF end lines, escape sequences go whole,
    /// other control characters are dropped and a tab is a space. The first line that is not
    /// blank is the title; the lines after it, without the blank lines around them and the
    /// spaces ending each, are the note, its line breaks kept.
    public static func custom(from text: String) -> Custom? {
        // an editor's byte order mark
        let unmarked = text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text
        var lines = PasteText.lines(unmarked).map(trimmingTrailingWhitespace)
        lines = Array(lines.drop(while: \.isEmpty))
        guard let title = lines.first?.trimmingWhitespace() else { return nil }
        var body = lines.dropFirst().drop(while: \.isEmpty)
        while body.last?.isEmpty == true { body.removeLast() }
        return Custom(title: title, note: body.isEmpty ? nil : body.joined(separator: "\n"))
    }

    private static func trimmingTrailingWhitespace(_ line: String) -> String {
        var scalars = line.unicodeScalars[...]
        while scalars.last?.properties.isWhitespace == true { scalars.removeLast() }
        return String(scalars)
    }
}
