import ItinTestSupport
import ItineraryCore
import ItineraryEditor
import MallocInterposerSwift

#if canImport(Glibc)
    import Glibc
#endif

// itin-bench core [NAME]     the core benchmarks, as a Markdown table (those whose name holds NAME)
// itin-bench generate [--one-line] N FILE  a library of one generated trip of N items (for the pty harness)
// itin-bench generate --trips N FILE        a library of N small trips (the trips list, for the pty harness)
// itin-bench demo FILE        the demo library (the small library of the start-up bench)
// itin-bench start FILE       heap and RSS as the editor opens FILE and its trip
// itin-bench places           ms for the gazetteer's first load and look-up (in a new process)
// itin-bench travel [N]       for profilers: a generated N-item trip's travel warnings, afresh 20 times
// itin-bench drop [N] [block|stays]   for profilers: one editor drop, its undo and its redo
// itin-bench season [--seed N] [--year Y] [--format ics|csv] DIR   a generated 30-team season, a feed a team
// itin-bench map             ms to draw a trip's map at 200x60, as `itin map` does
// itin-bench suggest [--seed N]   itin suggest's search on a generated season, windows of 7, 14 and 30 days
// itin-bench every [--seed N]     itin suggest --every: 15 ballparks over a month, and a whole 30-team season
let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "core":
    MallocInterposerSwift.initialize()
    Measurement.only = arguments.dropFirst().first
    print(CoreBenchmarks.table(CoreBenchmarks.run()), terminator: "")
case "undo":
    print(UndoMemory.table(), terminator: "")
case "render":
    // For profilers: many frames of a held drag, nothing else.
    var state = CoreBenchmarks.editorHolding(
        GeneratedTrip.library(items: 1_000), leg: GeneratedTrip.middleLeg(of: GeneratedTrip.library(items: 1_000)))
    for i in 0..<300 {
        _ = Editor.update(&state, .key(i % 2 == 0 ? .down : .up))
        _ = Editor.render(state)
    }
case "travel":
    // For profilers: the travel warnings of a generated N-item trip, worked out afresh 20 times.
    let library = GeneratedTrip.library(items: arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000)
    let places = PlaceResolver(library)
    for _ in 0..<20 { TravelBench.measuredCheck(library.trips[0], places) }
case "load":
    // For profilers: decode a generated 20k-item file a few times.
    let file = Array(LibraryEncoder.encode(GeneratedTrip.library(items: 20_000)).utf8)
    for _ in 0..<3 { _ = try? LibraryDecoder.decode(file) }
case "start":
    // The heap and RSS as the editor opens FILE and its first trip.
    guard arguments.count == 2 else {
        print("usage: itin-bench start FILE")
        exit(64)
    }
    print(StartMemory.table(file: Array(arguments)[1]), terminator: "")
case "places":
    // The gazetteer's first load in this process, and a first look-up: run it in a new
    // process each time (docs/speed.md: at most 30 ms).
    let start = Measurement.now()
    let found = Gazetteer.shared.candidates("Boston").first
    let elapsed = Measurement.now() - start
    guard found != nil else { exit(70) }
    print(String(format: "%.3f", elapsed * 1000))
case "map":
    print(MapBench.run(), terminator: "")
case "sizes":
    // What one value of each kind costs in memory (for reading peak RSS).
    print(
        "Item \(MemoryLayout<Item>.stride) B, Row \(MemoryLayout<Row>.stride) B, Entry \(MemoryLayout<Entry>.stride) B, Verdict \(MemoryLayout<Verdict>.stride) B"
    )
case "drop":
    // For profilers: one editor drop, its undo and its redo (`drop N [block|stays]`).
    let rest = Array(arguments.dropFirst())
    EditorDrop.profile(
        items: rest.first.flatMap { Int($0) } ?? 100_000, block: rest.dropFirst().first == "block",
        stays: rest.dropFirst().first == "stays")
case "demo":
    // The demo library, as a file (the small library of the start-up bench).
    guard arguments.count == 2 else {
        print("usage: itin-bench demo FILE")
        exit(64)
    }
    do { try LibraryFile.save(DemoLibrary.library, to: arguments.last!) } catch {
        print("itin-bench: \(error)")
        exit(74)
    }
case "generate":
    // --one-line: the document on one line, as `jq -c` or a web service writes it.
    var rest = Array(arguments.dropFirst())
    if rest.first == "--trips" {
        guard rest.count == 3, let n = Int(rest[1]) else {
            print("usage: itin-bench generate --trips N FILE")
            exit(64)
        }
        try LibraryFile.save(GeneratedTrips.library(trips: n), to: rest[2])
        exit(0)
    }
    let oneLine = rest.first == "--one-line"
    if oneLine { rest.removeFirst() }
    guard rest.count == 2, let n = Int(rest[0]) else {
        print("usage: itin-bench generate [--one-line] N FILE")
        exit(64)
    }
    if oneLine {
        let bytes = GeneratedTrip.oneLine(LibraryEncoder.encode(GeneratedTrip.library(items: n)))
        let fd = open(rest[1], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0, bytes.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == bytes.count else {
            print("itin-bench: cannot write \(rest[1])")
            exit(74)
        }
        close(fd)
    } else {
        try LibraryFile.save(GeneratedTrip.library(items: n), to: rest[1])
    }
    // The title of the leg the pty harness drags, so it can search for it.
    print(RowText.item(GeneratedTrip.middleLeg(of: GeneratedTrip.library(items: n))))
case "every":
    var seeds: [UInt64] = [1, 2, 3]
    let rest = Array(arguments.dropFirst())
    if rest.count == 2, rest[0] == "--seed", let seed = UInt64(rest[1]) { seeds = [seed] }
    print(try EveryBench.table(seeds: seeds, year: 2026), terminator: "")
    // Said, not fatal: the rows after it still run.
    for failure in EveryBench.failures { print("itin-bench: WORSE THAN THE WIDE BEAM: \(failure)") }
case "season", "suggest":
    var rest = Array(arguments.dropFirst())
    var seed: UInt64 = 1
    var year = 2026
    var format = "ics"
    while rest.count >= 2, rest[0].hasPrefix("--") {
        switch rest[0] {
        case "--seed": seed = UInt64(rest[1]) ?? seed
        case "--year": year = Int(rest[1]) ?? year
        case "--format": format = rest[1]
        default: break
        }
        rest.removeFirst(2)
    }
    if arguments.first == "season" {
        guard rest.count == 1,
            ["ics", "csv", "published"].contains(format) || SampleSeason.PublishedForm(rawValue: format) != nil
        else {
            print(
                "usage: itin-bench season [--seed N] [--year Y] [--format ics|csv|download|olderFeed|feed|published] DIR"
            )
            exit(64)
        }
        for path in try SuggestBench.writeSeason(seed: seed, year: year, format: format, directory: rest[0]) {
            print(path)
        }
    } else {
        print(
            try SuggestBench.table(seed: seed, year: year, from: CalendarDate(year: year, month: 6, day: 1)!),
            terminator: "")
    }
default:
    print(
        "usage: itin-bench core [NAME] | undo | drop [N [block | stays]] | travel [N] | generate [--one-line | --trips] N FILE | start FILE | places | season DIR | suggest | every"
    )
    exit(64)
}

enum TravelBench {
    @inline(never) static func measuredCheck(_ trip: Trip, _ places: PlaceResolver) {
        _ = TravelCheck(trip, places: places)
    }
}
