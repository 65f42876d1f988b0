import Testing

@testable import ItineraryCore

/// A drop on a long trip walks again only the stretches between games that its items left or
/// joined: what keeps a drop's travel check from growing with the trip.
@Suite struct TravelStretchesTests {
    /// Ten days, a game a day, a leg each morning from the day before's city.
    private let trip: Trip = {
        let cities = ["Boston", "New York", "Philadelphia", "Baltimore", "Washington"]
        let games = (1...10).map { game("g\($0)", day: $0, in: cities[$0 % cities.count]) }
        let legs = (2...10).map {
            leg("l\($0)", day: $0, -1, from: cities[($0 - 1) % cities.count], to: cities[$0 % cities.count])
        }
        let notes = (1...10).map { note("n\($0)", day: $0, 0.5) }
        return ItineraryCoreTests.trip(days: 10, games: games, items: legs + notes)
    }()

    @Test func aMoveWithinItsStretchWalksThatStretchAlone() {
        var stretches = TravelStretches(trip, places: TripPlaces(PlaceResolver()), model: .standard, zones: .shared)
        let before = trip.item("l5")!
        var after = before
        after.sortOrder = -2  // earlier in the morning: still after game 4, before game 5
        #expect(Set(stretches.update([ItemChange(before: before, after: after)]).keys) == [4])
    }

    @Test func aMoveToAnotherDayWalksTheStretchItLeftAndTheOneItJoined() {
        var stretches = TravelStretches(trip, places: TripPlaces(PlaceResolver()), model: .standard, zones: .shared)
        let before = trip.item("l5")!
        var after = before
        after.day = 8
        #expect(Set(stretches.update([ItemChange(before: before, after: after)]).keys) == [4, 7])
        // Game 4 in Washington, then game 5 in Boston with no leg between.
        #expect(stretches.findings[4].warnings.map(\.entryID) == ["g5"])
        // After game 7 in Philadelphia: the leg from Washington, then day 8's own from Philadelphia.
        #expect(stretches.findings[7].warnings.map(\.entryID) == ["l5", "l8"])
    }

    @Test func aNoteChangedWalksNothing() {
        var stretches = TravelStretches(trip, places: TripPlaces(PlaceResolver()), model: .standard, zones: .shared)
        var moved = trip.item("n3")!
        moved.day = 9
        #expect(stretches.update([ItemChange(before: trip.item("n3")!, after: moved)]).isEmpty)
    }
}
