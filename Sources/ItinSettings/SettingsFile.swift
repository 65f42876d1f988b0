import ItineraryCore

#if canImport(Glibc)
    import Glibc
#endif

/// The settings file (docs/settings.md): where it is, and reading it once, whole, at start.
/// Nothing here writes it.
public enum SettingsFile {
    /// A settings file is a few hundred lines; past this it is not one.
    public static let limit = 1 << 20

    /// `$ITIN_CONFIG`, else `$XDG_CONFIG_HOME/itin/config.toml`, else
    /// `~/.config/itin/config.toml`; an empty variable counts as unset.
    public static func path(environment: Environment) -> String {
        if let file = environment["ITIN_CONFIG"] { return file }
        if let config = environment["XDG_CONFIG_HOME"] { return config + "/itin/config.toml" }
        return (environment.home ?? ".") + "/.config/itin/config.toml"
    }

    /// The settings in the file at `path`; the defaults when there is none, or none this user
    /// can see (a folder on the way it may not search: `itin` run as another user with the
    /// same $HOME). A file that is there but cannot be read is refused.
    public static func load(_ path: String, home: String?) throws(SettingsRefusal) -> Settings {
        let bytes: [UInt8]
        let mode: UInt32
        do {
            (bytes, mode) = try LibraryFile.readBytes(path, limit: limit)
        } catch {
            switch error {
            case .missing: return Settings()
            case .tooLarge(_, let size):
                throw SettingsRefusal(
                    path: path,
                    [SettingsProblem(line: nil, "too large (\(size) bytes); a settings file is at most 1 MiB")])
            case .io(_, let reason):
                if !isVisible(path) { return Settings() }
                throw SettingsRefusal(path: path, [SettingsProblem(line: nil, reason)])
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let valid = bytes.prefix { $0 < 0x80 }  // the line of the first byte that is not ASCII, at worst
            let line = valid.count { $0 == UInt8(ascii: "\n") } + 1
            throw SettingsRefusal(path: path, [SettingsProblem(line: line, "not TOML: not UTF-8 text")])
        }
        // S_IWGRP | S_IWOTH
        return try SettingsReader.read(text, path: path, home: home, othersMayWrite: mode & 0o022 != 0)
    }
}

/// Whether anything is at `path` as far as this user can tell.
private func isVisible(_ path: String) -> Bool {
    var st = stat()
    if stat(path, &st) == 0 { return true }
    return ![ENOENT, ENOTDIR, EACCES].contains(errno)
}

/// A settings file `itin` will not start with: each problem as `PATH:LINE: reason`.
public struct SettingsRefusal: Error, Equatable, Sendable {
    public var path: String
    public var problems: [SettingsProblem]

    public init(path: String, _ problems: [SettingsProblem]) {
        self.path = path
        self.problems = problems
    }

    public var lines: [String] {
        problems.map { problem in
            problem.line.map { "\(path):\($0): \(problem.reason)" } ?? "\(path): \(problem.reason)"
        }
    }
}
