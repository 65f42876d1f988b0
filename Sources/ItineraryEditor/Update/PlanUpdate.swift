import ItineraryCore

/// `L`: the trip's missing legs (docs/travel.md), asked about first, then added as one undo
/// step with the cursor on the first.
extension TripView {
    func planLegs(_ library: Library, _ keys: KeyTable) -> [Outcome] {
        // A traveller's own view plans their gaps (their own trip, as if they were its only
        // traveller), and the legs are theirs.
        let plan = TravelPlan(whose.trip(trip), in: library, places: PlaceResolver(library), model: model)
        let cannot = plan.unfilled.first?.line
        guard case .insert(let id, let items, let at, let renumbered) = plan.edit, let first = plan.legs.first else {
            return [
                .say(
                    cannot.map { .error("Nothing to plan: \($0)") }
                        ?? .info("Nothing to plan: every game and leg has a way there"))
            ]
        }
        let legs = plan.legs.map { leg in
            let travel = leg.item.travel!
            return "\(travel.route) \(travel.miles.map(TravelText.miles) ?? "") \(travel.mode?.rawValue ?? "drive")"
        }
        let count = RowText.count(plan.legs.count, "leg")
        let detail = (legs + (cannot.map { [$0] } ?? [])).joined(separator: ", ")
        let change = Change("added \(count)", focus: .entry(trip: tripID, id: first.item.id))
        let edit = Edit.insert(trip: id, items: whose.owning(items), at: at, renumbered: renumbered)
        return [
            .open(
                .choice(
                    .confirm(
                        "Add \(count)?", edit, change, said: "Added \(count) (\(keys.undoHint))",
                        detail: detail, declined: "Nothing added")))
        ]
    }
}
