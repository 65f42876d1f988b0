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
    var startMiles: Int32 { graph.startMiles[trip.stops[0]] }
    var endMiles: Int32 { graph.endMiles[trip.stops.last!] }
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

    /// A line a stop, each after the drive to it; the drives from `--start` and to `--end`.
    func stopLines() -> [String] {
        var lines: [String] = []
        for (i, s) in trip.stops.enumerated() {
            let stop = input.stops[s]
            if i == 0 {
                if startMiles > 0, let start = input.request.start {
                    lines.append(drive(startMiles) + " from \(start)")
                }
            } else {
                let miles = graph.miles(from: trip.stops[i - 1], to: s)
                if miles > 0 { lines.append(drive(miles)) }
            }
            lines.append(Self.line(stop, venue: input.venues[stop.venue]))
        }
        if endMiles > 0, let end = input.request.end { lines.append(drive(endMiles) + " to \(end)") }
        return lines
    }

    private func drive(_ miles: Int32) -> String {
        "  drive \(TravelText.miles(Double(miles))) · about \(TravelText.duration(seconds: input.request.model.seconds(.drive, miles: Double(miles))))"
    }

    /// `Fri Jun 12 · 19:10 Yankees @ Red Sox · Fenway Park, Boston`; a doubleheader of one
    /// matchup `13:05, 19:10 Yankees @ Red Sox`.
    static func line(_ stop: SuggestStop, venue: SuggestVenue) -> String {
        var parts: [String] = []
        var i = 0
        while i < stop.games.count {
            var times = [stop.games[i].start.time.description]
            let matchup = stop.games[i].event.matchup
            var j = i + 1
            while j < stop.games.count && stop.games[j].event.matchup == matchup {
                times.append(stop.games[j].start.time.description)
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
        for stop in stops {
            for g in stop.games {
                let day = stop.date.dayNumber - firstDate.dayNumber + 1
                trip.games.append(g.game(id: ids.game(on: stop.date, away: g.event.away, home: g.event.home), day: day))
            }
        }
        var result = try library.applying(.schedule(.addTrip(trip)))
        let model = input.request.model
        func leg(_ from: String, _ to: String, _ miles: Int32, day: Int, index: Int) throws {
            var ids = result.newIDs()
            let current = result.trip(id)!
            let item = Item(
                id: ids.make([from, to], fallback: "leg"), day: day, sortOrder: 0,
                kind: .travel(Travel(from: from, to: to, miles: Double(miles), mode: .drive)))
            guard case .success(let placed) = NewItemLanding.place(item, in: current, day: day, index: index) else {
                return
            }
            var new = item
            new.day = placed.placement.day
            new.sortOrder = placed.placement.sortOrder
            result = try result.applying(.insert(trip: id, items: [new], renumbered: placed.placement.renumbered))
        }
        if startMiles > 0, let start = input.request.start {
            try leg(start, input.venues[stops[0].venue].city, startMiles, day: 1, index: 0)
        }
        let plan = TravelPlan(
            result.trip(id)!, in: result, places: PlaceResolver(result), model: model, mode: .always(.drive))
        if let edit = plan.edit { result = try result.applying(edit) }
        if endMiles > 0, let end = input.request.end,
            let last = trip.games.max(by: { ($0.day, $0.startRank) < ($1.day, $1.startRank) }),
            let position = TripLayout(result.trip(id)!).position(of: last.id)
        {
            try leg(input.venues[stops.last!.venue].city, end, endMiles, day: position.day, index: position.index + 1)
        }
        return (result, id)
    }
}
