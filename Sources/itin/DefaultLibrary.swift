import ItinCommandLine
import ItineraryCore

/// Where `itin` keeps the library when no file is named (docs/commands.md): `$ITIN_FILE`,
/// else the settings' `library` (docs/settings.md), else the data folder's.
enum DefaultLibrary {
    static func path(settings library: String?, environment: Environment = .process) -> String {
        if let file = environment["ITIN_FILE"] { return file }
        if let library { return library }
        if let data = environment["XDG_DATA_HOME"] { return data + "/itin/trips.json" }
        return (environment.home ?? ".") + "/.local/share/itin/trips.json"
    }
}
