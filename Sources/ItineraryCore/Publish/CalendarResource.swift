/// One event of a trip as a calendar resource of its own (docs/calendars.md): a whole VCALENDAR
/// with the event `export --format ics` writes and the VTIMEZONE its game's zone needs, marked
/// `X-ITIN-TRIP:TRIP-ID`, named `ID.ics`. `publish` sends these to a CalDAV server and `export
/// --format vdir` writes them as files; both leave alone what is not marked as theirs.
public struct CalendarResource: Hashable, Sendable {
    /// The property that says which trip made an event.
    public static let tripProperty = "X-ITIN-TRIP"

    /// `ID@itin`
    public let uid: String
    public let tripID: String
    /// `ID.ics`, safe as a file name and as a URL's last segment (`ResourceName`).
    public let name: String
    /// The event's SUMMARY, to say what changed.
    public let summary: String
    /// The whole resource, CRLF line ends.
    public let text: String

    public init(uid: String, tripID: String, name: String, summary: String, text: String) {
        self.uid = uid
        self.tripID = tripID
        self.name = name
        self.summary = summary
        self.text = text
    }

    /// Every event of the trips, in display order. A zone the database lacks stops it, as it
    /// stops `export --format ics`.
    public static func of(_ trips: [Trip], stamp: Int64, zones: ZoneDatabase = .system) throws(ExportError)
        -> [CalendarResource]
    {
        let spans = try TimeZoneComponent.spans(of: trips, in: zones)
        var resources: [CalendarResource] = []
        for trip in trips {
            for day in TripLayout(trip).days {
                for entry in day.entries {
                    var out = ICalendarLines()
                    ICalendarExport.beginCalendar(into: &out)
                    if case .game(let g, _) = entry, let name = g.tz, let time = g.time, let zone = spans[name]?.zone {
                        // This game's own span: the resource is read on its own.
                        let start = LocalDateTime(date: day.date, time: time)
                        TimeZoneComponent.write(
                            name, zone, from: zone.utc(fromLocal: start),
                            to: zone.utc(fromLocal: start.adding(seconds: ICalendarExport.gameLength)), into: &out)
                    }
                    ICalendarExport.event(entry, on: day, of: trip, stamp: stamp, marked: true, into: &out)
                    out.end("VCALENDAR")
                    resources.append(
                        CalendarResource(
                            uid: "\(entry.id)@itin", tripID: trip.id, name: ResourceName.of(id: entry.id),
                            summary: ICalendarExport.summary(entry), text: out.text))
                }
            }
        }
        return resources
    }
}

/// The name of an event's resource, `ID.ics`: the same file name in a vdir and last segment
/// of its URL on a server.
public enum ResourceName {
    /// ASCII letters, digits, `-`, `_`, `@` and `.` (not first, so never a hidden file, `.` or
    /// `..`) stand for themselves; every other byte of the id's UTF-8 is `%XX`, so two ids
    /// never share a name and none holds a `/`.
    public static func of(id: String) -> String {
        var name = ""
        for byte in id.utf8 {
            let kept =
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@")
                || (byte == UInt8(ascii: ".") && !name.isEmpty)
            if kept {
                name.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                name.unicodeScalars.append(contentsOf: ["%", hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            }
        }
        return name + ".ics"
    }
}
