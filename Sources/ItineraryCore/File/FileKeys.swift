/// The keys `itin/1` knows, per kind of object, in the order a save writes the ones a file did
/// not have: the one list that both decoders and the encoder follow. The rest are kept as
/// they are.
enum FileKeys {
    static let trip = ["id", "name", "order", "start", "days", "games", "items"]
    static let game = ["id", "day", "time", "away", "home", "venue", "city", "tz", "uid"]
    static let travel = ["id", "kind", "day", "sortOrder", "from", "to", "miles", "mode"]
    static let custom = ["id", "kind", "day", "sortOrder", "title", "note"]
    static let stay = ["id", "kind", "day", "sortOrder", "name", "city", "nights", "address", "confirmation",
                       "checkIn", "checkOut"]
    /// An item's keys whatever its kind: each kind's, in order, once.
    static let item = (travel + custom + stay).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
}
