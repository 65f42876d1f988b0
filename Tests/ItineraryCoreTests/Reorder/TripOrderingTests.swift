import ItineraryCore
import Testing

/// The trips list (docs/file-format.md): ordered by `order` then id, reordered like items.
@Suite struct TripOrderingTests {
    let library = Library(trips: [
        trip("c", days: 1, order: 3), trip("a", days: 1, order: 1), trip("b", days: 1, order: 2),
    ])

    func orderAfterMoving(_ id: String, to index: Int, in library: Library) throws -> [String] {
        let edit = try #require(TripOrdering.move(id, toIndex: index, in: library))
        return try library.applying(edit).sortedTrips.map(\.id)
    }

    @Test func tripsAreListedByOrderThenId() {
        #expect(library.sortedTrips.map(\.id) == ["a", "b", "c"])
        let tied = Library(trips: [
            trip("z", days: 1, order: 1), trip("y", days: 1, order: 1), trip("x", days: 1, order: 0.5),
        ])
        #expect(tied.sortedTrips.map(\.id) == ["x", "y", "z"])
    }

    @Test func everySlotIsAllowedAndTheTripLandsWhereItWasDropped() throws {
        for id in ["a", "b", "c"] {
            for index in 0...2 {
                var expected = library.sortedTrips.map(\.id).filter { $0 != id }
                expected.insert(id, at: index)
                #expect(try orderAfterMoving(id, to: index, in: library) == expected, "\(id) → \(index)")
            }
        }
    }

    @Test func orderGetsItsValueByTheSortOrderTable() throws {
        func order(_ id: String, _ index: Int) throws -> Double? {
            guard case .reorderTrip(_, let value, _)? = TripOrdering.move(id, toIndex: index, in: library) else {
                return nil
            }
            return value
        }
        #expect(try order("c", 0) == 0)  // only N (a = 1)
        #expect(try order("a", 2) == 4)  // only P (c = 3)
        #expect(try order("c", 1) == 1.5)  // between a and b
        let alone = Library(trips: [trip("solo", days: 1, order: 7)])
        guard case .reorderTrip(_, let value, _)? = TripOrdering.move("solo", toIndex: 0, in: alone) else {
            Issue.record("a lone trip can be dropped")
            return
        }
        #expect(value == 1)  // neither
    }

    @Test func equalOrdersAreNormalizedInTheSameEdit() throws {
        let tied = Library(trips: [
            trip("a", days: 1, order: 5), trip("b", days: 1, order: 5), trip("m", days: 1, order: 9),
        ])
        let edit = try #require(TripOrdering.move("m", toIndex: 1, in: tied))
        guard case .reorderTrip(_, let value, let renumbered) = edit else {
            Issue.record("a trip move is a reorderTrip edit")
            return
        }
        #expect(renumbered == [Renumbering(id: "a", value: 1), Renumbering(id: "b", value: 2)])
        #expect(value == 1.5)
        #expect(try tied.applying(edit).sortedTrips.map(\.id) == ["a", "m", "b"])
    }

    @Test func unknownTripsAndIndicesOutOfRangeGiveNoEdit() {
        #expect(TripOrdering.move("nope", toIndex: 0, in: library) == nil)
        #expect(TripOrdering.move("a", toIndex: 3, in: library) == nil)
        #expect(TripOrdering.move("a", toIndex: -1, in: library) == nil)
    }
}
