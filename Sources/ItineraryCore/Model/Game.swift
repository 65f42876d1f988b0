/// A game fixed by the schedule. Games never move; they anchor the items of their day.
public struct Game: Hashable, Sendable, Identifiable {
    public var id: String
    public var day: Int
    public var time: TimeOfDay
    public var away: String
    public var home: String
    public var venue: String
    public var city: String
    /// The venue's IANA time zone (`America/New_York`), when known: `time` is local to it.
    public var tz: String?
    /// The UID of the calendar event the game was imported from, which a re-import matches.
    public var uid: String?

    /// What it cost (SPEC §14), if anyone said.
    public var cost: Cost? {
        get { costBox?.cost }
        set { costBox = newValue.map(CostBox.init) }
    }
    private var costBox: CostBox?
    /// Keys this version does not know, written back unchanged.
    public var unknown: JSONObject
    public var keyOrder: KeyOrder

    public init(
        id: String, day: Int, time: TimeOfDay, away: String, home: String,
        venue: String, city: String, tz: String? = nil, uid: String? = nil, cost: Cost? = nil,
        unknown: JSONObject = [:], keyOrder: KeyOrder = .none
    ) {
        self.id = id
        self.day = day
        self.time = time
        self.away = away
        self.home = home
        self.venue = venue
        self.city = city
        self.tz = tz
        self.uid = uid
        costBox = cost.map(CostBox.init)
        self.unknown = unknown
        self.keyOrder = keyOrder
    }

    /// `Yankees @ Red Sox`
    public var matchup: String { "\(away) @ \(home)" }
}
