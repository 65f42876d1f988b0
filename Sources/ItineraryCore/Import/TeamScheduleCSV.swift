/// A team's downloadable schedule (docs/calendars.md): a header naming `START DATE`,
/// `START TIME`, `START TIME ET`, `SUBJECT` and `LOCATION` among others, which are ignored;
/// dates `MM/DD/YY`, times `07:05 PM`. `START TIME` is in the club's own zone, not the
/// ballpark's, so `START TIME ET` is read first; empty, `TBD` or `TBA` is a time not set.
enum TeamScheduleCSV {
    static let required = ["START DATE", "START TIME", "START TIME ET", "SUBJECT", "LOCATION"]

    /// Whether a file's first line is such a header.
    static func isHeader(_ line: String) -> Bool {
        let names = Set(line.split(separator: ",").map { String($0).trimmingWhitespace().uppercased() })
        return required.allSatisfy(names.contains)
    }

    static func feed(_ bytes: [UInt8]) throws(ScheduleError) -> Feed {
        let text = try ScheduleText.decode(bytes)
        let rows: [CSVText.Row]
        do { rows = try CSVText.rows(text) } catch {
            throw ScheduleError(line: error.line, "a quote opens a field here that is never closed")
        }
        guard let headerRow = rows.first(where: { $0.fields != [""] }) else {
            throw ScheduleError(line: nil, "the file is empty")
        }
        var columns: [String: Int] = [:]
        for (i, name) in headerRow.fields.enumerated() {
            let name = name.trimmingWhitespace().uppercased()
            if columns[name] == nil { columns[name] = i }
        }
        var feed = Feed()
        for row in rows where row.line > headerRow.line && row.fields != [""] {
            func field(_ name: String) -> String {
                guard let i = columns[name], i < row.fields.count else { return "" }
                return row.fields[i].trimmingWhitespace()
            }
            switch event(line: row.line, field) {
            case .success(let event): feed.events.append(event)
            case .failure(let skipped): feed.skipped.append(skipped)
            }
        }
        return feed
    }

    private static func event(line: Int, _ field: (String) -> String) -> Result<FeedEvent, SkippedEvent> {
        let subject = field("SUBJECT")
        guard let summary = FeedSummary(subject) else {
            return .failure(SkippedEvent(line: line, SkipReason(.noTeams, "the SUBJECT \"\(subject)\" names no teams")))
        }
        guard let date = date(field("START DATE")) else {
            return .failure(
                SkippedEvent(
                    line: line, SkipReason(.badDate, "the START DATE \"\(field("START DATE"))\" is not MM/DD/YY")))
        }
        let start: FeedStart
        if summary.timeNotSet {
            start = .notSet(date)
        } else {
            switch (time(field("START TIME ET")), time(field("START TIME"))) {
            case (.set(let et), _): start = .eastern(LocalDateTime(date: date, time: et))
            case (.notSet, .set(let local)): start = .clubLocal(LocalDateTime(date: date, time: local))
            case (.notSet, .notSet): start = .notSet(date)
            case (.unreadable(let text), _), (.notSet, .unreadable(let text)):
                return .failure(
                    SkippedEvent(
                        line: line, SkipReason(.badDate, "the START TIME \"\(text)\" is not a time like 07:05 PM")))
            }
        }
        let location = FeedLocation.parse(field("LOCATION"))
        return .success(FeedEvent(line: line, start: start, teams: summary.teams, location: location, uid: nil))
    }

    /// `04/10/26` or `04/10/2026`.
    static func date(_ text: String) -> CalendarDate? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, let month = Int(parts[0]), let day = Int(parts[1]), let year = Int(parts[2]),
            parts[2].count == 2 || parts[2].count == 4
        else { return nil }
        return CalendarDate(year: parts[2].count == 2 ? 2000 + year : year, month: month, day: day)
    }

    enum Time: Equatable {
        case set(TimeOfDay)
        case notSet
        case unreadable(String)
    }

    /// `07:05 PM`, `7:05 pm`, `19:05`; empty, `TBD` or `TBA` is not set.
    static func time(_ text: String) -> Time {
        let upper = text.uppercased()
        if upper.isEmpty || upper == "TBD" || upper == "TBA" { return .notSet }
        var clock = upper
        var half: Int?
        for (suffix, add) in [("AM", 0), ("PM", 12)] where upper.hasSuffix(suffix) {
            clock = String(upper.dropLast(2)).trimmingWhitespace()
            half = add
        }
        let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, var hour = Int(parts[0]), let minute = Int(parts[1]) else {
            return .unreadable(text)
        }
        if let half {
            guard (1...12).contains(hour) else { return .unreadable(text) }
            hour = hour % 12 + half
        }
        guard let time = TimeOfDay(hour: hour, minute: minute) else { return .unreadable(text) }
        return .set(time)
    }
}
