import Foundation
import ItineraryCore
import Testing

/// Calendars (docs/calendars.md): `itin import` from a real-shaped team feed, from feeds Python's
/// icalendar writes, and from CSV; a re-import of a postponed game; bad schedules refused with their line.
@Suite struct ImportCLITests {
    let scratch: Scratch
    var library: String { scratch.path("trips.json") }

    init() throws { scratch = try Scratch() }

    /// A team's feed as a provider publishes it: CRLF, a folded DESCRIPTION, X-WR-TIMEZONE
    /// with a VTIMEZONE, and times in UTC. `secondGame` is the date and UTC time of the second.
    static func feed(secondGame: String = "20260613T173500Z") -> String {
        let lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example Sports//Team Schedule 1.0//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:Red Sox 2026", "X-WR-TIMEZONE:America/New_York",
            "BEGIN:VTIMEZONE", "TZID:America/New_York", "BEGIN:DAYLIGHT", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400",
            "TZNAME:EDT", "DTSTART:19700308T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "END:DAYLIGHT",
            "BEGIN:STANDARD", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "TZNAME:EST", "DTSTART:19701101T020000",
            "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "END:STANDARD", "END:VTIMEZONE",
            "BEGIN:VEVENT", "UID:sox-1@example.com", "DTSTAMP:20260101T000000Z", "DTSTART:20260612T231000Z",
            "DTEND:20260613T021000Z", "SUMMARY:Yankees @ Red Sox", "LOCATION:Fenway Park\\, Boston\\, MA",
            "DESCRIPTION:Local TV: NESN. Radio: WEEI 93.7. Tickets and more information at the box office or o",
            " nline\\, while they last.", "END:VEVENT",
            "BEGIN:VEVENT", "UID:sox-2@example.com", "DTSTAMP:20260101T000000Z", "DTSTART:\(secondGame)",
            "SUMMARY:Yankees @ Red Sox", "LOCATION:Fenway Park\\, Boston\\, MA", "END:VEVENT",
            "BEGIN:VEVENT", "UID:sox-3@example.com", "DTSTAMP:20260101T000000Z", "DTSTART:20260615T230500Z",
            "SUMMARY:Red Sox at Yankees", "LOCATION:Yankee Stadium\\, New York\\, NY", "END:VEVENT",
            "BEGIN:VEVENT", "UID:sox-4@example.com", "DTSTAMP:20260101T000000Z", "DTSTART:20260620T230500Z",
            "SUMMARY:Red Sox at Yankees", "STATUS:CANCELLED", "LOCATION:Yankee Stadium\\, New York\\, NY", "END:VEVENT",
            "END:VCALENDAR",
        ]
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    func games() throws -> [String] {
        try load(library).trips[0].games.map {
            "\($0.day) \($0.timeText) \($0.matchup) · \($0.venue), \($0.city) · \($0.tz ?? "-") · \($0.uid ?? "-")"
        }
    }

    @Test func aRealShapedFeedBuildsANewTripWhoseGamesMatchIt() throws {
        let feed = try scratch.write("sox.ics", Self.feed())
        let run = try itin("import", library, feed, "--new", "Sox swing")
        #expect(run.status == 0, "\(run)")
        #expect(
            run.lines == [
                "3 games into a new trip Sox swing (sox-swing): 3 added, 0 updated, 0 unchanged",
                "Fenway Park, Boston → Fenway Park (venue), Boston, Massachusetts, US",
                "Yankee Stadium, New York → Yankee Stadium (venue), The Bronx, New York, US",
            ])
        let trip = try #require(try load(library).trips.first)
        #expect(trip.start.description == "2026-06-12" && trip.days == 4)
        #expect(
            try games() == [
                "1 19:10 Yankees @ Red Sox · Fenway Park, Boston · America/New_York · sox-1@example.com",
                "2 13:35 Yankees @ Red Sox · Fenway Park, Boston · America/New_York · sox-2@example.com",
                "4 19:05 Red Sox @ Yankees · Yankee Stadium, New York · America/New_York · sox-3@example.com",
            ])
    }

    @Test func aGameThatMovedADayIsUpdatedInPlaceAndTheLegItBrokeIsListedWithExit1() throws {
        let feed = try scratch.write("sox.ics", Self.feed())
        #expect(try itin("import", library, feed, "--new", "Sox").status == 0)
        let leg = try itin(
            "add", "leg", library, "--trip", "sox", "--from", "Boston", "--to", "New York", "--day", "2", "--last")
        #expect(leg.status == 0, "\(leg)")
        let before = try load(library)
        // Postponed a day: the second game (13:35 EDT) is now on Sunday Jun 14.
        try scratch.write("sox.ics", Self.feed(secondGame: "20260614T173500Z"))
        let run = try itin("import", library, feed, "--trip", "Sox")
        #expect(run.status == 1, "\(run)")
        let check = try itin("check", library)
        // The misplaced leg, as `check` lists it before its travel warnings.
        let misplaced = check.lines.filter { !$0.contains(": travel: ") }
        #expect(check.status == 1 && misplaced.count == 1)
        #expect(
            run.lines == [
                "3 games into the trip Sox (sox): 0 added, 1 updated, 2 unchanged",
                "  updated g-2026-06-13-yankees-red-sox: Yankees @ Red Sox, day 2 → 3",
                "1 item now where the rules forbid:",
            ] + misplaced)
        let after = try load(library)
        #expect(after.trips[0].items == before.trips[0].items, "no item moves")
        #expect(after.trips[0].game("g-2026-06-13-yankees-red-sox")?.day == 3, "the same game, by its UID")
    }

    @Test func aFeedWrittenByPythonsIcalendarImportsWithItsZonesAndUIDs() throws {
        // Zoned times in two zones, a UTC time converted by X-WR-TIMEZONE, folding done by icalendar.
        let script = """
            import icalendar, datetime, zoneinfo
            cal = icalendar.Calendar()
            cal.add('prodid', '-//test//python icalendar//EN'); cal.add('version', '2.0')
            cal.add('x-wr-timezone', 'America/Chicago')
            def game(uid, start, summary, location):
                e = icalendar.Event(); e.add('uid', uid); e.add('dtstamp', datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc))
                e.add('dtstart', start); e.add('summary', summary); e.add('location', location); cal.add_component(e)
            ny, chi = zoneinfo.ZoneInfo('America/New_York'), zoneinfo.ZoneInfo('America/Chicago')
            game('a', datetime.datetime(2026, 7, 3, 19, 5, tzinfo=ny), 'Mets @ Phillies', 'Citizens Bank Park, Philadelphia, PA')
            game('b', datetime.datetime(2026, 7, 4, 13, 20, tzinfo=chi), 'Cubs vs. Cardinals', 'Wrigley Field, Chicago, IL')
            game('c', datetime.datetime(2026, 7, 6, 0, 10, tzinfo=datetime.timezone.utc), 'Brewers at Cubs — a very long summary that icalendar folds at seventy-five octets, ünïcödé included', 'Wrigley Field, Chicago')
            open('\(scratch.path("py.ics"))', 'wb').write(cal.to_ical())
            """
        let python = try runPython(script)
        #expect(python.status == 0, "\(python.stderr)")
        let run = try itin("import", library, scratch.path("py.ics"), "--new", "July")
        #expect(run.status == 0, "\(run)")
        #expect(
            try games() == [
                "1 19:05 Mets @ Phillies · Citizens Bank Park, Philadelphia · America/New_York · a",
                "2 13:20 Cardinals @ Cubs · Wrigley Field, Chicago · America/Chicago · b",
                "3 19:10 Brewers @ Cubs — a very long summary that icalendar folds at seventy-five octets, ünïcödé included · Wrigley Field, Chicago · America/Chicago · c",
            ])
    }

    @Test func aCSVScheduleGoesIntoATripWithItsZoneAndEventsOutsideItAreCounted() throws {
        try scratch.write("trips.json", baseJSON)
        let csv = try scratch.write(
            "s.csv",
            "date,time,away,home,venue,city\r\n2026-06-13,13:05,Mets,Red Sox,Fenway Park,Boston\r\n2026-07-01,19:05,A,B,V,C\r\n"
        )
        let run = try itin("import", library, csv, "--trip", "ne", "--tz", "America/New_York")
        #expect(run.status == 0, "\(run)")
        #expect(
            run.lines == [
                "1 game into the trip Swing (ne): 1 added, 0 updated, 0 unchanged",
                "  added g-2026-06-13-mets-red-sox: Mets @ Red Sox, day 2 at 13:05",
                "skipped 1 event outside the trip's dates (2026-06-12 to 2026-06-14)",
                "2 games no longer in the schedule, kept (--prune removes them):",
                "  g1: Yankees @ Red Sox, day 1 at 19:10",
                "  g2: Blue Jays @ Yankees, day 3 at 19:05",
            ])
        #expect(try load(library).trip("ne")?.game("g-2026-06-13-mets-red-sox")?.tz == "America/New_York")
        let pruned = try itin("import", library, csv, "--trip", "ne", "--prune")
        #expect(pruned.status == 0 && pruned.lines.contains("removed 2 games no longer in the schedule:"), "\(pruned)")
        #expect(try load(library).trip("ne")?.games.map(\.id) == ["g-2026-06-13-mets-red-sox"])
    }

    @Test func anExportReadsBackAsTheSameGamesWithItsLegsAndNotesSkipped() throws {
        var library = try LibraryDecoder.decode(Array(baseJSON.utf8))
        library.trips[0].games[0].tz = "America/New_York"
        try scratch.write("trips.json", LibraryEncoder.encode(library))
        let export = try itin("export", self.library, "--format", "ics", "--output", scratch.path("out.ics"))
        #expect(export.status == 0, "\(export)")
        let run = try itin("import", self.library, scratch.path("out.ics"), "--new", "Copy")
        #expect(run.status == 0, "\(run)")
        #expect(run.lines.contains("skipped 3 all-day events: a game has a start time"), "\(run)")
        let trips = try load(self.library).sortedTrips
        func games(_ trip: Trip) -> [String] {
            trip.games.map { "\($0.day) \($0.timeText) \($0.matchup) \($0.venue) \($0.city) \($0.tz ?? "-")" }
        }
        #expect(games(trips[1]) == games(trips[0]) && trips[1].start == trips[0].start)
        #expect(trips[1].games.map(\.uid) == trips[0].games.map { "\($0.id)@itin" })
    }

    @Test(arguments: [
        ("not.ics", "Dear fans,\r\nthe schedule is coming soon.\r\n", "line 1: "),
        (
            "nostart.ics", feed().replacingOccurrences(of: "DTSTART:20260615T230500Z\r\n", with: ""),
            "line 42: this VEVENT has no DTSTART"
        ),
        (
            "noteams.ics",
            feed().replacingOccurrences(
                of: "SUMMARY:Red Sox at Yankees\r\nLOCATION", with: "SUMMARY:Batting practice\r\nLOCATION"),
            "line 46: the SUMMARY \"Batting practice\" names no teams"
        ),
        (
            "zone.ics",
            feed().replacingOccurrences(of: "X-WR-TIMEZONE:America/New_York", with: "X-WR-TIMEZONE:Mars/Olympus_Mons"),
            "line 7: Mars/Olympus_Mons"
        ),
    ])
    func aBadScheduleIsRefusedWithItsLineAndNothingIsWritten(_ name: String, _ text: String, _ expected: String) throws
    {
        try scratch.write("trips.json", baseJSON)
        let schedule = try scratch.write(name, text)
        // An event that is not a game refuses the schedule only with --strict (it is skipped
        // without); a file that is no schedule, or a zone that does not exist, always.
        let run = try itin("import", library, schedule, "--trip", "ne", "--strict")
        #expect(run.status == 65, "\(run)")
        #expect(run.stderr.hasPrefix("itin: \(schedule): \(expected)"), "\(run.stderr)")
        #expect(try scratch.text("trips.json") == baseJSON, "nothing written")
    }

    @Test func usageErrorsExit64AndAMissingScheduleExits66() throws {
        try scratch.write("trips.json", baseJSON)
        #expect(try itin("import", library, "x.ics").status == 64)
        #expect(try itin("import", library, "x.ics", "--trip", "ne", "--new", "N").status == 64)
        #expect(try itin("import", library, scratch.path("none.ics"), "--trip", "ne").status == 66)
        #expect(
            try itin("import", library, scratch.path("none.ics"), "--trip", "nope").status == 66,
            "the schedule is read first")
    }
}
