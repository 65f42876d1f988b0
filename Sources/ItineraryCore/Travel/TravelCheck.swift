/// Whether a trip can be travelled (docs/travel.md, docs/stays.md): its rows read in order, a
/// game or a stay putting the traveller in its city and a leg taking them from `from` to `to`.
/// Warnings come of it, each on the row it belongs to: **no way there** (the next game, leg or
/// stay is somewhere the traveller is not), **can't make it** (the legs between two games take
/// longer than the hours between them), a stay's night spent where the day does not end, and two
/// beds on one night; and, once the trip has a stay, the nights no stay covers. A pure function
/// of the trip's rows, its places and the model; one pass over the games, legs and stays, a
/// stretch between two games at a time (`TravelStretches`), then one over the nights, the places
/// of the trip's few distinct names looked up once each.
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

    /// The walk's in display order, then the nights', by stay in display order.
    public private(set) var warnings: [Warning] = []
    public private(set) var unbookedNights: [UnbookedNight] = []
    /// Which stays cover which nights.
    public private(set) var nights: TripNights
    public private(set) var gaps: [Gap] = []
    /// Names that fit no place, as first written, once each, in display order.
    public private(set) var unknownPlaces: [String] = []
    private var byEntry: [String: Warning] = [:]
    private var unbookedByDay: [Int: UnbookedNight] = [:]
    /// The walk's state, large and changed only by `update`, behind a reference: the editor
    /// copies its view of a trip at every look into the screen.
    private var box: StretchesBox
    private var stretches: TravelStretches { box.stretches }
    var places: TripPlaces { stretches.walk.places }
    var model: TravelModel { stretches.walk.model }

    /// Only games, legs and stays are read and ordered, never notes, then each night once.
    public init(
        _ trip: Trip, places resolver: PlaceResolver, model: TravelModel = .standard,
        zones: ZoneCache = .shared
    ) {
        box = StretchesBox(TravelStretches(trip, places: TripPlaces(resolver), model: model, zones: zones))
        nights = TripNights(days: trip.days, sortedStays: [])
        gather()
    }

    /// Catches up with an edit of the trip's items, its games and places as they were: only
    /// the stretches between games that the changed items left or joined are walked again,
    /// then the nights (which stays cover them, only when a stay changed).
    public mutating func update(_ changes: [ItemChange]) {
        guard !changes.isEmpty else { return }
        if !isKnownUniquelyReferenced(&box) { box = StretchesBox(box.stretches) }
        box.stretches.update(changes)
        gather(staysChanged: changes.contains { $0.before?.stay != nil || $0.after?.stay != nil })
    }

    /// The stretches' findings in display order, and the nights judged against them.
    private mutating func gather(staysChanged: Bool = true) {
        let trip = stretches.walk.trip
        if staysChanged {
            nights = TripNights(days: trip.days, sortedStays: stretches.moves.filter { $0.stay != nil })
        }
        var nightCheck = NightCheck(trip: trip, nights: nights, dayEnds: nights.any ? stretches.dayEnds() : [])
        var places = places  // the walk looked up every name the nights ask about
        nightCheck.run(places: &places, model: model)
        warnings = []
        gaps = []
        var unknown: [String] = []
        for found in stretches.findings {
            warnings += found.warnings
            gaps += found.gaps
            unknown += found.unknown
        }
        warnings += nightCheck.warnings
        unbookedNights = nightCheck.unbooked
        unknownPlaces = TripPlaces.firstOfEach(unknown)
        byEntry = [:]
        for w in warnings where byEntry[w.entryID] == nil { byEntry[w.entryID] = w }
        unbookedByDay = Dictionary(uniqueKeysWithValues: unbookedNights.map { ($0.day, $0) })
    }

    public func warning(for entryID: String) -> Warning? { byEntry[entryID] }

    /// Whether two checks found the same: what one caught up with an edit must find.
    public func agrees(with other: TravelCheck) -> Bool {
        warnings == other.warnings && unbookedNights == other.unbookedNights && nights == other.nights
            && gaps == other.gaps && unknownPlaces == other.unknownPlaces
    }

    /// The night of day `day`, when no stay covers it and the trip has a stay.
    public func unbookedNight(_ day: Int) -> UnbookedNight? { unbookedByDay[day] }

    /// What the trip's ⚠ count adds for travel: the warnings on rows and the unbooked nights.
    public var count: Int { warnings.count + unbookedNights.count }

    /// A leg's estimate in words, from the places this check looked up (so a cursor on a
    /// leg costs two look-ups in a table): `Boston → New York · 228 mi · about 4 h 9 min by
    /// car`, or which place is unknown.
    public func describe(_ travel: Travel) -> String {
        let from = places.known[travel.from]??.coordinates
        let to = places.known[travel.to]??.coordinates
        if let estimate = LegEstimate(travel, from: from, to: to, model: model) {
            return "\(travel.route) · \(estimate.text)"
        }
        return "\(travel.route) · unknown place: \(from == nil ? travel.from : travel.to)"
    }
}

/// `TravelStretches` shared by copies of a check until one of them changes (copy on write):
/// changed only through a reference no other check holds, so it is safe to send.
private final class StretchesBox: @unchecked Sendable {
    var stretches: TravelStretches
    init(_ stretches: TravelStretches) { self.stretches = stretches }
}
