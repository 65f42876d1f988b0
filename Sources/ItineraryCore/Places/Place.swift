/// A point on the globe, in degrees.
public struct Coordinates: Hashable, Sendable {
    public let latitude: Double
    public let longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// One place a name can mean: a city of the gazetteer, an airport by its IATA code, a
/// ballpark, or a place the file names itself (docs/travel.md).
public struct Place: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case city
        case airport(code: String)
        /// The file's own `places`.
        case own
        /// A ballpark of the venue table, at its own point.
        case venue
    }

    public let kind: Kind
    public let name: String
    /// ISO 3166 code; empty for the file's own places.
    public let country: String
    /// A US state's or Canadian province's code (`OR`, `ON`); else empty.
    public let region: String
    public let coordinates: Coordinates
    /// IANA zone, when known.
    public let zone: String?
    public let population: Int

    public init(
        kind: Kind, name: String, country: String = "", region: String = "",
        coordinates: Coordinates, zone: String?, population: Int = 0
    ) {
        self.kind = kind
        self.name = name
        self.country = country
        self.region = region
        self.coordinates = coordinates
        self.zone = zone
        self.population = population
    }
}
