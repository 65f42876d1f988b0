/// Text from the file made literal in Markdown (CommonMark, and GitHub's additions): what a
/// title or a note says is shown, never read as markup.
enum MarkdownText {
    /// One line of text, with every character that could start markup escaped. A line may
    /// stand at the start of a list item or a heading, so what would begin a block there
    /// (`#`, `>`, `-`, `+`, `=`, `1.`) is escaped too.
    static func line(_ text: String) -> String {
        let trimmed = text.trimmingWhitespace()
        var out = ""
        var atStart = true
        var chars = trimmed[...]
        // `1.` or `1)` at the start would be an ordered list: escape its punctuation.
        let digits = chars.prefix { $0.isASCIIDigit }
        if !digits.isEmpty, let next = chars.dropFirst(digits.count).first, next == "." || next == ")" {
            out += digits + "\\" + String(next)
            chars = chars.dropFirst(digits.count + 1)
            atStart = false
        }
        while let c = chars.popFirst() {
            if alwaysActive.contains(c) || (atStart && "-+=".contains(c)) {
                out += "\\"
            } else if c == "&", isEntity(chars) {
                out += "\\"
            }
            out.append(c)
            atStart = false
        }
        return out
    }

    /// Several lines of text as one paragraph that keeps its line breaks (a backslash at the
    /// end of a line), the lines after the first indented by `indent`, so that inside a list
    /// item the text stays in its item. Empty lines are left out: they would end the paragraph.
    static func paragraph(_ text: String, indent: String) -> String {
        let lines = ExportText.lines(text).map(line).filter { !$0.isEmpty }
        return lines.joined(separator: "\\\n" + indent)
    }

    /// The text on one line, for a heading: its line breaks become spaces.
    static func heading(_ text: String) -> String {
        ExportText.lines(text).map(line).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Markup anywhere in a line: escapes, emphasis, code, links and images, HTML, headings'
    /// closing `#`s, tables, strikethrough and math.
    private static let alwaysActive: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~", "$"]

    /// `&amp;`, `&#35;`: what follows `&` would be read as a character reference.
    private static func isEntity(_ rest: Substring) -> Bool {
        let name = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "#") }
        return !name.isEmpty && rest.dropFirst(name.count).first == ";"
    }
}
