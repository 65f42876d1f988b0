import ItineraryCore

/// One trip's screen without an item held: moving the cursor, searching, and the edits.
extension EditorState {
    mutating func performOnTrip(_ action: Action) -> [Effect] {
        guard var view = trip else { return [] }
        if view.drag != nil { return performWhileHolding(action) }
        let row = view.cursorRow
        let day = view.layout.day(ofRow: row)
        switch action {
        case .cursorUp: view.moveCursor(toRow: row - 1)
        case .cursorDown: view.moveCursor(toRow: row + 1)
        case .pageUp: view.moveCursor(toRow: row - max(listHeight - 1, 1))
        case .pageDown: view.moveCursor(toRow: row + max(listHeight - 1, 1))
        case .first: view.moveCursor(toRow: 0)
        case .last: view.moveCursor(toRow: view.rowCount - 1)
        case .previousDay:
            let header = view.layout.day(day).headerRow
            view.moveCursor(toRow: row > header ? header : view.layout.day(max(day - 1, 1)).headerRow)
        case .nextDay: view.moveCursor(toRow: view.layout.day(min(day + 1, view.layout.days.count)).headerRow)
        case .back:
            trip = nil
            screen = .trips
            trips.cursor = view.tripID
            return []
        case .search:
            prompt = Prompt(purpose: .search, label: "Search", field: TextField())
        case .nextMatch:
            guard let query = lastSearch else {
                message = .info("No search yet: press / to search")
                break
            }
            search(query, in: &view)
        case .grab: grab(in: &view)
        case .quickUp, .quickDown: quickMove(action == .quickUp ? -1 : 1, in: &view)
        case .add:
            let index = view.layout.rows[row].entry.map { e in view.layout.day(day).entries.firstIndex { $0.id == e.id }! + 1 } ?? 0
            prompt = Prompt(purpose: .addTitle(tripID: view.tripID, day: day, index: index), label: "New note", field: TextField())
        case .edit: startEdit(view.layout.rows[row])
        case .delete:
            guard case .entry(.item(let item)) = view.layout.rows[row] else {
                message = .info(disabledReason(view.layout.rows[row]))
                break
            }
            trip = view
            if apply(.delete(trip: view.tripID, item: item.id), focus: item.id) {
                message = .info("Deleted “\(SafeText.clean(DragSession.shortName(.item(item))))” (u to undo)")
            }
            return []
        default: break
        }
        trip = view
        return []
    }

    /// Why a row cannot be grabbed, edited or deleted, in words.
    func disabledReason(_ row: Row) -> String {
        switch row {
        case .header: return "Day headers stay where they are: put the cursor on an item"
        case .entry(.game): return "Games are fixed to the schedule"
        case .entry(.item): return ""
        }
    }

    mutating func search(_ query: String, in view: inout TripView) {
        let needle = query.lowercased()
        let rows = view.layout.rows
        let start = view.cursorRow
        for step in 1...rows.count {
            let r = (start + step) % rows.count
            let text = switch rows[r] {
            case .header(let day): RowText.header(view.layout.day(day))
            case .entry(let e): RowText.entry(e)
            }
            if text.lowercased().contains(needle) {
                view.moveCursor(toRow: r)
                message = .info("/\(query)" + (r <= start ? " (wrapped)" : ""))
                return
            }
        }
        message = .info("No match for “\(query)”")
    }

    private mutating func quickMove(_ direction: Int, in view: inout TripView) {
        guard case .entry(.item(let item)) = view.layout.rows[view.cursorRow],
              var session = DragSession(grabbing: item.id, in: view.layout) else {
            message = .info(disabledReason(view.layout.rows[view.cursorRow]))
            return
        }
        guard session.moveToAllowed(direction) else {
            message = .info("No allowed slot \(direction < 0 ? "above" : "below")")
            return
        }
        trip = view
        settle(session.drop(), session: session)
        view = trip!
    }

    private mutating func startEdit(_ row: Row) {
        guard case .entry(.item(let item)) = row else {
            message = .info(disabledReason(row))
            return
        }
        switch item.kind {
        case .custom(let c):
            prompt = Prompt(purpose: .editTitle(itemID: item.id), label: "Title", field: TextField(c.title))
        case .travel(let t):
            prompt = Prompt(purpose: .editMiles(itemID: item.id), label: "\(t.route) miles",
                            field: TextField(t.miles.map(formatNumber) ?? ""))
        }
    }
}
