/// What a file held, in sixteen bytes: its length and a 64-bit FNV-1a hash of its bytes.
/// The editor keeps this instead of the bytes themselves, to notice a change on disk
/// before saving without holding a second copy of a large file in memory.
public struct Fingerprint: Hashable, Sendable {
    public let count: Int
    public let hash: UInt64

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { Fingerprint($0) }
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        // FNV-1a over eight bytes at a time, then the tail byte by byte: a 20 MB file in a
        // few milliseconds.
        let prime: UInt64 = 0x0000_0100_0000_01b3
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        let raw = UnsafeRawBufferPointer(bytes)
        let words = raw.count / 8
        for i in 0..<words {
            h = (h ^ raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) &* prime
        }
        for i in (words * 8)..<raw.count {
            h = (h ^ UInt64(raw[i])) &* prime
        }
        count = bytes.count
        hash = h
    }
}
