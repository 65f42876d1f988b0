import ItineraryCore

/// A trip's map and its legend drawn into rows of a frame: the editor's `M` and `itin map`
/// draw through it, so both show the same picture. The legend is laid out first (it wraps
/// to the width), the map takes the rows left.
public struct MapDrawing {
    public let route: MapRoute
    public let focus: MapFocus
    public let glyphs: MapGlyphs
    let styles: Styles

    /// `colors`: nil draws without colour (NO_COLOR, the mono theme, not a terminal).
    public init(route: MapRoute, focus: MapFocus, glyphs: MapGlyphs, colors: ColorScheme?) {
        self.init(route: route, focus: focus, glyphs: glyphs, styles: Styles(scheme: colors))
    }

    init(route: MapRoute, focus: MapFocus, glyphs: MapGlyphs, styles: Styles) {
        self.route = route
        self.focus = focus
        self.glyphs = glyphs
        self.styles = styles
    }

    /// A frame of its own holding only the map and the legend (for `itin map`).
    public func frame(width: Int, height: Int, widths: WidthProfile = .fallback) -> Frame {
        var frame = Frame(width: width, height: height, widths: widths)
        draw(into: &frame, top: 0, height: height, shapes: .naturalEarth)
        return frame
    }

    /// Draws into `height` rows from `top`. The legend takes at most a third of them; one
    /// that needs more ends in `…`.
    func draw(into frame: inout Frame, top: Int, height: Int, shapes: MapShapes) {
        let legend = MapLegend(glyphs: glyphs)
        let lines = legend.lines(
            route, focus: focus, width: frame.width, most: max(1, height / 3),
            columns: { frame.columns(of: $0) })
        let mapHeight = max(0, height - lines.count)
        let picture = MapPicture(
            route, shapes: shapes, width: frame.width, height: mapHeight, glyphs: glyphs,
            focus: focus)
        for (y, row) in picture.rows.enumerated() {
            var x = 0
            while x < row.count {
                var end = x
                while end < row.count, row[end].ink == row[x].ink { end += 1 }
                _ = frame.put(String(row[x..<end].map(\.character)), x: x, y: top + y, style: style(row[x].ink))
                x = end
            }
        }
        for (i, line) in lines.enumerated() {
            var x = 0
            for run in line where x < frame.width {
                x = frame.put(run.text, x: x, y: top + mapHeight + i, style: style(run.ink), limit: frame.width - x)
            }
        }
    }

    /// Each mark in the ink of its role: legs as legs, stops as games, the day looked at as
    /// the selection. Bold, dim and reverse carry the same without colour.
    func style(_ ink: MapInk) -> Style {
        switch ink {
        case .blank: styles.text
        case .region: styles.mapRegion
        case .shore: styles.mapShore
        case .border: styles.mapBorder
        case .drive, .train, .fly: styles.travelMarker
        case .stop: styles.mapStop
        case .highlight: styles.selected
        case .highlightedStop: styles.mapHighlightedStop
        }
    }
}

extension Styles {
    var mapRegion: Style { forbidden }  // dim: the lines between states are the quietest
    var mapShore: Style { header.with(bold: false) }
    var mapBorder: Style { text }
    var mapStop: Style { helpKey.with(foregroundOf: gameMarker) }
    var mapHighlightedStop: Style { selected.with(reverse: true) }
}

extension Style {
    func with(bold: Bool? = nil, reverse: Bool? = nil, foregroundOf other: Style? = nil) -> Style {
        var s = self
        if let bold { s.bold = bold }
        if let reverse { s.reverse = reverse }
        if let other { s.foreground = other.foreground }
        return s
    }
}
