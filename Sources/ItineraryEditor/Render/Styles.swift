/// The editor's styles by meaning, each in the ink of its role (docs/settings.md). Every
/// state is carried by bold, reverse, dim, underline or a glyph as well as by colour, so
/// NO_COLOR loses nothing.
struct Styles {
    /// Nil: no colour (NO_COLOR, or the mono theme).
    let scheme: ColorScheme?

    var colors: Bool { scheme != nil }

    /// The style as a frame holds it: each ink as the first of its colours (two roles in
    /// one colour are one pen), or no colour at all.
    private func s(_ style: Style) -> Style {
        guard let scheme else { return style.monochrome }
        var s = style
        s.foreground = scheme.alike(style.foreground)
        s.background = scheme.alike(style.background)
        return s
    }

    var title: Style { s(Style(foreground: .titleText, background: .accent, bold: true, reverse: !colors)) }
    var header: Style { s(Style(foreground: .header, bold: true)) }
    var text: Style { .plain }
    var game: Style { s(Style(foreground: .default)) }
    var gameMarker: Style { s(Style(foreground: .game)) }
    var travelMarker: Style { s(Style(foreground: .leg, bold: true)) }
    var noteMarker: Style { s(Style(foreground: .note)) }
    var stayMarker: Style { s(Style(foreground: .note, bold: true)) }
    var note: Style { s(Style(foreground: .default, dim: false)) }
    var cursor: Style { Style(reverse: true) }
    var lifted: Style { s(Style(foreground: .held, bold: true, reverse: true)) }
    var liftedForbidden: Style { s(Style(foreground: .forbidden, bold: true, reverse: true, underline: true)) }
    var shadow: Style { s(Style(foreground: .shadow, dim: true)) }
    var forbidden: Style { s(Style(foreground: .default, dim: true)) }
    var forbiddenMark: Style { s(Style(foreground: .forbidden, bold: true)) }
    var barrier: Style { s(Style(foreground: .barrier, bold: true, underline: true)) }
    var warning: Style { s(Style(foreground: .warning, bold: true)) }
    var selected: Style { s(Style(foreground: .selection, bold: true)) }
    var settle: Style { s(Style(foreground: .settle, bold: true, reverse: true)) }
    var status: Style { s(Style(foreground: .status)) }
    var statusError: Style { s(Style(foreground: .forbidden, bold: true)) }
    var statusFile: Style { s(Style(foreground: .default, dim: true)) }
    var help: Style { s(Style(foreground: .default)) }
    var helpKey: Style { s(Style(foreground: .header, bold: true)) }
    var border: Style { s(Style(foreground: .accent)) }
}
