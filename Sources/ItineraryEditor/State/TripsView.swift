import ItineraryCore

/// The trips list on screen: the trips in display order, a cursor on a trip id, the scroll,
/// and a trip being reordered.
public struct TripsView: ListView, Equatable {
    /// In display order; rebuilt when the library changes.
    public private(set) var trips: [Trip]
    public var cursor: String?
    public var scroll = 0
    public var motion: Motion<TripReorder> = .still
    /// How many rows of each trip show ⚠ (misplaced items, travel warnings), by trip id (docs/keys.md).
    public private(set) var warnings: [String: Int]
    /// Each trip's `nights 5/8` once it has a stay, by trip id, counted with the travel (docs/stays.md).
    public private(set) var nights: [String: String] = [:]
    /// What `warnings` count so far. At start only the misplaced items, and the travel
    /// warnings with the first event after the first frame, so that travel costs start-up
    /// nothing (docs/speed.md).
    public private(set) var counted: Counted

    public enum Counted: Equatable, Sendable {
        case misplacedOnly
        case travelToo
    }
    /// What travel is judged by (`EditorState.travel`).
    public let model: TravelModel
    /// Each trip's row, by id: the cursor's row is looked up, not searched for, every key.
    private var rows: [String: Int]
    /// Rows as last drawn, and the widest name, for the next frame (not part of the state:
    /// see `RowMemo`).
    var rowMemo = RowMemo()

    init(library: Library, cursor: String? = nil, model: TravelModel, counting: Counted = .travelToo) {
        self.model = model
        trips = library.sortedTrips
        counted = counting
        (warnings, nights) = Self.warnings(
            of: trips, places: counting == .travelToo ? PlaceResolver(library) : nil,
            model: model)
        rows = Self.rows(of: trips)
        self.cursor = cursor ?? trips.first?.id
    }

    mutating func reload(_ library: Library) {
        let row = cursorRow
        let before = Dictionary(trips.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        trips = library.sortedTrips
        rows = Self.rows(of: trips)
        rowMemo.forget()
        // A trip the change left alone shares its arrays with the one before, so `==` is quick
        // and its count is kept; only changed trips are checked again.
        let known = counted == .travelToo ? warnings : [:]
        let knownNights = nights
        (warnings, nights) = Self.warnings(of: trips, places: PlaceResolver(library), model: model) { trip in
            before[trip.id] == trip ? known[trip.id].map { ($0, knownNights[trip.id]) } : nil
        }
        counted = .travelToo
        if cursor.map({ id in rows[id] == nil }) ?? true {
            cursor = trips.isEmpty ? nil : trips[min(row, trips.count - 1)].id
        }
    }

    private static func rows(of trips: [Trip]) -> [String: Int] {
        Dictionary(trips.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Adds the travel warnings to the counts, once.
    mutating func countTravel(_ library: Library) {
        guard counted == .misplacedOnly else { return }
        (warnings, nights) = Self.warnings(of: trips, places: PlaceResolver(library), model: model)
        counted = .travelToo
        rowMemo.forget()  // the rows drawn without them
    }

    /// Each trip's misplaced items, and with `places` its travel warnings and its nights.
    private static func warnings(
        of trips: [Trip], places: PlaceResolver?, model: TravelModel,
        known: (Trip) -> (Int, String?)? = { _ in nil }
    ) -> ([String: Int], [String: String]) {
        var counts: [String: Int] = [:]
        var nights: [String: String] = [:]
        for trip in trips {
            if let (kept, keptNights) = known(trip) {
                counts[trip.id] = kept
                nights[trip.id] = keptNights
                continue
            }
            var travel = 0
            if let places {
                let check = TravelCheck(trip, places: places, model: model)
                travel = check.count
                nights[trip.id] = check.nights.summary
            }
            counts[trip.id] = TripCheck(trip).problems.count + travel
        }
        return (counts, nights)
    }

    /// The next trip after the cursor with ⚠ items, wrapping; nil when none has any.
    func nextWarnedRow() -> Int? {
        guard !trips.isEmpty else { return nil }
        let start = cursorRow  // a search by id: once, not per trip looked at
        return (1...trips.count).lazy.map { (start + $0) % trips.count }.first {
            warnings[trips[$0].id, default: 0] > 0
        }
    }

    public var rowCount: Int { trips.count }
    public var cursorRow: Int { cursor.flatMap { rows[$0] } ?? 0 }
    public var cursorTrip: Trip? { trips.isEmpty ? nil : trips[cursorRow] }

    mutating func moveCursor(toRow row: Int) {
        guard !trips.isEmpty else { return }
        cursor = trips[min(max(row, 0), trips.count - 1)].id
    }

    mutating func moveCursor(to lifted: TripReorder) { cursor = lifted.trip.id }

    public static func == (a: TripsView, b: TripsView) -> Bool {
        a.trips == b.trips && a.cursor == b.cursor && a.scroll == b.scroll && a.motion == b.motion
            && a.warnings == b.warnings
            && a.nights == b.nights && a.counted == b.counted && a.model == b.model
    }

    func lift(row: Int, in library: Library) -> Result<TripReorder, Refusal> {
        guard trips.indices.contains(row), let reorder = TripReorder(grabbing: trips[row].id, list: trips) else {
            return .failure(Refusal("No trip here"))
        }
        return .success(reorder)
    }
}
