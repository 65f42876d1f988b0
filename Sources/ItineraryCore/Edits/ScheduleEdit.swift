/// Changes to trips and their games (docs/file-format.md). None of them moves an item: an
/// item keeps its day and sortOrder, and a leg whose place becomes forbidden shows ⚠ instead.
public enum ScheduleEdit: Hashable, Sendable {
    /// A new trip; `at` is its place in the file's order of trips (last when nil).
    case addTrip(Trip, at: Int? = nil)
    /// A trip's name, start and length. Shortening is refused while anything sits on a day
    /// that would go.
    case updateTrip(TripDetails)
    /// Removes a trip with everything in it.
    case deleteTrip(String)
    /// A new game; `at` is its place in the file's order of the trip's games.
    case addGame(trip: String, game: Game, at: Int? = nil)
    /// Replaces the game with the same id.
    case updateGame(trip: String, game: Game)
    case deleteGame(trip: String, game: String)
    /// All of a trip's games at once (an imported schedule), as one step to undo.
    case replaceGames(trip: String, games: [Game])
}

/// What the trip form edits: everything about a trip but its contents and its place in the list.
public struct TripDetails: Hashable, Sendable {
    public var id: String
    public var name: String
    public var start: CalendarDate
    public var days: Int
    /// Who travels (docs/costs.md); nil leaves them as they are. A name that takes the place
    /// of one no longer listed is that traveller renamed, in every cost of the trip.
    public var travellers: [String]?

    public init(id: String, name: String, start: CalendarDate, days: Int, travellers: [String]? = nil) {
        self.id = id
        self.name = name
        self.start = start
        self.days = days
        self.travellers = travellers
    }

    public init(_ trip: Trip) {
        self.init(id: trip.id, name: trip.name, start: trip.start, days: trip.days, travellers: trip.travellers)
    }

    /// A trip lasts 1 to 3660 days (ten years: no real trip is longer, and a typo of a
    /// few zeros must not make a million day headers).
    public static let dayRange = 1...3660

    /// Why a trip cannot last `days` days; nil when it can.
    public static func problem(days: Int) -> String? {
        dayRange.contains(days) ? nil : "days must be \(dayRange.lowerBound) to \(dayRange.upperBound)"
    }
}

extension Library {
    /// Applies a schedule edit; returns the edit that takes it back.
    mutating func apply(_ edit: ScheduleEdit) throws(EditError) -> ScheduleEdit {
        switch edit {
        case .addTrip(let trip, let at):
            for id in [trip.id] + trip.games.map(\.id) + trip.items.map(\.id) where containsID(id) {
                throw EditError("id \(id) is already used")
            }
            try Self.check(start: trip.start, days: trip.days)
            trips.insert(trip, at: min(max(at ?? trips.count, 0), trips.count))
            return .deleteTrip(trip.id)
        case .updateTrip(let details):
            try Self.check(start: details.start, days: details.days)
            guard let t = tripIndex(details.id) else { throw EditError("no trip \(details.id)") }
            try trips[t].checkNothingBeyond(day: details.days)
            let old = TripDetails(trips[t])
            if let names = details.travellers { try trips[t].changeTravellers(to: names) }
            trips[t].name = details.name
            trips[t].start = details.start
            trips[t].days = details.days
            return .updateTrip(old)
        case .deleteTrip(let id):
            guard let t = tripIndex(id) else { throw EditError("no trip \(id)") }
            return .addTrip(trips.remove(at: t), at: t)
        case .addGame(let tripID, let game, let at):
            guard !containsID(game.id) else { throw EditError("id \(game.id) is already used") }
            return try modifyTrip(tripID) { (trip: inout Trip) throws(EditError) in
                try trip.check(day: game.day)
                trip.games.insert(game, at: min(max(at ?? trip.games.count, 0), trip.games.count))
                return .deleteGame(trip: tripID, game: game.id)
            }
        case .updateGame(let tripID, let game):
            return try modifyTrip(tripID) { (trip: inout Trip) throws(EditError) in
                let i = try trip.requireGame(game.id)
                try trip.check(day: game.day)
                defer { trip.games[i] = game }
                return .updateGame(trip: tripID, game: trip.games[i])
            }
        case .deleteGame(let tripID, let gameID):
            return try modifyTrip(tripID) { (trip: inout Trip) throws(EditError) in
                let i = try trip.requireGame(gameID)
                return .addGame(trip: tripID, game: trip.games.remove(at: i), at: i)
            }
        case .replaceGames(let tripID, let games):
            guard let t = tripIndex(tripID) else { throw EditError("no trip \(tripID)") }
            var taken = newIDs().used.subtracting(trips[t].games.map(\.id))
            for game in games {
                guard taken.insert(game.id).inserted else {
                    throw EditError("id \(game.id) is already used")
                }
                try trips[t].check(day: game.day)
            }
            defer { trips[t].games = games }
            return .replaceGames(trip: tripID, games: trips[t].games)
        }
    }

    /// The bounds the file format keeps (docs/file-format.md), so an edit never makes a file that cannot load.
    private static func check(start: CalendarDate, days: Int) throws(EditError) {
        if let problem = TripDetails.problem(days: days) { throw EditError(problem) }
        guard start.adding(days: days - 1).year <= 9999 else {
            throw EditError("the trip would run past the year 9999")
        }
    }
}

extension Trip {
    func requireGame(_ id: String) throws(EditError) -> Int {
        guard let i = games.firstIndex(where: { $0.id == id }) else {
            throw EditError("no game \(id) in trip \(self.id)")
        }
        return i
    }

    func check(day: Int) throws(EditError) {
        guard (1...days).contains(day) else { throw EditError("day \(day) is not in the trip (1 to \(days))") }
    }

    /// Shortening to `days` would leave entries on days that no longer exist: refused,
    /// naming how many and the first (in day order), so nothing is lost or moved silently.
    func checkNothingBeyond(day days: Int) throws(EditError) {
        let games = games.filter { $0.day > days }
        let items = items.filter { $0.day > days }
        let count = games.count + items.count
        guard count > 0 else { return }
        let firstGame = games.min { ($0.day, $0.startRank) < ($1.day, $1.startRank) }
        let firstItem = items.min { ($0.day, $0.sortOrder) < ($1.day, $1.sortOrder) }
        let first: String
        if let g = firstGame, firstItem.map({ g.day <= $0.day }) ?? true {
            first = "\(g.matchup) on day \(g.day)"
        } else if let i = firstItem {
            first = "\(Entry.item(i).shortName) on day \(i.day)"
        } else {
            first = ""
        }
        let what = count == 1 ? "1 entry" : "\(count) entries"
        throw EditError(
            "can't shorten to \(days) \(days == 1 ? "day" : "days"): \(what) after day \(days) (first: \(first)); move or remove \(count == 1 ? "it" : "them") first"
        )
    }
}
