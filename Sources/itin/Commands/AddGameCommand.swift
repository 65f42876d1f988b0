import ArgumentParser
import ItinCommandLine
import ItineraryCore

struct AddGameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "game",
        abstract: "Add a game to a trip; prints its id.",
        discussion: """
            No item moves for a new game: a leg the game leaves where the rules forbid it \
            is named in a warning on stderr, as `itin check` names it; the game is added \
            all the same (exit 0).
            """)

    @OptionGroup var tripInFile: TripInFile
    @Option(help: ArgumentHelp("The day of the trip.", valueName: "N")) var day: Int
    @Option(
        help: ArgumentHelp(
            "Local start time at the venue, 24-hour; TBD while the schedule has not set it.", valueName: "HH:MM"),
        transform: OptionValue.gameTime)
    var time: GameTimeOption
    @Option(help: "The visiting team.", transform: OptionValue.text("--away")) var away: String
    @Option(help: "The home team.", transform: OptionValue.text("--home")) var home: String
    @Option(help: "The ballpark or arena.", transform: OptionValue.text("--venue")) var venue: String
    @Option(help: "The venue's city (travel legs are judged by it).", transform: OptionValue.text("--city")) var city:
        String
    @Option(
        help: ArgumentHelp("The venue's time zone (IANA, like America/New_York).", valueName: "ZONE"),
        transform: OptionValue.zone)
    var tz: String?
    @OptionGroup var whom: WhoOption

    func run() throws {
        let (file, trip) = try tripInFile.open()
        guard (1...trip.days).contains(day) else {
            throw CommandFailure(
                ExitStatus.usage,
                MoveTarget.Problem.dayOutOfRange(day: day, tripID: trip.id, days: trip.days).description)
        }
        let id = file.library.newGameID(on: trip.date(ofDay: day), away: away, home: home)
        let game = Game(
            id: id, day: day, time: time.time, away: away, home: home, venue: venue, city: city, tz: tz,
            who: try whom.who(on: trip))
        let library = try file.library.applyingArguments(.schedule(.addGame(trip: trip.id, game: game)))
        try file.save(library, doing: "adding the game")
        Misplaced.warn(before: file.library, after: library)
        print(SafeText.clean(id))
    }
}
