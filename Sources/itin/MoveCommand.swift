import ArgumentParser
import ItineraryCore

struct MoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move",
        abstract: "Move one item without the editor, through the same rules as a drag.",
        discussion: """
            A forbidden target exits 1 with the reason and leaves the file untouched; \
            a move saves atomically.
            """)

    @Argument(help: "The itinerary file.") var file: String
    @Argument(help: "The id of the item to move.") var itemID: String
    @OptionGroup var place: TargetOptions

    func validate() throws {
        guard place.target != nil else { throw ValidationError("Give exactly one of --before, --after or --day.") }
    }

    func run() throws {
        let opened = try EditableFile(file)
        guard let trip = opened.library.trip(containing: itemID) else {
            throw refusal(ExitStatus.usage, "no game or item \"\(itemID)\" in \(file)")
        }
        guard let session = DragSession(grabbing: itemID, in: TripLayout(trip)) else {
            throw refusal(ExitStatus.ruleViolation, "\(itemID) is a game: games are fixed to the schedule")
        }
        let slot = try resolving { try place.target!.slot(in: session) }
        switch session.drop(at: slot) {
        case .unchanged:
            print(SafeText.clean("\(itemID) is already there: \(session.describe(slot: slot))"))
        case .refused(let reason):
            throw refusal(ExitStatus.ruleViolation, reason.description)
        case .moved(let edit):
            try opened.save(try opened.library.applyingArguments(edit), doing: "moving")
            print(SafeText.clean("moved \(itemID): \(session.describe(slot: slot))"))
        }
    }
}
