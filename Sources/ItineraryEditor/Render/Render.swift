import ItineraryCore

extension Editor {
    /// Draws the state into a frame of its size. Only the rows in view are looked at, so the
    /// cost does not grow with the trip.
    public static func render(_ state: EditorState) -> Frame {
        let geometry = state.geometry
        var frame = Frame(width: geometry.width, height: geometry.height, widths: state.widths)
        guard !geometry.isTooSmall else {
            TooSmallScreen.draw(state, into: &frame)
            return frame
        }
        let styles = Styles(scheme: state.colors)
        // The map takes the whole screen: nothing under it is drawn.
        if case .map(let view) = state.modal {
            MapScreen(view: view, styles: styles, keys: state.keys).draw(into: &frame)
            return frame
        }
        switch state.screen {
        case .trips(let view):
            TripsScreen(
                view: view, fileName: state.document.file.name, geometry: geometry, styles: styles, keys: state.keys
            ).draw(into: &frame)
        case .trip(let view):
            TripScreen(geometry: geometry, styles: styles, currency: state.rates.target).draw(view, into: &frame)
        }
        StatusLine(styles: styles).draw(state, geometry, into: &frame)
        switch state.modal {
        case .help(let scroll):
            HelpOverlay(styles: styles, scroll: scroll, keys: state.keys).draw(into: &frame, geometry)
        case .form(let form): FormOverlay(form: form, styles: styles).draw(into: &frame, geometry)
        case .report(let report): ReportOverlay(report: report, styles: styles).draw(into: &frame, geometry)
        default: break
        }
        return frame
    }
}
