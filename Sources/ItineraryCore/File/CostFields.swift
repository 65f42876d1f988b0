/// A trip's `travellers` and an entry's `cost` in the file (docs/costs.md), read alike by both
/// decoders: `LibraryDecoder` for the message and `FastDecoder`, which only needs to refuse.
enum CostFields {
    static func travellers(
        _ value: JSONValue, path: String,
        at position: SourcePosition?
    ) throws(FormatError) -> [String] {
        guard case .array(let elements) = value else {
            throw FormatError("must be an array of names", path: path, at: position)
        }
        var names: [String] = []
        var seen: Set<String> = []
        for (i, element) in elements.enumerated() {
            let at = "\(path)[\(i)]"
            guard case .string(let name) = element else {
                throw FormatError("must be a name (a string)", path: at, at: position)
            }
            guard !name.trimmingWhitespace().isEmpty else {
                throw FormatError("must not be empty", path: at, at: position)
            }
            guard seen.insert(name).inserted else {
                throw FormatError("\"\(name)\" is listed twice", path: at, at: position)
            }
            names.append(name)
        }
        return names
    }

    /// A cost, its names not yet checked against the trip's travellers (which may come later
    /// in the file): see `check`.
    static func cost(
        _ value: JSONValue, path: String, at position: SourcePosition?,
        orders: inout KeyOrders
    ) throws(FormatError) -> Cost {
        let r = try JSONReader(value, path: JSONPath(container: path, index: nil), position: position)
        var currency: Currency?
        if let code = try r.optionalString("currency") {
            guard let c = Currency(code) else {
                throw r.error("currency", "must be an ISO 4217 currency code such as USD or EUR (got \"\(code)\")")
            }
            currency = c
        }
        guard case .number(let text) = try r.require("amount").value else {
            throw r.error("amount", "must be a number")
        }
        let hundredths: Int64
        switch DecimalText.units(text, places: 2, limit: Cost.maxHundredths) {
        case .success(let units): hundredths = units
        case .failure(.negative): throw r.error("amount", "must not be negative (got \(text))")
        case .failure(.tooManyDecimals): throw r.error("amount", "must have at most two decimals (got \(text))")
        case .failure:
            throw r.error("amount", "must be at most \(DecimalText.text(Cost.maxHundredths, places: 2)) (got \(text))")
        }
        let cost = Cost(
            hundredths: hundredths, currency: currency, paidBy: try r.optionalString("paidBy"),
            split: try split(r), unknown: r.unknown(known: FileKeys.cost),
            keyOrder: orders.order(of: r.object))
        if let currency, cost.money(or: currency) == nil {
            throw r.error("amount", "must be a whole number: \(currency.code) has no minor unit (got \(text))")
        }
        return cost
    }

    private static func split(_ r: JSONReader) throws(FormatError) -> Split? {
        guard let member = r.object.member("split") else { return nil }
        let path = r.fieldPath("split")
        let position = member.position ?? r.position
        switch member.value {
        case .array(let elements):
            var names: [String] = []
            for (i, element) in elements.enumerated() {
                guard case .string(let name) = element else {
                    throw FormatError("must be a traveller's name", path: "\(path)[\(i)]", at: position)
                }
                guard !names.contains(name) else {
                    throw FormatError("\"\(name)\" is named twice", path: "\(path)[\(i)]", at: position)
                }
                names.append(name)
            }
            guard !names.isEmpty else {
                throw FormatError("must name at least one traveller", path: path, at: position)
            }
            return .equal(names)
        case .object(let object):
            var weights: [Split.Weight] = []
            for m in object.members {
                let at = "\(path).\(m.key)"
                let where_ = m.position ?? position
                guard case .number(let text) = m.value else {
                    throw FormatError("must be a weight (a number)", path: at, at: where_)
                }
                switch DecimalText.units(text, places: 6, limit: Split.Weight.max) {
                case .success(let units) where units > 0: weights.append(Split.Weight(name: m.key, millionths: units))
                case .success, .failure(.negative):
                    throw FormatError("must be more than 0 (got \(text))", path: at, at: where_)
                case .failure(.tooManyDecimals):
                    throw FormatError("must have at most six decimals (got \(text))", path: at, at: where_)
                case .failure: throw FormatError("must be at most 1000000 (got \(text))", path: at, at: where_)
                }
            }
            guard !weights.isEmpty else {
                throw FormatError("must name at least one traveller", path: path, at: position)
            }
            return .weighted(weights)
        default:
            throw FormatError(
                "must be a list of travellers or an object of traveller → weight",
                path: path, at: position)
        }
    }

    /// Refuses a cost that names someone who is not one of the trip's travellers. `object` is
    /// the cost as the file wrote it, for the positions of its names.
    static func check(
        _ cost: Cost, travellers: [String], path: String, object: JSONObject?,
        at position: SourcePosition?
    ) throws(FormatError) {
        func refuse(_ name: String, _ at: String, _ key: String) -> FormatError {
            let among = travellers.isEmpty ? "the trip names none" : "they are \(travellers.joined(separator: ", "))"
            let where_ = object?.member(key)?.position ?? position
            return FormatError("\"\(name)\" is not one of the trip's travellers (\(among))", path: at, at: where_)
        }
        if let payer = cost.paidBy, !travellers.contains(payer) { throw refuse(payer, "\(path).paidBy", "paidBy") }
        switch cost.split {
        case .equal(let names)?:
            for (i, name) in names.enumerated() where !travellers.contains(name) {
                throw refuse(name, "\(path).split[\(i)]", "split")
            }
        case .weighted(let weights)?:
            for w in weights where !travellers.contains(w.name) {
                throw refuse(w.name, "\(path).split.\(w.name)", "split")
            }
        case nil: break
        }
    }
}
