import PropertyBased
import Testing

@testable import ItineraryCore

/// A trip's costs worked out by hand: three travellers, a game, a leg and two notes in two
/// currencies, shares by list, by weight and by default, one cost not yet paid.
@Suite struct CostSummaryTests {
    static let eur = Currency("EUR")!

    static var example: Trip {
        var t = trip(
            "ne", days: 3, name: "Northeast Swing",
            games: [game("g1", day: 1, in: "Boston", away: "Yankees", home: "Red Sox")],
            items: [
                leg("l1", day: 2, 0, from: "Boston", to: "New York"),
                note("n1", day: 2, 1, "Pizza"), note("n2", day: 3, 0, "Museum"),
            ])
        t.travellers = ["Alice", "Bob", "Carol"]
        // 126.00 USD by Alice, shared by all three: 42.00 each.
        t.games[0].cost = Cost(hundredths: 12600, currency: .usd, paidBy: "Alice")
        // 84.50 USD by Bob, Alice and Bob: 42.25 each.
        t.items[0].cost = Cost(hundredths: 8450, paidBy: "Bob", split: .equal(["Alice", "Bob"]))
        // 10.00 USD by Carol, Alice 2 : Bob 1: 6.66 and 3.33, the cent left to Alice (by name).
        t.items[1].cost = Cost(
            hundredths: 1000, currency: .usd, paidBy: "Carol",
            split: .weighted([
                Split.Weight(name: "Bob", millionths: 1_000_000),
                Split.Weight(name: "Alice", millionths: 2_000_000),
            ]))
        // 30.00 EUR nobody has paid yet: 10.00 each.
        t.items[2].cost = Cost(hundredths: 3000, currency: eur)
        return t
    }

    func money(_ minor: Int64, _ currency: Currency = .usd) -> Money { Money(minor: minor, currency: currency) }

    @Test func totalsSharesBalancesAndTheSettleUpByHand() throws {
        let s = try CostSummary(Self.example, by: .day, rates: Rates(target: .usd))
        #expect(s.groups.map(\.label) == ["Day 1 · Fri Jun 12", "Day 2 · Sat Jun 13", "Day 3 · Sun Jun 14"])
        #expect(s.groups.map(\.totals) == [[money(12600)], [money(9450)], [money(3000, Self.eur)]])
        #expect(s.totals == [money(22050), money(3000, Self.eur)])
        #expect(s.unpaid == [money(3000, Self.eur)])
        // Alice: paid 126.00, shares 42.00 + 42.25 + 6.67 = 90.92, balance +35.08.
        // Bob: paid 84.50, shares 42.00 + 42.25 + 3.33 = 87.58, balance −3.08.
        // Carol: paid 10.00, share 42.00, balance −32.00.
        #expect(
            s.standings.filter { $0.paid.currency == .usd }.map { [$0.paid.minor, $0.share.minor, $0.balance.minor] }
                == [[12600, 9092, 3508], [8450, 8758, -308], [1000, 4200, -3200]])
        // The 30.00 EUR nobody has paid: no share of a paid cost, no balance, 10.00 each unpaid.
        #expect(
            s.standings.filter { $0.paid.currency == Self.eur }.map {
                [$0.paid.minor, $0.share.minor, $0.balance.minor, $0.unpaidShare.minor]
            }
                == [[0, 0, 0, 1000], [0, 0, 0, 1000], [0, 0, 0, 1000]])
        #expect(s.standings.filter { $0.paid.currency == .usd }.map(\.unpaidShare.minor) == [0, 0, 0])
        #expect(s.payments.map(\.description) == ["Carol pays Alice 32.00 USD", "Bob pays Alice 3.08 USD"])
        #expect(s.converted.isEmpty)
    }

    @Test func byKindAndByTraveller() throws {
        let kinds = try CostSummary(Self.example, by: .kind, rates: Rates(target: .usd))
        #expect(kinds.groups.map(\.label) == ["Games", "Travel", "Notes"])
        #expect(kinds.groups.map(\.totals) == [[money(12600)], [money(8450)], [money(1000), money(3000, Self.eur)]])
        let people = try CostSummary(Self.example, by: .traveller, rates: Rates(target: .usd))
        #expect(people.groups.map(\.label) == ["Alice", "Bob", "Carol"])
        #expect(
            people.groups.map(\.totals) == [
                [money(9092), money(1000, Self.eur)], [money(8758), money(1000, Self.eur)],
                [money(4200), money(1000, Self.eur)],
            ])
    }

    @Test func ratesConvertEachCostBeforeItIsSplitAndSaySo() throws {
        let s = try CostSummary(
            Self.example, by: .day, rates: Rates(target: .usd, billionths: [Self.eur: 1_080_000_000]))
        // 30.00 EUR × 1.08 = 32.40 USD: 10.80 each, still unpaid.
        #expect(s.totals == [money(25290)])
        #expect(s.groups.last?.totals == [money(3240)])
        #expect(s.unpaid == [money(3240)])
        #expect(s.standings.map(\.share.minor) == [9092, 8758, 4200])
        #expect(s.standings.map(\.unpaidShare.minor) == [1080, 1080, 1080])
        #expect(s.payments.map(\.description) == ["Carol pays Alice 32.00 USD", "Bob pays Alice 3.08 USD"])
        #expect(
            CostText.lines(s, trip: Self.example).contains(
                "Converted into USD at EUR = 1.08, each cost rounded to the cent."))
    }

    @Test func anAmountWithCentsInACurrencyWithoutIsRefusedNamingTheEntry() {
        var t = Self.example
        t.items[0].cost = Cost(hundredths: 8450)
        #expect(throws: CostSummary.Failure.decimals(entry: "l1", amount: "84.5", currency: Currency("JPY")!)) {
            try CostSummary(t, by: .day, rates: Rates(target: Currency("JPY")!))
        }
    }

    @Test func theSummaryInWords() throws {
        let s = try CostSummary(Self.example, by: .day, rates: Rates(target: .usd))
        let text = CostText.lines(s, trip: Self.example).joined(separator: "\n")
        #expect(
            text == """
                Northeast Swing: 4 costs

                By day
                  Day 1 · Fri Jun 12  126.00 USD
                  Day 2 · Sat Jun 13   94.50 USD
                  Day 3 · Sun Jun 14   30.00 EUR
                Total                 220.50 USD
                                       30.00 EUR
                Not paid yet           30.00 EUR

                Travellers          paid       share     balance  unpaid share
                  Alice       126.00 USD   90.92 USD   35.08 USD      0.00 USD
                  Bob          84.50 USD   87.58 USD   -3.08 USD      0.00 USD
                  Carol        10.00 USD   42.00 USD  -32.00 USD      0.00 USD
                  Alice         0.00 EUR    0.00 EUR    0.00 EUR     10.00 EUR
                  Bob           0.00 EUR    0.00 EUR    0.00 EUR     10.00 EUR
                  Carol         0.00 EUR    0.00 EUR    0.00 EUR     10.00 EUR

                Settle up
                  Carol pays Alice 32.00 USD
                  Bob pays Alice 3.08 USD
                """)
    }

    /// The demo's Northeast trip, worked by hand. Carol joins on day 4, so what comes before
    /// is Alice's and Bob's (their `who`): Fenway 186.00 (Alice), 93.00 each; lobster rolls
    /// 96.75 (Bob) by weight Alice 2 : Bob 1, 64.50 and 32.25; the drive 84.50 (Bob), 42.25
    /// each; Yankee Stadium 210.00, paid by Carol for the two of them, 105.00 each; a slice
    /// 12.00 (Bob) split between Alice and Bob, 6.00 each. Paid: 186.00, 193.25, 210.00;
    /// shares 310.75, 278.50, 0.00; balances −124.75, −85.25, +210.00.
    @Test func theDemosSettleUpByHand() throws {
        let t = try #require(DemoLibrary.library.trip("ne-2026"))
        let s = try CostSummary(t, by: .day, rates: Rates(target: .usd))
        #expect(s.totals == [money(58925)])
        #expect(s.standings.map(\.share.minor) == [31075, 27850, 0])
        #expect(s.standings.map(\.balance.minor) == [-12475, -8525, 21000])
        #expect(s.payments.map(\.description) == ["Alice pays Carol 124.75 USD", "Bob pays Carol 85.25 USD"])
    }

    /// Every sum of a summary is the one a plain walk over the costs gives, by currency code:
    /// the totals, what is not paid, each line of the breakdown and each traveller's standing.
    @Test func everySumIsThePlainWalksOverTheCosts() async {
        await checkProperty(count: 300, input: Gen.uint64()) { seed in
            var rng = SplitMix(seed: seed)
            let t = randomCostTrip(using: &rng, withWho: true)
            for grouping in CostSummary.Grouping.allCases {
                let s = try #require(try? CostSummary(t, by: grouping, rates: Rates(target: .usd)))
                let walked = PlainWalk(t, by: grouping)
                func byCode(_ sums: [Money]) -> [String: Int64] {
                    Dictionary(uniqueKeysWithValues: sums.map { ($0.currency.code, $0.minor) })
                }
                #expect(byCode(s.totals) == walked.totals)
                #expect(s.totals.first?.currency == .usd || walked.totals["USD"] == nil)
                #expect(byCode(s.unpaid) == walked.unpaid.filter { $0.value > 0 })
                #expect(
                    Dictionary(uniqueKeysWithValues: s.groups.map { ($0.label, byCode($0.totals)) }) == walked.lines)
                let standings = s.standings.map { p in
                    (
                        "\(p.name) \(p.paid.currency.code)",
                        [p.paid.minor, p.share.minor, p.balance.minor, p.unpaidShare.minor]
                    )
                }
                #expect(Dictionary(uniqueKeysWithValues: standings) == walked.standings)
                // Every line adds up as printed.
                for p in s.standings { #expect(p.paid.minor - p.share.minor == p.balance.minor, "\(p)") }
            }
        }
    }
}

/// A trip's sums by a plain walk over its costs (notes only, no rates), keyed by currency code.
private struct PlainWalk {
    var totals: [String: Int64] = [:]
    var unpaid: [String: Int64] = [:]
    /// Label → code → total.
    var lines: [String: [String: Int64]] = [:]
    /// "Name CODE" → paid, share of paid costs, balance, share of unpaid costs.
    var standings: [String: [Int64]] = [:]

    init(_ t: Trip, by grouping: CostSummary.Grouping) {
        for item in t.items {
            guard let cost = item.cost, let money = cost.money(or: .usd) else { continue }
            let code = money.currency.code
            totals[code, default: 0] += money.minor
            if cost.paidBy == nil { unpaid[code, default: 0] += money.minor }
            // Without a split, the travellers the note is for, in the trip's order.
            let whose = t.travellers.filter { name in item.who.map { $0.contains(name) } ?? true }
            let sharers = cost.sharers(among: whose)
            let shares = Shares.of(money.minor, among: sharers)
            switch grouping {
            case .day: line("Day \(item.day) · \(t.date(ofDay: item.day).shortText)", code, money.minor)
            case .kind: line("Notes", code, money.minor)
            case .traveller where sharers.isEmpty: line("Not shared", code, money.minor)
            case .traveller: for (sharer, share) in zip(sharers, shares) { line(sharer.name, code, share) }
            }
            if let payer = cost.paidBy {
                stand(payer, code, paid: money.minor, share: 0, balance: money.minor, unpaid: 0)
            }
            for (sharer, share) in zip(sharers, shares) {
                if cost.paidBy == nil {
                    stand(sharer.name, code, paid: 0, share: 0, balance: 0, unpaid: share)
                } else {
                    stand(sharer.name, code, paid: 0, share: share, balance: -share, unpaid: 0)
                }
            }
        }
    }

    private mutating func line(_ label: String, _ code: String, _ minor: Int64) {
        lines[label, default: [:]][code, default: 0] += minor
    }

    private mutating func stand(
        _ name: String, _ code: String, paid: Int64, share: Int64, balance: Int64, unpaid: Int64
    ) {
        let sums = standings["\(name) \(code)", default: [0, 0, 0, 0]]
        standings["\(name) \(code)"] = [sums[0] + paid, sums[1] + share, sums[2] + balance, sums[3] + unpaid]
    }
}
