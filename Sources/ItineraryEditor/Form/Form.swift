import ItineraryCore

/// A form over the screen: one line per field, each checked as it is typed
/// (docs/keys.md). What it is for decides its fields, and what Enter does with them.
public struct Form: Equatable, Sendable {
    public enum Purpose: Hashable, Sendable {
        case newTrip
        case editTrip(id: String)
        case addGame(trip: String)
        case editGame(trip: String, id: String)
        /// A leg for the cursor's slot: `index` in the day's entries.
        case addLeg(trip: String, day: Int, index: Int)
        case editLeg(trip: String, id: String)
        case editNote(trip: String, id: String)
        /// The cost of a game or an item.
        case editCost(trip: String, id: String)
        /// A stay below the cursor: `index` in the day's entries.
        case addStay(trip: String, day: Int, index: Int)
        case editStay(trip: String, id: String)
        /// A schedule file into the trip under the cursor (if any) or a new one.
        case importSchedule(into: TripDetails?)
    }

    public struct Field: Equatable, Sendable {
        public let name: FieldName
        public var input: TextField
    }

    public let purpose: Purpose
    public let title: String
    public private(set) var fields: [Field]
    public private(set) var focus = 0
    /// What checking needs to know: the trip's length and start, its cities for Tab.
    public let trip: TripFacts
    /// What an empty Miles of a leg form suggests: the estimate (`FormEstimate`); nil while
    /// the user's own miles are in the field.
    public internal(set) var milesSuggestion: String?
    /// What the estimate and the time beside Miles are worked out by (`EditorState.travel`,
    /// given with each estimate).
    var model = TravelModel.standard

    public struct TripFacts: Equatable, Sendable {
        public var days: Int
        public var start: CalendarDate?
        public var cities: [String]
        /// Who pays and shares a cost, for Tab; and the currency of a cost without one.
        public var travellers: [String] = []
        public var currency = Currency.usd

        public static let none = TripFacts(days: TripDetails.dayRange.upperBound, start: nil, cities: [])
    }

    init(_ purpose: Purpose, title: String, trip: TripFacts, _ fields: [(FieldName, String)]) {
        self.purpose = purpose
        self.title = title
        self.trip = trip
        self.fields = fields.map { Field(name: $0.0, input: TextField($0.1)) }
    }

    public var focused: Field { fields[focus] }

    func text(_ name: FieldName) -> String {
        fields.first { $0.name == name }?.input.text.trimmingWhitespace() ?? ""
    }

    /// Why a field's text will not do, in words (`2026-02-30 is not a date`); nil when it will.
    public func problem(at index: Int) -> String? {
        let name = fields[index].name
        return name.problem(text(name), in: self)
    }

    /// What a valid field means, shown beside it (a date's weekday, the trip's last day).
    public func hint(at index: Int) -> String? {
        let name = fields[index].name
        return name.hint(text(name), in: self)
    }

    public var firstProblem: (index: Int, text: String)? {
        fields.indices.lazy.compactMap { i in problem(at: i).map { (i, $0) } }.first
    }

    // MARK: - Changes

    mutating func move(by step: Int) {
        focus = (focus + step + fields.count) % fields.count
    }

    mutating func focus(on index: Int) { focus = index }

    /// A line-editing key on the focused field; false when it is not one.
    mutating func edit(_ key: Key) -> Bool { fields[focus].input.handle(key) }
    mutating func insert(_ text: String) { fields[focus].input.insert(text) }

    /// Sets a field's text, unless it already reads so (its cursor then stays where it is).
    mutating func set(_ name: FieldName, to text: String) {
        guard let i = fields.firstIndex(where: { $0.name == name }), fields[i].input.text != text else { return }
        fields[i].input.set(text)
    }

    /// Tab on a city field completes it from the trip's cities, on Paid by, Split or Who (its
    /// last name) from the travellers; false when there is nothing to complete, so Tab moves on.
    mutating func complete() -> Bool {
        let field = fields[focus]
        let names: [String]
        var kept = ""  // a split's names before the one being typed
        var typed = field.input.text
        switch field.name {
        case .city, .from, .to: names = trip.cities.sorted()
        case .paidBy: names = trip.travellers
        case .split, .who:
            names = trip.travellers
            if let comma = typed.lastIndex(of: ",") {
                kept = String(typed[...comma]) + " "
                typed = String(typed[typed.index(after: comma)...]).trimmingWhitespace()
            }
        default: return false
        }
        guard !typed.isEmpty, field.input.cursor == field.input.characters.count,
            let name = names.first(where: { $0.lowercased().hasPrefix(typed.lowercased()) && $0 != typed })
        else { return false }
        fields[focus].input.set(kept + name)
        return true
    }
}
