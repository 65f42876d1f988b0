import CPlaces

/// The venue table's text (made by `scripts/venues.py`, `make venues`) read into values:
/// teams by key, venues with their tenants, and both by every folded name.
struct VenueTable: Sendable {
    let venues: [Venue]
    let byName: [String: Venue]
    let teamsByName: [String: Team]

    /// The table linked into the binary.
    static var linkedIn: String {
        String(decoding: UnsafeRawBufferPointer(start: itin_venues_bytes(), count: itin_venues_count()), as: UTF8.self)
    }

    /// Reads the table; a line it cannot read is left out (the script wrote every line, and
    /// `VenueTests` reads them all).
    init(_ text: String) {
        var teams: [String: Team] = [:]
        var venues: [Venue] = []
        var section = ""
        for line in text.split(separator: "\n") {
            if line.hasPrefix("@") || line.hasPrefix("itin-venues") {
                section = String(line)
                continue
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch section {
            case "@teams" where fields.count == 2:
                teams[fields[0]] = Team(names: fields[1].split(separator: "|").map(String.init))
            case "@venues" where fields.count == 9:
                guard let latitude = Double(fields[4]), let longitude = Double(fields[5]) else { continue }
                let names = fields[0].split(separator: "|").map(String.init)
                venues.append(
                    Venue(
                        name: names[0], formerNames: Array(names.dropFirst()), city: fields[1], region: fields[2],
                        country: fields[3], coordinates: Coordinates(latitude: latitude, longitude: longitude),
                        zone: fields[6],
                        tenancies: Self.tenancies(fields[7], .season, teams)
                            + Self.tenancies(fields[8], .spring, teams)))
            default: continue
            }
        }
        self.venues = venues
        var byName: [String: Venue] = [:]
        for venue in venues {
            for name in [venue.name] + venue.formerNames {
                if let key = PlaceKey.fold(name), byName[key] == nil { byName[key] = venue }
            }
        }
        self.byName = byName
        var teamsByName: [String: Team] = [:]
        for team in teams.values { for key in team.keys { teamsByName[key] = team } }
        self.teamsByName = teamsByName
    }

    /// `NYM 2009-9999|…`
    private static func tenancies(_ text: String, _ kind: Tenancy.Kind, _ teams: [String: Team]) -> [Tenancy] {
        text.split(separator: "|").compactMap { part in
            let words = part.split(separator: " ")
            let seasons = words.count == 2 ? words[1].split(separator: "-").compactMap { Int($0) } : []
            guard let team = teams[String(words[0])], seasons.count == 2, seasons[0] <= seasons[1] else { return nil }
            return Tenancy(team: team, kind: kind, seasons: seasons[0]...seasons[1])
        }
    }
}
