extension ICalendarProperty {
    /// The value as TEXT (RFC 5545 section 3.3.11), unescaped: `\\` `\;` `\,` and `\n` or
    /// `\N` for a line break. Any other escape, or a lone backslash at the end, is an error.
    public func text() throws(ICalendarError) -> String {
        guard value.utf8.contains(.backslash) else { return value }
        var out: [UInt8] = []
        out.reserveCapacity(value.utf8.count)
        var escaped = false
        for byte in value.utf8 {
            if !escaped {
                if byte == .backslash { escaped = true } else { out.append(byte) }
                continue
            }
            escaped = false
            switch byte {
            case .backslash, UInt8(ascii: ";"), UInt8(ascii: ","): out.append(byte)
            case UInt8(ascii: "n"), UInt8(ascii: "N"): out.append(UInt8(ascii: "\n"))
            // Not in RFC 5545, but some producers escape ':' too; its meaning is plain.
            case UInt8(ascii: ":"): out.append(byte)
            default:
                throw ICalendarError(
                    line: line,
                    reason:
                        "\(name) has \(Self.describeEscape(byte)), which is not an escape (write \\\\ for a backslash)")
            }
        }
        if escaped {
            throw ICalendarError(line: line, reason: "\(name) ends with a lone backslash (write \\\\ for a backslash)")
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `'\t'`, or in words when the character after the backslash is a space or not ASCII.
    private static func describeEscape(_ byte: UInt8) -> String {
        if (0x21..<0x7F).contains(byte) { return "'\\\(Character(Unicode.Scalar(byte)))'" }
        return "a backslash before " + (byte == 0x20 || byte == 0x09 ? "a space" : "a non-ASCII character")
    }
}

extension UInt8 {
    fileprivate static let backslash = UInt8(ascii: "\\")
}
