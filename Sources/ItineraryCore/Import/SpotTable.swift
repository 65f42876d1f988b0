/// Where an event is: the venue and city as the game will keep them, and the venue of the
/// table the location names, if any.
struct Spot: Hashable, Sendable {
    /// The location as written, for messages.
    let written: String
    let venueName: String
    let cityText: String
    let venue: Venue?
    /// The city name to look up, with a qualifier when the location gave one (`Flushing, NY`).
    let query: String?
    let qualified: Bool

    /// One key for one place as written: the venue of the table, else the folded text.
    var key: String { venue.map { "venue:\($0.name)" } ?? "text:\(PlaceKey.spaced(written) ?? written)" }

    init(_ location: FeedLocation) {
        switch location {
        case .given(let venueName, let city):
            written = "\(venueName), \(city)"
            self.venueName = venueName
            cityText = city
            venue = Venues.named(venueName) ?? Venues.named(written)
            query = city
            qualified = city.contains(",")
        case .written(let parts):
            written = parts.joined(separator: ", ")
            if parts.isEmpty {
                (venueName, cityText, venue, query, qualified) = ("", "", nil, nil, false)
            } else if let venue = Venues.named(parts[0]) ?? Venues.named(written) {
                (venueName, cityText, self.venue) = (parts[0], parts.count > 1 ? parts[1] : venue.city, venue)
                (query, qualified) = (nil, false)
            } else if parts.count == 1 || (parts.count == 2 && Self.isQualifier(parts[1])) {
                // No venue: a city, perhaps with its qualifier (`Flushing, NY`).
                (venueName, cityText, venue, query, qualified) = (parts[0], parts[0], nil, written, parts.count == 2)
            } else {
                (venueName, cityText, venue) = (parts[0], parts[1], nil)
                (query, qualified) = (parts.dropFirst().joined(separator: ", "), parts.count > 2)
            }
        }
    }

    /// `NY`, `FL`, `US`: a state's, province's or country's code after a city.
    private static func isQualifier(_ part: String) -> Bool {
        part.utf8.count == 2 && part.utf8.allSatisfy { (0x41...0x5A).contains($0) }
    }
}

/// Every location of one import, each looked up once and read in the context of the others:
/// a venue of the table is its own place; a city name that fits several places is read near
/// the import's other games — among its candidates those in the country of most of the
/// games first, then one within 300 miles of another place of the import as first read (in the
/// gazetteer's order),
/// else the nearest. A qualifier (`, FL`) decides alone.
struct SpotTable {
    private var spots: [FeedLocation: Int] = [:]
    private var table: [Spot] = []
    private var places: [ResolvedPlace?] = []

    /// Within this, a candidate is near another game of the import.
    static let nearMiles = 300.0

    init(_ locations: [FeedLocation], places resolver: PlaceResolver) {
        var games: [Int] = []
        for location in locations {
            if let i = spots[location] {
                games[i] += 1
                continue
            }
            spots[location] = table.count
            table.append(Spot(location))
            games.append(1)
        }
        let candidates = table.map { spot -> [Place] in
            guard spot.venue == nil, let query = spot.query else { return [] }
            return resolver.candidates(query)
        }
        let provisional = table.indices.map { table[$0].venue?.place ?? candidates[$0].first }
        // The country of most games, counted where no context had to choose (a venue, a city
        // with its qualifier or with one candidate) when there are such.
        let sure = table.indices.filter { table[$0].venue != nil || table[$0].qualified || candidates[$0].count == 1 }
        var countries: [String: Int] = [:]
        for i in sure.isEmpty ? Array(table.indices) : sure {
            if let place = provisional[i] { countries[place.country, default: 0] += games[i] }
        }
        let country = countries.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        let anchors = table.indices.compactMap { i in provisional[i].map { (i, $0) } }
        let model = TravelModel.standard
        for (i, spot) in table.enumerated() {
            if let venue = spot.venue {
                places.append(Self.resolved(venue))
                continue
            }
            guard let first = candidates[i].first else {
                places.append(nil)
                continue
            }
            var chosen = first
            let others = anchors.filter { $0.0 != i }.map(\.1)
            if !spot.qualified, candidates[i].count > 1, !others.isEmpty {
                let inCountry = candidates[i].filter { $0.country == country }
                let pool = inCountry.isEmpty ? candidates[i] : inCountry
                let distance = { (p: Place) in
                    others.map { model.miles(.fly, from: p.coordinates, to: $0.coordinates) }.min() ?? 0
                }
                chosen = pool.first { distance($0) <= Self.nearMiles } ?? pool.min { distance($0) < distance($1) }!
            }
            places.append(Self.resolved(chosen, resolver: resolver))
        }
    }

    subscript(location: FeedLocation) -> Spot { table[spots[location]!] }

    func resolved(_ location: FeedLocation) -> ResolvedPlace? { places[spots[location]!] }

    private static func resolved(_ venue: Venue) -> ResolvedPlace {
        let city = [
            venue.city, Gazetteer.shared.regionName(country: venue.country, region: venue.region), venue.country,
        ]
        return ResolvedPlace(
            place: venue.place, name: venue.name,
            title: "\(venue.name) (venue), " + city.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", "),
            isVenue: true)
    }

    private static func resolved(_ place: Place, resolver: PlaceResolver) -> ResolvedPlace {
        ResolvedPlace(
            place: place, name: PlaceNaming.name(of: place, places: resolver) ?? place.name,
            title: PlaceNaming.title(place), isVenue: false)
    }
}
