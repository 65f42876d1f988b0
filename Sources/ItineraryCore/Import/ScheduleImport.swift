/// `itin import` and the editor's `i` (docs/calendars.md): a schedule read into games, and
/// the one edit that puts them into a trip — never moving an item.
public enum ScheduleImport {
    public enum Destination: Hashable, Sendable {
        /// An existing trip, by id.
        case trip(String)
        /// A new trip from the first event to the last.
        case newTrip(name: String)
    }

    public struct Plan: Sendable {
        public let edit: Edit
        public let report: ImportReport
    }

    /// The edit and its report. A schedule with no games, a new trip longer than a trip may
    /// be, or an unknown trip is refused.
    public static func plan(
        _ events: [ScheduleEvent], into destination: Destination, prune: Bool,
        in library: Library
    ) throws(ScheduleError) -> Plan {
        try plan(Schedule(games: events), into: destination, prune: prune, in: library)
    }

    public static func plan(
        _ schedule: Schedule, into destination: Destination, prune: Bool,
        in library: Library
    ) throws(ScheduleError) -> Plan {
        try plan([schedule], into: destination, prune: prune, in: library)
    }

    /// Several schedules read as one import (`ScheduleFile.read` of many paths): the same game
    /// in two of them is one game. `sources` names each schedule in the report (when several).
    public static func plan(
        _ schedules: [Schedule], sources: [String] = [], into destination: Destination, prune: Bool,
        in library: Library
    ) throws(ScheduleError) -> Plan {
        let (events, _) = ScheduleDuplicates.unique(schedules)
        guard let first = events.min(by: { $0.start < $1.start }), let last = events.max(by: { $0.start < $1.start })
        else {
            throw ScheduleError(line: nil, "the schedule has no games")
        }
        try checkUIDs(events)
        var ids = library.newIDs()
        let trip: Trip
        let existing: Trip?
        switch destination {
        case .trip(let id):
            guard let found = library.trip(id) else { throw ScheduleError(line: nil, "no trip \(id)") }
            (trip, existing) = (found, found)
        case .newTrip(let name):
            let days = last.start.date.dayNumber - first.start.date.dayNumber + 1
            if let problem = TripDetails.problem(days: days) {
                throw ScheduleError(
                    line: nil,
                    "the schedule runs from \(first.start.date) to \(last.start.date), \(days) days: \(problem)")
            }
            trip = Trip(
                id: ids.make([name], fallback: "trip"), name: name, order: library.orderAfterLastTrip,
                start: first.start.date, days: days)
            existing = nil
        }
        var merge = ScheduleMerge(events, into: trip, ids: &ids)
        if prune { merge.prune() }
        var after = trip
        after.games = merge.games
        let edit: Edit =
            existing == nil ? .schedule(.addTrip(after)) : .schedule(.replaceGames(trip: trip.id, games: merge.games))
        let places = ImportPlaces(events, known: library)
        let report = ImportReport(
            tripID: trip.id, tripName: trip.name, isNewTrip: existing == nil,
            tripDates: trip.start...trip.end, added: merge.added, updated: merge.updated, unchanged: merge.unchanged,
            skipped: merge.skipped, allDaySkipped: schedules.reduce(0) { $0 + $1.allDayEvents },
            notGames: zip(schedules.indices, schedules).map { i, s in
                (sources.count > 1 && i < sources.count ? sources[i] : nil, s.skipped)
            }.filter { !$0.1.isEmpty }.map { ImportReport.Skipped(source: $0.0, events: $0.1) },
            homeByOrder: schedules.reduce(0) { $0 + $1.homeByOrder }, newPlaces: places.newPlaces,
            questions: places.questions, missing: merge.missing, pruned: prune,
            misplaced: TripCheck.newlyMisplaced(before: existing, after: after))
        return Plan(edit: edit, report: report)
    }

    /// A UID names one event; a schedule that gives two events one UID cannot be matched.
    private static func checkUIDs(_ events: [ScheduleEvent]) throws(ScheduleError) {
        var seen: [String: Int] = [:]
        for event in events {
            guard let uid = event.uid else { continue }
            if let line = seen[uid] {
                throw ScheduleError(line: event.line, "the UID \(uid) was already used by the event at line \(line)")
            }
            seen[uid] = event.line
        }
    }
}
