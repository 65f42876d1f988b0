/// A trip as plain lines: its title, then per day a `Day N` header and indented entries,
/// each that is not everyone's ending with its travellers (`· for Alice, Bob`); or one
/// traveller's own trip, said in the title.
public enum TripPrinter {
    public static func lines(_ whole: Trip, ids: Bool, for whom: ForWhom = .everyone) -> [String] {
        let trip = whom.trip(whole)
        let layout = TripLayout(trip)
        let check = TripCheck(layout)
        let nights = TripNights(trip)
        var lines = ["\(trip.name) · \(whom.dates(of: trip))"]
        for row in layout.rows {
            switch row {
            case .header(let day):
                lines.append(RowText.header(layout.day(day), nights: nights))
            case .entry(let entry):
                var line = "  \(RowText.marker(entry)) \(RowText.entry(entry))"
                if let travellers = ForWhom.label(entry.who, in: trip) { line += " · " + travellers }
                if let reason = check.reason(for: entry.id) { line += "  ⚠ \(reason)" }
                if ids { line += " #\(entry.id)" }
                lines.append(line)
            }
        }
        return lines.map(SafeText.clean)
    }
}
