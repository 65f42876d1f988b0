import ItineraryCore

/// Which screen is up, carrying its own view: the trips list or one trip (SPEC §5.1).
public enum Screen: Equatable, Sendable {
    case trips(TripsView)
    case trip(TripView)

    public var tripView: TripView? {
        if case .trip(let v) = self { return v }
        return nil
    }

    public var tripsView: TripsView? {
        if case .trips(let v) = self { return v }
        return nil
    }

    var isHolding: Bool {
        switch self {
        case .trips(let v): return v.isHolding
        case .trip(let v): return v.isHolding
        }
    }

    var wantsTicks: Bool {
        switch self {
        case .trips(let v): return v.motion.wantsTicks
        case .trip(let v): return v.motion.wantsTicks
        }
    }

    /// Runs `body` on the trip's view in place (TCA's `Scope`); nil on the trips list.
    mutating func withTrip<T>(_ body: (inout TripView) -> T) -> T? {
        guard case .trip(var view) = self else { return nil }
        self = .trips(TripsView(library: Library()))  // so `view` is the only reference while it changes
        defer { self = .trip(view) }
        return body(&view)
    }

    /// Runs `body` on the trips list's view in place; nil on a trip.
    mutating func withTrips<T>(_ body: (inout TripsView) -> T) -> T? {
        guard case .trips(var view) = self else { return nil }
        self = .trips(TripsView(library: Library()))
        defer { self = .trips(view) }
        return body(&view)
    }

    /// Catches up with a changed library: a trip that is gone returns to the list.
    mutating func reload(_ library: Library) {
        switch self {
        case .trips(var v):
            v.reload(library)
            self = .trips(v)
        case .trip(var v):
            guard let trip = library.trip(v.tripID) else {
                self = .trips(TripsView(library: library, cursor: nil))
                return
            }
            v.reload(trip)
            self = .trip(v)
        }
    }
}
