/// Places in a conflict's line, by the ids `itin print --ids` shows.
enum PositionWords {
    /// `day 2, after n2`; `day 2, first`
    static func item(_ id: String, in side: SideIndex) -> String {
        guard let (tripID, item) = side.items[id], let trip = side.trips[tripID] else { return "removed" }
        return "day \(item.day), \(inDay(id, item.day, trip))"
    }

    /// Both sides moved an item to different places: the trip, day or place in the day they differ in.
    static func dispute(_ id: String, ours: SideIndex, theirs: SideIndex) -> MergeConflict {
        guard let (oursTrip, o) = ours.items[id], let (theirsTrip, t) = theirs.items[id],
            let a = ours.trips[oursTrip], let b = theirs.trips[theirsTrip]
        else {
            return MergeConflict(id: id, field: "position", ours: item(id, in: ours), theirs: item(id, in: theirs))
        }
        if oursTrip != theirsTrip { return MergeConflict(id: id, field: "trip", ours: oursTrip, theirs: theirsTrip) }
        if o.day != t.day { return MergeConflict(id: id, field: "day", ours: "\(o.day)", theirs: "\(t.day)") }
        return MergeConflict(id: id, field: "position", ours: inDay(id, o.day, a), theirs: inDay(id, t.day, b))
    }

    /// `after T`, `first`: a trip's place in the trips list.
    static func trip(_ id: String, in side: SideIndex) -> String {
        after(id, in: side.tripListOrder.map(\.id))
    }

    private static func inDay(_ id: String, _ day: Int, _ trip: Trip) -> String {
        after(id, in: TripLayout(trip).day(day).entries.map(\.id))
    }

    private static func after(_ id: String, in ids: [String]) -> String {
        guard let i = ids.firstIndex(of: id) else { return "removed" }
        return i == 0 ? "first" : "after \(ids[i - 1])"
    }
}
