import ArgumentParser
import ItinCommandLine
import ItinSettings
import ItineraryCore

struct AddLegCommand: SettingsCommand {
    static let configuration = CommandConfiguration(
        commandName: "leg",
        abstract: "Add a travel leg to a trip; prints its id.",
        discussion: """
            At the target, through the same rules as a drag; without a target, in the first \
            slot the rules allow. A forbidden target exits 1 with the reason and writes nothing.
            """)

    @OptionGroup var tripInFile: TripInFile
    @Option(help: ArgumentHelp("The city the leg leaves.", valueName: "A"), transform: OptionValue.text("--from"))
    var from: String
    @Option(help: ArgumentHelp("The city it arrives in.", valueName: "B"), transform: OptionValue.text("--to")) var to:
        String
    @Option(
        help: ArgumentHelp("The distance, or auto for the estimate between the two places.", valueName: "M"),
        transform: MilesChoice.init)
    var miles: MilesChoice?
    @Option(
        help: ArgumentHelp("How: drive, fly or train (d, f, t will do).", valueName: "MODE"),
        transform: OptionValue.mode)
    var mode: Travel.Mode?
    @OptionGroup var whom: WhoOption
    @OptionGroup var target: TargetOptions

    /// `--miles`: a distance, or `auto`.
    enum MilesChoice {
        case given(Double)
        case auto

        init(_ text: String) throws {
            self = text.lowercased() == "auto" ? .auto : .given(try OptionValue.read(FieldText.miles(text)))
        }
    }

    func run(settings: Settings) throws {
        let (file, trip) = try tripInFile.open()
        var miles: Double?
        switch self.miles {
        case .given(let given): miles = given
        case .auto:
            // An unknown place leaves the leg without miles, and says so.
            let estimate = LegMiles.estimate(
                from: from, to: to, mode: mode, places: PlaceResolver(file.library), model: settings.travel)
            switch estimate {
            case .success(let estimate): miles = estimate.miles
            case .failure(let unknown): complain("warning: unknown place: \(unknown.name); the leg has no miles")
            }
        case nil: break
        }
        let kind = Item.Kind.travel(Travel(from: from, to: to, miles: miles, mode: mode))
        try file.add(
            Item(id: file.library.newItemID(kind), day: 1, sortOrder: 0, kind: kind, who: try whom.who(on: trip)),
            to: trip, at: target.target)
    }
}
