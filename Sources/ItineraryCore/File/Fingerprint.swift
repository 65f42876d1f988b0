/// What a file held, in sixteen bytes: its length and a 64-bit hash of its bytes. The editor
/// keeps this instead of the bytes themselves, to notice a change on disk before saving
/// without holding a second copy of a large file in memory. Never stored: only compared with
/// another made in the same run.
///
/// The bytes are hashed a megabyte at a time (`piece`), and the pieces' hashes in turn, so
/// that a large file's pieces can be hashed as its readers pass them and let go of, by
/// whichever thread reads them (`FileBuffer`), rather than all at once before reading. A piece
/// is FNV-1a over eight-byte words in four lanes, each over every fourth word, then the lanes
/// and the tail bytes in turn; each step folds its high bits down, since a multiplication
/// carries a change only upward and two flips of a word's top bit would cancel.
public struct Fingerprint: Hashable, Sendable {
    public let count: Int
    public let hash: UInt64

    /// The bytes hashed apart, a megabyte each (whole pages, whatever their size).
    static let piece = 1 << 20

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { Fingerprint($0) }
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.init(count: bytes.count, pieces: (0..<Self.pieces(bytes.count)).map { Self.hash(bytes, piece: $0) })
    }

    /// How many pieces `count` bytes are cut into.
    static func pieces(_ count: Int) -> Int { (count + piece - 1) / piece }

    /// The fingerprint of `count` bytes whose pieces hash to `pieces`, in order.
    init(count: Int, pieces: [UInt64]) {
        var h = Self.basis
        for piece in pieces { h = Self.step(h, piece) }
        self.count = count
        hash = Self.step(h, UInt64(count))
    }

    /// The hash of one piece of the bytes.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, piece index: Int) -> UInt64 {
        // Four lanes, because one waits on its own multiplication at every word: 20 MB in
        // about a millisecond rather than three.
        let start = index * piece
        let raw = UnsafeRawBufferPointer(
            rebasing: UnsafeRawBufferPointer(bytes)[start..<min(start + piece, bytes.count)])
        var lanes = (basis, basis ^ 1, basis ^ 2, basis ^ 3)
        let blocks = raw.count / 32
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
        return h
    }

    private static let prime: UInt64 = 0x0000_0100_0000_01b3
    private static let basis: UInt64 = 0xcbf2_9ce4_8422_2325

    @inline(__always) private static func step(_ h: UInt64, _ word: UInt64) -> UInt64 {
        let m = (h ^ word) &* prime
        return m ^ (m >> 29)
    }
}
