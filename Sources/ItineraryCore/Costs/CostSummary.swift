/// A trip's costs worked out (SPEC §14): the totals per currency broken down as asked, what
/// each traveller paid and shares and their balance, and the payments that settle up. Costs in
/// a currency the rates convert are taken into the target currency first, each rounded to its
/// minor unit; the others stay in their own. Currencies are never added together.
public struct CostSummary: Hashable, Sendable {
    public enum Grouping: String, Hashable, Sendable, CaseIterable {
        case day, kind, traveller
    }

    /// One line of the breakdown: a day, a kind or a traveller, and its total in each currency.
    public struct Group: Hashable, Sendable {
        public var label: String
        public var totals: [Money]
    }

    /// One traveller in one currency.
    public struct Standing: Hashable, Sendable {
        public var name: String
        public var paid: Money
        /// Their shares of every cost, paid or not.
        public var share: Money
        /// What they paid less their shares of the costs someone paid: what they are owed.
        public var balance: Money
    }

    public var grouping: Grouping
    public var groups: [Group]
    public var totals: [Money]
    /// The part of each total nobody has paid yet.
    public var unpaid: [Money]
    public var standings: [Standing]
    public var payments: [Payment]
    /// The currencies converted into the rates' target, each with its rate as the settings
    /// write it (`EUR = 1.08`).
    public var converted: [Conversion]
    public var target: Currency
    public var costCount: Int

    public struct Conversion: Hashable, Sendable {
        public var currency: Currency
        public var rate: String
    }

    /// Why a trip's costs cannot be worked out.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// An entry's amount has decimals its currency (the settings') has not.
        case decimals(entry: String, amount: String, currency: Currency)
        case tooLarge(Currency)

        public var description: String {
            switch self {
            case .decimals(let entry, let amount, let currency):
                "\(entry): \(amount) has decimals, but \(currency.code) has no minor unit"
            case .tooLarge(let currency): "the \(currency.code) total is too large to work out"
            }
        }
    }

    /// `rates.target`: the settings' currency, what a cost without one is in and what the
    /// rates convert into.
    public init(_ trip: Trip, by grouping: Grouping, rates: Rates) throws(Failure) {
        self.grouping = grouping
        target = rates.target
        var tally = Tally(travellers: trip.travellers)
        for game in trip.games {
            guard let cost = game.cost else { continue }
            try tally.add(cost, of: game.id, slot: Self.slot(day: game.day, kind: 0, by: grouping), rates: rates)
        }
        for item in trip.items {
            guard let cost = item.cost else { continue }
            let slot = Self.slot(day: item.day, kind: Self.kind(item), by: grouping)
            try tally.add(cost, of: item.id, slot: slot, rates: rates)
        }
        costCount = tally.count
        let order = Self.currencyOrder(tally.currencies, first: target)
        groups = tally.slots.sorted().map { slot in
            Group(
                label: Self.label(slot, trip: trip, by: grouping),
                totals: order.compactMap { tally.totals[slot]?[$0] })
        }
        totals = order.compactMap { tally.total[$0] }
        unpaid = order.compactMap { tally.unpaid[$0] }.filter { $0.minor > 0 }
        standings = []
        payments = []
        for currency in order {
            guard let people = tally.people[currency] else { continue }
            let lines = zip(trip.travellers, people).filter { $1.involved }
            standings += lines.map { name, p in
                Standing(
                    name: name, paid: Money(minor: p.paid, currency: currency),
                    share: Money(minor: p.share, currency: currency),
                    balance: Money(minor: p.balance, currency: currency))
            }
            payments += SettleUp.payments(lines.map { ($0.0, $0.1.balance) }, in: currency)
        }
        converted = tally.converted.sorted().compactMap { c in
            rates.text(of: c).map { Conversion(currency: c, rate: $0) }
        }
    }

    /// The target currency first, then the rest by code.
    static func currencyOrder(_ currencies: Set<Currency>, first: Currency) -> [Currency] {
        currencies.sorted { a, b in a == first || (b != first && a < b) }
    }

    static let kinds = ["Games", "Travel", "Notes", "Stays"]

    /// An item's place in `kinds`.
    static func kind(_ item: Item) -> Int {
        switch item.kind {
        case .travel: 1
        case .custom: 2
        case .stay: 3
        }
    }

    /// Where a cost goes in the breakdown by day or by kind; nil by traveller, which is by
    /// its shares (a traveller's place in the trip's list, after them those nobody shares).
    static func slot(day: Int, kind: Int, by grouping: Grouping) -> Int? {
        switch grouping {
        case .day: day
        case .kind: kind
        case .traveller: nil
        }
    }

    /// A line of the breakdown in words: `Day 2 · Sat Jun 13`, `Travel`, `Alice`.
    static func label(_ slot: Int, trip: Trip, by grouping: Grouping) -> String {
        switch grouping {
        case .day: "Day \(slot) · \(trip.date(ofDay: slot).shortText)"
        case .kind: kinds[slot]
        case .traveller: slot < trip.travellers.count ? trip.travellers[slot] : "Not shared"
        }
    }
}

/// The sums a summary is made of, gathered in one pass over the costs.
struct Tally {
    struct Person {
        var paid: Int64 = 0
        var share: Int64 = 0
        var balance: Int64 = 0
        /// Whether they paid or share anything in the currency.
        var involved = false
    }

    let travellers: [String]
    var count = 0
    var currencies: Set<Currency> = []
    var converted: Set<Currency> = []
    /// The breakdown's lines (`CostSummary.slot`) and each one's total per currency.
    var slots: Set<Int> = []
    var totals: [Int: [Currency: Money]] = [:]
    var total: [Currency: Money] = [:]
    var unpaid: [Currency: Money] = [:]
    /// Each currency's travellers, by their place in the trip's list.
    var people: [Currency: [Person]] = [:]
    private let travellerSlots: [String: Int]

    init(travellers: [String]) {
        self.travellers = travellers
        travellerSlots = Dictionary(travellers.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    }

    mutating func add(_ cost: Cost, of id: String, slot: Int?, rates: Rates) throws(CostSummary.Failure) {
        let currency = cost.currency ?? rates.target
        guard let own = cost.money(or: rates.target) else {
            throw .decimals(entry: id, amount: cost.amountText, currency: currency)
        }
        var money = own
        if own.currency != rates.target, let into = rates.converting(own) {
            money = into
            converted.insert(own.currency)
        } else if own.currency != rates.target, rates.billionths[own.currency] != nil {
            throw .tooLarge(own.currency)
        }
        let c = money.currency
        count += 1
        currencies.insert(c)
        try Self.add(money.minor, to: &total, c)
        if cost.paidBy == nil { try Self.add(money.minor, to: &unpaid, c) }
        let sharers = cost.sharers(among: travellers)
        let shares = Shares.of(money.minor, among: sharers)
        if let slot {
            try note(slot, money.minor, c)
        } else if sharers.isEmpty {
            try note(travellers.count, money.minor, c)
        } else {
            for (sharer, share) in zip(sharers, shares) {
                try note(travellerSlots[sharer.name] ?? travellers.count, share, c)
            }
        }
        guard !sharers.isEmpty || cost.paidBy != nil else { return }
        let paid = cost.paidBy != nil
        // Taken out and put back, so the array is changed in place, not copied.
        var book = people.removeValue(forKey: c) ?? [Person](repeating: Person(), count: travellers.count)
        if let payer = cost.paidBy.flatMap({ travellerSlots[$0] }) {
            book[payer].paid += money.minor
            book[payer].balance += money.minor
            book[payer].involved = true
        }
        for (sharer, share) in zip(sharers, shares) {
            guard let i = travellerSlots[sharer.name] else { continue }
            book[i].share += share
            if paid { book[i].balance -= share }
            book[i].involved = true
        }
        people[c] = book
    }

    private mutating func note(_ slot: Int, _ minor: Int64, _ currency: Currency) throws(CostSummary.Failure) {
        slots.insert(slot)
        try Self.add(minor, to: &totals[slot, default: [:]], currency)
    }

    private static func add(
        _ minor: Int64, to sums: inout [Currency: Money],
        _ currency: Currency
    ) throws(CostSummary.Failure) {
        let (sum, overflow) = (sums[currency]?.minor ?? 0).addingReportingOverflow(minor)
        guard !overflow else { throw .tooLarge(currency) }
        sums[currency] = Money(minor: sum, currency: currency)
    }
}
