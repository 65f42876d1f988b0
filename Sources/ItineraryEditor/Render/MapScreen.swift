import ItineraryCore

/// The map over the whole screen: a title with the day looked at, the map and its legend,
/// and the keys that work here on the last line. Drawn afresh each frame from the view and
/// the frame's size, so a resize redraws it.
struct MapScreen {
    let view: MapView
    let styles: Styles
    let keys: KeyTable

    func draw(into frame: inout Frame) {
        let trip = view.route.trip
        let date = trip.date(ofDay: view.day)
        frame.fill(y: 0, style: styles.title)
        _ = frame.put(" Map · \(trip.name) · Day \(view.day) · \(date.shortText)", x: 0, y: 0, style: styles.title)
        guard frame.height > 2 else { return }
        MapDrawing(route: view.route, focus: .highlighting(view.day), glyphs: .braille, styles: styles)
            .draw(into: &frame, top: 1, height: frame.height - 2, shapes: .naturalEarth)
        let day = "\(keys.label(of: .previousDay, in: .trip)) \(keys.label(of: .nextDay, in: .trip))"
        let hint = " \(day) day · \(keys.label(of: .back, in: .trip)) back · Natural Earth"
        frame.fill(y: frame.height - 1, style: styles.status)
        _ = frame.put(hint, x: 0, y: frame.height - 1, style: styles.status)
    }
}
