import ArgumentParser
import ItinSettings

#if canImport(Glibc)
    import Glibc
#endif

/// `itin config [--default]`: the settings in force, or the defaults, as a TOML file that
/// reads back to the same settings (docs/settings.md).
struct ConfigCommand: SettingsCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the settings in force, or the defaults, as TOML.",
        discussion: """
            The settings file is $ITIN_CONFIG, else $XDG_CONFIG_HOME/itin/config.toml \
            (~/.config/itin/config.toml); without one, the defaults are in force. itin never \
            writes it: to start one, itin config --default > ~/.config/itin/config.toml.
            """)

    @Flag(name: .customLong("default"), help: "Print the defaults, whatever the settings file says.") var defaults =
        false

    func run(settings: Settings) throws {
        let path = String(Itin.settingsPath.map { $0.isNewline ? " " : $0 })
        let heading =
            defaults
            ? ["itin's default settings; a settings file holds any of them, at \(path)"]
            : ["itin's settings in force, from \(path)\(settingsFileExists(path) ? "" : " (none there: the defaults)")"]
        print(SettingsText.toml(defaults ? Settings() : settings, heading: heading), terminator: "")
    }

    private func settingsFileExists(_ path: String) -> Bool { access(path, F_OK) == 0 }
}
