import ItineraryCore
import PropertyBased
import Testing

/// A cost merges field by field (docs/sharing.md, docs/costs.md): one side's amount and the other's
/// payer both land; the same field changed two ways is a conflict named by its path in the cost.
@Suite struct CostMergeTests {
    var base: Library {
        var t = trip("t", days: 1, items: [note("a", day: 1, 1)])
        t.travellers = ["Alice", "Bob"]
        t.items[0].cost = Cost(hundredths: 1000, paidBy: "Alice")
        return Library(trips: [t])
    }

    func changed(_ change: (inout Cost) -> Void) -> Library {
        var library = base
        change(&library.trips[0].items[0].cost!)
        return library
    }

    @Test func anAmountOnOneSideAndAPayerOnTheOtherBothLand() throws {
        let result = LibraryMerge.merge(
            base: base, ours: changed { $0.hundredths = 1250 }, theirs: changed { $0.paidBy = "Bob" },
            preferring: .ours)
        #expect(result.conflicts.isEmpty)
        #expect(result.library.trips[0].items[0].cost == Cost(hundredths: 1250, paidBy: "Bob"))
    }

    @Test func oneFieldChangedTwoWaysIsAConflictOnThatField() throws {
        let result = LibraryMerge.merge(
            base: base, ours: changed { $0.hundredths = 1250 }, theirs: changed { $0.hundredths = 900 },
            preferring: .ours)
        #expect(result.conflicts.map(\.field) == ["cost.amount"])
        #expect(result.library.trips[0].items[0].cost?.hundredths == 1250)
    }

    @Test(arguments: [MergeSide.ours, .theirs])
    func aTravellerRemovedOnOneSideStaysWhileTheOthersCostNamesThem(_ side: MergeSide) throws {
        var base = base
        base.trips[0].travellers = ["Alice", "Bob", "Carol"]
        var ours = base
        ours.trips[0].travellers = ["Alice", "Carol"]
        var theirs = base
        theirs.trips[0].items[0].cost?.split = .equal(["Alice", "Bob"])
        let result = LibraryMerge.merge(base: base, ours: ours, theirs: theirs, preferring: side)
        // Read back as the next load reads it: refused on main ("Bob" is not one of the travellers).
        let reloaded = try LibraryDecoder.decode(Array(LibraryEncoder.encode(result.library).utf8))
        #expect(reloaded == result.library)
        #expect(reloaded.trips[0].travellers == ["Alice", "Bob", "Carol"])
        #expect(reloaded.trips[0].items[0].cost?.split == .equal(["Alice", "Bob"]))
        #expect(
            result.conflicts.map(\.line) == [
                #"t: travellers: ours removed "Bob", theirs "Bob", kept for the cost of a"#
            ])
    }

    @Test func aMergeOfTravellersAndCostsChangedOnBothSidesIsAlwaysAValidFile() async {
        await checkProperty(count: 300, input: Gen.uint64(), Gen.uint64(), Gen.uint64()) { seed, oursSeed, theirsSeed in
            var rng = SplitMix(seed: seed)
            let base = Library(trips: [randomCostTrip(using: &rng)])
            let ours = randomCostSide(of: base, seed: oursSeed)
            let theirs = randomCostSide(of: base, seed: theirsSeed)
            let named = Set([base, ours, theirs].flatMap { $0.trips[0].travellers })
            for side in [MergeSide.ours, .theirs] {
                let result = LibraryMerge.merge(base: base, ours: ours, theirs: theirs, preferring: side)
                let reloaded = try #require(readBack(result.library), "the merge is refused when read back")
                #expect(reloaded == result.library)
                #expect(Set(reloaded.trips[0].travellers).isSubset(of: named))
            }
        }
    }

    @Test func aTravellerRemovedIsGoneWhenNoCostOfTheMergeNamesThem() throws {
        var ours = base
        ours.trips[0].travellers = ["Alice"]
        let theirs = changed { $0.hundredths = 1250 }
        let result = LibraryMerge.merge(base: base, ours: ours, theirs: theirs, preferring: .ours)
        #expect(result.conflicts.isEmpty)
        #expect(result.library.trips[0].travellers == ["Alice"])
        #expect(result.library.trips[0].items[0].cost == Cost(hundredths: 1250, paidBy: "Alice"))
    }
}

/// The trip after a few changes a user could make: a traveller added, or taken away once no
/// cost names them; a cost added, changed or removed.
private func randomCostSide(of base: Library, seed: UInt64) -> Library {
    var rng = SplitMix(seed: seed)
    var t = base.trips[0]
    for _ in 0..<Int.random(in: 0...4, using: &rng) {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            let name = ["Alice", "Bob", "Carol", "Dan", "Eve", "Frank"].randomElement(using: &rng)!
            if !t.travellers.contains(name) { t.travellers.append(name) }
        case 1 where !t.travellers.isEmpty:
            let gone = t.travellers.randomElement(using: &rng)!
            t.travellers.removeAll { $0 == gone }
            for i in t.items.indices { t.items[i].cost = t.items[i].cost.map { without(gone, $0) } }
        case 2 where !t.items.isEmpty:
            let i = Int.random(in: 0..<t.items.count, using: &rng)
            t.items[i].cost = Bool.random(using: &rng) ? randomCost(among: t.travellers, using: &rng) : nil
        default:
            var n = note("x\(rng.next() % 1000)", day: 1, Double(t.items.count))
            n.cost = randomCost(among: t.travellers, using: &rng)
            if t.item(n.id) == nil { t.items.append(n) }
        }
    }
    return Library(trips: [t])
}

/// The cost with `name` neither paying nor sharing it.
private func without(_ name: String, _ cost: Cost) -> Cost {
    var c = cost
    if c.paidBy == name { c.paidBy = nil }
    switch c.split {
    case .equal(let names)?:
        let left = names.filter { $0 != name }
        c.split = left.isEmpty ? nil : .equal(left)
    case .weighted(let weights)?:
        let left = weights.filter { $0.name != name }
        c.split = left.isEmpty ? nil : .weighted(left)
    case nil: break
    }
    return c
}
