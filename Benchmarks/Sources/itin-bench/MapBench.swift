import ItineraryCore
import ItineraryEditor

/// `itin map`'s drawing at 200×60 (docs/map.md: within 20 ms): the map of each demo trip
/// and of a coast-to-coast trip, the first time with the map data read, then drawn again.
enum MapBench {
    static func run() -> String {
        var library = DemoLibrary.library
        library.trips.append(crossCountry)
        let places = PlaceResolver(library)
        var out = ""
        for (i, trip) in library.trips.enumerated() {
            let route = MapRoute(trip, places: places)
            let drawing = MapDrawing(route: route, focus: .trip, glyphs: .braille, colors: .dark)
            var times: [Double] = []
            for _ in 0..<(i == 0 ? 41 : 40) {
                let start = Measurement.now()
                _ = drawing.frame(width: 200, height: 60)
                times.append((Measurement.now() - start) * 1000)
            }
            let first = i == 0 ? times.removeFirst() : nil
            times.sort()
            out +=
                "\(trip.name) (\(route.stops.count) stops): "
                + (first.map { String(format: "first, the data read: %.2f ms; ", $0) } ?? "")
                + String(
                    format: "median %.2f ms, slowest %.2f ms of %d\n", times[times.count / 2], times[times.count - 1],
                    times.count)
        }
        return out
    }

    /// Boston to Seattle by way of the ballparks between: the widest box a US trip has.
    static let crossCountry: Trip = {
        let cities = [
            "Boston", "New York", "Philadelphia", "Baltimore", "Washington", "Pittsburgh", "Cleveland", "Detroit",
            "Chicago", "Milwaukee", "Minneapolis", "Kansas City", "Denver", "Phoenix", "San Diego", "Los Angeles",
            "San Francisco", "Seattle", "Toronto", "Houston", "Miami",
        ]
        let items = zip(cities, cities.dropFirst()).enumerated().map { i, pair in
            Item(
                id: "l\(i)", day: i + 1, sortOrder: 1,
                kind: .travel(Travel(from: pair.0, to: pair.1, mode: i % 3 == 2 ? .fly : .drive)))
        }
        return Trip(
            id: "cross", name: "Coast to coast", order: 9, start: CalendarDate(iso: "2026-06-01")!, days: cities.count,
            games: [], items: items)
    }()
}
