import ItineraryCore
import Testing

/// A cost merges field by field (SPEC §8, §14): one side's amount and the other's payer both
/// land; the same field changed two ways is a conflict named by its path in the cost.
@Suite struct CostMergeTests {
    var base: Library {
        var t = trip("t", days: 1, items: [note("a", day: 1, 1)])
        t.travellers = ["Alice", "Bob"]
        t.items[0].cost = Cost(hundredths: 1000, paidBy: "Alice")
        return Library(trips: [t])
    }

    func changed(_ change: (inout Cost) -> Void) -> Library {
        var library = base
        change(&library.trips[0].items[0].cost!)
        return library
    }

    @Test func anAmountOnOneSideAndAPayerOnTheOtherBothLand() throws {
        let result = LibraryMerge.merge(
            base: base, ours: changed { $0.hundredths = 1250 }, theirs: changed { $0.paidBy = "Bob" },
            preferring: .ours)
        #expect(result.conflicts.isEmpty)
        #expect(result.library.trips[0].items[0].cost == Cost(hundredths: 1250, paidBy: "Bob"))
    }

    @Test func oneFieldChangedTwoWaysIsAConflictOnThatField() throws {
        let result = LibraryMerge.merge(
            base: base, ours: changed { $0.hundredths = 1250 }, theirs: changed { $0.hundredths = 900 },
            preferring: .ours)
        #expect(result.conflicts.map(\.field) == ["cost.amount"])
        #expect(result.library.trips[0].items[0].cost?.hundredths == 1250)
    }
}
