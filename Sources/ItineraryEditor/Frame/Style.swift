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
