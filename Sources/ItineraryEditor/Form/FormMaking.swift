import ItineraryCore

/// The forms each screen opens, filled from what the cursor is on.
extension Form {
    /// Starting today, or after the last trip when that ends later.
    static func newTrip(after library: Library, today: CalendarDate) -> Form {
        let start = max(today, library.sortedTrips.last.map { $0.end.adding(days: 1) } ?? today)
        return Form(
            .newTrip, title: "New trip", trip: .none,
            [(.name, ""), (.start, start.description), (.days, "7"), (.travellers, "")])
    }

    static func importSchedule(into trip: Trip?) -> Form {
        Form(
            .importSchedule(into: trip.map(TripDetails.init)), title: "Import a schedule", trip: .none,
            [(.file, ""), (.newTrip, ""), (.zone, "")])
    }

    static func editTrip(_ trip: Trip) -> Form {
        Form(
            .editTrip(id: trip.id), title: "Trip", trip: .none,
            [
                (.name, trip.name), (.start, trip.start.description), (.days, String(trip.days)),
                (.travellers, trip.travellers.joined(separator: ", ")),
            ])
    }
}

extension TripView {
    var facts: Form.TripFacts {
        // In first-seen order; the set keeps a trip of many cities from being searched per leg.
        var cities: [String] = []
        var seen = Set<String>()
        let named = trip.games.lazy.map(\.city) + trip.items.lazy.flatMap(\.kind.cities)
        for city in named where seen.insert(city).inserted { cities.append(city) }
        return Form.TripFacts(days: trip.days, start: trip.start, cities: cities, travellers: trip.travellers)
    }

    /// `A`: a game on the cursor's day.
    func addGameForm() -> Form {
        Form(
            .addGame(trip: tripID), title: "New game", trip: facts,
            [
                (.day, String(layout.day(ofRow: cursorRow))), (.time, "19:05"), (.away, ""), (.home, ""), (.venue, ""),
                (.city, ""),
            ])
    }

    /// `t`: a leg for the cursor's slot, from where the traveller is there.
    func addLegForm() -> Form {
        let (day, index) = cursorSlot()
        let facts = facts
        return Form(
            .addLeg(trip: tripID, day: day, index: index), title: "New travel leg", trip: facts,
            [(.from, whereTheTravellerIs(day: day, index: index) ?? ""), (.to, ""), (.miles, ""), (.mode, "")]
                + WhoFormText.field(whose.whoOfNew, in: facts))
    }

    /// `b`: a stay for one night below the cursor, in the city the traveller is in there. On a
    /// day's header, which is where `!` shows an unbooked night, the stay goes where the
    /// traveller sleeps: after the day's last game or leg, in the city the day ends in.
    func addStayForm() -> Form {
        var (day, index) = cursorSlot()
        var city: String?
        if case .header = cursorEntry {
            index = slotAfterLastMove(day: day)
            city = travel.unbookedNight(day)?.dayEndsIn
        }
        let facts = facts
        return Form(
            .addStay(trip: tripID, day: day, index: index), title: "New stay", trip: facts,
            [
                (.name, ""), (.city, city ?? whereTheTravellerIs(day: day, index: index) ?? ""), (.nights, "1"),
                (.confirmation, ""), (.checkIn, ""), (.checkOut, ""),
            ] + WhoFormText.field(whose.whoOfNew, in: facts))
    }

    /// The slot just after a day's last game or leg (notes and stays do not move the
    /// traveller); the top of the day when it has neither.
    func slotAfterLastMove(day: Int) -> Int {
        let entries = layout.day(day).entries
        let last = entries.lastIndex {
            switch $0 {
            case .game: return true
            case .item(let item): return item.travel != nil
            }
        }
        return last.map { $0 + 1 } ?? 0
    }

    /// Where the rows put the traveller at a slot (docs/travel.md): the city of the last
    /// game, or the arrival of the last leg, before it, in its day or an earlier one; before
    /// the first of them, wherever that one says (a game's city, a leg's departure).
    func whereTheTravellerIs(day: Int, index: Int) -> String? {
        var d = day
        var before = layout.day(day).entries[..<index]
        while true {
            if let city = before.reversed().lazy.compactMap(\.city).first { return city }
            guard d > 1 else { break }
            d -= 1
            before = layout.day(d).entries[...]
        }
        for later in layout.days[(day - 1)...] {
            for entry in later.day == day ? later.entries[index...] : later.entries[...] {
                switch entry {
                case .game(let g, _): return g.city
                case .item(let i):
                    switch i.kind {
                    case .travel(let t): return t.from
                    case .stay(let s): return s.city
                    case .custom: break
                    }
                }
            }
        }
        return nil
    }

    /// `e`: the entry under the cursor, whatever it is.
    func editForm() -> Form? {
        guard case .entry(let entry) = cursorEntry else { return nil }
        let facts = facts
        let who = WhoFormText.field(entry.who, in: facts)
        switch entry {
        case .game(let g, _):
            return Form(
                .editGame(trip: tripID, id: g.id), title: "Game", trip: facts,
                [
                    (.day, String(g.day)), (.time, g.timeText), (.away, g.away), (.home, g.home),
                    (.venue, g.venue), (.city, g.city),
                ])
        case .item(let item):
            switch item.kind {
            case .travel(let t):
                return Form(
                    .editLeg(trip: tripID, id: item.id), title: "Travel leg", trip: facts,
                    [
                        (.from, t.from), (.to, t.to), (.miles, t.miles.map(formatNumber) ?? ""),
                        (.mode, t.mode?.rawValue ?? ""),
                    ] + who)
            case .custom(let c):
                return Form(
                    .editNote(trip: tripID, id: item.id), title: "Note", trip: facts,
                    [(.title, c.title), (.note, c.note ?? "")] + who)
            case .stay(let s):
                return Form(
                    .editStay(trip: tripID, id: item.id), title: "Stay", trip: facts,
                    [
                        (.name, s.name), (.city, s.city), (.nights, String(s.nightCount)),
                        (.confirmation, s.confirmation ?? ""), (.checkIn, s.checkIn?.description ?? ""),
                        (.checkOut, s.checkOut?.description ?? ""),
                    ] + who)
            }
        }
    }
}

extension Entry {
    /// The city a game or a stay is in, or a leg arrives in; nil for a note.
    var city: String? {
        switch self {
        case .game(let g, _): return g.city
        case .item(let i):
            switch i.kind {
            case .travel(let t): return t.to
            case .stay(let s): return s.city
            case .custom: return nil
            }
        }
    }
}

extension Item.Kind {
    /// The cities a leg or a stay names, for Tab to complete.
    var cities: [String] {
        switch self {
        case .travel(let t): return [t.from, t.to]
        case .stay(let s): return [s.city]
        case .custom: return []
        }
    }
}
