/// Which kind of schedule a file is, told by its content rather than its name: an iCalendar
/// begins `BEGIN:VCALENDAR`; a CSV's header says whose it is.
enum ScheduleDialect: Hashable, Sendable {
    /// iCalendar: itin's own export and the teams' calendar feeds alike.
    case iCalendar
    /// itin's own CSV (`date,time,away,home,venue,city[,tz]`).
    case itinCSV
    /// A team's downloadable CSV (`START DATE,START TIME,START TIME ET,SUBJECT,LOCATION,…`).
    case teamCSV

    /// `format` forces iCalendar or CSV; which CSV is still the header's to say.
    init(_ bytes: [UInt8], format: ScheduleFormat?) {
        let text = Self.start(bytes)
        switch format ?? (text.uppercased().hasPrefix("BEGIN:VCALENDAR") ? .ics : .csv) {
        case .ics: self = .iCalendar
        case .csv: self = TeamScheduleCSV.isHeader(text) ? .teamCSV : .itinCSV
        }
    }

    /// The first line, without a byte order mark, blanks before it or its line break.
    private static func start(_ bytes: [UInt8]) -> String {
        var body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        while let first = body.first, first == 0x20 || first == 0x0A || first == 0x0D || first == 0x09 {
            body = body.dropFirst()
        }
        let line = body.prefix(512).prefix { $0 != 0x0A && $0 != 0x0D }
        return String(decoding: line, as: UTF8.self)
    }
}
