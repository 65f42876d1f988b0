/// A trip as plain lines: its title, then per day a `Day N` header and indented entries.
public enum TripPrinter {
    public static func lines(_ trip: Trip, ids: Bool) -> [String] {
        let layout = TripLayout(trip)
        let check = TripCheck(layout)
        let nights = TripNights(trip)
        var lines = ["\(trip.name) · \(RowText.dateRange(trip)) · \(RowText.count(trip.days, "day"))"]
        for row in layout.rows {
            switch row {
            case .header(let day):
                lines.append(RowText.header(layout.day(day), nights: nights))
            case .entry(let entry):
                var line = "  \(RowText.marker(entry)) \(RowText.entry(entry))"
                if let reason = check.reason(for: entry.id) { line += "  ⚠ \(reason)" }
                if ids { line += " #\(entry.id)" }
                lines.append(line)
            }
        }
        return lines.map(SafeText.clean)
    }
}
