import CPlaces

/// Unicode's compatibility decomposition (NFKD: `ﬁ` → `fi`, `²` → `2`, `é` → `e` and a mark),
/// read from a table that scripts/fold_table.py made with Python's `unicodedata` (CPlaces'
/// fold.c), the same NFKD that made the gazetteer's keys. Foundation's
/// `decomposedStringWithCompatibilityMapping` would link all of Foundation, CoreFoundation and
/// ICU into itin, which costs a millisecond and some 250 page faults at every start.
///
/// Each scalar is decomposed on its own. A whole string's NFKD also sorts each run of
/// combining marks (canonical combining class above 0) into canonical order; every such
/// scalar is a mark (Mn or Mc, checked in Unicode 14 with Python), and the callers drop marks
/// or write each as one `?`, so the order makes no difference to them.
enum CompatibilityDecomposition {
    /// The NFKD of `text`, but for the order of its combining marks (see above).
    static func of(_ text: some StringProtocol) -> String.UnicodeScalarView {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { append(scalar, to: &scalars) }
        return scalars
    }

    /// Appends the NFKD of `scalar`: Hangul's by arithmetic, any other's from the table, or
    /// `scalar` itself if the table does not hold it.
    static func append(_ scalar: Unicode.Scalar, to scalars: inout String.UnicodeScalarView) {
        if Hangul.syllables.contains(scalar.value) {
            Hangul.append(scalar.value, to: &scalars)
        } else if let units = tableUnits(scalar) {
            var iterator = units.makeIterator()
            var utf16 = UTF16()
            while case .scalarValue(let decomposed) = utf16.decode(&iterator) { scalars.append(decomposed) }
        } else {
            scalars.append(scalar)
        }
    }

    /// The UTF-16 of `scalar`'s NFKD in the table, found by halving over its sorted keys.
    private static func tableUnits(_ scalar: Unicode.Scalar) -> UnsafeBufferPointer<UInt16>? {
        let keys = itin_fold_keys()!
        let count = itin_fold_count()
        func codePoint(_ index: Int) -> UInt32 { keys[index] >> startBits }
        func start(_ index: Int) -> Int { Int(keys[index] & ((1 << startBits) - 1)) }
        // ASCII, most of any text, comes before the first key.
        guard scalar.value >= codePoint(0) else { return nil }
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if codePoint(middle) < scalar.value { low = middle + 1 } else { high = middle }
        }
        guard low < count, codePoint(low) == scalar.value else { return nil }
        return UnsafeBufferPointer(start: itin_fold_units() + start(low), count: start(low + 1) - start(low))
    }
    private static var startBits: UInt32 { UInt32(ITIN_FOLD_START_BITS) }

    /// The Hangul syllables, which Unicode decomposes by arithmetic into two or three jamo
    /// (The Unicode Standard, section 3.12).
    private enum Hangul {
        static let syllables: ClosedRange<UInt32> = 0xAC00...0xD7A3
        static let leading: UInt32 = 0x1100
        static let vowel: UInt32 = 0x1161
        static let trailing: UInt32 = 0x11A7
        static let vowels: UInt32 = 21
        static let trailings: UInt32 = 28

        static func append(_ syllable: UInt32, to scalars: inout String.UnicodeScalarView) {
            let index = syllable - syllables.lowerBound
            let trail = index % trailings
            scalars.append(Unicode.Scalar(leading + index / (vowels * trailings))!)
            scalars.append(Unicode.Scalar(vowel + index % (vowels * trailings) / trailings)!)
            if trail > 0 { scalars.append(Unicode.Scalar(trailing + trail)!) }
        }
    }
}
