import ItineraryCore

/// The forms each screen opens, filled from what the cursor is on.
extension Form {
    static func newTrip(after library: Library) -> Form {
        let start = library.sortedTrips.last.map { $0.end.adding(days: 1) } ?? CalendarDate(iso: "2026-06-12")!
        return Form(.newTrip, title: "New trip", trip: .none, [(.name, ""), (.start, start.description), (.days, "7")])
    }

    static func importSchedule(into trip: Trip?) -> Form {
        Form(.importSchedule(into: trip.map(TripDetails.init)), title: "Import a schedule", trip: .none,
             [(.file, ""), (.newTrip, ""), (.zone, "")])
    }

    static func editTrip(_ trip: Trip) -> Form {
        Form(.editTrip(id: trip.id), title: "Trip", trip: .none,
             [(.name, trip.name), (.start, trip.start.description), (.days, String(trip.days))])
    }
}

extension TripView {
    var facts: Form.TripFacts {
        // In first-seen order; the set keeps a trip of many cities from being searched per leg.
        var cities: [String] = []
        var seen = Set<String>()
        let named = trip.games.lazy.map(\.city) + trip.items.lazy.compactMap(\.travel).flatMap { [$0.from, $0.to] }
        for city in named where seen.insert(city).inserted { cities.append(city) }
        return Form.TripFacts(days: trip.days, start: trip.start, cities: cities)
    }

    /// `A`: a game on the cursor's day.
    func addGameForm() -> Form {
        Form(.addGame(trip: tripID), title: "New game", trip: facts,
             [(.day, String(layout.day(ofRow: cursorRow))), (.time, "19:05"), (.away, ""), (.home, ""), (.venue, ""), (.city, "")])
    }

    /// `t`: a leg for the cursor's slot, from the city the day is in.
    func addLegForm() -> Form {
        let (day, index) = cursorSlot()
        let entries = layout.day(day).entries
        let here = entries[..<index].reversed().lazy.compactMap(\.city).first ?? ""
        return Form(.addLeg(trip: tripID, day: day, index: index), title: "New travel leg", trip: facts,
                    [(.from, here), (.to, ""), (.miles, ""), (.mode, "")])
    }

    /// `e`: the entry under the cursor, whatever it is.
    func editForm() -> Form? {
        guard case .entry(let entry) = cursorEntry else { return nil }
        switch entry {
        case .game(let g, _):
            return Form(.editGame(trip: tripID, id: g.id), title: "Game", trip: facts,
                        [(.day, String(g.day)), (.time, g.time.description), (.away, g.away), (.home, g.home),
                         (.venue, g.venue), (.city, g.city)])
        case .item(let item):
            switch item.kind {
            case .travel(let t):
                return Form(.editLeg(trip: tripID, id: item.id), title: "Travel leg", trip: facts,
                            [(.from, t.from), (.to, t.to), (.miles, t.miles.map(formatNumber) ?? ""), (.mode, t.mode?.rawValue ?? "")])
            case .custom(let c):
                return Form(.editNote(trip: tripID, id: item.id), title: "Note", trip: facts,
                            [(.title, c.title), (.note, c.note ?? "")])
            }
        }
    }
}

extension Entry {
    /// The city a game is in, or a leg arrives in; nil for a note.
    var city: String? {
        switch self {
        case .game(let g, _): return g.city
        case .item(let i): return i.travel?.to
        }
    }
}
