/// The VTIMEZONE a `TZID` needs (RFC 5545 section 3.6.5), from the zone database: the observance
/// in effect at the first game in the zone, then one per transition up to the last game's end.
/// Only transitions between those moments are written, not the rules for all time: that is what
/// a calendar needs to place these events, and it is what the database knows for sure.
enum TimeZoneComponent {
    /// How far back the onset of the first observance is looked for: any zone with daylight
    /// saving time changes within a year.
    static let lookback: Int64 = 366 * 86_400

    static func write(_ name: String, _ zone: Zone, from first: Int64, to last: Int64, into out: inout ICalendarLines) {
        out.begin("VTIMEZONE")
        out.property("TZID", name)
        // The database gives the transitions with from <= atUTC < to.
        if let onset = zone.transitions(fromUTC: first - lookback, toUTC: first + 1).last {
            observance(onset, into: &out)
        } else {
            // No change in the last year: one observance, in effect since (at least) the local
            // midnight a year before the first game.
            let offset = zone.offset(atUTC: first)
            let yearBefore = LocalDateTime(epochSeconds: first - lookback + Int64(offset.seconds))
            let midnight = LocalDateTime(date: yearBefore.date, secondsIntoDay: 0).epochSeconds - Int64(offset.seconds)
            observance(ZoneTransition(atUTC: midnight, before: offset, after: offset), into: &out)
        }
        for change in zone.transitions(fromUTC: first + 1, toUTC: last + 1) {
            observance(change, into: &out)
        }
        out.end("VTIMEZONE")
    }

    /// One STANDARD or DAYLIGHT: its DTSTART is the local time just before the change, in the
    /// offset it changes from.
    static func observance(_ change: ZoneTransition, into out: inout ICalendarLines) {
        let kind = change.after.isDST ? "DAYLIGHT" : "STANDARD"
        out.begin(kind)
        out.property(
            "DTSTART", ICalendarValues.local(LocalDateTime(epochSeconds: change.atUTC + Int64(change.before.seconds))))
        out.property("TZOFFSETFROM", ICalendarValues.offset(change.before.seconds))
        out.property("TZOFFSETTO", ICalendarValues.offset(change.after.seconds))
        if !change.after.abbreviation.isEmpty { out.text("TZNAME", change.after.abbreviation) }
        out.end(kind)
    }
}

extension TimeZoneComponent {
    /// Where a zone's games start and end: what its VTIMEZONE must cover.
    struct Span {
        let zone: Zone
        var first: Int64
        var last: Int64
    }

    /// Each zone the trips' games name, from the database, with the span of its games. A zone
    /// the database does not have is refused with the first game that names it: a calendar
    /// would read such a TZID as it pleases (calcurse reads it as UTC).
    static func spans(of trips: [Trip], in database: ZoneDatabase) throws(ExportError) -> [String: Span] {
        var spans: [String: Span] = [:]
        for trip in trips {
            for g in trip.games {
                // A game whose time is not set is an all-day event: no zone of its own.
                guard let name = g.tz, let time = g.time else { continue }
                let zone: Zone
                if let known = spans[name]?.zone {
                    zone = known
                } else {
                    do { zone = try database.zone(named: name) } catch {
                        throw .zone(trip: trip.id, game: g.id, error)
                    }
                }
                let start = LocalDateTime(date: trip.date(ofDay: g.day), time: time)
                let first = zone.utc(fromLocal: start)
                let last = zone.utc(fromLocal: start.adding(seconds: ICalendarExport.gameLength))
                spans[name] = Span(
                    zone: zone, first: min(first, spans[name]?.first ?? first),
                    last: max(last, spans[name]?.last ?? last))
            }
        }
        return spans
    }
}
