/// The keys `itin/1` knows, per kind of object, in the order a save writes the ones a file did
/// not have: the one list that both decoders and the encoder follow. The rest are kept as
/// they are.
enum FileKeys {
    static let trip = ["id", "name", "order", "start", "days", "travellers", "games", "items"]
    /// A game has `time` or, while its time is not set, `"tbd": true` where `time` would stand.
    static let game = [
        "id", "day", "time", "tbd", "away", "home", "venue", "city", "place", "tz", "uid", "who", "cost",
    ]
    static let travel = ["id", "kind", "day", "sortOrder", "from", "to", "miles", "mode", "who", "cost"]
    static let custom = ["id", "kind", "day", "sortOrder", "title", "note", "who", "cost"]
    static let stay = [
        "id", "kind", "day", "sortOrder", "name", "city", "nights", "address", "confirmation",
        "checkIn", "checkOut", "who", "cost",
    ]
    /// An item's keys whatever its kind: each kind's, in order, once; those of every kind last.
    static let item =
        (travel + custom + stay).reduce(into: [String]()) { keys, key in
            if !keys.contains(key) && !everyKind.contains(key) { keys.append(key) }
        } + everyKind
    /// The keys every kind of item ends with.
    static let everyKind = ["who", "cost"]
    static let cost = ["amount", "currency", "paidBy", "split"]
}
