import ItineraryCore
import PropertyBased
import Testing

/// Merging (docs/sharing.md) as properties over random libraries and two random sides made
/// from each by random edits of every kind (moves, blocks, pastes, cuts, items moved to
/// another trip, renumbered days, games, trips, unknown keys). Each case is rebuilt from the
/// three seeds PropertyBased reports.
@Suite struct MergePropertyTests {
    @Test func aSideThatChangedNothingGivesTheOtherSideExactly() async {
        await checkProperty(count: 250, input: Gen.uint64(), Gen.uint64(), Gen.uint64()) { seed, _, sideSeed in
            let base = mergeBase(seed: seed)
            let changed = randomSide(of: base, seed: sideSeed)
            for side in [MergeSide.ours, .theirs] {
                let keepOurs = LibraryMerge.merge(base: base, ours: changed, theirs: base, preferring: side)
                #expect(keepOurs.conflicts.isEmpty, "\(keepOurs.conflicts.map(\.line))")
                #expect(keepOurs.library == changed)
                let takeTheirs = LibraryMerge.merge(base: base, ours: base, theirs: changed, preferring: side)
                #expect(takeTheirs.conflicts.isEmpty, "\(takeTheirs.conflicts.map(\.line))")
                #expect(takeTheirs.library == changed)
            }
        }
    }

    @Test func theSameChangesOnBothSidesAreTakenOnceWithoutConflict() async {
        await checkProperty(count: 200, input: Gen.uint64(), Gen.uint64()) { seed, sideSeed in
            let base = mergeBase(seed: seed)
            let changed = randomSide(of: base, seed: sideSeed)
            let result = LibraryMerge.merge(base: base, ours: changed, theirs: changed)
            #expect(result.conflicts.isEmpty, "\(result.conflicts.map(\.line))")
            #expect(result.library == changed)
        }
    }

    @Test func aMergeWithoutConflictsDoesNotDependOnWhichSideIsOurs() async {
        await checkProperty(count: 300, input: Gen.uint64(), Gen.uint64(), Gen.uint64()) { seed, oursSeed, theirsSeed in
            let base = mergeBase(seed: seed)
            let x = randomSide(of: base, seed: oursSeed)
            let y = randomSide(of: base, seed: theirsSeed)
            let xy = LibraryMerge.merge(base: base, ours: x, theirs: y)
            let yx = LibraryMerge.merge(base: base, ours: y, theirs: x)
            #expect(
                xy.conflicts.isEmpty == yx.conflicts.isEmpty,
                "\(xy.conflicts.map(\.line)) / \(yx.conflicts.map(\.line))")
            guard xy.conflicts.isEmpty else { return }
            #expect(MergeShape(xy.library) == MergeShape(yx.library))
        }
    }

    @Test func noIdBothSidesHaveIsLost() async {
        await checkProperty(count: 300, input: Gen.uint64(), Gen.uint64(), Gen.uint64()) { seed, oursSeed, theirsSeed in
            let base = mergeBase(seed: seed)
            let x = randomSide(of: base, seed: oursSeed)
            let y = randomSide(of: base, seed: theirsSeed)
            for side in [MergeSide.ours, .theirs] {
                let merged = ids(LibraryMerge.merge(base: base, ours: x, theirs: y, preferring: side).library)
                let lost = ids(x).intersection(ids(y)).subtracting(merged)
                #expect(lost.isEmpty, "\(lost.sorted())")
            }
        }
    }

    @Test func theResultAlwaysLoads() async throws {
        await checkProperty(count: 300, input: Gen.uint64(), Gen.uint64(), Gen.uint64()) { seed, oursSeed, theirsSeed in
            let base = mergeBase(seed: seed)
            let x = randomSide(of: base, seed: oursSeed)
            let y = randomSide(of: base, seed: theirsSeed)
            for side in [MergeSide.ours, .theirs] {
                let merged = LibraryMerge.merge(base: base, ours: x, theirs: y, preferring: side).library
                let loaded = try LibraryDecoder.decode(Array(LibraryEncoder.encode(merged).utf8))
                #expect(loaded == merged)
                for trip in merged.trips { _ = TripCheck(trip) }  // misplaced legs are allowed, not errors
            }
        }
    }
}

/// Every id in a library: trips, games and items.
func ids(_ library: Library) -> Set<String> {
    Set(library.trips.flatMap { [$0.id] + $0.games.map(\.id) + $0.items.map(\.id) })
}

/// What a merge means, without what it may choose freely (the order of the file's arrays and
/// keys, and the numbers that give an order): the trips list, each trip's keys, its games and
/// items with their keys, and each day's rows in order.
struct MergeShape: Equatable {
    let tripList: [String]
    let trips: [String: TripShape]
    let unknown: [String: JSONValue]

    struct TripShape: Equatable {
        let name: String
        let start: CalendarDate
        let days: Int
        let unknown: [String: JSONValue]
        let games: [String: Game]
        let items: [String: Item]
        let rows: [String]
    }

    init(_ library: Library) {
        tripList = library.sortedTrips.map(\.id)
        unknown = Self.members(library.unknown)
        var trips: [String: TripShape] = [:]
        for t in library.trips {
            var games: [String: Game] = [:]
            for var g in t.games {
                g.unknown = JSONObject(g.unknown.members.sorted { $0.key < $1.key })
                games[g.id] = g
            }
            var items: [String: Item] = [:]
            for var i in t.items {
                i.sortOrder = 0
                i.unknown = JSONObject(i.unknown.members.sorted { $0.key < $1.key })
                items[i.id] = i
            }
            trips[t.id] = TripShape(
                name: t.name, start: t.start, days: t.days, unknown: Self.members(t.unknown),
                games: games, items: items, rows: rowIDs(t))
        }
        self.trips = trips
    }

    private static func members(_ object: JSONObject) -> [String: JSONValue] {
        Dictionary(object.members.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    }
}

/// Two trips of random shape (the first with up to 40 items), some keys unknown to us.
func mergeBase(seed: UInt64) -> Library {
    var rng = SplitMix(seed: seed ^ 0xBA5E)
    var library = Library(trips: [largerRandomTrip(seed: seed), randomTrip(seed: seed &+ 1, id: "u")])
    library.unknown = randomUnknown(using: &rng)
    library.trips[0].unknown = randomUnknown(using: &rng)
    for i in library.trips[0].items.indices where Bool.random(using: &rng) {
        library.trips[0].items[i].unknown = randomUnknown(using: &rng)
    }
    return library
}

/// The base after 0 to 8 random changes, each one a user or a tool could make.
func randomSide(of base: Library, seed: UInt64) -> Library {
    var rng = SplitMix(seed: seed)
    var library = base
    for _ in 0..<Int.random(in: 0...8, using: &rng) {
        guard !library.trips.isEmpty else { break }
        let t = Int.random(in: 0..<library.trips.count, using: &rng)
        let trip = library.trips[t]
        switch Int.random(in: 0..<13, using: &rng) {
        case 0..<5 where library.trips.count >= 2:
            _ = try? library.apply(randomEdit(of: library, &rng))
        case 5:  // a day normalized, as a drop into a full gap does: the order stays
            let day = Int.random(in: 1...trip.days, using: &rng)
            for change in SortKeys.normalize(TripLayout(trip).day(day).entries).changes {
                library.trips[t].items[trip.itemIndex(change.id)!].sortOrder = change.value
            }
        case 6 where !trip.games.isEmpty:
            var game = trip.games.randomElement(using: &rng)!
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: game.time = TimeOfDay(hour: Int.random(in: 10...21, using: &rng), minute: 5)!
            case 1: game.venue = randomText(using: &rng)
            default: game.day = Int.random(in: 1...trip.days, using: &rng)
            }
            _ = try? library.apply(.schedule(.updateGame(trip: trip.id, game: game)))
        case 7:
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: library.unknown = randomUnknown(using: &rng)
            case 1: library.trips[t].unknown = randomUnknown(using: &rng)
            default:
                if !trip.items.isEmpty {
                    library.trips[t].items[Int.random(in: 0..<trip.items.count, using: &rng)].unknown = randomUnknown(
                        using: &rng)
                }
            }
        case 8:
            var details = TripDetails(trip)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: details.name = randomText(using: &rng)
            case 1: details.start = details.start.adding(days: Int.random(in: -3...3, using: &rng))
            default: details.days = max(1, details.days + Int.random(in: -2...2, using: &rng))  // refused while in use
            }
            _ = try? library.apply(.schedule(.updateTrip(details)))
        case 9:
            let id = library.newGameID(
                on: trip.start, away: "Visitors", home: "Home \(Int.random(in: 0...3, using: &rng))")
            let added = game(id, day: Int.random(in: 1...trip.days, using: &rng), at: "13:10", in: "Boston")
            _ = try? library.apply(.schedule(.addGame(trip: trip.id, game: added)))
        case 10 where !trip.games.isEmpty:
            _ = try? library.apply(
                .schedule(.deleteGame(trip: trip.id, game: trip.games.randomElement(using: &rng)!.id)))
        // cut and pasted into another trip: the id stays
        case 11 where library.trips.count >= 2 && !trip.items.isEmpty:
            var item = trip.items.randomElement(using: &rng)!
            let other = library.trips.filter { $0.id != trip.id }.randomElement(using: &rng)!
            item.day = Int.random(in: 1...other.days, using: &rng)
            item.sortOrder = Double(Int.random(in: -2...4, using: &rng))
            _ = try? library.apply(.remove(trip: trip.id, items: [item.id]))
            _ = try? library.apply(.add(trip: other.id, item: item))
        default:
            if Int.random(in: 0..<4, using: &rng) == 0 {
                _ = try? library.apply(.schedule(.deleteTrip(trip.id)))
            } else {
                let id = "w\(Int.random(in: 0...2, using: &rng))"
                _ = try? library.apply(.schedule(.addTrip(randomTrip(seed: rng.next(), id: id))))
            }
        }
    }
    return library
}
