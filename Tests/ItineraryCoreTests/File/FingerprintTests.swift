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

    @Test func aLargeFileIsHashedPieceByPieceAndEveryPieceCounts() {
        // Three pieces and a bit: a change in any of them, or pieces hashed in another order,
        // gives another fingerprint; hashed apart and joined, the same as all at once.
        let piece = Fingerprint.piece
        var rng = SplitMix(seed: 11)
        var bytes = (0..<(3 * piece + 1000)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let whole = Fingerprint(bytes)
        let pieces = bytes.withUnsafeBufferPointer { b in (0..<4).map { Fingerprint.hash(b, piece: $0) } }
        #expect(Fingerprint(count: bytes.count, pieces: pieces) == whole)
        #expect(Fingerprint(count: bytes.count, pieces: [pieces[1], pieces[0], pieces[2], pieces[3]]) != whole)
        for at in [0, piece - 1, piece, 2 * piece + 7, bytes.count - 1] {
            bytes[at] ^= 1
            #expect(Fingerprint(bytes) != whole, "byte \(at)")
            bytes[at] ^= 1
        }
        #expect(Fingerprint(bytes) == whole)
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
