/// The legs a trip is missing (docs/travel.md): one for every **no way there**, from where the traveller
/// is to where the trip goes next, in the first slot after the game or leg that put them there where the
/// leg rule (docs/travel.md) allows it. A gap only some travellers have gets a leg of theirs alone (its
/// `who`, docs/travellers.md). All of them are one edit, so one undo takes them back.
public struct TravelPlan: Sendable {
    public enum ModeChoice: Hashable, Sendable {
        /// Drive when it is at most the model's limit and fits the hours, else fly between
        /// airports, else drive (and the can't-make-it warning stays).
        case auto
        case always(Travel.Mode)
    }

    public struct Leg: Hashable, Sendable {
        public let item: Item
        /// `Day 1 after Yankees @ Red Sox`: by the entry before it in its day (docs/travel.md)
        public let slot: String

        /// `added boston-new-york: Boston → New York · 228 mi · drive · Day 1 after Yankees @ Red Sox`,
        /// then `· for Bob` when the leg is not everyone's.
        public var line: String {
            let travel = item.travel!
            let miles = travel.miles.map { " · \(TravelText.miles($0))" } ?? ""
            let whose = item.who.map { " · for \($0.joined(separator: ", "))" } ?? ""
            return "added \(item.id): \(travel.route)\(miles) · \(travel.mode?.rawValue ?? "drive") · \(slot)\(whose)"
        }
    }

    /// A gap no leg can fill, and why.
    public struct Unfilled: Hashable, Sendable {
        public let gap: TravelCheck.Gap
        public let reason: String

        /// `cannot plan Springfeld → Boston: unknown place: Springfeld`, after `Bob: ` when the gap
        /// is not everyone's.
        public var line: String {
            let whose = gap.who.map { "\($0.joined(separator: ", ")): " } ?? ""
            return "\(whose)cannot plan \(gap.from) → \(gap.to): \(reason)"
        }
    }

    public let tripID: String
    public let legs: [Leg]
    public let unfilled: [Unfilled]
    /// The legs as one edit; nil when there are none.
    public let edit: Edit?

    public init(
        _ trip: Trip, in library: Library, places: PlaceResolver, model: TravelModel = .standard,
        mode: ModeChoice = .auto
    ) {
        tripID = trip.id
        let check = TravelCheck(trip, places: places, model: model)
        var working = trip
        var ids = library.newIDs()
        var legs: [Leg] = []
        var unfilled: [Unfilled] = []
        var resolved = check.places
        for gap in check.gaps {
            let from = resolved.spot(gap.from)?.coordinates
            let to = resolved.spot(gap.to)?.coordinates
            guard let from, let to else {
                unfilled.append(Unfilled(gap: gap, reason: "unknown place: \(from == nil ? gap.from : gap.to)"))
                continue
            }
            let chosen = Self.mode(mode, from: from, to: to, gap: gap, in: trip, places: &resolved, model: model)
            let miles = model.miles(chosen, from: from, to: to).rounded()
            let id = ids.make([gap.from, gap.to], fallback: "leg")
            var item = Item(
                id: id, day: 1, sortOrder: 0,
                kind: .travel(Travel(from: gap.from, to: gap.to, miles: miles, mode: chosen)), who: gap.who)
            let layout = TripLayout(working)
            guard let after = layout.position(of: gap.after) else { continue }
            switch NewItemLanding.place(
                item, in: working, day: after.day, index: after.index + 1, search: .forward(before: gap.before))
            {
            case .failure(let reason):
                unfilled.append(Unfilled(gap: gap, reason: "no slot between allows a leg: \(reason.description)"))
            case .success(let placed):
                item.day = placed.placement.day
                item.sortOrder = placed.placement.sortOrder
                for r in placed.placement.renumbered {
                    if let i = working.itemIndex(r.id) { working.items[i].sortOrder = r.value }
                }
                working.items.append(item)
                legs.append(Leg(item: item, slot: Self.slot(of: item.id, in: working)))
            }
        }
        self.legs = legs
        self.unfilled = unfilled
        let added = Set(legs.map(\.item.id))
        var renumbered: [Renumbering] = []
        for (old, new) in zip(trip.items, working.items) where old.sortOrder != new.sortOrder {
            renumbered.append(Renumbering(id: new.id, value: new.sortOrder))
        }
        let newItems = working.items.filter { added.contains($0.id) }
        edit = newItems.isEmpty ? nil : .insert(trip: trip.id, items: newItems, renumbered: renumbered)
    }

    /// Where a leg stands, by its neighbour in its day: `Day 1 after Yankees @ Red Sox`, or
    /// before the day's first entry, or the day alone.
    private static func slot(of id: String, in trip: Trip) -> String {
        let layout = TripLayout(trip)
        guard let (day, index) = layout.position(of: id) else { return "" }
        let entries = layout.day(day).entries
        if index > 0 { return "Day \(day) after \(entries[index - 1].shortName)" }
        if entries.count > 1 { return "Day \(day) before \(entries[1].shortName)" }
        return "Day \(day)"
    }

    private static func mode(
        _ choice: ModeChoice, from: Coordinates, to: Coordinates, gap: TravelCheck.Gap, in trip: Trip,
        places: inout TripPlaces, model: TravelModel
    ) -> Travel.Mode {
        guard case .auto = choice else {
            if case .always(let mode) = choice { return mode }
            return .drive
        }
        let driveMiles = model.miles(.drive, from: from, to: to)
        var fits = true
        if let previous = gap.previousGame, let next = gap.nextGame,
            let window = TravelWindow(from: previous, to: next, in: trip, places: &places, model: model, zones: .shared)
        {
            fits = model.seconds(.drive, miles: driveMiles) + gap.otherLegSeconds <= Double(window.seconds)
        }
        if driveMiles <= model.autoDriveMaxMiles, fits { return .drive }
        let hasAirport = { (p: Coordinates) in
            Gazetteer.shared.nearestAirport(to: p, within: model.airportMiles, radius: model.earthRadiusMiles) != nil
        }
        return hasAirport(from) && hasAirport(to) ? .fly : .drive
    }
}
