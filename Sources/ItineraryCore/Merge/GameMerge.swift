/// The games, by id, each with every key merged (its day included: games do not move as
/// items do, a day is a fact of the schedule) and the trip it belongs to.
enum GameMerge {
    static func merge(
        _ input: MergeInput, trips: [String: Trip],
        conflicts: inout [MergeConflict]
    ) -> [String: (trip: String, game: Game)] {
        var games: [String: (trip: String, game: Game)] = [:]
        for id in input.union({ $0.games.keys }) {
            guard
                let game = EntityMerge.merge(
                    base: input.base.games[id]?.game, ours: input.ours.games[id]?.game,
                    theirs: input.theirs.games[id]?.game, preferring: input.preferred,
                    everyone: { input.everyone({ $0.games[id]?.trip }, merged: trips) }, conflicts: &conflicts)
            else { continue }
            // Only a game added on both sides with one id can be in two trips.
            let trip = input.value { $0.games[id]?.trip }
            if case .disputed(let o?, let t?) = trip {
                conflicts.append(MergeConflict(id: id, field: "trip", ours: o, theirs: t))
            }
            let candidates = [trip.resolved(preferring: input.preferred), input[input.preferred.other].games[id]?.trip]
            guard let home = candidates.compactMap({ $0 }).first(where: { trips[$0] != nil }) else { continue }
            games[id] = (home, game)
        }
        return games
    }
}
