import ArgumentParser
import ItinSettings
import ItineraryEditor

/// `itin keys [--default]`: the editor's keys in force, each with the action name the
/// settings' `[keys]` use, as Markdown; `--default` is docs/keys.md's list.
struct KeysCommand: SettingsCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Print the editor's keys and their action names, as Markdown.",
        discussion: """
            Each action's name (trip.add-note) is what [keys] in the settings file binds to other \
            keys; see itin config. The keys shown are those in force, the settings' included.
            """)

    @Flag(name: .customLong("default"), help: "Print the standard keys, whatever the settings file says.")
    var defaults = false

    func run(settings: Settings) {
        print((defaults ? KeyTable.standard : settings.keys).markdown, terminator: "")
    }
}
