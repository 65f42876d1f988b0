import ItineraryCore

/// The trips list's keys and mouse: move, open, and reorder trips with the same session as
/// items (docs/file-format.md).
extension TripsView {
    mutating func perform(_ action: Action, _ context: Context) -> [Outcome] {
        if isHolding { return performHolding(action) }
        if moveCursor(action, page: context.geometry.page) { return [] }
        switch action {
        case .open: return cursorTrip.map { [.openTrip($0.id)] } ?? []
        case .nextWarning:
            if let r = nextWarnedRow() { moveCursor(toRow: r) }
            return []
        case .newTrip: return [.open(.form(.newTrip(after: context.library, today: context.today)))]
        case .importSchedule: return [.open(.form(.importSchedule(into: cursorTrip)))]
        case .edit: return cursorTrip.map { [.open(.form(.editTrip($0)))] } ?? []
        case .delete: return cursorTrip.map { delete($0, context.keys) } ?? []
        case .grab: return grab(context.library)
        case .quickUp, .quickDown: return quickMove(action == .quickUp ? -1 : 1, context.library)
        case .back: return [.quit]
        default: return []
        }
    }

    /// An empty trip goes at once (u brings it back); one with games or items asks first.
    private func delete(_ trip: Trip, _ keys: KeyTable) -> [Outcome] {
        let name = SafeText.clean(trip.name)
        let edit = Edit.schedule(.deleteTrip(trip.id))
        let change = Change("deleted trip “\(name)”", focus: .trip(trip.id))
        let said = "Deleted trip “\(name)” (\(keys.undoHint))"
        guard trip.games.isEmpty && trip.items.isEmpty else {
            let contents = [RowText.count(trip.games.count, "game"), RowText.count(trip.items.count, "item")].joined(
                separator: " and ")
            return [
                .open(.choice(.confirm("Delete the trip “\(name)” with its \(contents)?", edit, change, said: said)))
            ]
        }
        return [.apply(edit, change), .say(.info(said))]
    }

    /// As on any list, and a double click opens the trip.
    mutating func mouseOnTrips(_ m: MouseEvent, in geometry: Geometry, _ library: Library) -> [Outcome] {
        let outcomes = mouse(m, in: geometry, library)
        guard m.kind == .press, m.clicks >= 2, !isHolding,
            let row = geometry.listRow(atScreenRow: m.y, scroll: scroll), row < rowCount
        else { return outcomes }
        motion = .still
        return outcomes + [.openTrip(trips[row].id)]
    }
}
