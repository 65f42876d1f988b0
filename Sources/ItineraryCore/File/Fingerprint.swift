/// What a file held, in sixteen bytes: its length and a 64-bit FNV-1a hash of its bytes.
/// The editor keeps this instead of the bytes themselves, to notice a change on disk
/// before saving without holding a second copy of a large file in memory.
public struct Fingerprint: Hashable, Sendable {
    public let count: Int
    public let hash: UInt64

    public init(_ bytes: [UInt8]) {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3
        }
        count = bytes.count
        hash = h
    }
}
