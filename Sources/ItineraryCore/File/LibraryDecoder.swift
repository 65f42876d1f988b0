/// `itin/1` JSON → `Library`, enforcing every rule of SPEC §3. A file that breaks one is
/// refused whole: nothing is partly loaded or repaired.
public enum LibraryDecoder {
    /// Longer trips are refused rather than laid out: a hostile `days` must not hang the editor.
    public static let maxDays = 3660

    public static func decode(_ bytes: [UInt8]) throws(FormatError) -> Library {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw FormatError("not valid JSON: \(error.message)", at: error.position)
        }
        return try decode(root)
    }

    public static func decode(_ root: JSONValue) throws(FormatError) -> Library {
        let doc = try JSONReader(root, path: "", position: SourcePosition(line: 1, column: 1))
        let format = try doc.string("format")
        guard format == Library.format else {
            throw doc.error("format", "must be \"\(Library.format)\" (got \"\(format)\")")
        }
        var ids = IDRegistry()
        var trips: [Trip] = []
        for (i, value) in try doc.array("trips").enumerated() {
            trips.append(try trip(value, path: "trips[\(i)]", position: doc.object.member("trips")?.position, ids: &ids))
        }
        return Library(trips: trips, unknown: doc.unknown(known: ["format", "trips"]))
    }

    static func trip(_ value: JSONValue, path: String, position: SourcePosition?, ids: inout IDRegistry) throws(FormatError) -> Trip {
        let r = try JSONReader(value, path: path, position: position)
        let id = try r.id()
        try ids.claim(id, reader: r)
        let startText = try r.string("start")
        guard let start = CalendarDate(iso: startText) else {
            throw r.error("start", "must be a date as YYYY-MM-DD (got \"\(startText)\")")
        }
        let days = try r.integer("days", in: 1...maxDays)
        guard start.adding(days: days - 1).year <= 9999 else { throw r.error("days", "runs past the year 9999") }
        var games: [Game] = []
        for (i, g) in try r.array("games").enumerated() {
            games.append(try game(g, path: r.fieldPath("games[\(i)]"), position: r.object.member("games")?.position, days: days, ids: &ids))
        }
        var items: [Item] = []
        for (i, it) in try r.array("items").enumerated() {
            items.append(try item(it, path: r.fieldPath("items[\(i)]"), position: r.object.member("items")?.position, days: days, ids: &ids))
        }
        return Trip(id: id, name: try r.string("name"), order: try r.number("order"), start: start, days: days,
                    games: games, items: items,
                    unknown: r.unknown(known: ["id", "name", "order", "start", "days", "games", "items"]))
    }

    static func game(_ value: JSONValue, path: String, position: SourcePosition?, days: Int, ids: inout IDRegistry) throws(FormatError) -> Game {
        let r = try JSONReader(value, path: path, position: position)
        let id = try r.id()
        try ids.claim(id, reader: r)
        let timeText = try r.string("time")
        guard let time = TimeOfDay(text: timeText) else {
            throw r.error("time", "must be a 24-hour time as HH:MM (got \"\(timeText)\")")
        }
        return Game(id: id, day: try r.integer("day", in: 1...days), time: time,
                    away: try r.string("away"), home: try r.string("home"),
                    venue: try r.string("venue"), city: try r.string("city"),
                    unknown: r.unknown(known: ["id", "day", "time", "away", "home", "venue", "city"]))
    }

    static func item(_ value: JSONValue, path: String, position: SourcePosition?, days: Int, ids: inout IDRegistry) throws(FormatError) -> Item {
        let r = try JSONReader(value, path: path, position: position)
        let id = try r.id()
        try ids.claim(id, reader: r)
        let day = try r.integer("day", in: 1...days)
        let sortOrder = try r.number("sortOrder")
        let common: Set<String> = ["id", "kind", "day", "sortOrder"]
        switch try r.string("kind") {
        case "travel":
            var mode: Travel.Mode?
            if let text = try r.optionalString("mode") {
                guard let m = Travel.Mode(rawValue: text) else {
                    throw r.error("mode", "must be drive, fly or train (got \"\(text)\")")
                }
                mode = m
            }
            let miles = try r.optionalNumber("miles")
            if let miles, miles < 0 { throw r.error("miles", "must not be negative") }
            let travel = Travel(from: try r.string("from"), to: try r.string("to"), miles: miles, mode: mode)
            return Item(id: id, day: day, sortOrder: sortOrder, kind: .travel(travel),
                        unknown: r.unknown(known: common.union(["from", "to", "miles", "mode"])))
        case "custom":
            let custom = Custom(title: try r.string("title"), note: try r.optionalString("note"))
            return Item(id: id, day: day, sortOrder: sortOrder, kind: .custom(custom),
                        unknown: r.unknown(known: common.union(["title", "note"])))
        case let other:
            throw r.error("kind", "must be \"travel\" or \"custom\" (got \"\(other)\")")
        }
    }
}

/// Ids are unique across the whole file: trips, games and items.
struct IDRegistry {
    private var firstUse: [String: String] = [:]

    mutating func claim(_ id: String, reader: JSONReader) throws(FormatError) {
        if let earlier = firstUse[id] {
            throw reader.error("id", "duplicate id \"\(id)\" (first used at \(earlier))")
        }
        firstUse[id] = reader.path
    }
}
