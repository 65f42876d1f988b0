/// Removing trips, games and items by id, all in one step (`itin rm`, docs/commands.md,
/// docs/file-format.md). Every id is checked before anything changes. Nothing that stays is
/// moved: removing a game leaves every item at its day and sortOrder (a leg may then show ⚠).
///
/// What is "not empty", and so is removed only by force:
/// - a trip with any game or item;
/// - a game whose day holds any item, since the items of a day are placed among its games
///   (docs/file-format.md): without the game, they may show in another order.
/// Entries named in the same removal do not count: removing a trip and everything in it by
/// name needs no force.
public struct Removal: Sendable {
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        case unknown(String)
        case notEmpty(String)

        public var description: String {
            switch self {
            case .unknown(let id): return "no trip, game or item \"\(id)\""
            case .notEmpty(let why): return why
            }
        }
    }

    /// The edits, to apply in order; empty when there is any problem.
    public let edits: [Edit]
    /// One line per entity removed, in the order the ids were given: `trip ne (Swing)`.
    public let removed: [String]
    public let problems: [Problem]

    public init(_ ids: [String], in library: Library, force: Bool) {
        var named: [String] = []
        for id in ids where !named.contains(id) { named.append(id) }
        let all = Set(named)
        var edits: [Edit] = []
        var removed: [String] = []
        var problems: [Problem] = []
        let gone = Set(named.filter { library.trip($0) != nil })  // trips removed whole
        for id in named {
            if let trip = library.trip(id) {
                let left =
                    trip.games.filter { !all.contains($0.id) }.count + trip.items.filter { !all.contains($0.id) }.count
                if left > 0 && !force {
                    problems.append(
                        .notEmpty(
                            "trip \(id) (\(trip.name)) holds \(RowText.count(trip.games.count, "game")) and \(RowText.count(trip.items.count, "item")); --force removes it with everything in it"
                        ))
                }
                edits.append(.schedule(.deleteTrip(id)))
                removed.append("trip \(id) (\(trip.name))")
            } else if let trip = library.trip(containing: id) {
                if let game = trip.game(id) {
                    let onDay = trip.items.filter { $0.day == game.day && !all.contains($0.id) }.count
                    if onDay > 0 && !force {
                        problems.append(
                            .notEmpty(
                                "game \(id) (\(game.matchup)) has \(RowText.count(onDay, "item")) on its day; --force removes it and leaves \(onDay == 1 ? "that item where it is" : "them where they are")"
                            ))
                    }
                    if !gone.contains(trip.id) { edits.append(.schedule(.deleteGame(trip: trip.id, game: id))) }
                    removed.append("game \(id) (\(game.matchup))")
                } else if let item = trip.item(id) {
                    if !gone.contains(trip.id) { edits.append(.delete(trip: trip.id, item: id)) }
                    removed.append("\(item.travel == nil ? "note" : "leg") \(id) (\(Entry.item(item).shortName))")
                }
            } else {
                problems.append(.unknown(id))
            }
        }
        self.edits = problems.isEmpty ? edits : []
        self.removed = problems.isEmpty ? removed : []
        self.problems = problems
    }
}
