import ItineraryCore
import Testing

/// The file format (docs/file-format.md): a file written on one line (as `jq -c`, Python's
/// `json.dump` or a web service write it) loads exactly as the same document indented, in
/// time linear in its size. The parser used to count every key's column by scanning back
/// to the start of its line: a 1.6 MB one-line library took minutes. At this size the time
/// limit cannot be met by a quadratic parser and is met a hundred times over by a linear
/// one; the timing itself is in `make bench` ("load one-line file").
@Suite(.timeLimit(.minutes(1))) struct OneLineFileTests {
    static let library = Library(trips: [
        trip(
            days: 30,
            items: (1...20_000).map { n in
                note("n\(n)", day: n % 30 + 1, Double(n), "Note \(n) — café ☕")
            })
    ])

    /// The document with every line break and the indentation after it removed (strings
    /// hold no raw line breaks, so this changes only white space between tokens).
    static func oneLine(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        var skippingIndent = false
        for byte in text.utf8 {
            if byte == 0x0A {
                skippingIndent = true
                continue
            }
            if skippingIndent && byte == 0x20 { continue }
            skippingIndent = false
            out.append(byte)
        }
        return out
    }

    @Test func aLargeOneLineFileLoadsAsTheSameDocumentIndented() throws {
        let indented = LibraryEncoder.encode(Self.library)
        let flat = Self.oneLine(indented)
        #expect(!flat.contains(0x0A) && flat.count > 1_500_000)
        #expect(try LibraryDecoder.decode(flat) == Self.library)
        #expect(try LibraryDecoder.decode(Array(indented.utf8)) == Self.library)
    }

    @Test func anErrorFarAlongOneLineNamesItsColumnInCharacters() throws {
        var text = Self.oneLine(LibraryEncoder.encode(Self.library))
        let needle = Array(#""id": "n20000","#.utf8)
        let at = try #require(firstIndex(of: needle, in: text))
        text.replaceSubrange(at..<(at + needle.count), with: Array(#""id": 7,"#.utf8))
        let error = try #require(throws: FormatError.self) { try LibraryDecoder.decode(text) }
        // The error points at the member "id"; multi-byte characters before it count once each.
        let characters = String(decoding: text[..<at], as: UTF8.self).count
        #expect(characters < at)
        #expect(error.position == SourcePosition(line: 1, column: characters + 1), "\(error)")
    }

    private func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let first = needle.first else { return nil }
        var i = 0
        while i + needle.count <= bytes.count {
            if bytes[i] == first && Array(bytes[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }
}
