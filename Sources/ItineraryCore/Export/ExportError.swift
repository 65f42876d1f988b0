/// Why an export was not written.
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A game's `tz` is not in the zone database, so its time cannot be written correctly.
    case unknownZone(trip: String, game: String, zone: String, reason: String)
    case badSourceDateEpoch(String)

    public var description: String {
        switch self {
        case .unknownZone(let trip, let game, let zone, let reason):
            return "\(trip) \(game): cannot export its time zone \(zone): \(reason)"
        case .badSourceDateEpoch(let text):
            return "SOURCE_DATE_EPOCH is \"\(text)\", not a number of seconds since 1970"
        }
    }
}
