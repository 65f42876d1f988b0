/// Text from a file made harmless for a terminal: control characters (C0, DEL, C1) and
/// bidirectional overrides are shown as visible symbols instead of being sent as they are.
public enum SafeText {
    public static func clean(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            guard isUnsafe(s) else {
                out.append(s)
                continue
            }
            switch s.value {
            case 0x00...0x1F: out.append(Unicode.Scalar(0x2400 + s.value)!)  // ␀ … ␟
            case 0x7F: out.append("\u{2421}")  // ␡
            default: out.append("\u{FFFD}")
            }
        }
        return String(out)
    }

    public static func isUnsafe(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
