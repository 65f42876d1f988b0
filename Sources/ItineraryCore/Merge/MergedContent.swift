/// A trip, game or item as the members its object has in the file, merged key by key when both
/// sides changed it, and read back the way the file is read. Keys merged as order (an item's
/// `day` and `sortOrder`, a trip's `order`) and a trip's games and items are merged elsewhere:
/// here they hold placeholders, so they never disagree and keep their place among the keys.
protocol MergedContent {
    var id: String { get }
    var content: JSONObject { get }
    /// Equal apart from what is merged elsewhere.
    func sameContent(as other: Self) -> Bool
    /// The value from merged members; nil when they do not make a valid one.
    static func reading(_ content: JSONObject) -> Self?
}

extension Item: MergedContent {
    var content: JSONObject {
        guard case .object(let object) = LibraryEncoder.value(self) else { return JSONObject() }
        return object.replacing("day", with: .number("1")).replacing("sortOrder", with: .number("0"))
    }

    func sameContent(as other: Item) -> Bool {
        kind == other.kind && cost == other.cost && who == other.who && unknown == other.unknown
    }

    static func reading(_ content: JSONObject) -> Item? {
        var ids = IDRegistry()
        var orders = KeyOrders()
        return try? LibraryDecoder.item(
            .object(content), path: JSONPath(container: "items", index: 0), position: nil,
            days: LibraryDecoder.maxDays, ids: &ids, orders: &orders)
    }
}

/// A game's `time` and `"tbd": true` are one field to the merge: a time not set yet is
/// merged as the `time` `"TBD"` (which no file holds), so that a time set on one side and
/// cleared on the other is one conflict, `time: ours "TBD", theirs "20:00"`, never a game
/// with both keys.
extension Game: MergedContent {
    private static let notSet = JSONValue.string(Game.timeNotSet)

    var content: JSONObject {
        guard case .object(let object) = LibraryEncoder.value(self) else { return JSONObject() }
        return time == nil ? object.renaming("tbd", to: "time", value: Self.notSet) : object
    }

    func sameContent(as other: Game) -> Bool { self == other }

    static func reading(_ content: JSONObject) -> Game? {
        var ids = IDRegistry()
        var orders = KeyOrders()
        let read = content["time"] == notSet ? content.renaming("time", to: "tbd", value: .bool(true)) : content
        return try? LibraryDecoder.game(
            .object(read), path: JSONPath(container: "games", index: 0), position: nil,
            days: LibraryDecoder.maxDays, ids: &ids, orders: &orders)
    }
}

extension Trip: MergedContent {
    var content: JSONObject {
        var bare = self
        bare.games = []
        bare.items = []
        guard case .object(let object) = LibraryEncoder.value(bare) else { return JSONObject() }
        return object.replacing("order", with: .number("0"))
    }

    func sameContent(as other: Trip) -> Bool {
        name == other.name && start == other.start && days == other.days && travellers == other.travellers
            && unknown == other.unknown
    }

    /// Read as a one-trip file is, so that every rule of a trip's own keys holds (a start and
    /// a length that together pass the year 9999 do not).
    static func reading(_ content: JSONObject) -> Trip? {
        let file = JSONValue.object(["format": .string(Library.format), "trips": .array([.object(content)])])
        return (try? LibraryDecoder.decode(Array(JSONWriter.write(file).utf8)))?.trips.first
    }
}
