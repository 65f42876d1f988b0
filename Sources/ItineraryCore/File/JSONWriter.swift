/// Writes JSON the one way `itin` saves it: two-space indentation, members in the order
/// given, strings escaped only where JSON requires, and a final newline.
public enum JSONWriter {
    public static func write(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        out += "\n"
        return out
    }

    static func write(_ value: JSONValue, indent: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let text): out += text
        case .string(let s): writeString(s, into: &out)
        case .array(let elements):
            if elements.isEmpty {
                out += "[]"
                return
            }
            out += "[\n"
            for (i, e) in elements.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                write(e, indent: indent + 2, into: &out)
                out += i == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let object):
            if object.members.isEmpty {
                out += "{}"
                return
            }
            out += "{\n"
            for (i, m) in object.members.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                writeString(m.key, into: &out)
                out += ": "
                write(m.value, indent: indent + 2, into: &out)
                out += i == object.members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u" + pad(hex: scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    private static func pad(hex: UInt32) -> String {
        let s = String(hex, radix: 16)
        return String(repeating: "0", count: 4 - s.count) + s
    }
}
