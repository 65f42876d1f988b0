/// One walk of `TravelCheck` (docs/travel.md, docs/stays.md): the rows of one own trip read in
/// order — everyone's, when every entry is everyone's, else one traveller's (the trip as if
/// the others' entries were not there) — into warnings, gaps and nights. A pure function of
/// those rows, their places and the model; one pass over the games, legs and stays, a stretch
/// between two games at a time (`TravelStretches`), then one over the nights. The lists are
/// put together only when asked for: an edit keeps up only the count and the lookups by row.
struct OwnTripCheck: Sendable {
    /// The nights' warnings, which come after all the stretches'.
    private(set) var nightWarnings: [TravelCheck.Warning] = []
    private(set) var unbookedNights: [TravelCheck.UnbookedNight] = []
    private(set) var nights: TripNights
    /// How many warnings `warnings` holds.
    private(set) var warningCount = 0
    /// Which stretch found the warnings on a row: all of a row's come from one stretch (the
    /// one it is in, or the one a game closes).
    private var stretchOf: [String: Int] = [:]
    private var firstNightWarning: [String: TravelCheck.Warning] = [:]
    private var unbookedByDay: [Int: TravelCheck.UnbookedNight] = [:]
    /// Where each day ends, as the nights were last judged against (index 0 is day 1).
    private var dayEnds: [String?] = []
    /// Which nights are judged: the trip's, or a traveller's own.
    private var span: NightSpan
    /// The walk's state, large and changed only by `update`, behind a reference: the editor
    /// copies its view of a trip at every look into the screen.
    private var box: StretchesBox
    private var stretches: TravelStretches { box.stretches }
    var places: TripPlaces { stretches.walk.places }
    var model: TravelModel { stretches.walk.model }
    var zones: ZoneCache { stretches.walk.zones }

    /// What an update took away and added, as many times as each was found.
    struct Changed {
        var removed: [TravelCheck.Warning] = []
        var added: [TravelCheck.Warning] = []
        var nightsRemoved: [TravelCheck.UnbookedNight] = []
        var nightsAdded: [TravelCheck.UnbookedNight] = []
    }

    /// `trip` is the own trip itself: everything in it is walked. Only games, legs and stays
    /// are read and ordered, never notes (but for a traveller's span of days), then each night
    /// once.
    init(_ trip: Trip, nights span: NightSpan.Kind, places: TripPlaces, model: TravelModel, zones: ZoneCache) {
        box = StretchesBox(TravelStretches(trip, places: places, model: model, zones: zones))
        self.span = NightSpan(span, of: trip)
        nights = TripNights(days: trip.days, sortedStays: [])
        for (k, found) in stretches.findings.enumerated() {
            warningCount += found.warnings.count
            for w in found.warnings { stretchOf[w.entryID] = k }
        }
        _ = checkNights(nightsChanged: true)
    }

    /// The walk's warnings in display order, then the nights'.
    var warnings: [TravelCheck.Warning] { stretches.findings.flatMap(\.warnings) + nightWarnings }
    var gaps: [TravelCheck.Gap] { stretches.findings.flatMap(\.gaps) }
    /// Names that fit no place, as first written, once each, in display order.
    var unknownPlaces: [String] { TripPlaces.firstOfEach(stretches.findings.flatMap(\.unknown)) }

    /// The first warning on a row, as `warnings` lists them.
    func firstWarning(on entryID: String) -> TravelCheck.Warning? {
        if let k = stretchOf[entryID], let w = stretches.findings[k].warnings.first(where: { $0.entryID == entryID }) {
            return w
        }
        return firstNightWarning[entryID]
    }

    /// The first unbooked night of day `day`.
    func unbookedNight(_ day: Int) -> TravelCheck.UnbookedNight? { unbookedByDay[day] }

    /// Catches up with an edit of the own trip's items, its games and places as they were:
    /// only the stretches between games that the changed items left or joined are walked
    /// again, then the nights (which stays cover them, only when a stay or the span changed).
    @discardableResult
    mutating func update(_ changes: [ItemChange]) -> Changed {
        guard !changes.isEmpty else { return Changed() }
        if !isKnownUniquelyReferenced(&box) { box = StretchesBox(box.stretches) }
        let walked = box.stretches.update(changes)
        var changed = Changed()
        for (k, old) in walked {
            let new = stretches.findings[k].warnings
            // A row that left this stretch may be in another walked one already.
            for w in old.warnings where stretchOf[w.entryID] == k { stretchOf[w.entryID] = nil }
            for w in new { stretchOf[w.entryID] = k }
            warningCount += new.count - old.warnings.count
            changed.removed += old.warnings
            changed.added += new
        }
        let spanChanged = span.update(changes)
        let staysChanged = changes.contains { $0.before?.stay != nil || $0.after?.stay != nil }
        let nightsFound = checkNights(nightsChanged: staysChanged || spanChanged)
        changed.removed += nightsFound.removed
        changed.added += nightsFound.added
        changed.nightsRemoved = nightsFound.nightsRemoved
        changed.nightsAdded = nightsFound.nightsAdded
        return changed
    }

    /// The nights judged against the stretches, and what of theirs changed.
    private mutating func checkNights(nightsChanged: Bool) -> Changed {
        let trip = stretches.walk.trip
        if nightsChanged {
            nights = TripNights(
                days: trip.days, sortedStays: stretches.moves.filter { $0.stay != nil },
                judged: span.nightDays(days: trip.days))
        }
        let dayEnds = nights.any ? stretches.dayEnds() : []
        // The nights' findings follow from which stays cover them and where each day ends:
        // a drop that moves neither leaves them as they were, and makes none of their words.
        guard nightsChanged || dayEnds != self.dayEnds else { return Changed() }
        self.dayEnds = dayEnds
        var nightCheck = NightCheck(trip: trip, nights: nights, dayEnds: dayEnds)
        var places = places  // the walk looked up every name the nights ask about
        nightCheck.run(places: &places, model: model)
        var changed = Changed()
        if let (removed, added) = Self.difference(nightWarnings, nightCheck.warnings) {
            changed.removed = Array(removed)
            changed.added = Array(added)
            warningCount += added.count - removed.count
            nightWarnings = nightCheck.warnings
            firstNightWarning = [:]
            for w in nightWarnings where firstNightWarning[w.entryID] == nil { firstNightWarning[w.entryID] = w }
        }
        if let (removed, added) = Self.difference(unbookedNights, nightCheck.unbooked) {
            changed.nightsRemoved = Array(removed)
            changed.nightsAdded = Array(added)
            unbookedNights = nightCheck.unbooked
            unbookedByDay = [:]
            for n in unbookedNights where unbookedByDay[n.day] == nil { unbookedByDay[n.day] = n }
        }
        return changed
    }

    /// What of `old` is not in `new` and what of `new` is not in `old`, once what they begin
    /// and end with alike is left aside: nil when they are the same.
    private static func difference<T: Equatable>(_ old: [T], _ new: [T]) -> (ArraySlice<T>, ArraySlice<T>)? {
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        if head == old.count, head == new.count { return nil }
        var tail = 0
        while tail < min(old.count, new.count) - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
            tail += 1
        }
        return (old[head..<(old.count - tail)], new[head..<(new.count - tail)])
    }
}

/// `TravelStretches` shared by copies of a check until one of them changes (copy on write):
/// changed only through a reference no other check holds, so it is safe to send.
private final class StretchesBox: @unchecked Sendable {
    var stretches: TravelStretches
    init(_ stretches: TravelStretches) { self.stretches = stretches }
}
