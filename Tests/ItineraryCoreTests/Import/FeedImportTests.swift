import ItinTestSupport
import Testing

@testable import ItineraryCore

/// Published schedules into a trip: the same game in two feeds (or twice in one) is one game,
/// a doubleheader's two unset games stay two, a re-import changes nothing or fills a time in
/// place, and the report names each new place and asks about a far one.
@Suite struct FeedImportTests {
    func schedules(_ texts: [String]) throws -> [Schedule] {
        try ScheduleFile.schedules(texts.map { Array($0.utf8) }, format: nil, zone: nil)
    }

    func calendar(_ name: String, _ events: [[String]]) -> String {
        let lines =
            ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//club//EN", "X-WR-CALNAME:\(name)"]
            + events.flatMap { ["BEGIN:VEVENT"] + $0 + ["END:VEVENT"] } + ["END:VCALENDAR"]
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    func plan(_ texts: [String], into destination: ScheduleImport.Destination, in library: Library) throws
        -> ScheduleImport.Plan
    {
        try ScheduleImport.plan(try schedules(texts), into: destination, prune: false, in: library)
    }

    /// The Mets' feed (home first, `vs.`), the Cubs' download (`at`), the Cubs' feed.
    static let mets = [
        ["UID:m1", "DTSTART:20260630T231000Z", "SUMMARY:New York Mets vs. Chicago Cubs", "LOCATION:Citi Field"],
        // A doubleheader, both games' times not set yet.
        [
            "UID:m2", "DTSTART;VALUE=DATE:20260701", "SUMMARY:Chicago Cubs @ New York Mets - Time TBD",
            "LOCATION:Citi Field",
        ],
        [
            "UID:m3", "DTSTART;VALUE=DATE:20260701", "SUMMARY:Chicago Cubs @ New York Mets - Time TBD",
            "LOCATION:Citi Field",
        ],
        // The same game twice in one feed.
        ["UID:m4", "DTSTART:20260702T171000Z", "SUMMARY:Chicago Cubs @ New York Mets", "LOCATION:Citi Field"],
        ["UID:m5", "DTSTART:20260702T174000Z", "SUMMARY:Chicago Cubs @ New York Mets", "LOCATION:Citi Field"],
    ]
    static let cubsDownload = """
        START DATE,START TIME,START TIME ET,SUBJECT,LOCATION,DESCRIPTION
        06/30/26,06:10 PM,07:10 PM,Cubs at Mets,Citi Field - Flushing,""
        07/01/26,,,Cubs at Mets - Time TBD,Citi Field - Flushing,""
        07/01/26,,,Cubs at Mets - Time TBD,Citi Field - Flushing,""
        07/03/26,01:20 PM,02:20 PM,Cardinals at Cubs,Wrigley Field - Chicago,""

        """

    @Test func theSameGameInTwoFeedsIsOneGameAndADoubleheaderStaysTwo() throws {
        let read = try schedules([calendar("New York Mets", Self.mets), Self.cubsDownload])
        let (games, duplicates) = ScheduleDuplicates.unique(read)
        // The feeds name the teams differently (`Chicago Cubs`, `Cubs`): the same teams.
        let byDay = Dictionary(grouping: games, by: { "\($0.date)" }).mapValues(\.count)
        #expect(byDay["2026-06-30"] == 1 && byDay["2026-07-01"] == 2 && byDay["2026-07-02"] == 1, "\(byDay)")
        #expect(byDay["2026-07-03"] == 1)
        #expect(duplicates == 4)
        // The home team's copy is kept: the Mets' UID.
        #expect(games.first { "\($0.date)" == "2026-06-30" }?.uid == "m1")
    }

    @Test func aReimportChangesNothingAndFillsAnUnsetTimeInPlace() throws {
        let first = try plan([Self.cubsDownload], into: .newTrip(name: "Cubs"), in: Library())
        let library = try Library().applying(first.edit)
        let trip = try #require(library.trip(first.report.tripID))
        #expect(first.report.addedCount == 4)
        // The doubleheader's games are kept with no time yet; every game with the place it was read as.
        #expect(trip.games.map(\.timeText) == ["19:10", "TBD", "TBD", "13:20"])
        #expect(trip.games.map(\.place) == ["Citi Field", "Citi Field", "Citi Field", "Wrigley Field"])
        let again = try plan([Self.cubsDownload], into: .trip(trip.id), in: library)
        #expect(again.report.addedCount == 0 && again.report.updatedCount == 0 && again.report.missingCount == 0)
        #expect(try library.applying(again.edit).trip(trip.id)?.games == trip.games)
        // The first game of the doubleheader gets its time.
        let timed = Self.cubsDownload.replacing(
            "07/01/26,,,Cubs at Mets - Time TBD", with: "07/01/26,10:10 AM,01:10 PM,Cubs at Mets", maxReplacements: 1)
        let later = try plan([timed], into: .trip(trip.id), in: library)
        #expect(later.report.addedCount == 0 && later.report.updatedCount == 1 && later.report.missingCount == 0)
        let after = try #require(try library.applying(later.edit).trip(trip.id))
        #expect(after.games.map(\.id) == trip.games.map(\.id))
        let changed = zip(trip.games, after.games).filter { $0 != $1 }
        #expect(changed.count == 1 && changed[0].0.time == nil && changed[0].1.timeText == "13:10")
        #expect(changed.first?.1.day == changed.first?.0.day)
    }

    @Test func theReportNamesNewPlacesOnceAndAsksAboutAFarOne() throws {
        let feed = calendar(
            "New York Mets",
            [
                ["DTSTART:20260501T231000Z", "SUMMARY:Mets @ Braves", "LOCATION:Truist Park\\, Cumberland"],
                ["DTSTART:20260502T231000Z", "SUMMARY:Mets @ Braves", "LOCATION:Truist Park\\, Cumberland"],
                ["DTSTART:20260503T231000Z", "SUMMARY:Mets @ Barons", "LOCATION:Old Park\\, Birmingham"],
                ["DTSTART:20260505T180000Z", "SUMMARY:Mets @ Lions", "LOCATION:Lions Park\\, Birmingham\\, GB"],
                ["DTSTART:20260506T180000Z", "SUMMARY:Batting practice", "LOCATION:Citi Field"],
            ])
        let plan = try plan([feed], into: .newTrip(name: "May"), in: Library())
        #expect(
            plan.report.lines(keepHint: "") == [
                "4 games into a new trip May (may): 4 added, 0 updated, 0 unchanged",
                "skipped 1 event: no teams (line 25)",
                "Truist Park, Cumberland → Truist Park (venue), Atlanta, Georgia, US",
                "Old Park, Birmingham → Birmingham, Alabama, US",
                "Lions Park, Birmingham → Birmingham, GB",
                "is Birmingham, GB right? the other games are in North America",
            ])
        let library = try Library().applying(plan.edit)
        let again = try self.plan([feed], into: .trip("may"), in: library)
        #expect(again.report.lines(keepHint: "").filter { $0.contains("→") }.isEmpty)
    }

    /// About five thousand events of thirty clubs' feeds: read and imported right (the speed
    /// is the bench's to say).
    @Test func thirtyClubsFeedsImportEveryGameOnce() throws {
        let season = SampleSeason(seed: 4, teamCount: 30, gamesPerTeam: 162)
        let texts = season.teams.indices.map { team in
            season.published(team: team, form: SampleSeason.PublishedForm.allCases[team % 3])
        }
        let read = try schedules(texts)
        #expect(read.reduce(0) { $0 + $1.games.count } == 2 * season.games.count)
        #expect(read.allSatisfy { $0.skipped.isEmpty && $0.homeByOrder == 0 })
        let plan = try ScheduleImport.plan(read, into: .newTrip(name: "All"), prune: false, in: Library())
        #expect(plan.report.addedCount == season.games.count)
    }
}
