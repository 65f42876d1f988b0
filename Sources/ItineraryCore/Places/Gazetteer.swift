import CPlaces
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The places that ship with itin (docs/travel.md): GeoNames' cities of 5,000 people or
/// more, the US and Canadian towns of 1,000 or more, and the airports with an IATA code,
/// linked into the binary. Read on first use: a trip with no travel never touches it.
public struct Gazetteer: Sendable {
    /// The binary's own data, set up the first time it is asked for.
    public static let shared = Gazetteer(
        GazetteerData(readAtRandom(UnsafeRawBufferPointer(start: itin_places_bytes(), count: itin_places_count()))))

    /// Tells the kernel the data is read here and there: where it keeps the binary in pages
    /// of 4 KB, without this every page a look-up touches brings its neighbours in too
    /// (fault-around). Where it keeps larger pieces (64 KB here) a fault maps the whole piece
    /// whatever the advice, and the blocks' layout keeps a look-up to one piece a section.
    private static func readAtRandom(_ bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        let page = max(sysconf(Int32(_SC_PAGESIZE)), 4096)
        if let base = bytes.baseAddress {
            let start = Int(bitPattern: base) & ~(page - 1)
            let end = Int(bitPattern: base) + bytes.count
            _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_RANDOM)
        }
        return bytes
    }

    let data: GazetteerData
    /// Every airport's coordinates, read the first time a plan asks for the nearest airport.
    private let airports = MadeOnce<[(offset: Int, coordinates: Coordinates)]>()
    /// The names looked up before: a trip names a few places, and is judged after every change.
    private let looked = LookedUp()
    /// A folded qualifier → the countries and regions (`US`, `US/OR`) it names, made the first
    /// time a name has one: most names have none, and making it takes as long as the rest of a
    /// small library's start (5.7 M instructions).
    private let qualifiers = MadeOnce<[String: Set<String>]>()

    init(_ data: GazetteerData) { self.data = data }

    /// Whether what the qualifiers name has been made yet (for the tests).
    var qualifiersMade: Bool { qualifiers.isMade }

    /// Every place `name` may mean, in the order docs/travel.md ranks them: places whose own
    /// name it is (those whose words it writes apart as they do first, each group most
    /// populous first; an airport by its code, written in capitals, after them), then places
    /// that list it among their alternate names. A qualifier after a comma (`Portland, ME`,
    /// `London, GB`) keeps the places in that state, province or country.
    public func candidates(_ name: String) -> [Place] {
        looked.places(name) { search($0) }
    }

    private func search(_ name: String) -> [Place] {
        // A ballpark's name is more exact than any town's; the venue table is read only when
        // a name is looked up at all.
        let venue = Venues.named(name).map { [$0.place] } ?? []
        let parts = name.split(separator: ",", omittingEmptySubsequences: false)
        guard let key = PlaceKey.fold(parts[0]) else { return venue }
        var filters: [Set<String>] = []
        for part in parts.dropFirst() {
            guard let q = PlaceKey.fold(part) else { continue }
            // A qualifier that names nothing finds nothing.
            guard let named = qualifiers.value({ Self.qualifiers(data) })[q] else { return [] }
            filters.append(named)
        }
        let fits = { (place: Place) in
            filters.allSatisfy { $0.contains(place.country) || $0.contains("\(place.country)/\(place.region)") }
        }
        let own = ownNamed(key).map(data.place(at:)).filter(fits)
        let written = PlaceKey.spaced(parts[0])
        var found =
            own.filter { PlaceKey.spaced($0.name) == written } + own.filter { PlaceKey.spaced($0.name) != written }
        let code = Self.trimmed(parts[0])
        if Self.isCode(code), let airport = airport(code: String(code)), fits(airport) { found.append(airport) }
        found += data.alternates(key).map(data.place(at:)).filter(fits)
        return venue + found
    }

    /// The text without the spaces and tabs round it (Foundation's `.whitespaces`, without its
    /// cost: 0.9 M instructions for a small library's names).
    private static func trimmed(_ text: Substring) -> Substring {
        let space = { (c: Character) in
            c == "\t" || c.unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator }
        }
        guard let first = text.firstIndex(where: { !space($0) }), let last = text.lastIndex(where: { !space($0) })
        else {
            return ""
        }
        return text[first...last]
    }

    /// Whether a name is written as an IATA code is (`JFK`, not `New`): three capitals or digits.
    private static func isCode(_ name: Substring) -> Bool {
        name.utf8.count == 3 && name.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) }
    }

    /// The airport with this IATA code (any case).
    public func airport(code: String) -> Place? {
        guard code.utf8.count == 3 else { return nil }
        let wanted = code.uppercased()
        let found = data.lines(in: data.airports) { data.name($0) >= wanted }
        return !found.isEmpty && data.name(data.line(at: found.lowerBound)) == wanted
            ? data.airport(at: found.lowerBound) : nil
    }

    /// The airport nearest to a point, if one is within `miles` (great-circle).
    public func nearestAirport(to point: Coordinates, within miles: Double, radius: Double) -> (
        airport: Place, miles: Double
    )? {
        var best: (offset: Int, miles: Double)?
        for airport in airports.value({ Self.airportPoints(data) }) {
            let d = GreatCircle.miles(point, airport.coordinates, radius: radius)
            if d <= miles, d < best?.miles ?? .infinity { best = (airport.offset, d) }
        }
        return best.map { (data.airport(at: $0.offset), $0.miles) }
    }

    /// Every airport within `miles` (great-circle) of a point, nearest first.
    public func airports(near point: Coordinates, within miles: Double, radius: Double) -> [(
        airport: Place, miles: Double
    )] {
        var found: [(offset: Int, miles: Double)] = []
        for airport in airports.value({ Self.airportPoints(data) }) {
            let d = GreatCircle.miles(point, airport.coordinates, radius: radius)
            if d <= miles { found.append((airport.offset, d)) }
        }
        return found.sorted { ($0.miles, $0.offset) < ($1.miles, $1.offset) }.map {
            (data.airport(at: $0.offset), $0.miles)
        }
    }

    /// Every airport's offset and coordinates.
    private static func airportPoints(_ data: GazetteerData) -> [(offset: Int, coordinates: Coordinates)] {
        var points: [(offset: Int, coordinates: Coordinates)] = []
        var offset = data.airports.lines.lowerBound
        while offset < data.airports.lines.upperBound {
            points.append((offset, data.airportCoordinates(at: offset)))
            offset = data.nextLine(after: offset)
        }
        return points
    }

    /// Each folded qualifier and the countries and regions it names.
    private static func qualifiers(_ data: GazetteerData) -> [String: Set<String>] {
        var qualifiers: [String: Set<String>] = [:]
        for (code, names) in data.countries {
            for name in names { if let key = PlaceKey.fold(name) { qualifiers[key, default: []].insert(code) } }
        }
        for (region, name) in data.regionNames {
            let code = String(region.split(separator: "/")[1])
            for text in [code, name] {
                if let key = PlaceKey.fold(text) { qualifiers[key, default: []].insert(region) }
            }
        }
        return qualifiers
    }

    /// The offsets of the places whose own name folds to `key`: a run of the places
    /// section, which is sorted by that fold (names that fold to no key sort last).
    func ownNamed(_ key: String) -> [Int] {
        let lines = data.lines(in: data.places) { line in PlaceKey.fold(data.name(line)).map { $0 >= key } ?? true }
        var found: [Int] = []
        var offset = lines.lowerBound
        while offset < lines.upperBound, PlaceKey.fold(data.name(data.line(at: offset))) == key {
            found.append(offset)
            offset = data.nextLine(after: offset)
        }
        return found
    }
}

extension Gazetteer {
    /// `Portland, Oregon, US · 45.5235, -122.6762 · America/Los_Angeles · pop 652503` (docs/travel.md).
    public func line(_ place: Place) -> String {
        var name: String
        var venue: Venue?
        switch place.kind {
        case .airport(let code): name = "\(code) · \(place.name)"
        case .venue:
            venue = Venues.named(place.name)
            name = "\(place.name) (venue) · \(venue?.city ?? "")"
        case .city, .own: name = place.name
        }
        if let region = data.regionNames["\(place.country)/\(place.region)"] { name += ", \(region)" }
        if !place.country.isEmpty { name += ", \(place.country)" }
        var parts = [name, "\(Self.degrees(place.coordinates.latitude)), \(Self.degrees(place.coordinates.longitude))"]
        if let zone = place.zone { parts.append(zone) }
        if case .city = place.kind { parts.append("pop \(place.population)") }
        if case .own = place.kind { parts.append("the file's own place") }
        if let venue { parts += Self.tenants(venue) }
        return RowText.listed(parts)
    }

    /// `Mets`; `Braves until 2016`; `Giants (spring)`: who is at home there, the current first.
    private static func tenants(_ venue: Venue) -> [String] {
        // The latest first; of two as late, the regular season's.
        let sorted = venue.tenancies.sorted {
            ($0.seasons.upperBound, $0.kind == .season ? 1 : 0) > ($1.seasons.upperBound, $1.kind == .season ? 1 : 0)
        }
        var seen: Set<String> = []
        let names = sorted.compactMap { tenancy -> String? in
            let name = tenancy.team.nickname + (tenancy.kind == .spring ? " (spring)" : "")
            guard seen.insert(name).inserted else { return nil }
            return tenancy.seasons.upperBound == Tenancy.open ? name : "\(name) until \(tenancy.seasons.upperBound)"
        }
        return names.isEmpty ? [] : [names.joined(separator: ", ")]
    }

    private static func degrees(_ value: Double) -> String {
        let text = FixedText.text(value, places: 4)
        return text == "-0.0000" ? "0.0000" : text
    }
}

/// The places of the names looked up so far, so that judging a trip again after a change
/// looks nothing up twice. Bounded: a file of a hundred thousand made-up names starts again.
private final class LookedUp: Sendable {
    private static let most = 4096
    private let found = Mutex<[String: [Place]]>([:])

    func places(_ name: String, _ search: (String) -> [Place]) -> [Place] {
        if let known = found.withLock({ $0[name] }) { return known }
        let places = search(name)
        found.withLock { found in
            if found.count >= Self.most { found.removeAll(keepingCapacity: true) }
            found[name] = places
        }
        return places
    }
}

/// A value made once, by the first that asks for it, whichever thread that is.
private final class MadeOnce<Value>: @unchecked Sendable {
    private let made = Mutex<Value?>(nil)

    /// Whether it has been made (for the tests).
    var isMade: Bool { made.withLock { $0 != nil } }

    func value(_ make: () -> Value) -> Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
