/// A proposed trip in words (docs/suggest.md) and as a trip of the file (`--into`).
public struct SuggestedTripText: Sendable {
    public let trip: SuggestedTrip
    public let graph: SuggestGraph

    public init(_ trip: SuggestedTrip, in graph: SuggestGraph) {
        self.trip = trip
        self.graph = graph
    }

    var input: SuggestInput { graph.input }
    var stops: [SuggestStop] { trip.stops.map { input.stops[$0] } }
    var startMiles: Int32 { graph.startHop(to: trip.stops[0])?.miles ?? 0 }
    var endMiles: Int32 { graph.endHop(from: trip.stops.last!)?.miles ?? 0 }
    /// The trip's days: its first stop to its last, and a day more for a drive to `--end`.
    var firstDate: CalendarDate { stops[0].date }
    var lastDate: CalendarDate { stops.last!.date.adding(days: endMiles > 0 ? 1 : 0) }

    /// `1. 6 ballparks · 1,184 mi · Jun 12 – Jun 19`, then a line a stop, each after its drive.
    public func lines(rank: Int) -> [String] {
        let count = trip.score.venues
        let dates = Self.dates(firstDate, lastDate)
        return [
            "\(rank). \(count) \(count == 1 ? "ballpark" : "ballparks") · \(TravelText.miles(Double(trip.score.miles))) · \(dates)"
        ]
            + stopLines()
    }

    /// `--every`'s trip (docs/suggest.md): `1. every ballpark (15) · 15 days · 6,012 mi · Sep
    /// 19 – Oct 3` (its days from the first game to the last), whether they are proven the
    /// fewest or the bound proved, then a line a stop.
    public func everyLines(lowerBound: Int) -> [String] {
        let days = trip.score.days
        let head =
            "1. every ballpark (\(trip.score.venues)) · \(days) \(days == 1 ? "day" : "days") · "
            + "\(TravelText.miles(Double(trip.score.miles))) · \(Self.dates(firstDate, stops.last!.date))"
        let proof = lowerBound >= days ? "proven fewest" : "best found; no trip is shorter than \(lowerBound) days"
        return [head, proof] + stopLines()
    }

    /// A line a stop, each after the hop to it; the hops from `--start` and to `--end`.
    func stopLines() -> [String] {
        var lines: [String] = []
        for (i, s) in trip.stops.enumerated() {
            let stop = input.stops[s]
            if i == 0 {
                if startMiles > 0, let start = input.request.start, let hop = graph.startHop(to: s) {
                    lines.append(line(hop) + " from \(start)")
                }
            } else if let hop = graph.hop(from: trip.stops[i - 1], to: s), hop.miles > 0 {
                lines.append(line(hop))
            }
            lines.append(Self.line(stop, games: games(at: i), venue: input.venues[stop.venue]))
        }
        if endMiles > 0, let end = input.request.end, let hop = graph.endHop(from: trip.stops.last!) {
            lines.append(line(hop) + " to \(end)")
        }
        return lines
    }

    /// `  drive 228 mi · about 4 h 9 min`, or `  fly MDW → LGA 725 mi (+ 31 mi by car) · about
    /// 6 h 12 min door to door`.
    private func line(_ hop: SuggestHop) -> String {
        switch hop {
        case .drive(let miles):
            let time = TravelText.duration(seconds: input.request.model.seconds(.drive, miles: Double(miles)))
            return "  drive \(TravelText.miles(Double(miles))) · about \(time)"
        case .fly(let flight):
            let car = flight.driven > 0 ? " (+ \(TravelText.miles(Double(flight.driven)))) by car)" : ""
            return
                "  fly \(flight.fromCode) → \(flight.toCode) \(TravelText.miles(Double(flight.flown)))\(car) · about \(TravelText.duration(seconds: flight.seconds)) door to door"
        }
    }

    /// The games the trip sees at its `i`-th stop: a doubleheader's first only when the day goes
    /// on to another ballpark.
    func games(at i: Int) -> ArraySlice<SuggestGame> {
        let stop = input.stops[trip.stops[i]]
        return stop.games(dayGoesOn: i + 1 < trip.stops.count && input.stops[trip.stops[i + 1]].date == stop.date)
    }

    /// `Fri Jun 12 · 19:10 Yankees @ Red Sox · Fenway Park, Boston`; a doubleheader of one
    /// matchup `13:05, 19:10 Yankees @ Red Sox`.
    static func line(_ stop: SuggestStop, games: ArraySlice<SuggestGame>, venue: SuggestVenue) -> String {
        let games = Array(games)
        var parts: [String] = []
        var i = 0
        while i < games.count {
            var times = [games[i].start.time.description]
            let matchup = games[i].event.matchup
            var j = i + 1
            while j < games.count && games[j].event.matchup == matchup {
                times.append(games[j].start.time.description)
                j += 1
            }
            parts.append("\(times.joined(separator: ", ")) \(matchup)")
            i = j
        }
        return "\(stop.date.shortText) · \(parts.joined(separator: ", ")) · \(venue.name), \(venue.city)"
    }

    static func date(_ date: CalendarDate) -> String { "\(date.monthName) \(date.day)" }

    static func dates(_ first: CalendarDate, _ last: CalendarDate) -> String {
        first == last ? date(first) : "\(date(first)) – \(date(last))"
    }

    /// The trip as a new trip of `library` (`--into`, docs/suggest.md): its games with their
    /// `uid` and `tz`, a leg from `--start` first on day 1, a leg for each drive where `itin
    /// plan` puts it (docs/travel.md, by car), and one to `--end` after the last game. Nil
    /// when the library refuses it (a name or an id it cannot take).
    public func added(to library: Library, name: String) throws -> (library: Library, tripID: String) {
        var ids = library.newIDs()
        let id = ids.make([name], fallback: "trip")
        var trip = Trip(
            id: id, name: name, order: library.orderAfterLastTrip, start: firstDate,
            days: lastDate.dayNumber - firstDate.dayNumber + 1)
        var lastGames: [String] = []
        for (i, stop) in stops.enumerated() {
            for g in games(at: i) {
                let day = stop.date.dayNumber - firstDate.dayNumber + 1
                trip.games.append(g.game(id: ids.game(on: stop.date, away: g.event.away, home: g.event.home), day: day))
            }
            lastGames.append(trip.games.last!.id)
        }
        var result = try library.applying(.schedule(.addTrip(trip)))
        let model = input.request.model
        func leg(_ from: String, _ to: String, _ miles: Int32, mode: Travel.Mode = .drive, day: Int, index: Int) throws
        {
            var ids = result.newIDs()
            let current = result.trip(id)!
            let item = Item(
                id: ids.make([from, to], fallback: "leg"), day: day, sortOrder: 0,
                kind: .travel(Travel(from: from, to: to, miles: Double(miles), mode: mode)))
            guard case .success(let placed) = NewItemLanding.place(item, in: current, day: day, index: index) else {
                return
            }
            var new = item
            new.day = placed.placement.day
            new.sortOrder = placed.placement.sortOrder
            result = try result.applying(.insert(trip: id, items: [new], renumbered: placed.placement.renumbered))
        }
        /// A hop's leg: a flight's miles are the flight's (the drives to the airports are its time).
        func hopLeg(_ hop: SuggestHop?) -> (miles: Int32, mode: Travel.Mode)? {
            switch hop {
            case .drive(let miles)?: return (miles, .drive)
            case .fly(let flight)?: return (flight.flown, .fly)
            case nil: return nil
            }
        }
        if startMiles > 0, let start = input.request.start, let made = hopLeg(graph.startHop(to: self.trip.stops[0])) {
            try leg(start, input.venues[stops[0].venue].city, made.miles, mode: made.mode, day: 1, index: 0)
        }
        // The flights first, each after the last game of the stop it leaves; the drives then
        // fill the gaps left, as `itin plan` would.
        for i in self.trip.stops.indices.dropFirst() {
            guard case .fly(let flight)? = graph.hop(from: self.trip.stops[i - 1], to: self.trip.stops[i]) else {
                continue
            }
            let before = stops[i - 1]
            guard let position = TripLayout(result.trip(id)!).position(of: lastGames[i - 1]) else { continue }
            try leg(
                input.venues[before.venue].city, input.venues[stops[i].venue].city, flight.flown, mode: .fly,
                day: position.day, index: position.index + 1)
        }
        let plan = TravelPlan(
            result.trip(id)!, in: result, places: PlaceResolver(result), model: model, mode: .always(.drive))
        if let edit = plan.edit { result = try result.applying(edit) }
        if endMiles > 0, let end = input.request.end,
            let last = trip.games.max(by: { ($0.day, $0.startRank) < ($1.day, $1.startRank) }),
            let position = TripLayout(result.trip(id)!).position(of: last.id)
        {
            if let made = hopLeg(graph.endHop(from: self.trip.stops.last!)) {
                try leg(
                    input.venues[stops.last!.venue].city, end, made.miles, mode: made.mode, day: position.day,
                    index: position.index + 1)
            }
        }
        return (result, id)
    }
}
