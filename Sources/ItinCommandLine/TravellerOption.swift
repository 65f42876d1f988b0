import ArgumentParser
import ItineraryCore

/// `--traveller NAME` (`print`, `check`, `map`, `export`, `publish`; docs/travellers.md):
/// that traveller's own trip, as if the others' entries were not there.
package struct TravellerOption: ParsableArguments {
    @Option(help: ArgumentHelp("Only this traveller's own trip: their games, legs, stays and notes.", valueName: "NAME"))
    package var traveller: String?

    package init() {}

    package init(traveller: String?) {
        self.traveller = traveller
    }

    /// The trips as the traveller sees them, or as they are without `--traveller`. Trips
    /// `--trip` chose (`chosen`) must have the traveller; otherwise (every trip of the file)
    /// the trips they are not on are left out, and a name on none is refused. Either
    /// refusal is a usage error that lists the travellers it could have been.
    package func own(_ trips: [Trip], chosen: Bool, in file: String) throws(CommandFailure) -> [Trip] {
        guard let name = traveller else { return trips }
        let theirs = trips.filter { $0.travellers.contains(name) }
        guard theirs.isEmpty else { return theirs.map { $0.seen(by: name) } }
        let one = chosen && trips.count == 1
        let scope = one ? "the trip \(trips[0].name)" : chosen ? "those trips" : "any trip in \(file)"
        let known = Self.travellers(of: trips)
        let listed =
            known.isEmpty
            ? (one ? "it has no travellers" : "none has travellers") : "travellers: \(known.joined(separator: ", "))"
        throw CommandFailure(ExitStatus.usage, "\(name) is not a traveller of \(scope) (\(listed))")
    }

    /// The one trip `--trip` chose, as the traveller sees it.
    package func own(_ trip: Trip, in file: String) throws(CommandFailure) -> Trip {
        try own([trip], chosen: true, in: file)[0]
    }

    /// Every traveller of these trips, each once, in the order the trips name them.
    private static func travellers(of trips: [Trip]) -> [String] {
        var seen = Set<String>()
        return trips.flatMap(\.travellers).filter { seen.insert($0).inserted }
    }
}
