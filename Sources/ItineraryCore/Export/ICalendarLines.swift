/// An iCalendar stream as it is written (RFC 5545 section 3.1): one content line per
/// property, folded at 75 octets, each line ended by CRLF.
struct ICalendarLines {
    private(set) var text = ""

    mutating func begin(_ component: String) { add("BEGIN:\(component)") }
    mutating func end(_ component: String) { add("END:\(component)") }

    /// A property whose value is already in its type's form (a date, an offset, a code).
    mutating func property(_ name: String, _ value: String, _ parameters: KeyValuePairs<String, String> = [:]) {
        let params = parameters.map { ";\($0.key)=\(Self.parameterValue($0.value))" }.joined()
        add("\(name)\(params):\(value)")
    }

    /// A TEXT property (RFC 5545 section 3.3.11): the value escaped.
    mutating func text(_ name: String, _ value: String) {
        property(name, Self.escaped(value))
    }

    private mutating func add(_ line: String) {
        text += Self.folded(line)
    }

    /// TEXT escaped: `\` `;` `,` and line breaks (`\n`) by a backslash. Control characters
    /// other than tab are not allowed in TEXT (RFC 5545 section 3.3.11) and are dropped.
    static func escaped(_ value: String) -> String {
        var out = String.UnicodeScalarView()
        var afterCR = false
        for s in value.unicodeScalars {
            defer { afterCR = s == "\r" }
            switch s {
            case "\\": out.append(contentsOf: #"\\"#.unicodeScalars)
            case ";": out.append(contentsOf: #"\;"#.unicodeScalars)
            case ",": out.append(contentsOf: #"\,"#.unicodeScalars)
            case "\r": out.append(contentsOf: #"\n"#.unicodeScalars)
            case "\n": if !afterCR { out.append(contentsOf: #"\n"#.unicodeScalars) }
            case "\t": out.append(s)
            default:
                if s.properties.generalCategory == .control { continue }
                out.append(s)
            }
        }
        return String(out)
    }

    /// A parameter value (RFC 5545 section 3.2): quoted when it holds `;`, `:` or `,`. A
    /// quote or control character cannot be written at all and is dropped.
    static func parameterValue(_ value: String) -> String {
        let kept = String(
            String.UnicodeScalarView(
                value.unicodeScalars.filter {
                    $0 != "\"" && $0.properties.generalCategory != .control
                }))
        return kept.contains(where: { ";:,".contains($0) }) ? "\"\(kept)\"" : kept
    }

    /// The line split into physical lines of at most 75 octets, each continuation starting
    /// with a space (RFC 5545 section 3.1), and never inside a character's UTF-8 sequence.
    static func folded(_ line: String) -> String {
        let limit = 75
        var out = ""
        var octets = 0
        for s in line.unicodeScalars {
            let size = UTF8.width(s)
            if octets + size > limit {
                out += "\r\n "
                octets = 1
            }
            out.unicodeScalars.append(s)
            octets += size
        }
        return out + "\r\n"
    }
}
