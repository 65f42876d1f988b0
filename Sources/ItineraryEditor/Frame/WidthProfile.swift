/// How one terminal draws the clusters terminals disagree on: measured at start-up
/// (`WidthProbe`), or a preset when it cannot be. Every cluster is laid out by it, so the
/// frame and the terminal agree on where each cell is.
public struct WidthProfile: Hashable, Sendable {
    /// How a terminal draws a cluster of a disputed kind.
    public enum Shape: Hashable, Sendable {
        /// As one glyph this many columns wide.
        case whole(Int)
        /// Scalar by scalar, each at its own width, as `wcwidth` sums them; a flag so drawn
        /// is two loose letter symbols, so it is shown by its letters (`US`) instead.
        case parts
    }

    /// Whether the terminal has emoji glyphs at all (the Linux console has none).
    public enum Emoji: Hashable, Sendable {
        case drawn
        /// Each emoji is shown by a stand-in: a flag by its letters, a keycap by its digit,
        /// anything else by `�`.
        case replaced
    }

    public var emojiSelector: Shape
    public var textSelector: Shape
    public var keycap: Shape
    public var flag: Shape
    public var skinTone: Shape
    public var joined: Shape
    public var emoji: Emoji

    public init(
        emojiSelector: Shape, textSelector: Shape, keycap: Shape, flag: Shape, skinTone: Shape,
        joined: Shape, emoji: Emoji = .drawn
    ) {
        self.emojiSelector = emojiSelector
        self.textSelector = textSelector
        self.keycap = keycap
        self.flag = flag
        self.skinTone = skinTone
        self.joined = joined
        self.emoji = emoji
    }

    public subscript(kind: Cluster.Dispute) -> Shape {
        get {
            switch kind {
            case .emojiSelector: emojiSelector
            case .textSelector: textSelector
            case .keycap: keycap
            case .flag: flag
            case .skinTone: skinTone
            case .joined: joined
            }
        }
        set {
            switch kind {
            case .emojiSelector: emojiSelector = newValue
            case .textSelector: textSelector = newValue
            case .keycap: keycap = newValue
            case .flag: flag = newValue
            case .skinTone: skinTone = newValue
            case .joined: joined = newValue
            }
        }
    }

    /// For a terminal that does not answer: each kind at the widest any terminal draws it,
    /// so a disagreement leaves a blank after a cluster, never a cluster drawn over the
    /// next one; a flag by its letters, which every terminal draws alike.
    public static let fallback = WidthProfile(
        emojiSelector: .whole(2), textSelector: .parts, keycap: .whole(2),
        flag: .parts, skinTone: .parts, joined: .parts)

    /// The Linux console: no emoji glyphs, so stand-ins.
    public static let linuxConsole: WidthProfile = {
        var profile = fallback
        profile.emoji = .replaced
        return profile
    }()

    // MARK: - Measuring

    /// What the frame shows for a cluster on this terminal.
    public enum Glyph: Hashable, Sendable {
        /// The cluster itself, this many columns wide (0: nothing is drawn).
        case cluster(columns: Int)
        /// Narrow characters drawn instead, one a column: a flag's letters, `�`.
        case standIn(String)

        public var columns: Int {
            switch self {
            case .cluster(let columns): columns
            case .standIn(let text): text.unicodeScalars.count
            }
        }
    }

    public func glyph(_ character: Character) -> Glyph {
        switch Cluster(character) {
        case .text(let columns): return .cluster(columns: columns)
        case .emoji: return emoji == .drawn ? .cluster(columns: 2) : .standIn(Self.replacement)
        case .loneIndicator: return .standIn(Cluster.indicatorLetters(character.unicodeScalars))
        case .disputed(let kind):
            if emoji == .replaced { return Self.standIn(for: kind, character) }
            switch self[kind] {
            case .whole(let columns): return .cluster(columns: columns)
            case .parts where kind == .flag: return .standIn(Cluster.indicatorLetters(character.unicodeScalars))
            case .parts: return .cluster(columns: Cluster.partsWidth(character.unicodeScalars))
            }
        }
    }

    /// The columns `text` takes on this terminal.
    public func columns(of text: String) -> Int {
        if DisplayWidth.isPrintableASCII(text) { return text.utf8.count }
        if let columns = LoneScalars.columns(of: text) { return columns }
        return text.reduce(0) { $0 + glyph($1).columns }
    }

    static let replacement = "\u{FFFD}"

    private static func standIn(for kind: Cluster.Dispute, _ character: Character) -> Glyph {
        switch kind {
        case .flag: return .standIn(Cluster.indicatorLetters(character.unicodeScalars))
        case .keycap: return .standIn(String(character.unicodeScalars.first!))
        default: return .standIn(replacement)
        }
    }
}
