/// Terminal column widths of single Unicode scalars, as `wcwidth` gives them: East Asian
/// wide characters and emoji take two columns, combining marks, format characters and the
/// Hangul vowel and final jamo none. A whole grapheme cluster is measured by `Cluster` and
/// `WidthProfile`, which start from these.
public enum DisplayWidth {
    public static func of(_ s: Unicode.Scalar) -> Int {
        let v = s.value
        if v < 0x7F { return v < 0x20 ? 0 : 1 }
        if v < UInt32(lowScalars.count) { return Int(lowScalars[Int(v)] & widthBits) }
        return computed(s)
    }

    /// Whether the scalar is an emoji by default (☕, 👍, 🇺): what a console without
    /// emoji glyphs cannot show.
    static func isEmojiPresentation(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < UInt32(lowScalars.count) { return lowScalars[Int(v)] & emojiBit != 0 }
        // Above U+3000 every emoji-presentation scalar lies past U+1F000.
        return v >= 0x1F000 && s.properties.isEmojiPresentation
    }

    /// Most text is plain ASCII: one column a byte.
    static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for b in bytes where b < 0x20 || b >= 0x7F { return false }
            return true
        }
    }

    private static let lowScalars = LowScalarTable.bytes
    private static let widthBits = LowScalarTable.widthBits
    private static let emojiBit = LowScalarTable.emojiBit

    /// The width by Unicode's properties: what `LowScalarTable` holds below U+3000.
    static func computed(_ s: Unicode.Scalar) -> Int {
        let v = s.value
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        for range in zeroRanges where range.contains(v) { return 0 }
        if s.properties.isEmojiPresentation { return 2 }
        for range in wideRanges where range.contains(v) { return 2 }
        return 1
    }

    /// Zero width though not marks: the zero-width space, and the Hangul vowel and final
    /// jamo, which join the leading consonant before them into one syllable.
    private static let zeroRanges: [ClosedRange<UInt32>] = [0x200B...0x200B, 0x1160...0x11FF, 0xD7B0...0xD7FF]

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DFF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
