import ItineraryCore

/// The mouse: a click selects; press on an item, drag and release is the same session as
/// the keys, with the same marks. A release outside the rows or on the origin puts it back.
extension EditorState {
    mutating func handleMouse(_ m: MouseEvent) -> [Effect] {
        finishAnimation()
        guard prompt == nil, !showingHelp else { return [] }
        switch screen {
        case .trips: mouseOnTrips(m)
        case .trip: mouseOnTrip(m)
        }
        return []
    }

    /// The list row under a screen line, or nil outside the list area.
    private func listRow(_ y: Int, scroll: Int) -> Int? {
        (1...max(listHeight, 1)).contains(y) && listHeight > 0 ? scroll + y - 1 : nil
    }

    private mutating func mouseOnTrips(_ m: MouseEvent) {
        let list = library.sortedTrips
        guard trips.lifted == nil else { return }
        switch m.kind {
        case .press:
            guard let r = listRow(m.y, scroll: trips.scroll), r < list.count else { return }
            if trips.cursor == list[r].id { open(list[r]) } else { trips.cursor = list[r].id }
        case .scrollUp: trips.scroll = max(trips.scroll - 3, 0)
        case .scrollDown: trips.scroll = max(min(trips.scroll + 3, list.count - listHeight), 0)
        case .drag, .release: break
        }
    }

    private mutating func mouseOnTrip(_ m: MouseEvent) {
        guard var view = trip else { return }
        let row = listRow(m.y, scroll: view.scroll)
        switch m.kind {
        case .press:
            message = nil
            guard let r = row, r < view.rowCount else { return }
            if var session = view.drag {
                session.move(toSlot: session.slot(atRow: r))
                view.drag = session
            } else {
                view.moveCursor(toRow: r)
                view.pressedRow = r
            }
        case .drag:
            if view.drag == nil, let pressed = view.pressedRow {
                guard case .entry(.item(let item)) = view.layout.rows[pressed],
                      let session = DragSession(grabbing: item.id, in: view.layout) else {
                    view.pressedRow = nil
                    trip = view
                    message = .info(disabledReason(view.layout.rows[pressed]))
                    return
                }
                view.drag = session
                view.draggedByMouse = true
            }
            guard var session = view.drag else { return }
            let r = row ?? (m.y < 1 ? view.scroll - 1 : view.scroll + listHeight)
            session.move(toSlot: session.slot(atRow: r))
            view.drag = session
            view.edgeScroll = m.y <= 1 ? -1 : m.y >= listHeight ? 1 : nil
        case .release:
            view.pressedRow = nil
            view.edgeScroll = nil
            guard let session = view.drag, view.draggedByMouse else { break }
            trip = view
            if let r = row, r < view.rowCount {
                var landing = session
                landing.move(toSlot: session.slot(atRow: r))
                if landing.current == landing.origin {
                    snapBack(landing, reason: nil)
                } else {
                    settle(landing.drop(), session: landing)
                }
            } else {
                snapBack(session, reason: nil)
            }
            return
        case .scrollUp, .scrollDown:
            view.scroll = max(min(view.scroll + (m.kind == .scrollUp ? -3 : 3), view.rowCount - listHeight), 0)
            if view.drag == nil {
                let clamped = min(max(view.cursorRow, view.scroll), view.scroll + listHeight - 1)
                if clamped != view.cursorRow { view.moveCursor(toRow: clamped) }
            }
        }
        trip = view
    }
}
