/// `itin/1` JSON → `Library`, enforcing every rule of docs/file-format.md. A file that
/// breaks one is refused whole: nothing is partly loaded or repaired.
public enum LibraryDecoder {
    /// Longer trips are refused rather than laid out: a hostile `days` must not hang the editor.
    public static let maxDays = 3660

    /// A valid file is read by `FastDecoder`; a file it refuses is read again by `explaining`,
    /// which finds what is wrong and where.
    public static func decode(_ bytes: [UInt8]) throws(FormatError) -> Library {
        if let library = bytes.withUnsafeBufferPointer({ try? FastDecoder.decode($0) }) { return library }
        return try explaining(bytes)
    }

    /// The decoder that says why a file is refused. It streams the document: the trips and
    /// their games and items are read one by one, each game or item as a small object decoded
    /// at once, so no tree of the whole file is built. A file that is not JSON at all is
    /// reported as such, even where the first thing wrong with it, in reading order, is a
    /// misplaced value.
    static func explaining(_ bytes: [UInt8]) throws(FormatError) -> Library {
        do {
            return try bytes.withUnsafeBufferPointer { buffer throws(FormatError) in try stream(buffer) }
        } catch {
            _ = try JSONParser.parse(bytes)  // throws the syntax error, if there is one
            throw error.resolved(in: bytes)
        }
    }

    private static func stream(_ bytes: UnsafeBufferPointer<UInt8>) throws(FormatError) -> Library {
        var p = JSONParser(bytes: bytes)
        p.start()
        let rootPosition = p.position
        guard p.peek() == UInt8(ascii: "{") else {
            _ = try p.parseValue()
            try p.finish()
            throw FormatError("must be an object", path: "", at: rootPosition)
        }
        var scope = try p.beginObject()
        var members: [JSONObject.Member] = []
        var keys: [String] = []
        var trips: [Trip] = []
        var sawTrips = false
        var ids = IDRegistry()
        var orders = KeyOrders()
        while let (key, at) = try p.nextKey(&scope) {
            keys.append(key)
            guard key == "trips" else {
                members.append(.init(key: key, value: try p.parseValue(), position: at))
                if key == "format" {
                    try checkFormat(
                        JSONReader(.object(JSONObject([members.last!])), path: .root, position: rootPosition))
                }
                continue
            }
            sawTrips = true
            guard p.peek() == UInt8(ascii: "[") else {
                _ = try p.parseValue()
                throw FormatError("must be an array", path: "trips", at: at)
            }
            var elements = try p.beginArray()
            while try p.nextElement(&elements) {
                trips.append(
                    try trip(&p, path: JSONPath(container: "trips", index: trips.count), ids: &ids, orders: &orders))
            }
        }
        try p.finish()
        let doc = try JSONReader(.object(JSONObject(members)), path: .root, position: rootPosition)
        try checkFormat(doc)
        guard sawTrips else { throw FormatError("missing \"trips\"", path: "", at: rootPosition) }
        let unknown = doc.unknown(known: ["format", "trips"])
        _ = try FilePlaces.read(unknown, zones: .system)
        return Library(trips: trips, unknown: unknown, keyOrder: orders.order(keys))
    }

    private static func checkFormat(_ doc: JSONReader) throws(FormatError) {
        let format = try doc.string("format")
        guard format == Library.format else {
            throw doc.error("format", "must be \"\(Library.format)\" (got \"\(format)\")")
        }
    }

    /// One trip, streaming its games and items. Its `days` may come after them in the file;
    /// then their days are checked against it once it is known.
    static func trip(
        _ p: inout JSONParser, path: JSONPath, ids: inout IDRegistry,
        orders: inout KeyOrders
    ) throws(FormatError) -> Trip {
        let position = p.position
        guard p.peek() == UInt8(ascii: "{") else {
            _ = try p.parseValue()
            throw FormatError("must be an object", path: path.description, at: position)
        }
        var scope = try p.beginObject()
        var members: [JSONObject.Member] = []
        var keys: [String] = []  // the members' and "games" and "items", as they come
        var days: Int?
        var games: [Game] = []
        var items: [Item] = []
        var present: Set<String> = []  // which of "games" and "items" the trip has
        var unchecked: [(path: String, position: SourcePosition?, day: Int)] = []
        // Checked once the travellers are known.
        var costs: [(path: String, value: JSONValue, position: SourcePosition?, cost: Cost)] = []
        var whos: [(path: String, position: SourcePosition?, who: [String])] = []
        while let (key, at) = try p.nextKey(&scope) {
            keys.append(key)
            guard key == "games" || key == "items" else {
                members.append(.init(key: key, value: try p.parseValue(), position: at))
                // Known early, `days` bounds the days of games and items as they come, and
                // the trip's id is claimed before theirs (a clash is reported at the later one).
                if key == "days" || key == "id" {
                    let r = try JSONReader(.object(JSONObject([members.last!])), path: path, position: position)
                    if key == "days" {
                        days = try r.integer("days", in: 1...maxDays)
                    } else {
                        try ids.claim(try r.id(), reader: r)
                    }
                }
                continue
            }
            present.insert(key)
            let arrayPath = path.field(key)
            guard p.peek() == UInt8(ascii: "[") else {
                _ = try p.parseValue()
                throw FormatError("must be an array", path: arrayPath, at: at)
            }
            var elements = try p.beginArray()
            var index = 0
            while try p.nextElement(&elements) {
                let elementPosition = p.position
                let value = try p.parseValue()
                let elementPath = JSONPath(container: arrayPath, index: index)
                let cost: Cost?
                let who: [String]?
                if key == "games" {
                    let g = try game(
                        value, path: elementPath, position: elementPosition, days: days ?? maxDays, ids: &ids,
                        orders: &orders)
                    games.append(g)
                    cost = g.cost
                    who = g.who
                    if days == nil { unchecked.append((elementPath.field("day"), dayPosition(value), g.day)) }
                } else {
                    let i = try item(
                        value, path: elementPath, position: elementPosition, days: days ?? maxDays, ids: &ids,
                        orders: &orders)
                    items.append(i)
                    cost = i.cost
                    who = i.who
                    if days == nil { unchecked.append((elementPath.field("day"), dayPosition(value), i.day)) }
                }
                if let cost, case .object(let o) = value, let m = o.member("cost") {
                    costs.append((elementPath.field("cost"), m.value, m.position, cost))
                }
                if let who, case .object(let o) = value {
                    whos.append((elementPath.field("who"), o.member("who")?.position, who))
                }
                index += 1
            }
        }
        let r = try JSONReader(.object(JSONObject(members)), path: path, position: position)
        let id = try r.id()
        let startText = try r.string("start")
        guard let start = CalendarDate(iso: startText) else {
            throw r.error("start", "must be a date as YYYY-MM-DD (got \"\(startText)\")")
        }
        let dayCount = try r.integer("days", in: 1...maxDays)
        guard start.adding(days: dayCount - 1).year <= 9999 else { throw r.error("days", "runs past the year 9999") }
        for u in unchecked where u.day > dayCount {
            throw FormatError("must be a whole number from 1 to \(dayCount)", path: u.path, at: u.position)
        }
        for key in ["games", "items"] where !present.contains(key) {
            throw FormatError("missing \"\(key)\"", path: path.description, at: position)
        }
        var travellers: [String] = []
        if let m = r.object.member("travellers") {
            travellers = try CostFields.travellers(m.value, path: r.fieldPath("travellers"), at: m.position)
        }
        for c in costs {
            guard case .object(let o) = c.value else { continue }
            try CostFields.check(c.cost, travellers: travellers, path: c.path, object: o, at: c.position)
        }
        let known = WhoField.Travellers(travellers)
        for w in whos { try WhoField.check(w.who, travellers: known, path: w.path, at: w.position) }
        return Trip(
            id: id, name: try r.string("name"), order: try r.number("order"), start: start, days: dayCount,
            games: games, items: items, travellers: travellers, unknown: r.unknown(known: FileKeys.trip),
            keyOrder: orders.order(keys))
    }

    private static func dayPosition(_ value: JSONValue) -> SourcePosition? {
        if case .object(let o) = value { return o.member("day")?.position }
        return nil
    }

    static func game(
        _ value: JSONValue, path: JSONPath, position: SourcePosition?, days: Int,
        ids: inout IDRegistry, orders: inout KeyOrders
    ) throws(FormatError) -> Game {
        let r = try JSONReader(value, path: path, position: position)
        let id = try r.id()
        try ids.claim(id, reader: r)
        let time = try gameTime(r)
        let place = try r.optionalString("place")
        if place?.isEmpty == true { throw r.error("place", "must not be empty") }
        return Game(
            id: id, day: try r.integer("day", in: 1...days), time: time,
            away: try r.string("away"), home: try r.string("home"),
            venue: try r.string("venue"), city: try r.string("city"),
            tz: try r.optionalString("tz"), uid: try r.optionalString("uid"),
            place: place,
            cost: try cost(r, orders: &orders), who: try who(r),
            unknown: r.unknown(known: FileKeys.game), keyOrder: orders.order(of: r.object))
    }

    /// A game's `time`, or nil for `"tbd": true`, which a game whose time is not set yet has
    /// instead: one of the two, never both.
    private static func gameTime(_ r: JSONReader) throws(FormatError) -> TimeOfDay? {
        if let tbd = r.object.member("tbd") {
            guard case .bool(true) = tbd.value else {
                throw r.error("tbd", "must be true (a game whose time is set has \"time\" instead)")
            }
            guard r.object.member("time") == nil else {
                throw r.error("tbd", "a game has \"time\" or \"tbd\": true, not both")
            }
            return nil
        }
        guard r.object.member("time") != nil else {
            throw FormatError(
                "missing \"time\" (or \"tbd\": true for a time not set yet)", path: r.path, at: r.position)
        }
        let timeText = try r.string("time")
        guard let time = TimeOfDay(text: timeText) else {
            throw r.error("time", "must be a 24-hour time as HH:MM (got \"\(timeText)\")")
        }
        return time
    }

    static func item(
        _ value: JSONValue, path: JSONPath, position: SourcePosition?, days: Int,
        ids: inout IDRegistry, orders: inout KeyOrders
    ) throws(FormatError) -> Item {
        let r = try JSONReader(value, path: path, position: position)
        let id = try r.id()
        try ids.claim(id, reader: r)
        let day = try r.integer("day", in: 1...days)
        let sortOrder = try r.number("sortOrder")
        let kind: Item.Kind
        let known: [String]
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
            kind = .travel(Travel(from: try r.string("from"), to: try r.string("to"), miles: miles, mode: mode))
            known = FileKeys.travel
        case "custom":
            kind = .custom(Custom(title: try r.string("title"), note: try r.optionalString("note")))
            known = FileKeys.custom
        case "stay":
            kind = .stay(try stay(r))
            known = FileKeys.stay
        case let other:
            throw r.error("kind", "must be \"travel\", \"custom\" or \"stay\" (got \"\(other)\")")
        }
        let extras = orders.extras(
            cost: try cost(r, orders: &orders), who: try who(r), unknown: r.unknown(known: known),
            keyOrder: orders.order(of: r.object))
        return Item(id: id, day: day, sortOrder: sortOrder, kind: kind, extras: extras)
    }

    private static func cost(_ r: JSONReader, orders: inout KeyOrders) throws(FormatError) -> Cost? {
        guard let m = r.object.member("cost") else { return nil }
        return try CostFields.cost(m.value, path: r.fieldPath("cost"), at: m.position ?? r.position, orders: &orders)
    }

    private static func who(_ r: JSONReader) throws(FormatError) -> [String]? {
        guard let m = r.object.member("who") else { return nil }
        return try WhoField.who(m.value, path: r.fieldPath("who"), at: m.position ?? r.position)
    }
}

extension LibraryDecoder {
    /// A stay's own keys (docs/stays.md): a name and a city that are not blank, 1…366 nights, HH:MM times.
    static func stay(_ r: JSONReader) throws(FormatError) -> Stay {
        func named(_ key: String) throws(FormatError) -> String {
            let text = try r.string(key)
            guard !Stay.isBlank(text) else { throw r.error(key, "must not be empty") }
            return text
        }
        func time(_ key: String) throws(FormatError) -> TimeOfDay? {
            guard let text = try r.optionalString(key) else { return nil }
            guard let time = TimeOfDay(text: text) else {
                throw r.error(key, "must be a 24-hour time as HH:MM (got \"\(text)\")")
            }
            return time
        }
        let nights = r.object.member("nights") == nil ? nil : try r.integer("nights", in: 1...Stay.mostNights)
        return Stay(
            name: try named("name"), city: try named("city"), nights: nights,
            address: try r.optionalString("address"), confirmation: try r.optionalString("confirmation"),
            checkIn: try time("checkIn"), checkOut: try time("checkOut"))
    }
}

/// Ids are unique across the whole file: trips, games and items.
struct IDRegistry {
    private var firstUse: [String: JSONPath] = [:]

    mutating func claim(_ id: String, reader: JSONReader) throws(FormatError) {
        if let earlier = firstUse.updateValue(reader.at, forKey: id) {
            throw reader.error("id", "duplicate id \"\(id)\" (first used at \(earlier))")
        }
    }
}
