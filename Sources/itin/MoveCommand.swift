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
        let slot: Int
        do { slot = try target.slot(in: session) } catch {
            complain(error.description)
            throw ExitStatus.usage
        }
        switch session.drop(at: slot) {
        case .unchanged:
            print(SafeText.clean("\(itemID) is already there: \(session.describe(slot: slot))"))
        case .refused(let reason):
            complain(reason.description)
            throw ExitStatus.ruleViolation
        case .moved(let edit):
            try save(try library.applying(edit), over: bytes)
            print(SafeText.clean("moved \(itemID): \(session.describe(slot: slot))"))
        }
    }

    private var target: MoveTarget {
        if let before { return .before(before) }
        if let after { return .after(after) }
        return .day(day!, first ? .first : .last)
    }

    /// Writes atomically, but never over a change someone else made since we read the file.
    private func save(_ library: Library, over bytes: [UInt8]) throws {
        switch GuardedSave.write(LibraryEncoder.encode(library), to: file, expecting: .content(Fingerprint(bytes))) {
        case .saved: break
        case .changedOnDisk:
            complain("\(file) changed on disk while moving; nothing was written")
            throw ExitStatus.ioError
        case .failed(let reason):
            complain("cannot save: \(reason)")
            throw ExitStatus.ioError
        }
    }
}
