import PropertyBased
import Testing

@testable import ItineraryCore

/// The fast decoder's check that no two ids hash alike, held to a `Set`.
@Suite struct DistinctTests {
    @Test func agreesWithASetAndSorts() async {
        await checkProperty(count: 300, input: Gen.uint64()) { seed in
            var rng = SplitMix(seed: seed)
            // Both ways: sorted as they are below `smallCount`, by the flag sort above.
            let count = Int.random(in: 0...2 * Distinct.smallCount, using: &rng)
            // A narrow range some of the time, so that repeats are common; the whole range (and
            // the sign bit) the rest.
            let narrow = Bool.random(using: &rng)
            var hashes = (0..<count).map { _ in
                narrow ? Int.random(in: -3_000...3_000, using: &rng) : Int.random(in: .min ... .max, using: &rng)
            }
            let expected = Set(hashes).count == hashes.count
            #expect(Distinct.all(&hashes) == expected)
            #expect(hashes.map { UInt(bitPattern: $0) } == hashes.map { UInt(bitPattern: $0) }.sorted())
        }
    }

    @Test func aRepeatFarApartIsFound() {
        var hashes: [Int] = (0..<100_000).map { $0 &* Int(bitPattern: UInt(0x9E37_79B9_7F4A_7C15)) }
        hashes.append(hashes[3])
        #expect(!Distinct.all(&hashes))
    }
}

@Suite struct FastDecoderIDTests {
    /// Ids share one namespace: a trip's, a game's and an item's, across trips.
    @Test func anIDUsedTwiceAnywhereIsRefused() throws {
        let demo = DemoLibrary.library
        let first = try #require(demo.trips.first)
        let last = try #require(demo.trips.last)
        let taken = [first.id, try #require(first.games.first).id, try #require(last.items.last).id]
        for id in taken {
            var library = demo
            library.trips[library.trips.count - 1].items[0].id = id
            let bytes = Array(LibraryEncoder.encode(library).utf8)
            #expect(bytes.withUnsafeBufferPointer { try? FastDecoder.decode($0) } == nil, "\(id)")
        }
        let bytes = Array(LibraryEncoder.encode(demo).utf8)
        #expect(bytes.withUnsafeBufferPointer { try? FastDecoder.decode($0) } == demo)
    }
}
