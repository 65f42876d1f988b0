import Foundation
import ItinTestSupport
import ItineraryCore

#if canImport(Glibc)
    import Glibc
#endif

/// `itin-bench every`: `itin suggest --every` timed on generated seasons read from the teams'
/// feeds on disk (docs/suggest.md: 15 ballparks over a month proven within 10 s; a whole
/// 30-team season within 20 s, with a lower bound), one run each: the search is seconds long.
/// The search's CPU time beside its wall-clock time: its budget is CPU time, but a wall-clock
/// cap of a minute cuts it short on a machine that gives it less than a quarter of a core.
enum EveryBench {
    /// `WideBeam`'s width: 2,000 partial trips a day, from every first day of a month, every
    /// third of a whole season (a minute a row otherwise).
    static let beamWidth = 2_000

    /// Rows where the search's trip was longer than the beam's, or its bound above it.
    nonisolated(unsafe) static var failures: [String] = []

    static func table(seeds: [UInt64], year: Int) throws -> String {
        _ = Gazetteer.shared.candidates("Boston")  // loaded once a process, as the command does
        var out =
            "| case | seed | stops | best trip | bound | proven | labels | read + search | search | search CPU | wide beam |\n"
        out += "|---|---|---|---|---|---|---|---|---|---|---|\n"
        let cases: [(String, Bool, fly: Bool, two: Bool)] = [
            ("15 ballparks, 30 days", false, false, false), ("30 ballparks, whole season", true, false, false),
            ("30 ballparks, whole season, --fly", true, true, false),
            ("30 ballparks, whole season, --two-a-day", true, false, true),
            ("30 ballparks, whole season, --fly --two-a-day", true, true, true),
        ]
        for (name, whole, fly, two) in cases {
            for seed in seeds {
                let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "itin-bench-every-\(getpid())"
                ).path
                defer { try? FileManager.default.removeItem(atPath: directory) }
                let paths = try SuggestBench.writeSeason(seed: seed, year: year, format: "ics", directory: directory)
                let t0 = Measurement.now()
                let schedules = try paths.map { try ScheduleFile.read($0, format: nil, zone: nil) }
                let request: SuggestRequest
                if whole {
                    let span = SuggestInput.span(schedules)!
                    request = SuggestRequest(from: span.from, to: span.to, fly: fly, twoADay: two)
                } else {
                    let from = CalendarDate(year: year, month: 7, day: 1)!
                    let only = SampleSeason(seed: seed, year: year).teams.prefix(15).map(\.venue)
                    request = SuggestRequest(from: from, to: from.adding(days: 29), only: only)
                }
                let input = try SuggestInput(schedules, request: request)
                try EverySearch.check(input)
                let t1 = Measurement.now()
                let cpu1 = cpuSeconds()
                let graph = SuggestGraph(input, drives: false)
                let result = EverySearch().run(graph)
                let t2 = Measurement.now()
                let cpu2 = cpuSeconds()
                let best = result.trip.map { "\($0.score.days) days · \($0.score.miles) mi" } ?? "none"
                // The plain beam the tests hold the search to: the search's trip is never longer,
                // and the bound never above the beam's trip.
                let beam = WideBeam.every(graph, width: beamWidth, stride: whole ? 3 : 1)
                let t3 = Measurement.now()
                let holds = beam.map { b in result.lowerBound <= b.days && (result.trip?.score.days ?? .max) <= b.days }
                if holds == false {
                    failures.append(
                        "\(name), seed \(seed): the search's trip is longer, or its bound above the beam's trip")
                }
                let beamText = beam.map { "\($0.days) days · \($0.miles) mi" } ?? "none"
                out +=
                    "| \(name) | \(seed) | \(input.stops.count) | \(best) | \(result.lowerBound) days "
                    + "| \(result.provenFewest ? "yes" : "no") | \(result.labels) |"
                    + String(format: " %.2f s | %.2f s | %.2f s |", t2 - t0, t2 - t1, cpu2 - cpu1)
                    + " \(beamText)\(holds == false ? " ✘" : "")," + String(format: " %.1f s |\n", t3 - t2)
            }
        }
        return out
    }

    /// This process's CPU time so far.
    static func cpuSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
