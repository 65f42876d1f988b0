/// Trips as one iCalendar stream (SPEC §7, RFC 5545): a timed event per game, an all-day
/// event per leg and note, each with the UID `ID@itin` so a re-export updates its events,
/// and a VTIMEZONE for each zone a game names.
enum ICalendarExport {
    /// How long a game's event lasts, on the wall clock.
    static let gameLength: Int64 = 3 * 3600

    static func text(_ trips: [Trip], stamp: Int64, zones: ZoneDatabase) throws(ExportError) -> String {
        // First, so that a zone the database lacks stops the export before anything is written.
        let spans = try TimeZoneComponent.spans(of: trips, in: zones)
        var out = ICalendarLines()
        out.begin("VCALENDAR")
        out.property("VERSION", "2.0")
        out.property("PRODID", "-//itin//itin//EN")
        out.property("CALSCALE", "GREGORIAN")
        for (name, span) in spans.sorted(by: { $0.key < $1.key }) {
            TimeZoneComponent.write(name, span.zone, from: span.first, to: span.last, into: &out)
        }
        for trip in trips {
            for day in TripLayout(trip).days {
                for entry in day.entries {
                    event(entry, on: day, of: trip, stamp: stamp, into: &out)
                }
            }
        }
        out.end("VCALENDAR")
        return out.text
    }

    static func event(_ entry: Entry, on day: TripLayout.DayLayout, of trip: Trip, stamp: Int64,
                      into out: inout ICalendarLines) {
        out.begin("VEVENT")
        out.text("UID", "\(entry.id)@itin")
        out.property("DTSTAMP", ICalendarValues.utc(stamp))
        switch entry {
        case .game(let g, _):
            let start = LocalDateTime(date: day.date, time: g.time)
            let zone: KeyValuePairs<String, String> = g.tz.map { ["TZID": $0] } ?? [:]
            out.property("DTSTART", ICalendarValues.local(start), zone)
            out.property("DTEND", ICalendarValues.local(start.adding(seconds: gameLength)), zone)
            out.text("SUMMARY", g.matchup)
            let place = [g.venue, g.city].map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
            if !place.isEmpty { out.text("LOCATION", place.joined(separator: ", ")) }
            out.text("DESCRIPTION", "\(trip.name) · Day \(day.day)")
        case .item(let i):
            out.property("DTSTART", ICalendarValues.date(day.date), ["VALUE": "DATE"])
            out.property("DTEND", ICalendarValues.date(day.date.adding(days: 1)), ["VALUE": "DATE"])
            // A day's plan, not a busy day: free/busy lookups should not see it.
            out.property("TRANSP", "TRANSPARENT")
            switch i.kind {
            case .travel:
                out.text("SUMMARY", RowText.item(i))
                out.text("DESCRIPTION", "\(trip.name) · Day \(day.day)")
            case .custom(let c):
                out.text("SUMMARY", c.title)
                if let note = c.note, !note.isEmpty { out.text("DESCRIPTION", note) }
            }
        }
        out.end("VEVENT")
    }
}
