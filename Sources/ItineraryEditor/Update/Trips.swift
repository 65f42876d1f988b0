import ItineraryCore

/// The trips list: move, open, and reorder trips with the same grab, move and drop (SPEC §4.4).
extension EditorState {
    mutating func performOnTrips(_ action: Action) -> [Effect] {
        let list = library.sortedTrips
        let index = list.firstIndex { $0.id == trips.cursor } ?? 0
        if var lifted = trips.lifted {
            let last = list.count - 1
            switch action {
            case .slotUp, .quickUp: lifted.current = max(lifted.current - 1, 0)
            case .slotDown, .quickDown: lifted.current = min(lifted.current + 1, last)
            case .slotFirst, .slotPreviousDay: lifted.current = 0
            case .slotLast, .slotNextDay: lifted.current = last
            case .drop:
                trips.lifted = nil
                moveTrip(lifted.id, to: lifted.current, from: lifted.origin)
                return []
            case .cancel:
                trips.lifted = nil
                message = .info("Put back")
                return []
            default: return []
            }
            trips.lifted = lifted
            return []
        }
        if action == .back { return quit() }
        guard !list.isEmpty else {
            message = .info("No trips in \(file.name)")
            return []
        }
        switch action {
        case .cursorUp: trips.cursor = list[max(index - 1, 0)].id
        case .cursorDown: trips.cursor = list[min(index + 1, list.count - 1)].id
        case .pageUp: trips.cursor = list[max(index - max(listHeight - 1, 1), 0)].id
        case .pageDown: trips.cursor = list[min(index + max(listHeight - 1, 1), list.count - 1)].id
        case .first: trips.cursor = list.first?.id
        case .last: trips.cursor = list.last?.id
        case .open: open(list[index])
        case .grab: trips.lifted = .init(id: list[index].id, origin: index, current: index)
        case .quickUp where index > 0: moveTrip(list[index].id, to: index - 1, from: index)
        case .quickDown where index < list.count - 1: moveTrip(list[index].id, to: index + 1, from: index)
        case .quickUp, .quickDown: message = .info("Already at the end of the list")
        case .add, .edit, .delete, .search, .nextMatch: message = .info("Open a trip first (Enter)")
        default: break
        }
        return []
    }

    mutating func open(_ t: Trip) {
        trip = TripView(trip: t)
        screen = .trip
        trips.cursor = t.id
    }

    private mutating func moveTrip(_ id: String, to index: Int, from origin: Int) {
        guard index != origin else { return }
        guard let edit = TripOrdering.move(id, toIndex: index, in: library) else { return }
        if apply(edit, focus: id) { message = .info("Moved the trip") }
        trips.cursor = id
    }
}
