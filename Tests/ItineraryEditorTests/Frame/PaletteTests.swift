import Testing

@testable import ItineraryEditor

/// The inks' terminal colours: the themes, the user's colours over them, and each brought to
/// what the terminal shows (the nearest worked out by hand from xterm's colours).
@Suite struct PaletteTests {
    @Test func rgbTakesTheNearestOfTheCubeOrTheGreysWhereThereAre256() {
        // #d75f5f is the cube's (4, 1, 1): 16 + 36·4 + 6·1 + 1.
        #expect(Palette.fitted(.rgb(215, 95, 95), to: .colors256) == .indexed(167))
        // Grey 128 is the greys' 12th (8 + 10·12), nearer than the cube's 135s (102).
        #expect(Palette.fitted(.rgb(128, 128, 128), to: .colors256) == .indexed(244))
        // 100,100,100: the cube's 95s are 5 away a channel (75), grey 98 is 2 (12).
        #expect(Palette.fitted(.rgb(100, 100, 100), to: .colors256) == .indexed(241))
        // Never one of the first sixteen: black and white are the cube's corners.
        #expect(Palette.fitted(.rgb(0, 0, 0), to: .colors256) == .indexed(16))
        #expect(Palette.fitted(.rgb(255, 255, 255), to: .colors256) == .indexed(231))
        // 115 is as far from 95 as from 135: the lower level.
        #expect(Palette.fitted(.rgb(115, 0, 0), to: .colors256) == .indexed(52))
    }

    @Test func anyColourTakesTheNearestOfTheEightWhereThereAreEight() {
        // Distance² in RGB plus the difference in chroma (max − min) squared.
        // #d75f5f (chroma 120): red (205,0,0) is 10² + 95² + 95² + 85² = 25375 away;
        // magenta and yellow 21225 + 85² = 28450; white 36108 + 120² = 50508.
        #expect(Palette.fitted(.rgb(215, 95, 95), to: .colors8) == .ansi(1))
        // #5f87af (chroma 80): cyan (0,205,205) 14825 + 125² = 30450; white 29708 + 80² = 36108.
        #expect(Palette.fitted(.rgb(95, 135, 175), to: .colors8) == .ansi(6))
        // Grey 128: yellow is 28242 away in RGB, white 30603, but yellow's chroma is 205: white.
        #expect(Palette.fitted(.rgb(128, 128, 128), to: .colors8) == .ansi(7))
        #expect(Palette.fitted(.rgb(60, 60, 60), to: .colors8) == .ansi(0))
        #expect(Palette.fitted(.indexed(196), to: .colors8) == .ansi(1))  // #ff0000
        #expect(Palette.fitted(.indexed(21), to: .colors8) == .ansi(4))  // #0000ff
        #expect(Palette.fitted(.indexed(244), to: .colors8) == .ansi(7))  // grey 128, as above
        #expect(Palette.fitted(.indexed(3), to: .colors8) == .ansi(3))
        #expect(Palette.fitted(.indexed(9), to: .colors8) == .ansi(1))  // bright red
    }

    @Test func whatTheTerminalShowsIsLeftAsItIs() {
        for depth in [ColorDepth.colors8, .colors256, .truecolor] {
            #expect(Palette.fitted(.default, to: depth) == .default)
            #expect(Palette.fitted(.ansi(5), to: depth) == .ansi(5))
        }
        #expect(Palette.fitted(.indexed(167), to: .colors256) == .indexed(167))
        #expect(Palette.fitted(.indexed(167), to: .truecolor) == .indexed(167))
        #expect(Palette.fitted(.rgb(1, 2, 3), to: .truecolor) == .rgb(1, 2, 3))
    }

    @Test func theDepthIsColortermsThenTerminfos() {
        #expect(ColorDepth(colorterm: "truecolor", terminfoColors: 8) == .truecolor)
        #expect(ColorDepth(colorterm: "24bit", terminfoColors: 256) == .truecolor)
        #expect(ColorDepth(colorterm: nil, terminfoColors: 256) == .colors256)
        #expect(ColorDepth(colorterm: "yes", terminfoColors: 88) == .colors8)
        #expect(ColorDepth(colorterm: nil, terminfoColors: 8) == .colors8)
        #expect(ColorDepth(colorterm: "", terminfoColors: -2) == .colors8)  // no such capability
    }

    @Test func theDarkThemeIsTheEightColoursAtEveryDepth() {
        for depth in [ColorDepth.colors8, .colors256, .truecolor] {
            let palette = Palette(.dark, depth: depth)
            #expect(palette[.accent] == .ansi(4) && palette[.forbidden] == .ansi(1) && palette[.held] == .ansi(5))
            #expect(palette[.status] == .default && palette[.default] == .default)
        }
    }

    @Test func theLightThemeHasItsOwnEightReadableOnWhite() {
        let eight = Palette(ColorScheme(theme: .light)!, depth: .colors8)
        for ink in Ink.roles {
            #expect(![.ansi(3), .ansi(6), .ansi(7)].contains(eight[ink]), "\(ink) is \(eight[ink]) on white")
        }
        let rich = Palette(ColorScheme(theme: .light)!, depth: .colors256)
        #expect(rich[.accent] == .indexed(25) && rich[.forbidden] == .indexed(160))
        #expect(Palette(ColorScheme(theme: .light)!, depth: .truecolor)[.accent] == .indexed(25))
    }

    @Test func theUsersColoursGoOverTheThemesAtEachDepth() throws {
        let scheme = try #require(
            ColorScheme(theme: .dark, colors: [.forbidden: .rgb(215, 95, 95), .barrier: .ansi(2)]))
        #expect(Palette(scheme, depth: .truecolor)[.forbidden] == .rgb(215, 95, 95))
        #expect(Palette(scheme, depth: .colors256)[.forbidden] == .indexed(167))
        #expect(Palette(scheme, depth: .colors8)[.forbidden] == .ansi(1))
        #expect(Palette(scheme, depth: .colors8)[.barrier] == .ansi(2))
        #expect(Palette(scheme, depth: .colors8)[.warning] == .ansi(3), "the rest as the theme has them")
    }

    @Test func monoIsNoColourAtAll() {
        #expect(ColorScheme(theme: .mono) == nil)
        #expect(ColorScheme(theme: .mono, colors: [.accent: .ansi(1)]) == nil)
    }

    /// Two roles in one colour are one ink in a frame, so the pen changes only where the
    /// look does; a role in the terminal's own colours is no ink at all.
    @Test func rolesThatLookAlikeAreOneInk() throws {
        #expect(ColorScheme.dark.alike(.selection) == .header && ColorScheme.dark.alike(.game) == .barrier)
        #expect(ColorScheme.dark.alike(.status) == .default)
        let changed = try #require(ColorScheme(theme: .dark, colors: [.selection: .ansi(1)]))
        #expect(changed.alike(.selection) == .forbidden && changed.alike(.header) == .header)
    }

    @Test func aStyleIsWrittenInTheTerminalsColours() {
        var frame = Frame(width: 4, height: 1)
        frame.put(
            "x", x: 0, y: 0,
            style: Style(
                foreground: .forbidden, background: .accent, bold: true, dim: true,
                reverse: true, underline: true))
        func written(_ palette: Palette?) -> String {
            String(decoding: TerminalUpdate(palette: palette).bytes(from: nil, to: frame), as: UTF8.self)
        }
        let scheme = ColorScheme(theme: .dark, colors: [.forbidden: .rgb(215, 95, 95), .accent: .rgb(0, 0, 175)])!
        // Fourteen numbers from the plain pen a clear leaves: more than a word's eight.
        #expect(
            written(Palette(scheme, depth: .truecolor)).hasSuffix(
                "\u{1B}[1;2;4;7;38;2;215;95;95;48;2;0;0;175mx\u{1B}[0m"))
        #expect(written(Palette(scheme, depth: .colors256)).hasSuffix("\u{1B}[1;2;4;7;38;5;167;48;5;19mx\u{1B}[0m"))
        #expect(written(Palette(scheme, depth: .colors8)).hasSuffix("\u{1B}[1;2;4;7;31;44mx\u{1B}[0m"))
        #expect(written(nil).hasSuffix("\u{1B}[1;2;4;7mx\u{1B}[0m"))
        // From that pen to the next cell's, a reset and the whole style: shorter than the changes.
        frame.put("y", x: 1, y: 0, style: Style(foreground: .accent))
        #expect(written(Palette(scheme, depth: .truecolor)).hasSuffix("x\u{1B}[0;38;2;0;0;175my\u{1B}[0m"))
    }
}
