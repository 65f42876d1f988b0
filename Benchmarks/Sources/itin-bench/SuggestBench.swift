import Foundation
import ItinTestSupport
import ItineraryCore

#if canImport(Glibc)
    import Glibc
#endif

/// `itin-bench season` and `itin-bench suggest`: a generated season written as the teams
/// publish it, and `itin suggest`'s search timed on it (docs/suggest.md: a 14-day window within 2 s).
enum SuggestBench {
    /// Writes each team's feed into `directory`: `.ics` (every other feed in UTC with
    /// X-WR-TIMEZONE, the rest with TZID) or `.csv` in itin's own form; `download`, `olderFeed`
    /// or `feed` as the clubs publish them, or `published`: the three in turn. Returns the paths.
    @discardableResult
    static func writeSeason(seed: UInt64, year: Int, format: String, directory: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let season = SampleSeason(seed: seed, year: year)
        var paths: [String] = []
        for (i, team) in season.teams.enumerated() {
            let name = team.name.lowercased().replacingOccurrences(of: " ", with: "-")
            // As the clubs publish it: each club's download or feed, in turn.
            let forms = SampleSeason.PublishedForm.allCases
            let form = format == "published" ? forms[i % forms.count] : SampleSeason.PublishedForm(rawValue: format)
            let played = CalendarDate(year: year, month: 6, day: 1)
            let path = "\(directory)/\(name).\(format == "csv" || form == .download ? "csv" : "ics")"
            let text =
                if let form { season.published(team: i, form: form, played: played) } else if format == "csv" {
                    season.csv(team: i)
                } else { season.ics(team: i, utc: i % 2 == 1) }
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        return paths
    }

    /// A table: windows of 7, 14 and 30 days from `from`, each from the 30 feeds on disk (read,
    /// copies found, the search), the best trip's score and whether it is proven, the median of a few runs.
    static func table(seed: UInt64, year: Int, from: CalendarDate) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("itin-bench-season-\(getpid())")
            .path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let paths = try writeSeason(seed: seed, year: year, format: "ics", directory: directory)
        _ = Gazetteer.shared.candidates("Boston")  // loaded once a process, as the command does
        var out =
            "| window | games | stops | best trip | proven | labels | read + search | search |\n|---|---|---|---|---|---|---|---|\n"
        for (days, fly) in [(7, false), (14, false), (30, false), (14, true)] {
            var totals: [Double] = []
            var searches: [Double] = []
            var line = ""
            for _ in 0..<3 {
                let t0 = Measurement.now()
                let schedules = try paths.map { try ScheduleFile.read($0, format: nil, zone: nil) }
                let request = SuggestRequest(from: from, to: from.adding(days: days - 1), fly: fly)
                let input = try SuggestInput(schedules, request: request)
                let t1 = Measurement.now()
                let graph = SuggestGraph(input)
                let result = SuggestSearch().run(graph)
                let t2 = Measurement.now()
                totals.append(t2 - t0)
                searches.append(t2 - t1)
                let best = result.trips[0].score
                let games = input.stops.reduce(0) { $0 + $1.games.count }
                line =
                    "| \(days) days\(fly ? ", --fly" : "") | \(games) | \(input.stops.count) | \(best.venues) ballparks · \(best.miles) mi · \(best.days) days | \(result.exact ? "yes" : "no (beam)") | \(result.labels) |"
            }
            totals.sort()
            searches.sort()
            out += line + String(format: " %.0f ms | %.0f ms |\n", totals[1] * 1000, searches[1] * 1000)
        }
        return out
    }
}
