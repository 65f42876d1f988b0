import Testing

@testable import ItineraryCore

/// The ballparks that ship with itin: every one where its city is, under every name it has
/// had, and every team at home somewhere in every season.
@Suite struct VenueTests {
    let venues = Venues.all

    @Test func everyLineOfTheTableIsRead() {
        let text = VenueTable.linkedIn
        let lines = text.split(separator: "\n")
        let teams = lines.drop { $0 != "@teams" }.dropFirst().prefix { $0 != "@venues" }
        let parks = lines.drop { $0 != "@venues" }.dropFirst()
        #expect(teams.count == 30)
        #expect(venues.count == parks.count)
        #expect(venues.count >= 70)
        // Every tenancy names a team of the table.
        let written = parks.map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
            .map { [$0[7], $0[8]].flatMap { $0.split(separator: "|") }.count }
        #expect(zip(venues, written).allSatisfy { $0.tenancies.count == $1 })
    }

    /// The gazetteer that ships with itin, not the script's own look-up, is the second opinion.
    @Test func everyVenueIsWithin15MilesOfTheCityItNames() {
        for venue in venues {
            let name = [venue.city, venue.region, venue.country].filter { !$0.isEmpty }.joined(separator: ", ")
            let city = Gazetteer.shared.candidates(name).first { $0.kind == .city }
            guard let city else {
                Issue.record("\(venue.name): \(name) is no place")
                continue
            }
            let miles = GreatCircle.miles(venue.coordinates, city.coordinates, radius: 3958.8)
            #expect(miles <= 15, "\(venue.name) is \(miles) miles from \(name)")
            #expect(city.zone == venue.zone, "\(venue.name): \(venue.zone), but \(name) is in \(city.zone ?? "?")")
        }
    }

    @Test func everyNameFindsItsVenue() {
        for venue in venues {
            for name in [venue.name] + venue.formerNames {
                #expect(Venues.named(name) == venue, "\(name)")
                #expect(Venues.named(name.uppercased() + ".") == venue, "\(name)")
            }
        }
        #expect(Venues.named("AT&T Park")?.name == "Oracle Park")
        #expect(Venues.named("Miller Park")?.name == "American Family Field")
        #expect(Venues.named("safeco field")?.name == "T-Mobile Park")
        #expect(Venues.named("Minute Maid Park")?.name == "Daikin Park")
        #expect(Venues.named("Springfield") == nil)
    }

    @Test func everyTeamIsAtHomeSomewhereInEverySeason() {
        let teams = Set(venues.flatMap { $0.tenancies.map(\.team) })
        #expect(teams.count == 30)
        for season in 2015...2026 {
            for team in teams {
                let homes = venues.filter { venue in
                    venue.tenancies.contains { $0.kind == .season && $0.team == team && $0.seasons.contains(season) }
                }
                #expect(!homes.isEmpty, "\(team.name) has no home in \(season)")
            }
        }
    }

    @Test func whoIsHomeDependsOnTheSeason() throws {
        let citi = try #require(Venues.named("Citi Field"))
        #expect(citi.isHome("New York Mets", season: 2026))
        #expect(citi.isHome("mets", season: 2015))
        #expect(!citi.isHome("Chicago Cubs", season: 2026))
        let trop = try #require(Venues.named("Tropicana Field"))
        #expect(trop.isHome("Rays", season: 2024))
        #expect(!trop.isHome("Rays", season: 2025), "the Rays played 2025 at Steinbrenner Field")
        #expect(trop.isHome("Tampa Bay Rays", season: 2026))
        #expect(try #require(Venues.named("Steinbrenner Field")).isHome("Rays", season: 2025))
        // A shared spring home: both teams are at home there.
        let camelback = try #require(Venues.named("Camelback Ranch"))
        #expect(camelback.homeTeams(season: 2026).map(\.nickname).sorted() == ["Dodgers", "White Sox"])
        #expect(try #require(Venues.named("Progressive Field")).isHome("Cleveland Indians", season: 2019))
        #expect(Venues.team(named: "D-backs")?.name == "Arizona Diamondbacks")
        #expect(Venues.team(named: "Oakland A's")?.nickname == "Athletics")
    }

    @Test func theOneOffSitesAreThere() {
        for (name, country) in [
            ("London Stadium", "GB"), ("Estadio Alfredo Harp Helú", "MX"), ("Estadio de Beisbol Monterrey", "MX"),
            ("Tokyo Dome", "JP"), ("Gocheok Sky Dome", "KR"), ("Rickwood Field", "US"), ("Field of Dreams", "US"),
            ("Bristol Motor Speedway", "US"), ("BB&T Ballpark at Historic Bowman Field", "US"),
            ("Sutter Health Park", "US"), ("Estadio Hiram Bithorn", "PR"), ("Fort Bragg Field", "US"),
        ] {
            #expect(Venues.named(name)?.country == country, "\(name)")
        }
    }

    @Test func aVenueIsTheFirstPlaceItsNameMeans() throws {
        let place = try #require(Gazetteer.shared.candidates("citi field").first)
        #expect(place.kind == .venue)
        #expect(place.zone == "America/New_York")
        #expect(
            Gazetteer.shared.line(place)
                == "Citi Field (venue) · Queens, New York, US · 40.7569, -73.8458 · America/New_York · Mets")
        #expect(PlaceResolver().resolve("Rickwood Field")?.region == "AL")
    }
}
