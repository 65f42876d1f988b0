import ArgumentParser
import ItinCommandLine
import ItinSettings
import ItineraryCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ExportFormat: ExpressibleByArgument {}

struct ExportCommand: SettingsCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            "Write trips as a calendar (ics), a table (csv), a page to share (md, html) or a vdir for khal and vdirsyncer.",
        discussion: """
            Every trip in display order, or the one --trip names; to standard output unless \
            --output is given. Set SOURCE_DATE_EPOCH to get the same calendar bytes each time. \
            A vdir is a folder (--output DIR) of one ID.ics file per event, each written \
            atomically; the files of the exported trips whose events are gone are removed, and \
            no other file is touched. An html page is one trip's (--trip): a page any browser \
            opens or prints, with the route map, nothing fetched from elsewhere. \
            --traveller NAME writes that traveller's own trip (the trips NAME is not on are left \
            out); without it, an entry that is not everyone's says whose it is: `for Alice, Bob`.
            """)

    @OptionGroup var itinerary: FileArgument
    @OptionGroup var only: TripOption
    @OptionGroup var whose: TravellerOption
    @Option(help: "ics, csv, md, html or vdir.") var format: ExportFormat
    @Flag(
        name: .customLong("private"),
        help: "Put costs and confirmation numbers on a page to share (md, html), which leaves them out otherwise.")
    var includePrivate = false
    @Option(
        help: ArgumentHelp(
            "Write here (atomically) instead of to standard output; for vdir, the folder.", valueName: "OUT"))
    var output: String?

    func validate() throws {
        if format == .vdir && output == nil {
            throw ValidationError("--format vdir writes a folder: give it with --output DIR")
        }
        if format == .html && only.trip == nil {
            throw ValidationError("--format html writes one trip's page: name it with --trip")
        }
    }

    func run(settings: Settings) throws {
        let file = itinerary.file
        if let output, Export.isSameFile(output, file) {
            throw CommandFailure(ExitStatus.usage, "\(output) is the itinerary file itself; give --output another file")
        }
        let library = try loadLibrary(file).library
        let chosen = try only.trip.map { try library.trips(named: $0, in: file) }
        let trips = try whose.own(chosen ?? library.sortedTrips, in: file)
        let stamp: Int64
        let document: Export.Document
        // As set, empty included: an empty SOURCE_DATE_EPOCH is refused, not taken for unset.
        let epoch = getenv("SOURCE_DATE_EPOCH").map { ["SOURCE_DATE_EPOCH": String(cString: $0)] }
        do { stamp = try ExportStamp.from(environment: epoch ?? [:]) } catch {
            throw CommandFailure(ExitStatus.usage, error.description)
        }
        do {
            document = try Export.document(
                trips, as: format, stamp: stamp, currency: settings.currency, private: includePrivate,
                places: PlaceResolver(library), model: settings.travel, for: whose.forWhom)
        } catch {
            throw CommandFailure(ExitStatus.invalidFile, error.description)
        }
        switch document {
        case .text(let text): try write(text)
        // validate() made sure a vdir has its folder.
        case .vdir(let resources): try writeVdir(resources, trips: trips, into: output!)
        }
    }

    /// A text into --output, atomically, else to standard output.
    private func write(_ text: String) throws {
        if let output {
            do {
                if let warning = try AtomicFile.write(text, to: output) { complain("wrote \(output), but \(warning)") }
            } catch {
                throw CommandFailure(ExitStatus.ioError, "cannot write: \(error)")
            }
        } else {
            try writeToStandardOutput(text)
        }
    }

    /// One file per event (docs/calendars.md), as `publish` sends them.
    private func writeVdir(_ resources: [CalendarResource], trips: [Trip], into folder: String) throws {
        do {
            let (_, warnings) = try VdirExport.write(resources, trips: Set(trips.map(\.id)), into: folder)
            for warning in warnings { complain("wrote into \(folder), but \(warning)") }
        } catch {
            throw CommandFailure(ExitStatus.ioError, "cannot write the vdir: \(error)")
        }
    }
}
