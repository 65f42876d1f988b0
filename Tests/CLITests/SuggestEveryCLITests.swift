import Foundation
import ItinTestSupport
import ItineraryCore
import Testing

/// Every ballpark in the fewest days (docs/suggest.md): `itin suggest --every` through the binary on
/// a generated season's feeds: the first line and the proof line as docs/suggest.md words them, the
/// stops checked here (each ballpark once, days and miles as the first line says, every drive within
/// the limit by this file's own arithmetic), `--into`, the settings' travel model, and bad input.
@Suite struct SuggestEveryCLITests {
    let scratch: Scratch
    var library: String { scratch.path("trips.json") }
    static let season = SampleSeason(seed: 5)
    /// Eight ballparks of the north-east, within a day's drive of each other.
    static let only = [
        "Fenway Park", "Yankee Stadium", "Citi Field", "Citizens Bank Park", "Oriole Park at Camden Yards",
        "Nationals Park", "PNC Park", "Progressive Field",
    ]

    init() throws { scratch = try Scratch() }

    func feeds() throws -> [String] {
        try Self.season.teams.indices.map { i in
            try scratch.write("team\(i).ics", Self.season.ics(team: i, utc: i % 2 == 1))
        }
    }

    /// Every ballpark means the teams' homes: a game at a neutral site (Rickwood Field) is not
    /// one more park to see, unless --only names it.
    @Test func everyBallparkMeansTheTeamsHomes() throws {
        let csv = try scratch.write(
            "neutral.csv",
            """
            date,time,away,home,venue,city,tz
            2026-06-10,19:10,Cubs,Cardinals,Busch Stadium,St. Louis,America/Chicago
            2026-06-11,19:10,Cubs,Cardinals,Busch Stadium,St. Louis,America/Chicago
            2026-06-12,19:10,Reds,Cubs,Wrigley Field,Chicago,America/Chicago
            2026-06-13,19:10,Reds,Cubs,Wrigley Field,Chicago,America/Chicago
            2026-06-14,19:10,Cardinals,Reds,Great American Ball Park,Cincinnati,America/New_York
            2026-06-15,19:10,Cardinals,Reds,Great American Ball Park,Cincinnati,America/New_York
            2026-06-16,19:10,Cubs,Cardinals,Rickwood Field,Birmingham,America/Chicago

            """)
        let homes = try itin("suggest", csv, "--every")
        #expect(homes.status == 0, "\(homes)")
        #expect(homes.lines.first?.hasPrefix("1. every ballpark (3) · 4 days") == true, "\(homes)")
        #expect(!homes.stdout.contains("Rickwood"), "\(homes)")
        let named = try itin("suggest", csv, "--every", "--only", "Rickwood Field", "Wrigley Field")
        #expect(named.lines.first?.hasPrefix("1. every ballpark (2) · 4 days") == true, "\(named)")
        #expect(named.stdout.contains("Rickwood Field, Birmingham"), "\(named)")
    }

    /// The arguments of an eight-ballpark question over three weeks.
    func eight(_ feeds: [String]) -> [String] {
        ["suggest"] + feeds + ["--every", "--from", "2026-07-01", "--to", "2026-07-21", "--max-miles", "400", "--only"]
            + Self.only
    }

    /// What the printed trip says, checked against itself and the rules: its days, its miles
    /// (each drive worked out here from its two cities), its ballparks.
    struct Printed {
        var count = 0, days = 0, miles = 0
        var proof = ""
        var venues: [String] = []
        var dates: [Int] = []
        var drives: [Int] = []
        var cities: [String] = []
    }

    static func read(_ lines: [String]) throws -> Printed {
        var p = Printed()
        let head = try #require(
            lines.first?.wholeMatch(of: /1\. every ballpark \((\d+)\) · (\d+) days? · ([\d,]+) mi · .*/))
        p.count = Int(head.1)!
        p.days = Int(head.2)!
        p.miles = Int(head.3.replacing(",", with: ""))!
        p.proof = lines[1]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        for line in lines.dropFirst(2) {
            if let drive = line.wholeMatch(of: /\ \ drive ([\d,]+) mi · about .*/) {
                p.drives.append(Int(drive.1.replacing(",", with: ""))!)
            } else if let stop = line.wholeMatch(of: /(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (\w+) (\d+) · .* · (.*), (.*)/) {
                let month = months.firstIndex(of: String(stop.1))! + 1
                p.dates.append(CalendarDate(year: 2026, month: month, day: Int(stop.2)!)!.dayNumber)
                p.venues.append(String(stop.3))
                p.cities.append(String(stop.4))
                if p.drives.count < p.venues.count - 1 { p.drives.append(0) }  // none shown within 30 miles
            }
        }
        return p
    }

    /// From one stop to the next: at the venue's point when the venue table knows it, else the city's.
    static func drive(_ a: (venue: String, city: String), _ b: (venue: String, city: String), roadFactor: Double)
        -> Int
    {
        let places = PlaceResolver()
        func point(_ stop: (venue: String, city: String)) -> Coordinates {
            Venues.named(stop.venue)?.coordinates ?? places.resolve(stop.city)!.coordinates
        }
        let gc = GreatCircle.miles(point(a), point(b), radius: 3958.8)
        return gc <= 30 ? 0 : Int((gc * roadFactor).rounded())
    }

    static func check(_ p: Printed, maxMiles: Int, roadFactor: Double = 1.2) {
        #expect(p.venues.count == p.count)
        #expect(Set(p.venues) == Set(only))
        #expect(zip(p.dates, p.dates.dropFirst()).allSatisfy { $0 < $1 })
        #expect(p.dates.last! - p.dates[0] + 1 == p.days)
        #expect(p.drives.count == p.count - 1)
        #expect(p.drives.reduce(0, +) == p.miles)
        for i in p.drives.indices {
            #expect(
                p.drives[i]
                    == drive(
                        (p.venues[i], p.cities[i]), (p.venues[i + 1], p.cities[i + 1]), roadFactor: roadFactor),
                "\(p.cities[i]) → \(p.cities[i + 1])")
            #expect(p.drives[i] <= maxMiles * (p.dates[i + 1] - p.dates[i]))
        }
    }

    @Test func everyBallparkProvenThenWritten() throws {
        let feeds = try feeds()
        let run = try itin(eight(feeds))
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        let printed = try Self.read(run.lines)
        #expect(printed.proof == "proven fewest", "\(run)")
        #expect(printed.count == 8)
        Self.check(printed, maxMiles: 400)

        let into = try itin(eight(feeds) + ["--into", library, "--name", "Eight parks"])
        #expect(into.status == 0, "\(into)")
        #expect(Array(into.lines.dropLast()) == run.lines)
        #expect(into.lines.last == "eight-parks")
        let check = try itin("check", library, "--strict")
        #expect(check.status == 0, "\(check)")
        let shown = try itin("print", library)
        for venue in Self.only { #expect(shown.stdout.contains(venue), "\(venue)") }
    }

    /// The paper's model in the settings: accepted, and another answer, checked with its numbers.
    @Test func theSettingsTravelModelChangesTheAnswer() throws {
        let feeds = try feeds()
        let settings = try scratch.write(
            "config.toml",
            """
            [travel]
            drive-mph = 60
            road-factor = 1
            game-hours = 4
            arrive-before-minutes = 0

            """)
        let standard = try itin(eight(feeds))
        let paper = try itin(eight(feeds), environment: ["ITIN_CONFIG": settings])
        #expect(paper.status == 0, "\(paper)")
        #expect(paper.lines != standard.lines)
        let printed = try Self.read(paper.lines)
        Self.check(printed, maxMiles: 400, roadFactor: 1)
        #expect(printed.miles < (try Self.read(standard.lines)).miles)
    }

    /// docs/suggest.md's worked example is what the binary prints, on the feeds `itin-bench
    /// season --seed 1 season/` writes (named by team, every other one in UTC).
    @Test func theWorkedExampleIsWhatItPrints() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/suggest.md"), encoding: .utf8)
        let lines = page.components(separatedBy: "\n")
        let at = try #require(lines.firstIndex { $0.hasPrefix("$ itin suggest season/*.ics --every") })
        var command = ""
        var i = at
        while lines[i].hasSuffix("\\") {
            command += lines[i].dropLast() + " "
            i += 1
        }
        command += lines[i]
        let shown = lines[(i + 1)...].prefix { $0 != "```" }.map { $0 + "\n" }.joined()
        // The words as a shell splits them: "…" holds spaces.
        let words = command.dropFirst(2).matches(of: /"([^"]*)"|(\S+)/).map { String($0.1 ?? $0.2!) }
        let season = SampleSeason(seed: 1)
        try FileManager.default.createDirectory(atPath: scratch.path("season"), withIntermediateDirectories: true)
        let feeds = try season.teams.indices.map { i in
            try scratch.write(
                "season/\(season.teams[i].name.lowercased().replacing(" ", with: "-")).ics",
                season.ics(team: i, utc: i % 2 == 1))
        }.sorted()
        let arguments = words.dropFirst().flatMap { $0 == "season/*.ics" ? feeds : [$0] }
        let run = try itin(Array(arguments), timeout: 60)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == shown)
    }

    @Test func badInputSaysWhyWithItsExitCode() throws {
        let feeds = Array(try feeds())
        let nowhere = try itin(["suggest"] + feeds + ["--every", "--only", "Fenway Park", "Nowhere Field"])
        #expect(nowhere.status == 64)
        #expect(nowhere.stderr.contains("--only Nowhere Field: no venue of that name in the schedules"), "\(nowhere)")
        let must = try itin(["suggest"] + feeds + ["--every", "--must", "Red Sox"])
        #expect(must.status == 64)
        #expect(must.stderr.contains("--must does not apply"), "\(must)")
        let top = try itin(["suggest"] + feeds + ["--every", "--top", "2"])
        #expect(top.status == 64)
        #expect(top.stderr.contains("--top does not apply"), "\(top)")
        let alone = try itin(
            ["suggest"] + feeds + ["--only", "Fenway Park", "--from", "2026-06-01", "--to", "2026-06-03"])
        #expect(alone.status == 64)
        #expect(alone.stderr.contains("--only goes with --every"), "\(alone)")
        let window = try itin(["suggest"] + feeds + ["--from", "2026-06-01"])
        #expect(window.status == 64)
        #expect(window.stderr.contains("give --from and --to"), "\(window)")
        // A ballpark with no game in the window: 1, naming it.
        let csv = try scratch.write(
            "two.csv",
            """
            date,time,away,home,venue,city
            2026-06-15,19:10,Yankees,Red Sox,Fenway Park,Boston
            2026-06-18,19:10,Red Sox,Mariners,T-Mobile Park,Seattle
            2026-06-19,19:10,Red Sox,Yankees,Yankee Stadium,Bronx

            """)
        let empty = try itin("suggest", csv, "--every", "--from", "2026-06-15", "--to", "2026-06-17")
        #expect(empty.status == 1)
        #expect(
            empty.stderr.contains(
                "no game between 2026-06-15 and 2026-06-17 at T-Mobile Park, Seattle; Yankee Stadium, Bronx"),
            "\(empty)")
        // No trip fits them all: 1, naming the one the best trip leaves out.
        let far = try itin("suggest", csv, "--every")
        #expect(far.status == 1)
        #expect(
            far.stderr.contains(
                "no trip within the limits sees every ballpark: the trip seeing the most leaves out T-Mobile Park, Seattle"
            ), "\(far)")
    }
}
