import Foundation
import ItinTestSupport
import ItineraryCore
import Testing

/// Suggesting a trip (docs/suggest.md): `itin suggest` on a generated season's feeds (each
/// game in two of them), the best trip written `--into` a file that `check --strict` passes
/// and `print` shows, and the exit codes of bad input.
@Suite struct SuggestCLITests {
    let scratch: Scratch
    var library: String { scratch.path("trips.json") }

    init() throws { scratch = try Scratch() }

    /// The teams' own feeds, every other one in UTC.
    func feeds(seed: UInt64 = 5) throws -> [String] {
        let season = SampleSeason(seed: seed)
        return try season.teams.indices.map { i in
            try scratch.write("team\(i).ics", season.ics(team: i, utc: i % 2 == 1))
        }
    }

    @Test func suggestsThenWritesTheBestTrip() throws {
        let feeds = try feeds()
        let run = try itin(
            ["suggest"] + feeds + [
                "--from", "2026-06-15", "--to", "2026-06-19", "--start", "Philadelphia", "--top", "2",
            ])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        let lines = run.lines
        #expect(lines.first?.wholeMatch(of: /1\. \d+ ballparks · [\d,]+ mi · Jun 1\d – Jun 1\d/) != nil, "\(run)")
        #expect(lines.contains { $0.wholeMatch(of: /2\. \d+ ballparks? · [\d,]+ mi · .*/) != nil }, "\(run)")
        #expect(
            lines.contains {
                $0.wholeMatch(of: /\ \ drive \d+ mi · about (\d+ h )?\d+ min( from Philadelphia)?/) != nil
            }, "\(run)")
        let stops = lines.prefix { !$0.isEmpty }.filter {
            $0.wholeMatch(of: /(Mon|Tue|Wed|Thu|Fri|Sat|Sun) Jun \d+ · .* @ .* · .*, .*/) != nil
        }
        #expect(stops.count >= 3, "\(run)")

        let into = try itin(
            ["suggest"] + feeds + [
                "--from", "2026-06-15", "--to", "2026-06-19", "--start", "Philadelphia",
                "--into", library, "--name", "Summer ballparks",
            ])
        #expect(into.status == 0, "\(into)")
        #expect(into.lines.last == "summer-ballparks")
        let check = try itin("check", library, "--strict")
        #expect(check.status == 0, "\(check)")
        let printed = try itin("print", library)
        #expect(printed.status == 0)
        // Every stop's matchup and venue is a row of the trip.
        for stop in stops {
            let parts = stop.components(separatedBy: " · ")
            let matchup = parts[1].split(separator: " ", maxSplits: 1)[1].components(separatedBy: ", ")[0]
            #expect(printed.stdout.contains(matchup), "\(matchup) in \(printed.stdout)")
            #expect(printed.stdout.contains(parts[2].components(separatedBy: ",")[0]))
        }
        #expect(printed.stdout.contains("Philadelphia →"))
    }

    @Test func badInputSaysWhyWithItsExitCode() throws {
        let feeds = Array(try feeds().prefix(4))
        let backwards = try itin(["suggest"] + feeds + ["--from", "2026-06-19", "--to", "2026-06-15"])
        #expect(backwards.status == 64)
        #expect(backwards.stderr.contains("--from 2026-06-19 is after --to 2026-06-15"))
        let long = try itin(["suggest"] + feeds + ["--from", "2026-01-01", "--to", "2027-06-15"])
        #expect(long.status == 64)
        let empty = try itin(["suggest"] + feeds + ["--from", "2026-12-01", "--to", "2026-12-15"])
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("no games between 2026-12-01 and 2026-12-15"))
        let nobody = try itin(
            ["suggest"] + feeds + ["--from", "2026-06-15", "--to", "2026-06-19", "--must", "Nobodies"])
        #expect(nobody.status == 64)
        #expect(nobody.stderr.contains("Nobodies"))
        let broken = try scratch.write(
            "broken.csv",
            "date,time,away,home,venue,city\n2026-06-15,19:10,A,B,Park,Boston\n2026-06-16,7pm,A,B,Park,Boston\n")
        let unreadable = try itin(["suggest", feeds[0], broken, "--from", "2026-06-15", "--to", "2026-06-19"])
        #expect(unreadable.status == 65)
        #expect(unreadable.stderr.contains("broken.csv: line 3"), "\(unreadable)")
        let missing = try itin(["suggest", scratch.path("none.ics"), "--from", "2026-06-15", "--to", "2026-06-19"])
        #expect(missing.status == 66)
        // A must out of reach within the limits: 1, saying so.
        let csv = try scratch.write(
            "two.csv",
            """
            date,time,away,home,venue,city
            2026-06-15,19:10,Yankees,Red Sox,Fenway Park,Boston
            2026-06-16,19:10,Red Sox,Mariners,T-Mobile Park,Seattle

            """)
        let far = try itin(
            "suggest", csv, "--from", "2026-06-15", "--to", "2026-06-16", "--must", "Mariners", "--must", "Fenway Park")
        #expect(far.status == 1)
        #expect(far.stderr.contains("no trip within the limits sees every --must"), "\(far)")
        // An unknown city: its games left out and counted, the rest suggested.
        let lost = try scratch.write(
            "lost.csv",
            """
            date,time,away,home,venue,city
            2026-06-15,19:10,Yankees,Red Sox,Fenway Park,Boston
            2026-06-16,19:10,Red Sox,Isotopes,Isotopes Park,Springfeld

            """)
        let partly = try itin("suggest", lost, "--from", "2026-06-15", "--to", "2026-06-16")
        #expect(partly.status == 0)
        #expect(partly.stderr.contains("1 game was left out: no place or zone for Springfeld"), "\(partly)")
        #expect(partly.lines.first == "1. 1 ballpark · 0 mi · Jun 15")
    }
}
