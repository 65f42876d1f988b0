/// How a suggested trip goes from one ballpark to the next (or from `--start`, or to `--end`).
public enum SuggestHop: Hashable, Sendable {
    case drive(miles: Int32)
    case fly(SuggestFlight)

    /// Driven and flown miles added: what the trip's miles count.
    public var miles: Int32 {
        switch self {
        case .drive(let miles): return miles
        case .fly(let flight): return flight.miles
        }
    }
}

/// A hop by air (`--fly`): a drive to an airport near one ballpark, the flight, and a drive
/// from an airport near the other, each by the travel model (docs/travel.md).
public struct SuggestFlight: Hashable, Sendable {
    public let from: Place
    public let to: Place
    /// Great-circle miles between the airports, whole.
    public let flown: Int32
    /// The drives to the first airport and from the second, whole miles (0 within the
    /// same-place miles).
    public let driveTo: Int32
    public let driveFrom: Int32
    /// Door to door.
    public let seconds: Double

    public var driven: Int32 { driveTo + driveFrom }
    public var miles: Int32 { flown + driven }
    public var fromCode: String { Self.code(from) }
    public var toCode: String { Self.code(to) }

    static func code(_ place: Place) -> String {
        if case .airport(let code) = place.kind { return code }
        return place.name
    }
}

/// Every way a hop between two venues can be made: the drive, and with `--fly` the fastest
/// flight door to door (of the airports within the model's airport miles of each ballpark,
/// those whose drive keeps within `--max-miles`). Which is taken is decided in one place,
/// `choice`: of the ways that fit the hours and the limit, the faster (then fewer miles, then
/// the drive).
public struct SuggestWays: Sendable {
    let venueCount: Int
    let limit: Int
    /// By `a * venueCount + b`.
    let driveMiles: [Int32]
    let driveSeconds: [Double]
    let flights: [SuggestFlight?]
    /// A flight's seconds and miles, `.infinity` and -1 where there is none: the search's fast path.
    let flySeconds: [Double]
    let flyMiles: [Int32]
    /// From `--start` to each venue, and from each to `--end` (empty without them).
    let startHops: [SuggestHop?]
    let endHops: [SuggestHop?]

    enum Way { case drive, fly }

    init(
        venues: [SuggestVenue], driveMiles: [Int32], start: Place?, end: Place?, request: SuggestRequest
    ) {
        let model = request.model
        let n = venues.count
        venueCount = n
        limit = request.maxMiles
        self.driveMiles = driveMiles
        driveSeconds = driveMiles.map { model.seconds(.drive, miles: Double($0)) }
        let points = venues.map { Self.point(of: $0) }
        let near = request.fly ? points.map { Self.airports(near: $0, request: request) } : []
        var flights = [SuggestFlight?](repeating: nil, count: n * n)
        if request.fly {
            for a in 0..<n {
                for b in 0..<n where a != b {
                    flights[a * n + b] = Self.fastest(near[a], near[b], model: model)
                }
            }
        }
        self.flights = flights
        flySeconds = flights.map { $0?.seconds ?? .infinity }
        flyMiles = flights.map { $0?.miles ?? -1 }

        // The ends: no deadline, a day's limit for a drive (between the towns, as between ballparks).
        func endHop(_ miles: Int32, _ airportsFrom: [Nearby], _ airportsTo: [Nearby]) -> SuggestHop? {
            let seconds = model.seconds(.drive, miles: Double(miles))
            let drives = Int(miles) <= request.maxMiles
            guard request.fly, let flight = Self.fastest(airportsFrom, airportsTo, model: model) else {
                return drives ? .drive(miles: miles) : nil
            }
            guard drives else { return .fly(flight) }
            return (flight.seconds, flight.miles) < (seconds, miles) ? .fly(flight) : .drive(miles: miles)
        }
        if let start {
            let startAirports = request.fly ? Self.airports(near: start.coordinates, request: request) : []
            startHops = venues.indices.map { v in
                endHop(
                    SuggestGraph.miles(start, venues[v].place, model: model), startAirports, request.fly ? near[v] : [])
            }
        } else {
            startHops = []
        }
        if let end {
            let endAirports = request.fly ? Self.airports(near: end.coordinates, request: request) : []
            endHops = venues.indices.map { v in
                endHop(SuggestGraph.miles(venues[v].place, end, model: model), request.fly ? near[v] : [], endAirports)
            }
        } else {
            endHops = []
        }
    }

    /// Where a ballpark is: its own point when the venue table knows it, else its town's.
    static func point(of venue: SuggestVenue) -> Coordinates {
        Venues.named(venue.name)?.coordinates ?? venue.place.coordinates
    }

    /// An airport within reach of a point, and the drive to it.
    struct Nearby {
        let airport: Place
        let miles: Int32
        let seconds: Double
    }

    /// The airports with an IATA code within the model's airport miles whose drive keeps within
    /// `--max-miles` (with 0, only those as near as one place).
    static func airports(near point: Coordinates, request: SuggestRequest) -> [Nearby] {
        let model = request.model
        return Gazetteer.shared.airports(near: point, within: model.airportMiles, radius: model.earthRadiusMiles)
            .compactMap { found in
                let miles = SuggestGraph.miles(point, found.airport.coordinates, model: model)
                guard Int(miles) <= request.maxMiles else { return nil }
                return Nearby(
                    airport: found.airport, miles: miles, seconds: model.seconds(.drive, miles: Double(miles)))
            }
    }

    /// The pair of airports that makes the hop fastest door to door (then fewest miles, then
    /// by code), two different airports.
    static func fastest(_ from: [Nearby], _ to: [Nearby], model: TravelModel) -> SuggestFlight? {
        var best: SuggestFlight?
        for a in from {
            for b in to where SuggestFlight.code(a.airport) != SuggestFlight.code(b.airport) {
                let flown = Int32(model.miles(.fly, from: a.airport.coordinates, to: b.airport.coordinates).rounded())
                let seconds = a.seconds + model.seconds(.fly, miles: Double(flown)) + b.seconds
                let flight = SuggestFlight(
                    from: a.airport, to: b.airport, flown: flown, driveTo: a.miles, driveFrom: b.miles,
                    seconds: seconds)
                if let old = best {
                    let key = (seconds, flight.miles, flight.fromCode, flight.toCode)
                    guard key < (old.seconds, old.miles, old.fromCode, old.toCode) else { continue }
                }
                best = flight
            }
        }
        return best
    }

    /// How a hop from venue `a` to venue `b` is made, `days` later (0: the same day), with
    /// `spare` seconds between leaving and the deadline to arrive: the faster of the ways that
    /// fit, nil when none does. A drive may be `--max-miles` for each day it spans (one on
    /// the same day); a flight's drives are held to it when the airports are found.
    @inline(__always)
    func choice(_ a: Int, _ b: Int, days: Int, spare: Int64) -> Way? {
        let k = a * venueCount + b
        let room = Double(spare)
        let drive = Int(driveMiles[k]) <= limit * max(1, days) && driveSeconds[k] <= room
        let fly = flySeconds[k] <= room
        if drive && fly {
            return (flySeconds[k], flyMiles[k]) < (driveSeconds[k], driveMiles[k]) ? .fly : .drive
        }
        return drive ? .drive : fly ? .fly : nil
    }

    /// The miles of `choice`'s hop, -1 when none fits.
    @inline(__always)
    func miles(_ a: Int, _ b: Int, days: Int, spare: Int64) -> Int32 {
        switch choice(a, b, days: days, spare: spare) {
        case .drive: return driveMiles[a * venueCount + b]
        case .fly: return flyMiles[a * venueCount + b]
        case nil: return -1
        }
    }

    /// `choice`'s hop in full.
    func hop(_ a: Int, _ b: Int, days: Int, spare: Int64) -> SuggestHop? {
        switch choice(a, b, days: days, spare: spare) {
        case .drive: return .drive(miles: driveMiles[a * venueCount + b])
        case .fly: return .fly(flights[a * venueCount + b]!)
        case nil: return nil
        }
    }

    /// The fewest miles and days any way between two venues can take: for the bounds.
    func leastMiles(_ a: Int, _ b: Int) -> Int32 {
        let k = a * venueCount + b
        return flyMiles[k] >= 0 ? min(driveMiles[k], flyMiles[k]) : driveMiles[k]
    }

    func leastDays(_ a: Int, _ b: Int) -> Int32 {
        let k = a * venueCount + b
        let drive =
            limit > 0 ? max(1, (Int(driveMiles[k]) + limit - 1) / limit) : (driveMiles[k] == 0 ? 1 : Int.max / 2)
        return Int32(min(drive, flyMiles[k] >= 0 ? 1 : Int.max / 2, Int(Int32.max)))
    }
}
