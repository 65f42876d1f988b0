import PropertyBased
import Testing

@testable import ItineraryCore

/// Shares, balances and the settle-up: worked by hand on small cases, and over random costs
/// and splits the properties that must always hold.
@Suite struct SharesTests {
    func weights(_ pairs: [(String, Int64)]) -> [Split.Weight] {
        pairs.map { Split.Weight(name: $0.0, millionths: $0.1 * Split.Weight.one) }
    }

    @Test func leftoverCentsGoOneEachInOrder() {
        // 100.00 / 3 = 33.33 each, and the one cent left to the first.
        #expect(Shares.of(10000, among: weights([("A", 1), ("B", 1), ("C", 1)])) == [3334, 3333, 3333])
        // 0.05 among 3: 0.01 each, two cents left: A and B.
        #expect(Shares.of(5, among: weights([("A", 1), ("B", 1), ("C", 1)])) == [2, 2, 1])
        // 84.50 by 2:1 → 56.333… and 28.166…: 56.33 and 28.16, one cent left to A.
        #expect(Shares.of(8450, among: weights([("A", 2), ("B", 1)])) == [5634, 2816])
        #expect(Shares.of(0, among: weights([("A", 1)])) == [0])
        #expect(Shares.of(999, among: []) == [])
    }

    @Test func anObjectsLeftoverCentsGoByName() {
        let cost = Cost(hundredths: 100, split: .weighted(weights([("Cy", 1), ("Al", 1), ("Bo", 1)])))
        let sharers = cost.sharers(among: ["Cy", "Bo", "Al"])
        #expect(sharers.map(\.name) == ["Al", "Bo", "Cy"])
        #expect(Shares.of(100, among: sharers) == [34, 33, 33])
        let list = Cost(hundredths: 100, split: .equal(["Cy", "Al", "Bo"]))
        #expect(list.sharers(among: ["Al", "Bo", "Cy"]).map(\.name) == ["Cy", "Al", "Bo"])
        #expect(Cost(hundredths: 100).sharers(among: ["Bo", "Al"]).map(\.name) == ["Bo", "Al"])
    }

    @Test func sharesAddUpToTheAmountAndFollowTheWeights() async {
        await checkProperty(count: 1000, input: Gen.uint64()) { seed in
            var rng = SplitMix(seed: seed)
            let amount = Int64.random(in: 0...Cost.maxHundredths * 100, using: &rng)
            let sharers = (0..<Int.random(in: 1...9, using: &rng)).map { i in
                Split.Weight(name: "P\(i)", millionths: Int64.random(in: 1...Split.Weight.max, using: &rng))
            }
            let shares = Shares.of(amount, among: sharers)
            #expect(shares.reduce(0, +) == amount)
            let total = sharers.reduce(0.0) { $0 + Double($1.millionths) }
            for (share, sharer) in zip(shares, sharers) {
                // Within one minor unit (and a Double's error) of the exact proportion.
                let exact = Double(amount) * Double(sharer.millionths) / total
                #expect(Double(share) >= exact.rounded(.down) - 1 && Double(share) <= exact.rounded(.up) + 1)
            }
        }
    }

    @Test func settleUpTakesTheLargestDebtorToTheLargestCreditor() {
        // Alice +60, Bob −10, Carol −50: Carol pays Alice 50, then Bob pays Alice 10.
        let payments = SettleUp.payments([("Alice", 6000), ("Bob", -1000), ("Carol", -5000)], in: .usd)
        #expect(payments.map(\.description) == ["Carol pays Alice 50.00 USD", "Bob pays Alice 10.00 USD"])
        #expect(SettleUp.payments([("A", 0), ("B", 0)], in: .usd) == [])
    }

    /// Over random trips of random costs: the shares add up to each total, the balances to
    /// zero in each currency, and the settle-up's payments square every balance.
    @Test func balancesAddUpToZeroAndSettlingUpSquaresEveryone() async throws {
        await checkProperty(count: 300, input: Gen.uint64()) { seed in try Self.checkBalances(seed: seed) }
    }

    /// Apart from the property's closure, which the compiler's sendability pass cannot take whole.
    static func checkBalances(seed: UInt64) throws {
        var rng = SplitMix(seed: seed)
        let t = randomCostTrip(using: &rng)
        let eur = Currency("EUR")!
        let rates =
            Bool.random(using: &rng) ? Rates(target: .usd) : Rates(target: .usd, billionths: [eur: 1_080_000_000])
        let summary = try CostSummary(t, by: .traveller, rates: rates)
        for total in summary.totals {
            let groups = summary.groups.flatMap(\.totals).filter { $0.currency == total.currency }
            #expect(groups.reduce(0) { $0 + $1.minor } == total.minor)
            let standings = summary.standings.filter { $0.share.currency == total.currency }
            let shares = standings.reduce(0) { $0 + $1.share.minor + $1.unpaidShare.minor }
            #expect(shares <= total.minor)  // a cost nobody shares has no shares
            // The shares of unpaid costs are the unpaid total's, unless nobody shares one.
            let unpaid = summary.unpaid.first { $0.currency == total.currency }?.minor ?? 0
            #expect(standings.reduce(0) { $0 + $1.unpaidShare.minor } <= unpaid)
            for s in standings { #expect(s.paid.minor - s.share.minor == s.balance.minor, "\(s)") }
        }
        var left: [String: Int64] = [:]
        for s in summary.standings { left["\(s.name) \(s.balance.currency)"] = s.balance.minor }
        for currency in Set(summary.standings.map(\.balance.currency)) {
            let sum = summary.standings.filter { $0.balance.currency == currency }.reduce(0) { $0 + $1.balance.minor }
            #expect(sum == 0, "balances in \(currency)")
        }
        for p in summary.payments {
            #expect(p.amount.minor > 0)
            left["\(p.from) \(p.amount.currency)", default: 0] += p.amount.minor
            left["\(p.to) \(p.amount.currency)", default: 0] -= p.amount.minor
        }
        #expect(left.values.allSatisfy { $0 == 0 }, "\(left)")
        let people = Set(summary.standings.map(\.name)).count
        for currency in Set(summary.payments.map(\.amount.currency)) {
            #expect(summary.payments.filter { $0.amount.currency == currency }.count < max(people, 1))
        }
    }
}

/// A trip of random travellers and costs: list and weighted splits, paid and unpaid, USD,
/// EUR, JPY and the default currency.
/// `withWho`: some notes carry a `who` of some of the travellers, in any order.
func randomCostTrip(using rng: inout SplitMix, withWho: Bool = false) -> Trip {
    let names = Array(["Alice", "Bob", "Carol", "Dan", "Eve"].prefix(Int.random(in: 0...5, using: &rng)))
    var t = trip("t", days: 5)
    t.travellers = names
    for i in 0..<Int.random(in: 0...40, using: &rng) {
        let cost = randomCost(among: names, using: &rng)
        var n = note("n\(i)", day: Int.random(in: 1...5, using: &rng), Double(i))
        n.cost = cost
        if withWho, !names.isEmpty, Bool.random(using: &rng) {
            n.who = Array(names.shuffled(using: &rng).prefix(Int.random(in: 1...names.count, using: &rng)))
        }
        t.items.append(n)
    }
    return t
}

/// A random cost naming some of `names`: paid or not, shared by everyone, a list or weights.
func randomCost(among names: [String], using rng: inout SplitMix) -> Cost {
    let currencies: [Currency?] = [nil, .usd, Currency("EUR"), Currency("JPY")]
    let currency = currencies.randomElement(using: &rng)!
    var hundredths = Int64.random(in: 0...2_000_000, using: &rng)
    if currency?.digits == 0 { hundredths -= hundredths % 100 }
    var cost = Cost(hundredths: hundredths, currency: currency)
    if !names.isEmpty {
        if Bool.random(using: &rng) { cost.paidBy = names.randomElement(using: &rng) }
        switch Int.random(in: 0...2, using: &rng) {
        case 0: break
        case 1:
            cost.split = .equal(
                names.shuffled(using: &rng).prefix(Int.random(in: 1...names.count, using: &rng)).map { $0 })
        default:
            cost.split = .weighted(
                names.shuffled(using: &rng).prefix(Int.random(in: 1...names.count, using: &rng)).map {
                    Split.Weight(name: $0, millionths: Int64.random(in: 1...5_000_000, using: &rng))
                })
        }
    }
    return cost
}
