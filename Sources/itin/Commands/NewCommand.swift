import ArgumentParser
import ItinCommandLine
import ItineraryCore

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Add a trip, after the last one; prints its id.",
        discussion: "FILE is created if it does not exist.")

    @OptionGroup var itinerary: FileArgument
    @Option(help: "The trip's name.", transform: OptionValue.text("--name")) var name: String
    @Option(help: ArgumentHelp("The date of day 1.", valueName: "YYYY-MM-DD"), transform: OptionValue.date) var start:
        CalendarDate
    @Option(help: ArgumentHelp("How many days (1 to 3660).", valueName: "N")) var days: Int
    @Option(help: "Its id (default: made from the name).", transform: OptionValue.text("--id")) var id: String?

    func run() throws {
        let opened = try EditableFile(itinerary.file, creating: true)
        let id = id ?? opened.library.newTripID(name: name)
        let trip = Trip(id: id, name: name, order: opened.library.orderAfterLastTrip, start: start, days: days)
        try opened.save(try opened.library.applyingArguments(.schedule(.addTrip(trip))), doing: "adding the trip")
        print(SafeText.clean(id))
    }
}
