/// A team as schedules write it: every name it goes by (`New York Mets`, `Mets`; a former
/// `Cleveland Indians`), its current full name first.
public struct Team: Hashable, Sendable {
    public let names: [String]
    /// The names folded as place names are, for matching what a schedule writes.
    let keys: Set<String>

    init(names: [String]) {
        self.names = names
        keys = Set(names.compactMap { PlaceKey.fold($0) })
    }

    /// The current full name: `New York Mets`.
    public var name: String { names[0] }

    /// The name fans say: `Mets`, `Red Sox`; `Athletics`, whose full name is one word.
    public var nickname: String { names[0].contains(" ") && names.count > 1 ? names[1] : names[0] }

    /// Whether a schedule's text names this team, whatever its case, accents and punctuation.
    public func isNamed(_ text: some StringProtocol) -> Bool {
        PlaceKey.fold(text).map(keys.contains) ?? false
    }
}

/// Who is at home at a venue, and in which seasons: a regular season's home, or a
/// spring-training home.
public struct Tenancy: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case season, spring }

    public let team: Team
    public let kind: Kind
    /// The seasons, first to last; a team still there ends at `Tenancy.open`.
    public let seasons: ClosedRange<Int>

    /// The last season of a tenancy that has not ended.
    public static let open = 9999
}

/// A ballpark of the venue table that ships with itin (docs/travel.md): where it stands, in
/// which zone, under every name it has had, and who is at home there when.
public struct Venue: Hashable, Sendable {
    /// The current name, `Citi Field`.
    public let name: String
    /// `AT&T Park`, `SBC Park` for Oracle Park.
    public let formerNames: [String]
    /// The city it stands in, as GeoNames names it: `Queens`.
    public let city: String
    /// A US state's or Canadian province's code; else empty.
    public let region: String
    /// ISO 3166 code.
    public let country: String
    public let coordinates: Coordinates
    /// IANA zone.
    public let zone: String
    public let tenancies: [Tenancy]

    /// The teams at home here in a season, for the regular season or spring training.
    public func homeTeams(season: Int) -> [Team] {
        tenancies.filter { $0.seasons.contains(season) }.map(\.team)
    }

    /// Whether `team`, as a schedule writes it, is at home here in `season`.
    public func isHome(_ team: some StringProtocol, season: Int) -> Bool {
        homeTeams(season: season).contains { $0.isNamed(team) }
    }

    /// The venue as a place: at its own point and zone.
    public var place: Place {
        Place(
            kind: .venue, name: name, country: country, region: region, coordinates: coordinates, zone: zone)
    }
}

/// The ballparks that ship with itin, read whole the first time one is asked for: nothing
/// at start-up, and about 8 KB when a schedule or a place is read.
public enum Venues {
    /// The venue any of whose names, current or former, `name` is, folded as place names are
    /// (`at&t park` is AT&T Park, now Oracle Park).
    public static func named(_ name: some StringProtocol) -> Venue? {
        PlaceKey.fold(name).flatMap { table.byName[$0] }
    }

    /// The team any of whose names `name` is.
    public static func team(named name: some StringProtocol) -> Team? {
        PlaceKey.fold(name).flatMap { table.teamsByName[$0] }
    }

    /// Every venue, in the table's order.
    public static var all: [Venue] { table.venues }

    private static let table = VenueTable(VenueTable.linkedIn)
}
