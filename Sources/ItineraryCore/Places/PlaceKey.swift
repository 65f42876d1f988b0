/// A place name folded for comparison (docs/travel.md): case, accents, punctuation and
/// spacing ignored, `St.` `Ste.` `Ft.` `Mt.` read as Saint, Sainte, Fort and Mount. The
/// gazetteer's keys were folded the same way by `scripts/places.py`; `PlacesTests` holds
/// the two to each other over every place the data names.
public enum PlaceKey {
    /// Letters that decomposition leaves whole, spelled as a traveller types them.
    private static let spelled: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ħ": "h",
    ]
    private static let abbreviations = ["st": "saint", "ste": "sainte", "ft": "fort", "mt": "mount"]

    /// The key of `text`: its words, folded and joined; nil when nothing is left or what is
    /// left is not ASCII letters and digits (the gazetteer keeps only such keys). Linear in
    /// the text, whatever it holds.
    public static func fold<S: StringProtocol>(_ text: S) -> String? { key(text, separator: nil) }

    /// The key with its words kept apart: two names that fold alike match as written only
    /// when these agree too (`Cooperstown` is not `Cooper's Town`).
    public static func spaced<S: StringProtocol>(_ text: S) -> String? { key(text, separator: 0x20) }

    private static func key<S: StringProtocol>(_ text: S, separator: UInt8?) -> String? {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiKey(text.utf8, separator: separator) }
        let key = words(text).joined(separator: separator.map { String(UnicodeScalar($0)) } ?? "")
        guard !key.isEmpty, key.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return key
    }

    /// `key` of ASCII text, byte by byte: a look-up folds every name it compares, and making
    /// a string of each word took most of a small library's look-ups.
    private static func asciiKey(_ text: some Collection<UInt8>, separator: UInt8?) -> String? {
        var key: [UInt8] = []
        key.reserveCapacity(text.count)
        var wordStart = 0
        func endWord() {
            guard key.count > wordStart else { return }
            if let long = abbreviated(key[wordStart...]) {
                key.removeSubrange(wordStart...)
                key.append(contentsOf: long.utf8)
            }
            wordStart = key.count
        }
        for byte in text {
            let letter: UInt8
            switch byte {
            case 0x61...0x7A, 0x30...0x39: letter = byte
            case 0x41...0x5A: letter = byte + 0x20
            default:
                endWord()
                continue
            }
            if key.count == wordStart, wordStart > 0, let separator {
                key.append(separator)
                wordStart += 1
            }
            key.append(letter)
        }
        endWord()
        return key.isEmpty ? nil : String(decoding: key, as: UTF8.self)
    }

    /// What an abbreviated word stands for (`st` → `saint`), if it is one: its bytes compared
    /// as they are, since making a string of a slice goes the slow, generic way.
    private static func abbreviated(_ word: ArraySlice<UInt8>) -> String? {
        guard word.count <= 3 else { return nil }
        return abbreviationBytes.first { $0.short.elementsEqual(word) }?.long
    }
    private static let abbreviationBytes = abbreviations.map { (short: Array($0.key.utf8), long: $0.value) }

    /// The words of text that is not all ASCII, folded.
    private static func words<S: StringProtocol>(_ text: S) -> [String] {
        var words: [String] = []
        var word = ""
        func endWord() {
            guard !word.isEmpty else { return }
            words.append(abbreviations[word] ?? word)
            word = ""
        }
        func add(_ scalar: Unicode.Scalar) {
            if let spelled = spelled[scalar] {
                word += spelled
            } else if isLetterOrDigit(scalar) {
                word.unicodeScalars.append(scalar)
            } else {
                endWord()
            }
        }
        for scalar in CompatibilityDecomposition.of(text) where !isMark(scalar) {
            for lower in scalar.properties.lowercaseMapping.unicodeScalars { add(lower) }
        }
        endWord()
        return words
    }

    private static func isMark(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Python's `str.isalnum`, which made the data's keys: a letter or a number of any kind.
    private static func isLetterOrDigit(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
