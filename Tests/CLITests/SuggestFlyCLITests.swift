import Foundation
import ItinTestSupport
import ItineraryCore
import Testing

/// `itin suggest --fly --two-a-day` on a generated season's feeds: flights said as such and
/// written as `fly` legs that `check --strict` passes, and `--max-miles 0` only with `--fly`.
@Suite struct SuggestFlyCLITests {
    let scratch: Scratch
    var library: String { scratch.path("trips.json") }

    init() throws { scratch = try Scratch() }

    func feeds(seed: UInt64 = 5) throws -> [String] {
        let season = SampleSeason(seed: seed)
        return try season.teams.indices.map { i in try scratch.write("team\(i).ics", season.ics(team: i, utc: false)) }
    }

    @Test func flightsAreSaidAndWrittenAsLegs() throws {
        let feeds = try feeds()
        let window = ["--from", "2026-06-15", "--to", "2026-06-21"]
        let run = try itin(["suggest"] + feeds + window + ["--fly", "--two-a-day", "--top", "1", "--start", "Seattle"])
        #expect(run.status == 0, "\(run)")
        let fly = run.lines.filter { $0.hasPrefix("  fly ") }
        #expect(!fly.isEmpty, "\(run)")
        for line in fly {
            #expect(
                line.wholeMatch(
                    of:
                        /\ \ fly [A-Z0-9]{3} → [A-Z0-9]{3} [\d,]+ mi( \(\+ [\d,]+ mi by car\))? · about (\d+ h )?\d+ min door to door( from Seattle)?/
                ) != nil, "\(line)")
        }
        let into = try itin(
            ["suggest"] + feeds + window + [
                "--fly", "--two-a-day", "--start", "Seattle", "--into", library, "--name", "Air",
            ])
        #expect(into.status == 0, "\(into)")
        let check = try itin("check", library, "--strict")
        #expect(check.status == 0, "\(check)")
        let file = try String(contentsOfFile: library, encoding: .utf8)
        #expect(file.contains("\"fly\""), "\(file)")
    }

    @Test func noMilesOnlyWithFlights() throws {
        let feeds = try feeds()
        let window = ["--from", "2026-06-15", "--to", "2026-06-18"]
        let driving = try itin(["suggest"] + feeds + window + ["--max-miles", "0"])
        #expect(driving.status == 64, "\(driving)")
        let flying = try itin(["suggest"] + feeds + window + ["--max-miles", "0", "--fly"])
        #expect(flying.status == 0, "\(flying)")
        #expect(!flying.lines.contains { $0.hasPrefix("  drive ") && !$0.hasPrefix("  drive 0") }, "\(flying)")
    }

    /// Wrigley's doubleheader and a night game in Milwaukee that day: with `--two-a-day` one day,
    /// Wrigley left after its first game, said so, and written so (`check --strict` passes);
    /// without, two days and the doubleheader whole.
    @Test func aDoubleheaderLeftAfterItsFirstGame() throws {
        let csv = try scratch.write(
            "doubles.csv",
            """
            date,time,away,home,venue,city,tz
            2026-06-06,13:05,Reds,Cubs,Wrigley Field,Chicago,America/Chicago
            2026-06-06,18:35,Reds,Cubs,Wrigley Field,Chicago,America/Chicago
            2026-06-06,19:10,Twins,Brewers,American Family Field,Milwaukee,America/Chicago
            2026-06-07,19:10,Twins,Brewers,American Family Field,Milwaukee,America/Chicago

            """)
        let both = try itin("suggest", csv, "--every", "--two-a-day", "--into", library, "--name", "Doubles")
        #expect(both.status == 0, "\(both)")
        #expect(both.lines.first?.hasPrefix("1. every ballpark (2) · 1 day · ") == true, "\(both)")
        #expect(both.lines.contains("Sat Jun 6 · 13:05 Reds @ Cubs · Wrigley Field, Chicago"), "\(both)")
        let check = try itin("check", library, "--strict")
        #expect(check.status == 0, "\(check)")
        let file = try String(contentsOfFile: library, encoding: .utf8)
        #expect(file.contains("\"13:05\"") && !file.contains("18:35"), "\(file)")
        let one = try itin("suggest", csv, "--every")
        #expect(one.lines.first?.hasPrefix("1. every ballpark (2) · 2 days · ") == true, "\(one)")
        #expect(one.lines.contains("Sat Jun 6 · 13:05, 18:35 Reds @ Cubs · Wrigley Field, Chicago"), "\(one)")
    }
}
