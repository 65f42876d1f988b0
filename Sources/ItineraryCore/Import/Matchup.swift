/// The teams of a calendar event's `SUMMARY` (docs/calendars.md): `AWAY @ HOME` or `AWAY
/// at HOME`; `HOME vs AWAY` or `HOME vs. AWAY` puts the home team first.
enum Matchup {
    static func teams(_ summary: String) -> (away: String, home: String)? {
        let text = summary.trimmingWhitespace()
        for (separator, homeFirst) in [("@", false), (" at ", false), (" vs. ", true), (" vs ", true)] {
            guard let range = firstRange(of: separator, ignoringCase: text) else { continue }
            let first = String(text[..<range.lowerBound]).trimmingWhitespace()
            let second = String(text[range.upperBound...]).trimmingWhitespace()
            guard !first.isEmpty, !second.isEmpty else { continue }
            return homeFirst ? (away: second, home: first) : (away: first, home: second)
        }
        return nil
    }

    /// Where `separator` (lowercase ASCII) first stands in `text`, whatever its letters' case.
    static func firstRange(of separator: String, ignoringCase text: String) -> Range<String.Index>? {
        let wanted = Array(separator.utf8)
        let bytes = text.utf8
        var start = bytes.startIndex
        while start != bytes.endIndex {
            var i = start
            var matched = 0
            while matched < wanted.count, i != bytes.endIndex, lowered(bytes[i]) == wanted[matched] {
                matched += 1
                i = bytes.index(after: i)
            }
            if matched == wanted.count { return start..<i }
            start = bytes.index(after: start)
        }
        return nil
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
