/// A schedule as CSV (RFC 4180, docs/calendars.md): a header row naming the columns
/// `date`, `time`, `away`, `home`, `venue`, `city` and optionally `tz`, in any order, then
/// one game a row. A row that does not fit is refused with its line; nothing is guessed.
enum ScheduleCSV {
    static let required = ["date", "time", "away", "home", "venue", "city"]
    static let columns = required + ["tz"]

    /// The rows as events, the first row that does not fit refusing them all.
    static func events(_ bytes: [UInt8]) throws(ScheduleError) -> [ScheduleEvent] {
        var events: [ScheduleEvent] = []
        for row in try rows(bytes) {
            switch row {
            case .success(let event): events.append(event)
            case .failure(let skipped): throw ScheduleError(line: skipped.line, skipped.reason.detail)
            }
        }
        return events
    }

    /// The rows as the first step of reading any schedule: a row that does not fit is
    /// skipped with its line and why; a header that is not this one refuses the file.
    static func feed(_ bytes: [UInt8]) throws(ScheduleError) -> Feed {
        var feed = Feed()
        for row in try rows(bytes) {
            switch row {
            case .success(let event):
                feed.events.append(
                    FeedEvent(
                        line: event.line,
                        start: .wallClock(event.start, zone: event.tz),
                        teams: .awayHome(away: event.away, home: event.home),
                        location: .given(venue: event.venue, city: event.city), uid: nil))
            case .failure(let skipped): feed.skipped.append(skipped)
            }
        }
        return feed
    }

    private static func rows(_ bytes: [UInt8]) throws(ScheduleError) -> [Result<ScheduleEvent, SkippedEvent>] {
        let text = try ScheduleText.decode(bytes)
        let rows: [CSVText.Row]
        do { rows = try CSVText.rows(text) } catch {
            throw ScheduleError(line: error.line, "a quote opens a field here that is never closed")
        }
        var header: [String: Int]?
        var events: [Result<ScheduleEvent, SkippedEvent>] = []
        for row in rows {
            if row.fields == [""] { continue }  // a blank line
            guard let columns = header else {
                header = try self.header(row.fields, line: row.line)
                continue
            }
            guard row.fields.count == columns.count else {
                let count = row.fields.count
                events.append(
                    .failure(
                        SkippedEvent(
                            line: row.line,
                            SkipReason(
                                .badRow,
                                "\(count) \(count == 1 ? "field" : "fields"), but the header names \(columns.count)"
                            ))))
                continue
            }
            events.append(event(row.fields, columns: columns, line: row.line))
        }
        guard header != nil else {
            throw ScheduleError(
                line: nil, "the file is empty: a schedule needs the header \(columns.joined(separator: ","))")
        }
        return events
    }

    private static func header(_ row: [String], line: Int) throws(ScheduleError) -> [String: Int] {
        var columns: [String: Int] = [:]
        for (i, name) in row.enumerated() {
            let name = name.trimmingWhitespace().lowercased()
            guard self.columns.contains(name) else {
                throw ScheduleError(
                    line: line,
                    "unknown column \"\(name)\": the header names \(required.joined(separator: ",")) and optionally tz")
            }
            guard columns.updateValue(i, forKey: name) == nil else {
                throw ScheduleError(line: line, "the column \(name) is named twice")
            }
        }
        if let missing = required.first(where: { columns[$0] == nil }) {
            throw ScheduleError(
                line: line,
                "the header has no \(missing) column (it names \(required.joined(separator: ",")) and optionally tz)")
        }
        return columns
    }

    private static func event(_ row: [String], columns: [String: Int], line: Int) -> Result<
        ScheduleEvent, SkippedEvent
    > {
        func value(_ name: String) -> String { columns[name].map { row[$0].trimmingWhitespace() } ?? "" }
        func skip(_ kind: SkipReason.Kind, _ detail: String) -> Result<ScheduleEvent, SkippedEvent> {
            .failure(SkippedEvent(line: line, SkipReason(kind, detail)))
        }
        for (name, kind) in [
            ("date", SkipReason.Kind.badDate), ("time", .badDate), ("away", .noTeams), ("home", .noTeams),
            ("venue", .unknownPlace), ("city", .unknownPlace),
        ] where value(name).isEmpty {
            return skip(kind, "the \(name) is empty")
        }
        let date: CalendarDate
        switch FieldText.date(value("date")) {
        case .success(let d): date = d
        case .failure(let problem): return skip(.badDate, problem.description)
        }
        let time: TimeOfDay
        switch FieldText.time(value("time")) {
        case .success(let t): time = t
        case .failure(let problem): return skip(.badDate, problem.description)
        }
        let tz = value("tz")
        return .success(
            ScheduleEvent(
                line: line, start: LocalDateTime(date: date, time: time),
                away: value("away"), home: value("home"),
                venue: value("venue"), city: value("city"), tz: tz.isEmpty ? nil : tz))
    }
}
