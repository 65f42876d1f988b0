import ItineraryCore

/// Whose a row is, at its end in everyone's view (docs/travellers.md): the travellers' names,
/// or, when those would cut the row's text short, their initials.
struct WhoLabel {
    let names: String
    let initials: String

    /// Nil for an entry that is everyone's.
    init?(_ who: [String]?, in travellers: [String]) {
        guard let who, !travellers.allSatisfy(who.contains) else { return nil }
        let theirs = travellers.filter(who.contains)
        let short = Self.initials(of: travellers)
        names = " · " + theirs.joined(separator: ", ")
        initials = " · " + theirs.map { short[$0] ?? $0 }.joined(separator: ",")
    }

    /// Each traveller's shortest start that no other traveller's name shares: `A` for Alice,
    /// but `Al` and `Am` for Alice and Amy; a name that starts another is its own whole.
    static func initials(of travellers: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for name in travellers {
            let others = travellers.filter { $0 != name }
            let letters = Array(name)
            var length = 1
            while length < letters.count, others.contains(where: { $0.hasPrefix(String(letters[..<length])) }) {
                length += 1
            }
            result[name] = String(letters[..<length])
        }
        return result
    }
}
