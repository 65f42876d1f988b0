import ItineraryCore

/// One trip's rows: headers, games and items, the cursor, and while an item is held the
/// lifted item, the forbidden marks and the barrier games.
struct TripScreen {
    let state: EditorState
    let theme: Theme

    /// Gutter: column 0 the cursor or lift mark, column 1 the ✗ or ⚠ flag.
    static let headerColumn = 3
    static let markerColumn = 5
    static let entryColumn = 7
    static let liftShift = 2

    func draw(into frame: inout Frame) {
        guard let view = state.trip else { return }
        let trip = view.layout.trip
        frame.put(" \(SafeText.clean(trip.name)) · \(RowText.dateRange(trip)) · \(trip.days) days", x: 0, y: 0, style: theme.title)
        frame.fill(y: 0, style: theme.title)

        let session = view.drag ?? snapBackSession(view)
        for line in 0..<state.listHeight {
            let displayRow = view.scroll + line
            guard displayRow < view.rowCount else { break }
            let y = line + 1
            if let session {
                drawHolding(session, displayRow: displayRow, y: y, view: view, into: &frame)
            } else {
                drawRow(view.layout.rows[displayRow], y: y, view: view, isCursor: displayRow == view.cursorRow, into: &frame)
            }
        }
    }

    private func snapBackSession(_ view: TripView) -> DragSession? {
        if case .snapBack(let s, _) = view.animation { return s }
        return nil
    }

    private func drawHolding(_ session: DragSession, displayRow: Int, y: Int, view: TripView, into frame: inout Frame) {
        switch session.displayRow(displayRow) {
        case .lifted:
            drawLifted(session, y: y, snappingBack: view.drag == nil, into: &frame)
        case .row(let r):
            let row = view.layout.rows[r]
            let forbidden = view.drag != nil && session.verdict(atDisplayRow: displayRow)?.isAllowed == false
            drawRow(row, y: y, view: view, isCursor: false, dimmed: forbidden,
                    barrier: row.entry.map { session.barriers.contains($0.id) } ?? false, into: &frame)
            if forbidden { frame.put("✗", x: 1, y: y, style: theme.forbiddenMark) }
        }
    }

    private func drawLifted(_ session: DragSession, y: Int, snappingBack: Bool, into frame: inout Frame) {
        let forbidden = !snappingBack && !session.currentVerdict.isAllowed
        let style = forbidden ? theme.liftedForbidden : theme.lifted
        frame.put("▶", x: 0, y: y, style: style.withoutReverse)
        if forbidden { frame.put("✗", x: 1, y: y, style: theme.forbiddenMark) }
        let entry = Entry.item(session.item)
        // One padding column before the marker, which lands `liftShift` columns right of home.
        let x = Self.markerColumn + Self.liftShift - 1
        let text = " \(RowText.marker(entry)) \(SafeText.clean(RowText.entry(entry))) "
        let end = frame.put(text, x: x, y: y, style: style, limit: frame.width - x - 1)
        frame.put("▒", x: end, y: y, style: theme.shadow)
    }

    private func drawRow(_ row: Row, y: Int, view: TripView, isCursor: Bool, dimmed: Bool = false,
                         barrier: Bool = false, into frame: inout Frame) {
        switch row {
        case .header(let day):
            frame.put(SafeText.clean(RowText.header(view.layout.day(day))), x: Self.headerColumn, y: y,
                      style: dimmed ? theme.header.dimmed : theme.header)
        case .entry(let entry):
            var markerStyle: Style
            var textStyle = theme.text
            switch entry {
            case .game: markerStyle = theme.gameMarker
            case .item(let i): markerStyle = i.travel == nil ? theme.noteMarker : theme.travelMarker
            }
            if barrier {
                markerStyle = theme.barrier
                textStyle = theme.barrier
            }
            if dimmed {
                markerStyle = markerStyle.dimmed
                textStyle = textStyle.dimmed
            }
            if case .settle(let id, _) = view.animation, id == entry.id {
                textStyle = theme.settle
            }
            let x = Self.entryColumn
            frame.put(RowText.marker(entry), x: Self.markerColumn, y: y, style: markerStyle)
            frame.put(SafeText.clean(RowText.entry(entry)), x: x, y: y, style: textStyle)
            if barrier { frame.put("◀ barrier", x: max(frame.width - 10, x), y: y, style: theme.barrier) }
            if view.drag == nil, view.check.reason(for: entry.id) != nil {
                frame.put("⚠", x: 1, y: y, style: theme.warning)
            }
        }
        if isCursor {
            frame.put("›", x: 0, y: y, style: theme.cursor)
            frame.fill(y: y, from: 0, style: theme.cursor)
        }
    }
}

extension Style {
    var dimmed: Style {
        var s = self
        s.dim = true
        s.bold = false
        return s
    }

    var withoutReverse: Style {
        var s = self
        s.reverse = false
        return s
    }
}
