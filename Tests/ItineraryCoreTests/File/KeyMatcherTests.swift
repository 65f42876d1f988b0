import Testing

@testable import ItineraryCore

/// `KeyMatcher` tells an object's known keys apart by their bytes; it must know up to
/// `KeyMatcher.most` keys (an item's keys grow with each kind) and nothing else.
@Suite struct KeyMatcherTests {
    /// The codes `matcher` gives each key of a JSON object written as `text`, in order.
    static func codes(_ matcher: KeyMatcher, _ text: String) throws -> [Int?] {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            var p = JSONParser(bytes: buffer)
            p.start()
            _ = try p.beginObject()
            var first = true
            var codes: [Int?] = []
            while let key = try p.nextRawKey(first: &first) {
                codes.append(matcher.code(of: key, in: p))
                _ = try p.parseValue()
            }
            return codes
        }
    }

    @Test func thirtyOneKeysAreEachTheirOwnCode() throws {
        // Short names and long ones that differ only at their eighth byte.
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJ")
        let names = (0..<KeyMatcher.most).map { n in n % 2 == 0 ? "k\(n)" : "checkIn\(letters[n])-and-mor" }
        let matcher = KeyMatcher(names)
        let text = "{" + names.reversed().map { "\"\($0)\": 1" }.joined(separator: ", ") + "}"
        #expect(try Self.codes(matcher, text) == Array((0..<names.count).reversed()))
    }

    @Test func keysItDoesNotKnowHaveNoCode() throws {
        let matcher = KeyMatcher(FileKeys.item)
        #expect(FileKeys.item.count > 15)  // more than four bits' worth: the reason for five
        let text =
            #"{"checkIn": 1, "checkin": 2, "checkInX": 3, "check": 4, "confirmation": 5, "confirmations": 6, "#
            + #""c\u0069ty": 7, "": 8, "sortOrder": 9, "abcdefghijklmnopq": 10}"#
        let code = { (name: String) in FileKeys.item.firstIndex(of: name)! }
        #expect(
            try Self.codes(matcher, text) == [
                code("checkIn"), nil, nil, nil, code("confirmation"), nil,
                code("city"), nil, code("sortOrder"), nil,
            ])
    }

    @Test func aSetOfAllItsCodesFitsTheBits() {
        let matcher = KeyMatcher((0..<KeyMatcher.most).map { "key\($0)" })
        #expect(matcher.bits(matcher.names) == UInt32.max >> 1)
    }
}
