import ArgumentParser
import Foundation
import ItinCommandLine
import ItinSettings
import ItineraryCore

#if canImport(Glibc)
import Glibc
#endif

struct SuggestCommand: SettingsCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "Propose the trips that see the most ballparks, from the teams' schedules.",
        discussion: """
            Every SCHEDULE is read as `itin import` reads it (iCalendar or CSV); a game found in \
            two schedules (the same teams and venue, starting within an hour) counts once, and \
            games in a city that is not a known place are left out and counted. A trip is one \
            stop a day (a doubleheader at one venue is one stop), driven: each drive fits the \
            hours between the end of one game and an hour before the next, and is at most \
            --max-miles for each day it spans. Best means more ballparks, then fewer miles, then \
            fewer days, then an earlier first game; every --must team or venue is in every trip. \
            Exits 1 when no trip fits, with the reason.
            """)

    @Argument(help: "The teams' schedules: .ics calendars or .csv files.") var schedules: [String]
    @Option(help: ArgumentHelp("The first day the trip may use.", valueName: "YYYY-MM-DD")) var from: String
    @Option(help: ArgumentHelp("The last day the trip may use.", valueName: "YYYY-MM-DD")) var to: String
    @Option(help: ArgumentHelp("Drive from this city to the first game.", valueName: "CITY")) var start: String?
    @Option(help: ArgumentHelp("Drive from the last game to this city.", valueName: "CITY")) var end: String?
    @Option(help: ArgumentHelp("The longest drive for each day it spans.", valueName: "N")) var maxMiles = 500
    @Option(parsing: .upToNextOption, help: ArgumentHelp("Teams or venues every trip must see.", valueName: "NAME"))
    var must: [String] = []
    @Option(help: ArgumentHelp("How many trips to propose.", valueName: "N")) var top = 3
    @Option(help: ArgumentHelp("Write the best trip into this itinerary file (created if missing).", valueName: "FILE"))
    var into: String?
    @Option(help: ArgumentHelp("The new trip's name (with --into).", valueName: "NAME")) var name: String?
    @Option(help: ArgumentHelp("The zone of UTC times and of games that name none (IANA, like America/New_York).", valueName: "ZONE"))
    var tz: String?

    func validate() throws {
        guard (into == nil) == (name == nil) else { throw ValidationError("give --into FILE and --name NAME together") }
    }

    func run(settings: Settings) throws {
        let from = try OptionValue.read(FieldText.date(from))
        let to = try OptionValue.read(FieldText.date(to))
        let zone = try tz.map(OptionValue.zone)
        let name = try name.map { try OptionValue.text($0, "--name") }
        var read: [Schedule] = []
        for path in schedules {
            do {
                read.append(try ScheduleFile.read(path, format: nil, zone: zone))
            } catch {
                throw failure(error)
            }
        }
        let request = SuggestRequest(from: from, to: to, start: start, end: end, maxMiles: maxMiles,
                                     musts: must.map { $0.trimmingWhitespace() }, top: top, model: settings.travel)
        let input: SuggestInput
        do {
            input = try SuggestInput(read, request: request)
        } catch {
            switch error {
            case .usage(let reason): throw refusal(ExitStatus.usage, reason)
            case .noTrip(let reason): throw refusal(ExitStatus.ruleViolation, reason)
            }
        }
        if input.unplaced > 0 {
            complain("\(input.unplaced) \(input.unplaced == 1 ? "game was" : "games were") left out: no place or zone for \(input.unknownCities.joined(separator: ", "))")
        }
        let graph = SuggestGraph(input)
        var progress = ProgressLine()
        let result = SuggestSearch().run(graph) { progress.show($0) }
        progress.clear()
        guard !result.trips.isEmpty else {
            let reason = must.isEmpty
                ? "no trip fits: no game is within --max-miles \(maxMiles) of \([start.map { "--start \($0)" }, end.map { "--end \($0)" }].compactMap { $0 }.joined(separator: " and "))"
                : "no trip within the limits sees every --must (\(must.joined(separator: ", ")))"
            throw refusal(ExitStatus.ruleViolation, reason)
        }
        if !result.exact {
            complain("the search kept the best partial trips of each day, so the first trip is the best found, not proven the best")
        }
        var out = ""
        for (i, trip) in result.trips.enumerated() {
            if i > 0 { out += "\n" }
            for line in SuggestedTripText(trip, in: graph).lines(rank: i + 1) { out += SafeText.clean(line) + "\n" }
        }
        print(out, terminator: "")
        if let into, let name {
            let opened = try EditableFile(into, creating: true)
            let made: (library: Library, tripID: String)
            do {
                made = try SuggestedTripText(result.trips[0], in: graph).added(to: opened.library, name: name)
            } catch {
                throw refusal(ExitStatus.usage, "\(error)")
            }
            try opened.save(made.library, doing: "adding the trip")
            print(SafeText.clean(made.tripID))
        }
    }
}

/// How far the search is, on standard error once it has taken a second, and only when
/// standard error is a terminal (SPEC §10).
private struct ProgressLine {
    private let began = Date()
    private let terminal = isatty(STDERR_FILENO) == 1
    private var shown = false

    mutating func show(_ progress: SuggestSearch.Progress) {
        guard terminal, Date().timeIntervalSince(began) > 1 else { return }
        var line = "\r\u{1B}[Kitin: searching · day \(progress.day) of \(progress.days) · \(progress.labels) partial trips"
        if let best = progress.best { line += " · best so far \(best.venues) ballparks, \(best.miles) mi" }
        line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
        shown = true
    }

    func clear() {
        guard shown else { return }
        var line = "\r\u{1B}[K"
        line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
