import ArgumentParser
import ItinCommandLine
import ItineraryCore

struct AddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a game, a travel leg, a note or a stay to a trip; prints its id.",
        subcommands: [AddGameCommand.self, AddLegCommand.self, AddNoteCommand.self, AddStayCommand.self])

    /// Without a kind there is nothing to do: a usage error, not help on stdout.
    func run() throws {
        throw CommandFailure(
            ExitStatus.usage, "say what to add: itin add game|leg|note|stay FILE --trip T … (itin add --help)")
    }
}

extension EditableFile {
    /// Adds a new item at a target, judged as a drag there would be; without a target, in
    /// the first slot the rules allow. A forbidden slot exits 1 with the reason, writing
    /// nothing. Prints the item's id.
    func add(_ item: Item, to trip: Trip, at target: MoveTarget?) throws {
        let wanted = try resolving { try target?.position(in: TripLayout(trip)) ?? (day: 1, index: 0) }
        // Without a target: the allowed slot nearest the first is the first allowed.
        switch NewItemLanding.place(item, in: trip, day: wanted.day, index: wanted.index) {
        case .failure(let reason):
            throw CommandFailure(
                ExitStatus.ruleViolation,
                target == nil ? "no slot of the trip \(trip.id) allows it: \(reason)" : reason.description)
        case .success(let place):
            if target != nil, let reason = place.refused {
                throw CommandFailure(ExitStatus.ruleViolation, reason.description)
            }
            var placed = item
            placed.day = place.placement.day
            placed.sortOrder = place.placement.sortOrder
            let edit = Edit.add(trip: trip.id, item: placed, renumbered: place.placement.renumbered)
            try save(try library.applyingArguments(edit), doing: "adding \(item.id)")
            print(SafeText.clean(item.id))
        }
    }
}
