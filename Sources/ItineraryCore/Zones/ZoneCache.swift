import Foundation

/// Zones by name, each read from the system's database once per process: the travel check
/// runs after every change and must not read a file each time.
public final class ZoneCache: @unchecked Sendable {
    public static let shared = ZoneCache(.system)

    private let database: ZoneDatabase
    private let lock = NSLock()
    private var zones: [String: Zone?] = [:]

    public init(_ database: ZoneDatabase) { self.database = database }

    /// The zone, or nil when the system has none of that name.
    public func zone(_ name: String) -> Zone? {
        lock.lock()
        defer { lock.unlock() }
        if let known = zones[name] { return known }
        let zone = try? database.zone(named: name)
        zones[name] = zone
        return zone
    }
}
