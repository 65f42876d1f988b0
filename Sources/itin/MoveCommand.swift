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
    @Option(help: ArgumentHelp("Just before this game or item.", valueName: "REF")) var before: String?
    @Option(help: ArgumentHelp("Just after this game or item.", valueName: "REF")) var after: String?
    @Option(help: ArgumentHelp("To day N (its last slot unless --first).", valueName: "N")) var day: Int?
    @Flag(help: "With --day: the first slot of the day.") var first = false
    @Flag(help: "With --day: the last slot of the day (the default).") var last = false

    func validate() throws {
        let targets = [before != nil, after != nil, day != nil].filter { $0 }.count
        guard targets == 1 else { throw ValidationError("Give exactly one of --before, --after or --day.") }
        guard day != nil || (!first && !last) else { throw ValidationError("--first and --last go with --day.") }
        guard !(first && last) else { throw ValidationError("Give --first or --last, not both.") }
    }

    func run() throws {
        let (library, bytes) = try loadLibrary(file)
        guard let trip = library.trip(containing: itemID) else {
            complain("no game or item \"\(itemID)\" in \(file)")
            throw ExitStatus.usage
        }
        let layout = TripLayout(trip)
        guard let session = DragSession(grabbing: itemID, in: layout) else {
            complain("\(itemID) is a game: games are fixed to the schedule")
            throw ExitStatus.ruleViolation
        }
        let slot = try target(in: session)
        switch session.drop(at: slot) {
        case .unchanged:
            print(SafeText.clean("\(itemID) is already there: \(session.describe(slot: slot))"))
        case .refused(let reason):
            complain(reason.description)
            throw ExitStatus.ruleViolation
        case .moved(let edit):
            let moved = try library.applying(edit)
            try save(moved, unlessChangedSince: bytes)
            print(SafeText.clean("moved \(itemID): \(session.describe(slot: slot))"))
        }
    }

    /// The slot the options name, in the drag session's proposed space.
    private func target(in session: DragSession) throws -> Int {
        if let day {
            let days = session.trip.days
            guard (1...days).contains(day) else {
                complain("day \(day) is not in the trip \(session.trip.id) (days 1–\(days))")
                throw ExitStatus.usage
            }
            return session.slot(day: day, index: first ? 0 : session.entries(ofDay: day).count)!
        }
        let ref = (before ?? after)!
        guard ref != itemID else {
            complain("an item cannot move relative to itself")
            throw ExitStatus.usage
        }
        guard let row = session.layout.row(of: ref), let entry = session.layout.rows[row].entry else {
            complain("no game or item \"\(ref)\" in the trip \(session.trip.id)")
            throw ExitStatus.usage
        }
        let day = session.layout.day(ofRow: row)
        let index = session.entries(ofDay: day).firstIndex { $0.id == entry.id }!
        return session.slot(day: day, index: before != nil ? index : index + 1)!
    }

    /// Writes atomically, but never over a change someone else made since we read the file.
    private func save(_ library: Library, unlessChangedSince bytes: [UInt8]) throws {
        do {
            guard try LibraryFile.readBytes(file) == bytes else {
                complain("\(file) changed on disk while moving; nothing was written")
                throw ExitStatus.ioError
            }
            try LibraryFile.save(library, to: file)
        } catch let error as FileError {
            complain("cannot save: \(error)")
            throw ExitStatus.ioError
        }
    }
}
