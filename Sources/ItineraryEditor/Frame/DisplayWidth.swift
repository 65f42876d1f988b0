/// Terminal column widths of text: East Asian wide characters and emoji take two columns,
/// combining marks none. Text is measured and cut by these widths, never by `count`.
///
/// Work goes by Unicode scalar, as terminals do (`wcwidth`), not by grapheme, so a frame
/// costs little: a zero-width scalar joins the cell before it.
public enum DisplayWidth {
    public static func of(_ s: Unicode.Scalar) -> Int {
        let v = s.value
        if v < 0x7F { return v < 0x20 ? 0 : 1 }
        if v < UInt32(lowWidths.count) { return Int(lowWidths[Int(v)]) }
        return computed(s)
    }

    public static func of(_ text: String) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        var total = 0
        var previous = 0
        for s in text.unicodeScalars {
            // An emoji presentation selector widens the narrow symbol before it.
            let w = s == "\u{FE0F}" && previous == 1 ? 1 : of(s)
            total += w
            previous = w
        }
        return total
    }

    /// Most rows are plain ASCII: one column a byte.
    static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for b in bytes where b < 0x20 || b >= 0x7F { return false }
            return true
        }
    }

    /// Cuts text to at most `width` columns, ending with `…` when something was cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if of(text) <= width { return text }
        var out = String.UnicodeScalarView()
        var used = 0
        for s in text.unicodeScalars {
            let w = of(s)
            if used + w > width - 1 { break }
            out.append(s)
            used += w
        }
        return String(out) + "…"
    }

    /// Widths below U+3000 (Latin, Greek, Cyrillic, punctuation, arrows, box drawing,
    /// symbols), worked out once.
    private static let lowWidths: [UInt8] = (0..<0x3000).map { v in
        guard let s = Unicode.Scalar(UInt32(v)) else { return 1 }
        return UInt8(computed(s))
    }

    private static func computed(_ s: Unicode.Scalar) -> Int {
        let v = s.value
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if v == 0x200B { return 0 }
        if s.properties.isEmojiPresentation { return 2 }
        for range in wideRanges where range.contains(v) { return 2 }
        return 1
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
