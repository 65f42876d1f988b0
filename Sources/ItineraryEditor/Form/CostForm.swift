import ItineraryCore

/// `c`'s form (docs/costs.md): a cost's amount, currency, who paid and who shares it, as
/// text. Split is `Alice, Bob` (equal shares) or `Alice 2, Bob 1` (by weight); empty is
/// everyone, and an empty Amount takes the cost away.
enum CostFormText {
    /// Why the text will not do, or what it reads as.
    enum Reading<Value> {
        case value(Value)
        case problem(String)

        var value: Value? { if case .value(let v) = self { v } else { nil } }
        var problem: String? { if case .problem(let p) = self { p } else { nil } }
    }

    static func amount(_ text: String) -> Reading<Int64> {
        switch DecimalText.units(text, places: 2, limit: Cost.maxHundredths) {
        case .success(let units): .value(units)
        case .failure(.negative): .problem("the amount must not be negative")
        case .failure(.tooManyDecimals): .problem("the amount has at most two decimals")
        case .failure(.tooLarge):
            .problem("the amount must be at most \(DecimalText.text(Cost.maxHundredths, places: 2))")
        case .failure(.notANumber): .problem("the amount must be a number, such as 84.50")
        }
    }

    static func currency(_ text: String) -> Reading<Currency?> {
        if text.isEmpty { return .value(nil) }
        guard let currency = Currency(text.uppercased()) else {
            return .problem("\(text) is not a currency code (such as USD, EUR, JPY)")
        }
        return .value(currency)
    }

    /// Names separated by commas: distinct, none empty.
    static func travellers(_ text: String) -> Reading<[String]> {
        guard !text.isEmpty else { return .value([]) }
        var names: [String] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(part).trimmingWhitespace()
            guard !name.isEmpty else { return .problem("a name between two commas is empty") }
            guard !names.contains(name) else { return .problem("\(name) is named twice") }
            names.append(name)
        }
        return .value(names)
    }

    static func split(_ text: String, among travellers: [String]) -> Reading<Split?> {
        guard case .value(let parts) = self.travellers(text) else { return .problem(self.travellers(text).problem!) }
        guard !parts.isEmpty else { return .value(nil) }
        var names: [String] = []
        var weights: [Split.Weight] = []
        for part in parts {
            var name = part
            if let space = part.lastIndex(of: " "),
                case .success(let w) = DecimalText.units(
                    String(part[part.index(after: space)...]), places: 6,
                    limit: Split.Weight.max)
            {
                guard w > 0 else { return .problem("a weight must be more than 0") }
                name = String(part[..<space]).trimmingWhitespace()
                weights.append(Split.Weight(name: name, millionths: w))
            }
            guard travellers.contains(name) else { return .problem(notATraveller(name, travellers)) }
            names.append(name)
        }
        if weights.isEmpty { return .value(.equal(names)) }
        guard weights.count == names.count else { return .problem("give every name a weight, or none") }
        return .value(.weighted(weights))
    }

    static func notATraveller(_ name: String, _ travellers: [String]) -> String {
        travellers.isEmpty
            ? "the trip has no travellers: name them in the trip's form"
            : "\(name) is not a traveller (\(travellers.joined(separator: ", ")))"
    }

    static func problem(_ field: FieldName, _ text: String, in form: Form) -> String? {
        let travellers = form.trip.travellers
        switch field {
        case .amount:
            guard let hundredths = amount(text).value else { return amount(text).problem }
            let currency = currency(form.text(.currency)).value.flatMap { $0 } ?? form.trip.currency
            return Cost(hundredths: hundredths).money(or: currency) == nil ? "\(currency.code) has no cents" : nil
        case .currency: return currency(text).problem
        case .paidBy: return travellers.contains(text) ? nil : notATraveller(text, travellers)
        case .split: return split(text, among: travellers).problem
        default: return nil
        }
    }

    static func hint(_ field: FieldName, _ text: String, in form: Form) -> String? {
        switch field {
        case .amount:
            guard let hundredths = amount(text).value else { return nil }
            let currency = currency(form.text(.currency)).value.flatMap { $0 } ?? form.trip.currency
            return Cost(hundredths: hundredths).money(or: currency)?.description
        case .split:
            switch split(text, among: form.trip.travellers).value {
            case .equal?: return "equal shares"
            case .weighted?: return "by weight"
            default: return nil
            }
        default: return nil
        }
    }

    /// A split as the form shows it.
    static func text(_ split: Split?) -> String {
        switch split {
        case nil: ""
        case .equal(let names): names.joined(separator: ", ")
        case .weighted(let weights): weights.map { "\($0.name) \($0.text)" }.joined(separator: ", ")
        }
    }
}

extension TripView {
    /// `c`: the cost of the entry under the cursor.
    func costForm(currency: Currency) -> Form? {
        guard case .entry(let entry) = cursorEntry else { return nil }
        var facts = self.facts
        facts.travellers = trip.travellers
        facts.currency = currency
        let cost = entry.cost
        return Form(
            .editCost(trip: tripID, id: entry.id), title: "Cost of \(entry.shortName)", trip: facts,
            [
                (.amount, cost.map { DecimalText.text($0.hundredths, places: 2) } ?? ""),
                (.currency, cost?.currency?.code ?? ""),
                (.paidBy, cost?.paidBy ?? ""), (.split, CostFormText.text(cost?.split)),
            ])
    }

    /// `$`: the trip's costs in a box, as `itin costs` prints them.
    func costsReport(_ rates: Rates) -> Outcome {
        do {
            let summary = try CostSummary(trip, by: .day, rates: rates)
            return .open(.report(Report(title: "Costs", lines: CostText.lines(summary, trip: trip))))
        } catch {
            return .say(.error("✗ \(error)"))
        }
    }
}

extension Form {
    /// The entry with its new cost (none when Amount is empty), the rest of the cost as it was.
    func costResult(trip tripID: String, id: String, in library: Library) throws(EditError) -> FormResult {
        let trip = try library.requireTrip(tripID)
        var cost: Cost?
        if let hundredths = CostFormText.amount(text(.amount)).value {
            var c = trip.game(id)?.cost ?? trip.item(id)?.cost ?? Cost(hundredths: 0)
            c.hundredths = hundredths
            c.currency = CostFormText.currency(text(.currency)).value ?? nil
            c.paidBy = text(.paidBy).isEmpty ? nil : text(.paidBy)
            c.split = CostFormText.split(text(.split), among: trip.travellers).value ?? nil
            cost = c
        }
        let said = cost.map { "Cost: \(CostText.words($0, or: self.trip.currency))" } ?? "No cost"
        if var game = trip.game(id) {
            game.cost = cost
            return FormResult(
                edit: .schedule(.updateGame(trip: tripID, game: game)),
                change: Change(
                    "changed the cost of \(game.matchup)",
                    focus: .entry(trip: tripID, id: id)),
                said: "\(said) for \(game.matchup)", cursor: id)
        }
        guard var item = trip.item(id) else { throw EditError("no entry \(id)") }
        item.cost = cost
        let name = Entry.item(item).shortName
        return FormResult(
            edit: .update(trip: tripID, item: item),
            change: Change("changed the cost of “\(name)”", focus: .entry(trip: tripID, id: id)),
            said: "\(said) for “\(name)”", cursor: id)
    }
}
