/// Reads big-endian integers from a byte array front to back; every read is checked against
/// what is left, so no byte sequence can make it read past the end.
struct ByteCursor {
    private let bytes: [UInt8]
    private(set) var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var remaining: Int { bytes.count - offset }
    var isAtEnd: Bool { remaining == 0 }

    mutating func take(_ count: Int, for what: String) throws(ZoneFileDamage) -> ArraySlice<UInt8> {
        guard count >= 0, count <= remaining else { throw ZoneFileDamage("it ends inside the \(what)") }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func skip(_ count: Int, for what: String) throws(ZoneFileDamage) {
        _ = try take(count, for: what)
    }

    mutating func byte(for what: String) throws(ZoneFileDamage) -> UInt8 {
        try take(1, for: what).first ?? 0
    }

    mutating func uint32(for what: String) throws(ZoneFileDamage) -> UInt32 {
        try take(4, for: what).reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func int32(for what: String) throws(ZoneFileDamage) -> Int32 {
        Int32(bitPattern: try uint32(for: what))
    }

    mutating func int64(for what: String) throws(ZoneFileDamage) -> Int64 {
        Int64(bitPattern: try take(8, for: what).reduce(0) { $0 << 8 | UInt64($1) })
    }
}
