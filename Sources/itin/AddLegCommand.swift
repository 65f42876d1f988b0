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

    @OptionGroup var place: TripInFile
    @Option(help: ArgumentHelp("The city the leg leaves.", valueName: "A")) var from: String
    @Option(help: ArgumentHelp("The city it arrives in.", valueName: "B")) var to: String
    @Option(help: ArgumentHelp("The distance, or auto for the estimate between the two places.", valueName: "M")) var miles: String?
    @Option(help: ArgumentHelp("How: drive, fly or train (d, f, t will do).", valueName: "MODE")) var mode: String?
    @OptionGroup var target: TargetOptions

    func run(settings: Settings) throws {
        let from = try OptionValue.text(from, "--from"), to = try OptionValue.text(to, "--to")
        let auto = miles?.lowercased() == "auto"
        var miles = try auto ? nil : miles.map { try OptionValue.read(FieldText.miles($0)) }
        let mode = try mode.map { try OptionValue.read(FieldText.mode($0)) }
        let (file, trip) = try place.open()
        if auto {
            // An unknown place leaves the leg without miles, and says so.
            let estimate = LegMiles.estimate(from: from, to: to, mode: mode, places: PlaceResolver(file.library), model: settings.travel)
            switch estimate {
            case .success(let estimate): miles = estimate.miles
            case .failure(let unknown): complain("warning: unknown place: \(unknown.name); the leg has no miles")
            }
        }
        let kind = Item.Kind.travel(Travel(from: from, to: to, miles: miles, mode: mode))
        try file.add(Item(id: file.library.newItemID(kind), day: 1, sortOrder: 0, kind: kind), to: trip, at: target.target)
    }
}
