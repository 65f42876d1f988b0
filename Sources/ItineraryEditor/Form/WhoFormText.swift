import ItineraryCore

/// The item forms' `Who` (docs/travellers.md): the travellers an item is for, their names
/// separated by commas; empty is everyone. Shown only on a trip that names its travellers.
enum WhoFormText {
    /// The `who` the text says: nil for everyone, else the names as typed.
    static func who(_ text: String, among travellers: [String]) -> CostFormText.Reading<[String]?> {
        let names: [String]
        switch CostFormText.travellers(text) {
        case .problem(let problem): return .problem(problem)
        case .value(let read): names = read
        }
        guard !names.isEmpty else { return .value(nil) }
        if let stranger = names.first(where: { !travellers.contains($0) }) {
            return .problem(CostFormText.notATraveller(stranger, travellers))
        }
        return .value(names)
    }

    /// The field's text for a `who`, kept as written.
    static func text(_ who: [String]?) -> String { who?.joined(separator: ", ") ?? "" }

    /// The field, when the trip has travellers to name.
    static func field(_ who: [String]?, in facts: Form.TripFacts) -> [(FieldName, String)] {
        facts.travellers.isEmpty ? [] : [(.who, text(who))]
    }
}

extension Form {
    /// What Who says: nil when the form has no Who (the item keeps its own), else the new `who`.
    var who: [String]?? {
        guard fields.contains(where: { $0.name == .who }) else { return nil }
        return .some(WhoFormText.who(text(.who), among: trip.travellers).value ?? nil)
    }

    /// The item with the `who` the form says, when it has a Who.
    func withWho(_ item: Item) -> Item {
        guard let who else { return item }
        var item = item
        item.who = who
        return item
    }
}
