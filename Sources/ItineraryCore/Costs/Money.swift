/// An amount of one currency in its minor unit (cents for USD, yen for JPY): the only way
/// money is held, so no total is ever off by a cent.
public struct Money: Hashable, Sendable, CustomStringConvertible {
    public var minor: Int64
    public var currency: Currency

    public init(minor: Int64, currency: Currency) {
        self.minor = minor
        self.currency = currency
    }

    /// `84.50`, `-3.07`, `1200` (JPY): every digit of the minor unit.
    public var amountText: String {
        let digits = currency.digits
        guard digits > 0 else { return String(minor) }
        let magnitude = minor.magnitude
        let scale = UInt64(currency.scale)
        let fraction = String(magnitude % scale)
        let text = "\(magnitude / scale).\(String(repeating: "0", count: digits - fraction.count))\(fraction)"
        return minor < 0 ? "-" + text : text
    }

    /// `84.50 USD`
    public var description: String { "\(amountText) \(currency.code)" }
}

extension Currency {
    /// Minor units in one unit: 100 for USD, 1 for JPY.
    var scale: Int64 { DecimalText.powerOfTen(digits) }
}
