import ItineraryCore

/// One trip's keys: the cursor, search, the drag, and the edits of its items. Changes only
/// the trip's view; everything else it asks for as outcomes.
extension TripView {
    mutating func perform(_ action: Action, _ context: Context) -> [Outcome] {
        if isHolding { return performHolding(action) }
        if moveCursor(action, page: context.geometry.page) { return [] }
        if let outcomes = performOnSelection(action, context) { return outcomes }
        let row = cursorRow
        let day = layout.day(ofRow: row)
        switch action {
        case .previousDay:
            let header = layout.day(day).headerRow
            moveCursor(toRow: row > header ? header : layout.day(max(day - 1, 1)).headerRow)
        case .nextDay: moveCursor(toRow: day < layout.days.count ? layout.day(day + 1).headerRow : rowCount - 1)
        case .back: return [.backToTrips(cursor: tripID)]
        case .search: return [.open(.prompt(Prompt(.search, label: "Search")))]
        case .nextMatch: return context.lastSearch.map { search($0) } ?? []
        case .nextWarning: if let r = nextWarnedRow() { moveCursor(toRow: r) }
        case .planLegs: return planLegs(context.library, context.keys)
        case .showMap:
            return [.open(.map(MapView(route: MapRoute(trip, places: PlaceResolver(context.library)), day: day)))]
        case .grab: return grab(context.library)
        case .quickUp, .quickDown: return quickMove(action == .quickUp ? -1 : 1, context.library)
        case .add:
            let (day, index) = cursorSlot()
            return [.open(.prompt(Prompt(.addTitle(tripID: tripID, day: day, index: index), label: "New note")))]
        case .addLeg: return [.open(.form(addLegForm()))]
        case .addGame: return [.open(.form(addGameForm()))]
        case .addStay: return [.open(.form(addStayForm()))]
        case .edit: return editForm().map { [.open(.form($0))] } ?? []
        case .editCost: return costForm(currency: context.rates.target).map { [.open(.form($0))] } ?? []
        case .costs: return [costsReport(context.rates)]
        case .whoseTrip:
            guard let full = context.library.trip(tripID) else { return [] }
            let next = whose.next(among: full.travellers)
            show(next, of: full, places: PlaceResolver(context.library))
            return [
                .say(
                    .info(
                        next.title.map { "Showing \($0): only the rows that are theirs" } ?? "Showing everyone's trip"))
            ]
        case .editNoteAsText:
            guard case .entry(.item(let item)) = cursorEntry, case .custom(let note) = item.kind else { return [] }
            return [.editAsText(NoteDraft(trip: tripID, item: item.id, text: NoteText.text(note)))]
        case .delete:
            guard case .entry(let entry) = cursorEntry else { return [] }
            let name = SafeText.clean(entry.shortName)
            switch entry {
            case .item(let item):
                return [
                    .apply(
                        .delete(trip: tripID, item: item.id),
                        Change("deleted “\(name)”", focus: .entry(trip: tripID, id: item.id))),
                    .say(.info("Deleted “\(name)” (\(context.keys.undoHint))")),
                ]
            case .game(let game, _):
                let edit = Edit.schedule(.deleteGame(trip: tripID, game: game.id))
                return [
                    .open(
                        .choice(
                            .confirm(
                                "Remove the game \(name) on day \(game.day)? Items stay where they are.", edit,
                                Change("removed \(name)", focus: .entry(trip: tripID, id: game.id)),
                                said: "Removed \(name) (\(context.keys.undoHint))")))
                ]
            }
        default: break
        }
        return []
    }

    /// The next row after the cursor whose text holds the query, wrapping at the end.
    mutating func search(_ query: String) -> [Outcome] {
        let needle = query.lowercased()
        let rows = layout.rows
        let start = cursorRow
        for step in 1...rows.count {
            let r = (start + step) % rows.count
            let text =
                switch rows[r] {
                case .header(let day): RowText.header(layout.day(day), nights: travel.nights)
                case .entry(let e): RowText.entry(e)
                }
            if text.lowercased().contains(needle) {
                moveCursor(toRow: r)
                return [.say(.info("/\(query)" + (r <= start ? " (wrapped)" : "")))]
            }
        }
        return [.say(.info("No match for “\(query)”"))]
    }
}
