import ItineraryCore

/// Text whose every scalar is a cluster of its own, drawn the same on every terminal: most
/// text that is not ASCII (`·`, `→`, `▶`, accented letters, CJK, Hangul syllables). It is
/// laid out scalar by scalar, with no grapheme breaking and no width profile, which a frame
/// would otherwise pay for on every status line, every key.
enum LoneScalars {
    /// The columns of a scalar that stands alone, or nil for one that joins the scalar
    /// before it or after it (marks, joiners, selectors, jamo, regional indicators), is an
    /// emoji (its width is the terminal's), draws nothing, or is a control character.
    static func width(_ s: Unicode.Scalar) -> Int? {
        let w = withTable { width(s.value, $0) }
        return w == 0 ? nil : w
    }

    /// The columns of `text` when every scalar in it stands alone, else nil.
    static func columns(of text: String) -> Int? {
        withTable { table in
            var total = 0
            for s in text.unicodeScalars {
                let w = width(s.value, table)
                guard w > 0 else { return nil }
                total += w
            }
            return total
        }
    }

    /// Runs `body` with the table at hand, for a loop over a text's scalars: fetched once,
    /// not once a scalar.
    static func withTable<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { table.withUnsafeBufferPointer(body) }

    /// A scalar's columns from the table, 0 where it does not stand alone.
    @inline(__always)
    static func width(_ v: UInt32, _ table: UnsafeBufferPointer<UInt8>) -> Int {
        if v < UInt32(table.count) { return Int(table[Int(v)] >> LowScalarTable.loneShift) }
        // CJK ideographs and Hangul syllables; the rest is rare enough for the long way.
        return (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xAC00...0xD7A3).contains(v) ? 2 : 0
    }

    /// Below U+3000, `LowScalarTable`'s bytes, whose high bits are a scalar's width alone.
    private static let table = LowScalarTable.bytes

    /// Whether a scalar is a cluster of its own, drawn alike everywhere: the rule
    /// `LowScalarTable` holds below U+3000.
    static func standsAlone(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        guard v >= 0x20, !SafeText.isUnsafe(s), DisplayWidth.computed(s) > 0 else { return false }
        if (0x1100...0x11FF).contains(v) || (0xA960...0xA97F).contains(v) { return false }  // jamo
        if (0x0600...0x0605).contains(v) || v == 0x06DD || v == 0x070F || v == 0x08E2 { return false }  // prepend
        let p = s.properties
        return !p.isGraphemeExtend && p.generalCategory != .spacingMark && !p.isEmojiPresentation
            && !p.isJoinControl && !p.isVariationSelector && !p.isEmojiModifier
    }
}
