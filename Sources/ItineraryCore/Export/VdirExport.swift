#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `export --format vdir` (docs/calendars.md): the trips' events as a vdir, the folder of
/// one `.ics` file per event that khal and vdirsyncer keep calendars in. The same resources
/// `publish` sends, each file written atomically; a file of these trips whose event is gone
/// is removed; a file that is not theirs is never touched.
public struct VdirPlan: Hashable, Sendable {
    /// Files to write, by name, with their text.
    public let writes: [Write]
    /// Files of these trips whose events are gone.
    public let removals: [String]
    /// Events whose file already says the same (ignoring DTSTAMP): not written, so a
    /// vdirsyncer that goes by files' times sees no change.
    public let unchanged: Int
    /// Names taken by a file that is not one of these trips' events.
    public let clashes: [String]

    public struct Write: Hashable, Sendable {
        public let name: String
        public let resource: CalendarResource
    }

    /// `existing` is the folder's `.ics` files as (name, text).
    public init(resources: [CalendarResource], trips: Set<String>, existing: [(name: String, text: String)]) {
        let readings = existing.map { (name: $0.name, reading: EventReading($0.text)) }
        let own = readings.filter { file in trips.contains { file.reading.isOwn(trip: $0) } }
        var ownByUID: [String: String] = [:]  // UID → the file of ours that holds it (the first by name)
        for file in own.sorted(by: { $0.name < $1.name }) where ownByUID[file.reading.uid!] == nil {
            ownByUID[file.reading.uid!] = file.name
        }
        let taken = Set(readings.map(\.name))
        var writes: [Write] = []
        var kept: Set<String> = []
        var clashes: [String] = []
        var unchanged = 0
        for resource in resources {
            if let name = ownByUID[resource.uid] {
                kept.insert(name)
                let file = own.first { $0.name == name }!
                if file.reading.content == resource.content && file.reading.tripID == resource.tripID {
                    unchanged += 1
                } else {
                    writes.append(Write(name: name, resource: resource))
                }
            } else if taken.contains(resource.name) {
                clashes.append(resource.name)
            } else {
                writes.append(Write(name: resource.name, resource: resource))
            }
        }
        self.writes = writes
        removals = own.map(\.name).filter { !kept.contains($0) }.sorted()
        self.unchanged = unchanged
        self.clashes = clashes
    }
}

public enum VdirExport {
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// Files of these names are not these trips' events: nothing was written.
        case clashes(folder: String, names: [String])
        case file(FileError)

        public var description: String {
            switch self {
            case .clashes(let folder, let names):
                return
                    "\(folder) already has \(names.joined(separator: ", ")), not events of this trip; nothing was written"
            case .file(let error): return error.description
            }
        }
    }

    /// Writes the resources into `folder` (made if missing) and removes the stale files of
    /// `trips`. Returns the plan it carried out and any warning from an atomic write.
    @discardableResult
    public static func write(_ resources: [CalendarResource], trips: Set<String>, into folder: String) throws(Failure)
        -> (plan: VdirPlan, warnings: [String])
    {
        var existing: [(name: String, text: String)] = []
        for name in FileIO.entries(in: folder).sorted() where name.hasSuffix(".ics") && !name.hasPrefix(".") {
            let path = "\(folder)/\(name)"
            // Only regular files: a link or anything else is not ours to judge or replace.
            var st = stat()
            guard lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG else {
                existing.append((name, ""))
                continue
            }
            do { existing.append((name, String(decoding: try RegularFileReader.read(path), as: UTF8.self))) } catch {
                throw .file(error)
            }
        }
        let plan = VdirPlan(resources: resources, trips: trips, existing: existing)
        guard plan.clashes.isEmpty else { throw .clashes(folder: folder, names: plan.clashes) }
        var warnings: [String] = []
        for write in plan.writes {
            do {
                if let warning = try AtomicFile.write(write.resource.text, to: "\(folder)/\(write.name)") {
                    warnings.append(warning)
                }
            } catch {
                throw .file(error)
            }
        }
        for name in plan.removals where unlink("\(folder)/\(name)") != 0 && errno != ENOENT {
            throw .file(.io(path: "\(folder)/\(name)", reason: "cannot remove: \(FileIO.errnoText())"))
        }
        return (plan, warnings)
    }
}
