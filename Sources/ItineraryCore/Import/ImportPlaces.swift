/// What an import says about the places its games resolved to: a line for each that no game
/// of the file had before (`Citi Field, Flushing → Citi Field (venue), Queens, New York, US`),
/// and a question for each city far from every other place (`is Birmingham, GB right? the other games
/// are in North America`).
struct ImportPlaces {
    private(set) var newPlaces: [String] = []
    private(set) var questions: [String] = []

    /// Farther than this from every game of the import at another place is worth a question.
    static let farMiles = 1500.0

    init(_ games: [ScheduleEvent], known library: Library) {
        // What the file's games were read as before: their place, else their venue and city.
        var had = Set<String>()
        var hadPlaces = Set<String>()
        for trip in library.trips {
            for game in trip.games {
                had.insert(Self.written(game.venue, game.city))
                if let place = game.place { hadPlaces.insert(place) }
            }
        }
        var seen = Set<String>()
        var places: [ResolvedPlace] = []
        var counted = Set<String>()
        for game in games {
            guard let resolved = game.place else { continue }
            if counted.insert(resolved.name).inserted { places.append(resolved) }
            let written = Self.written(game.venue, game.city)
            guard !had.contains(written), !hadPlaces.contains(resolved.name), seen.insert(resolved.name).inserted else {
                continue
            }
            let text = PlaceKey.fold(game.venue) == PlaceKey.fold(game.city) ? game.city : "\(game.venue), \(game.city)"
            newPlaces.append("\(text) → \(resolved.title)")
        }
        let model = TravelModel.standard
        // A venue of the table is where it is; a city read from its name may not be.
        for place in places where !place.isVenue {
            let others = places.filter { $0.name != place.name }
            guard !others.isEmpty,
                others.allSatisfy({
                    model.miles(.fly, from: place.place.coordinates, to: $0.place.coordinates) > Self.farMiles
                })
            else { continue }
            var regions: [String: Int] = [:]
            for other in others { regions[Continent.name(of: other.place.coordinates), default: 0] += 1 }
            let region = regions.max { ($0.value, $1.key) < ($1.value, $0.key) }!.key
            let name = place.place.country.isEmpty ? place.place.name : "\(place.place.name), \(place.place.country)"
            questions.append("is \(name) right? the other games are in \(region)")
        }
    }

    private static func written(_ venue: String, _ city: String) -> String {
        "\(PlaceKey.fold(venue) ?? venue)|\(PlaceKey.fold(city) ?? city)"
    }
}

/// The continent a point is on, roughly (boxes, not shores): enough to say where most of a
/// schedule's games are.
enum Continent {
    static func name(of point: Coordinates) -> String {
        let (lat, lon) = (point.latitude, point.longitude)
        switch (lat, lon) {
        case (7..., ..<(-50)): return "North America"
        case (..<7, -95 ..< -30): return "South America"
        case (35..., -30..<45): return "Europe"
        case (-40..<35, -20..<52): return "Africa"
        case (..<(-10), 110...): return "Oceania"
        default: return "Asia"
        }
    }
}
