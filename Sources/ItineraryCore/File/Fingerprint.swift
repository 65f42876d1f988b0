/// What a file held, in sixteen bytes: its length and a 64-bit hash of its bytes (FNV-1a over
/// eight-byte words in four lanes, each over every fourth word, then the lanes and the tail
/// bytes in turn; each step's high bits folded down, since a multiplication carries a change
/// only upward and two flips of a word's top bit would cancel). The editor keeps this instead of the bytes themselves, to notice a change on disk
/// before saving without holding a second copy of a large file in memory. Never stored: only
/// compared with another made in the same run.
public struct Fingerprint: Hashable, Sendable {
    public let count: Int
    public let hash: UInt64

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { Fingerprint($0) }
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        // Four lanes, because one waits on its own multiplication at every word: a 20 MB file
        // in about a millisecond rather than three.
        let prime: UInt64 = 0x0000_0100_0000_01b3
        let basis: UInt64 = 0xcbf2_9ce4_8422_2325
        var lanes = (basis, basis ^ 1, basis ^ 2, basis ^ 3)
        let raw = UnsafeRawBufferPointer(bytes)
        let blocks = raw.count / 32
        @inline(__always) func step(_ h: UInt64, _ word: UInt64) -> UInt64 {
            let m = (h ^ word) &* prime
            return m ^ (m >> 29)
        }
        for i in 0..<blocks {
            let at = i * 32
            lanes.0 = step(lanes.0, raw.loadUnaligned(fromByteOffset: at, as: UInt64.self))
            lanes.1 = step(lanes.1, raw.loadUnaligned(fromByteOffset: at + 8, as: UInt64.self))
            lanes.2 = step(lanes.2, raw.loadUnaligned(fromByteOffset: at + 16, as: UInt64.self))
            lanes.3 = step(lanes.3, raw.loadUnaligned(fromByteOffset: at + 24, as: UInt64.self))
        }
        var h = basis
        for lane in [lanes.0, lanes.1, lanes.2, lanes.3] { h = step(h, lane) }
        for i in (blocks * 32)..<raw.count { h = step(h, UInt64(raw[i])) }
        count = bytes.count
        hash = h
    }
}
