/// What changed between two versions of a library, counted for a status line: `Reloaded: 2
/// items moved, 1 note changed, 1 game added` (docs/sharing.md). An item moved when its day
/// or its order among the items changed, as a merge sees it: a renumbered day moves nothing.
public struct LibraryChangeSummary: Hashable, Sendable {
    public enum Thing: String, Hashable, Sendable { case item, note, leg, game, trip }
    public enum Change: String, Hashable, Sendable { case added, moved, changed, removed }

    public struct Count: Hashable, Sendable {
        public let thing: Thing
        public let change: Change
        public let number: Int
    }

    /// The changes there are, in the order the sentence gives them.
    public let counts: [Count]

    public var isEmpty: Bool { counts.isEmpty }

    /// `2 items moved, 1 note changed, 1 game added`; `nothing changed`.
    public var sentence: String {
        guard !isEmpty else { return "nothing changed" }
        return counts.map { "\(RowText.count($0.number, $0.thing.rawValue)) \($0.change.rawValue)" }
            .joined(separator: ", ")
    }
}

public enum LibraryDiff {
    public static func summary(from old: Library, to new: Library) -> LibraryChangeSummary {
        let gaps = DayGames([old, new])
        let a = SideIndex(old, gaps: gaps)
        let b = SideIndex(new, gaps: gaps)
        var tally: [Tally: Int] = [:]
        func count(_ thing: LibraryChangeSummary.Thing, _ change: LibraryChangeSummary.Change) {
            tally[Tally(thing, change), default: 0] += 1
        }
        func thing(_ item: Item) -> LibraryChangeSummary.Thing { item.travel == nil ? .note : .leg }

        let movedItems = OrderMerge.moved(from: a.itemPlaces, to: b.itemPlaces)
        for (id, (_, item)) in b.items {
            guard let (_, was) = a.items[id] else {
                count(thing(item), .added)
                continue
            }
            if movedItems.contains(id) { count(.item, .moved) }
            if !item.sameContent(as: was) { count(thing(item), .changed) }
        }
        for (id, (_, item)) in a.items where b.items[id] == nil { count(thing(item), .removed) }

        for (id, (_, game)) in b.games {
            guard let (_, was) = a.games[id] else {
                count(.game, .added)
                continue
            }
            if game != was { count(.game, .changed) }
        }
        for id in a.games.keys where b.games[id] == nil { count(.game, .removed) }

        let movedTrips = OrderMerge.moved(from: a.tripListOrder, to: b.tripListOrder)
        for (id, trip) in b.trips {
            guard let was = a.trips[id] else {
                count(.trip, .added)
                continue
            }
            if movedTrips.contains(id) { count(.trip, .moved) }
            if !trip.sameContent(as: was) { count(.trip, .changed) }
        }
        for id in a.trips.keys where b.trips[id] == nil { count(.trip, .removed) }

        let counts = Tally.sentenceOrder.compactMap { t in
            tally[t].map { LibraryChangeSummary.Count(thing: t.thing, change: t.change, number: $0) }
        }
        return LibraryChangeSummary(counts: counts)
    }

    private struct Tally: Hashable {
        let thing: LibraryChangeSummary.Thing
        let change: LibraryChangeSummary.Change

        init(_ thing: LibraryChangeSummary.Thing, _ change: LibraryChangeSummary.Change) {
            self.thing = thing
            self.change = change
        }

        static let sentenceOrder: [Tally] =
            [Tally(.item, .moved)]
            + [.note, .leg, .game].flatMap { thing in [.added, .changed, .removed].map { Tally(thing, $0) } }
            + [.added, .moved, .changed, .removed].map { Tally(.trip, $0) }
    }
}
