import ArgumentParser
import Foundation
import ItineraryCore

extension ExportFormat: ExpressibleByArgument {}

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write trips as a calendar (ics), a table (csv) or a page to share (md).",
        discussion: """
            Every trip in display order, or the one --trip names; to standard output unless \
            --output is given. Set SOURCE_DATE_EPOCH to get the same calendar bytes each time.
            """)

    @Argument(help: "The itinerary file.") var file: String
    @Option(help: "Only the trip with this name or id.") var trip: String?
    @Option(help: "ics, csv or md.") var format: ExportFormat
    @Option(help: ArgumentHelp("Write here (atomically) instead of to standard output.", valueName: "OUT"))
    var output: String?

    func run() throws {
        if let output, Export.isSameFile(output, file) {
            throw refusal(ExitStatus.usage, "\(output) is the itinerary file itself; give --output another file")
        }
        let library = try loadLibrary(file).library
        let trips = try trip.map { try library.trips(named: $0, in: file) } ?? library.sortedTrips
        let stamp: Int64, text: String
        do { stamp = try ExportStamp.from(environment: ProcessInfo.processInfo.environment) } catch {
            throw refusal(ExitStatus.usage, error.description)
        }
        do { text = try Export.text(trips, as: format, stamp: stamp) } catch {
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

    /// Unlike `print`, says so when the text could not all be written (a full disk).
    private func writeToStandardOutput(_ text: String) throws {
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
        } catch {
            throw refusal(ExitStatus.ioError, "cannot write to standard output: \(error.localizedDescription)")
        }
    }
}
