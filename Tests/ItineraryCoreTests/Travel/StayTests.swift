import Testing

@testable import ItineraryCore

/// Stays (docs/stays.md): a stay puts the traveller in its city; each night it covers is checked
/// against where that day ends; two beds on a night; the nights no stay covers, once there is one.
/// Dates worked by hand: 2026-06-12 is a Friday (day 163 of a year that began on a Thursday).
@Suite struct StayTests {
    let places = PlaceResolver()

    private func check(_ t: Trip) -> TravelCheck { TravelCheck(t, places: places) }

    private let yankeesAtRedSox = game("g1", day: 1, at: "19:10", in: "Boston", away: "Yankees", home: "Red Sox")
    private let redSoxAtYankees = game("g2", day: 2, at: "19:05", in: "New York", away: "Red Sox", home: "Yankees")

    @Test func aNightSpentWhereTheDayDoesNotEndWarnsOnTheStayOncePerNight() {
        // Boston on day 1, New York from day 2: two nights in Boston, the second one wrong.
        let t = trip(
            days: 4, games: [yankeesAtRedSox, redSoxAtYankees],
            items: [
                stay("s1", day: 1, 1, "Hotel Beacon", in: "Boston", nights: 2),
                leg("l1", day: 2, -1, from: "Boston", to: "New York"),
            ])
        let c = check(t)
        #expect(
            c.warnings.map(\.description) == [
                "sleeping in Boston on night 2 (Sat Jun 13), but the day ends in New York"
            ])
        #expect(c.warnings.map(\.entryID) == ["s1"] && c.warnings.map(\.kind) == [.elsewhereAtNight])
        // Night 3 (Sun Jun 14) has no bed; night 4 is the last day's, which goes home.
        #expect(c.unbookedNights.map(\.description) == ["night 3 (Sun Jun 14): no stay, the day ends in New York"])
        #expect(c.count == 2)
        #expect(c.nights.summary == "nights 2/3")

        // Three nights, each wrong from the second on: one warning a night.
        var longer = t
        longer.items[0].kind = .stay(Stay(name: "Hotel Beacon", city: "Boston", nights: 3))
        #expect(
            check(longer).warnings.map(\.description) == [
                "sleeping in Boston on night 2 (Sat Jun 13), but the day ends in New York",
                "sleeping in Boston on night 3 (Sun Jun 14), but the day ends in New York",
            ])
        #expect(check(longer).unbookedNights.isEmpty)
    }

    @Test func aStayWithinThirtyMilesOfWhereTheDayEndsIsThere() {
        // Dallas 32.7831 N 96.8067 W, Arlington 32.7357 N 97.1081 W: 0.3014° of longitude at
        // cos 32.76° = 0.841 is 17.5 mi, 0.0474° of latitude 3.3 mi; about 17.8 mi in all.
        let t = trip(
            days: 2, games: [game("g1", day: 1, in: "Arlington")],
            items: [stay("s1", day: 1, 1, "Downtown Inn", in: "Dallas")])
        #expect(check(t).warnings.isEmpty && check(t).unbookedNights.isEmpty)
        #expect(check(t).nights.summary == "nights 1/1")
        // Houston is some 225 mi away: no way there, and then the day ends there.
        let far = trip(days: 2, games: t.games, items: [stay("s1", day: 1, 1, "Downtown Inn", in: "Houston")])
        #expect(
            check(far).warnings.map(\.description) == [
                "no travel from Arlington to Houston before Downtown Inn (Day 1)"
            ])
        // A note after it changes nothing; a leg back to Arlington after it does.
        let back = trip(
            days: 2, games: t.games, items: far.items + [leg("l", day: 1, 2, from: "Houston", to: "Arlington")])
        #expect(
            check(back).warnings.map(\.description) == [
                "no travel from Arlington to Houston before Downtown Inn (Day 1)",
                "sleeping in Houston on night 1 (Fri Jun 12), but the day ends in Arlington",
            ])
    }

    @Test func aStayPutsTheTravellerInItsCity() {
        // New York after the game, a hotel in Boston: no way there; the leg after it leaves Boston.
        let t = trip(
            days: 3, games: [game("g1", day: 1, in: "New York", away: "Red Sox", home: "Yankees")],
            items: [
                stay("s1", day: 1, 1, "Hotel Beacon", in: "Boston"),
                leg("l1", day: 2, 1, from: "Boston", to: "Philadelphia"),
            ])
        let c = check(t)
        #expect(c.warnings.map(\.description) == ["no travel from New York to Boston before Hotel Beacon (Day 1)"])
        #expect(
            c.gaps.map { "\($0.from)>\($0.to) after \($0.after) before \($0.before)" } == [
                "New York>Boston after g1 before s1"
            ])
        // `plan` fills it with a leg between the game and the stay.
        let plan = TravelPlan(t, in: Library(trips: [t]), places: places)
        #expect(
            plan.legs.map(\.line) == [
                "added new-york-boston: New York → Boston · 228 mi · drive · Day 1 after Red Sox @ Yankees"
            ])
        // Night 2 ends in Philadelphia, unbooked.
        #expect(c.unbookedNights.map(\.description) == ["night 2 (Sat Jun 13): no stay, the day ends in Philadelphia"])
    }

    @Test func beforeTheFirstStopTheTravellerIsWhereItSays() {
        // Nothing on day 1; a hotel in Boston on day 2 is where day 1 ends.
        let t = trip(days: 3, items: [stay("s1", day: 2, 0, "Hotel Beacon", in: "Boston")])
        let c = check(t)
        #expect(c.warnings.isEmpty)
        #expect(c.unbookedNights.map(\.description) == ["night 1 (Fri Jun 12): no stay, the day ends in Boston"])
    }

    @Test func twoStaysOnOneNightAreTwoBeds() {
        let t = trip(
            days: 3, games: [yankeesAtRedSox],
            items: [
                stay("a", day: 1, 1, "Hotel A", in: "Boston", nights: 2),
                stay("b", day: 2, 1, "Hotel B", in: "Boston"),
                stay("c", day: 2, 2, "Hotel C", in: "Boston"),
            ])
        let c = check(t)
        #expect(c.warnings.map(\.description) == ["three beds on night 2: Hotel A, Hotel B, Hotel C"])
        #expect(c.warning(for: "c")?.kind == .twoBeds)
        let two = trip(days: 3, games: [yankeesAtRedSox], items: Array(t.items.prefix(2)))
        #expect(check(two).warnings.map(\.description) == ["two beds on night 2: Hotel A, Hotel B"])
        #expect(check(two).warning(for: "b") != nil)
    }

    /// Stays merge by field, as every item does: one side's nights and the other's
    /// confirmation both stand; the same field changed two ways is a conflict, ours kept.
    @Test func aStayMergesFieldByField() throws {
        let base = Library(trips: [trip(days: 3, items: [stay("s", day: 1, 0, "Hotel Beacon", in: "Boston")])])
        var ours = base
        var theirs = base
        ours.trips[0].items[0].kind = .stay(Stay(name: "Hotel Beacon", city: "Boston", nights: 2))
        theirs.trips[0].items[0].kind = .stay(Stay(name: "Hotel Beacon", city: "Boston", confirmation: "HB-1"))
        let merged = LibraryMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(merged.conflicts.isEmpty)
        #expect(
            merged.library.trips[0].items[0].stay
                == Stay(name: "Hotel Beacon", city: "Boston", nights: 2, confirmation: "HB-1"))

        theirs.trips[0].items[0].kind = .stay(Stay(name: "Hotel Beacon", city: "Boston", nights: 3))
        let clash = LibraryMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(clash.conflicts.map(\.line) == ["s: nights: ours 2, theirs 3"])
        #expect(clash.library.trips[0].items[0].stay?.nights == 2)
    }

    /// The leg rule (docs/travel.md) does not constrain a stay: every slot takes it, and it takes none from a leg.
    @Test func aStayIsNeverForbiddenAndForbidsNothing() throws {
        let legOnly = trip(
            days: 3, games: [yankeesAtRedSox, redSoxAtYankees],
            items: [leg("l1", day: 2, -1, from: "Boston", to: "New York")])
        var t = legOnly
        t.items.append(stay("s", day: 2, 5, "Inn", in: "Chicago"))  // after the New York game
        let grabbed = try #require(DragSession(grabbing: "s", in: TripLayout(t)))
        #expect(grabbed.verdicts.allSatisfy { $0.isAllowed })
        #expect(TripCheck(t).problems.isEmpty)
        let withStay = try #require(DragSession(grabbing: "l1", in: TripLayout(t)))
        let without = try #require(DragSession(grabbing: "l1", in: TripLayout(legOnly)))
        // The stay adds a slot after the New York game, outside the leg's window: the leg may go
        // exactly where it could before.
        #expect(withStay.verdicts.count == without.verdicts.count + 1)
        #expect(withStay.verdicts.filter { $0.isAllowed }.count == without.verdicts.filter { $0.isAllowed }.count)
    }

    @Test func aTripWithoutAStayIsNotAskedAboutItsNights() {
        let t = trip(days: 5, games: [yankeesAtRedSox])
        #expect(check(t).unbookedNights.isEmpty && check(t).count == 0)
        #expect(check(t).nights.summary == nil)
    }

    @Test func theNightsOfAStayRunFromItsDayAndMayRunPastTheTrip() {
        let t = trip(
            days: 3,
            items: [
                note("n", day: 1, 0), stay("s1", day: 2, 0, "Hotel", in: "Boston", nights: 5),
                stay("s0", day: 1, 1, "Inn", in: "Boston"),
            ])
        let nights = TripNights(t)
        #expect(nights.stays.map(\.id) == ["s0", "s1"])
        #expect(nights.stays(onNightOf: 1).map(\.id) == ["s0"])
        #expect(nights.stays(onNightOf: 2).map(\.id) == ["s1"])
        #expect(nights.stays(onNightOf: 3).map(\.id) == ["s1"])  // the last day's: shown, not counted
        #expect(nights.stays(onNightOf: 4).isEmpty)
        #expect(nights.count == 2 && nights.booked == 2 && nights.summary == "nights 2/2")
        #expect(check(t).warnings.isEmpty)
    }
}
