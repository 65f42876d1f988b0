/// Where `itin move` sends an item, as its options name it (docs/commands.md), turned into
/// a slot of the same drag session the editor uses, so both go through the same rules.
public enum MoveTarget: Hashable, Sendable {
    case before(String)
    case after(String)
    case day(Int, Edge)

    public enum Edge: Hashable, Sendable { case first, last }

    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        case dayOutOfRange(day: Int, tripID: String, days: Int)
        case relativeToItself
        case insideBlock(String)
        case noSuchEntry(String, tripID: String)

        public var description: String {
            switch self {
            case .dayOutOfRange(let day, let trip, let days):
                return "day \(day) is not in the trip \(trip) (days 1–\(days))"
            case .relativeToItself: return "an item cannot move relative to itself"
            case .insideBlock(let ref): return "\(ref) moves with the block: name a game or an item outside it"
            case .noSuchEntry(let ref, let trip): return "no game or item \"\(ref)\" in the trip \(trip)"
            }
        }
    }

    /// The slot this target names in the session's proposed space.
    public func slot(in session: DragSession) throws(Problem) -> Int {
        let (day, index) = try position(in: session.layout, moving: session.ids)
        return session.slot(day: day, index: index)!
    }

    /// The day this target names and the index among that day's entries, counted without the
    /// items that move (none for a new item, not yet in the trip).
    public func position(in layout: TripLayout, moving: Set<String> = []) throws(Problem) -> (day: Int, index: Int) {
        let trip = layout.trip
        func entries(_ day: Int) -> [Entry] {
            moving.isEmpty ? layout.day(day).entries : layout.day(day).entries.filter { !moving.contains($0.id) }
        }
        switch self {
        case .day(let day, let edge):
            guard (1...trip.days).contains(day) else {
                throw .dayOutOfRange(day: day, tripID: trip.id, days: trip.days)
            }
            return (day, edge == .first ? 0 : entries(day).count)
        case .before(let ref), .after(let ref):
            guard !moving.contains(ref) else { throw moving.count == 1 ? .relativeToItself : .insideBlock(ref) }
            guard let row = layout.row(of: ref), let entry = layout.rows[row].entry else {
                throw .noSuchEntry(ref, tripID: trip.id)
            }
            let day = layout.day(ofRow: row)
            let index = entries(day).firstIndex { $0.id == entry.id }!
            if case .before = self { return (day, index) }
            return (day, index + 1)
        }
    }
}
