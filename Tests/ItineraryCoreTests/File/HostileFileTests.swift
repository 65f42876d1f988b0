import Foundation
import ItineraryCore
import Testing

/// Files from strangers: whatever the bytes, decoding gives a library or a FormatError,
/// never a crash or a hang. `make fuzz` runs libFuzzer on the same decoder for longer.
@Suite struct HostileFileTests {
    static let demo = Array(LibraryEncoder.encode(DemoLibrary.library).utf8)

    /// Seeded, so a failure names its seed and can be replayed.
    struct Mutator {
        var random: SplitMix
        init(seed: UInt64) { random = SplitMix(seed: seed) }
        mutating func next() -> UInt64 { random.next() }
        mutating func below(_ n: Int) -> Int { n == 0 ? 0 : Int(next() % UInt64(n)) }

        static let interesting: [[UInt8]] = [
            Array("\u{1B}[31m".utf8), [0], [0xFF], [0xC3], Array("\\u0000".utf8), Array("\\ud800".utf8),
            Array("1e999".utf8), Array("-0".utf8), Array("[[[[[[[[".utf8), Array("}}".utf8),
            Array("\"kind\":\"x\"".utf8),
            Array("99999999999999999999".utf8), Array(",".utf8), Array("null".utf8), Array("\"days\": 0".utf8),
        ]

        mutating func mutate(_ input: [UInt8]) -> [UInt8] {
            var bytes = input
            for _ in 0...below(4) {
                guard !bytes.isEmpty else { break }
                let at = below(bytes.count)
                switch below(6) {
                case 0: bytes[at] ^= UInt8(1 << below(8))
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(UInt8(truncatingIfNeeded: next()), at: at)
                case 3: bytes.insert(contentsOf: Self.interesting[below(Self.interesting.count)], at: at)
                case 4: bytes.removeSubrange(at..<min(bytes.count, at + below(64)))
                default: bytes = Array(bytes[..<at])
                }
            }
            return bytes
        }
    }

    @Test func mutatedFilesLoadOrAreRefusedCleanly() {
        var m = Mutator(seed: 2026)
        var refused = 0
        var loaded = 0
        for _ in 0..<3000 {
            let bytes = m.mutate(Self.demo)
            do {
                let library = try LibraryDecoder.decode(bytes)
                loaded += 1
                // What loads must also save and load back the same.
                let again = try LibraryDecoder.decode(Array(LibraryEncoder.encode(library).utf8))
                #expect(again == library)
                for trip in library.trips { _ = TripCheck(TripLayout(trip)) }
            } catch {
                // The decoder throws only a FormatError (typed): any other cannot reach here.
                refused += 1
                #expect(!error.message.isEmpty)
            }
        }
        #expect(
            refused > 0 && loaded > 0, "the mutations should produce both kinds: \(refused) refused, \(loaded) loaded")
    }

    @Test func veryDeepNestingIsRefusedNotOverflowed() {
        let deep = Array(repeating: UInt8(ascii: "["), count: 1_000_000)
        #expect(throws: FormatError.self) { try LibraryDecoder.decode(deep) }
        let objects = Array(String(repeating: "{\"a\":", count: 100_000).utf8)
        #expect(throws: FormatError.self) { try LibraryDecoder.decode(objects) }
    }

    @Test func hugeNumbersAreRefusedWhereTheyMatterAndKeptWhereUnknown() throws {
        var text = String(decoding: Self.demo, as: UTF8.self)
        text = text.replacingFirst("\"sortOrder\": -2", with: "\"sortOrder\": 1e400")
        #expect(throws: FormatError.self) { try LibraryDecoder.decode(Array(text.utf8)) }
        let unknown = String(decoding: Self.demo, as: UTF8.self)
            .replacingFirst(
                "\"format\": \"itin/1\",",
                with: "\"format\": \"itin/1\",\n  \"big\": 123456789012345678901234567890e400,")
        let library = try LibraryDecoder.decode(Array(unknown.utf8))
        #expect(LibraryEncoder.encode(library).contains("\"big\": 123456789012345678901234567890e400"))
    }

    @Test func nulBytesAndInvalidUTF8AreRefused() {
        for bad: [UInt8] in [
            [0], Self.demo.prefix(40) + [0] + Self.demo.dropFirst(40),
            Self.demo.prefix(30) + [0xFE] + Self.demo.dropFirst(30),
        ] {
            #expect(throws: FormatError.self) { try LibraryDecoder.decode(bad) }
        }
    }

    @Test func aFiftyMegabyteFileIsReadWithoutTrouble() throws {
        // A valid library padded with a 50 MB unknown string: loads, and keeps it.
        let padding = String(repeating: "x", count: 50 << 20)
        let text = String(decoding: Self.demo, as: UTF8.self)
            .replacingFirst("\"format\": \"itin/1\",", with: "\"format\": \"itin/1\",\n  \"padding\": \"\(padding)\",")
        let library = try LibraryDecoder.decode(Array(text.utf8))
        #expect(library.trips.count == DemoLibrary.library.trips.count)
        // And 50 MB of garbage is refused at its first byte.
        let garbage = [UInt8](repeating: UInt8(ascii: "@"), count: 50 << 20)
        #expect(throws: FormatError.self) { try LibraryDecoder.decode(garbage) }
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let r = range(of: target) else { return self }
        return replacingCharacters(in: r, with: replacement)
    }
}
