import ItineraryCore

#if canImport(Glibc)
import Glibc
#endif

/// Where `itin` keeps the library when no file is named (SPEC §2).
enum DefaultLibrary {
    static func path() -> String {
        if let file = ProcessInfoLite.environment("ITIN_FILE"), !file.isEmpty { return file }
        if let data = ProcessInfoLite.environment("XDG_DATA_HOME"), !data.isEmpty { return data + "/itin/trips.json" }
        return (ProcessInfoLite.environment("HOME") ?? ".") + "/.local/share/itin/trips.json"
    }

    /// `mkdir -p` of the file's folder.
    static func makeFolders(for file: String) throws(FileError) {
        var path = file.hasPrefix("/") ? "" : "."
        for part in file.split(separator: "/").dropLast() {
            path += "/" + part
            if mkdir(path, 0o755) != 0 && errno != EEXIST {
                throw .io(path: path, reason: String(cString: strerror(errno)))
            }
        }
    }
}

enum ProcessInfoLite {
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
