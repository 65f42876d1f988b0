import ItinTestSupport
import Testing

@testable import ItineraryCore

/// Schedules as the teams publish them, read whole: every game at its ballpark (the venue
/// table's, else its city read near the schedule's other games), the home team right, the
/// local time right, games whose time is not set kept, events that are no game skipped with
/// their lines. Every place written into a game resolves back to itself.
@Suite struct FeedResolutionTests {
    func read(_ text: String, zone: String? = nil) throws -> Schedule {
        try ScheduleFile.schedule(Array(text.utf8), format: nil, zone: zone)
    }

    func calendar(_ events: [[String]], header: [String] = []) -> String {
        let lines =
            ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//club//EN"] + header
            + events.flatMap { ["BEGIN:VEVENT"] + $0 + ["END:VEVENT"] } + ["END:VCALENDAR"]
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// `2026-05-12 19:10 Giants @ Mets · Citi Field, Flushing · America/New_York · Citi Field`
    func described(_ game: ScheduleEvent) -> String {
        "\(game.date) \(game.time.map(\.description) ?? "TBD") \(game.matchup) · \(game.venue), \(game.city) · \(game.tz ?? "-") · \(game.place?.name ?? "-")"
    }

    /// Every place a game carries is a name `itin place` resolves back to that place first.
    func expectRoundTrips(_ schedule: Schedule) {
        for game in schedule.games {
            guard let resolved = game.place else { continue }
            #expect(Gazetteer.shared.candidates(resolved.name).first == resolved.place, "\(resolved.name)")
        }
    }

    static let download = """
        START DATE,START TIME,START TIME ET,SUBJECT,LOCATION,DESCRIPTION,END DATE,END DATE ET,END TIME,END TIME ET,REMINDER OFF,REMINDER ON
        03/01/26,12:05 PM,02:05 PM,Cubs at Giants,Scottsdale Stadium - Scottsdale,"Local Radio: KNBR 680",03/01/26,03/01/26,03:05 PM,05:05 PM,FALSE,TRUE
        04/10/26,07:15 PM,10:15 PM,Padres at Giants,AT&T Park - San Francisco,"",04/10/26,04/11/26,10:15 PM,01:15 AM,FALSE,TRUE
        05/12/26,04:10 PM,07:10 PM,Giants at Mets,Citi Field - Flushing,"Local TV: NBCS BA",05/12/26,05/12/26,07:10 PM,10:10 PM,FALSE,TRUE
        06/20/26,04:10 PM,07:10 PM,Giants at Rays,Tropicana Field - St. Petersburg,"",06/20/26,06/20/26,07:10 PM,10:10 PM,FALSE,TRUE
        06/21/26,10:10 AM,,Giants at Rays,Tropicana Field - St. Petersburg,"",06/21/26,06/21/26,,,FALSE,TRUE
        09/27/26,,,Rockies at Giants - Time TBD,Oracle Park - San Francisco,"",09/27/26,09/27/26,,,FALSE,TRUE
        09/27/26,TBD,TBD,Rockies at Giants - Time TBD,Oracle Park - San Francisco,"",09/27/26,09/27/26,,,FALSE,TRUE
        13/40/26,07:15 PM,10:15 PM,Padres at Giants,Oracle Park - San Francisco,"",,,,,,
        04/11/26,07:15 PM,10:15 PM,Fireworks night,Oracle Park - San Francisco,"",,,,,,
        06/22/26,07:15 PM,10:15 PM,Giants at Rays,Nowhere Park - Nowheresville,"",,,,,,

        """

    /// A club's download: Eastern time read into the ballpark's zone, its own time (without
    /// Eastern) read in the zone of most of its games, a renamed park, TBD doubleheader kept twice.
    @Test func aClubsDownloadPutsEveryGameAtItsParkAndTime() throws {
        let schedule = try read(Self.download)
        #expect(
            schedule.games.map(described) == [
                "2026-03-01 12:05 Cubs @ Giants · Scottsdale Stadium, Scottsdale · America/Phoenix · Scottsdale Stadium",
                "2026-04-10 19:15 Padres @ Giants · AT&T Park, San Francisco · America/Los_Angeles · Oracle Park",
                "2026-05-12 19:10 Giants @ Mets · Citi Field, Flushing · America/New_York · Citi Field",
                "2026-06-20 19:10 Giants @ Rays · Tropicana Field, St. Petersburg · America/New_York · Tropicana Field",
                "2026-06-21 13:10 Giants @ Rays · Tropicana Field, St. Petersburg · America/New_York · Tropicana Field",
                "2026-09-27 TBD Rockies @ Giants · Oracle Park, San Francisco · America/Los_Angeles · Oracle Park",
                "2026-09-27 TBD Rockies @ Giants · Oracle Park, San Francisco · America/Los_Angeles · Oracle Park",
            ])
        #expect(schedule.games.map(\.line) == [2, 3, 4, 5, 6, 7, 8])
        #expect(
            schedule.skipped.map { "\($0.line) \($0.reason.kind.rawValue)" } == [
                "9 a date or time that does not parse", "10 no teams", "11 unknown venue and city",
            ])
        #expect(schedule.games.allSatisfy { $0.place?.isVenue == true })
        expectRoundTrips(schedule)
    }

    static let olderFeed = [
        [
            "DTSTART:20260406T000500Z", "DTEND:20260406T030500Z", "UID:100001@example",
            "LOCATION:Wrigley Field\\, Chicago", "SUMMARY:FINAL: St. Louis Cardinals 3 - Chicago Cubs 0",
        ],
        [
            "DTSTART:20260630T231000Z", "UID:100002@example", "LOCATION:Citi Field\\, Flushing",
            "SUMMARY:Chicago Cubs vs. New York Mets",
        ],
        [
            "DTSTART;VALUE=DATE:20260801", "UID:100003@example", "LOCATION:Angel Stadium of Anaheim\\, Anaheim",
            "SUMMARY:Los Angeles Angels vs. Chicago Cubs - Time TBD",
        ],
        [
            "DTSTART;VALUE=DATE:20260802", "UID:100004@example", "LOCATION:Great American Ball Park\\, Cincinnati",
            "SUMMARY:Cincinnati Reds - Time TBD",
        ],
        [
            "DTSTART;VALUE=DATE:20260803", "UID:100005@example", "LOCATION:Great American Ball Park\\, Cincinnati",
            "SUMMARY:Chicago Cubs vs. Cincinnati Reds",
        ],
        [
            "DTSTART:20260314T000500Z", "UID:100006@example", "LOCATION:Sloan Park\\, Mesa",
            "SUMMARY:FINAL Spring: San Francisco Giants 4 - Chicago Cubs 5",
        ],
        ["DTSTART:20261007T000500Z", "UID:100007@example", "LOCATION:Busch Stadium\\, St. Louis", "SUMMARY:Off day"],
        ["DTSTART;VALUE=DATE:20260804", "UID:100008@example", "SUMMARY:Off day"],
    ]

    /// The older feed: UTC times at the ballpark's zone (00:05Z on the 6th is the 5th in
    /// Chicago), results without scores, `vs.` read by the venue, one team with the feed's own.
    @Test func anOlderFeedReadsResultsUnsetTimesAndOneTeamSummaries() throws {
        let text = calendar(Self.olderFeed, header: ["NAME:Chicago Cubs", "X-WR-CALNAME:Chicago Cubs"])
        let schedule = try read(text)
        #expect(
            schedule.games.map(described) == [
                "2026-04-05 19:05 St. Louis Cardinals @ Chicago Cubs · Wrigley Field, Chicago · America/Chicago · Wrigley Field",
                "2026-06-30 19:10 Chicago Cubs @ New York Mets · Citi Field, Flushing · America/New_York · Citi Field",
                "2026-08-01 TBD Chicago Cubs @ Los Angeles Angels · Angel Stadium of Anaheim, Anaheim · America/Los_Angeles · Angel Stadium",
                "2026-08-02 TBD Chicago Cubs @ Cincinnati Reds · Great American Ball Park, Cincinnati · America/New_York · Great American Ball Park",
                "2026-08-03 TBD Chicago Cubs @ Cincinnati Reds · Great American Ball Park, Cincinnati · America/New_York · Great American Ball Park",
                "2026-03-13 17:05 San Francisco Giants @ Chicago Cubs · Sloan Park, Mesa · America/Phoenix · Sloan Park",
            ])
        #expect(schedule.skipped.map(\.line) == [43])
        #expect(schedule.allDayEvents == 1)
        #expect(schedule.homeByOrder == 0)
        expectRoundTrips(schedule)
    }

    /// The current feed: an emoji before the teams, the venue alone.
    @Test func aCurrentFeedReadsTheVenueAlone() throws {
        let schedule = try read(
            calendar([
                [
                    "DTSTART:20260606T004000Z", "DTEND:20260606T034000Z", "UID:abc123@example",
                    "SUMMARY:⚾️ Milwaukee Brewers @ Colorado Rockies", "LOCATION:Coors Field",
                    "DESCRIPTION:Watch live … Buy Tickets for This Game …",
                ],
                ["DTSTART:20260607T200500Z", "UID:abc124@example", "SUMMARY:⚾️ Brewers @ Cubs", "LOCATION:Miller Park"],
            ]))
        #expect(
            schedule.games.map(described) == [
                "2026-06-05 18:40 Milwaukee Brewers @ Colorado Rockies · Coors Field, Denver · America/Denver · Coors Field",
                "2026-06-07 15:05 Brewers @ Cubs · Miller Park, Milwaukee · America/Chicago · American Family Field",
            ])
        expectRoundTrips(schedule)
    }

    /// A city that fits several places is read near the schedule's other games; a qualifier
    /// decides alone; a UTC time's date is the date where the game is played.
    @Test func citiesAreReadNearTheOtherGames() throws {
        let schedule = try read(
            calendar([
                ["DTSTART:20260501T231000Z", "SUMMARY:Mets @ Braves", "LOCATION:Truist Park\\, Cumberland"],
                ["DTSTART:20260502T231000Z", "SUMMARY:Mets @ Rays", "LOCATION:Spring Park\\, St. Petersburg"],
                ["DTSTART:20260503T231000Z", "SUMMARY:Mets @ Barons", "LOCATION:Old Park\\, Birmingham"],
                ["DTSTART:20260504T231000Z", "SUMMARY:Mets @ Tigers", "LOCATION:Comerica Park\\, Detroit"],
                ["DTSTART:20260505T180000Z", "SUMMARY:Mets @ Lions", "LOCATION:Lions Park\\, Birmingham\\, GB"],
            ]))
        #expect(
            schedule.games.map(described) == [
                "2026-05-01 19:10 Mets @ Braves · Truist Park, Cumberland · America/New_York · Truist Park",
                "2026-05-02 19:10 Mets @ Rays · Spring Park, St. Petersburg · America/New_York · St. Petersburg, FL",
                "2026-05-03 18:10 Mets @ Barons · Old Park, Birmingham · America/Chicago · Birmingham, AL",
                "2026-05-04 19:10 Mets @ Tigers · Comerica Park, Detroit · America/Detroit · Comerica Park",
                "2026-05-05 19:00 Mets @ Lions · Lions Park, Birmingham · Europe/London · Birmingham",
            ])
        expectRoundTrips(schedule)
        // A spring game in Las Vegas among Arizona's: Nevada, on the day it is played there.
        let spring = try read(
            calendar([
                ["DTSTART:20150314T000500Z", "SUMMARY:Cubs @ 51s", "LOCATION:Cashman Field\\, Las Vegas"],
                ["DTSTART:20150315T200500Z", "SUMMARY:Giants @ Cubs", "LOCATION:Sloan Park\\, Mesa"],
            ]))
        #expect(
            spring.games.map(described).first
                == "2015-03-13 17:05 Cubs @ 51s · Cashman Field, Las Vegas · America/Los_Angeles · Las Vegas")
        expectRoundTrips(spring)
    }

    /// `vs` where the venue cannot tell: the calendar's own team is at home where it plays
    /// most; with no team of its own, the old order (home first), counted.
    @Test func whoIsHomeWhenTheVenueCannotTell() throws {
        let events = [
            [
                "DTSTART:20260501T000000Z", "SUMMARY:Birmingham Barons vs Chattanooga Lookouts",
                "LOCATION:Regions Field\\, Birmingham\\, AL",
            ],
            [
                "DTSTART:20260502T000000Z", "SUMMARY:Chattanooga Lookouts vs Birmingham Barons",
                "LOCATION:Regions Field\\, Birmingham\\, AL",
            ],
            [
                "DTSTART:20260503T000000Z", "SUMMARY:Birmingham Barons vs Chattanooga Lookouts",
                "LOCATION:AT&T Field\\, Chattanooga",
            ],
        ]
        let own = try read(calendar(events, header: ["X-WR-CALNAME:Birmingham Barons"]))
        #expect(
            own.games.map(\.matchup) == [
                "Chattanooga Lookouts @ Birmingham Barons", "Chattanooga Lookouts @ Birmingham Barons",
                "Birmingham Barons @ Chattanooga Lookouts",
            ])
        #expect(own.homeByOrder == 0)
        let none = try read(
            calendar([
                [
                    "DTSTART:20260501T000000Z", "SUMMARY:Barons vs Lookouts",
                    "LOCATION:Regions Field\\, Birmingham\\, AL",
                ]
            ]))
        #expect(none.games.map(\.matchup) == ["Lookouts @ Barons"])
        #expect(none.homeByOrder == 1)
    }

    /// Each event that is no game is skipped with its `BEGIN:VEVENT` line and why; the
    /// rest is read.
    @Test func eventsThatAreNoGameAreSkippedWithTheirLines() throws {
        let schedule = try read(
            calendar([
                ["DTSTART:20260501T231000Z", "SUMMARY:Mets @ Braves", "LOCATION:Truist Park"],
                ["DTSTART:20260502T231000Z", "SUMMARY:Batting practice", "LOCATION:Truist Park"],
                ["SUMMARY:Mets @ Braves", "LOCATION:Truist Park"],
                ["DTSTART:20260532T231000Z", "SUMMARY:Mets @ Braves", "LOCATION:Truist Park"],
                ["DTSTART:20260503T231000Z", "SUMMARY:Mets @ Braves", "LOCATION:Nowhere Park\\, Nowheresville"],
                ["DTSTART:20260504T231000Z", "SUMMARY:Mets @ Braves"],
            ]))
        #expect(schedule.games.count == 1)
        #expect(
            schedule.skipped.map { "\($0.line) \($0.reason.kind.rawValue)" } == [
                "9 no teams", "14 no start", "18 a date or time that does not parse", "23 unknown venue and city",
                "28 unknown venue and city",
            ])
        #expect(schedule.skipped[0].error.description.hasPrefix("line 11: the SUMMARY \"Batting practice\""))
    }

    func point(_ c: Coordinates) -> String { "\(c.latitude), \(c.longitude)" }

    /// A season in each form the clubs publish, for a team: every game at its venue's
    /// point, the home team right, the local time right, the unset ones without a time.
    @Test(arguments: SampleSeason.PublishedForm.allCases)
    func aPublishedSeasonReadsAsItWasMade(_ form: SampleSeason.PublishedForm) throws {
        let season = SampleSeason(seed: 11, teamCount: 12, gamesPerTeam: 40)
        let team = 2
        let played = season.games[season.games.count / 2].start.date
        let schedule = try read(season.published(team: team, form: form, played: played))
        func name(_ t: Int) -> String {
            form == .download ? season.teams[t].name : SampleSeason.fullName(season.teams[t])
        }
        let expected = season.games(of: team).map { g in
            let host = season.teams[g.home]
            let venue = try! #require(Venues.named(host.venue))
            let time = season.isUnset(g) ? "TBD" : g.start.time.description
            return
                "\(g.start.date) \(time) \(name(g.away)) @ \(name(g.home)) · \(point(venue.coordinates)) · \(host.zone)"
        }
        #expect(
            schedule.games.map {
                "\($0.date) \($0.time.map(\.description) ?? "TBD") \($0.matchup) · \($0.place.map { point($0.place.coordinates) } ?? "-") · \($0.tz ?? "-")"
            } == expected)
        #expect(schedule.skipped.isEmpty && schedule.homeByOrder == 0)
        expectRoundTrips(schedule)
    }
}
