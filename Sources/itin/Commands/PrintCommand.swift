import ArgumentParser
import ItinCommandLine
import ItineraryCore

struct PrintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "print",
        abstract: "Print the rows of every trip, or one, as plain text in display order.",
        discussion: """
            A row that is not everyone's ends with its travellers (· for Alice, Bob); \
            --traveller NAME prints that traveller's own trip instead, leaving out the trips NAME \
            is not on.
            """)

    @OptionGroup var itinerary: FileArgument
    @OptionGroup var only: TripOption
    @OptionGroup var whose: TravellerOption
    @Flag(help: "End each game or item line with its id.") var ids = false

    func run() throws {
        let library = try loadLibrary(itinerary.file).library
        let chosen = try only.trip.map { try library.trips(named: $0, in: itinerary.file) }
        let trips = try whose.own(chosen ?? library.sortedTrips, in: itinerary.file)
        var out = ""
        for (n, trip) in trips.enumerated() {
            if n > 0 { out += "\n" }
            out += TripPrinter.lines(trip, ids: ids, for: whose.forWhom).joined(separator: "\n") + "\n"
        }
        print(out, terminator: "")
    }
}
