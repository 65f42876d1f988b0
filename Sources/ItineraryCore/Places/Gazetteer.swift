import CPlaces
import Foundation

/// The places that ship with itin (SPEC §9.1): GeoNames' cities of 5,000 people or more and
/// the airports with an IATA code, linked into the binary. Read on first use: a trip with
/// no travel never touches it.
public struct Gazetteer: Sendable {
    /// The binary's own data, set up the first time it is asked for.
    public static let shared = Gazetteer(GazetteerData(UnsafeRawBufferPointer(start: itin_places_bytes(), count: itin_places_count())))

    let data: GazetteerData
    /// Every airport's coordinates, read the first time a plan asks for the nearest airport.
    private let airports = AirportPoints()
    /// The names looked up before: a trip names a few places, and is judged after every change.
    private let looked = LookedUp()
    /// A folded qualifier → the countries and regions (`US`, `US/OR`) it names.
    private let qualifiers: [String: Set<String>]

    init(_ data: GazetteerData) {
        self.data = data
        var qualifiers: [String: Set<String>] = [:]
        for (code, names) in data.countries {
            for name in names { if let key = PlaceKey.fold(name) { qualifiers[key, default: []].insert(code) } }
        }
        for (region, name) in data.regionNames {
            let code = String(region.split(separator: "/")[1])
            for text in [code, name] { if let key = PlaceKey.fold(text) { qualifiers[key, default: []].insert(region) } }
        }
        self.qualifiers = qualifiers
    }

    /// Every place `name` may mean, in the order SPEC §9.1 ranks them: places whose own
    /// name it is (most populous first; an airport by its code after them), then places
    /// that list it among their alternate names. A qualifier after a comma (`Portland, ME`,
    /// `London, GB`) keeps the places in that state, province or country.
    public func candidates(_ name: String) -> [Place] {
        looked.places(name) { search($0) }
    }

    private func search(_ name: String) -> [Place] {
        let parts = name.split(separator: ",", omittingEmptySubsequences: false)
        guard let key = PlaceKey.fold(parts[0]) else { return [] }
        var filters: [Set<String>] = []
        for part in parts.dropFirst() {
            guard let q = PlaceKey.fold(part) else { continue }
            guard let named = qualifiers[q] else { return [] }  // a qualifier that names nothing
            filters.append(named)
        }
        let fits = { (place: Place) in
            filters.allSatisfy { $0.contains(place.country) || $0.contains("\(place.country)/\(place.region)") }
        }
        var found = ownNamed(key).map(data.place).filter(fits)
        if let airport = airport(code: key), fits(airport) { found.append(airport) }
        found += data.alternates(key).map(data.place).filter(fits)
        return found
    }

    /// The airport with this IATA code (any case).
    public func airport(code: String) -> Place? {
        guard code.utf8.count == 3 else { return nil }
        let wanted = code.uppercased()
        var low = 0, high = data.airportLines.count
        while low < high {
            let mid = (low + high) / 2
            if data.airportCode(mid) < wanted { low = mid + 1 } else { high = mid }
        }
        return low < data.airportLines.count && data.airportCode(low) == wanted ? data.airport(low) : nil
    }

    /// The airport nearest to a point, if one is within `miles` (great-circle).
    public func nearestAirport(to point: Coordinates, within miles: Double, radius: Double) -> (airport: Place, miles: Double)? {
        var best: (index: Int, miles: Double)?
        for (index, airport) in airports.points(data).enumerated() {
            let d = GreatCircle.miles(point, airport, radius: radius)
            if d <= miles, d < best?.miles ?? .infinity { best = (index, d) }
        }
        return best.map { (data.airport($0.index), $0.miles) }
    }

    /// The places whose own name folds to `key`: a run of the places section, which is
    /// sorted by that fold (names that fold to no key sort last).
    private func ownNamed(_ key: String) -> Range<Int> {
        let count = data.placeLines.count
        func isBefore(_ index: Int, orEqual: Bool) -> Bool {
            guard let other = PlaceKey.fold(data.placeName(index)) else { return false }
            return orEqual ? other <= key : other < key
        }
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if isBefore(mid, orEqual: false) { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < count, PlaceKey.fold(data.placeName(end)) == key { end += 1 }
        return low..<end
    }
}

extension Gazetteer {
    /// `Portland, Oregon, US · 45.5235, -122.6762 · America/Los_Angeles · pop 652503` (SPEC §9.1).
    public func line(_ place: Place) -> String {
        var name: String
        switch place.kind {
        case .airport(let code): name = "\(code) · \(place.name)"
        case .city, .own: name = place.name
        }
        if let region = data.regionNames["\(place.country)/\(place.region)"] { name += ", \(region)" }
        if !place.country.isEmpty { name += ", \(place.country)" }
        var parts = [name, "\(Self.degrees(place.coordinates.latitude)), \(Self.degrees(place.coordinates.longitude))"]
        if let zone = place.zone { parts.append(zone) }
        if case .city = place.kind { parts.append("pop \(place.population)") }
        if case .own = place.kind { parts.append("the file's own place") }
        return parts.joined(separator: " · ")
    }

    private static func degrees(_ value: Double) -> String {
        let text = String(format: "%.4f", value)
        return text == "-0.0000" ? "0.0000" : text
    }
}

/// The airports' coordinates, read once, on first use.
private final class AirportPoints: @unchecked Sendable {
    private let lock = NSLock()
    private var read: [Coordinates]?

    func points(_ data: GazetteerData) -> [Coordinates] {
        lock.lock()
        defer { lock.unlock() }
        if let read { return read }
        let points = data.airportLines.indices.map(data.airportCoordinates)
        read = points
        return points
    }
}

/// The places of the names looked up so far, so that judging a trip again after a change
/// looks nothing up twice. Bounded: a file of a hundred thousand made-up names starts again.
private final class LookedUp: @unchecked Sendable {
    private static let most = 4096
    private let lock = NSLock()
    private var found: [String: [Place]] = [:]

    func places(_ name: String, _ search: (String) -> [Place]) -> [Place] {
        lock.lock()
        if let known = found[name] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let places = search(name)
        lock.lock()
        if found.count >= Self.most { found.removeAll(keepingCapacity: true) }
        found[name] = places
        lock.unlock()
        return places
    }
}
