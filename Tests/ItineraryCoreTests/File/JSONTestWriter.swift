@testable import ItineraryCore

/// JSON as some tool writes it, for the decoding tests: the tree walked once here, the
/// tool's habits given: how it writes a string or key, what it puts between tokens (`gap`:
/// nothing, or spaces and line breaks), and its comma and colon.
func writeJSON(
    _ value: JSONValue, into out: inout String, comma: String = ",", colon: String = ":",
    string: (String, inout String) -> Void, gap: (inout String) -> Void = { _ in }
) {
    gap(&out)
    switch value {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let text): out += text
    case .string(let s): string(s, &out)
    case .array(let elements):
        out += "["
        for (i, e) in elements.enumerated() {
            if i > 0 { out += comma }
            writeJSON(e, into: &out, comma: comma, colon: colon, string: string, gap: gap)
        }
        gap(&out)
        out += "]"
    case .object(let object):
        out += "{"
        for (i, m) in object.members.enumerated() {
            if i > 0 { out += comma }
            gap(&out)
            string(m.key, &out)
            gap(&out)
            out += colon
            writeJSON(m.value, into: &out, comma: comma, colon: colon, string: string, gap: gap)
        }
        gap(&out)
        out += "}"
    }
    gap(&out)
}
