import Synchronization

/// Zones by name, each read from the system's database once per process: the travel check
/// runs after every change and must not read a file each time.
public final class ZoneCache: Sendable {
    public static let shared = ZoneCache(.system)

    private let database: ZoneDatabase
    private let zones = Mutex<[String: Zone?]>([:])

    public init(_ database: ZoneDatabase) { self.database = database }

    /// The zone, or nil when the system has none of that name.
    public func zone(_ name: String) -> Zone? {
        zones.withLock { zones in
            if let known = zones[name] { return known }
            let zone = try? database.zone(named: name)
            zones[name] = zone
            return zone
        }
    }
}
