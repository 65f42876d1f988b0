/// `Library` → `itin/1` JSON: known keys in a fixed order, then unknown keys as they came.
public enum LibraryEncoder {
    public static func encode(_ library: Library) -> String {
        JSONWriter.write(value(library))
    }

    public static func value(_ library: Library) -> JSONValue {
        object([("format", .string(Library.format)), ("trips", .array(library.trips.map(value)))], library.unknown)
    }

    static func value(_ trip: Trip) -> JSONValue {
        object([
            ("id", .string(trip.id)), ("name", .string(trip.name)), ("order", .number(trip.order)),
            ("start", .string(trip.start.description)), ("days", .number(Double(trip.days))),
            ("games", .array(trip.games.map(value))), ("items", .array(trip.items.map(value))),
        ], trip.unknown)
    }

    static func value(_ game: Game) -> JSONValue {
        object([
            ("id", .string(game.id)), ("day", .number(Double(game.day))), ("time", .string(game.time.description)),
            ("away", .string(game.away)), ("home", .string(game.home)),
            ("venue", .string(game.venue)), ("city", .string(game.city)),
        ], game.unknown)
    }

    static func value(_ item: Item) -> JSONValue {
        var fields: [(String, JSONValue)] = [("id", .string(item.id))]
        switch item.kind {
        case .travel(let t):
            fields += position(item, kind: "travel") + [("from", .string(t.from)), ("to", .string(t.to))]
            if let miles = t.miles { fields.append(("miles", .number(miles))) }
            if let mode = t.mode { fields.append(("mode", .string(mode.rawValue))) }
        case .custom(let c):
            fields += position(item, kind: "custom") + [("title", .string(c.title))]
            if let note = c.note { fields.append(("note", .string(note))) }
        }
        return object(fields, item.unknown)
    }

    private static func position(_ item: Item, kind: String) -> [(String, JSONValue)] {
        [("kind", .string(kind)), ("day", .number(Double(item.day))), ("sortOrder", .number(item.sortOrder))]
    }

    private static func object(_ known: [(String, JSONValue)], _ unknown: JSONObject) -> JSONValue {
        .object(JSONObject(known.map { JSONObject.Member(key: $0.0, value: $0.1) } + unknown.members))
    }
}
