import ItineraryCore

extension Editor {
    public static let minimumWidth = 40
    public static let minimumHeight = 10

    /// Draws the state into a frame of its size. Only the rows in view are looked at, so the
    /// cost does not grow with the trip.
    public static func render(_ state: EditorState) -> Frame {
        var frame = Frame(width: state.width, height: state.height)
        guard state.width >= minimumWidth, state.height >= minimumHeight else {
            let text = "Terminal too small"
            frame.put(text, x: max((state.width - text.count) / 2, 0), y: state.height / 2, style: Style(bold: true))
            return frame
        }
        let theme = Theme(colors: state.colors)
        switch state.screen {
        case .trips: TripsScreen(state: state, theme: theme).draw(into: &frame)
        case .trip: TripScreen(state: state, theme: theme).draw(into: &frame)
        }
        StatusLine(state: state, theme: theme).draw(into: &frame)
        if state.showingHelp { HelpOverlay(theme: theme, scroll: state.helpScroll).draw(into: &frame) }
        return frame
    }
}
