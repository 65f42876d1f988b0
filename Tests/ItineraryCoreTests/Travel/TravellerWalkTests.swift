import PropertyBased
import Testing

@testable import ItineraryCore

/// Each traveller's walk (docs/travellers.md): in a trip where some entries are a traveller's
/// own, travel is read once per traveller over their own entries, and a warning names whose it
/// is unless it holds word for word for every traveller.
@Suite struct TravellerWalkTests {
    let places = PlaceResolver()

    // MARK: - Against a plain reading, on random trips

    /// Each traveller's check is the plain reading of their own trip's rows (the reference walk
    /// of `TravelTests`), their nights from the day of their first entry to the day before
    /// their last; everyone's is their checks merged plainly: a warning all of them have once,
    /// without a name, any other with the name of each who has it.
    @Test func eachTravellersWarningsAreAPlainReadingOfTheirOwnRowsAndEveryonesMergesThem() async {
        await checkProperty(count: 300, input: Gen.uint64()) { seed in
            let t = sharedTrip(seed: seed)
            var own: [[TravelCheck.Warning]] = []
            var ownNights: [[TravelCheck.UnbookedNight]] = []
            for name in t.travellers {
                let seen = t.seen(by: name)
                let check = TravelCheck(t, for: .traveller(name), places: places)
                let days = seen.games.map(\.day) + seen.items.map(\.day)
                let nights = days.isEmpty ? [] : Array(days.min()!..<days.max()!)
                let slow = referenceWarnings(seen, places: places, model: .standard, nights: nights)
                let fast =
                    check.warnings.map { "\($0.entryID):\($0.kind)" } + check.unbookedNights.map { "night \($0.day)" }
                #expect(fast == slow, "seed \(seed), \(name)")
                #expect(check.warnings.allSatisfy { !$0.description.hasPrefix("\(name): ") })
                // The editor's traveller view walks the trip it shows: the same.
                let shown = TravelCheck(seen, for: .traveller(name), places: places)
                #expect(shown.agrees(with: check), "seed \(seed), \(name)")
                own.append(check.warnings)
                ownNights.append(check.unbookedNights)
            }
            let everyone = TravelCheck(t, places: places)
            guard t.entriesNotEveryones > 0 else {
                let slow = referenceWarnings(t, places: places, model: .standard)
                #expect(
                    everyone.warnings.map { "\($0.entryID):\($0.kind)" }
                        + everyone.unbookedNights.map { "night \($0.day)" } == slow)
                return
            }
            var merged: [String] = []
            var mergedNights: [String] = []
            for (i, name) in t.travellers.enumerated() {
                for w in own[i] {
                    let text = "\(w.entryID) \(w.description)"
                    if own.allSatisfy({ $0.contains(w) }) {
                        if !merged.contains(text) { merged.append(text) }
                    } else {
                        merged.append("\(w.entryID) \(name): \(w.description)")
                    }
                }
                for n in ownNights[i] {
                    if ownNights.allSatisfy({ $0.contains(n) }) {
                        if !mergedNights.contains(n.description) { mergedNights.append(n.description) }
                    } else {
                        mergedNights.append("\(name): \(n.description)")
                    }
                }
            }
            #expect(everyone.warnings.map { "\($0.entryID) \($0.description)" } == merged, "seed \(seed)")
            #expect(everyone.unbookedNights.map(\.description) == mergedNights, "seed \(seed)")
            #expect(everyone.count == merged.count + mergedNights.count)
        }
    }

    // MARK: - Each warning, with and without a name

    /// Bob comes from Chicago by New York (his first entry puts him there: no warning before
    /// it) and has no way on to Boston; Alice drives from Chicago. Neither has a way to Toronto.
    private var arrivals: Trip {
        var t = trip(
            days: 2,
            games: [
                game("g1", day: 1, at: "19:10", in: "Boston", away: "Yankees", home: "Red Sox"),
                game("g2", day: 2, at: "19:07", in: "Toronto", away: "Red Sox", home: "Blue Jays"),
            ],
            items: [
                leg("bob", day: 1, -1, from: "Chicago", to: "New York").with(who: ["Bob"]),
                leg("alice", day: 1, -2, from: "Chicago", to: "Boston").with(who: ["Alice"]),
            ])
        t.travellers = ["Alice", "Bob"]
        return t
    }

    @Test func noWayThereNamesTheTravellerWhoseItIsAndIsSaidOnceWhenEveryoneHasIt() {
        let check = TravelCheck(arrivals, places: places)
        #expect(
            check.warnings.map(\.description) == [
                "no travel from Boston to Toronto before Red Sox @ Blue Jays (Day 2, 19:07)",
                "Bob: no travel from New York to Boston before Yankees @ Red Sox (Day 1, 19:10)",
            ])
        #expect(check.warning(for: "g1")?.description.hasPrefix("Bob: ") == true)
        let bobs = TravelCheck(arrivals, for: .traveller("Bob"), places: places)
        #expect(
            bobs.warnings.map(\.description) == [
                "no travel from New York to Boston before Yankees @ Red Sox (Day 1, 19:10)",
                "no travel from Boston to Toronto before Red Sox @ Blue Jays (Day 2, 19:07)",
            ])
        #expect(TravelCheck(arrivals, for: .traveller("Alice"), places: places).warnings.count == 1)
    }

    @Test func aLegThatStartsElsewhereNamesItsTraveller() {
        var t = arrivals
        t.items.append(leg("late", day: 2, -1, from: "Chicago", to: "Toronto").with(who: ["Alice"]))
        t.items.append(leg("on", day: 2, -1, from: "Boston", to: "Toronto").with(who: ["Bob"]))
        let check = TravelCheck(t, places: places)
        #expect(
            check.warnings.map(\.description) == [
                "Alice: Chicago → Toronto starts in Chicago, but you are in Boston (after Yankees @ Red Sox, Day 1)",
                "Bob: no travel from New York to Boston before Yankees @ Red Sox (Day 1, 19:10)",
            ])
    }

    @Test func cantMakeItNamesTheTravellerWhoseLegsAreTooSlow() {
        var t = arrivals
        // From the end of the Boston game (22:10) to 06:07 is 7 h 57 min: too short for the drive.
        t.games[1] = game("g2", day: 2, at: "07:07", in: "Toronto", away: "Red Sox", home: "Blue Jays")
        t.items.append(leg("drive", day: 2, -1, from: "Boston", to: "Toronto").with(who: ["Alice"]))
        t.items.append(leg("fly", day: 2, -1, from: "Boston", to: "Toronto", mode: .fly).with(who: ["Bob"]))
        let check = TravelCheck(t, places: places)
        let slow = check.warnings.filter { $0.kind == .cantMakeIt }
        #expect(slow.map(\.entryID) == ["drive"])
        #expect(slow.first?.description.hasPrefix("Alice: Boston → Toronto: about ") == true)
        #expect(TravelCheck(t, for: .traveller("Bob"), places: places).warnings.allSatisfy { $0.kind != .cantMakeIt })
    }

    /// Alice is there from day 1 with a bed for every night; Carol joins on day 2 and books only
    /// night 3; Bob comes for day 4 alone. Whose nights are whose: Carol's from day 2, Bob's none.
    private var nightsTrip: Trip {
        var t = trip(
            days: 4,
            games: [
                game("g1", day: 1, in: "Boston").with(who: ["Alice"]), game("g2", day: 2, in: "Boston"),
                game("g3", day: 3, in: "Boston"), game("g4", day: 4, in: "Boston"),
            ],
            items: [
                stay("inn", day: 1, 1, "Inn", in: "Boston", nights: 3).with(who: ["Alice"]),
                stay("hostel", day: 3, 1, "Hostel", in: "Boston").with(who: ["Carol"]),
                note("n", day: 2, 2).with(who: ["Carol"]),
            ])
        t.travellers = ["Alice", "Carol"]
        return t
    }

    @Test func anUnbookedNightNamesItsTravellerAndOnlyTheirOwnNightsAreAsked() {
        let check = TravelCheck(nightsTrip, places: places)
        #expect(
            check.unbookedNights.map(\.description) == ["Carol: night 2 (Sat Jun 13): no stay, the day ends in Boston"])
        #expect(check.count == 1)
        #expect(check.nights.summary == "nights 3/3", "everyone's: every stay of the trip")
        let carols = TravelCheck(nightsTrip, for: .traveller("Carol"), places: places)
        #expect(carols.unbookedNights.map(\.description) == ["night 2 (Sat Jun 13): no stay, the day ends in Boston"])
        #expect(carols.nights.summary == "nights 1/2", "Carol is there for nights 2 and 3")
    }

    @Test func aNightEveryoneLacksIsSaidOnceAndOneOnlyAliceLacksWithHerName() {
        var t = nightsTrip
        t.items.removeAll { $0.id == "inn" }
        t.items.append(stay("inn", day: 1, 1, "Inn", in: "Boston").with(who: ["Alice"]))  // night 1 only
        let check = TravelCheck(t, places: places)
        #expect(
            check.unbookedNights.map(\.description) == [
                "night 2 (Sat Jun 13): no stay, the day ends in Boston",
                "Alice: night 3 (Sun Jun 14): no stay, the day ends in Boston",
            ])
    }

    @Test func aBedElsewhereAndTwoBedsNameTheirTraveller() {
        var t = nightsTrip
        t.items.append(stay("motel", day: 3, 2, "Motel", in: "Boston").with(who: ["Carol"]))
        // Before the day's game in Boston: Alice sleeps in Toronto while her day ends in Boston.
        t.items.append(stay("far", day: 2, -5, "Far Inn", in: "Toronto").with(who: ["Alice"]))
        let check = TravelCheck(t, places: places)
        let texts = check.warnings.map(\.description)
        #expect(texts.contains("Carol: two beds on night 3: Hostel, Motel"))
        #expect(
            texts.contains { $0.hasPrefix("Alice: sleeping in Toronto on night 2 (Sat Jun 13), but the day ends in") })
        #expect(!texts.contains { $0.hasPrefix("Carol: sleeping") })
    }

    /// A trip whose entries are all everyone's (no `who`, or one naming every traveller) is
    /// walked once, as before travellers had their own entries: the trip's every night asked.
    @Test func aTripWhoseEntriesAreAllEveryonesIsWalkedOnceWithTheTripsNights() {
        var t = nightsTrip
        for i in t.items.indices { t.items[i].who = ["Carol", "Alice"] }
        t.games[0].who = nil
        let check = TravelCheck(t, places: places)
        var plain = t
        plain.travellers = []
        for i in plain.items.indices { plain.items[i].who = nil }
        let once = TravelCheck(plain, places: places)
        #expect(check.warnings == once.warnings && check.unbookedNights == once.unbookedNights)
        #expect(!check.warnings.isEmpty)
        #expect(check.warnings.allSatisfy { !$0.description.contains(": night") })
    }

    // MARK: - Plan

    /// Bob has his own way from Boston to New York, Alice none: her leg is hers, after the
    /// game that put her in Boston. Nobody has a way to Philadelphia: one leg for everyone.
    @Test func planFillsAGapOnlySomeHaveWithALegOfTheirsAndOneEveryoneHasWithOneForAll() throws {
        var t = trip(
            days: 3,
            games: [
                game("g1", day: 1, at: "19:10", in: "Boston", away: "Yankees", home: "Red Sox"),
                game("g2", day: 2, at: "19:05", in: "New York"),
                game("g3", day: 3, at: "19:05", in: "Philadelphia"),
            ],
            items: [leg("bob", day: 2, -1, from: "Boston", to: "New York", mode: .train).with(who: ["Bob"])])
        t.travellers = ["Alice", "Bob"]
        let library = Library(trips: [t])
        let plan = TravelPlan(t, in: library, places: places)
        #expect(
            plan.legs.map(\.line) == [
                "added boston-new-york: Boston → New York · 228 mi · drive · Day 1 after Yankees @ Red Sox · for Alice",
                "added new-york-philadelphia: New York → Philadelphia · 97 mi · drive · Day 2 after Visitors g2 @ New York Nine",
            ])
        #expect(plan.legs.map(\.item.who) == [["Alice"], nil])
        let after = try library.applying(try #require(plan.edit))
        let planned = try #require(after.trip("t"))
        #expect(TravelCheck(planned, places: places).warnings.filter { $0.kind == .noWayThere }.isEmpty)
        #expect(TravelPlan(planned, in: after, places: places).edit == nil, "a second plan adds nothing")
    }

    @Test func aGapOnlySomeHaveThatCannotBeFilledNamesThem() {
        var t = trip(days: 2, games: [game("g1", day: 1, in: "Boston"), game("g2", day: 2, in: "Boston")])
        t.items = [leg("l", day: 2, -1, from: "Springfeld", to: "Boston").with(who: ["Bob"])]
        t.travellers = ["Alice", "Bob"]
        let plan = TravelPlan(t, in: Library(trips: [t]), places: places)
        #expect(plan.unfilled.map(\.line) == ["Bob: cannot plan Boston → Springfeld: unknown place: Springfeld"])
    }
}

extension Item {
    fileprivate func with(who: [String]) -> Item {
        var item = self
        item.who = who
        return item
    }
}

extension Game {
    fileprivate func with(who: [String]) -> Game {
        var game = self
        game.who = who
        return game
    }
}

/// `travelTrip`'s random trip, with three travellers in three of four, and some of its games
/// and items theirs alone (now and then a `who` naming all three, which is everyone's).
private func sharedTrip(seed: UInt64) -> Trip {
    var t = travelTrip(seed: seed, unknown: true)
    guard seed % 4 != 0 else { return t }
    var rng = SplitMix(seed: seed ^ 0x3110)
    let names = ["Alice", "Bob", "Carol"]
    t.travellers = names
    func who() -> [String] { Array(names.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng))) }
    for i in t.games.indices where Int.random(in: 0..<3, using: &rng) == 0 { t.games[i].who = who() }
    for i in t.items.indices where Bool.random(using: &rng) { t.items[i].who = who() }
    return t
}
