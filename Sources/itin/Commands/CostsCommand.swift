import ArgumentParser
import ItinCommandLine
import ItinSettings
import ItineraryCore

extension CostSummary.Grouping: ExpressibleByArgument {}

/// `--format` of `itin costs`.
enum CostsFormat: String, CaseIterable, ExpressibleByArgument {
    case text, csv
}

struct CostsCommand: SettingsCommand {
    static let configuration = CommandConfiguration(
        commandName: "costs",
        abstract: "Totals, balances and who pays whom.",
        discussion: """
            For every trip, or the one --trip names: the total per currency broken down by day, \
            kind or traveller, what each traveller paid, their share of what was paid and their \
            balance (paid less share), their share of what nobody has paid yet, then the payments \
            that settle up. Currencies are never added together; the settings' [rates] \
            convert costs into the settings' currency, and the output says so.
            """)

    @OptionGroup var itinerary: FileArgument
    @OptionGroup var only: TripOption
    @Option(help: ArgumentHelp("day, kind or traveller.", valueName: "WHAT")) var by = CostSummary.Grouping.day
    @Option(help: "text or csv.") var format = CostsFormat.text

    func run(settings: Settings) throws {
        let file = itinerary.file
        let library = try loadLibrary(file).library
        let trips = try only.trip.map { try library.trips(named: $0, in: file) } ?? library.sortedTrips
        var summaries: [(Trip, CostSummary)] = []
        for trip in trips {
            do { summaries.append((trip, try CostSummary(trip, by: by, rates: settings.exchange))) } catch {
                throw CommandFailure(ExitStatus.invalidFile, "\(file): trip \(trip.id): \(error)")
            }
        }
        switch format {
        case .text:
            print(summaries.map { CostText.lines($1, trip: $0).joined(separator: "\n") }.joined(separator: "\n\n"))
        case .csv: print(CostText.csv(summaries), terminator: "")
        }
    }
}
