#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The travel model's numbers (docs/travel.md) in one value, so that every estimate can
/// be worked out by hand and the settings (docs/settings.md) can change them.
public struct TravelModel: Hashable, Sendable {
    public var earthRadiusMiles = 3958.8
    public var roadFactor = 1.2
    public var driveMPH = 55.0
    public var railFactor = 1.25
    public var trainMPH = 50.0
    public var trainOverheadMinutes = 30.0
    public var flyMPH = 500.0
    /// To, through and from the airports.
    public var flyOverheadMinutes = 180.0
    public var gameHours = 3.0
    public var arriveBeforeMinutes = 60.0
    /// Two places this close count as one (a ballpark in Arlington, a hotel in Dallas).
    public var samePlaceMiles = 30.0
    /// `plan --mode auto` drives at most this far (docs/travel.md)…
    public var autoDriveMaxMiles = 600.0
    /// …and flies only between places with an airport this near.
    public var airportMiles = 75.0

    public static let standard = TravelModel()

    public init() {}

    /// The distance travelled by a mode, from the great-circle distance.
    public func miles(_ mode: Travel.Mode, greatCircle: Double) -> Double {
        switch mode {
        case .drive: return greatCircle * roadFactor
        case .train: return greatCircle * railFactor
        case .fly: return greatCircle
        }
    }

    /// The distance travelled by a mode between two points.
    public func miles(_ mode: Travel.Mode, from a: Coordinates, to b: Coordinates) -> Double {
        miles(mode, greatCircle: GreatCircle.miles(a, b, radius: earthRadiusMiles))
    }

    /// How long a mode takes over a distance, in seconds.
    public func seconds(_ mode: Travel.Mode, miles: Double) -> Double {
        switch mode {
        case .drive: return miles / driveMPH * 3600
        case .train: return trainOverheadMinutes * 60 + miles / trainMPH * 3600
        case .fly: return flyOverheadMinutes * 60 + miles / flyMPH * 3600
        }
    }

    public var gameSeconds: Int64 { Int64((gameHours * 3600).rounded()) }
    public var arriveBeforeSeconds: Int64 { Int64((arriveBeforeMinutes * 60).rounded()) }

    public func isSamePlace(_ a: Place, _ b: Place) -> Bool { isSamePlace(a.coordinates, b.coordinates) }

    public func isSamePlace(_ a: Coordinates, _ b: Coordinates) -> Bool {
        GreatCircle.miles(a, b, radius: earthRadiusMiles) <= samePlaceMiles
    }
}

/// Haversine on a sphere (docs/travel.md).
public enum GreatCircle {
    public static func miles(_ a: Coordinates, _ b: Coordinates, radius: Double) -> Double {
        let rad = Double.pi / 180
        let dLat = (b.latitude - a.latitude) * rad
        let dLon = (b.longitude - a.longitude) * rad
        let h =
            sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * rad) * cos(b.latitude * rad) * sin(dLon / 2)
            * sin(dLon / 2)
        return 2 * radius * asin(min(1, sqrt(h)))
    }
}

/// How times and distances read (docs/travel.md): `3 h 55 min`, `228 mi`.
public enum TravelText {
    public static func duration(seconds: Double) -> String {
        let minutes = Int((max(0, seconds) / 60).rounded())
        return minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
    }

    public static func miles(_ miles: Double) -> String {
        let whole = Int(miles.rounded())
        let digits = String(whole)
        guard whole >= 1000 else { return "\(digits) mi" }
        var grouped = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { grouped.append(",") }
            grouped.append(c)
        }
        return "\(grouped) mi"
    }

    public static func by(_ mode: Travel.Mode) -> String {
        switch mode {
        case .drive: return "by car"
        case .train: return "by train"
        case .fly: return "by air"
        }
    }
}
