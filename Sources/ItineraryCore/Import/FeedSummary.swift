/// A calendar event's `SUMMARY` (or a team CSV's `SUBJECT`) read for its teams: a leading
/// emoji or symbol dropped, a played game's result read without its score, a ` - Time TBD`
/// suffix noted, and `@`/`at` (home second), `vs`/`vs.` (either first), or one team.
struct FeedSummary: Hashable, Sendable {
    let teams: FeedTeams
    /// The summary says the time is not set yet (` - Time TBD`).
    let timeNotSet: Bool

    init?(_ summary: String) {
        var text = Self.droppingLeadingSymbols(summary.trimmingWhitespace())
        var timeNotSet = false
        if let dash = text.ranges(of: " - ").last {
            let tail = String(text[dash.upperBound...]).trimmingWhitespace().uppercased()
            if ["TIME TBD", "TBD", "TIME TBA", "TBA"].contains(tail) {
                timeNotSet = true
                text = String(text[..<dash.lowerBound]).trimmingWhitespace()
            }
        }
        self.timeNotSet = timeNotSet
        if let result = Self.result(text) {
            teams = result
            return
        }
        for (separator, homeSecond) in [("@", true), (" at ", true), (" vs. ", false), (" vs ", false)] {
            guard let range = Matchup.firstRange(of: separator, ignoringCase: text) else { continue }
            let first = String(text[..<range.lowerBound]).trimmingWhitespace()
            let second = String(text[range.upperBound...]).trimmingWhitespace()
            guard !first.isEmpty, !second.isEmpty else { continue }
            teams = homeSecond ? .awayHome(away: first, home: second) : .either(first, second)
            return
        }
        // One team: only a known team's name, or one whose time is to be set, is taken for a
        // team (`Batting practice` is not a game).
        guard !text.isEmpty, timeNotSet || Venues.team(named: text) != nil else { return nil }
        teams = .single(text)
    }

    /// `FINAL: St. Louis Cardinals 3 - Chicago Cubs 0`, `FINAL Spring: …`, `FINAL NLDS: …`:
    /// the two teams without their scores.
    private static func result(_ text: String) -> FeedTeams? {
        guard text.uppercased().hasPrefix("FINAL"), let colon = text.firstIndex(of: ":") else { return nil }
        let score = text[text.index(after: colon)...]
        guard let dash = score.ranges(of: " - ").first else { return nil }
        let first = withoutScore(score[..<dash.lowerBound])
        let second = withoutScore(score[dash.upperBound...])
        guard !first.isEmpty, !second.isEmpty else { return nil }
        return .either(first, second)
    }

    /// `Chicago Cubs 10` → `Chicago Cubs`.
    private static func withoutScore(_ side: Substring) -> String {
        var text = String(side).trimmingWhitespace()
        while let last = text.last, last.isNumber { text.removeLast() }
        return text.trimmingWhitespace()
    }

    /// `⚾️ Milwaukee Brewers @ …` → `Milwaukee Brewers @ …`: every scalar before the first
    /// letter or digit goes (emoji, their variation selectors and joiners, symbols, blanks).
    static func droppingLeadingSymbols(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard
            let first = scalars.firstIndex(where: {
                $0.properties.isAlphabetic || $0.properties.numericType != nil
            })
        else { return "" }
        return String(scalars[first...])
    }
}
