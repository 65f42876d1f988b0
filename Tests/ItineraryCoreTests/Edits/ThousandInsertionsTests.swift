import ItineraryCore
import Testing

/// From a drop to a sortOrder (docs/file-format.md): doubles run out after about fifty halvings
/// of one gap; normalization must keep the display order through any number of insertions.
@Suite struct ThousandInsertionsTests {
    enum Gap: String, CaseIterable, Sendable {
        /// Between two notes on a day without games.
        case betweenItems
        /// Just after a game and before a note (an item may share a key with the game before it).
        case afterAGame
        /// Just after a note and before a game.
        case beforeAGame
    }

    @Test(arguments: Gap.allCases)
    func aThousandInsertionsIntoOneGapKeepTheDisplayOrder(_ gap: Gap) throws {
        let count = 1000
        let incoming = (0..<count).map { note("new\(1000 + $0)", day: 2, 1) }
        let twoGames = [game("g0", day: 1, at: "13:00", in: "A"), game("g1", day: 1, at: "19:00", in: "A")]
        // Every new item goes just after the left bound, before the one inserted last.
        let games: [Game]
        let day1: [Item]
        let leftBound: String
        switch gap {
        case .betweenItems:
            (games, day1, leftBound) = ([], [note("left", day: 1, 1), note("right", day: 1, 2)], "left")
        case .afterAGame:
            (games, day1, leftBound) = (twoGames, [note("right", day: 1, 1.5)], "g1")
        case .beforeAGame:
            (games, day1, leftBound) = (twoGames, [note("left", day: 1, 0.5)], "left")
        }
        var library = Library(trips: [trip("t", days: 2, games: games, items: day1)])
        var expected = TripLayout(try #require(library.trip("t"))).day(1).entries.map(\.id)
        var normalizations = 0

        for item in incoming {
            // The new item arrives on day 2 (an add, through the same door as every edit) and is
            // dragged into the gap. The layout it is grabbed in also shows day 1 after the last drop.
            library = try library.applying(.add(trip: "t", item: item))
            let layout = TripLayout(try #require(library.trip("t")))
            guard layout.day(1).entries.map(\.id) == expected else {
                Issue.record("after the insertion before \(item.id) the order of day 1 is wrong")
                return
            }
            let s = try #require(DragSession(grabbing: item.id, in: layout))
            let index = try #require(s.entries(ofDay: 1).firstIndex { $0.id == leftBound }) + 1
            guard case .moved(let edit) = s.drop(at: try #require(s.slot(day: 1, index: index))) else {
                Issue.record("inserting \(item.id) did not move it")
                return
            }
            if case .move(_, _, let placement) = edit, !placement.renumbered.isEmpty { normalizations += 1 }
            library = try library.applying(edit)
            expected.insert(item.id, at: index)
        }
        #expect(TripLayout(try #require(library.trip("t"))).day(1).entries.map(\.id) == expected)
        // The gap ran out more than once, so normalization really was exercised.
        #expect(normalizations >= count / 60)
        #expect(library.trip("t")?.items.allSatisfy { $0.sortOrder.isFinite } == true)
    }
}
