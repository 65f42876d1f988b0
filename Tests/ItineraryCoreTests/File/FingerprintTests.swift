import Testing

@testable import ItineraryCore

/// A fingerprint stands for a file's bytes when the editor checks the disk before saving: any
/// change it could miss would be a save over someone else's work.
@Suite struct FingerprintTests {
    @Test func everyOneByteChangeAndEveryLengthChangesIt() {
        let bytes = (0..<203).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let original = Fingerprint(bytes)
        var seen: Set<UInt64> = [original.hash]
        for i in bytes.indices {
            for change: UInt8 in [1, 0x80, 0xFF] {
                var changed = bytes
                changed[i] ^= change
                #expect(seen.insert(Fingerprint(changed).hash).inserted, "byte \(i) ^ \(change)")
            }
        }
        for n in 0..<bytes.count { #expect(Fingerprint(Array(bytes[..<n])) != original) }
    }

    @Test func wordsSwappedBetweenLanesChangeIt() {
        // Each lane reads every fourth word: the same words in another order must not agree.
        var bytes = [UInt8](repeating: 0, count: 64)
        bytes[0] = 1
        var swapped = bytes
        swapped.swapAt(0, 8)
        #expect(Fingerprint(bytes) != Fingerprint(swapped))
        var laterBlock = bytes
        laterBlock.swapAt(0, 32)
        #expect(Fingerprint(bytes) != Fingerprint(laterBlock))
    }
}
