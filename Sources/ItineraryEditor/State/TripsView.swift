import ItineraryCore

/// The trips list on screen: the trips in display order, a cursor on a trip id, the scroll,
/// and a trip being reordered.
public struct TripsView: ListView, Equatable {
    /// In display order; rebuilt when the library changes.
    public private(set) var trips: [Trip]
    public var cursor: String?
    public var scroll = 0
    public var motion: Motion<TripReorder> = .still

    init(library: Library, cursor: String? = nil) {
        trips = library.sortedTrips
        self.cursor = cursor ?? trips.first?.id
    }

    mutating func reload(_ library: Library) {
        let row = cursorRow
        trips = library.sortedTrips
        if cursor.map({ id in !trips.contains { $0.id == id } }) ?? true {
            cursor = trips.isEmpty ? nil : trips[min(row, trips.count - 1)].id
        }
    }

    public var rowCount: Int { trips.count }
    public var cursorRow: Int { trips.firstIndex { $0.id == cursor } ?? 0 }
    public var cursorTrip: Trip? { trips.isEmpty ? nil : trips[cursorRow] }

    mutating func moveCursor(toRow row: Int) {
        guard !trips.isEmpty else { return }
        cursor = trips[min(max(row, 0), trips.count - 1)].id
    }

    mutating func moveCursor(to lifted: TripReorder) { cursor = lifted.trip.id }

    func lift(row: Int) -> Result<TripReorder, Refusal> {
        guard trips.indices.contains(row), let reorder = TripReorder(grabbing: trips[row].id, list: trips) else {
            return .failure(Refusal("No trip here"))
        }
        return .success(reorder)
    }
}
