#if canImport(Glibc)
import Glibc
#endif

/// Where `itin` keeps the library when no file is named (SPEC §2): `$ITIN_FILE`, else the
/// settings' `library` (§11), else the data folder's.
enum DefaultLibrary {
    static func path(settings library: String?) -> String {
        if let file = ProcessInfoLite.environment("ITIN_FILE"), !file.isEmpty { return file }
        if let library { return library }
        if let data = ProcessInfoLite.environment("XDG_DATA_HOME"), !data.isEmpty { return data + "/itin/trips.json" }
        return (ProcessInfoLite.environment("HOME") ?? ".") + "/.local/share/itin/trips.json"
    }
}

enum ProcessInfoLite {
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Where scratch files go: `$TMPDIR`, else /tmp.
    static var temporaryDirectory: String {
        environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }
}
