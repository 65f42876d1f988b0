import Testing

@testable import ItineraryCore

/// The layout's id → place table against a dictionary doing the same: inserts, removals
/// (which shift later slots back), growth, and lookups of ids present and absent.
@Suite struct DayIndexTableTests {
    typealias DayIndex = DayIndexTable.DayIndex

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func agreesWithADictionary(seed: UInt64) {
        var rng = SplitMix(seed: seed)
        var table = DayIndexTable(minimumCapacity: 4)  // small, so that it grows many times
        var model: [String: DayIndex] = [:]
        var idAt: [DayIndex: String] = [:]
        let pool = (0..<600).map { "id-\($0)" }
        for step in 0..<6_000 {
            let id = pool[Int(rng.next() % UInt64(pool.count))]
            if let place = model[id], rng.next() % 3 == 0 {
                table.remove(id, at: place)
                model[id] = nil
                idAt[place] = nil
            } else if model[id] == nil {
                var place: DayIndex
                repeat {
                    place = DayIndex(day: Int32(rng.next() % 50), index: Int32(rng.next() % 200))
                } while idAt[place] != nil
                table.insert(id, at: place)
                model[id] = place
                idAt[place] = id
            }
            if step % 500 == 0 || step == 5_999 {
                #expect(table.count == model.count)
                for id in pool {
                    #expect(table.find(id) { idAt[$0] ?? "" } == model[id], "\(id) at step \(step)")
                }
            }
        }
    }

    @Test func removingADayIndexNotHeldChangesNothing() {
        var table = DayIndexTable(minimumCapacity: 8)
        table.insert("a", at: DayIndex(day: 0, index: 0))
        table.remove("a", at: DayIndex(day: 0, index: 1))
        table.remove("b", at: DayIndex(day: 0, index: 0))
        #expect(table.count == 1)
        #expect(table.find("a") { $0 == DayIndex(day: 0, index: 0) ? "a" : "" } == DayIndex(day: 0, index: 0))
    }

    /// An id moved within its day is briefly in the table twice (its new place put in
    /// before its old one is taken out); taking out the old one leaves the new.
    @Test func anIdAtTwoDayIndexesLosesOnlyTheOneRemoved() {
        var table = DayIndexTable(minimumCapacity: 8)
        let old = DayIndex(day: 1, index: 3)
        let new = DayIndex(day: 2, index: 0)
        table.insert("leg", at: old)
        table.insert("leg", at: new)
        table.remove("leg", at: old)
        #expect(table.count == 1)
        #expect(table.find("leg") { $0 == new ? "leg" : "other" } == new)
    }

    @Test func aHundredThousandDayIndexesTakeAQuarterOfADictionarysMemory() {
        let table = DayIndexTable(minimumCapacity: 100_000)
        #expect(table.capacityBytes <= 1_600_000)
    }
}
