import ArgumentParser
import ItineraryCore

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a file: one line per item where the rules forbid it.",
        discussion: "Exits 0 when clean, 1 when any item sits where the rules forbid it, 65 when the file is not a valid itinerary.")

    @Argument(help: "The itinerary file.") var file: String

    func run() throws {
        let library = try loadLibrary(file).library
        var problems = 0
        for trip in library.sortedTrips {
            for p in TripCheck(trip).problems {
                print(SafeText.clean(Misplaced.line(trip, p)))
                problems += 1
            }
        }
        if problems > 0 { throw ExitStatus.ruleViolation }
    }
}
