/// Each traveller's walk as one list (docs/travellers.md): what holds word for word for every
/// traveller of the trip is said once, without a name, where the first traveller's walk says
/// it; anything else once for each traveller whose it is, with their name before it (`Bob: no
/// travel from …`), after everything of the travellers before them. A gap every traveller has
/// is one gap for everyone; one only some have, one gap with those travellers as its `who`.
enum WalkMerge {
    /// `lists[i]` is what `travellers[i]`'s walk found (its warnings, or its unbooked nights);
    /// `tally` counts them.
    static func merged<Finding: WalkFinding>(
        _ travellers: [String], _ lists: [[Finding]], _ tally: WalkTally<Finding>
    ) -> [Finding] {
        var out: [Finding] = []
        var said = Set<Finding>()
        for (name, list) in zip(travellers, lists) {
            for finding in list {
                if !tally.isEveryones(finding) {
                    out.append(finding.named(name))
                } else if said.insert(finding).inserted {
                    out.append(finding)
                }
            }
        }
        return out
    }

    static func unknownPlaces(_ checks: [OwnTripCheck]) -> [String] {
        TripPlaces.firstOfEach(checks.flatMap(\.unknownPlaces))
    }

    /// A gap is the same gap for two travellers when it is between the same two rows, from and
    /// to the same names.
    private struct GapKey: Hashable {
        let from: String, to: String, after: String, before: String
        init(_ gap: TravelCheck.Gap) { (from, to, after, before) = (gap.from, gap.to, gap.after, gap.before) }
    }

    static func gaps(_ travellers: [String], _ checks: [OwnTripCheck]) -> [TravelCheck.Gap] {
        var order: [GapKey] = []
        var first: [GapKey: TravelCheck.Gap] = [:]
        var whose: [GapKey: [String]] = [:]
        for (name, check) in zip(travellers, checks) {
            for gap in check.gaps {
                let key = GapKey(gap)
                if first[key] == nil {
                    first[key] = gap
                    order.append(key)
                }
                if whose[key]?.last != name { whose[key, default: []].append(name) }
            }
        }
        return order.map { key in
            var gap = first[key]!
            let names = whose[key]!
            gap.who = names.count == travellers.count ? nil : names
            return gap
        }
    }

    /// Which of the trip's stays cover which of its nights, all the walks' stays together.
    static func nights(_ checks: [OwnTripCheck]) -> TripNights {
        var seen = Set<String>()
        var stays: [Item] = []
        for check in checks {
            for stay in check.nights.stays where seen.insert(stay.id).inserted { stays.append(stay) }
        }
        stays.sort(by: Item.displayOrder)
        return TripNights(days: checks[0].nights.days, sortedStays: stays)
    }
}

/// What a walk finds that a merged list says with a traveller's name before it, when it is
/// theirs only (`Bob: …`).
protocol WalkFinding: Hashable, Sendable {
    func named(_ traveller: String) -> Self
}
