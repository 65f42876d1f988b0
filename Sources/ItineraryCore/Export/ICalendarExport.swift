/// Trips as one iCalendar stream (docs/calendars.md, RFC 5545): a timed event per game (all-day while
/// its time is not set), an all-day event per leg and note, each with the UID `ID@itin` so a
/// re-export updates its events, and a VTIMEZONE for each zone a timed game names. An entry
/// that is not everyone's says whose it is at the end of its DESCRIPTION: `for Alice, Bob`.
enum ICalendarExport {
    /// How long a game's event lasts, on the wall clock.
    static let gameLength: Int64 = 3 * 3600

    static func text(_ trips: [Trip], stamp: Int64, zones: ZoneDatabase) throws(ExportError) -> String {
        // First, so that a zone the database lacks stops the export before anything is written.
        let spans = try TimeZoneComponent.spans(of: trips, in: zones)
        var out = ICalendarLines()
        beginCalendar(into: &out)
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

    /// The calendar's opening lines, the same in a whole export and in each event's own resource.
    static func beginCalendar(into out: inout ICalendarLines) {
        out.begin("VCALENDAR")
        out.property("VERSION", "2.0")
        out.property("PRODID", "-//itin//itin//EN")
        out.property("CALSCALE", "GREGORIAN")
    }

    /// One event. `marked` adds `X-ITIN-TRIP:TRIP-ID`, which says which trip made it, so that
    /// a calendar shared with others can be kept in step without touching anything else
    /// (docs/calendars.md).
    static func event(
        _ entry: Entry, on day: TripLayout.DayLayout, of trip: Trip, stamp: Int64,
        marked: Bool = false, into out: inout ICalendarLines
    ) {
        let whose = ForWhom.label(entry.who, in: trip)
        // Where the event is in the trip, and whose it is when not everyone's.
        let context = RowText.listed(["\(trip.name) · Day \(day.day)"] + (whose.map { [$0] } ?? []))
        out.begin("VEVENT")
        out.text("UID", "\(entry.id)@itin")
        out.property("DTSTAMP", ICalendarValues.utc(stamp))
        switch entry {
        case .game(let g, _):
            if let time = g.time {
                let start = LocalDateTime(date: day.date, time: time)
                let zone: KeyValuePairs<String, String> = g.tz.map { ["TZID": $0] } ?? [:]
                out.property("DTSTART", ICalendarValues.local(start), zone)
                out.property("DTEND", ICalendarValues.local(start.adding(seconds: gameLength)), zone)
            } else {
                // A time not set yet: the whole day, as the teams' own calendars write it.
                out.property("DTSTART", ICalendarValues.date(day.date), ["VALUE": "DATE"])
                out.property("DTEND", ICalendarValues.date(day.date.adding(days: 1)), ["VALUE": "DATE"])
            }
            out.text("SUMMARY", summary(entry))
            let place = [g.venue, g.city].map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
            if !place.isEmpty { out.text("LOCATION", place.joined(separator: ", ")) }
            out.text("DESCRIPTION", context)
        case .item(let i):
            // A stay spans its nights: from the check-in date to the check-out date.
            let days = i.stay?.nightCount ?? 1
            out.property("DTSTART", ICalendarValues.date(day.date), ["VALUE": "DATE"])
            out.property("DTEND", ICalendarValues.date(day.date.adding(days: days)), ["VALUE": "DATE"])
            // A day's plan, not a busy day: free/busy lookups should not see it.
            out.property("TRANSP", "TRANSPARENT")
            switch i.kind {
            case .travel:
                out.text("SUMMARY", summary(entry))
                out.text("DESCRIPTION", context)
            case .custom(let c):
                out.text("SUMMARY", summary(entry))
                // A note's own text first, whose it is on a line of its own.
                let text = [c.note ?? "", whose ?? ""].filter { !$0.isEmpty }.joined(separator: "\n")
                if !text.isEmpty { out.text("DESCRIPTION", text) }
            case .stay(let s):
                out.text("SUMMARY", summary(entry))
                if let address = s.address, !address.trimmingWhitespace().isEmpty { out.text("LOCATION", address) }
                out.text("DESCRIPTION", stayDescription(s, at: context))
            }
        }
        if marked { out.text(CalendarResource.tripProperty, trip.id) }
        out.end("VEVENT")
    }

    /// What an event is called: a game's matchup, a leg's route, a note's title.
    static func summary(_ entry: Entry) -> String {
        switch entry {
        case .game(let g, _): return g.matchup
        case .item(let i):
            switch i.kind {
            case .travel: return RowText.item(i)
            case .custom(let c): return c.title
            case .stay(let s): return "\(s.name), \(s.city)"
            }
        }
    }

    /// `Confirmation ABC123 · check-in 15:00 · check-out 11:00 · TRIP · Day 2`: what the
    /// traveller shows at the desk first.
    static func stayDescription(_ s: Stay, at context: String) -> String {
        var parts: [String] = []
        if let code = s.confirmation, !code.trimmingWhitespace().isEmpty { parts.append("Confirmation \(code)") }
        if let time = s.checkIn { parts.append("check-in \(time)") }
        if let time = s.checkOut { parts.append("check-out \(time)") }
        parts.append(context)
        return RowText.listed(parts)
    }
}
