/// Whose trip an output shows (`print`, `map`, `export`, `publish`; docs/travellers.md):
/// everyone's, where each entry that is not everyone's names its travellers, or one
/// traveller's own, as if the others' entries were not there.
public enum ForWhom: Hashable, Sendable {
    case everyone
    case traveller(String)

    /// The trip as shown. A traveller's own keeps only their entries and has them as its only
    /// traveller, so that nothing in it names anyone and its walk is theirs alone; costs are
    /// not worked out on it.
    public func trip(_ trip: Trip) -> Trip {
        guard case .traveller(let name) = self else { return trip }
        var own = trip.seen(by: name)
        own.travellers = [name]
        return own
    }

    /// `Bob's trip`, said beside a traveller's own trip's dates; nil for everyone's.
    public var title: String? {
        guard case .traveller(let name) = self else { return nil }
        return "\(name)'s trip"
    }

    /// `Bob's trip · Jun 12 – Jun 14, 2026 · 3 days`: whose and when, under a trip's name;
    /// everyone's says only when.
    public func dates(of trip: Trip) -> String {
        RowText.listed((title.map { [$0] } ?? []) + [RowText.dateRange(trip), RowText.count(trip.days, "day")])
    }

    /// `for Alice, Bob`: the travellers of an entry of `trip` that is not everyone's, in the
    /// trip's order; nil for one that is everyone's (every entry of a traveller's own trip).
    public static func label(_ who: [String]?, in trip: Trip) -> String? {
        trip.isEveryones(who) ? nil : "for " + trip.travellers(of: who).joined(separator: ", ")
    }
}
