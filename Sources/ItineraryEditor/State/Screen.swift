import ItineraryCore

/// Which screen is up, carrying its own view: the trips list or one trip (docs/keys.md).
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

    /// Which part of the key table applies: one look at the view, which each look copies.
    var scope: Scope {
        switch self {
        case .trips(let v): return v.isHolding ? .holding : .trips
        case .trip(let v): return v.isHolding ? .holding : v.selection == nil ? .trip : .selecting
        }
    }

    var isAnimating: Bool {
        switch self {
        case .trips(let v): return v.motion.isAnimating
        case .trip(let v): return v.motion.isAnimating
        }
    }

    var wantsTicks: Bool {
        switch self {
        case .trips(let v): return v.motion.wantsTicks
        case .trip(let v): return v.motion.wantsTicks
        }
    }

    /// True while work waits for the terminal to be quiet (`Event.idle`): the trips list's
    /// travel warnings.
    var wantsIdle: Bool {
        if case .trips(let v) = self { return v.counted == .misplacedOnly }
        return false
    }

    /// What stands in while a view is out being changed, so that it is the only reference.
    /// Made once: it stands in on every change of the library.
    static let placeholder: Screen = .trips(TripsView(library: Library(), model: .standard))

    /// Runs `body` on the trip's view in place (TCA's `Scope`); nil on the trips list. The
    /// view is moved out, not copied, so it is the only reference while it changes.
    mutating func withTrip<T>(_ body: (inout TripView) -> T) -> T? {
        switch consume self {
        case .trip(var view):
            defer { self = .trip(view) }
            return body(&view)
        case let other:
            self = other
            return nil
        }
    }

    /// Runs `body` on the trips list's view in place; nil on a trip.
    mutating func withTrips<T>(_ body: (inout TripsView) -> T) -> T? {
        switch consume self {
        case .trips(var view):
            defer { self = .trips(view) }
            return body(&view)
        case let other:
            self = other
            return nil
        }
    }

    /// Catches up with a change of the library: `change` makes it and gives the library
    /// afterwards, and whether `edit` was made (nil: a change not known). A trip on screen
    /// holds none of its items while `change` runs, so that the library changes them in
    /// place, then lays out again only the days the edit touched. A trip that is gone
    /// returns to the list.
    mutating func update(after edit: Edit?, _ change: () -> (library: Library, made: Bool)) {
        guard case .trip(var view) = self else {
            let library = change().library
            withTrips { $0.reload(library) }
            return
        }
        self = .placeholder  // so `view` is the only holder of its layout
        let id = view.tripID
        var library = Library()
        let kept = view.update(places: { PlaceResolver(library) }) {
            let made: Bool
            (library, made) = change()
            guard let trip = library.trip(id) else { return .gone }
            return made ? .edited(trip, by: edit) : .unchanged(trip)
        }
        self = kept ? .trip(view) : .trips(TripsView(library: library, cursor: nil, model: view.model))
    }

    /// Catches up with a library changed in any way: everything is laid out again.
    mutating func reload(_ library: Library) { update(after: nil) { (library, true) } }
}
