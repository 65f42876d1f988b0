import Foundation
import ItineraryCore
import Testing

/// `itin import` of the schedules the teams publish: a club's download, its calendar feeds,
/// several at once; events that are no game skipped and counted (or refused with --strict);
/// --dry-run; files that are no schedule refused with nothing written.
@Suite struct PublishedScheduleCLITests {
    let scratch: Scratch
    var library: String { scratch.path("trips.json") }

    init() throws { scratch = try Scratch() }

    static let download = """
        START DATE,START TIME,START TIME ET,SUBJECT,LOCATION,DESCRIPTION,END DATE,END DATE ET,END TIME,END TIME ET
        04/10/26,07:15 PM,10:15 PM,Padres at Giants,AT&T Park - San Francisco,"",04/10/26,04/11/26,10:15 PM,01:15 AM
        04/12/26,04:10 PM,07:10 PM,Giants at Mets,Citi Field - Flushing,"Local TV: NBCS BA",04/12/26,04/12/26,07:10 PM,10:10 PM
        04/13/26,,,Giants at Mets - Time TBD,Citi Field - Flushing,"",04/13/26,04/13/26,,
        04/14/26,04:10 PM,07:10 PM,Giants at Rays,Tropicana Field - St. Petersburg,"",04/14/26,04/14/26,07:10 PM,10:10 PM
        04/15/26,04:10 PM,07:10 PM,Fan appreciation day,Oracle Park - San Francisco,"",,,,

        """

    func games() throws -> [String] {
        try load(library).trips[0].games.map {
            "\($0.day) \($0.timeText) \($0.matchup) · \($0.venue), \($0.city) · \($0.tz ?? "-") · \($0.place ?? "-")"
        }
    }

    @Test func aClubsDownloadImportsAtItsParksAndTimesAndTwiceChangesNothing() throws {
        let csv = try scratch.write("giants.csv", Self.download)
        let run = try itin("import", library, csv, "--new", "April")
        #expect(run.status == 0, "\(run)")
        #expect(
            run.lines == [
                "4 games into a new trip April (april): 4 added, 0 updated, 0 unchanged",
                "skipped 1 event: no teams (line 6)",
                "AT&T Park, San Francisco → Oracle Park (venue), San Francisco, California, US",
                "Citi Field, Flushing → Citi Field (venue), Queens, New York, US",
                "Tropicana Field, St. Petersburg → Tropicana Field (venue), St. Petersburg, Florida, US",
            ])
        let first = try games()
        #expect(
            first == [
                "1 19:15 Padres @ Giants · AT&T Park, San Francisco · America/Los_Angeles · Oracle Park",
                "3 19:10 Giants @ Mets · Citi Field, Flushing · America/New_York · Citi Field",
                "4 TBD Giants @ Mets · Citi Field, Flushing · America/New_York · Citi Field",
                "5 19:10 Giants @ Rays · Tropicana Field, St. Petersburg · America/New_York · Tropicana Field",
            ])
        // Each place written resolves back to itself with `itin place`.
        let place = try itin("place", "Oracle Park", "Citi Field", "Tropicana Field")
        #expect(place.lines.filter { $0.contains("(venue)") }.count == 3, "\(place)")
        let again = try itin("import", library, csv, "--trip", "april")
        #expect(again.status == 0, "\(again)")
        #expect(again.lines.first == "4 games into the trip April (april): 0 added, 0 updated, 4 unchanged")
        #expect(try games() == first)
        let strict = try itin("import", library, csv, "--trip", "april", "--strict")
        #expect(strict.status == 65)
        #expect(strict.stderr.contains("giants.csv: line 6: the SUBJECT \"Fan appreciation day\" names no teams"))
    }

    @Test func aDryRunSaysEverythingAndWritesNothing() throws {
        try scratch.write("trips.json", baseJSON)
        let csv = try scratch.write("giants.csv", Self.download)
        let run = try itin("import", library, csv, "--new", "April", "--dry-run")
        #expect(run.status == 0, "\(run)")
        #expect(run.lines.first == "4 games into a new trip April (april): 4 added, 0 updated, 0 unchanged")
        #expect(run.lines.last == "(a dry run: nothing written)")
        #expect(try scratch.text("trips.json") == baseJSON)
    }

    /// Two clubs' calendars (the current form, written by Python's icalendar: folded lines,
    /// CRLF, an emoji) with a game in both: one game.
    @Test func twoClubsFeedsWithTheSameGameImportItOnce() throws {
        let script = """
            import icalendar, datetime
            utc = datetime.timezone.utc
            def feed(path, name, games):
                cal = icalendar.Calendar(); cal.add('prodid', '-//club//EN'); cal.add('version', '2.0')
                cal.add('x-wr-calname', name)
                for uid, start, summary, location in games:
                    e = icalendar.Event(); e.add('uid', uid); e.add('dtstamp', datetime.datetime(2026, 1, 1, tzinfo=utc))
                    e.add('dtstart', start); e.add('summary', summary); e.add('location', location)
                    e.add('description', 'Watch live on the club network and buy tickets for this game before they are gone, while they last.')
                    cal.add_component(e)
                open(path, 'wb').write(cal.to_ical())
            feed('\(scratch.path("brewers.ics"))', 'Milwaukee Brewers', [
                ('b1', datetime.datetime(2026, 6, 6, 0, 40, tzinfo=utc), '⚾️ Milwaukee Brewers @ Colorado Rockies', 'Coors Field'),
                ('b2', datetime.datetime(2026, 6, 8, 0, 10, tzinfo=utc), '⚾️ Chicago Cubs @ Milwaukee Brewers', 'American Family Field'),
            ])
            feed('\(scratch.path("rockies.ics"))', 'Colorado Rockies', [
                ('r1', datetime.datetime(2026, 6, 6, 0, 40, tzinfo=utc), '⚾️ Milwaukee Brewers @ Colorado Rockies', 'Coors Field'),
            ])
            """
        let python = try runPython(script)
        #expect(python.status == 0, "\(python.stderr)")
        let run = try itin(
            "import", library, scratch.path("brewers.ics"), scratch.path("rockies.ics"), "--new", "June")
        #expect(run.status == 0, "\(run)")
        #expect(run.lines.first == "2 games into a new trip June (june): 2 added, 0 updated, 0 unchanged")
        #expect(
            try games() == [
                "1 18:40 Milwaukee Brewers @ Colorado Rockies · Coors Field, Denver · America/Denver · Coors Field",
                "3 19:10 Chicago Cubs @ Milwaukee Brewers · American Family Field, Milwaukee · America/Chicago · American Family Field",
            ])
        // The home club's copy is the one kept.
        #expect(try load(library).trips[0].games[0].uid == "r1")
    }

    @Test(arguments: [
        ("empty.ics", [UInt8]()),
        ("binary.csv", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF]),
        ("other.csv", Array("name,email\nAda,ada@example.com\n".utf8)),
    ])
    func aFileThatIsNoScheduleIsRefusedAndNothingIsWritten(_ name: String, _ bytes: [UInt8]) throws {
        try scratch.write("trips.json", baseJSON)
        let schedule = try scratch.write(name, bytes: bytes)
        let run = try itin("import", library, schedule, "--trip", "ne")
        #expect(run.status == 65, "\(run)")
        #expect(try scratch.text("trips.json") == baseJSON)
    }

    @Test func aScheduleOfWhichNothingIsAGameExits1() throws {
        try scratch.write("trips.json", baseJSON)
        let csv = try scratch.write(
            "none.csv",
            "START DATE,START TIME,START TIME ET,SUBJECT,LOCATION\n04/10/26,,,Fireworks,Oracle Park - San Francisco\n")
        let run = try itin("import", library, csv, "--trip", "ne")
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("line 2: the SUBJECT \"Fireworks\" names no teams"), "\(run)")
        #expect(try scratch.text("trips.json") == baseJSON)
    }
}
