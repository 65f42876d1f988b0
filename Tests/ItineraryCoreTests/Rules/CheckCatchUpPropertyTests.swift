import ItineraryCore
import PropertyBased
import Testing

/// After an edit of items the editor's checks judge again only what the edit changed: the
/// misplaced legs only the items it names, the travel walk only the stretches between games
/// those items left or joined. Whatever the edit, they must find exactly what checks made
/// afresh find.
@Suite struct CheckCatchUpPropertyTests {
    /// Random trips with legs, stays (some of several nights, some in unknown places or two
    /// spellings of one) and notes, most with travellers and some entries theirs alone, and
    /// random sequences of edits of every kind (`who` given, changed and taken away among
    /// them), undone now and then by their inverses, some failing: after each, the checks
    /// caught up with the layout's changes — everyone's and each traveller's own — and checks
    /// made afresh agree on everything they report.
    @Test func checksCaughtUpWithAnyEditAreTheChecksMadeAfresh() async {
        await checkProperty(count: 200, input: Gen.uint64(), Gen.uint64()) { seed, editSeed in
            var rng = SplitMix(seed: editSeed)
            var library = Library(trips: [travelledTrip(seed: seed), randomTrip(seed: seed &+ 1, id: "u")])
            let places = PlaceResolver(library)
            var layout = TripLayout(library.trips[0])
            var misplaced = TripCheck(layout)
            var travel = TravelCheck(library.trips[0], places: places)
            let travellers = library.trips[0].travellers
            var own = travellers.map { TravelCheck(library.trips[0], for: .traveller($0), places: places) }
            var undo: [Edit] = []
            for step in 0..<12 {
                let edit: Edit
                if !undo.isEmpty, Int.random(in: 0..<4, using: &rng) == 0 {
                    edit = undo.removeLast()
                } else if Int.random(in: 0..<3, using: &rng) == 0 {
                    edit = travelEdit(of: library.trips[0], &rng)
                } else {
                    edit = randomEdit(of: library, &rng)
                }
                var made = true
                do { undo.append(try library.apply(edit)) } catch { made = false }
                let trip = library.trips[0]
                switch layout.update({ made ? .edited(trip, by: edit) : .unchanged(trip) }) {
                case .items(let changes):
                    misplaced.update(changes)
                    travel.update(changes, in: trip)
                    for i in own.indices { own[i].update(changes, in: trip) }
                case .afresh, .gone:
                    Issue.record("step \(step): \(edit) laid the trip out afresh")
                }
                let fresh = TravelCheck(trip, places: places)
                let comment: Comment = "step \(step): \(edit)"
                #expect(misplaced.problems == TripCheck(trip).problems, comment)
                #expect(travel.warnings == fresh.warnings, comment)
                #expect(travel.gaps == fresh.gaps, comment)
                #expect(travel.unknownPlaces == fresh.unknownPlaces, comment)
                #expect(travel.unbookedNights == fresh.unbookedNights, comment)
                #expect(travel.nights == fresh.nights, comment)
                #expect(travel.agrees(with: fresh), comment)
                for (name, check) in zip(travellers, own) {
                    let freshOwn = TravelCheck(trip, for: .traveller(name), places: places)
                    #expect(check.agrees(with: freshOwn), comment)
                    expectLookupsKeptUp(check, freshOwn, trip, comment)
                }
                expectLookupsKeptUp(travel, fresh, trip, comment)
                for item in trip.items {
                    #expect(misplaced.reason(for: item.id) == TripCheck(trip).reason(for: item.id), comment)
                }
            }
        }
    }

    /// What the editor reads at each drop, kept up without the lists being made: the ⚠ count
    /// and the warning on each row and night must be what the lists made afresh say.
    private func expectLookupsKeptUp(_ travel: TravelCheck, _ fresh: TravelCheck, _ trip: Trip, _ comment: Comment) {
        #expect(travel.count == fresh.count, comment)
        #expect(travel.count == fresh.warnings.count + fresh.unbookedNights.count, comment)
        for id in trip.games.map(\.id) + trip.items.map(\.id) {
            #expect(travel.warning(for: id) == fresh.warnings.first { $0.entryID == id }, comment)
        }
        for day in 1...max(trip.days, 1) {
            #expect(travel.unbookedNight(day) == fresh.unbookedNights.first { $0.day == day }, comment)
        }
    }

    /// A check is a value: one copy catching up with an edit leaves the other as it was,
    /// though they share the walk's state until then.
    @Test func aCopyOfACheckKeepsWhatItFoundWhenTheOtherCatchesUp() throws {
        let games = [game("g1", day: 1, in: "Boston"), game("g2", day: 2, in: "New York")]
        let good = leg("l", day: 2, -1, from: "Boston", to: "New York")
        var moved = good
        moved.day = 1
        moved.sortOrder = -1  // before the Boston game: no way there, twice
        let before = trip(days: 2, games: games, items: [good])
        let after = trip(days: 2, games: games, items: [moved])
        let places = PlaceResolver()
        var caughtUp = TravelCheck(before, places: places)
        let kept = caughtUp
        caughtUp.update([ItemChange(before: good, after: moved)], in: after)
        #expect(caughtUp.agrees(with: TravelCheck(after, places: places)))
        #expect(kept.agrees(with: TravelCheck(before, places: places)))
        #expect(kept.warnings.isEmpty && !caughtUp.warnings.isEmpty)
    }

    /// `agrees(with:)` can tell two checks apart: a leg moved off its way is a warning more.
    @Test func checksOfTwoTripsThatTravelDifferentlyDisagree() {
        let games = [game("g1", day: 1, in: "Boston"), game("g2", day: 2, in: "New York")]
        let good = trip(days: 2, games: games, items: [leg("l", day: 2, -1, from: "Boston", to: "New York")])
        let bad = trip(days: 2, games: games, items: [leg("l", day: 2, -1, from: "Chicago", to: "New York")])
        let places = PlaceResolver()
        #expect(TravelCheck(good, places: places).agrees(with: TravelCheck(good, places: places)))
        #expect(!TravelCheck(good, places: places).agrees(with: TravelCheck(bad, places: places)))
    }
}

/// A random trip for the travel checks: `largerRandomTrip`'s games, legs and notes, and stays
/// and legs in places the gazetteer knows, does not know, and knows under two spellings; three
/// in four with three travellers, some games and items theirs alone.
private func travelledTrip(seed: UInt64) -> Trip {
    var t = largerRandomTrip(seed: seed)
    var rng = SplitMix(seed: seed ^ 0x57A7)
    for i in 0..<Int.random(in: 0...8, using: &rng) {
        t.items.append(travelItem("s\(i)", days: t.days, &rng))
    }
    guard seed % 4 != 0 else { return t }
    t.travellers = travellerNames
    for i in t.games.indices where Int.random(in: 0..<4, using: &rng) == 0 { t.games[i].who = randomWho(&rng) }
    for i in t.items.indices where Int.random(in: 0..<3, using: &rng) == 0 { t.items[i].who = randomWho(&rng) }
    return t
}

private let travellerNames = ["Alice", "Bob", "Carol"]

/// Some of the travellers, in any order; now and then all of them (which is everyone's too).
private func randomWho(_ rng: inout SplitMix) -> [String] {
    let some = travellerNames.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng))
    return Array(some)
}

/// An edit that adds a stay or a leg, or turns an item into one; in a trip with travellers,
/// often theirs alone, or an item's `who` changed or taken away.
private func travelEdit(of trip: Trip, _ rng: inout SplitMix) -> Edit {
    var made = travelItem("v\(UInt32.random(in: 0...UInt32.max, using: &rng))", days: trip.days, &rng)
    if !trip.travellers.isEmpty {
        if let some = trip.items.randomElement(using: &rng), Int.random(in: 0..<3, using: &rng) == 0 {
            var item = some
            item.who = Bool.random(using: &rng) ? nil : randomWho(&rng)
            return .update(trip: trip.id, item: item)
        }
        if Bool.random(using: &rng) { made.who = randomWho(&rng) }
    }
    if let some = trip.items.randomElement(using: &rng), Bool.random(using: &rng) {
        var item = made
        item = Item(id: some.id, day: made.day, sortOrder: made.sortOrder, kind: made.kind, who: made.who)
        return .update(trip: trip.id, item: item)
    }
    return .add(trip: trip.id, item: made, renumbered: [], at: nil)
}

private func travelItem(_ id: String, days: Int, _ rng: inout SplitMix) -> Item {
    let names = ["Boston", "boston ", "New York", "Philadelphia", "Baltimore", "Chicago", "Atlantis", "atlantis", "Oz"]
    let day = Int.random(in: 1...days, using: &rng)
    let key = Double(Int.random(in: -2...3, using: &rng)) + (Bool.random(using: &rng) ? 0.5 : 0)
    if Bool.random(using: &rng) {
        return stay(
            id, day: day, key, "Inn \(id)", in: names.randomElement(using: &rng)!,
            nights: Int.random(in: 0..<3, using: &rng) == 0 ? Int.random(in: 1...3, using: &rng) : nil)
    }
    return leg(id, day: day, key, from: names.randomElement(using: &rng)!, to: names.randomElement(using: &rng)!)
}

/// The route a map numbers and the walk reads is the trip's rows without the notes: held to
/// the layout, which orders the rows its own way (docs/file-format.md).
@Suite struct RouteStepsPropertyTests {
    @Test func theRouteIsTheRowsWithoutTheNotes() async {
        await checkProperty(count: 300, input: Gen.uint64()) { seed in
            let trip = travelledTrip(seed: seed)
            let rows = Array(TripLayout(trip).rows).compactMap { row -> String? in
                guard let entry = row.entry else { return nil }
                return entry.item?.custom != nil ? nil : entry.id
            }
            let route = trip.routeSteps().map { step -> String in
                switch step {
                case .game(let game): return game.id
                case .leg(let item, _), .stay(let item, _): return item.id
                }
            }
            #expect(route == rows, "seed \(seed)")
        }
    }
}
