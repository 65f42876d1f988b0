import ItineraryCore

/// The trips list: one row per trip with its dates, days and games.
struct TripsScreen {
    let state: EditorState
    let theme: Theme

    func draw(into frame: inout Frame) {
        let list = state.library.sortedTrips
        frame.put(" itin · \(list.count) \(list.count == 1 ? "trip" : "trips")", x: 0, y: 0, style: theme.title)
        frame.fill(y: 0, style: theme.title)
        if list.isEmpty {
            frame.put("No trips yet in \(SafeText.clean(state.file.name)).", x: 2, y: 2, style: theme.text)
            return
        }
        // With a trip lifted, the others close up around the slot it would take.
        var shown = list.map { Optional($0) }
        var liftedAt: Int?
        if let lifted = state.trips.lifted, let origin = list.firstIndex(where: { $0.id == lifted.id }) {
            shown.remove(at: origin)
            shown.insert(nil, at: lifted.current)
            liftedAt = lifted.current
        }
        let nameWidth = min(max(list.map { DisplayWidth.of($0.name) }.max() ?? 0, 10), max(frame.width / 2 - 4, 10))
        for line in 0..<state.listHeight {
            let index = state.trips.scroll + line
            guard index < shown.count else { break }
            let y = line + 1
            let trip = shown[index] ?? list.first { $0.id == state.trips.lifted?.id }!
            let isLifted = index == liftedAt
            let x = isLifted ? 4 : 2
            let style = isLifted ? theme.lifted : theme.text
            var end = frame.put(SafeText.clean(trip.name), x: x, y: y, style: style, limit: nameWidth)
            if !isLifted {
                end = frame.put(RowText.dateRange(trip), x: x + nameWidth + 2, y: y)
                end = frame.put("\(trip.days) days · \(trip.games.count) games · \(trip.items.count) items",
                                x: end + 3, y: y, style: theme.statusFile)
            } else {
                frame.put("▶", x: 0, y: y, style: style.withoutReverse)
                frame.put("▒", x: end, y: y, style: theme.shadow)
            }
            if !isLifted && state.trips.lifted == nil && trip.id == state.trips.cursor {
                frame.put("›", x: 0, y: y)
                frame.fill(y: y, style: theme.cursor)
            }
        }
    }
}
