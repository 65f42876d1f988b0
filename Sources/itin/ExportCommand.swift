import ArgumentParser
import Foundation
import ItinCommandLine
import ItineraryCore
import ItinSettings

/// `--format`: a text format of `Export`, or a vdir, which is a folder of files.
enum ExportChoice: String, CaseIterable, ExpressibleByArgument {
    case ics, csv, md, vdir
}

struct ExportCommand: SettingsCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write trips as a calendar (ics), a table (csv), a page to share (md) or a vdir for khal and vdirsyncer.",
        discussion: """
            Every trip in display order, or the one --trip names; to standard output unless \
            --output is given. Set SOURCE_DATE_EPOCH to get the same calendar bytes each time. \
            A vdir is a folder (--output DIR) of one ID.ics file per event, each written \
            atomically; the files of the exported trips whose events are gone are removed, and \
            no other file is touched.
            """)

    @Argument(help: "The itinerary file.") var file: String
    @Option(help: "Only the trip with this name or id.") var trip: String?
    @Option(help: "ics, csv, md or vdir.") var format: ExportChoice
    @Option(help: ArgumentHelp("Write here (atomically) instead of to standard output; for vdir, the folder.", valueName: "OUT"))
    var output: String?
    @Flag(name: .customLong("private"), help: "Put costs on a page to share (md), which leaves them out otherwise.")
    var includePrivate = false

    func validate() throws {
        if format == .vdir && output == nil { throw ValidationError("--format vdir writes a folder: give it with --output DIR.") }
    }

    func run(settings: Settings) throws {
        if let output, Export.isSameFile(output, file) {
            throw refusal(ExitStatus.usage, "\(output) is the itinerary file itself; give --output another file")
        }
        let library = try loadLibrary(file).library
        let trips = try trip.map { try library.trips(named: $0, in: file) } ?? library.sortedTrips
        let stamp: Int64, text: String
        do { stamp = try ExportStamp.from(environment: ProcessInfo.processInfo.environment) } catch {
            throw refusal(ExitStatus.usage, error.description)
        }
        guard let format = ExportFormat(rawValue: format.rawValue) else {
            return try writeVdir(trips, stamp: stamp, into: output!)
        }
        do {
            text = try Export.text(trips, as: format, stamp: stamp, currency: settings.currency,
                                   private: includePrivate)
        } catch {
            throw refusal(ExitStatus.invalidFile, error.description)
        }
        if let output {
            do {
                if let warning = try AtomicFile.write(text, to: output) { complain("wrote \(output), but \(warning)") }
            } catch {
                throw refusal(ExitStatus.ioError, "cannot write: \(error)")
            }
        } else {
            try writeToStandardOutput(text)
        }
    }

    /// One file per event (SPEC §12), as `publish` sends them.
    private func writeVdir(_ trips: [Trip], stamp: Int64, into folder: String) throws {
        let resources: [CalendarResource]
        do { resources = try CalendarResource.of(trips, stamp: stamp) } catch {
            throw refusal(ExitStatus.invalidFile, error.description)
        }
        do {
            let (_, warnings) = try VdirExport.write(resources, trips: Set(trips.map(\.id)), into: folder)
            for warning in warnings { complain("wrote into \(folder), but \(warning)") }
        } catch {
            throw refusal(ExitStatus.ioError, "cannot write the vdir: \(error)")
        }
    }

    /// Unlike `print`, says so when the text could not all be written (a full disk).
    private func writeToStandardOutput(_ text: String) throws {
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
        } catch {
            throw refusal(ExitStatus.ioError, "cannot write to standard output: \(error.localizedDescription)")
        }
    }
}
