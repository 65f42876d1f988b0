/// A schedule as CSV (RFC 4180, SPEC §7): a header row naming the columns `date`, `time`,
/// `away`, `home`, `venue`, `city` and optionally `tz`, in any order, then one game a row.
/// A row that does not fit is refused with its line; nothing is guessed.
enum ScheduleCSV {
    static let required = ["date", "time", "away", "home", "venue", "city"]
    static let columns = required + ["tz"]

    static func events(_ bytes: [UInt8]) throws(ScheduleError) -> [ScheduleEvent] {
        let text = try ScheduleText.decode(bytes)
        let rows: [CSVText.Row]
        do { rows = try CSVText.rows(text) } catch {
            throw ScheduleError(line: error.line, "a quote opens a field here that is never closed")
        }
        var header: [String: Int]?
        var events: [ScheduleEvent] = []
        for row in rows {
            if row.fields == [""] { continue }  // a blank line
            guard let columns = header else {
                header = try self.header(row.fields, line: row.line)
                continue
            }
            guard row.fields.count == columns.count else {
                let count = row.fields.count
                throw ScheduleError(
                    line: row.line, "\(count) \(count == 1 ? "field" : "fields"), but the header names \(columns.count)"
                )
            }
            events.append(try event(row.fields, columns: columns, line: row.line))
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

    private static func event(_ row: [String], columns: [String: Int], line: Int) throws(ScheduleError) -> ScheduleEvent
    {
        func field(_ name: String) throws(ScheduleError) -> String {
            let value = columns[name].map { row[$0].trimmingWhitespace() } ?? ""
            guard !value.isEmpty || name == "tz" else { throw ScheduleError(line: line, "the \(name) is empty") }
            return value
        }
        func read<T>(_ result: Result<T, FieldText.Problem>) throws(ScheduleError) -> T {
            switch result {
            case .success(let value): return value
            case .failure(let problem): throw ScheduleError(line: line, problem.description)
            }
        }
        let date = try read(FieldText.date(try field("date")))
        let time = try read(FieldText.time(try field("time")))
        let tz = try field("tz")
        return ScheduleEvent(
            line: line, start: LocalDateTime(date: date, time: time),
            away: try field("away"), home: try field("home"),
            venue: try field("venue"), city: try field("city"), tz: tz.isEmpty ? nil : tz)
    }
}
