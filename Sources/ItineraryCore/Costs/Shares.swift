/// How an amount is shared out, to the minor unit (docs/costs.md): each sharer gets the
/// amount × weight ÷ total weight rounded down, and the units left over go one each to the
/// sharers in order. The shares add up to the amount exactly.
public enum Shares {
    /// Each sharer's share of `amount` minor units, in the sharers' order.
    public static func of(_ amount: Int64, among sharers: [Split.Weight]) -> [Int64] {
        guard !sharers.isEmpty else { return [] }
        let total = sharers.reduce(Int64(0)) { $0 + $1.millionths }
        var shares = sharers.map { floorOfProduct(amount, $0.millionths, over: total) }
        var left = amount - shares.reduce(0, +)  // fewer than the sharers: each lost under one unit
        var i = 0
        while left > 0 {
            shares[i] += 1
            left -= 1
            i += 1
        }
        return shares
    }

    /// ⌊a × w ÷ total⌋ for 0 ≤ w ≤ total, exact: the product is held in 128 bits.
    static func floorOfProduct(_ a: Int64, _ w: Int64, over total: Int64) -> Int64 {
        let product = UInt64(a).multipliedFullWidth(by: UInt64(w))
        return Int64(UInt64(total).dividingFullWidth(product).quotient)
    }
}
