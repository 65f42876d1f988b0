// TEMPORARY stand-in for the venue table (branch `venues`), with the API of
// /work/notes/venue-api.md, so that the schedule import compiles and is tested before it
// lands. DELETE this file when main's `Venues:` commit is merged.

public struct Team: Hashable, Sendable {
    public let names: [String]
    public var name: String { names[0] }
    public func isNamed(_ text: String) -> Bool {
        let key = PlaceKey.fold(text)
        return names.contains { PlaceKey.fold($0) == key }
    }
}

public struct Tenancy: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case season, spring }
    public let team: Team
    public let kind: Kind
    public let seasons: ClosedRange<Int>
}

public struct Venue: Hashable, Sendable {
    public let name: String
    public let formerNames: [String]
    public let city: String
    public let region: String
    public let country: String
    public let coordinates: Coordinates
    public let zone: String
    public let tenancies: [Tenancy]
    public func homeTeams(season: Int) -> [Team] {
        tenancies.filter { $0.seasons.contains(season) }.map(\.team)
    }
    public func isHome(_ team: String, season: Int) -> Bool {
        homeTeams(season: season).contains { $0.isNamed(team) }
    }
    public var place: Place {
        Place(kind: .city, name: name, country: country, region: region, coordinates: coordinates, zone: zone)
    }
}

public enum Venues {
    public static func named(_ name: String) -> Venue? {
        guard let key = PlaceKey.fold(name) else { return nil }
        return all.first { v in ([v.name] + v.formerNames).contains { PlaceKey.fold($0) == key } }
    }
    public static func team(named name: String) -> Team? {
        all.lazy.flatMap { $0.tenancies.map(\.team) }.first { $0.isNamed(name) }
    }
    public static var all: [Venue] { table }

    private static func team(_ names: String...) -> Team { Team(names: names) }
    private static func venue(
        _ name: String, _ former: [String], _ city: String, _ region: String, _ lat: Double, _ lon: Double,
        _ zone: String, _ teams: [(Team, Tenancy.Kind)]
    ) -> Venue {
        Venue(
            name: name, formerNames: former, city: city, region: region, country: "US",
            coordinates: Coordinates(latitude: lat, longitude: lon), zone: zone,
            tenancies: teams.map { Tenancy(team: $0.0, kind: $0.1, seasons: 1900...9999) })
    }
    private static let giants = team("San Francisco Giants", "Giants")
    private static let cubs = team("Chicago Cubs", "Cubs")
    private static let table: [Venue] = [
        venue(
            "Citi Field", [], "Queens", "NY", 40.7571, -73.8458, "America/New_York",
            [(team("New York Mets", "Mets"), .season)]),
        venue(
            "Oracle Park", ["AT&T Park", "SBC Park"], "San Francisco", "CA", 37.7786, -122.3893,
            "America/Los_Angeles", [(giants, .season)]),
        venue("Wrigley Field", [], "Chicago", "IL", 41.9484, -87.6553, "America/Chicago", [(cubs, .season)]),
        venue(
            "Coors Field", [], "Denver", "CO", 39.7559, -104.9942, "America/Denver",
            [(team("Colorado Rockies", "Rockies"), .season)]),
        venue(
            "Tropicana Field", [], "St. Petersburg", "FL", 27.7682, -82.6534, "America/New_York",
            [(team("Tampa Bay Rays", "Rays"), .season)]),
        venue("Rickwood Field", [], "Birmingham", "AL", 33.4936, -86.8553, "America/Chicago", []),
        venue(
            "Fenway Park", [], "Boston", "MA", 42.3467, -71.0972, "America/New_York",
            [(team("Boston Red Sox", "Red Sox"), .season)]),
        venue(
            "Yankee Stadium", [], "The Bronx", "NY", 40.8296, -73.9262, "America/New_York",
            [(team("New York Yankees", "Yankees"), .season)]),
        venue(
            "Scottsdale Stadium", [], "Scottsdale", "AZ", 33.4888, -111.9210, "America/Phoenix", [(giants, .spring)]),
        venue(
            "Great American Ball Park", [], "Cincinnati", "OH", 39.0979, -84.5082, "America/New_York",
            [(team("Cincinnati Reds", "Reds"), .season)]),
        venue(
            "Angel Stadium", ["Angel Stadium of Anaheim"], "Anaheim", "CA", 33.8003, -117.8827,
            "America/Los_Angeles", [(team("Los Angeles Angels", "Angels"), .season)]),
        venue(
            "Dodger Stadium", [], "Los Angeles", "CA", 34.0739, -118.2400, "America/Los_Angeles",
            [(team("Los Angeles Dodgers", "Dodgers"), .season)]),
        venue(
            "Busch Stadium", [], "St. Louis", "MO", 38.6226, -90.1928, "America/Chicago",
            [(team("St. Louis Cardinals", "Cardinals"), .season)]),
        venue(
            "Petco Park", [], "San Diego", "CA", 32.7073, -117.1566, "America/Los_Angeles",
            [(team("San Diego Padres", "Padres"), .season)]),
        venue(
            "Sloan Park", [], "Mesa", "AZ", 33.4316, -111.8831, "America/Phoenix", [(cubs, .spring)]),
        venue(
            "Truist Park", [], "Cumberland", "GA", 33.8908, -84.4678, "America/New_York",
            [(team("Atlanta Braves", "Braves"), .season)]),
    ]
}
