/// Each traveller's walk as one list (docs/travellers.md): what holds word for word for every
/// traveller of the trip is said once, without a name, where the first traveller's walk says
/// it; anything else once for each traveller whose it is, with their name before it (`Bob: no
/// travel from …`), after everything of the travellers before them. A gap every traveller has
/// is one gap for everyone; one only some have, one gap with those travellers as its `who`.
enum WalkMerge {
    /// `checks[i]` is `travellers[i]`'s walk; `tally` counts their warnings.
    static func warnings(
        _ travellers: [String], _ checks: [OwnTripCheck], _ tally: WalkTally<TravelCheck.Warning>
    ) -> [TravelCheck.Warning] {
        var warnings: [TravelCheck.Warning] = []
        var said = Set<TravelCheck.Warning>()
        for (name, check) in zip(travellers, checks) {
            for w in check.warnings {
                if !tally.isEveryones(w) {
                    warnings.append(w.named(name))
                } else if said.insert(w).inserted {
                    warnings.append(w)
                }
            }
        }
        return warnings
    }

    static func unbookedNights(
        _ travellers: [String], _ checks: [OwnTripCheck], _ tally: WalkTally<TravelCheck.UnbookedNight>
    ) -> [TravelCheck.UnbookedNight] {
        var nights: [TravelCheck.UnbookedNight] = []
        var said = Set<TravelCheck.UnbookedNight>()
        for (name, check) in zip(travellers, checks) {
            for n in check.unbookedNights {
                if !tally.isEveryones(n) {
                    nights.append(n.named(name))
                } else if said.insert(n).inserted {
                    nights.append(n)
                }
            }
        }
        return nights
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
