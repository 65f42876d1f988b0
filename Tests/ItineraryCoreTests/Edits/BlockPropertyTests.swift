import ItineraryCore
import PropertyBased
import Testing

/// Blocks (docs/file-format.md) as properties over random trips, random blocks (1…6 items of any days, named in
/// any order) and every slot. What a drop should do is worked out here from the rules of docs/file-format.md — the
/// slots from the days' entries, the keys from the block formulas and the normalization of docs/file-format.md —
/// and the session must agree. Each case is rebuilt from the two seeds PropertyBased reports.
@Suite struct BlockPropertyTests {
    /// (a) A slot is allowed exactly when every leg of the block stands where the leg rule (docs/travel.md)
    /// allows with the block placed there; a refusal names the first blocked leg, in block order.
    @Test func aSlotIsAllowedExactlyWhenEveryLegOfTheBlockIsAllowedWithTheBlockInPlace() async {
        await checkProperty(count: 150, input: Gen.uint64(), Gen.uint64()) { seed, pick in
            let c = try BlockCase(seed: seed, pick: pick)
            for s in c.slots.indices {
                let trial = try applying(c.expectedEdit(at: s).edit, to: c.trip)
                let check = TripCheck(TripLayout(trial))
                let blocked = c.block.filter { c.trip.item($0)?.travel != nil }.compactMap { check.reason(for: $0) }
                #expect(c.session.reason(atSlot: s) == blocked.first, "\(c) slot \(s)")
                #expect(c.session.slots.verdict(atSlot: s).isAllowed == blocked.isEmpty, "\(c) slot \(s)")
                let outcome = c.session.drop(at: s)
                if s == c.origin && c.together {
                    #expect(outcome == .unchanged, "\(c) slot \(s)")
                } else if let first = blocked.first {
                    #expect(outcome == .refused(first), "\(c) slot \(s)")
                } else if case .moved = outcome {
                } else {
                    Issue.record("\(c) slot \(s): \(outcome) for an allowed slot")
                }
            }
        }
    }

    /// (b) An allowed drop lands the block together, in its display order, at the index the
    /// slot names; the other rows keep their order; the rows are what the session showed.
    @Test func anAllowedDropLandsTheBlockTogetherInOrderExactlyWhereItWasShown() async {
        await checkProperty(count: 150, input: Gen.uint64(), Gen.uint64()) { seed, pick in
            let c = try BlockCase(seed: seed, pick: pick)
            for s in c.slots.indices {
                guard case .moved(let edit) = c.session.drop(at: s) else { continue }
                let after = try applying(edit, to: c.trip)
                let (day, index) = c.slots[s]
                let others = c.others[day]!.map(\.id)
                #expect(
                    dayIDs(after, day) == Array(others[..<index]) + c.block + Array(others[index...]), "\(c) slot \(s)")
                for d in 1...c.trip.days where d != day {
                    #expect(dayIDs(after, d) == c.others[d]!.map(\.id), "\(c) slot \(s) day \(d)")
                }
                #expect(c.block.count <= DragSession.shownBlockRows)
                #expect(rowIDs(after) == c.session.blockScreenIDs(at: s), "\(c) slot \(s)")
            }
        }
    }

    /// (c) A drop and its inverse give back the file byte for byte; no drop changes a game.
    @Test func aBlockDropThenItsUndoGivesTheOriginalFileByteForByte() async {
        await checkProperty(count: 150, input: Gen.uint64(), Gen.uint64()) { seed, pick in
            let c = try BlockCase(seed: seed, pick: pick)
            let start = Library(trips: [c.trip])
            let bytes = LibraryEncoder.encode(start)
            for s in c.slots.indices {
                guard case .moved(let edit) = c.session.drop(at: s) else { continue }
                let (changed, inverse) = try start.applyingWithInverse(edit)
                #expect(changed.trip(c.trip.id)?.games == c.trip.games, "\(c) slot \(s)")
                let undone = try changed.applying(inverse)
                #expect(LibraryEncoder.encode(undone) == bytes, "\(c) slot \(s)")
                #expect(undone == start, "\(c) slot \(s)")
            }
        }
    }

    /// (d) The block takes the block formula's keys (docs/file-format.md); the items outside it keep their day, and
    /// their key unless the drop's day was normalized (docs/file-format.md), and then exactly the normalized one.
    @Test func aDropGivesTheKeysOfSection4_5AndRenumbersOnlyItsDayWhenItMust() async {
        await checkProperty(count: 150, input: Gen.uint64(), Gen.uint64()) { seed, pick in
            let c = try BlockCase(seed: seed, pick: pick)
            for s in c.slots.indices {
                let outcome = c.session.drop(at: s)
                guard case .moved(let edit) = outcome else { continue }
                if c.block.count == 1 {
                    guard case .move = edit else {
                        Issue.record("\(c) slot \(s): one item dropped as \(edit)")
                        continue
                    }
                }
                let got = try positions(outcome)
                let expected = c.expectedEdit(at: s)
                let day = c.slots[s].day
                #expect(Set(got.keys) == Set(c.block).union(expected.renumbered.keys), "\(c) slot \(s)")
                for (id, key) in zip(c.block, expected.keys) {
                    #expect(got[id]?.day == day, "\(c) slot \(s) \(id)")
                    #expect(
                        got[id].map { close($0.sortOrder, key) } == true,
                        "\(c) slot \(s) \(id): \(String(describing: got[id])), expected \(key)")
                }
                for (id, key) in expected.renumbered {
                    #expect(
                        got[id] == ItemPosition(id: id, day: day, sortOrder: key), "\(c) slot \(s) renumbered \(id)")
                }
                let after = try applying(edit, to: c.trip)
                for item in c.trip.items where !c.block.contains(item.id) {
                    let now = try #require(after.item(item.id))
                    #expect(now.day == item.day, "\(c) slot \(s) \(item.id)")
                    if now.sortOrder != item.sortOrder {
                        #expect(
                            item.day == day && expected.renumbered[item.id] == now.sortOrder,
                            "\(c) slot \(s) \(item.id)")
                    }
                }
            }
        }
    }

    /// A paste is judged as a block at its slot: refused whole, naming its first blocked leg,
    /// exactly when a leg of it would stand where the leg rule (docs/travel.md) forbids; else
    /// one insert with the block formula's keys (docs/file-format.md) that undoes byte for byte.
    @Test func aPasteIsRefusedWholeExactlyWhenALegOfItWouldBeForbidden() async {
        await checkProperty(count: 150, input: Gen.uint64(), Gen.uint64()) { seed, pick in
            let t = randomTrip(seed: seed)
            var rng = SplitMix(seed: pick)
            let pasted = (0..<Int.random(in: 1...4, using: &rng)).map { i -> Item in
                var item = t.items.randomElement(using: &rng)!
                item.id = "pasted\(i)"
                return item
            }
            let layout = TripLayout(t)
            let start = Library(trips: [t])
            for day in 1...t.days {
                let entries = layout.day(day).entries
                for index in 0...entries.count {
                    let (keys, renumbered) = section4_5(count: pasted.count, entries: entries, index: index)
                    let placed = zip(pasted, keys).map { item, key in
                        var item = item
                        item.day = day
                        item.sortOrder = key
                        return item
                    }
                    var trial = t
                    for i in trial.items.indices {
                        trial.items[i].sortOrder = renumbered[trial.items[i].id] ?? trial.items[i].sortOrder
                    }
                    trial.items += placed
                    let check = TripCheck(TripLayout(trial))
                    let blocked = placed.filter { $0.travel != nil }.compactMap { check.reason(for: $0.id) }
                    let what = "seed \(seed) pick \(pick): \(pasted.map(\.id)) at day \(day) index \(index)"
                    switch BlockInsertion.insert(pasted, into: t, day: day, index: index) {
                    case .failure(let reason):
                        #expect(reason == blocked.first, "\(what)")
                    case .success(let done):
                        #expect(blocked.isEmpty, "\(what): pasted where \(blocked.first!) ")
                        let (changed, inverse) = try start.applyingWithInverse(done.edit)
                        let after = try #require(changed.trip(t.id))
                        let others = entries.map(\.id)
                        #expect(
                            dayIDs(after, day) == Array(others[..<index]) + pasted.map(\.id) + Array(others[index...]),
                            "\(what)")
                        for (p, key) in zip(pasted, keys) {
                            #expect(after.item(p.id).map { close($0.sortOrder, key) } == true, "\(what) \(p.id)")
                        }
                        for item in t.items {
                            #expect(
                                after.item(item.id)?.sortOrder == renumbered[item.id] ?? item.sortOrder,
                                "\(what) \(item.id)")
                        }
                        #expect(
                            LibraryEncoder.encode(try changed.applying(inverse)) == LibraryEncoder.encode(start),
                            "\(what)")
                    }
                }
            }
        }
    }
}

// MARK: - A block drop as the rules of docs/file-format.md say

/// A random trip and a random block of it, with what docs/file-format.md says about its
/// slots, worked out without the session; and the session lifting it.
struct BlockCase: CustomStringConvertible {
    let seed: UInt64, pick: UInt64
    let trip: Trip
    let session: DragSession
    /// The block in display order.
    let block: [String]
    /// Each day's entries without the block, in display order.
    let others: [Int: [Entry]]
    /// Every slot in trip order: each day's indices among its entries without the block.
    let slots: [(day: Int, index: Int)]
    /// Whether the block's rows are one run, no header or other row between them.
    let together: Bool
    /// The slot where the block's first item stands.
    let origin: Int

    var description: String { "seed \(seed) pick \(pick) block \(block)" }

    init(seed: UInt64, pick: UInt64) throws {
        self.seed = seed
        self.pick = pick
        trip = randomTrip(seed: seed)
        var rng = SplitMix(seed: pick)
        let named = Array(
            trip.items.map(\.id).shuffled(using: &rng).prefix(Int.random(in: 1...min(6, trip.items.count), using: &rng))
        )
        let lead = named.randomElement(using: &rng)!
        let layout = TripLayout(trip)
        session = try #require(DragSession(grabbing: named, lead: lead, in: layout))
        let rows = rowIDs(layout)
        block = rows.filter(Set(named).contains)
        let blockRows = block.map { rows.firstIndex(of: $0)! }
        together = blockRows.last! - blockRows.first! == blockRows.count - 1
        var others: [Int: [Entry]] = [:]
        var slots: [(day: Int, index: Int)] = []
        for day in 1...trip.days {
            others[day] = layout.day(day).entries.filter { !named.contains($0.id) }
            slots += (0...others[day]!.count).map { (day, $0) }
        }
        self.others = others
        self.slots = slots
        let first = try #require(trip.item(block[0]))
        let firstIndex = try #require(layout.day(first.day).entries.firstIndex { $0.id == first.id })
        origin = try #require(slots.firstIndex { $0 == (first.day, firstIndex) })

        // The session must see the same block and slots.
        #expect(session.items.map(\.id) == block, "\(description)")
        #expect(session.lead == lead)
        #expect(session.isBlock == (block.count > 1))
        #expect(session.slotCount == slots.count, "\(description)")
        #expect(session.origin == origin, "\(description)")
        for (s, slot) in slots.enumerated() {
            #expect(session.position(ofSlot: s) == slot, "\(description) slot \(s)")
            #expect(session.slot(day: slot.day, index: slot.index) == s, "\(description) slot \(s)")
        }
    }

    /// The drop at slot `s` as if it were allowed: the block's keys in block order, the items
    /// of the day renumbered first, and the edit that does it.
    func expectedEdit(at s: Int) -> (keys: [Double], renumbered: [String: Double], edit: Edit) {
        let (day, index) = slots[s]
        let (keys, renumbered) = section4_5(count: block.count, entries: others[day]!, index: index)
        let positions =
            renumbered.sorted { $0.key < $1.key }.map { ItemPosition(id: $0.key, day: day, sortOrder: $0.value) }
            + zip(block, keys).map { ItemPosition(id: $0, day: day, sortOrder: $1) }
        return (keys, renumbered, .arrange(trip: trip.id, positions: positions))
    }
}

/// The block and sortOrder rules (docs/file-format.md), written out: the keys of `m` items put
/// at `index` among a day's entries (display order, without them), and the day's items
/// renumbered first when any key would equal a neighbour's (or another new key), by id.
func section4_5(count m: Int, entries: [Entry], index: Int) -> (keys: [Double], renumbered: [String: Double]) {
    func keys(_ key: [Double]) -> [Double]? {
        let p = index > 0 ? key[index - 1] : nil
        let n = index < entries.count ? key[index] : nil
        let values: [Double]
        if m == 1 {
            switch (p, n) {
            case (nil, nil): values = [1]
            case (nil, let n?): values = [n - 1]
            case (let p?, nil): values = [p + 1]
            case (let p?, let n?): values = [(p + n) / 2]
            }
        } else {
            values = (1...m).map { i in
                switch (p, n) {
                case (nil, nil): return Double(i)
                case (nil, let n?): return n - Double(m) - 1 + Double(i)
                case (let p?, nil): return p + Double(i)
                case (let p?, let n?): return p + (n - p) * Double(i) / Double(m + 1)
                }
            }
        }
        // A new key may equal a game's key before it (the item follows the game), never an item's.
        let pIsItem = index > 0 && !entries[index - 1].isGame
        guard values.allSatisfy(\.isFinite), zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        if let n, values.last! >= n { return nil }
        if let p, values.first! < p || (pIsItem && values.first! == p) { return nil }
        return values
    }
    let current = entries.map(\.key)
    if let values = keys(current) { return (values, [:]) }
    // Normalized, gap by gap: −m … −1 before the first game; k + i/(m+1) between games k and
    // k + 1; k + 1, k + 2, … after the last game k; 1, 2, 3, … on a day without games.
    var normalized = current
    var gap: [Int] = []
    var previousAnchor: Int?
    func renumber(before nextAnchor: Int?) {
        let m = gap.count
        for (j, e) in gap.enumerated() {
            let i = j + 1
            switch (previousAnchor, nextAnchor) {
            case (nil, nil): normalized[e] = Double(i)
            case (nil, _?): normalized[e] = Double(-m - 1 + i)
            case (let k?, nil): normalized[e] = Double(k + i)
            case (let k?, _?): normalized[e] = Double(k) + Double(i) / Double(m + 1)
            }
        }
        gap = []
    }
    for (e, entry) in entries.enumerated() {
        if case .game(_, let anchor) = entry {
            renumber(before: anchor)
            previousAnchor = anchor
        } else {
            gap.append(e)
        }
    }
    renumber(before: nil)
    var renumbered: [String: Double] = [:]
    for (e, entry) in entries.enumerated() where !entry.isGame && normalized[e] != current[e] {
        renumbered[entry.id] = normalized[e]
    }
    guard let values = keys(normalized) else {
        Issue.record("no room in a normalized day: \(normalized) at \(index)")
        return ([], renumbered)
    }
    return (values, renumbered)
}

/// Equal but for the last bits: the formulas of docs/file-format.md may be evaluated in another order.
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * max(1, abs(b)) }
