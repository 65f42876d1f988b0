import Testing

@testable import ItineraryCore

/// A cost on an entry with `who` is shared among its `who` when it has no split, the cents
/// left over going in the trip's order of travellers; a split still decides. Worked by hand.
@Suite struct WhoSharesTests {
    static func summary(_ t: Trip, by grouping: CostSummary.Grouping = .day) throws -> CostSummary {
        try CostSummary(t, by: grouping, rates: Rates(target: .usd))
    }

    static func standing(_ s: CostSummary) -> [String: [Int64]] {
        Dictionary(
            uniqueKeysWithValues: s.standings.map {
                ($0.name, [$0.paid.minor, $0.share.minor, $0.balance.minor, $0.unpaidShare.minor])
            })
    }

    static var four: Trip {
        var t = trip("t", days: 2, items: [note("n1", day: 1, 0, "Rental car")])
        t.travellers = ["Alice", "Bob", "Carol", "Dan"]
        return t
    }

    /// 100.00 paid by Dan, for Dan, Bob and Alice (written in that order): 33.33 each and the
    /// cent left to the first of them in the trip's order, Alice: 33.34, 33.33, 33.33. Carol
    /// is not on it and shares nothing.
    @Test func aCostIsSharedAmongItsWhoTheCentLeftInTheTripsOrder() throws {
        var t = Self.four
        t.items[0].who = ["Dan", "Bob", "Alice"]
        t.items[0].cost = Cost(hundredths: 10000, paidBy: "Dan")
        let s = try Self.summary(t)
        #expect(s.standings.map(\.name) == ["Alice", "Bob", "Dan"])
        #expect(
            Self.standing(s) == [
                "Alice": [0, 3334, -3334, 0], "Bob": [0, 3333, -3333, 0], "Dan": [10000, 3333, 6667, 0],
            ])
        #expect(s.payments.map(\.description) == ["Alice pays Dan 33.34 USD", "Bob pays Dan 33.33 USD"])
    }

    /// The same cost with nobody's `who` is every traveller's: 25.00 each.
    @Test func withoutWhoEveryTravellerShares() throws {
        var t = Self.four
        t.items[0].cost = Cost(hundredths: 10000, paidBy: "Dan")
        #expect(try Self.summary(t).standings.map(\.share.minor) == [2500, 2500, 2500, 2500])
    }

    /// A split decides, whoever the entry is for: 10.00 for Alice and Bob, split between Bob
    /// and Carol, is 5.00 each for Bob and Carol, and none for Alice.
    @Test func aSplitStillDecides() throws {
        var t = Self.four
        t.items[0].who = ["Alice", "Bob"]
        t.items[0].cost = Cost(hundredths: 1000, paidBy: "Alice", split: .equal(["Bob", "Carol"]))
        #expect(
            Self.standing(try Self.summary(t)) == [
                "Alice": [1000, 0, 1000, 0], "Bob": [0, 500, -500, 0], "Carol": [0, 500, -500, 0],
            ])
    }

    /// A game's cost too, and by traveller: 0.05 unpaid for Carol and Alice is 0.03 for Alice
    /// (first in the trip's order) and 0.02 for Carol, each their unpaid share; the breakdown
    /// by traveller says the same.
    @Test func aGamesCostUnpaidAndByTraveller() throws {
        var t = Self.four
        t.games = [game("g1", day: 2, in: "Boston", away: "Yankees", home: "Red Sox")]
        t.games[0].who = ["Carol", "Alice"]
        t.games[0].cost = Cost(hundredths: 5)
        let s = try Self.summary(t, by: .traveller)
        #expect(Self.standing(s) == ["Alice": [0, 0, 0, 3], "Carol": [0, 0, 0, 2]])
        #expect(s.groups.map(\.label) == ["Alice", "Carol"])
        #expect(s.groups.map { $0.totals.map(\.minor) } == [[3], [2]])
    }
}
