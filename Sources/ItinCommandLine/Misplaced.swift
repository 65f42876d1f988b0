import ItineraryCore

/// Items where the rules forbid them (docs/travel.md), in the words of `itin check`.
package enum Misplaced {
    /// `TRIP-ID ITEM-ID: reason`
    package static func line(_ trip: Trip, _ problem: TripCheck.Problem) -> String {
        "\(trip.id) \(problem.itemID): \(problem.reason.description)"
    }

    /// A schedule change moves no item (docs/file-format.md), but may leave legs where the
    /// rules now forbid them: one warning on stderr for each that was not misplaced before.
    package static func warn(before: Library, after: Library) {
        for trip in after.sortedTrips where before.trip(trip.id) != trip {
            for problem in TripCheck.newlyMisplaced(before: before.trip(trip.id), after: trip) {
                complain("warning: " + line(trip, problem))
            }
        }
    }
}
