/// An entry's `cost` read straight from the parser for `FastDecoder`, as its games and items
/// are: no `JSONObject` for the cost or its split, keys matched by their bytes. It accepts
/// exactly what `CostFields.cost` accepts and gives the same cost (unknown members and key
/// order included); like `FastDecoder`, it only refuses, and the explaining decoder says why.
struct FastCostReader {
    private static let keys = KeyMatcher(FileKeys.cost)
    private static let amount = code("amount")
    private static let currency = code("currency")
    private static let paidBy = code("paidBy")

    private static func code(_ key: String) -> Int { keys.names.firstIndex(of: key)! }

    /// Key orders by their codes: costs are mostly written alike.
    private var orders = PackedOrders()

    /// The cost at the parser, its names not yet checked against the trip's travellers.
    mutating func cost(_ p: inout JSONParser, orders shared: inout KeyOrders) throws(FormatError) -> Cost {
        guard p.peek() == UInt8(ascii: "{") else { throw FastDecoder.refused }
        _ = try p.beginObject()
        var present: UInt32 = 0
        var packed: UInt64 = 0
        var codes = 0
        var amount: String?
        var currency: Currency?
        var paidBy: String?
        var split: Split?
        var unknown = UnknownMembers()
        var keys: [String] = []  // every key in order, once one is unknown
        var first = true
        while let key = try p.nextRawKey(first: &first) {
            guard let code = Self.keys.code(of: key, in: p) else {
                let name = p.text(of: key)
                if unknown.isEmpty { keys = Self.names(packed, count: codes) }
                keys.append(name)
                try unknown.read(name, at: key.position, from: &p)
                continue
            }
            guard present & (1 << code) == 0 else { throw FastDecoder.refused }
            present |= 1 << code
            packed = packed << PackedOrders.bits | UInt64(code + 1)
            codes += 1
            if !unknown.isEmpty { keys.append(Self.keys.names[code]) }
            switch code {
            case Self.amount: amount = try Self.number(&p)
            case Self.currency:
                guard let c = Currency(try Self.string(&p)) else { throw FastDecoder.refused }
                currency = c
            case Self.paidBy: paidBy = try Self.string(&p)
            default: split = try Self.split(&p)
            }
        }
        guard let amount,
            case .success(let hundredths) = DecimalText.units(amount, places: 2, limit: Cost.maxHundredths)
        else { throw FastDecoder.refused }
        let order: KeyOrder
        if unknown.isEmpty {
            if let hit = orders.order(packed) {
                order = hit
            } else {
                order = shared.order(Self.names(packed, count: codes))
                orders.remember(order, as: packed)
            }
        } else {
            order = shared.order(keys)
        }
        let cost = Cost(
            hundredths: hundredths, currency: currency, paidBy: paidBy, split: split,
            unknown: JSONObject(unknown.members), keyOrder: order)
        if let currency, cost.money(or: currency) == nil { throw FastDecoder.refused }
        return cost
    }

    /// The known keys packed in `packed`, in order.
    private static func names(_ packed: UInt64, count: Int) -> [String] {
        (0..<count).reversed().map { i in
            keys.names[Int(packed >> (UInt64(i) * PackedOrders.bits) & (1 << PackedOrders.bits - 1)) - 1]
        }
    }

    private static func string(_ p: inout JSONParser) throws(FormatError) -> String {
        guard p.peek() == UInt8(ascii: "\"") else { throw FastDecoder.refused }
        if let range = p.scanPlainString() { return p.ascii(range) }
        return try p.parseString()
    }

    /// A number's text.
    private static func number(_ p: inout JSONParser) throws(FormatError) -> String {
        switch p.peek() {
        case UInt8(ascii: "-")?, (UInt8(ascii: "0")...UInt8(ascii: "9"))?: return p.numberText(try p.scanNumber())
        default: throw FastDecoder.refused
        }
    }

    /// A list of travellers or an object of traveller → weight, as `CostFields.split` reads it.
    private static func split(_ p: inout JSONParser) throws(FormatError) -> Split {
        switch p.peek() {
        case UInt8(ascii: "[")?:
            var elements = try p.beginArray()
            var names: [String] = []
            while try p.nextElement(&elements) {
                let name = try string(&p)
                guard !names.contains(name) else { throw FastDecoder.refused }
                names.append(name)
            }
            guard !names.isEmpty else { throw FastDecoder.refused }
            return .equal(names)
        case UInt8(ascii: "{")?:
            var members = try p.beginObject()
            var weights: [Split.Weight] = []
            while let (name, _) = try p.nextKey(&members) {
                guard case .success(let units) = DecimalText.units(try number(&p), places: 6, limit: Split.Weight.max),
                    units > 0
                else { throw FastDecoder.refused }
                weights.append(Split.Weight(name: name, millionths: units))
            }
            guard !weights.isEmpty else { throw FastDecoder.refused }
            return .weighted(weights)
        default:
            throw FastDecoder.refused
        }
    }
}
