/// How a cell looks. Colour is optional decoration: bold, reverse, dim and the glyphs alone
/// must carry every state (NO_COLOR).
public struct Style: Hashable, Sendable {
    public var foreground: Color = .default
    public var background: Color = .default
    public var bold = false
    public var dim = false
    public var reverse = false
    public var underline = false

    public init(foreground: Color = .default, background: Color = .default,
                bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    public static let plain = Style()

    /// The style in one word: the colours in four bits each (their raw value + 1), then
    /// bold, dim, reverse and underline.
    var bits: UInt32 {
        UInt32(foreground.rawValue + 1) | UInt32(background.rawValue + 1) << 4
            | (bold ? 1 << 8 : 0) | (dim ? 1 << 9 : 0) | (reverse ? 1 << 10 : 0) | (underline ? 1 << 11 : 0)
    }

    init(bits: UInt32) {
        self.init(foreground: Color(rawValue: Int(bits & 0xF) - 1) ?? .default,
                  background: Color(rawValue: Int(bits >> 4 & 0xF) - 1) ?? .default,
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

/// The eight ANSI colours and the terminal's default.
public enum Color: Int, Hashable, Sendable, CaseIterable {
    case `default` = -1
    case black = 0, red, green, yellow, blue, magenta, cyan, white
}
