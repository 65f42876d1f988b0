/// The editor's styles by meaning. Every state is carried by bold, reverse, dim, underline or
/// a glyph as well as by colour, so NO_COLOR loses nothing.
struct Theme {
    let colors: Bool

    private func s(_ style: Style) -> Style { colors ? style : style.monochrome }

    var title: Style { s(Style(foreground: .white, background: .blue, bold: true, reverse: !colors)) }
    var header: Style { s(Style(foreground: .cyan, bold: true)) }
    var text: Style { .plain }
    var game: Style { s(Style(foreground: .default)) }
    var gameMarker: Style { s(Style(foreground: .yellow)) }
    var travelMarker: Style { s(Style(foreground: .magenta, bold: true)) }
    var noteMarker: Style { s(Style(foreground: .green)) }
    var note: Style { s(Style(foreground: .default, dim: false)) }
    var cursor: Style { Style(reverse: true) }
    var lifted: Style { s(Style(foreground: .magenta, bold: true, reverse: true)) }
    var liftedForbidden: Style { s(Style(foreground: .red, bold: true, reverse: true, underline: true)) }
    var shadow: Style { s(Style(foreground: .black, dim: true)) }
    var forbidden: Style { s(Style(foreground: .default, dim: true)) }
    var forbiddenMark: Style { s(Style(foreground: .red, bold: true)) }
    var barrier: Style { s(Style(foreground: .yellow, bold: true, underline: true)) }
    var warning: Style { s(Style(foreground: .yellow, bold: true)) }
    var selected: Style { s(Style(foreground: .cyan, bold: true)) }
    var settle: Style { s(Style(foreground: .green, bold: true, reverse: true)) }
    var status: Style { .plain }
    var statusError: Style { s(Style(foreground: .red, bold: true)) }
    var statusFile: Style { s(Style(foreground: .default, dim: true)) }
    var help: Style { s(Style(foreground: .default)) }
    var helpKey: Style { s(Style(foreground: .cyan, bold: true)) }
    var border: Style { s(Style(foreground: .blue)) }
}
