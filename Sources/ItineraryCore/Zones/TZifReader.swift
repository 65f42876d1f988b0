/// Reads a TZif file (RFC 8536, versions 1 to 4): from a version 2+ file its 64-bit data
/// block and footer, from a version 1 file its 32-bit block. Every count is checked against
/// what the file holds before anything is read, so a damaged file is refused, never trusted.
enum TZifReader {
    struct Contents: Equatable {
        /// Strictly ascending.
        var transitionTimes: [Int64]
        /// The local time type each transition starts, one per time.
        var transitionTypes: [ZoneOffset]
        /// Type 0 is the one before the first transition (RFC 8536 section 3.2).
        var firstType: ZoneOffset
        /// The POSIX TZ string for instants after the last transition; nil in version 1, and
        /// when the footer is empty.
        var footer: String?
    }

    static func read(_ bytes: [UInt8]) throws(ZoneFileDamage) -> Contents {
        var cursor = ByteCursor(bytes)
        let first = try Header.read(&cursor, isFirst: true)
        if first.version == 0 {
            let contents = try readBlock(first.counts, timeSize: 4, &cursor)
            guard cursor.isAtEnd else { throw ZoneFileDamage("there are bytes after the data") }
            return contents
        }
        // Version 2+: the 32-bit block is for old readers; "slim" files leave it nearly empty.
        try cursor.skip(first.counts.blockLength(timeSize: 4), for: "version 1 data")
        let second = try Header.read(&cursor, isFirst: false)
        var contents = try readBlock(second.counts, timeSize: 8, &cursor)
        contents.footer = try readFooter(&cursor)
        return contents
    }

    private static func readBlock(
        _ counts: Header.Counts, timeSize: Int,
        _ cursor: inout ByteCursor
    ) throws(ZoneFileDamage) -> Contents {
        guard counts.types >= 1 else { throw ZoneFileDamage("it has no local time types") }
        guard counts.characters >= 1 else { throw ZoneFileDamage("it has no abbreviations") }
        guard counts.standardFlags == 0 || counts.standardFlags == counts.types,
            counts.utFlags == 0 || counts.utFlags == counts.types
        else {
            throw ZoneFileDamage("its flag counts do not match its type count")
        }
        let length = counts.blockLength(timeSize: timeSize)
        guard length <= cursor.remaining else {
            throw ZoneFileDamage("its header promises \(length) bytes of data, but \(cursor.remaining) follow")
        }

        var times: [Int64] = []
        times.reserveCapacity(counts.transitions)
        for _ in 0..<counts.transitions {
            let time =
                timeSize == 4
                ? Int64(try cursor.int32(for: "transition times")) : try cursor.int64(for: "transition times")
            if let last = times.last, time <= last { throw ZoneFileDamage("its transition times are not in order") }
            times.append(time)
        }
        let indices = try cursor.take(counts.transitions, for: "transition types").map(Int.init)
        guard indices.allSatisfy({ $0 < counts.types }) else {
            throw ZoneFileDamage("a transition names a type it does not have")
        }

        var rawTypes: [(utOffset: Int32, isDST: UInt8, abbreviationIndex: Int)] = []
        for _ in 0..<counts.types {
            rawTypes.append(
                (try cursor.int32(for: "types"), try cursor.byte(for: "types"), Int(try cursor.byte(for: "types"))))
        }
        let characters = Array(try cursor.take(counts.characters, for: "abbreviations"))
        try cursor.skip(counts.leapSeconds * (timeSize + 4) + counts.standardFlags + counts.utFlags, for: "flags")

        var types: [ZoneOffset] = []
        for raw in rawTypes {
            guard ZoneOffset.plausibleSeconds.contains(Int(raw.utOffset)) else {
                throw ZoneFileDamage("a type's offset of \(raw.utOffset) seconds is out of range")
            }
            guard raw.isDST <= 1 else { throw ZoneFileDamage("a type's DST flag is \(raw.isDST)") }
            types.append(
                ZoneOffset(
                    seconds: Int(raw.utOffset), isDST: raw.isDST == 1,
                    abbreviation: try abbreviation(at: raw.abbreviationIndex, in: characters)))
        }
        return Contents(
            transitionTimes: times, transitionTypes: indices.map { types[$0] },
            firstType: types[0], footer: nil)
    }

    private static func abbreviation(at index: Int, in characters: [UInt8]) throws(ZoneFileDamage) -> String {
        guard index < characters.count,
            let end = characters[index...].firstIndex(of: 0)
        else {
            throw ZoneFileDamage("an abbreviation is not within its characters")
        }
        let text = characters[index..<end]
        guard text.allSatisfy({ (0x20...0x7E).contains($0) }) else {
            throw ZoneFileDamage("an abbreviation is not printable ASCII")
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `\n` TZ string `\n`, and nothing after it.
    private static func readFooter(_ cursor: inout ByteCursor) throws(ZoneFileDamage) -> String? {
        guard try cursor.byte(for: "footer") == UInt8(ascii: "\n") else {
            throw ZoneFileDamage("its footer does not start with a newline")
        }
        var text: [UInt8] = []
        while true {
            let byte = try cursor.byte(for: "footer")
            if byte == UInt8(ascii: "\n") { break }
            guard (0x20...0x7E).contains(byte) else { throw ZoneFileDamage("its footer is not printable ASCII") }
            text.append(byte)
        }
        guard cursor.isAtEnd else { throw ZoneFileDamage("there are bytes after the footer") }
        return text.isEmpty ? nil : String(decoding: text, as: UTF8.self)
    }
}
