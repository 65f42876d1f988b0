import Foundation

/// The teams of a calendar event's `SUMMARY` (SPEC §7): `AWAY @ HOME` or `AWAY at HOME`;
/// `HOME vs AWAY` or `HOME vs. AWAY` puts the home team first.
enum Matchup {
    static func teams(_ summary: String) -> (away: String, home: String)? {
        let text = summary.trimmingWhitespace()
        for (separator, homeFirst) in [("@", false), (" at ", false), (" vs. ", true), (" vs ", true)] {
            guard let range = text.range(of: separator, options: .caseInsensitive) else { continue }
            let first = String(text[..<range.lowerBound]).trimmingWhitespace()
            let second = String(text[range.upperBound...]).trimmingWhitespace()
            guard !first.isEmpty, !second.isEmpty else { continue }
            return homeFirst ? (away: second, home: first) : (away: first, home: second)
        }
        return nil
    }
}
