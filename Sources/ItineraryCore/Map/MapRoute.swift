/// What a trip's map shows (docs/map.md): its stops numbered in visiting order — a game's or a
/// stay's city, a leg's ends; a place visited again keeps its first number — the legs between them, and
/// the names no place was found for.
public struct MapRoute: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public let number: Int
        /// The name as the trip first writes it.
        public let name: String
        public let coordinates: Coordinates
        /// The days it is visited on, ascending.
        public let days: [Int]
    }

    public struct Leg: Hashable, Sendable {
        /// Stop numbers.
        public let from: Int, to: Int
        public let mode: Travel.Mode
        public let day: Int
    }

    public let trip: Trip
    public let stops: [Stop]
    public let legs: [Leg]
    /// Names of places that are not known, in the order they first come.
    public let unknown: [String]

    public init(_ trip: Trip, places: PlaceResolver) {
        var resolved: [String: Place?] = [:]
        func place(_ name: String) -> Place? {
            if let known = resolved[name] { return known }
            let found = places.resolve(name)
            resolved[name] = found
            return found
        }
        var numbers: [Coordinates: Int] = [:]
        var names: [String] = []
        var spots: [Coordinates] = []
        var days: [Set<Int>] = []
        var unknown: [String] = []
        var unknownSeen: Set<String> = []
        // The stop's number, made at its first visit; nil for an unknown place.
        func visit(_ name: String, day: Int) -> Int? {
            guard let found = place(name) else {
                if unknownSeen.insert(name).inserted { unknown.append(name) }
                return nil
            }
            let spot = found.coordinates
            if let number = numbers[spot] {
                days[number - 1].insert(day)
                return number
            }
            names.append(name)
            spots.append(spot)
            days.append([day])
            numbers[spot] = names.count
            return names.count
        }
        var legs: [Leg] = []
        for step in trip.routeSteps() {
            switch step {
            case .game(let game):
                _ = visit(game.whereabouts, day: game.day)
            case .stay(let item, let stay):
                _ = visit(stay.city, day: item.day)
            case .leg(let item, let travel):
                let from = visit(travel.from, day: item.day)
                let to = visit(travel.to, day: item.day)
                if let from, let to, from != to {
                    legs.append(Leg(from: from, to: to, mode: travel.mode ?? .drive, day: item.day))
                }
            }
        }
        self.trip = trip
        stops = names.indices.map { i in
            Stop(number: i + 1, name: names[i], coordinates: spots[i], days: days[i].sorted())
        }
        self.legs = legs
        self.unknown = unknown
    }
}
