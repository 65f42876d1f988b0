/// Where `itin move` sends an item, as its options name it (SPEC §2), turned into a slot of
/// the same drag session the editor uses, so both go through the same rules.
public enum MoveTarget: Hashable, Sendable {
    case before(String)
    case after(String)
    case day(Int, Edge)

    public enum Edge: Hashable, Sendable { case first, last }

    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        case dayOutOfRange(day: Int, tripID: String, days: Int)
        case relativeToItself
        case noSuchEntry(String, tripID: String)

        public var description: String {
            switch self {
            case .dayOutOfRange(let day, let trip, let days): return "day \(day) is not in the trip \(trip) (days 1–\(days))"
            case .relativeToItself: return "an item cannot move relative to itself"
            case .noSuchEntry(let ref, let trip): return "no game or item \"\(ref)\" in the trip \(trip)"
            }
        }
    }

    /// The slot this target names in the session's proposed space.
    public func slot(in session: DragSession) throws(Problem) -> Int {
        switch self {
        case .day(let day, let edge):
            guard (1...session.trip.days).contains(day) else {
                throw .dayOutOfRange(day: day, tripID: session.trip.id, days: session.trip.days)
            }
            return session.slot(day: day, index: edge == .first ? 0 : session.entries(ofDay: day).count)!
        case .before(let ref), .after(let ref):
            guard ref != session.item.id else { throw .relativeToItself }
            guard let row = session.layout.row(of: ref), let entry = session.layout.rows[row].entry else {
                throw .noSuchEntry(ref, tripID: session.trip.id)
            }
            let day = session.layout.day(ofRow: row)
            let index = session.entries(ofDay: day).firstIndex { $0.id == entry.id }!
            if case .before = self { return session.slot(day: day, index: index)! }
            return session.slot(day: day, index: index + 1)!
        }
    }
}
