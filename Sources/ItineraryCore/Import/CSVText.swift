/// CSV as RFC 4180 writes it, read and written here rather than through a CSV package: those on
/// hand are built on Foundation proper, which would link all of it (CoreFoundation and ICU
/// with it) into itin and cost every start a millisecond (docs/speed.md).
enum CSVText {
    /// A row and the line it starts on (a quoted field may hold line breaks).
    struct Row: Equatable {
        let line: Int
        let fields: [String]
    }

    /// Where a field stands with quotes: none at its start, inside the one it opened with (and
    /// the line that quote is on), or past the quote that closed it.
    private enum Quote: Equatable {
        case none, open(line: Int), closed
    }

    /// A quoted field that the text ends inside, and the line its quote opens on.
    struct Unclosed: Error, Equatable {
        let line: Int
    }

    /// The rows of `text`. CRLF, LF and a lone CR each end a row, or a line inside a quoted
    /// field; `""` inside quotes is a quote. Lenient where a spreadsheet is: a quote inside an
    /// unquoted field, or text after a closing quote, is kept as text. A blank line is a row of
    /// one empty field.
    static func rows(_ text: String) throws(Unclosed) -> [Row] {
        var rows: [Row] = []
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var line = 1
        var rowLine = 1
        var quote = Quote.none
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        func endField() {
            fields.append(String(field))
            field = String.UnicodeScalarView()
            quote = .none
        }
        func endRow() {
            endField()
            rows.append(Row(line: rowLine, fields: fields))
            fields = []
        }
        while let scalar = next {
            next = scalars.next()
            let crlf = scalar == "\r" && next == "\n"
            if crlf { next = scalars.next() }
            if scalar == "\n" || scalar == "\r" { line += 1 }
            if case .open = quote {
                if scalar != "\"" {
                    field.append(scalar)
                    if crlf { field.append("\n") }
                } else if next == "\"" {
                    field.append("\"")
                    next = scalars.next()
                } else {
                    quote = .closed
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty && quote == .none:
                quote = .open(line: line)
            case ",":
                endField()
            case "\n", "\r":
                endRow()
                rowLine = line
            default:
                field.append(scalar)
            }
        }
        if case .open(let line) = quote { throw Unclosed(line: line) }
        if !field.isEmpty || !fields.isEmpty || quote != .none { endRow() }
        return rows
    }

    /// The rows as CSV: a field holding a comma, a quote or a line break is quoted, its quotes
    /// doubled; each row ends with CRLF, the last too, which line-based tools expect.
    static func written(_ rows: [[String]]) -> String {
        var out = ""
        for row in rows {
            for (i, field) in row.enumerated() {
                if i > 0 { out += "," }
                if field.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) {
                    out += "\"" + field.replacing("\"", with: "\"\"") + "\""
                } else {
                    out += field
                }
            }
            out += "\r\n"
        }
        return out
    }
}
