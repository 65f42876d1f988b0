/// Whether a trip can be travelled (docs/travel.md, docs/stays.md, docs/travellers.md): its
/// rows read in order, a game or a stay putting the traveller in its city and a leg taking them
/// from `from` to `to`. Warnings come of it, each on the row it belongs to: **no way there**
/// (the next game, leg or stay is somewhere the traveller is not), **can't make it** (the legs
/// between two games take longer than the hours between them), a stay's night spent where the
/// day does not end, and two beds on one night; and, once there is a stay, the nights no stay
/// covers.
///
/// Everyone's check walks a trip whose entries are all everyone's once (`OwnTripCheck`); a trip
/// where some are a traveller's own, once per traveller over their own trip, and says a warning
/// that holds word for word for every traveller once, any other with whose it is before it
/// (`WalkMerge`). A traveller's check is their own walk, without names: the same as their part
/// of everyone's.
public struct TravelCheck: Sendable {
    public struct Warning: Hashable, Sendable {
        public enum Kind: Hashable, Sendable { case noWayThere, cantMakeIt, elsewhereAtNight, twoBeds }
        /// The game or item the warning sits on.
        public let entryID: String
        public let kind: Kind
        public let description: String
    }

    /// A **no way there**: where the traveller is, where the trip goes next, and the rows
    /// around the missing leg (what `plan` fills in, docs/travel.md).
    public struct Gap: Hashable, Sendable {
        public let from: String
        public let to: String
        /// The game or leg that put the traveller in `from`.
        public let after: String
        /// The game or leg that needs them in `to`.
        public let before: String
        /// The last game before the gap and the first game at or after it, when there are.
        public let previousGame: Game?
        public let nextGame: Game?
        /// How long the legs already between those two games take (those that can be told).
        public let otherLegSeconds: Double
        /// Whose gap it is, when not every traveller's: the `who` of the leg that fills it.
        public internal(set) var who: [String]? = nil
    }

    /// A night of the trip no stay covers, once the trip has a stay: on no row, so on the trip.
    public struct UnbookedNight: Hashable, Sendable {
        public let day: Int
        /// Where the day ends, so where a bed for the night is wanted; nil when the trip
        /// names no place at all.
        public let dayEndsIn: String?
        /// `night 4 (Mon Jun 15): no stay, the day ends in New York`
        public let description: String
    }

    /// Whose trip is checked: everyone's, each traveller's warnings named unless they hold
    /// for every traveller; or one traveller's own, as if the others' entries were not there,
    /// their warnings and nights (from the day of their first entry to the day before their
    /// last) without their name.
    public let whose: ForWhom
    /// Which stays cover which nights: everyone's check, all the trip's stays.
    public private(set) var nights: TripNights
    /// The walks: one, or one per traveller in the trip's order (`walked` says which).
    private var checks: [OwnTripCheck]
    private var walked: Walked
    /// With a walk per traveller: what everyone's list holds, kept up without making it.
    private var warningTally = WalkTally<Warning>(walks: 0)
    private var nightTally = WalkTally<UnbookedNight>(walks: 0)

    private enum Walked: Sendable {
        /// Every entry is everyone's: one walk, the trip's nights.
        case shared
        /// Some entries are a traveller's own: each traveller's walk, and how many entries are
        /// not everyone's (none left: one walk again).
        case each([String], own: Int)
        /// One traveller's own trip.
        case one(String)
    }

    public init(
        _ trip: Trip, for whose: ForWhom = .everyone, places resolver: PlaceResolver, model: TravelModel = .standard,
        zones: ZoneCache = .shared
    ) {
        self.whose = whose
        (walked, checks) = Self.walks(trip, whose, places: TripPlaces(resolver), model: model, zones: zones)
        nights = TripNights(days: trip.days, sortedStays: [])
        tallyAfresh()
    }

    private static func walks(
        _ trip: Trip, _ whose: ForWhom, places: TripPlaces, model: TravelModel, zones: ZoneCache
    ) -> (Walked, [OwnTripCheck]) {
        func walk(_ trip: Trip, _ nights: NightSpan.Kind, _ places: TripPlaces) -> OwnTripCheck {
            OwnTripCheck(trip, nights: nights, places: places, model: model, zones: zones)
        }
        switch whose {
        case .traveller(let name):
            return (.one(name), [walk(trip.seen(by: name), .firstToLastEntry, places)])
        case .everyone:
            let own = trip.entriesNotEveryones
            guard own > 0 else { return (.shared, [walk(trip, .trip, places)]) }
            var places = places  // each walk looks up only the names the ones before did not
            var checks: [OwnTripCheck] = []
            for name in trip.travellers {
                checks.append(walk(trip.seen(by: name), .firstToLastEntry, places))
                places = checks.last!.places
            }
            return (.each(trip.travellers, own: own), checks)
        }
    }

    /// Catches up with an edit of `trip`'s items (the trip after it), its games, travellers and
    /// places as they were: for each traveller the changed items were or are theirs, only the
    /// stretches between games the items left or joined are walked again, then the nights;
    /// and everyone's count and lookups by row take in only what those walks changed.
    /// Only the first entry of a trip that is not everyone's, or the last one's going, walks
    /// the trip afresh (once per traveller, or once).
    public mutating func update(_ changes: [ItemChange], in trip: Trip) {
        guard !changes.isEmpty else { return }
        let afresh: Bool
        switch walked {
        case .shared:
            afresh = changes.contains { $0.after.map { !trip.isEveryones($0.who) } ?? false }
            if !afresh { checks[0].update(changes) }
        case .each(let names, var own):
            for change in changes {
                if let item = change.before, !trip.isEveryones(item.who) { own -= 1 }
                if let item = change.after, !trip.isEveryones(item.who) { own += 1 }
            }
            afresh = own == 0
            if !afresh {
                for i in names.indices {
                    let changed = checks[i].update(Self.changes(changes, of: names[i]))
                    warningTally.remove(changed.removed, walk: i)
                    warningTally.add(changed.added, walk: i)
                    nightTally.remove(changed.nightsRemoved, walk: i)
                    nightTally.add(changed.nightsAdded, walk: i)
                }
                walked = .each(names, own: own)
            }
        case .one(let name):
            afresh = false
            checks[0].update(Self.changes(changes, of: name))
        }
        if afresh {
            let first = checks[0]
            (walked, checks) = Self.walks(trip, whose, places: places, model: first.model, zones: first.zones)
            tallyAfresh()
        } else if case .each = walked {
            if changes.contains(where: { $0.before?.stay != nil || $0.after?.stay != nil }) { gatherNights() }
        } else {
            gatherNights()  // a traveller's span of nights may have moved
        }
    }

    /// The changes as `traveller`'s own trip sees them: an item that is theirs no more has
    /// left it, one that is theirs now has joined it.
    private static func changes(_ changes: [ItemChange], of traveller: String) -> [ItemChange] {
        changes.compactMap { change in
            let before = change.before.flatMap { Trip.includes($0.who, traveller) ? $0 : nil }
            let after = change.after.flatMap { Trip.includes($0.who, traveller) ? $0 : nil }
            return before == nil && after == nil ? nil : ItemChange(before: before, after: after)
        }
    }

    /// Everyone's count of each walk's findings, once the walks are made afresh.
    private mutating func tallyAfresh() {
        if case .each(let names, _) = walked {
            warningTally = WalkTally(walks: names.count)
            nightTally = WalkTally(walks: names.count)
            for (i, check) in checks.enumerated() {
                warningTally.add(check.warnings, walk: i)
                nightTally.add(check.unbookedNights, walk: i)
            }
        }
        gatherNights()
    }

    private mutating func gatherNights() {
        if case .each = walked { nights = WalkMerge.nights(checks) } else { nights = checks[0].nights }
    }

    /// The walk's in display order, then the nights', by stay in display order; with several
    /// walks, the first traveller's so, then each other's own (`WalkMerge`). Each list is
    /// made when asked for (`check`, `!`), never by an edit: as long as the trip's warnings.
    public var warnings: [Warning] {
        guard case .each(let names, _) = walked else { return checks[0].warnings }
        return WalkMerge.merged(names, checks.map(\.warnings), warningTally)
    }
    public var unbookedNights: [UnbookedNight] {
        guard case .each(let names, _) = walked else { return checks[0].unbookedNights }
        return WalkMerge.merged(names, checks.map(\.unbookedNights), nightTally)
    }
    public var gaps: [Gap] {
        guard case .each(let names, _) = walked else { return checks[0].gaps }
        return WalkMerge.gaps(names, checks)
    }
    /// Names that fit no place, as first written, once each, in display order.
    public var unknownPlaces: [String] {
        guard case .each = walked else { return checks[0].unknownPlaces }
        return WalkMerge.unknownPlaces(checks)
    }

    /// The first warning on a row, as `warnings` lists them.
    public func warning(for entryID: String) -> Warning? { first(warningTally) { $0.firstWarning(on: entryID) } }

    /// Whether two checks found the same: what one caught up with an edit must find.
    public func agrees(with other: TravelCheck) -> Bool {
        warnings == other.warnings && unbookedNights == other.unbookedNights && nights == other.nights
            && gaps == other.gaps && unknownPlaces == other.unknownPlaces && count == other.count
    }

    /// The first unbooked night of day `day`, when no stay covers it and there is a stay.
    public func unbookedNight(_ day: Int) -> UnbookedNight? { first(nightTally) { $0.unbookedNight(day) } }

    /// The first of a row's or a day's findings as everyone's list says it: the first
    /// traveller's walk with one there says it, named unless every walk finds it.
    private func first<Finding: WalkFinding>(
        _ tally: WalkTally<Finding>, _ find: (OwnTripCheck) -> Finding?
    ) -> Finding? {
        guard case .each(let names, _) = walked else { return find(checks[0]) }
        for (name, check) in zip(names, checks) {
            if let found = find(check) { return tally.isEveryones(found) ? found : found.named(name) }
        }
        return nil
    }

    /// What the trip's ⚠ count adds for travel: the warnings on rows and the unbooked nights,
    /// as `check` lists them.
    public var count: Int {
        guard case .each = walked else { return checks[0].warningCount + checks[0].unbookedNights.count }
        return warningTally.count + nightTally.count
    }

    /// Every name looked up so far, by one walk or another.
    var places: TripPlaces { checks.last!.places }
    var model: TravelModel { checks[0].model }

    /// A leg's estimate in words, from the places this check looked up (so a cursor on a
    /// leg costs two look-ups in a table): `Boston → New York · 228 mi · about 4 h 9 min by
    /// car`, or which place is unknown.
    public func describe(_ travel: Travel) -> String {
        let places =
            checks.first { $0.places.known[travel.from] != nil && $0.places.known[travel.to] != nil }?.places
            ?? self.places
        let from = places.known[travel.from]??.coordinates
        let to = places.known[travel.to]??.coordinates
        if let estimate = LegEstimate(travel, from: from, to: to, model: model) {
            return "\(travel.route) · \(estimate.text)"
        }
        return "\(travel.route) · unknown place: \(from == nil ? travel.from : travel.to)"
    }
}

extension TravelCheck.Warning: WalkFinding {
    /// `Bob: …`: a warning that holds for some travellers only, said for one of them.
    func named(_ traveller: String) -> Self {
        .init(entryID: entryID, kind: kind, description: "\(traveller): \(description)")
    }
}

extension TravelCheck.UnbookedNight: WalkFinding {
    func named(_ traveller: String) -> Self {
        .init(day: day, dayEndsIn: dayEndsIn, description: "\(traveller): \(description)")
    }
}

extension Trip {
    /// How many games and items are not everyone's (a traveller's own, docs/travellers.md):
    /// none in a trip without travellers, which no `who` may name.
    var entriesNotEveryones: Int {
        guard !travellers.isEmpty else { return 0 }
        var count = games.count { !isEveryones($0.who) }
        for index in items.indices where !isEveryones(items[index].who) { count += 1 }
        return count
    }
}
