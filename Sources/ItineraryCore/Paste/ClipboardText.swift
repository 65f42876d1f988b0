/// Items as rows of text, one line each, for the terminal's clipboard (OSC 52): the row form
/// `PastedRows` reads back, with the marker, so a copy pasted into another itin is the same items.
public enum ClipboardText {
    /// Every line ends with a line break; no items is the empty string.
    public static func rows(_ items: [Item]) -> String {
        items.map { item in "\(RowText.marker(item.kind)) \(oneLine(RowText.item(item)))\n" }.joined()
    }

    /// A line break (CRLF counted once) or control character becomes a space, so one item is
    /// one line; a bidi override is dropped, as a paste would drop it.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: SafeText.isUnsafe) else { return text }
        var out = String.UnicodeScalarView()
        var afterCR = false
        for s in text.unicodeScalars {
            defer { afterCR = s == "\r" }
            guard SafeText.isUnsafe(s) else {
                out.append(s)
                continue
            }
            if s == "\n", afterCR { continue }
            if s.value <= 0x9F { out.append(" ") }
        }
        return String(out)
    }
}
