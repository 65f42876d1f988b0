import ArgumentParser
import ItineraryCore

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Add a trip, after the last one; prints its id.",
        discussion: "FILE is created if it does not exist.")

    @Argument(help: "The itinerary file; it need not exist yet.") var file: String
    @Option(help: "The trip's name.") var name: String
    @Option(help: ArgumentHelp("The date of day 1.", valueName: "YYYY-MM-DD")) var start: String
    @Option(help: ArgumentHelp("How many days (1 to 3660).", valueName: "N")) var days: Int
    @Option(help: "Its id (default: made from the name).") var id: String?

    func run() throws {
        let name = try OptionValue.text(name, "--name")
        let start = try OptionValue.read(FieldText.date(start))
        let opened = try EditableFile(file, creating: true)
        let id = try id.map { try OptionValue.text($0, "--id") } ?? opened.library.newTripID(name: name)
        let trip = Trip(id: id, name: name, order: opened.library.orderAfterLastTrip, start: start, days: days)
        try opened.save(try opened.library.applyingArguments(.schedule(.addTrip(trip))), doing: "adding the trip")
        print(SafeText.clean(id))
    }
}
