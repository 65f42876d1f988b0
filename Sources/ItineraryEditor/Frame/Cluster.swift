/// A grapheme cluster (a `Character`: what a reader sees as one symbol) by what decides
/// its width on a terminal. Text is laid out cluster by cluster, never scalar by scalar, so
/// a flag or a family is never cut in half and each takes the cells its terminal gives it.
public enum Cluster: Hashable, Sendable {
    /// Letters, CJK, a letter with its marks, a Hangul syllable of jamo: the sum of its
    /// scalars' widths, which terminals agree on. 0 for nothing to draw (a zero-width space,
    /// a mark with no letter).
    case text(columns: Int)
    /// One emoji (☕, 👍, ☕️): two columns wherever there are emoji.
    case emoji
    /// A regional indicator without its pair: no flag, shown as its letter.
    case loneIndicator
    /// A kind that terminals draw at different widths.
    case disputed(Dispute)

    /// The kinds of cluster whose width terminals (and terminals and `wcwidth`) disagree on.
    public enum Dispute: CaseIterable, Hashable, Sendable {
        /// A text symbol asked to look like an emoji (VS16): 🏟️, ❤️.
        case emojiSelector
        /// An emoji asked to look like text (VS15): ☕︎.
        case textSelector
        /// A digit, `#` or `*` in a keycap: 1️⃣.
        case keycap
        /// Two regional indicators: 🇺🇸.
        case flag
        /// An emoji with a skin tone: 👍🏽.
        case skinTone
        /// Emoji joined by zero-width joiners: 👨‍👩‍👧.
        case joined
    }

    public init(_ character: Character) {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        let first = iterator.next()!
        guard let second = iterator.next() else {
            if Self.isRegionalIndicator(first) {
                self = .loneIndicator
            } else if DisplayWidth.isEmojiPresentation(first) {
                self = .emoji
            } else {
                self = .text(columns: DisplayWidth.of(first))
            }
            return
        }
        if Self.isRegionalIndicator(first) && Self.isRegionalIndicator(second) {
            self = .disputed(.flag)
        } else if first.value >= 0x80, first.properties.isEmoji, scalars.contains("\u{200D}") {
            self = .disputed(.joined)
        } else if scalars.contains("\u{20E3}") {
            self = .disputed(.keycap)
        } else if second.properties.isEmojiModifier {
            self = .disputed(.skinTone)
        } else if DisplayWidth.isEmojiPresentation(first) {
            self = second == "\u{FE0E}" ? .disputed(.textSelector) : .emoji
        } else if second == "\u{FE0F}", first.properties.isEmoji {
            self = .disputed(.emojiSelector)
        } else {
            self = .text(columns: Self.partsWidth(scalars))
        }
    }

    /// The columns a terminal that draws scalar by scalar (`wcwidth`) gives the cluster.
    static func partsWidth(_ scalars: Character.UnicodeScalarView) -> Int {
        scalars.reduce(0) { $0 + DisplayWidth.of($1) }
    }

    static func isRegionalIndicator(_ s: Unicode.Scalar) -> Bool { (0x1F1E6...0x1F1FF).contains(s.value) }

    /// `US` for 🇺🇸: a flag's (or a lone indicator's) letters.
    static func indicatorLetters(_ scalars: Character.UnicodeScalarView) -> String {
        String(
            String.UnicodeScalarView(
                scalars.compactMap { s in
                    isRegionalIndicator(s) ? Unicode.Scalar(s.value - 0x1F1E6 + 0x41) : nil
                }))
    }
}
