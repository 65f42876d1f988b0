/// Text from the file, for an export a person reads (Markdown, CSV): split into its lines,
/// each made harmless for a terminal by `SafeText`, a tab read as a space.
enum ExportText {
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var afterCR = false
        for s in text.unicodeScalars {
            defer { afterCR = s == "\r" }
            switch s {
            case "\r":
                lines.append(String(line))
                line = .init()
            case "\n":
                if !afterCR {
                    lines.append(String(line))
                    line = .init()
                }
            case "\t": line.append(" ")
            default: line.append(s)
            }
        }
        lines.append(String(line))
        return lines.map(SafeText.clean)
    }
}
