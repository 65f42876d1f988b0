/// `Library` → `itin/1` JSON. Each key goes where the file had it (docs/file-format.md); keys
/// the file did not have follow: known ones in a fixed order, then unknown ones as they came.
public enum LibraryEncoder {
    public static func encode(_ library: Library) -> String {
        JSONWriter.write(value(library))
    }

    public static func value(_ library: Library) -> JSONValue {
        object(
            [("format", .string(Library.format)), ("trips", .array(library.trips.map(value)))],
            library.unknown, library.keyOrder)
    }

    static func value(_ trip: Trip) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("id", .string(trip.id)), ("name", .string(trip.name)), ("order", .number(trip.order)),
            ("start", .string(trip.start.description)), ("days", .number(Double(trip.days))),
        ]
        if !trip.travellers.isEmpty { fields.append(("travellers", .array(trip.travellers.map(JSONValue.string)))) }
        fields += [("games", .array(trip.games.map(value))), ("items", .array(trip.items.map(value)))]
        return object(fields, trip.unknown, trip.keyOrder)
    }

    static func value(_ cost: Cost) -> JSONValue {
        var fields: [(String, JSONValue)] = [("amount", .number(cost.amountText))]
        if let currency = cost.currency { fields.append(("currency", .string(currency.code))) }
        if let paidBy = cost.paidBy { fields.append(("paidBy", .string(paidBy))) }
        switch cost.split {
        case .equal(let names)?: fields.append(("split", .array(names.map(JSONValue.string))))
        case .weighted(let weights)?:
            fields.append(("split", .object(JSONObject(weights.map { .init(key: $0.name, value: .number($0.text)) }))))
        case nil: break
        }
        return object(fields, cost.unknown, cost.keyOrder)
    }

    static func value(_ game: Game) -> JSONValue {
        let start: (String, JSONValue) = game.time.map { ("time", .string($0.description)) } ?? ("tbd", .bool(true))
        var fields: [(String, JSONValue)] = [
            ("id", .string(game.id)), ("day", .number(Double(game.day))), start,
            ("away", .string(game.away)), ("home", .string(game.home)),
            ("venue", .string(game.venue)), ("city", .string(game.city)),
        ]
        if let place = game.place { fields.append(("place", .string(place))) }
        if let tz = game.tz { fields.append(("tz", .string(tz))) }
        if let uid = game.uid { fields.append(("uid", .string(uid))) }
        if let who = game.who { fields.append(("who", .array(who.map(JSONValue.string)))) }
        if let cost = game.cost { fields.append(("cost", value(cost))) }
        return object(fields, game.unknown, startInPlace(game.keyOrder, start.0))
    }

    /// `time` and `tbd` are one field: a game whose time was set or cleared since it was read
    /// writes the one it has where the file had the other.
    private static func startInPlace(_ order: KeyOrder, _ key: String) -> KeyOrder {
        let other = key == "time" ? "tbd" : "time"
        guard let i = order.keys.firstIndex(of: other), !order.keys.contains(key) else { return order }
        var keys = order.keys
        keys[i] = key
        return KeyOrder(keys)
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
        case .stay(let stay):
            fields += position(item, kind: "stay") + [("name", .string(stay.name)), ("city", .string(stay.city))]
            if let nights = stay.nights { fields.append(("nights", .number(Double(nights)))) }
            if let address = stay.address { fields.append(("address", .string(address))) }
            if let confirmation = stay.confirmation { fields.append(("confirmation", .string(confirmation))) }
            if let checkIn = stay.checkIn { fields.append(("checkIn", .string(checkIn.description))) }
            if let checkOut = stay.checkOut { fields.append(("checkOut", .string(checkOut.description))) }
        }
        if let who = item.who { fields.append(("who", .array(who.map(JSONValue.string)))) }
        if let cost = item.cost { fields.append(("cost", value(cost))) }
        return object(fields, item.unknown, item.keyOrder)
    }

    private static func position(_ item: Item, kind: String) -> [(String, JSONValue)] {
        [("kind", .string(kind)), ("day", .number(Double(item.day))), ("sortOrder", .number(item.sortOrder))]
    }

    /// A key of the file's order that the value no longer has (a cleared `note`) is left out.
    private static func object(_ known: [(String, JSONValue)], _ unknown: JSONObject, _ order: KeyOrder) -> JSONValue {
        var members: [JSONObject.Member] = []
        members.reserveCapacity(known.count + unknown.members.count)
        var next = 0  // most files have the known keys in the stable order: try the next one first
        for key in order.keys {
            if let i = next < known.count && known[next].0 == key ? next : known.firstIndex(where: { $0.0 == key }) {
                members.append(.init(key: key, value: known[i].1))
                next = i + 1
            } else if let member = unknown.member(key) {
                members.append(member)
            }
        }
        if members.count < known.count + unknown.members.count {  // keys the file did not have
            for field in known where !order.keys.contains(field.0) {
                members.append(.init(key: field.0, value: field.1))
            }
            members += unknown.members.filter { !order.keys.contains($0.key) }
        }
        return .object(JSONObject(members))
    }
}
