import ArgumentParser
import ItinCommandLine
import ItineraryCore

extension ScheduleFormat: ExpressibleByArgument {}

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Games from a published schedule (iCalendar or CSV) into a trip.",
        discussion: """
            Into --trip T: events outside the trip's dates are skipped and counted. --new NAME \
            makes a trip from the first event to the last (and FILE, if it does not exist). A re-import of an updated schedule \
            updates games in place (matched by UID, else by date and teams), adds new ones, \
            and lists the games no longer in it, removing them only with --prune. No item \
            ever moves: the items the change leaves where the rules forbid are listed as \
            `itin check` lists them, and the exit status is 1.

            CSV has a header row naming date,time,away,home,venue,city and optionally tz.
            """)

    @OptionGroup var itinerary: FileArgument
    @Argument(help: "The schedule: an .ics calendar or a .csv file.") var schedule: String
    @OptionGroup var into: TripOption
    @Option(
        name: .customLong("new"), help: ArgumentHelp("Make a new trip of this name.", valueName: "NAME"),
        transform: OptionValue.text("--new"))
    var newName: String?
    @Option(help: "ics or csv (default: by SCHEDULE's extension).") var format: ScheduleFormat?
    @Option(
        help: ArgumentHelp(
            "The zone of UTC times and of games that name none (IANA, like America/New_York).", valueName: "ZONE"),
        transform: OptionValue.zone)
    var tz: String?
    @Flag(help: "Remove the trip's games that the schedule no longer has.") var prune = false

    func validate() throws {
        guard (into.trip == nil) != (newName == nil) else {
            throw ValidationError("give either --trip T or --new NAME")
        }
        if newName != nil && prune { throw ValidationError("--prune is for an import into an existing trip (--trip)") }
    }

    func run() throws {
        let file = itinerary.file
        let read: Schedule
        do {
            read = try ScheduleFile.read(schedule, format: format, zone: tz)
        } catch {
            throw failure(error)
        }
        let opened = try EditableFile(file, creating: newName != nil)
        let destination: ScheduleImport.Destination =
            try newName.map { .newTrip(name: $0) }
            ?? .trip(opened.library.trip(named: into.trip ?? "", in: file).id)
        let plan: ScheduleImport.Plan
        do {
            plan = try ScheduleImport.plan(read, into: destination, prune: prune, in: opened.library)
        } catch {
            throw CommandFailure(ExitStatus.invalidFile, "\(schedule): \(error)")
        }
        try opened.save(try opened.library.applyingArguments(plan.edit), doing: "importing \(schedule)")
        for line in plan.report.lines(keepHint: "--prune removes them") { print(SafeText.clean(line)) }
        if !plan.report.misplaced.isEmpty { throw CommandFailure(ExitStatus.ruleViolation) }
    }
}
