import ArgumentParser
import ItinCommandLine
import ItinSettings
import ItineraryCore

#if canImport(Glibc)
    import Glibc
#endif

struct SuggestCommand: SettingsCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "Propose trips that see the most ballparks, or every one in the fewest days, from their schedules.",
        discussion: """
            Every SCHEDULE is read as `itin import` reads it (iCalendar or CSV); a game found in \
            two schedules (the same teams and venue, starting within an hour) counts once, and \
            games in a city that is not a known place are left out and counted. A trip is one \
            stop a day (a doubleheader at one venue is one stop), driven: each drive fits the \
            hours between the end of one game and an hour before the next, and is at most \
            --max-miles for each day it spans. Best means more ballparks, then fewer miles, then \
            fewer days, then an earlier first game; every --must team or venue is in every trip. \
            Exits 1 when no trip fits, with the reason.

            --every answers the travelling baseball fan's question instead: one game at every \
            ballpark of the schedules (or only those --only names), by the same rules, in the \
            fewest days from the first game to the last, then the fewest miles, then the earliest \
            start. The window is the schedules' whole span unless --from and --to narrow it. It \
            prints the one best trip it found and either "proven fewest" or the fewest days it \
            proved any such trip takes; --top and --must do not apply. It exits 1 naming the \
            ballparks no trip can fit in.

            --fly lets a hop be flown when both ballparks have an airport with an IATA code \
            within 75 miles: the drive to the airport, the flight and the drive from the other \
            airport, the fastest pair of airports door to door. Of the ways a hop fits, the \
            faster is taken; --max-miles then limits the drives only (0: flights only, between \
            ballparks as near their airports as one place). A trip's miles add flown and driven \
            miles, and --into writes each flight as a fly leg.

            --two-a-day lets a day see two ballparks: a game at one, then a later game at another \
            when the first's end (3 hours after it starts) leaves time to get there an hour \
            before the second starts (by car, or by air with --fly); a doubleheader there is \
            left after its first game. Days count as calendar days, so two ballparks in one day \
            save a day.

            A search that takes more than a second says how far it is on standard error, when \
            that is a terminal.
            """)

    @Argument(help: "The teams' schedules: .ics calendars or .csv files.") var schedules: [String]
    @Option(help: ArgumentHelp("The first day the trip may use.", valueName: "YYYY-MM-DD")) var from: String?
    @Option(help: ArgumentHelp("The last day the trip may use.", valueName: "YYYY-MM-DD")) var to: String?
    @Option(help: ArgumentHelp("Drive from this city to the first game.", valueName: "CITY")) var start: String?
    @Option(help: ArgumentHelp("Drive from the last game to this city.", valueName: "CITY")) var end: String?
    @Option(help: ArgumentHelp("The longest drive for each day it spans.", valueName: "N")) var maxMiles = 500
    @Option(parsing: .upToNextOption, help: ArgumentHelp("Teams or venues every trip must see.", valueName: "NAME"))
    var must: [String] = []
    @Option(help: ArgumentHelp("How many trips to propose (3).", valueName: "N")) var top: Int?
    @Flag(help: "Every ballpark, one game at each, in the fewest days.") var every = false
    @Flag(help: "A hop may be flown between ballparks with an airport within 75 miles.") var fly = false
    @Flag(help: "A day may see a game at one ballpark and a later one at another.") var twoADay = false
    @Option(parsing: .upToNextOption, help: ArgumentHelp("With --every: only these ballparks.", valueName: "VENUE"))
    var only: [String] = []
    @Option(help: ArgumentHelp("Write the best trip into this itinerary file (created if missing).", valueName: "FILE"))
    var into: String?
    @Option(help: ArgumentHelp("The new trip's name (with --into).", valueName: "NAME")) var name: String?
    @Option(
        help: ArgumentHelp(
            "The zone of UTC times and of games that name none (IANA, like America/New_York).", valueName: "ZONE"))
    var tz: String?

    func validate() throws {
        guard (into == nil) == (name == nil) else { throw ValidationError("give --into FILE and --name NAME together") }
        if every {
            guard must.isEmpty else {
                throw ValidationError("--every sees every ballpark; --must does not apply (--only names ballparks)")
            }
            guard top == nil else { throw ValidationError("--every proposes the one best trip; --top does not apply") }
        } else {
            guard from != nil, to != nil else {
                throw ValidationError("give --from and --to (or --every, for the schedules' whole span)")
            }
            guard only.isEmpty else { throw ValidationError("--only goes with --every") }
        }
    }

    func run(settings: Settings) throws {
        let from = try from.map { try OptionValue.read(FieldText.date($0)) }
        let to = try to.map { try OptionValue.read(FieldText.date($0)) }
        let zone = try tz.map(OptionValue.zone)
        let name = try name.map { try OptionValue.text($0, "--name") }
        let read: [Schedule]
        do {
            read = try ScheduleFile.read(schedules, format: nil, zone: zone)
        } catch {
            throw failure(error)
        }
        // A row or event whose date or time does not read is a damaged schedule: refused, as
        // a suggestion from part of it would mislead. Events that are not games are left out.
        for (path, schedule) in zip(schedules, read) {
            if let broken = schedule.skipped.first(where: { $0.reason.kind.meansDamage }) {
                throw CommandFailure(ExitStatus.invalidFile, SafeText.clean("\(path): \(broken.error)"))
            }
            if !schedule.skipped.isEmpty {
                complain(SafeText.clean("\(path): \(SkippedEvent.summary(schedule.skipped))"))
            }
        }
        // --every's window: the schedules' whole span, unless given.
        let span = SuggestInput.span(read)
        guard let from = from ?? span?.from, let to = to ?? span?.to else {
            throw CommandFailure(ExitStatus.ruleViolation, "no games in the schedules")
        }
        let request = SuggestRequest(
            from: from, to: to, start: start, end: end, maxMiles: maxMiles,
            musts: must.map { $0.trimmingWhitespace() }, top: top ?? 3,
            only: only.map { $0.trimmingWhitespace() }, model: settings.travel, fly: fly, twoADay: twoADay,
            homeParksOnly: every)
        let input: SuggestInput
        do {
            input = try SuggestInput(read, request: request)
            if every { try EverySearch.check(input) }
        } catch {
            switch error {
            case .usage(let reason): throw CommandFailure(ExitStatus.usage, reason)
            case .noTrip(let reason): throw CommandFailure(ExitStatus.ruleViolation, reason)
            }
        }
        if input.unplaced > 0 {
            complain(
                "\(input.unplaced) \(input.unplaced == 1 ? "game was" : "games were") left out: no place or zone for \(input.unknownCities.joined(separator: ", "))"
            )
        }
        if every { return try suggestEvery(input, name: name) }
        let graph = SuggestGraph(input)
        var progress = ProgressLine()
        let result = SuggestSearch().run(graph) { step in
            progress.show {
                var line = "day \(step.day) of \(step.days) · \(step.labels) partial trips"
                if let best = step.best { line += " · best so far \(best.venues) ballparks, \(best.miles) mi" }
                return line
            }
        }
        progress.clear()
        guard !result.trips.isEmpty else {
            let reason =
                must.isEmpty
                ? "no trip fits: no game is within --max-miles \(maxMiles) of \([start.map { "--start \($0)" }, end.map { "--end \($0)" }].compactMap { $0 }.joined(separator: " and "))"
                : "no trip within the limits sees every --must (\(must.joined(separator: ", ")))"
            throw CommandFailure(ExitStatus.ruleViolation, reason)
        }
        if !result.exact {
            complain(
                "the search kept the best partial trips of each day, so the first trip is the best found, not proven the best"
            )
        }
        var out = ""
        for (i, trip) in result.trips.enumerated() {
            if i > 0 { out += "\n" }
            for line in SuggestedTripText(trip, in: graph).lines(rank: i + 1) { out += SafeText.clean(line) + "\n" }
        }
        print(out, terminator: "")
        try write(SuggestedTripText(result.trips[0], in: graph), name: name)
    }

    /// `--every`: the one best trip, whether its days are proven the fewest, or why there is none.
    private func suggestEvery(_ input: SuggestInput, name: String?) throws {
        let graph = SuggestGraph(input, drives: false)
        var progress = ProgressLine()
        let result = EverySearch().run(graph) { step in
            progress.show {
                let best = step.bestDays.map { "best so far \($0) days" } ?? "no trip yet"
                return "\(best) · none shorter than \(step.lowerBound) · \(step.labels) partial trips"
            }
        }
        progress.clear()
        guard let trip = result.trip else {
            let missing = EverySearch.leftOut(input).map { "\($0.name), \($0.city)" }.joined(separator: "; ")
            let sure =
                result.exact
                ? "no trip within the limits sees every ballpark" : "no trip seeing every ballpark was found in time"
            throw CommandFailure(ExitStatus.ruleViolation, "\(sure): the trip seeing the most leaves out \(missing)")
        }
        let view = SuggestedTripText(trip, in: graph)
        print(view.everyLines(lowerBound: result.lowerBound).map { SafeText.clean($0) + "\n" }.joined(), terminator: "")
        try write(view, name: name)
    }

    /// `--into FILE --name NAME`: the trip written as a new trip, and its id printed.
    private func write(_ view: SuggestedTripText, name: String?) throws {
        guard let into, let name else { return }
        let opened = try EditableFile(into, creating: true)
        let made: (library: Library, tripID: String)
        do {
            made = try view.added(to: opened.library, name: name)
        } catch {
            throw CommandFailure(ExitStatus.usage, "\(error)")
        }
        try opened.save(made.library, doing: "adding the trip")
        print(SafeText.clean(made.tripID))
    }
}

/// How far the search is, on standard error once it has taken a second, and only when
/// standard error is a terminal (docs/suggest.md); drawn again at most ten times a second, cut
/// to the terminal's width so that a carriage return goes back over all of it.
private struct ProgressLine {
    private let began = ContinuousClock.now
    private let terminal = isatty(STDERR_FILENO) == 1
    private var shown: ContinuousClock.Instant?
    private let columns: Int = {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 1 else { return 80 }
        return Int(size.ws_col)
    }()

    mutating func show(_ words: () -> String) {
        guard terminal else { return }
        let now = ContinuousClock.now
        guard now - began > .seconds(1), shown.map({ now - $0 >= .milliseconds(100) }) ?? true else { return }
        put("\r\u{1B}[K" + String(("itin: searching · " + words()).prefix(columns - 1)))
        shown = now
    }

    func clear() {
        if shown != nil { put("\r\u{1B}[K") }
    }

    private func put(_ text: String) {
        var text = text
        text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
