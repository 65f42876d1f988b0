import ArgumentParser
import ItinCommandLine
import ItinSettings
import ItineraryCore

struct PlanCommand: SettingsCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Add a leg wherever a trip has no way from one city to the next.",
        discussion: """
            One leg for every "no travel" warning of `itin check`: from where the traveller is to \
            where the trip goes next, in the first slot after the game or leg that put them there \
            where the rules allow it, with the estimated miles. With --mode auto (the default) a \
            leg drives when the drive is at most 600 miles and fits the hours before the next \
            game, else flies when both places have an airport within 75 miles, else drives. \
            Prints one line per leg added and per gap it cannot fill (an unknown place); exits 1 \
            when there was any such gap. One save; running it again adds nothing.
            """)

    @OptionGroup var itinerary: FileArgument
    @OptionGroup var only: TripOption
    @Option(
        help: ArgumentHelp("auto (the default), drive, train or fly.", valueName: "MODE"), transform: Self.modeChoice)
    var mode = TravelPlan.ModeChoice.auto
    @Flag(help: "Print what would be added; write nothing.") var dryRun = false

    private static func modeChoice(_ text: String) throws -> TravelPlan.ModeChoice {
        text.lowercased() == "auto" ? .auto : .always(try OptionValue.mode(text))
    }

    func run(settings: Settings) throws {
        let file = try EditableFile(itinerary.file)
        let trips =
            try only.trip.map { try [file.library.trip(named: $0, in: itinerary.file)] } ?? file.library.sortedTrips
        let places = PlaceResolver(file.library)
        var library = file.library
        var lines: [String] = []
        var added = 0
        var unfilled = 0
        for trip in trips {
            let plan = TravelPlan(trip, in: library, places: places, model: settings.travel, mode: mode)
            let prefix = trips.count > 1 ? "\(trip.id): " : ""
            lines += plan.legs.map { prefix + $0.line } + plan.unfilled.map { prefix + $0.line }
            added += plan.legs.count
            unfilled += plan.unfilled.count
            if let edit = plan.edit { library = try library.applyingArguments(edit) }
        }
        // Said once saved: a save refused leaves nothing said to be added.
        if added > 0 && !dryRun { try file.save(library, doing: "planning") }
        for line in lines { print(SafeText.clean(line)) }
        if added == 0 && unfilled == 0 { print("nothing to plan") }
        if unfilled > 0 { throw CommandFailure(ExitStatus.ruleViolation) }
    }
}
