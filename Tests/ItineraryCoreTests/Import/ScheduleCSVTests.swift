import Testing

@testable import ItineraryCore

/// Calendars (docs/calendars.md): a schedule as CSV, read by `CSVText` and checked row by row.
@Suite struct ScheduleCSVTests {
    func events(_ text: String) throws -> [ScheduleEvent] { try ScheduleCSV.events(Array(text.utf8)) }

    @Test func rowsBecomeEventsWithTheirLines() throws {
        let csv =
            "date,time,away,home,venue,city,tz\r\n2026-06-12,19:10,Yankees,Red Sox,Fenway Park,Boston,America/New_York\r\n"
            + "2026-06-13,13:05,Red Sox,Yankees,\"Yankee Stadium, The Bronx\",New York,\r\n"
        let read = try events(csv)
        #expect(read.map(\.line) == [2, 3])
        #expect(read[0].matchup == "Yankees @ Red Sox" && read[0].tz == "America/New_York")
        #expect(read[1].venue == "Yankee Stadium, The Bronx" && read[1].tz == nil)
        #expect(read[1].start.description == "2026-06-13 13:05")
    }

    @Test func columnsMayComeInAnyOrderAfterAByteOrderMarkAndBlankLinesAreSkipped() throws {
        let read = try events(
            "\u{FEFF}city,venue,home,away,time,date\n\nBoston,Fenway,Red Sox,Yankees,19:10,2026-06-12\n")
        #expect(read.count == 1 && read[0].line == 3 && read[0].away == "Yankees" && read[0].city == "Boston")
    }

    @Test func aLineBreakInsideAQuotedFieldCountsForTheLinesAfterIt() throws {
        let csv =
            "date,time,away,home,venue,city\n2026-06-12,19:10,A,B,\"Fenway\nPark\",Boston\n2026-06-13,25:00,A,B,V,C\n"
        #expect(throws: ScheduleError(line: 4, "25:00 is not a time (HH:MM, 24-hour)")) { try events(csv) }
    }

    @Test(arguments: [
        (
            "date,time,away,home,venue\n",
            ScheduleError(
                line: 1, "the header has no city column (it names date,time,away,home,venue,city and optionally tz)")
        ),
        (
            "date,time,away,home,venue,city,notes\n",
            ScheduleError(
                line: 1, "unknown column \"notes\": the header names date,time,away,home,venue,city and optionally tz")
        ),
        ("date,time,away,home,venue,city,date\n", ScheduleError(line: 1, "the column date is named twice")),
        (
            "date,time,away,home,venue,city\n2026-06-12,19:10,A,B,V\n",
            ScheduleError(line: 2, "5 fields, but the header names 6")
        ),
        (
            "date,time,away,home,venue,city\n2026-6-12,19:10,A,B,V,C\n",
            ScheduleError(line: 2, "2026-6-12 is not a date (YYYY-MM-DD)")
        ),
        ("date,time,away,home,venue,city\n2026-06-12,19:10, ,B,V,C\n", ScheduleError(line: 2, "the away is empty")),
        (
            "date,time,away,home,venue,city\n\"2026-06-12,19:10,A,B,V,C\n",
            ScheduleError(line: 2, "a quote opens a field here that is never closed")
        ),
        (
            "",
            ScheduleError(line: nil, "the file is empty: a schedule needs the header date,time,away,home,venue,city,tz")
        ),
    ])
    func aRowThatDoesNotFitIsRefusedWithItsLine(_ text: String, _ error: ScheduleError) throws {
        #expect(throws: error) { try events(text) }
    }

    @Test func bytesThatAreNotUTF8AreRefusedOnTheirLine() throws {
        let bytes = Array("date,time,away,home,venue,city\n2026-06-12,19:10,A,".utf8) + [0xFF] + Array(",V,C\n".utf8)
        #expect(throws: ScheduleError(line: 2, "the file is not UTF-8 text")) { try ScheduleCSV.events(bytes) }
    }
}

@Suite struct MatchupTests {
    @Test(arguments: [
        ("Yankees @ Red Sox", "Yankees", "Red Sox"), ("Yankees@Red Sox", "Yankees", "Red Sox"),
        ("Yankees at Red Sox", "Yankees", "Red Sox"), ("Red Sox vs Yankees", "Yankees", "Red Sox"),
        ("Red Sox vs. Yankees", "Yankees", "Red Sox"), (" Red Sox VS. Yankees ", "Yankees", "Red Sox"),
    ])
    func summariesNameTheTeams(_ summary: String, _ away: String, _ home: String) {
        let teams = Matchup.teams(summary)
        #expect(teams?.away == away && teams?.home == home)
    }

    @Test(arguments: ["Off day", "@ Red Sox", "Yankees @", "Batting practice", ""])
    func aSummaryWithoutTwoTeamsHasNone(_ summary: String) {
        #expect(Matchup.teams(summary) == nil)
    }
}
