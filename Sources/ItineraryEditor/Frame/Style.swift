/// How a cell looks. Colour is optional decoration: bold, reverse, dim and the glyphs alone
/// must carry every state (NO_COLOR). Its colours are inks (what a colour means); the
/// terminal's colour for each is the `Palette`'s, chosen only when the frame is written.
public struct Style: Hashable, Sendable {
    public var foreground: Ink = .default
    public var background: Ink = .default
    public var bold = false
    public var dim = false
    public var reverse = false
    public var underline = false

    public init(
        foreground: Ink = .default, background: Ink = .default,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    public static let plain = Style()

    /// The style in one word: the inks in four bits each, then bold, dim, reverse and underline.
    var bits: UInt32 {
        UInt32(foreground.rawValue) | UInt32(background.rawValue) << 4
            | (bold ? 1 << 8 : 0) | (dim ? 1 << 9 : 0) | (reverse ? 1 << 10 : 0) | (underline ? 1 << 11 : 0)
    }

    init(bits: UInt32) {
        self.init(
            foreground: Ink(rawValue: UInt8(bits & 0xF)) ?? .default,
            background: Ink(rawValue: UInt8(bits >> 4 & 0xF)) ?? .default,
            bold: bits & 1 << 8 != 0, dim: bits & 1 << 9 != 0, reverse: bits & 1 << 10 != 0,
            underline: bits & 1 << 11 != 0)
    }

    /// The same style without colours.
    public var monochrome: Style {
        var s = self
        s.foreground = .default
        s.background = .default
        return s
    }
}

/// What a colour on the screen means: the terminal's default, a role of the settings
/// (docs/settings.md; each has a colour in each theme, and the user's `[colors]` may change it), or
/// one of the two inks only a theme sets. Four bits, so a cell stays one word: the terminal colours
/// (8, 256 or #rrggbb) are looked up in the `Palette` when the pen changes, never stored in a cell.
public enum Ink: UInt8, Hashable, Sendable, CaseIterable {
    case `default` = 0
    case accent, forbidden, barrier, settle, warning, header, game, leg, note, selection, status
    /// The lifted item (a role of its own beside the settings' ones: its colour is its own).
    case held
    /// The title bar's text, on the accent; and the drag's shadow. Not settable.
    case titleText, shadow

    /// The roles a settings file may colour, in the order `itin config` writes them.
    public static let roles: [Ink] = [
        .accent, .forbidden, .barrier, .settle, .warning, .header,
        .game, .leg, .note, .selection, .status, .held,
    ]

    /// The role's name in `[colors]`.
    public var name: String { String(describing: self) }
}
