import ItineraryCore

extension Editor {
    /// Draws the state into a frame of its size. Only the rows in view are looked at, so the
    /// cost does not grow with the trip.
    public static func render(_ state: EditorState) -> Frame {
        let geometry = state.geometry
        var frame = Frame(width: geometry.width, height: geometry.height, widths: state.widths)
        guard !geometry.isTooSmall else {
            drawTooSmall(state, into: &frame)
            return frame
        }
        let theme = Theme(colors: state.colors)
        switch state.screen {
        case .trips(let view): TripsScreen(view: view, fileName: state.document.file.name, geometry: geometry, theme: theme).draw(into: &frame)
        case .trip(let view): TripScreen(geometry: geometry, theme: theme).draw(view, into: &frame)
        }
        StatusLine(theme: theme).draw(state, geometry, into: &frame)
        switch state.modal {
        case .help(let scroll): HelpOverlay(theme: theme, scroll: scroll).draw(into: &frame, geometry)
        case .form(let form): FormOverlay(form: form, theme: theme).draw(into: &frame, geometry)
        case .report(let report): ReportOverlay(report: report, theme: theme).draw(into: &frame, geometry)
        default: break
        }
        return frame
    }

    /// Too small for the screens: the words, and the quit question if one is open.
    private static func drawTooSmall(_ state: EditorState, into frame: inout Frame) {
        let text = "Terminal too small"
        let y = state.height / 2
        frame.put(text, x: max((state.width - text.count) / 2, 0), y: y, style: Style(bold: true))
        if case .choice(let choice) = state.modal {
            frame.put(choice.label, x: 0, y: state.height - 1, style: Style(bold: true))
        }
    }
}
