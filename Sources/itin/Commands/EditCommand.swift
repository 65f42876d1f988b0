import ArgumentParser
import ItinSettings

struct EditCommand: SettingsCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Open a file in the editor (the default command).",
        discussion: """
            Without FILE: $ITIN_FILE if set, else the settings' library, else \
            $XDG_DATA_HOME/itin/trips.json (~/.local/share/itin/trips.json), created from the \
            demo trips when missing.
            """)

    @Argument(help: "The itinerary file; it need not exist yet.") var file: String?
    @Flag(help: "Open a scratch copy of the built-in demo trips; your library is untouched.") var demo = false
    @Flag(name: .customLong("no-mouse"), help: "Do not use the mouse.") var noMouse = false

    func validate() throws {
        if demo && file != nil { throw ValidationError("give a FILE or --demo, not both") }
    }

    var session: EditSession {
        EditSession(source: demo ? .demo : file.map { .file($0) } ?? .usual, mouse: !noMouse)
    }

    func run(settings: Settings) throws { try session.run(settings: settings) }
}
