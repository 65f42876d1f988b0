/// One payment that squares two travellers: `Bob pays Alice 42.50 USD`.
public struct Payment: Hashable, Sendable, CustomStringConvertible {
    public var from: String
    public var to: String
    public var amount: Money

    public init(from: String, to: String, amount: Money) {
        self.from = from
        self.to = to
        self.amount = amount
    }

    public var description: String { "\(from) pays \(to) \(amount)" }
}

/// The payments that square everyone in one currency, by the greedy rule (docs/costs.md):
/// the largest debtor pays the largest creditor, repeated. Ties go to the one listed first.
public enum SettleUp {
    /// `balances`: each traveller's balance in minor units (paid − share), adding up to zero.
    public static func payments(_ balances: [(name: String, minor: Int64)], in currency: Currency) -> [Payment] {
        var left = balances.map(\.minor)
        var payments: [Payment] = []
        while true {
            var debtor: Int?
            var creditor: Int?
            for i in left.indices {
                if left[i] < 0, debtor.map({ left[i] < left[$0] }) ?? true { debtor = i }
                if left[i] > 0, creditor.map({ left[i] > left[$0] }) ?? true { creditor = i }
            }
            guard let d = debtor, let c = creditor else { return payments }
            let paid = min(-left[d], left[c])
            left[d] += paid
            left[c] -= paid
            let amount = Money(minor: paid, currency: currency)
            payments.append(Payment(from: balances[d].name, to: balances[c].name, amount: amount))
        }
    }
}
