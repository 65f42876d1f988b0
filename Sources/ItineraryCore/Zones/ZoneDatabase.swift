#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's zone database: $TZDIR if set and non-empty, else /usr/share/zoneinfo.
/// Foundation's `TimeZone` on Linux reads ICU's own data, not this; itin reads the system's.
public struct ZoneDatabase: Sendable {
    public let directory: String

    /// `$TZDIR` read by itself: `ProcessInfo.environment` makes a dictionary of every variable
    /// (0.4 M instructions, a tenth of opening a small library).
    public static var system: ZoneDatabase {
        ZoneDatabase(environment: ["TZDIR": getenv("TZDIR").map { String(cString: $0) } ?? ""])
    }

    public init(directory: String) {
        self.directory = directory
    }

    /// The database `$TZDIR` in this environment names, else /usr/share/zoneinfo.
    public init(environment: [String: String]) {
        let tzdir = environment["TZDIR"] ?? ""
        self.init(directory: tzdir.isEmpty ? "/usr/share/zoneinfo" : tzdir)
    }

    /// A zone by its IANA name (`America/New_York`, `UTC`, `Etc/GMT+5`). Names are checked by shape
    /// first (ASCII letters, digits, `/ _ + -`, no leading `/`, no `.` or `..` component, no `//`),
    /// so a name can never reach outside the directory; then the file must exist and be TZif.
    public func zone(named name: String) throws(ZoneError) -> Zone {
        let refusal = { (problem: ZoneError.Problem) in ZoneError(name: name, directory: directory, problem: problem) }
        guard ZoneName.isWellFormed(name) else { throw refusal(.notAZoneName) }
        let bytes: [UInt8]
        do {
            bytes = try RegularFileReader.read(ZoneName.path(of: name, in: directory))
        } catch {
            switch error {
            case .missing: throw refusal(.notFound)
            case .io(_, let reason) where reason.hasPrefix("not a regular file"): throw refusal(.notFound)
            case .io(_, let reason): throw refusal(.unreadable(reason))
            case .tooLarge: throw refusal(.damaged("it is far larger than any zone file"))
            }
        }
        do {
            return try Zone(name: name, tzif: bytes)
        } catch {
            throw error.isNotTZif ? refusal(.notFound) : refusal(.damaged(error.reason))
        }
    }
}
