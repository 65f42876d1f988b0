/// Which nights of a trip a walk judges (docs/travellers.md): everyone's walk the trip's own
/// (days 1…N−1: the last day goes home); a traveller's from the day of their first entry to
/// the day before their last, so that one who joins late or leaves early is not asked for a
/// bed on nights they are not there. Kept up to date with an edit in time linear in the days.
struct NightSpan: Sendable {
    enum Kind: Sendable {
        case trip
        case firstToLastEntry
    }

    /// For a traveller's, how many of their entries (games, legs, stays, notes) each day has
    /// (index 0 is day 1); nil for the trip's.
    private var entriesByDay: [Int32]?

    init(_ kind: Kind, of trip: Trip) {
        guard case .firstToLastEntry = kind else { return }
        var counts = [Int32](repeating: 0, count: trip.days)
        for game in trip.games where counts.indices.contains(game.day - 1) { counts[game.day - 1] += 1 }
        for index in trip.items.indices {
            let day = trip.items[index].day
            if counts.indices.contains(day - 1) { counts[day - 1] += 1 }
        }
        entriesByDay = counts
    }

    /// Counts the items an edit moved, added or took out; true when the first or last day
    /// with an entry is another now.
    mutating func update(_ changes: [ItemChange]) -> Bool {
        guard var counts = entriesByDay else { return false }
        entriesByDay = nil  // the array's only holder while it changes
        let before = Self.nightDays(counts)
        for change in changes {
            if let day = change.before?.day, counts.indices.contains(day - 1) { counts[day - 1] -= 1 }
            if let day = change.after?.day, counts.indices.contains(day - 1) { counts[day - 1] += 1 }
        }
        entriesByDay = counts
        return Self.nightDays(counts) != before
    }

    /// The days whose nights are judged.
    func nightDays(days: Int) -> Range<Int> {
        guard let entriesByDay else { return 1..<max(days, 1) }
        return Self.nightDays(entriesByDay)
    }

    private static func nightDays(_ counts: [Int32]) -> Range<Int> {
        guard let first = counts.firstIndex(where: { $0 > 0 }), let last = counts.lastIndex(where: { $0 > 0 }) else {
            return 1..<1
        }
        return (first + 1)..<(last + 1)
    }
}
