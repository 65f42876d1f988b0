/// A game fixed by the schedule. Games never move; they anchor the items of their day.
public struct Game: Hashable, Sendable, Identifiable {
    public var id: String
    public var day: Int
    /// The local start at the venue; nil while the schedule has not set it (`"tbd": true`).
    public var time: TimeOfDay?
    public var away: String
    public var home: String
    public var venue: String
    public var city: String
    /// The venue's IANA time zone (`America/New_York`), when known: `time` is local to it.
    public var tz: String?
    /// The UID of the calendar event the game was imported from, which a re-import matches.
    public var uid: String?
    /// The gazetteer's name of the place the venue and city resolved to when imported, so
    /// that the game means the same place with every later gazetteer.
    public var place: String?
    /// The travellers who see it (docs/travellers.md); nil means everyone.
    public var who: [String]?

    /// What it cost (docs/costs.md), if anyone said.
    public var cost: Cost? {
        get { costBox?.cost }
        set { costBox = newValue.map(CostBox.init) }
    }
    private var costBox: CostBox?
    /// Keys this version does not know, written back unchanged.
    public var unknown: JSONObject
    public var keyOrder: KeyOrder

    public init(
        id: String, day: Int, time: TimeOfDay?, away: String, home: String,
        venue: String, city: String, tz: String? = nil, uid: String? = nil, place: String? = nil,
        cost: Cost? = nil, who: [String]? = nil,
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
        self.place = place
        self.who = who
        costBox = cost.map(CostBox.init)
        self.unknown = unknown
        self.keyOrder = keyOrder
    }

    /// `Yankees @ Red Sox`
    public var matchup: String { "\(away) @ \(home)" }

    /// The name travel and the map read for where the game is: the place its venue and city
    /// resolved to when it was imported (a ballpark, or a town named so that no other fits),
    /// else its city as written.
    public var whereabouts: String { place ?? city }

    /// What a row, an export or a form shows for a time not set yet.
    public static let timeNotSet = "TBD"

    /// `19:10`, or `TBD` while the time is not set.
    public var timeText: String { time?.description ?? Self.timeNotSet }

    /// When a game whose time is not set is taken to start: in the evening, when most do.
    public static let assumedStart = TimeOfDay(hour: 19, minute: 0)!

    /// The start that travel plans around: the game's own, else `assumedStart`.
    public var plannedStart: TimeOfDay { time ?? Self.assumedStart }

    /// Where the game stands among its day's games, smallest first: by start, a game whose
    /// time is not set where 19:00 would be, just after a game set at 19:00 (ties by id,
    /// which the callers compare next).
    public var startRank: Int { plannedStart.minutes * 2 + (time == nil ? 1 : 0) }
}
