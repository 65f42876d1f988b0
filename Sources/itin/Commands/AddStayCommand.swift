import ArgumentParser
import ItinCommandLine
import ItineraryCore

struct AddStayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stay",
        abstract: "Add a stay (where you sleep) to a trip; prints its id.",
        discussion: """
            It sits on the day of its first night and covers that night and the ones after it. \
            Give --day N (its last slot) or another target: a stay is never refused a slot.
            """)

    @OptionGroup var place: TripInFile
    @Option(help: "The hotel, or whose flat.") var name: String
    @Option(help: "The city it is in.") var city: String
    @Option(help: ArgumentHelp("How many nights, 1 to 366 (default 1).", valueName: "N")) var nights: String?
    @Option(help: "Its street address.") var address: String?
    @Option(help: ArgumentHelp("The booking's confirmation number.", valueName: "K")) var confirmation: String?
    @Option(name: .customLong("check-in"), help: ArgumentHelp("Check-in time.", valueName: "HH:MM"))
    var checkIn: String?
    @Option(name: .customLong("check-out"), help: ArgumentHelp("Check-out time.", valueName: "HH:MM"))
    var checkOut: String?
    @OptionGroup var whom: WhoOption
    @OptionGroup var target: TargetOptions

    func run() throws {
        guard let wanted = target.target else {
            throw CommandFailure(ExitStatus.usage, "say where the stay goes: --day N, or --before or --after REF")
        }
        let optional = { (text: String?) in text.map { $0.trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 } }
        let stay = Stay(
            name: try OptionValue.text(name, "--name"), city: try OptionValue.text(city, "--city"),
            nights: try nights.map { try OptionValue.read(FieldText.nights($0)) },
            address: optional(address), confirmation: optional(confirmation),
            checkIn: try checkIn.map { try OptionValue.read(FieldText.time($0)) },
            checkOut: try checkOut.map { try OptionValue.read(FieldText.time($0)) })
        let (file, trip) = try place.open()
        let kind = Item.Kind.stay(stay)
        let item = Item(id: file.library.newItemID(kind), day: 1, sortOrder: 0, kind: kind, who: try whom.who(on: trip))
        try file.add(item, to: trip, at: wanted)
    }
}
