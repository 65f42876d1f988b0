import ArgumentParser
import ItinCommandLine
import ItineraryCore

extension ScheduleFormat: ExpressibleByArgument {}

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Games from published schedules (iCalendar or CSV) into a trip.",
        discussion: """
            Into --trip T: events outside the trip's dates are skipped and counted. --new NAME \
            makes a trip from the first event to the last (and FILE, if it does not exist). A re-import of an updated schedule \
            updates games in place (matched by UID, else by date and teams), adds new ones, \
            and lists the games no longer in it, removing them only with --prune. No item \
            ever moves: the items the change leaves where the rules forbid are listed as \
            `itin check` lists them, and the exit status is 1.

            Each SCHEDULE is told apart by its content: a team's calendar feed or iCalendar \
            export, a team's downloadable CSV (START DATE,START TIME,START TIME ET,SUBJECT,LOCATION,…), \
            or itin's own CSV with a header row naming date,time,away,home,venue,city and optionally tz. \
            Every game is put at its ballpark (a venue itin knows, else its city, read near the \
            schedule's other games) and timed there; the same game in two schedules is one game. \
            An event that cannot be a game is skipped and counted with its line (--strict refuses \
            the schedule instead).
            """)

    @OptionGroup var itinerary: FileArgument
    @Argument(help: "The schedules: calendars (.ics) or CSV files.") var schedules: [String]
    @OptionGroup var into: TripOption
    @Option(
        name: .customLong("new"), help: ArgumentHelp("Make a new trip of this name.", valueName: "NAME"),
        transform: OptionValue.text("--new"))
    var newName: String?
    @Option(help: "ics or csv (default: by each SCHEDULE's content).") var format: ScheduleFormat?
    @Option(
        help: ArgumentHelp(
            "The zone of UTC times and of games that name none (IANA, like America/New_York).", valueName: "ZONE"),
        transform: OptionValue.zone)
    var tz: String?
    @Flag(help: "Remove the trip's games that the schedule no longer has.") var prune = false
    @Flag(help: "Refuse a schedule with an event that cannot be a game, rather than skip it.") var strict = false
    @Flag(help: "Say what the import would do, and write nothing.") var dryRun = false

    func validate() throws {
        guard (into.trip == nil) != (newName == nil) else {
            throw ValidationError("give either --trip T or --new NAME")
        }
        if newName != nil && prune { throw ValidationError("--prune is for an import into an existing trip (--trip)") }
    }

    func run() throws {
        let file = itinerary.file
        let read: [Schedule]
        do {
            read = try ScheduleFile.read(schedules, format: format, zone: tz)
        } catch {
            throw failure(error)
        }
        if strict {
            for (path, schedule) in zip(schedules, read) {
                if let first = schedule.skipped.first {
                    throw CommandFailure(ExitStatus.invalidFile, SafeText.clean("\(path): \(first.error)"))
                }
            }
        }
        let opened = try EditableFile(file, creating: newName != nil)
        let destination: ScheduleImport.Destination =
            try newName.map { .newTrip(name: $0) }
            ?? .trip(opened.library.trip(named: into.trip ?? "", in: file).id)
        let named = schedules.joined(separator: ", ")
        guard read.contains(where: { !$0.games.isEmpty }) || !read.contains(where: { !$0.skipped.isEmpty }) else {
            // Schedules, but not one game in them: what was skipped, and exit 1.
            for (path, schedule) in zip(schedules, read) where !schedule.skipped.isEmpty {
                complain(SafeText.clean("\(path): \(schedule.skipped.count) events, none of them a game"))
                for event in schedule.skipped { complain(SafeText.clean("  \(event.error)")) }
            }
            throw CommandFailure(ExitStatus.ruleViolation)
        }
        let plan: ScheduleImport.Plan
        do {
            plan = try ScheduleImport.plan(
                read, sources: schedules, into: destination, prune: prune, in: opened.library)
        } catch {
            throw CommandFailure(ExitStatus.invalidFile, SafeText.clean("\(named): \(error)"))
        }
        if !dryRun {
            try opened.save(try opened.library.applyingArguments(plan.edit), doing: "importing \(named)")
        }
        for line in plan.report.lines(keepHint: "--prune removes them") { print(SafeText.clean(line)) }
        if dryRun { print("(a dry run: nothing written)") }
        if !plan.report.misplaced.isEmpty { throw CommandFailure(ExitStatus.ruleViolation) }
    }
}
