import Testing

@testable import ItineraryCore

/// `trimmingWhitespace` answers ASCII without Unicode's property tables: the same answer.
@Suite struct TrimmingTests {
    @Test func everyASCIIAndSomeWiderScalarsTrimAsUnicodeSays() {
        let wider: [UInt32] = [0x85, 0xA0, 0x1680, 0x2000, 0x200B, 0x2028, 0x3000, 0xFEFF, 0xE9]
        for v in Array(0..<0x80) + wider {
            let s = Unicode.Scalar(v)!
            let text = "\(s)Boston \(s)"
            let expected = s.properties.isWhitespace ? "Boston" : text
            #expect(text.trimmingWhitespace() == expected, "U+\(String(v, radix: 16))")
        }
    }
}

/// A trip of 100,000 items holds them in one array, and the editor's rows and entries hold
/// one each: every byte of an item is paid 300,000 times over. Legs and stays are boxed so that
/// no kind is wider than a note's (104 bytes an item with legs inline, 168 with stays too), an
/// item's cost, unknown members and key order share one word, and its day fits beside its kind.
@Suite struct ItemSizeTests {
    @Test func anItemIsNoWiderThanANoteNeeds() {
        #expect(MemoryLayout<Item>.stride <= 72)
        #expect(MemoryLayout<Item.Kind>.size <= MemoryLayout<Custom>.size + 1)
    }

    /// Items written alike, with no cost and no unknown members, share one box of extras as
    /// they are read, by either reader; one with a cost or an unknown member has its own.
    @Test func itemsWrittenAlikeShareTheirExtras() throws {
        func item(_ n: Int, _ extra: String = "") -> String {
            #"{"id": "n\#(n)", "kind": "custom", "day": 1, "sortOrder": \#(n), "title": "T"\#(extra)}"#
        }
        let leg = #"{"id": "l1", "kind": "travel", "day": 1, "sortOrder": 9, "from": "A", "to": "B"}"#
        let items = [
            item(1), item(2), leg, item(3), item(4, #", "x": 1"#),
            item(5, #", "cost": {"amount": 5, "currency": "USD"}"#),
        ]
        let text =
            #"{"format": "itin/1", "trips": [{"id": "t", "name": "T", "order": 1, "start": "2026-04-01", "days": 1, "#
            + #""games": [], "items": ["# + items.joined(separator: ", ") + "]}]}"
        let bytes = Array(text.utf8)
        let fast = try bytes.withUnsafeBufferPointer { (b) throws(FormatError) in try FastDecoder.decode(b) }
        for library in [fast, try LibraryDecoder.decode(bytes)] {
            let read = library.trips[0].items
            #expect(read[0].extras.isShared(with: read[1].extras))
            #expect(read[0].extras.isShared(with: read[3].extras), "a leg between them does not part them")
            #expect(!read[0].extras.isShared(with: read[2].extras))
            #expect(!read[0].extras.isShared(with: read[4].extras) && read[4].unknown["x"] != nil)
            #expect(!read[0].extras.isShared(with: read[5].extras) && read[5].cost != nil)
            #expect(read[0].keyOrder.keys == ["id", "kind", "day", "sortOrder", "title"])
        }
    }
}
