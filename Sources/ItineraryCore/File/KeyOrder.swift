/// The keys of one object in the order its file wrote them, known and unknown alike, so that
/// saving puts each key back where it was (docs/file-format.md). Empty for a value the file did not have.
///
/// It is layout, not content: like a member's source position it takes no part in equality,
/// so a library read from a hand-written file equals the same library built in code.
public struct KeyOrder: Hashable, Sendable {
    public let keys: [String]

    public init(_ keys: [String] = []) { self.keys = keys }

    public static let none = KeyOrder()

    public static func == (_: KeyOrder, _: KeyOrder) -> Bool { true }
    public func hash(into _: inout Hasher) {}
}

/// One `KeyOrder` per distinct order in a file: its objects are mostly written alike, so
/// 100,000 items share a handful of arrays instead of holding one each.
struct KeyOrders {
    private var all: [[String]: KeyOrder] = [:]
    /// The last few orders handed out, latest first, checked without building an array.
    private var recent: [KeyOrder] = []
    private var items = ItemExtras.Shared()

    mutating func order(_ keys: some Collection<String>) -> KeyOrder {
        let count = keys.count
        if let hit = recent.firstIndex(where: { $0.keys.count == count && $0.keys.elementsEqual(keys) }) {
            if hit > 0 { recent.swapAt(0, hit) }
            return recent[0]
        }
        let array = Array(keys)
        let order = all[array] ?? KeyOrder(array)
        all[array] = order
        recent.insert(order, at: 0)
        if recent.count > 4 { recent.removeLast() }
        return order
    }

    mutating func order(of object: JSONObject) -> KeyOrder { order(object.members.lazy.map(\.key)) }

    /// An item's extras, shared by the items written alike that have no cost, no `who` and no
    /// unknown members.
    mutating func extras(cost: Cost?, who: [String]?, unknown: JSONObject, keyOrder: KeyOrder) -> ItemExtras {
        items.extras(cost: cost, who: who, unknown: unknown, keyOrder: keyOrder)
    }
}
