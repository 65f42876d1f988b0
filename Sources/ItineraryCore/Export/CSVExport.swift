/// Trips as one RFC 4180 table (docs/calendars.md): a header, then a row per game, leg
/// and note in display order, CRLF after every row.
enum CSVExport {
    /// One table for every kind, so a spreadsheet can sort and filter it as one: the columns
    /// a person reads first (where and when, what), then each kind's own fields, each in a
    /// column of its own so nothing has to be split again; `title` holds each row's name
    /// (matchup, route, note title or where one stays) so no row is blank there. Any entry's
    /// cost, as a number in its currency's unit, and that currency. Ids last, for tools.
    static let header = [
        "trip", "day", "date", "time", "kind", "title", "away", "home", "venue", "city",
        "from", "to", "miles", "mode", "note", "tz", "nights", "address", "confirmation",
        "check_in", "check_out", "cost", "currency", "id", "trip_id",
    ]

    /// `currency`: what a cost without one is in.
    static func text(_ trips: [Trip], currency: Currency) -> String {
        var rows = [header]
        for trip in trips {
            for day in TripLayout(trip).days {
                rows += day.entries.map { row($0, on: day, of: trip, currency: currency) }
            }
        }
        return CSVText.written(rows)
    }

    static func row(_ entry: Entry, on day: TripLayout.DayLayout, of trip: Trip, currency: Currency) -> [String] {
        var fields = Dictionary(uniqueKeysWithValues: header.map { ($0, "") })
        fields["trip"] = trip.name
        fields["day"] = String(day.day)
        fields["date"] = day.date.description
        fields["id"] = entry.id
        fields["trip_id"] = trip.id
        if let cost = entry.cost {
            fields["cost"] = cost.money(or: currency)?.amountText ?? cost.amountText
            fields["currency"] = (cost.currency ?? currency).code
        }
        switch entry {
        case .game(let g, _):
            fields["time"] = g.timeText
            fields["kind"] = "game"
            fields["title"] = g.matchup
            fields["away"] = g.away
            fields["home"] = g.home
            fields["venue"] = g.venue
            fields["city"] = g.city
            fields["tz"] = g.tz ?? ""
        case .item(let i):
            switch i.kind {
            case .travel(let t):
                fields["kind"] = "travel"
                fields["title"] = t.route
                fields["from"] = t.from
                fields["to"] = t.to
                fields["miles"] = t.miles.map(formatNumber) ?? ""
                fields["mode"] = t.mode?.rawValue ?? ""
            case .custom(let c):
                fields["kind"] = "custom"
                fields["title"] = c.title
                fields["note"] = c.note ?? ""
            case .stay(let s):
                fields["kind"] = "stay"
                fields["title"] = s.name
                fields["city"] = s.city
                fields["nights"] = String(s.nightCount)
                fields["address"] = s.address ?? ""
                fields["confirmation"] = s.confirmation ?? ""
                fields["check_in"] = s.checkIn?.description ?? ""
                fields["check_out"] = s.checkOut?.description ?? ""
            }
        }
        return header.map { ExportText.lines(fields[$0] ?? "").joined(separator: "\n") }
    }
}
