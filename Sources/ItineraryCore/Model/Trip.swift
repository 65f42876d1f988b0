/// One trip: a run of days, its games and its items, as values.
public struct Trip: Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var order: Double
    public var start: CalendarDate
    public var days: Int
    public var games: [Game]
    /// Kept in file order, so saving a move rewrites only the moved item's lines.
    public var items: [Item]
    /// Who travels, in the order a cost's shares go to them by default (docs/costs.md).
    public var travellers: [String]
    public var unknown: JSONObject
    public var keyOrder: KeyOrder

    public init(
        id: String, name: String, order: Double, start: CalendarDate, days: Int,
        games: [Game] = [], items: [Item] = [], travellers: [String] = [], unknown: JSONObject = [:],
        keyOrder: KeyOrder = .none
    ) {
        self.id = id
        self.name = name
        self.order = order
        self.start = start
        self.days = days
        self.games = games
        self.items = items
        self.travellers = travellers
        self.unknown = unknown
        self.keyOrder = keyOrder
    }

    public func date(ofDay day: Int) -> CalendarDate { start.adding(days: day - 1) }

    public var end: CalendarDate { date(ofDay: days) }

    public func item(_ id: String) -> Item? { items.first { $0.id == id } }
    public func game(_ id: String) -> Game? { games.first { $0.id == id } }
    public func itemIndex(_ id: String) -> Int? { items.firstIndex { $0.id == id } }

    /// The games whose time is not set yet, by day and id: what `check` lists.
    public var gamesWithoutTime: [Game] {
        games.filter { $0.time == nil }.sorted { ($0.day, $0.id) < ($1.day, $1.id) }
    }
}
