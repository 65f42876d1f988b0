import ArgumentParser
import ItinCommandLine
import ItineraryCore

struct AddNoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "note",
        abstract: "Add a note (a custom item) to a trip; prints its id.",
        discussion: "At the target; without one, in the last slot of the last day.")

    @OptionGroup var tripInFile: TripInFile
    @Option(help: "What the note says in its row.", transform: OptionValue.text("--title")) var title: String
    @Option(help: "More text, shown with it.") var note: String?
    @OptionGroup var whom: WhoOption
    @OptionGroup var target: TargetOptions

    func run() throws {
        let note = note.map { $0.trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
        let (file, trip) = try tripInFile.open()
        let kind = Item.Kind.custom(Custom(title: title, note: note))
        try file.add(
            Item(id: file.library.newItemID(kind), day: 1, sortOrder: 0, kind: kind, who: try whom.who(on: trip)),
            to: trip,
            at: target.target ?? .day(trip.days, .last))
    }
}
