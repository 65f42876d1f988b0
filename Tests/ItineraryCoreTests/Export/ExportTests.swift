import Testing

@testable import ItineraryCore

/// Calendars (docs/calendars.md): `itin export` as iCalendar, CSV and Markdown.
@Suite struct ExportTests {
    /// The physical lines of an iCalendar text, without their CRLFs.
    func physicalLines(_ text: String) -> [String] {
        #expect(text.hasSuffix("\r\n"))
        return text.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// The content lines, unfolded (RFC 5545 section 3.1: a CRLF followed by a space is removed).
    func contentLines(_ text: String) -> [String] {
        text.replacing("\r\n ", with: "").split(separator: "\r\n").map(String.init)
    }

    func ics(_ trips: [Trip], stamp: Int64 = 1_780_000_000) throws -> String {
        try exportedText(trips, as: .ics, stamp: stamp)
    }

    /// The content lines of the event whose UID is `id@itin`.
    func event(_ id: String, in text: String) throws -> [String] {
        let lines = contentLines(text)
        let uid = try #require(lines.firstIndex(of: "UID:\(id)@itin"), "no event \(id)")
        let begin = try #require(lines[..<uid].lastIndex(of: "BEGIN:VEVENT"))
        let end = try #require(lines[uid...].firstIndex(of: "END:VEVENT"))
        return Array(lines[begin...end])
    }

    // MARK: - iCalendar lines

    @Test func foldingKeepsEveryPhysicalLineWithin75OctetsAndNeverSplitsACharacter() throws {
        // Shifted by 0 to 3 octets, so that characters of each width meet the fold.
        for shift in 0..<4 {
            try checkFolding(
                "SUMMARY:" + String(repeating: "a", count: shift)
                    + String(repeating: "Café ☕ 東京ドーム 🎉⚾️ ", count: 12))
        }
    }

    func checkFolding(_ contentLine: String) throws {
        let text = ICalendarLines.folded(contentLine)
        let lines = physicalLines(text)
        #expect(lines.count > 5)
        for (n, line) in lines.enumerated() {
            let bytes = Array(line.utf8)
            #expect(bytes.count <= 75, "line \(n) has \(bytes.count) octets")
            // Each physical line on its own is whole UTF-8: no sequence was cut in two.
            #expect(String(validating: bytes, as: UTF8.self) != nil, "line \(n) is not valid UTF-8 alone")
            if n > 0 { #expect(line.hasPrefix(" ")) }
        }
        // Folded as late as it may be: a line ends short of 75 only where the next
        // character would not fit.
        for (line, next) in zip(lines, lines.dropFirst()) {
            let room = 75 - line.utf8.count
            let nextScalar = try #require(next.dropFirst().unicodeScalars.first)
            #expect(UTF8.width(nextScalar) > room)
        }
        #expect(contentLines(text) == [contentLine])
    }

    @Test func aLineOf75OctetsIsNotFoldedAndOneMoreOctetIs() {
        let exact = "X:" + String(repeating: "a", count: 73)
        #expect(ICalendarLines.folded(exact) == exact + "\r\n")
        // 74 octets, then a two-octet é that would make 76: it starts the next line.
        let over = "X:" + String(repeating: "a", count: 72) + "é"
        #expect(ICalendarLines.folded(over) == "X:" + String(repeating: "a", count: 72) + "\r\n é\r\n")
    }

    @Test func textIsEscapedAndControlCharactersOtherThanTabAreDropped() {
        let raw = "a\\b;c,d\ne\r\nf\rg\th\u{1B}[31mi\u{7F}\u{85}j\u{0}"
        #expect(ICalendarLines.escaped(raw) == #"a\\b\;c\,d\ne\nf\ng"# + "\th[31mij")
        #expect(ICalendarLines.escaped("Fenway Park, Boston") == #"Fenway Park\, Boston"#)
    }

    @Test func aParameterValueWithAColonIsQuoted() {
        #expect(ICalendarLines.parameterValue("America/New_York") == "America/New_York")
        #expect(ICalendarLines.parameterValue("Odd:Zone") == "\"Odd:Zone\"")
        #expect(ICalendarLines.parameterValue("Bad\"Zone") == "BadZone")
    }

    @Test func offsetsAreSignedHoursAndMinutesWithSecondsOnlyWhenThereAreSome() {
        #expect(ICalendarValues.offset(-4 * 3600) == "-0400")
        #expect(ICalendarValues.offset(5 * 3600 + 1800) == "+0530")
        #expect(ICalendarValues.offset(0) == "+0000")
        #expect(ICalendarValues.offset(-(17 * 60 + 30)) == "-001730")
        #expect(ICalendarValues.utc(0) == "19700101T000000Z")
    }

    // MARK: - iCalendar events

    @Test func theCalendarHasItsHeaderAndCRLFLines() throws {
        let text = try ics([trip(days: 1)])
        #expect(
            contentLines(text) == [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//itin//itin//EN",
                "CALSCALE:GREGORIAN", "END:VCALENDAR",
            ])
        #expect(!text.replacing("\r\n", with: "").contains("\n"))
    }

    @Test func aGameIsAThreeHourEventThatMayEndAfterMidnight() throws {
        let late = Game(
            id: "g1", day: 2, time: TimeOfDay(text: "22:00")!, away: "Yankees", home: "Red Sox",
            venue: "Fenway Park", city: "Boston")
        let newYear = Game(
            id: "g2", day: 1, time: TimeOfDay(text: "23:30")!, away: "A", home: "B", venue: "V", city: "C")
        let text = try ics([
            trip("ne", days: 2, name: "Swing", games: [late]),
            trip("ny", days: 1, start: "2026-12-31", games: [newYear]),
        ])
        #expect(
            try event("g1", in: text) == [
                "BEGIN:VEVENT", "UID:g1@itin", "DTSTAMP:20260528T202640Z",
                "DTSTART:20260613T220000", "DTEND:20260614T010000",
                "SUMMARY:Yankees @ Red Sox", #"LOCATION:Fenway Park\, Boston"#, "DESCRIPTION:Swing · Day 2",
                "END:VEVENT",
            ])
        let g2 = try event("g2", in: text)
        #expect(g2.contains("DTSTART:20261231T233000") && g2.contains("DTEND:20270101T023000"))
    }

    @Test func aGameWithAZoneNamesItInDTSTARTAndDTEND() throws {
        var g = game("g1", day: 1, at: "19:10", in: "Boston")
        g.tz = "America/New_York"
        let lines = try event("g1", in: try ics([trip(days: 1, games: [g])]))
        #expect(lines.contains("DTSTART;TZID=America/New_York:20260612T191000"))
        #expect(lines.contains("DTEND;TZID=America/New_York:20260612T221000"))
    }

    /// The lines of the VTIMEZONE whose TZID is `zone`.
    func timeZone(_ zone: String, in text: String) throws -> [String] {
        let lines = contentLines(text)
        let tzid = try #require(lines.firstIndex(of: "TZID:\(zone)"), "no VTIMEZONE \(zone)")
        let end = try #require(lines[tzid...].firstIndex(of: "END:VTIMEZONE"))
        return Array(lines[tzid - 1...end])
    }

    func zonedGame(_ id: String, day: Int, at time: String, _ zone: String) -> Game {
        var g = game(id, day: day, at: time, in: "City")
        g.tz = zone
        return g
    }

    @Test func aZoneHasTheObservanceInEffectAtItsFirstGameThenEachChangeUpToItsLastGamesEnd() throws {
        // New York changes clocks on Mar 8 and Nov 1, 2026, at 02:00 local time; the games
        // are on Oct 31 and Nov 2, and another trip's on Dec 1.
        let fall = trip(
            "fall", days: 3, start: "2026-10-31",
            games: [
                zonedGame("g1", day: 1, at: "19:05", "America/New_York"),
                zonedGame("g2", day: 3, at: "13:05", "America/New_York"),
            ])
        let winter = trip(
            "winter", days: 1, start: "2026-12-01", games: [zonedGame("g3", day: 1, at: "19:00", "America/New_York")])
        let text = try ics([fall, winter])
        #expect(
            try timeZone("America/New_York", in: text) == [
                "BEGIN:VTIMEZONE", "TZID:America/New_York",
                "BEGIN:DAYLIGHT", "DTSTART:20260308T020000", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400", "TZNAME:EDT",
                "END:DAYLIGHT",
                "BEGIN:STANDARD", "DTSTART:20261101T020000", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "TZNAME:EST",
                "END:STANDARD",
                "END:VTIMEZONE",
            ])
        #expect(contentLines(text).filter { $0 == "BEGIN:VTIMEZONE" }.count == 1)
        // Before the events, where a reader that reads in one pass finds it in time.
        #expect(
            try #require(text.range(of: "END:VTIMEZONE")).lowerBound
                < (try #require(text.range(of: "BEGIN:VEVENT"))).lowerBound)
    }

    @Test func aZoneWithoutChangesHasOneObservance() throws {
        let text = try ics([trip(days: 1, games: [zonedGame("g1", day: 1, at: "18:00", "Asia/Tokyo")])])
        #expect(
            try timeZone("Asia/Tokyo", in: text) == [
                "BEGIN:VTIMEZONE", "TZID:Asia/Tokyo",
                "BEGIN:STANDARD", "DTSTART:20250611T000000", "TZOFFSETFROM:+0900", "TZOFFSETTO:+0900", "TZNAME:JST",
                "END:STANDARD",
                "END:VTIMEZONE",
            ])
    }

    @Test func aGamesZoneTheDatabaseLacksStopsTheExportNamingTheGame() throws {
        let t = trip(
            "t", days: 2,
            games: [game("g0", day: 1, in: "Boston"), zonedGame("g1", day: 2, at: "19:00", "Mars/Olympus_Mons")])
        let zones = ZoneDatabase(directory: "/usr/share/zoneinfo")
        #expect(
            throws: ExportError.zone(
                trip: "t", game: "g1",
                ZoneError(name: "Mars/Olympus_Mons", directory: zones.directory, problem: .notFound))
        ) {
            try exportedText([t], as: .ics, stamp: 0, zones: zones)
        }
        // CSV and Markdown write the zone as text and need no database.
        #expect(try exportedText([t], as: .csv, stamp: 0, zones: zones).contains("Mars/Olympus_Mons"))
    }

    @Test func legsAndNotesAreAllDayEventsOnTheirDate() throws {
        // 2028 is a leap year: day 2 is Feb 29, and the next day Mar 1.
        let t = trip(
            "t", days: 3, start: "2028-02-28", name: "Leap",
            items: [
                leg("t1", day: 2, 0, from: "Boston", to: "New York", miles: 215, mode: .drive),
                note("n1", day: 3, 0, "Lunch", note: "cash only, sorry"),
            ])
        let text = try ics([t])
        #expect(
            try event("t1", in: text) == [
                "BEGIN:VEVENT", "UID:t1@itin", "DTSTAMP:20260528T202640Z",
                "DTSTART;VALUE=DATE:20280229", "DTEND;VALUE=DATE:20280301", "TRANSP:TRANSPARENT",
                "SUMMARY:Boston → New York · 215 mi · drive", "DESCRIPTION:Leap · Day 2", "END:VEVENT",
            ])
        #expect(
            try event("n1", in: text) == [
                "BEGIN:VEVENT", "UID:n1@itin", "DTSTAMP:20260528T202640Z",
                "DTSTART;VALUE=DATE:20280301", "DTEND;VALUE=DATE:20280302", "TRANSP:TRANSPARENT",
                "SUMMARY:Lunch", #"DESCRIPTION:cash only\, sorry"#, "END:VEVENT",
            ])
    }

    @Test func uidsStayTheSameWhenItemsMoveAndTheExportIsRepeated() throws {
        let before = trip(
            "t", days: 2, games: [game("g1", day: 1, in: "Boston")],
            items: [note("n1", day: 1, 0), leg("t1", day: 2, 0, from: "Boston", to: "New York")])
        var after = before
        after.items[0].day = 2
        after.items[0].sortOrder = 5
        func uids(_ t: Trip, _ stamp: Int64) throws -> Set<String> {
            Set(contentLines(try ics([t], stamp: stamp)).filter { $0.hasPrefix("UID:") })
        }
        let expected: Set = ["UID:g1@itin", "UID:n1@itin", "UID:t1@itin"]
        #expect(try uids(before, 0) == expected)
        #expect(try uids(after, 1_900_000_000) == expected)
    }

    @Test func theSameStampGivesTheSameBytesAndAnotherChangesOnlyDTSTAMP() throws {
        let library = DemoLibrary.library.sortedTrips
        let a = try ics(library, stamp: 1_700_000_000)
        #expect(try ics(library, stamp: 1_700_000_000) == a)
        let b = try ics(library, stamp: 1_700_000_001)
        let (la, lb) = (contentLines(a), contentLines(b))
        #expect(la.count == lb.count)
        let differing = zip(la, lb).filter { $0 != $1 }
        #expect(!differing.isEmpty)
        #expect(
            differing.allSatisfy {
                $0.hasPrefix("DTSTAMP:20231114T221320Z") && $1.hasPrefix("DTSTAMP:20231114T221321Z")
            })
    }

    @Test func theStampIsSourceDateEpochWhenSetAndRefusedWhenMalformed() throws {
        #expect(try ExportStamp.from(environment: ["SOURCE_DATE_EPOCH": "1700000000"]) == 1_700_000_000)
        for bad in ["", "-5", "12.5", "1e9", "soon", "99999999999999999999"] {
            #expect(throws: ExportError.badSourceDateEpoch(bad)) {
                try ExportStamp.from(environment: ["SOURCE_DATE_EPOCH": bad])
            }
        }
        let now = try ExportStamp.from(environment: [:])
        #expect(now > 1_750_000_000)  // a clock that is not set to a time after this code was written
    }

    // MARK: - Markdown

    @Test func markdownActiveCharactersInUserTextAreEscaped() {
        #expect(MarkdownText.line("*Fenway* [tour]") == #"\*Fenway\* \[tour\]"#)
        #expect(MarkdownText.line("# not a heading") == ##"\# not a heading"##)
        #expect(MarkdownText.line("1. not a list") == #"1\. not a list"#)
        #expect(MarkdownText.line("12) nor this") == #"12\) nor this"#)
        #expect(MarkdownText.line("- nor this") == #"\- nor this"#)
        #expect(MarkdownText.line("> nor a quote") == #"\> nor a quote"#)
        #expect(MarkdownText.line("a_b `c` <b>d</b> ~e~ | $f$") == #"a\_b \`c\` \<b\>d\</b\> \~e\~ \| \$f\$"#)
        #expect(MarkdownText.line("Fish & chips &amp; ale") == #"Fish & chips \&amp; ale"#)
        #expect(MarkdownText.line(#"C:\temp"#) == #"C:\\temp"#)
        // Plain words stay plain, and `-` or `.` inside a line need nothing.
        #expect(
            MarkdownText.line("Yankees @ Red Sox · 19:10 — re-match, 2.5 mi")
                == "Yankees @ Red Sox · 19:10 — re-match, 2.5 mi")
    }

    @Test func aNoteWithLineBreaksStaysInItsListItem() {
        let text = MarkdownText.paragraph("Lunch — first line\r\n\n- second\n## third\u{1B}", indent: "  ")
        #expect(text == "Lunch — first line\\\n  \\- second\\\n  \\#\\# third␛")
    }

    @Test func aSmallTripAsMarkdown() throws {
        let t = trip(
            "t", days: 3, name: "*Best* trip",
            games: [
                game(
                    "g1", day: 1, at: "19:10", in: "Boston", away: "Yankees",
                    home: "Red Sox", venue: "Fenway Park")
            ],
            items: [
                note("n1", day: 1, 1, "Lobster roll", note: "cash only\nno cards"),
                leg("t1", day: 3, 0, from: "Boston", to: "New York", miles: 215, mode: .drive),
            ])
        #expect(
            try exportedText([t], as: .md, stamp: 0) == """
                # \\*Best\\* trip

                Jun 12 – Jun 14, 2026 · 3 days

                ## Day 1 · Fri Jun 12 · Boston

                - 19:10 Yankees @ Red Sox · Fenway Park, Boston
                - Lobster roll — cash only\\
                  no cards

                ## Day 2 · Sat Jun 13

                - (nothing planned)

                ## Day 3 · Sun Jun 14 · Boston → New York

                - Boston → New York · 215 mi · drive

                """)
    }

    // MARK: - CSV

    @Test func aNoteWithACommaAQuoteAndANewlineIsOneQuotedField() throws {
        let t = trip(
            "t", days: 1, name: "Trip, \"one\"",
            items: [note("n1", day: 1, 0, "Lunch", note: "He said \"hi\", then\nleft")])
        let text = try exportedText([t], as: .csv, stamp: 0)
        #expect(
            text == """
                trip,day,date,time,kind,title,away,home,venue,city,from,to,miles,mode,note,tz,nights,address,confirmation,check_in,check_out,cost,currency,id,trip_id\r
                "Trip, ""one\""",1,2026-06-12,,custom,Lunch,,,,,,,,,"He said ""hi"", then
                left",,,,,,,,,n1,t\r

                """)
    }

    @Test func csvHasARowPerEntryInDisplayOrderWithEachKindsFields() throws {
        var g = game("g1", day: 1, at: "19:10", in: "Boston", away: "Yankees", home: "Red Sox", venue: "Fenway Park")
        g.tz = "America/New_York"
        var t = trip(
            "t", days: 2, name: "Swing", games: [g],
            items: [
                note("n1", day: 1, -1, "Walk"),
                leg("t1", day: 2, 0, from: "Boston", to: "New York", miles: 2.5, mode: .train),
                Item(
                    id: "s1", day: 1, sortOrder: 1,
                    kind: .stay(
                        Stay(
                            name: "Hotel Beacon", city: "Boston", nights: 2, address: "1 Beacon St, Boston",
                            confirmation: "HB-1", checkIn: TimeOfDay(text: "15:00")))),
            ])
        t.items[1].cost = Cost(hundredths: 8450)
        let rows = try exportedText([t], as: .csv, stamp: 0).split(separator: "\r\n").map(String.init)
        #expect(
            rows == [
                "trip,day,date,time,kind,title,away,home,venue,city,from,to,miles,mode,note,tz,nights,address,confirmation,check_in,check_out,cost,currency,id,trip_id",
                "Swing,1,2026-06-12,,custom,Walk,,,,,,,,,,,,,,,,,,n1,t",
                "Swing,1,2026-06-12,19:10,game,Yankees @ Red Sox,Yankees,Red Sox,Fenway Park,Boston,,,,,,America/New_York,,,,,,,,g1,t",
                "Swing,1,2026-06-12,,stay,Hotel Beacon,,,,Boston,,,,,,,2,\"1 Beacon St, Boston\",HB-1,15:00,,,,s1,t",
                "Swing,2,2026-06-13,,travel,Boston → New York,,,,,Boston,New York,2.5,train,,,,,,,,84.50,USD,t1,t",
            ])
    }
}
