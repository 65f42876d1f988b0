import Testing
@testable import ItineraryCore

/// The layout's id → place table against a dictionary doing the same: inserts, removals
/// (which shift later slots back), growth, and lookups of ids present and absent.
@Suite struct PlaceTableTests {
    typealias Place = PlaceTable.Place

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func agreesWithADictionary(seed: UInt64) {
        var rng = SplitMix(seed: seed)
        var table = PlaceTable(minimumCapacity: 4)  // small, so that it grows many times
        var model: [String: Place] = [:]
        var idAt: [Place: String] = [:]
        let pool = (0..<600).map { "id-\($0)" }
        for step in 0..<6_000 {
            let id = pool[Int(rng.next() % UInt64(pool.count))]
            if let place = model[id], rng.next() % 3 == 0 {
                table.remove(id, at: place)
                model[id] = nil
                idAt[place] = nil
            } else if model[id] == nil {
                var place: Place
                repeat {
                    place = Place(day: Int32(rng.next() % 50), index: Int32(rng.next() % 200))
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

    @Test func removingAPlaceNotHeldChangesNothing() {
        var table = PlaceTable(minimumCapacity: 8)
        table.insert("a", at: Place(day: 0, index: 0))
        table.remove("a", at: Place(day: 0, index: 1))
        table.remove("b", at: Place(day: 0, index: 0))
        #expect(table.count == 1)
        #expect(table.find("a") { $0 == Place(day: 0, index: 0) ? "a" : "" } == Place(day: 0, index: 0))
    }

    /// An id moved within its day is briefly in the table twice (its new place put in
    /// before its old one is taken out); taking out the old one leaves the new.
    @Test func anIdAtTwoPlacesLosesOnlyTheOneRemoved() {
        var table = PlaceTable(minimumCapacity: 8)
        let old = Place(day: 1, index: 3), new = Place(day: 2, index: 0)
        table.insert("leg", at: old)
        table.insert("leg", at: new)
        table.remove("leg", at: old)
        #expect(table.count == 1)
        #expect(table.find("leg") { $0 == new ? "leg" : "other" } == new)
    }

    @Test func aHundredThousandPlacesTakeAQuarterOfADictionarysMemory() {
        let table = PlaceTable(minimumCapacity: 100_000)
        #expect(table.capacityBytes <= 1_600_000)
    }
}
