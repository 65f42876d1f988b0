/// A cost held by reference, compared by value: most entries have none, so a game or an
/// item stays the size it was (one word more) for the hundred thousand that never cost a cent.
final class CostBox: Hashable, Sendable {
    let cost: Cost

    init(_ cost: Cost) { self.cost = cost }

    static func == (a: CostBox, b: CostBox) -> Bool { a === b || a.cost == b.cost }
    func hash(into hasher: inout Hasher) { hasher.combine(cost) }
}
