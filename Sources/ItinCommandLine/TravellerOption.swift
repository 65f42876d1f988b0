import ArgumentParser
import ItineraryCore

/// `--traveller NAME`: one traveller's own trip, as if the others' entries were not there
/// (docs/travellers.md), for `check`, `print`, `map`, `export` and `publish`.
package struct TravellerOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Only this traveller's own trip: their entries, as if the others' were not there.", valueName: "NAME"))
    package var traveller: String?

    package init() {}

    /// The trips of `trips` the traveller is on (all of them without `--traveller`). A name
    /// on none of them is a usage error that lists their travellers; `file` names where they
    /// were looked for when there are several trips.
    package func trips(_ trips: [Trip], in file: String) throws -> [Trip] {
        guard let traveller else { return trips }
        let on = trips.filter { $0.travellers.contains(traveller) }
        guard on.isEmpty else { return on }
        var names: [String] = []
        for trip in trips { names += trip.travellers.filter { !names.contains($0) } }
        let scope = trips.count == 1 ? "of \(trips[0].name)" : "in \(file)"
        let listed = names.isEmpty ? "there are none" : "the travellers are \(names.joined(separator: ", "))"
        throw CommandFailure(ExitStatus.usage, "\"\(traveller)\" is not a traveller \(scope): \(listed)")
    }
}
