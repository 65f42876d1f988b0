import ItineraryCore

/// The trips list: one row per trip with its dates, days and games; while a trip is lifted,
/// the others close up around the slot it would take, as items do.
struct TripsScreen {
    let view: TripsView
    let fileName: String
    let geometry: Geometry
    let styles: Styles
    let keys: KeyTable

    func draw(into frame: inout Frame) {
        let list = view.trips
        let memo = view.rowMemo
        memo.begin(RowMemo.Context(width: frame.width, colors: styles.colors, widths: frame.widths))
        memo.row(-1, RowMemo.Look(), y: geometry.titleRow, into: &frame) { frame in
            frame.put(
                " itin · \(list.count) \(list.count == 1 ? "trip" : "trips")", x: 0, y: geometry.titleRow,
                style: styles.title)
            frame.fill(y: geometry.titleRow, style: styles.title)
        }
        if list.isEmpty {
            frame.put("No trips yet in \(fileName).", x: 2, y: geometry.listTop + 1, style: styles.text)
            let trip = { keys.label(of: $0, in: .trip) }
            frame.put(
                "Press \(keys.label(of: .newTrip, in: .trips)) to plan a new trip: a name, a start date and how many days.",
                x: 2, y: geometry.listTop + 3, style: styles.text)
            frame.put(
                "Then \(trip(.addGame)) adds a game, \(trip(.addLeg)) a travel leg and \(trip(.add)) a note; \(keys.label(of: .save, in: .everywhere)) saves.",
                x: 2, y: geometry.listTop + 4, style: styles.text)
            return
        }
        // Every name is measured once for the list, not every frame: a step costs the same
        // for ten trips as for ten thousand.
        let widths = frame.widths
        let longest = memo.measured { list.map { widths.columns(of: $0.name) }.max() ?? 0 }
        let nameWidth = min(max(longest, 10), max(frame.width / 2 - 4, 10))
        let shown = view.motion.shown
        for line in 0..<geometry.listHeight {
            let displayRow = view.scroll + line
            guard displayRow < list.count else { break }
            let y = geometry.listTop + line
            let x = Geometry.tripNameColumn
            if let shown, case .lifted = shown.slots.displayRow(displayRow) {
                memo.row(-2, RowMemo.Look(), tag: shown.trip.id, y: y, into: &frame) { frame in
                    let end = frame.put(
                        shown.trip.name, x: x + Geometry.liftShift, y: y, style: styles.lifted, limit: nameWidth)
                    frame.put("▶", x: Geometry.cursorColumn, y: y, style: styles.lifted.withoutReverse)
                    frame.put("▒", x: end, y: y, style: styles.shadow)
                }
                continue
            }
            let row =
                shown.map { s -> Int in if case .row(let r) = s.slots.displayRow(displayRow) { r } else { displayRow } }
                ?? displayRow
            let trip = list[row]
            let settling = view.motion.settlingIDs.contains(trip.id)
            let look = RowMemo.Look(isCursor: shown == nil && trip.id == view.cursor, settling: settling)
            memo.row(row, look, y: y, into: &frame) { frame in
                let style = settling ? styles.settle : styles.text
                var end = frame.put(trip.name, x: x, y: y, style: style, limit: nameWidth)
                end = frame.put(RowText.dateRange(trip), x: x + nameWidth + 2, y: y)
                var counts =
                    [
                        RowText.count(trip.days, "day"), RowText.count(trip.games.count, "game"),
                        RowText.count(trip.items.count, "item"),
                    ] + (view.nights[trip.id].map { [$0] } ?? [])
                let warned = view.warnings[trip.id].flatMap { $0 > 0 ? " · ⚠ \($0)" : nil } ?? ""
                // The ⚠ count matters more than the counts before it: they give way first.
                while counts.count > 1,
                    end + 3 + frame.columns(of: RowText.listed(counts) + warned) > frame.width
                {
                    counts.removeLast()
                }
                end = frame.put(RowText.listed(counts), x: end + 3, y: y, style: styles.statusFile)
                frame.put(warned, x: end, y: y, style: styles.warning)
                if look.isCursor {
                    frame.put("›", x: Geometry.cursorColumn, y: y)
                    frame.fill(y: y, style: settling ? styles.settle : styles.cursor)
                }
            }
        }
    }
}
