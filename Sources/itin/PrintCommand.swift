import ArgumentParser
import ItineraryCore

struct PrintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "print",
        abstract: "Print the rows of every trip, or one, as plain text in display order.")

    @Argument(help: "The itinerary file.") var file: String
    @Option(help: "Only the trip with this name or id.") var trip: String?
    @Flag(help: "End each game or item line with its id.") var ids = false

    func run() throws {
        let library = try loadLibrary(file).library
        var trips = library.sortedTrips
        if let wanted = trip {
            let folded = wanted.lowercased()
            trips = trips.filter { $0.id == wanted } .nonEmpty ?? trips.filter { $0.name.lowercased() == folded }
            guard !trips.isEmpty else {
                complain("no trip with the id or name \"\(wanted)\" in \(file)")
                throw ExitStatus.usage
            }
        }
        var out = ""
        for (n, trip) in trips.enumerated() {
            if n > 0 { out += "\n" }
            out += TripPrinter.lines(trip, ids: ids).joined(separator: "\n") + "\n"
        }
        print(out, terminator: "")
    }
}

extension Array {
    var nonEmpty: Self? { isEmpty ? nil : self }
}
