/// A trip shortened on one side while the other put a game or an item on a day it took away
/// (docs/sharing.md) is a conflict that must still leave a valid file. Preferring the side
/// that shortened it, the game or item goes to the last day (an item at its end);
/// preferring the other side, the trip keeps the days they need.
enum DayFit {
    static func fit(
        _ input: MergeInput, trips: inout [String: Trip], games: inout [String: (trip: String, game: Game)],
        order: inout [Ordered<ItemSlot>], conflicts: inout [MergeConflict]
    ) {
        var beyond: [String: [(id: String, day: Int)]] = [:]  // by trip
        for (id, g) in games where g.game.day > trips[g.trip]!.days {
            beyond[g.trip, default: []].append((id, g.game.day))
        }
        for e in order where e.label.day > trips[e.label.trip]!.days {
            beyond[e.label.trip, default: []].append((e.id, e.label.day))
        }

        for (tripID, entries) in beyond.sorted(by: { $0.key < $1.key }) {
            let trip = trips[tripID]!
            let needed = entries.map(\.day).max()!
            let shortenedByPreferred = input[input.preferred].trips[tripID]?.days == trip.days
            let lengthen = !shortenedByPreferred && trip.start.adding(days: needed - 1).year <= 9999
            for (id, day) in entries.sorted(by: { $0.id < $1.id }) {
                conflicts.append(
                    MergeConflict(
                        id: id, field: "day", ours: words(id, day, tripID, input.ours),
                        theirs: words(id, day, tripID, input.theirs)))
            }
            if lengthen {
                trips[tripID]!.days = needed
                continue
            }
            for (id, _) in entries where games[id] != nil { games[id]!.game.day = trip.days }
            order = order.map { e in
                guard e.label.trip == tripID, e.label.day > trip.days else { return e }
                return Ordered(id: e.id, label: ItemSlot(trip: tripID, day: trip.days, gap: .max))
            }
        }
    }

    /// `trip of 3 days` on the side that shortened it; the day on the other.
    private static func words(_ id: String, _ day: Int, _ tripID: String, _ side: SideIndex) -> String {
        if let days = side.trips[tripID]?.days, days < day { return "trip of \(days) days" }
        guard let onSide = side.items[id]?.item.day ?? side.games[id]?.game.day else { return "removed" }
        return "\(onSide)"
    }
}
