import ArgumentParser
import ItinCommandLine
import ItineraryCore

struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Remove items, games or trips by id.",
        discussion: """
            Every id is checked first: an unknown one (exit 64) changes nothing. A trip that \
            holds games or items, or a game whose day holds items, needs --force (entries \
            named in the same command do not count). No item moves: a leg a removed game \
            leaves where the rules forbid it is named in a warning on stderr, as `itin check` \
            names it.
            """)

    @OptionGroup var itinerary: FileArgument
    @Argument(help: ArgumentHelp("The ids of the trips, games or items to remove.", valueName: "ID")) var ids: [String]
    @Flag(help: "Remove a trip with everything in it, or a game with items on its day.") var force = false

    func run() throws {
        let opened = try EditableFile(itinerary.file)
        let removal = Removal(ids, in: opened.library, force: force)
        guard removal.problems.isEmpty else {
            throw CommandFailure(ExitStatus.usage, lines: removal.problems.map(\.description))
        }
        var library = opened.library
        for edit in removal.edits { library = try library.applyingArguments(edit) }
        try opened.save(library, doing: "removing")
        Misplaced.warn(before: opened.library, after: library)
        print(removal.removed.map { SafeText.clean("removed \($0)") }.joined(separator: "\n"))
    }
}
