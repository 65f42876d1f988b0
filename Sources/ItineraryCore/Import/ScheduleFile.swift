/// Schedule files read into games, for `itin import`, `itin suggest` and the editor's `i`
/// alike: each file as `LibraryFile` reads any file (a regular file, within the size limit),
/// its kind told by its content (`ScheduleDialect`), its events read as written (`Feed`), then
/// all of them placed, timed and given their home team together (`FeedResolution`).
public enum ScheduleFile {
    public enum ReadError: Error, Equatable, Sendable, CustomStringConvertible {
        case file(FileError)
        case invalid(path: String, ScheduleError)

        /// Safe to print: a schedule's text may carry control characters.
        public var description: String {
            switch self {
            case .file(let e): return SafeText.clean(e.description)
            case .invalid(let path, let e): return SafeText.clean("\(path): \(e)")
            }
        }
    }

    /// `format` nil: by the file's content.
    public static func read(
        _ path: String, format: ScheduleFormat?, zone: String?,
        zones: ZoneDatabase = .system
    ) throws(ReadError) -> Schedule {
        try read([path], format: format, zone: zone, zones: zones)[0]
    }

    /// Several schedules of one import, each city read in the context of all of them: one
    /// schedule per path, in their order.
    public static func read(
        _ paths: [String], format: ScheduleFormat?, zone: String?,
        zones: ZoneDatabase = .system, places: PlaceResolver = PlaceResolver()
    ) throws(ReadError) -> [Schedule] {
        var feeds: [Feed] = []
        for path in paths {
            let bytes: [UInt8]
            do { bytes = try RegularFileReader.read(path) } catch { throw .file(error) }
            do { feeds.append(try feed(bytes, format: format, zones: zones)) } catch {
                throw .invalid(path: path, error)
            }
        }
        do { return try resolve(feeds, zone: zone, zones: zones, places: places) } catch {
            throw .invalid(path: paths[0], error)
        }
    }

    /// The games of a schedule's bytes: `zone` (`--tz`) gives the local time of every time
    /// that names no zone of its own, over the venue's and the calendar's.
    public static func schedule(
        _ bytes: [UInt8], format: ScheduleFormat?, zone: String?,
        zones: ZoneDatabase = .system, places: PlaceResolver = PlaceResolver()
    ) throws(ScheduleError) -> Schedule {
        try resolve([try feed(bytes, format: format, zones: zones)], zone: zone, zones: zones, places: places)[0]
    }

    /// Several schedules' bytes read as one import.
    public static func schedules(
        _ files: [[UInt8]], format: ScheduleFormat?, zone: String?,
        zones: ZoneDatabase = .system, places: PlaceResolver = PlaceResolver()
    ) throws(ScheduleError) -> [Schedule] {
        var feeds: [Feed] = []
        for bytes in files { feeds.append(try feed(bytes, format: format, zones: zones)) }
        return try resolve(feeds, zone: zone, zones: zones, places: places)
    }

    static func feed(_ bytes: [UInt8], format: ScheduleFormat?, zones: ZoneDatabase) throws(ScheduleError) -> Feed {
        switch ScheduleDialect(bytes, format: format) {
        case .iCalendar: return try ScheduleICS.feed(bytes, zones: zones)
        case .itinCSV: return try ScheduleCSV.feed(bytes)
        case .teamCSV: return try TeamScheduleCSV.feed(bytes)
        }
    }

    private static func resolve(
        _ feeds: [Feed], zone: String?, zones: ZoneDatabase, places: PlaceResolver
    ) throws(ScheduleError) -> [Schedule] {
        if let zone {
            do { _ = try zones.zone(named: zone) } catch { throw ScheduleError(line: nil, error.description) }
        }
        return FeedResolution(places: places, zones: ZoneCache(zones), override: zone).schedules(feeds)
    }
}
