import ArgumentParser
import ItinCommandLine
import ItineraryCore

struct MoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move",
        abstract: "Move items without the editor, through the same rules as a drag.",
        discussion: """
            Several ids of one trip move as a block: they land together, in their display \
            order. A forbidden target exits 1 with the reason and leaves the file untouched; \
            a move saves atomically.
            """)

    @OptionGroup var itinerary: FileArgument
    @Argument(help: ArgumentHelp("The ids of the items to move (several move as a block).", valueName: "item-id"))
    var itemIDs: [String]
    @OptionGroup var target: TargetOptions

    func validate() throws {
        guard !itemIDs.isEmpty else { throw ValidationError("give the id of at least one item to move") }
        guard target.target != nil else { throw ValidationError("give exactly one of --before, --after or --day") }
    }

    func run() throws {
        let opened = try EditableFile(itinerary.file)
        let trip = try oneTrip(in: opened.library)
        let layout = TripLayout(trip)
        if let game = itemIDs.first(where: { trip.game($0) != nil }) {
            throw CommandFailure(ExitStatus.ruleViolation, "\(game) is a game: games are fixed to the schedule")
        }
        let session = DragSession(grabbing: itemIDs, in: layout)!
        let slot = try resolving { try target.target!.slot(in: session) }
        let moving = session.isBlock ? RowText.count(session.items.count, "item") : session.item.id
        switch session.drop(at: slot) {
        case .unchanged:
            let verb = session.isBlock ? "are" : "is"
            print(SafeText.clean("\(moving) \(verb) already there: \(session.describe(slot: slot))"))
        case .refused(let reason):
            throw CommandFailure(ExitStatus.ruleViolation, reason.description)
        case .moved(let edit):
            try opened.save(try opened.library.applyingArguments(edit), doing: "moving")
            print(SafeText.clean("moved \(moving): \(session.describe(slot: slot))"))
        }
    }

    /// The trip all the ids belong to; an unknown id, or ids of two trips, is a usage error.
    private func oneTrip(in library: Library) throws -> Trip {
        var found: Trip?
        for id in itemIDs {
            guard let trip = library.trip(containing: id) else {
                throw CommandFailure(ExitStatus.usage, "no game or item \"\(id)\" in \(itinerary.file)")
            }
            if let other = found, other.id != trip.id {
                throw CommandFailure(
                    ExitStatus.usage, "\(itemIDs[0]) and \(id) are in different trips: a block moves within one trip")
            }
            found = trip
        }
        return found!
    }
}
