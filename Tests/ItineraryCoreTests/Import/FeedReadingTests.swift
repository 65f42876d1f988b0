import Testing

@testable import ItineraryCore

/// The first steps of reading a schedule, each on a table of lines as teams write them: the
/// summary's teams, the location's parts, the downloadable CSV's dates and times, and which
/// kind of file it is.
@Suite struct FeedReadingTests {
    @Test(arguments: [
        ("Cubs at Giants", FeedTeams.awayHome(away: "Cubs", home: "Giants"), false),
        ("Rockies at Giants - Time TBD", .awayHome(away: "Rockies", home: "Giants"), true),
        (
            "⚾️ Milwaukee Brewers @ Colorado Rockies", .awayHome(away: "Milwaukee Brewers", home: "Colorado Rockies"),
            false
        ),
        ("⚾ Brewers @ Rockies", .awayHome(away: "Brewers", home: "Rockies"), false),
        ("🏟️⚾️  Brewers @ Rockies", .awayHome(away: "Brewers", home: "Rockies"), false),
        ("Chicago Cubs vs. New York Mets", .either("Chicago Cubs", "New York Mets"), false),
        ("Los Angeles Angels vs. Chicago Cubs - Time TBD", .either("Los Angeles Angels", "Chicago Cubs"), true),
        ("Red Sox vs Yankees", .either("Red Sox", "Yankees"), false),
        ("FINAL: St. Louis Cardinals 3 - Chicago Cubs 0", .either("St. Louis Cardinals", "Chicago Cubs"), false),
        (
            "FINAL Spring: Chicago Cubs 10 - San Francisco Giants 12", .either("Chicago Cubs", "San Francisco Giants"),
            false
        ),
        ("FINAL NLDS: Chicago Cubs 2 - St. Louis Cardinals 1", .either("Chicago Cubs", "St. Louis Cardinals"), false),
        ("Cincinnati Reds - Time TBD", .single("Cincinnati Reds"), true),
        ("Cincinnati Reds", .single("Cincinnati Reds"), false),
    ])
    func summariesNameTheirTeams(_ summary: String, _ teams: FeedTeams, _ notSet: Bool) throws {
        let read = try #require(FeedSummary(summary))
        #expect(read.teams == teams)
        #expect(read.timeNotSet == notSet)
    }

    @Test(arguments: ["Batting practice", "Off day", "⚾️", "", "FINAL: rained out"])
    func summariesThatNameNoTeamAreNoGame(_ summary: String) {
        #expect(FeedSummary(summary) == nil)
    }

    @Test(arguments: [
        ("Oracle Park - San Francisco", ["Oracle Park", "San Francisco"]),
        ("Wrigley Field, Chicago", ["Wrigley Field", "Chicago"]),
        ("Fenway Park, Boston, MA", ["Fenway Park", "Boston", "MA"]),
        ("Coors Field", ["Coors Field"]),
        ("Flushing, NY", ["Flushing", "NY"]),
        ("  Citi Field  -  Flushing ", ["Citi Field", "Flushing"]),
        ("", []),
    ])
    func locationsSplitIntoTheirParts(_ text: String, _ parts: [String]) {
        #expect(FeedLocation.parse(text) == .written(parts))
    }

    @Test(arguments: [
        ("07:05 PM", TeamScheduleCSV.Time.set(TimeOfDay(hour: 19, minute: 5)!)),
        ("12:05 PM", .set(TimeOfDay(hour: 12, minute: 5)!)),
        ("12:10 AM", .set(TimeOfDay(hour: 0, minute: 10)!)),
        ("1:10 pm", .set(TimeOfDay(hour: 13, minute: 10)!)),
        ("19:05", .set(TimeOfDay(hour: 19, minute: 5)!)),
        ("", .notSet), ("TBD", .notSet), ("tba", .notSet),
        ("7pm", .unreadable("7pm")), ("13:05 PM", .unreadable("13:05 PM")),
    ])
    func downloadTimesRead(_ text: String, _ time: TeamScheduleCSV.Time) {
        #expect(TeamScheduleCSV.time(text) == time)
    }

    @Test(arguments: [
        ("04/10/26", CalendarDate(year: 2026, month: 4, day: 10)),
        ("09/27/2026", CalendarDate(year: 2026, month: 9, day: 27)),
        ("02/30/26", nil), ("2026-04-10", nil), ("4/10", nil),
    ])
    func downloadDatesRead(_ text: String, _ date: CalendarDate?) {
        #expect(TeamScheduleCSV.date(text) == date)
    }

    @Test(arguments: [
        ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n", nil, ScheduleDialect.iCalendar),
        ("\u{FEFF}begin:vcalendar\n", nil, .iCalendar),
        ("START DATE,START TIME,START TIME ET,SUBJECT,LOCATION,DESCRIPTION\r\n", nil, .teamCSV),
        ("date,time,away,home,venue,city\n", nil, .itinCSV),
        ("Dear fans,\n", nil, .itinCSV),
        ("START DATE,START TIME,START TIME ET,SUBJECT,LOCATION\n", ScheduleFormat.ics, .iCalendar),
        ("BEGIN:VCALENDAR\n", .csv, .itinCSV),
    ])
    func theKindOfFileIsToldByItsContent(_ text: String, _ format: ScheduleFormat?, _ dialect: ScheduleDialect) {
        #expect(ScheduleDialect(Array(text.utf8), format: format) == dialect)
    }

    @Test(arguments: [
        ("Chicago Cubs", "Chicago Cubs"), ("Red Sox 2026", "Boston Red Sox"),
        ("Boston Red Sox Schedule", "Boston Red Sox"), ("Birmingham Barons", "Birmingham Barons"),
        ("Chicago White Sox 2026", "Chicago White Sox"),
    ])
    func aCalendarsNameNamesItsOwnTeam(_ calendar: String, _ team: String) {
        #expect(TeamName.team(calendar) == team)
    }
}
