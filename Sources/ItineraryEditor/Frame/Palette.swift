/// A colour as a terminal is told it: its default, one of the eight (30+n), one of 256
/// (38;5;n) or red, green and blue (38;2;r;g;b).
public enum TerminalColor: Hashable, Sendable {
    case `default`
    /// 0…7: black, red, green, yellow, blue, magenta, cyan, white.
    case ansi(UInt8)
    case indexed(UInt8)
    case rgb(UInt8, UInt8, UInt8)

    /// The eight names, in their order.
    public static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
}

/// How many colours the terminal shows: its terminfo `colors`, or `COLORTERM`.
public enum ColorDepth: Sendable {
    case colors8, colors256, truecolor

    /// `COLORTERM=truecolor` or `24bit`, else terminfo's `colors` (256 and more, or fewer).
    public init(colorterm: String?, terminfoColors: Int) {
        if colorterm == "truecolor" || colorterm == "24bit" {
            self = .truecolor
        } else {
            self = terminfoColors >= 256 ? .colors256 : .colors8
        }
    }
}

/// The colours of the screen's inks before the terminal's depth is known: the theme's, with
/// the user's `[colors]` over them. Each ink has a rich colour (used where the terminal has
/// 256 colours or more) and its own choice among the eight, so a theme can pick a readable
/// one of the eight rather than the nearest (yellow is near dark orange, and unreadable on white).
public struct ColorScheme: Equatable, Sendable {
    public enum Theme: String, Sendable, CaseIterable {
        case dark, light, mono
    }

    struct Choice: Equatable, Sendable {
        var rich: TerminalColor
        var eight: TerminalColor

        /// The same colour at every depth (the dark theme's eight).
        static func ansi(_ n: UInt8) -> Choice { Choice(rich: .ansi(n), eight: .ansi(n)) }
        static let plain = Choice(rich: .default, eight: .default)

        /// A user's colour: as given, and the nearest of the eight.
        init(user color: TerminalColor) {
            rich = color
            eight = Palette.fitted(color, to: .colors8)
        }

        init(rich: TerminalColor, eight: TerminalColor) {
            self.rich = rich
            self.eight = eight
        }
    }

    /// Each ink's colours, by its raw value.
    let choices: [Choice]
    /// Each ink's stand-in in a frame, by raw value: the first ink of the same colours, or
    /// `.default` for one in the terminal's own colours. A frame holds these, so that two inks
    /// that look alike are one pen and a style change is written only where the look changes
    /// (the dark theme is the terminal's eight colours at every depth).
    let alike: [Ink]

    /// Nil for `mono`: no colour at all.
    public init?(theme: Theme, colors custom: [Ink: TerminalColor] = [:]) {
        guard var choices = ColorScheme.choices(theme) else { return nil }
        for (ink, color) in custom { choices[Int(ink.rawValue)] = Choice(user: color) }
        self.choices = choices
        alike = Ink.allCases.map { ink in
            let choice = choices[Int(ink.rawValue)]
            if choice == .plain { return .default }
            return Ink.allCases.first { choices[Int($0.rawValue)] == choice }!
        }
    }

    public static let dark = ColorScheme(theme: .dark)!

    /// The ink a frame holds for `ink`.
    func alike(_ ink: Ink) -> Ink { alike[Int(ink.rawValue)] }

    /// A theme's colour for a role, as a settings file would write it.
    public static func themeColor(_ theme: Theme, _ ink: Ink) -> TerminalColor? {
        choices(theme)?[Int(ink.rawValue)].rich
    }

    /// The themes' colours, in `Ink`'s order.
    private static func choices(_ theme: Theme) -> [Choice]? {
        let table: [Ink: Choice]
        switch theme {
        case .mono:
            return nil
        case .dark:  // the terminal's eight, the same at every depth
            table = [
                .accent: .ansi(4), .forbidden: .ansi(1), .barrier: .ansi(3), .settle: .ansi(2),
                .warning: .ansi(3), .header: .ansi(6), .game: .ansi(3), .leg: .ansi(5), .note: .ansi(2),
                .selection: .ansi(6), .status: .plain, .held: .ansi(5), .titleText: .ansi(7), .shadow: .ansi(0),
            ]
        case .light:  // dark enough on white; of the eight, never yellow, cyan or white as text
            func c(_ n: UInt8, _ eight: TerminalColor) -> Choice { Choice(rich: .indexed(n), eight: eight) }
            table = [
                .accent: c(25, .ansi(4)), .forbidden: c(160, .ansi(1)), .barrier: c(130, .ansi(5)),
                .settle: c(28, .ansi(2)), .warning: c(166, .ansi(1)), .header: c(24, .ansi(4)),
                .game: c(94, .default), .leg: c(90, .ansi(5)), .note: c(28, .ansi(2)),
                .selection: c(31, .ansi(4)), .status: .plain, .held: c(90, .ansi(5)),
                .titleText: c(231, .ansi(7)), .shadow: c(250, .ansi(7)),
            ]
        }
        return Ink.allCases.map { table[$0] ?? .plain }
    }
}

/// Each ink's terminal colour for one terminal: the scheme's colours brought to the
/// terminal's depth. Made once at start; looked up only when the pen changes.
public struct Palette: Equatable, Sendable {
    /// By ink's raw value.
    private let colors: [TerminalColor]

    /// Each ink's SGR numbers as a foreground (30…, 38;…, 39) and as a background, worked out
    /// once: a pen change compares and copies them as words.
    let foreground: [TerminalUpdate.Output.Parameters]
    let background: [TerminalUpdate.Output.Parameters]

    public init(_ scheme: ColorScheme, depth: ColorDepth) {
        colors = scheme.choices.map { depth == .colors8 ? $0.eight : Palette.fitted($0.rich, to: depth) }
        foreground = colors.map { TerminalUpdate.Output.Parameters($0, base: 30) }
        background = colors.map { TerminalUpdate.Output.Parameters($0, base: 40) }
    }

    public subscript(ink: Ink) -> TerminalColor { colors[Int(ink.rawValue)] }

    /// `color` as a terminal of `depth` shows it: #rrggbb the nearest of the 256 (never one of
    /// the first sixteen, which each terminal sets as it likes) where there are 256, and any
    /// colour the nearest of the eight where there are eight.
    public static func fitted(_ color: TerminalColor, to depth: ColorDepth) -> TerminalColor {
        switch (color, depth) {
        case (.default, _), (.ansi, _), (_, .truecolor), (.indexed, .colors256):
            return color
        case (.rgb(let r, let g, let b), .colors256):
            return .indexed(nearest256(r, g, b))
        case (.indexed(let n), .colors8):
            if n < 8 { return .ansi(n) }
            let (r, g, b) = rgb(ofIndex: n)
            return .ansi(nearest8(r, g, b))
        case (.rgb(let r, let g, let b), .colors8):
            return .ansi(nearest8(r, g, b))
        }
    }

    /// The xterm colour cube's six levels.
    static let levels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The nearest of the cube (16…231) and the greys (232…255), by distance in RGB.
    static func nearest256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        func level(_ v: UInt8) -> Int {  // the cube's nearest level, channel by channel
            (0..<6).min { abs(levels[$0] - Int(v)) < abs(levels[$1] - Int(v)) }!
        }
        let (lr, lg, lb) = (level(r), level(g), level(b))
        let cube = 16 + 36 * lr + 6 * lg + lb
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let grey = 232 + min(max((average - 8 + 5) / 10, 0), 23)
        return UInt8(
            distance(rgb(ofIndex: UInt8(grey)), (r, g, b)) < distance(rgb(ofIndex: UInt8(cube)), (r, g, b))
                ? grey : cube)
    }

    /// The nearest of the eight as xterm draws them: by distance in RGB plus the difference
    /// in how colourful the two are (max − min), else a middle grey is nearer xterm's yellow
    /// (205,205,0) than its white (229,229,229).
    static func nearest8(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        func far(_ n: Int) -> Int {
            let c = rgb(ofIndex: UInt8(n))
            let chroma = Int(max(c.0, c.1, c.2)) - Int(min(c.0, c.1, c.2)) - (Int(max(r, g, b)) - Int(min(r, g, b)))
            return distance(c, (r, g, b)) + chroma * chroma
        }
        return UInt8((0..<8).min { far($0) < far($1) }!)
    }

    /// xterm's colour for an index: its sixteen, the cube, the greys.
    static func rgb(ofIndex n: UInt8) -> (UInt8, UInt8, UInt8) {
        switch n {
        case 0..<16:
            let sixteen: [(UInt8, UInt8, UInt8)] = [
                (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
                (229, 229, 229),
                (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
                (255, 255, 255),
            ]
            return sixteen[Int(n)]
        case 16..<232:
            let i = Int(n) - 16
            return (UInt8(levels[i / 36]), UInt8(levels[i / 6 % 6]), UInt8(levels[i % 6]))
        default:
            let v = UInt8(8 + 10 * (Int(n) - 232))
            return (v, v, v)
        }
    }

    private static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let (dr, dg, db) = (Int(a.0) - Int(b.0), Int(a.1) - Int(b.1), Int(a.2) - Int(b.2))
        return dr * dr + dg * dg + db * db
    }
}
