/// A schedule file read into events, for `itin import` and the editor's `i` alike: the file
/// as `LibraryFile` reads any file (a regular file, within the size limit), then its text.
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

    /// `format` nil: by the file's extension, else by its first line.
    public static func read(
        _ path: String, format: ScheduleFormat?, zone: String?,
        zones: ZoneDatabase = .system
    ) throws(ReadError) -> Schedule {
        let bytes: [UInt8]
        do { bytes = try RegularFileReader.read(path) } catch { throw .file(error) }
        do {
            return try schedule(
                bytes, format: format ?? ScheduleFormat(path: path) ?? ScheduleFormat(sniffing: bytes),
                zone: zone, zones: zones)
        } catch {
            throw .invalid(path: path, error)
        }
    }

    /// The games of a schedule's bytes, every zone checked against the database: `zone`
    /// gives the local time of UTC times (over the calendar's own `X-WR-TIMEZONE`) and the
    /// zone of games that name none.
    public static func schedule(
        _ bytes: [UInt8], format: ScheduleFormat, zone: String?,
        zones: ZoneDatabase = .system
    ) throws(ScheduleError) -> Schedule {
        switch format {
        case .ics:
            return try ScheduleICS.schedule(bytes, zone: zone, zones: zones)
        case .csv:
            var events = try ScheduleCSV.events(bytes)
            for i in events.indices {
                guard let tz = events[i].tz else {
                    events[i].tz = zone
                    continue
                }
                do { _ = try zones.zone(named: tz) } catch {
                    throw ScheduleError(line: events[i].line, error.description)
                }
            }
            return Schedule(games: events)
        }
    }
}

extension ScheduleFormat {
    /// A file whose name does not say: iCalendar if it begins like one, else CSV.
    init(sniffing bytes: [UInt8]) {
        let start =
            bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3).prefix(15)) : Array(bytes.prefix(15))
        self = String(decoding: start, as: UTF8.self).uppercased() == "BEGIN:VCALENDAR" ? .ics : .csv
    }
}
