import ArgumentParser
import ItineraryCore

/// `--who NAME`, once for each traveller a new game or item is for (docs/travellers.md);
/// without it, everyone's.
package struct WhoOption: ParsableArguments {
    @Option(
        name: .customLong("who"),
        help: ArgumentHelp(
            "A traveller it is for; once for each (without it, everyone's).", valueName: "NAME"))
    package var names: [String] = []

    package init() {}

    /// The `who` for a new entry of `trip`: nil without `--who`; a name that is not one of the
    /// trip's travellers, or one given twice, is a usage error that lists them.
    package func who(on trip: Trip) throws -> [String]? {
        guard !names.isEmpty else { return nil }
        let listed =
            trip.travellers.isEmpty
            ? "it has none (name them in the editor: e on the trips list)"
            : "they are \(trip.travellers.joined(separator: ", "))"
        for (i, name) in names.enumerated() {
            guard trip.travellers.contains(name) else {
                throw CommandFailure(
                    ExitStatus.usage, "--who: \"\(name)\" is not a traveller of \(trip.name): \(listed)")
            }
            guard !names[..<i].contains(name) else {
                throw CommandFailure(ExitStatus.usage, "--who: \"\(name)\" is named twice")
            }
        }
        return names
    }
}
