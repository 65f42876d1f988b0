/// What an entry (a game or an item) cost, who paid it and who shares it (docs/costs.md).
public struct Cost: Hashable, Sendable {
    /// The amount in hundredths of its currency's unit, as exact as the file wrote it (at
    /// most two decimals): 8450 for `84.5`.
    public var hundredths: Int64
    /// Nil: the settings' currency.
    public var currency: Currency?
    /// Nil: nobody has paid it yet.
    public var paidBy: String?
    /// Nil: every traveller its entry is for (all of them, or its `who`), in the trip's order.
    public var split: Split?
    public var unknown: JSONObject
    public var keyOrder: KeyOrder

    /// A billion of any currency: far past a trip, and totals of many such stay exact in 64 bits.
    public static let maxHundredths: Int64 = 100_000_000_000

    public init(
        hundredths: Int64, currency: Currency? = nil, paidBy: String? = nil, split: Split? = nil,
        unknown: JSONObject = [:], keyOrder: KeyOrder = .none
    ) {
        self.hundredths = hundredths
        self.currency = currency
        self.paidBy = paidBy
        self.split = split
        self.unknown = unknown
        self.keyOrder = keyOrder
    }

    /// The amount as money, its currency or else `fallback`; nil when it has decimals that
    /// currency has not (`84.5` of a currency without cents).
    public func money(or fallback: Currency) -> Money? {
        let currency = self.currency ?? fallback
        if currency.digits >= 2 { return Money(minor: hundredths * (currency.scale / 100), currency: currency) }
        let perMinor = 100 / currency.scale
        guard hundredths % perMinor == 0 else { return nil }
        return Money(minor: hundredths / perMinor, currency: currency)
    }

    /// The amount as the file writes it: `84.5`.
    public var amountText: String { DecimalText.text(hundredths, places: 2) }

    /// Every traveller the cost names: who paid, then who shares.
    public var names: [String] {
        (paidBy.map { [$0] } ?? []) + (split?.names ?? [])
    }

    /// Who shares it and by what weight, in the order leftover cents go to them (docs/costs.md):
    /// a list's order, an object's by name; without a split, `travellers`: those its entry is
    /// for, in the trip's order.
    public func sharers(among travellers: [String]) -> [Split.Weight] {
        switch split {
        case nil: travellers.map { Split.Weight(name: $0, millionths: Split.Weight.one) }
        case .equal(let names): names.map { Split.Weight(name: $0, millionths: Split.Weight.one) }
        case .weighted(let weights): weights.sorted { $0.name < $1.name }
        }
    }

    /// The cost with one traveller's name changed wherever it stands.
    public func renaming(_ old: String, to new: String) -> Cost {
        var c = self
        if c.paidBy == old { c.paidBy = new }
        switch c.split {
        case .equal(let names)?: c.split = .equal(names.map { $0 == old ? new : $0 })
        case .weighted(let weights)?:
            c.split = .weighted(
                weights.map { w in
                    w.name == old ? Split.Weight(name: new, millionths: w.millionths) : w
                })
        case nil: break
        }
        return c
    }
}

/// Who shares a cost: equally, as a list of travellers, or by weight, as an object of
/// traveller → weight (`{"Alice": 2, "Bob": 1}`), kept in the file's order.
public enum Split: Hashable, Sendable {
    case equal([String])
    case weighted([Weight])

    public struct Weight: Hashable, Sendable {
        public var name: String
        /// Millionths, exact as the file wrote it: 1.5 is 1,500,000.
        public var millionths: Int64

        public static let one: Int64 = 1_000_000
        /// A million: a weight is a share of a whole, and sums of many stay in 64 bits.
        public static let max: Int64 = 1_000_000 * one

        public init(name: String, millionths: Int64) {
            self.name = name
            self.millionths = millionths
        }

        /// `2`, `1.5`: as the file writes it.
        public var text: String { DecimalText.text(millionths, places: 6) }
    }

    public var names: [String] {
        switch self {
        case .equal(let names): names
        case .weighted(let weights): weights.map(\.name)
        }
    }
}
