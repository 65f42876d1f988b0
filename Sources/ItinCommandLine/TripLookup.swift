import ItineraryCore

/// `--trip NAME-OR-ID`, as `print` and `add` read it.
extension Library {
    /// The trip with this id, else every trip with this name (ignoring case), in display
    /// order; none is a usage error.
    package func trips(named wanted: String, in file: String) throws -> [Trip] {
        let trips = sortedTrips
        let folded = wanted.lowercased()
        let found = trips.filter { $0.id == wanted }.nonEmpty ?? trips.filter { $0.name.lowercased() == folded }
        guard !found.isEmpty else {
            throw CommandFailure(ExitStatus.usage, "no trip with the id or name \"\(wanted)\" in \(file)")
        }
        return found
    }

    /// The one trip `--trip` names; several of that name is a usage error too.
    package func trip(named wanted: String, in file: String) throws -> Trip {
        let found = try trips(named: wanted, in: file)
        guard found.count == 1 else {
            let ids = found.map(\.id).joined(separator: ", ")
            throw CommandFailure(
                ExitStatus.usage, "\(found.count) trips are named \"\(wanted)\" in \(file): give the id of one (\(ids))"
            )
        }
        return found[0]
    }
}

extension Array {
    package var nonEmpty: Self? { isEmpty ? nil : self }
}
