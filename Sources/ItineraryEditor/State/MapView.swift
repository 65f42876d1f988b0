import ItineraryCore

/// The open trip's map (`M`): its route, worked out once when it opens, and the day looked at.
public struct MapView: Equatable, Sendable {
    public let route: MapRoute
    public private(set) var day: Int

    /// After a key: the trip's own keys for the previous and next day move the day, its key
    /// back closes the map (nil); any other key leaves it as it is.
    func after(_ key: Key, _ keys: KeyTable) -> Modal? {
        var view = self
        switch keys.binding(for: key, in: .trip)?.action {
        case .previousDay: view.day = max(day - 1, 1)
        case .nextDay: view.day = min(day + 1, route.trip.days)
        case .back: return nil
        default: break
        }
        return .map(view)
    }
}
