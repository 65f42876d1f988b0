import ArgumentParser
import ItineraryCore

@main
struct Itin: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "itin",
        abstract: "A terminal itinerary editor for multi-day trips.",
        discussion: """
            Every position is semantic, (day, sortOrder): travel legs and notes move between \
            the games of a trip, and a leg may only sit where its games allow.
            """,
        version: BuildInfo.versionLine,
        subcommands: [EditCommand.self, PrintCommand.self, CheckCommand.self, MoveCommand.self,
                      NewCommand.self, AddCommand.self, RemoveCommand.self, ImportCommand.self,
                      ExportCommand.self, PublishCommand.self, MergeCommand.self, PlanCommand.self, PlaceCommand.self,
                      SuggestCommand.self,
                      KeysCommand.self],
        defaultSubcommand: EditCommand.self
    )
}
