/// What an item holds besides its place and kind — its cost, whom it is for, the members its
/// file wrote that itin does not read, and the order of its keys — in one box held by
/// reference and compared by value. Most items have no cost, no `who` and no unknown members,
/// and the items a file wrote alike share one box (`Shared`), so an item pays one word for
/// all four instead of four.
struct ItemExtras: Hashable, Sendable {
    private final class Box: Sendable {
        let cost: Cost?
        let who: [String]?
        let unknown: JSONObject
        let keyOrder: KeyOrder

        init(cost: Cost?, who: [String]?, unknown: JSONObject, keyOrder: KeyOrder) {
            self.cost = cost
            self.who = who
            self.unknown = unknown
            self.keyOrder = keyOrder
        }
    }

    private let box: Box?

    init(cost: Cost?, who: [String]? = nil, unknown: JSONObject, keyOrder: KeyOrder) {
        box =
            cost == nil && who == nil && unknown.isEmpty && keyOrder.keys.isEmpty
            ? nil : Box(cost: cost, who: who, unknown: unknown, keyOrder: keyOrder)
    }

    private init(box: Box?) { self.box = box }

    /// Whether two items' extras are one box (shared as they were read).
    func isShared(with other: ItemExtras) -> Bool { box != nil && box === other.box }

    var cost: Cost? { box?.cost }
    var who: [String]? { box?.who }
    var unknown: JSONObject { box?.unknown ?? JSONObject() }
    var keyOrder: KeyOrder { box?.keyOrder ?? .none }

    /// The key order is layout, not content (see `KeyOrder`): it takes no part in equality.
    static func == (a: ItemExtras, b: ItemExtras) -> Bool {
        a.box === b.box || (a.cost == b.cost && a.who == b.who && a.unknown == b.unknown)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(cost)
        hasher.combine(who)
        hasher.combine(unknown)
    }

    /// A decoder's extras: an item with nothing but its key order is given the box of an item
    /// read just before it with the same order (`KeyOrders` hands out one array per order, so
    /// the arrays compare by identity).
    struct Shared {
        private var recent: [Box] = []

        mutating func extras(cost: Cost?, who: [String]? = nil, unknown: JSONObject, keyOrder: KeyOrder) -> ItemExtras {
            guard cost == nil, who == nil, unknown.isEmpty, !keyOrder.keys.isEmpty else {
                return ItemExtras(cost: cost, who: who, unknown: unknown, keyOrder: keyOrder)
            }
            if let hit = recent.first(where: { $0.keyOrder.keys == keyOrder.keys }) { return ItemExtras(box: hit) }
            let box = Box(cost: nil, who: nil, unknown: unknown, keyOrder: keyOrder)
            recent.insert(box, at: 0)
            if recent.count > 4 { recent.removeLast() }
            return ItemExtras(box: box)
        }
    }
}
