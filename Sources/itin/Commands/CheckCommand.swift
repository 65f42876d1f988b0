import ArgumentParser
import ItinCommandLine
import ItinSettings
import ItineraryCore

struct CheckCommand: SettingsCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a file: one line per item where the rules forbid it, then the travel warnings.",
        discussion: """
            Travel warnings (a city with no way in, a leg too long for the hours between two games, \
            a night spent where the day does not end, two beds on one night) follow as \
            `TRIP-ID ID: travel: REASON`, then, in a trip with a stay, each night without one as \
            `TRIP-ID: night N (DATE): no stay, …`, and names that fit no place as \
            `TRIP-ID: unknown place: NAME`, and each game whose time is not set yet as \
            `TRIP-ID GAME-ID: time not set yet`. In a trip where some entries are a traveller's own, \
            travel is checked for each traveller over their own entries, and a warning that does not \
            hold for every traveller names whose it is (`Bob: no travel from …`); with --traveller, \
            only that traveller's own trip is checked, without their name, and trips they are not on \
            are left out. Exits 0 when no item sits where the rules forbid it, \
            else 1; with --strict, 1 when anything at all is listed; 65 when the file is not a \
            valid itinerary.
            """)

    @OptionGroup var itinerary: FileArgument
    @Flag(help: "Exit 1 when anything at all is listed, travel warnings, unknown places and unset times included.")
    var strict = false
    @OptionGroup var only: TravellerOption

    func run(settings: Settings) throws {
        let library = try loadLibrary(itinerary.file).library
        let places = PlaceResolver(library)
        let trips = try only.trips(library.sortedTrips, in: itinerary.file)
        let whose = only.forWhom
        var misplaced = 0
        var listed = 0  // what --strict refuses: all but the misplaced items
        for trip in trips {
            let theirs = only.traveller.map { Set(trip.seen(by: $0).items.map(\.id)) }
            for p in TripCheck(trip).problems where theirs?.contains(p.itemID) ?? true {
                print(SafeText.clean(Misplaced.line(trip, p)))
                misplaced += 1
            }
        }
        for trip in trips {
            let travel = TravelCheck(trip, for: whose, places: places, model: settings.travel)
            for w in travel.warnings { print(SafeText.clean("\(trip.id) \(w.entryID): travel: \(w.description)")) }
            for night in travel.unbookedNights { print(SafeText.clean("\(trip.id): \(night.description)")) }
            for name in travel.unknownPlaces { print(SafeText.clean("\(trip.id): unknown place: \(name)")) }
            // Not a warning: the schedule has yet to set it, and travel takes it as 19:00.
            let unset = trip.gamesWithoutTime.filter { Self.isTheirs($0.who, whose) }
            for game in unset { print(SafeText.clean("\(trip.id) \(game.id): time not set yet")) }
            listed += travel.count + travel.unknownPlaces.count + unset.count
        }
        if misplaced > 0 || (strict && listed > 0) { throw CommandFailure(ExitStatus.ruleViolation) }
    }

    /// Whether an entry with this `who` is in the trip checked: everyone's has every entry.
    private static func isTheirs(_ who: [String]?, _ whose: ForWhom) -> Bool {
        guard case .traveller(let name) = whose else { return true }
        return Trip.includes(who, name)
    }
}
