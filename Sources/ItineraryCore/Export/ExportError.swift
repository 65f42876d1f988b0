/// Why an export was not written.
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A game's `tz` is not in the zone database, so its time cannot be written correctly.
    case zone(trip: String, game: String, ZoneError)
    case badSourceDateEpoch(String)

    public var description: String {
        switch self {
        case .zone(let trip, let game, let error):
            return "\(trip) \(game): \(error), so its time cannot be exported"
        case .badSourceDateEpoch(let text):
            return "SOURCE_DATE_EPOCH is \"\(text)\", not a number of seconds since 1970"
        }
    }
}
