import ArgumentParser
import ItinCommandLine
import ItinSettings
import ItineraryCore

#if canImport(Glibc)
    import Glibc
#endif

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
        subcommands: [
            EditCommand.self, PrintCommand.self, CheckCommand.self, MoveCommand.self,
            NewCommand.self, AddCommand.self, RemoveCommand.self, ImportCommand.self,
            ExportCommand.self, PublishCommand.self, MergeCommand.self, PlanCommand.self, PlaceCommand.self,
            SuggestCommand.self, MapCommand.self, CostsCommand.self,
            ConfigCommand.self, KeysCommand.self,
        ],
        defaultSubcommand: EditCommand.self
    )

    /// Parses the command line, then reads the settings file once, for every command and
    /// before any of them touches a file or the terminal (docs/settings.md), and hands them to
    /// the commands that use them. `--help` and `--version` need no settings. The editor's
    /// plain command line is read without ArgumentParser (`EditSession.plain`), to open sooner.
    static func main() {
        if let session = EditSession.plain(CommandLine.arguments.dropFirst(), isCommand: { commandNames.contains($0) })
        {
            do { try session.run(settings: loadSettings()) } catch { exit(failing: error) }
            exit(failing: nil)
        }
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(failing: error)
        }
        // ArgumentParser answers `help` and `--help` with a command of its own.
        guard commands.contains(ObjectIdentifier(type(of: command))) else {
            do { try command.run() } catch { exit(failing: error) }
            exit(failing: nil)
        }
        do {
            let settings = try loadSettings()
            if var taking = command as? any SettingsCommand {
                try taking.run(settings: settings)
            } else {
                try command.run()
            }
        } catch {
            exit(failing: error)
        }
        exit(failing: nil)
    }

    /// Every command of itin's own, subcommands included.
    private static let commands: Set<ObjectIdentifier> = {
        var found: Set<ObjectIdentifier> = []
        func add(_ type: ParsableCommand.Type) {
            found.insert(ObjectIdentifier(type))
            type.configuration.subcommands.forEach(add)
        }
        add(Itin.self)
        return found
    }()

    /// The words that choose a command other than the editor: each command's name and
    /// aliases, and ArgumentParser's `help`.
    static let commandNames: Set<String> = Set(
        configuration.subcommands.flatMap { [$0._commandName] + $0.configuration.aliases } + ["help"])

    static var settingsPath: String { SettingsFile.path(environment: .process) }

    /// The settings file read, or why not (exit 78).
    static func loadSettings() throws(CommandFailure) -> Settings {
        do {
            return try SettingsFile.load(settingsPath, home: Environment.process.home)
        } catch {
            throw CommandFailure(ExitStatus.config, lines: error.lines)
        }
    }
}

/// A command that uses the settings: `Itin.main` reads them once and hands them in.
protocol SettingsCommand: ParsableCommand {
    mutating func run(settings: Settings) throws
}

extension SettingsCommand {
    /// Only when run other than through `Itin.main`: the settings are read here instead.
    mutating func run() throws {
        try run(settings: Itin.loadSettings())
    }
}
