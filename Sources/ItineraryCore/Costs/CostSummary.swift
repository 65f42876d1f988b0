/// A trip's costs worked out (docs/costs.md): the totals per currency broken down as asked,
/// what each traveller paid and shares and their balance, and the payments that settle up.
/// Costs in a currency the rates convert are taken into the target currency first, each rounded
/// to its minor unit; the others stay in their own. Currencies are never added together.
public struct CostSummary: Hashable, Sendable {
    public enum Grouping: String, Hashable, Sendable, CaseIterable {
        case day, kind, traveller
    }

    /// One line of the breakdown: a day, a kind or a traveller, and its total in each currency.
    public struct Group: Hashable, Sendable {
        public var label: String
        public var totals: [Money]
    }

    /// One traveller in one currency: `paid − share = balance`, always.
    public struct Standing: Hashable, Sendable {
        public var name: String
        public var paid: Money
        /// Their shares of the costs someone paid.
        public var share: Money
        /// What they paid less their share: what they are owed.
        public var balance: Money
        /// Their shares of the costs nobody has paid yet, which no balance counts until someone does.
        public var unpaidShare: Money
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
            let slot = Self.slot(day: game.day, kind: 0, by: grouping)
            try tally.add(cost, of: game.id, among: trip.travellers(of: game.who), slot: slot, rates: rates)
        }
        for item in trip.items {
            guard let cost = item.cost else { continue }
            let slot = Self.slot(day: item.day, kind: Self.kind(item), by: grouping)
            try tally.add(cost, of: item.id, among: trip.travellers(of: item.who), slot: slot, rates: rates)
        }
        costCount = tally.count
        let ledgers = tally.ledgers.sorted { a, b in Self.comesFirst(a.currency, b.currency, target: rates.target) }
        let lines = Set(ledgers.flatMap { l in l.lines.indices.filter { l.lines[$0] != nil } })
        groups = lines.sorted().map { line in
            Group(
                label: Self.label(line, trip: trip, by: grouping),
                totals: ledgers.compactMap { l in line < l.lines.count ? l.lines[line].map(l.money) : nil })
        }
        totals = ledgers.map { $0.money($0.total) }
        unpaid = ledgers.filter { $0.unpaid > 0 }.map { $0.money($0.unpaid) }
        standings = []
        payments = []
        for ledger in ledgers {
            guard let people = ledger.people else { continue }
            let involved = zip(trip.travellers, people).filter { $1.involved }
            standings += involved.map { name, p in
                Standing(
                    name: name, paid: ledger.money(p.paid), share: ledger.money(p.share),
                    balance: ledger.money(p.balance), unpaidShare: ledger.money(p.unpaidShare))
            }
            payments += SettleUp.payments(involved.map { ($0.0, $0.1.balance) }, in: ledger.currency)
        }
        converted = tally.converted.sorted().compactMap { c in
            rates.text(of: c).map { Conversion(currency: c, rate: $0) }
        }
    }

    /// The target currency first, then the rest by code.
    static func comesFirst(_ a: Currency, _ b: Currency, target: Currency) -> Bool {
        a == target || (b != target && a < b)
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

/// The sums a summary is made of, gathered in one pass over the costs: a ledger per currency,
/// found among the few a trip has by a look down the list, its sums in arrays by line and by
/// traveller (a cost is summed many times over; hashing a currency or a name each time was
/// most of the work).
struct Tally {
    struct Person {
        var paid: Int64 = 0
        /// Of the costs someone paid; those nobody has are in `unpaidShare`.
        var share: Int64 = 0
        var balance: Int64 = 0
        var unpaidShare: Int64 = 0
        /// Whether they paid or share anything in the currency.
        var involved = false
    }

    /// Every sum in one currency.
    struct Ledger {
        let currency: Currency
        var total: Int64 = 0
        var unpaid: Int64 = 0
        /// Each line of the breakdown (`CostSummary.slot`) and its total; nil for a line no cost is on.
        var lines: [Int64?] = []
        /// The trip's travellers, by their place in its list; nil until a cost is paid or shared.
        var people: [Person]?

        func money(_ minor: Int64) -> Money { Money(minor: minor, currency: currency) }
    }

    let travellers: [String]
    var count = 0
    var converted: Set<Currency> = []
    var ledgers: [Ledger] = []
    private let travellerSlots: [String: Int]

    init(travellers: [String]) {
        self.travellers = travellers
        travellerSlots = Dictionary(travellers.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// `whose`: the travellers the entry is for, in the trip's order, who share a cost
    /// without `split`.
    mutating func add(_ cost: Cost, of id: String, among whose: [String], slot: Int?, rates: Rates)
        throws(CostSummary.Failure)
    {
        let currency = cost.currency ?? rates.target
        guard let own = cost.money(or: rates.target) else {
            throw .decimals(entry: id, amount: cost.amountText, currency: currency)
        }
        var money = own
        if own.currency != rates.target, !rates.isEmpty {
            if let into = rates.converting(own) {
                money = into
                converted.insert(own.currency)
            } else if rates.billionths[own.currency] != nil {
                throw .tooLarge(own.currency)
            }
        }
        let c = money.currency
        count += 1
        let l = ledgers.firstIndex { $0.currency == c } ?? appendLedger(c)
        try Self.add(money.minor, to: &ledgers[l].total, c)
        if cost.paidBy == nil { try Self.add(money.minor, to: &ledgers[l].unpaid, c) }
        let sharers = cost.sharers(among: whose)
        let shares = Shares.of(money.minor, among: sharers)
        if let slot {
            try note(slot, money.minor, in: l)
        } else if sharers.isEmpty {
            try note(travellers.count, money.minor, in: l)
        } else {
            for (sharer, share) in zip(sharers, shares) {
                try note(travellerSlots[sharer.name] ?? travellers.count, share, in: l)
            }
        }
        guard !sharers.isEmpty || cost.paidBy != nil else { return }
        let paid = cost.paidBy != nil
        if ledgers[l].people == nil { ledgers[l].people = [Person](repeating: Person(), count: travellers.count) }
        if let payer = cost.paidBy.flatMap({ travellerSlots[$0] }) {
            ledgers[l].people![payer].paid += money.minor
            ledgers[l].people![payer].balance += money.minor
            ledgers[l].people![payer].involved = true
        }
        for (sharer, share) in zip(sharers, shares) {
            guard let i = travellerSlots[sharer.name] else { continue }
            if paid {
                ledgers[l].people![i].share += share
                ledgers[l].people![i].balance -= share
            } else {
                ledgers[l].people![i].unpaidShare += share
            }
            ledgers[l].people![i].involved = true
        }
    }

    private mutating func appendLedger(_ currency: Currency) -> Int {
        ledgers.append(Ledger(currency: currency))
        return ledgers.count - 1
    }

    private mutating func note(_ line: Int, _ minor: Int64, in l: Int) throws(CostSummary.Failure) {
        if line >= ledgers[l].lines.count {
            ledgers[l].lines += [Int64?](repeating: nil, count: line + 1 - ledgers[l].lines.count)
        }
        var sum = ledgers[l].lines[line] ?? 0
        try Self.add(minor, to: &sum, ledgers[l].currency)
        ledgers[l].lines[line] = sum
    }

    private static func add(_ minor: Int64, to sum: inout Int64, _ currency: Currency) throws(CostSummary.Failure) {
        let (total, overflow) = sum.addingReportingOverflow(minor)
        guard !overflow else { throw .tooLarge(currency) }
        sum = total
    }
}
