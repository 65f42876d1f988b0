/// Whether an item may take a slot. A forbidden verdict names the game that blocks it;
/// the words come from `Reason`, made only when someone reads them.
public enum Verdict: Hashable, Sendable {
    case allowed
    case forbidden(Blocker)

    public var isAllowed: Bool { self == .allowed }

    public var blocker: Blocker? {
        if case .forbidden(let b) = self { return b }
        return nil
    }
}

/// The game that makes a slot forbidden for a travel leg, and which side it is on.
public struct Blocker: Hashable, Sendable {
    public enum Side: Hashable, Sendable {
        /// The slot is before the game the traveller must leave after.
        case leaveBefore
        /// The slot is after the game the traveller must arrive before.
        case arriveAfter
    }

    public let side: Side
    /// Index into `trip.games`.
    public let game: Int
}

/// A forbidden slot explained in words a person understands (docs/travel.md).
public struct Reason: Hashable, Sendable, CustomStringConvertible {
    public let blocker: Blocker
    public let gameID: String
    public let description: String

    public init(_ blocker: Blocker, travel: Travel, trip: Trip) {
        self.init(blocker, travel: travel, games: trip.games)
    }

    /// `games`: the trip's, which `blocker` indexes.
    init(_ blocker: Blocker, travel: Travel, games: [Game]) {
        let game = games[blocker.game]
        self.blocker = blocker
        gameID = game.id
        let verb = blocker.side == .leaveBefore ? "can't leave before" : "can't arrive after"
        description = "\(travel.route) \(verb) \(RowText.gameReference(game))"
    }
}
