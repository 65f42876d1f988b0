extension TZifReader {
    /// The 44 bytes before each data block: `TZif`, the version, and six counts.
    struct Header {
        struct Counts {
            let utFlags, standardFlags, leapSeconds, transitions, types, characters: Int

            /// The block's size in bytes. Each count is below 2^32, so on 64-bit `Int` the sum
            /// cannot overflow.
            func blockLength(timeSize: Int) -> Int {
                transitions * timeSize + transitions + types * 6 + characters
                    + leapSeconds * (timeSize + 4) + standardFlags + utFlags
            }
        }

        /// 0 for version 1, else the version's ASCII digit (`2`, `3`, `4`).
        let version: UInt8
        let counts: Counts

        /// `isFirst`: without `TZif` at the very start, the file is not a zone file at all.
        static func read(_ cursor: inout ByteCursor, isFirst: Bool) throws(ZoneFileDamage) -> Header {
            guard cursor.remaining >= 4, Array(try cursor.take(4, for: "header")) == Array("TZif".utf8) else {
                throw isFirst
                    ? ZoneFileDamage("it does not start with TZif", isNotTZif: true)
                    : ZoneFileDamage("its second header does not start with TZif")
            }
            let version = try cursor.byte(for: "header")
            // Later versions only add to version 2's format (RFC 8536 sections 3.1 and 4).
            guard version == 0 || version >= UInt8(ascii: "2") else {
                throw ZoneFileDamage("its version byte is \(version)")
            }
            try cursor.skip(15, for: "header")
            var values: [Int] = []
            for _ in 0..<6 { values.append(Int(try cursor.uint32(for: "header"))) }
            return Header(
                version: version,
                counts: Counts(
                    utFlags: values[0], standardFlags: values[1], leapSeconds: values[2],
                    transitions: values[3], types: values[4], characters: values[5]))
        }
    }
}
