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
/// one each: every byte of an item is paid 300,000 times over. A stay is boxed so that the
/// rare large kind does not widen every leg and note (168 bytes unboxed, 104 boxed).
@Suite struct ItemSizeTests {
    @Test func anItemIsNoWiderThanALegNeeds() {
        #expect(MemoryLayout<Item>.stride <= 104)
        #expect(MemoryLayout<Item.Kind>.size <= MemoryLayout<Travel>.size + 1)
    }
}
