/// One walk of `TravelCheck` (docs/travel.md, docs/stays.md): the rows of one own trip read in
/// order — everyone's, when every entry is everyone's, else one traveller's (the trip as if
/// the others' entries were not there) — into warnings, gaps and nights. A pure function of
/// those rows, their places and the model; one pass over the games, legs and stays, a stretch
/// between two games at a time (`TravelStretches`), then one over the nights.
struct OwnTripCheck: Sendable {
    private(set) var warnings: [TravelCheck.Warning] = []
    private(set) var unbookedNights: [TravelCheck.UnbookedNight] = []
    private(set) var nights: TripNights
    private(set) var gaps: [TravelCheck.Gap] = []
    /// Names that fit no place, as first written, once each, in display order.
    private(set) var unknownPlaces: [String] = []
    /// Which nights are judged: the trip's, or a traveller's own.
    private var span: NightSpan
    /// The walk's state, large and changed only by `update`, behind a reference: the editor
    /// copies its view of a trip at every look into the screen.
    private var box: StretchesBox
    private var stretches: TravelStretches { box.stretches }
    var places: TripPlaces { stretches.walk.places }
    var model: TravelModel { stretches.walk.model }
    var zones: ZoneCache { stretches.walk.zones }

    /// `trip` is the own trip itself: everything in it is walked. Only games, legs and stays
    /// are read and ordered, never notes (but for a traveller's span of days), then each night
    /// once.
    init(_ trip: Trip, nights span: NightSpan.Kind, places: TripPlaces, model: TravelModel, zones: ZoneCache) {
        box = StretchesBox(TravelStretches(trip, places: places, model: model, zones: zones))
        self.span = NightSpan(span, of: trip)
        nights = TripNights(days: trip.days, sortedStays: [])
        gather()
    }

    /// Catches up with an edit of the own trip's items, its games and places as they were:
    /// only the stretches between games that the changed items left or joined are walked
    /// again, then the nights (which stays cover them, only when a stay or the span changed).
    mutating func update(_ changes: [ItemChange]) {
        guard !changes.isEmpty else { return }
        if !isKnownUniquelyReferenced(&box) { box = StretchesBox(box.stretches) }
        box.stretches.update(changes)
        let spanChanged = span.update(changes)
        let staysChanged = changes.contains { $0.before?.stay != nil || $0.after?.stay != nil }
        gather(nightsChanged: staysChanged || spanChanged)
    }

    /// The stretches' findings in display order, and the nights judged against them.
    private mutating func gather(nightsChanged: Bool = true) {
        let trip = stretches.walk.trip
        if nightsChanged {
            nights = TripNights(
                days: trip.days, sortedStays: stretches.moves.filter { $0.stay != nil },
                judged: span.nightDays(days: trip.days))
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
    }
}

/// `TravelStretches` shared by copies of a check until one of them changes (copy on write):
/// changed only through a reference no other check holds, so it is safe to send.
private final class StretchesBox: @unchecked Sendable {
    var stretches: TravelStretches
    init(_ stretches: TravelStretches) { self.stretches = stretches }
}
