/// The settings' exchange rates (docs/settings.md, docs/costs.md): how much of `target` one unit of
/// each other currency is. A rate is an exact decimal, never a Double, so a conversion rounds once.
public struct Rates: Hashable, Sendable {
    public let target: Currency
    /// Billionths of `target` per unit: `EUR = 1.08` is 1,080,000,000.
    public let billionths: [Currency: Int64]

    public static let places = 9
    /// A billion `target` per unit, past any real rate.
    public static let maxBillionths: Int64 = 1_000_000_000 * 1_000_000_000

    public init(target: Currency, billionths: [Currency: Int64] = [:]) {
        self.target = target
        self.billionths = billionths
    }

    public var isEmpty: Bool { billionths.isEmpty }

    /// `1.08`: a rate as the settings write it.
    public func text(of currency: Currency) -> String? {
        billionths[currency].map { DecimalText.text($0, places: Self.places) }
    }

    /// The money in `target`, rounded to its minor unit (half up); itself if already in it; nil
    /// with no rate for its currency, or when too large.
    public func converting(_ money: Money) -> Money? {
        if money.currency == target { return money }
        guard let rate = billionths[money.currency], money.minor >= 0 else { return nil }
        // minor × rate × 10^target digits ÷ (10^9 × 10^own digits), in 128 bits.
        var n = UInt64(money.minor).multipliedFullWidth(by: UInt64(rate))
        let up = UInt64(target.scale).multipliedFullWidth(by: n.low)
        let (high, overflow) = n.high.multipliedReportingOverflow(by: UInt64(target.scale))
        let (sum, carry) = high.addingReportingOverflow(up.high)
        guard !overflow, !carry else { return nil }
        n = (sum, up.low)
        let divisor = UInt64(1_000_000_000) * UInt64(money.currency.scale)
        guard n.high < divisor else { return nil }
        let (q, r) = divisor.dividingFullWidth(n)
        let rounded = r >= divisor - r ? q + 1 : q
        guard rounded <= UInt64(Int64.max) else { return nil }
        return Money(minor: Int64(rounded), currency: target)
    }
}
