import PropertyBased
import Testing

@testable import ItineraryCore

/// Trips and games change through the one door too (docs/file-format.md): each with an inverse,
/// none moving an item, shortening refused while something would be left beyond the end.
@Suite struct ScheduleEditTests {
    let library = Library(trips: [
        trip(
            "t", days: 3, games: [game("g1", day: 1, in: "Boston"), game("g3", day: 3, in: "New York")],
            items: [leg("l", day: 2, 1, from: "Boston", to: "New York"), note("n", day: 3, 5, "Pizza")])
    ])

    static func allEdits(_ library: Library) -> [ScheduleEdit] {
        let t = library.trips[0]
        return [
            .addTrip(trip("u", days: 2, games: [game("ug", day: 1, in: "Chicago")])),
            .addTrip(trip("first", days: 1), at: 0),
            .updateTrip(TripDetails(id: "t", name: "Renamed", start: CalendarDate(iso: "2027-01-30")!, days: 5)),
            .updateTrip(TripDetails(id: "t", name: t.name, start: t.start, days: 3)),
            .deleteTrip("t"),
            .addGame(trip: "t", game: game("g2", day: 2, at: "13:05", in: "Boston")),
            .addGame(trip: "t", game: game("g0", day: 1, in: "Boston"), at: 0),
            .updateGame(trip: "t", game: game("g1", day: 3, at: "20:00", in: "New York")),
            .deleteGame(trip: "t", game: "g1"),
        ]
    }

    @Test func eachEditAndItsInverseGiveBackTheLibrary() throws {
        for edit in Self.allEdits(library) {
            let (changed, inverse) = try library.applyingWithInverse(.schedule(edit))
            #expect(changed != library || edit == Self.allEdits(library)[3], "\(edit) changed nothing")
            #expect(try changed.applying(inverse) == library, "\(edit) undone by \(inverse)")
        }
    }

    @Test func theyDoWhatTheySay() throws {
        let renamed = try library.applying(
            .schedule(
                .updateTrip(TripDetails(id: "t", name: "Renamed", start: CalendarDate(iso: "2027-01-30")!, days: 5))))
        let t = try #require(renamed.trip("t"))
        #expect(t.name == "Renamed" && t.days == 5)
        #expect(t.date(ofDay: 3).description == "2027-02-01", "a new start shifts every date")
        let added = try library.applying(.schedule(.addGame(trip: "t", game: game("g2", day: 2, in: "Boston"))))
        #expect(added.trip("t")?.games.map(\.id) == ["g1", "g3", "g2"])
        #expect(try library.applying(.schedule(.deleteTrip("t"))).trips.isEmpty)
    }

    @Test func shorteningIsRefusedWhileSomethingSitsBeyondTheNewEnd() {
        let shorten = { (days: Int) in
            try library.applying(
                .schedule(
                    .updateTrip(TripDetails(id: "t", name: "T", start: CalendarDate(iso: "2026-06-12")!, days: days))))
        }
        #expect(
            throws: EditError(
                "can't shorten to 2 days: 2 entries after day 2 (first: Visitors g3 @ New York Nine on day 3); move or remove them first"
            )
        ) {
            try shorten(2)
        }
        #expect(
            throws: EditError(
                "can't shorten to 1 day: 3 entries after day 1 (first: Boston → New York on day 2); move or remove them first"
            )
        ) {
            try shorten(1)
        }
        #expect(throws: EditError("days must be 1 to 3660")) { try shorten(0) }
        #expect(throws: EditError("days must be 1 to 3660")) { try shorten(3661) }
    }

    /// What a schedule edit newly misplaces is counted by leg, not as a difference of counts:
    /// here one leg is freed and another blocked by the same edit.
    @Test func newlyMisplacedNamesTheLegsAnEditBlocked() throws {
        let before = trip(
            "m", days: 3, games: [game("b1", day: 1, at: "19:10", in: "Boston"), game("y3", day: 3, in: "New York")],
            items: [
                leg("l1", day: 2, 1, from: "Boston", to: "New York"),
                leg("l2", day: 1, 1, from: "New York", to: "Chicago"),
            ])
        #expect(problems(before).keys.sorted() == ["l2"])
        let after = try applying(
            .schedule(.updateGame(trip: "m", game: game("y3", day: 1, at: "09:00", in: "New York"))), to: before)
        #expect(problems(after).keys.sorted() == ["l1"])
        #expect(TripCheck.newlyMisplaced(before: before, after: after).map(\.itemID) == ["l1"])
        #expect(TripCheck.newlyMisplaced(before: nil, after: before).map(\.itemID) == ["l2"], "a new trip: all of them")
    }

    /// The file refuses a trip past 9999-12-31 (docs/file-format.md), so no edit may make one.
    @Test func noTripRunsPastTheYear9999() throws {
        let late = CalendarDate(iso: "9999-12-01")!
        #expect(throws: EditError("the trip would run past the year 9999")) {
            try library.applying(.schedule(.addTrip(Trip(id: "late", name: "Late", order: 2, start: late, days: 32))))
        }
        #expect(throws: EditError("the trip would run past the year 9999")) {
            try library.applying(.schedule(.updateTrip(TripDetails(id: "t", name: "T", start: late, days: 40))))
        }
        let lastDay = try library.applying(
            .schedule(.addTrip(Trip(id: "late", name: "Late", order: 2, start: late, days: 31))))
        #expect(lastDay.trip("late")?.end.description == "9999-12-31")
    }

    @Test func editsThatDoNotFitAreRefused() {
        for edit: ScheduleEdit in [
            .addTrip(trip("t", days: 1)),  // id used
            .addTrip(trip("v", days: 1, games: [game("g1", day: 1, in: "X")])),  // a game's id used
            .addTrip(trip("w", days: 0)),
            .addGame(trip: "t", game: game("g9", day: 4, in: "X")),
            .addGame(trip: "t", game: game("l", day: 1, in: "X")),
            .addGame(trip: "nope", game: game("g9", day: 1, in: "X")),
            .updateGame(trip: "t", game: game("g1", day: 0, in: "X")),
            .updateGame(trip: "t", game: game("missing", day: 1, in: "X")),
            .deleteGame(trip: "t", game: "l"),
            .deleteTrip("nope"),
        ] {
            #expect(throws: EditError.self, "\(edit)") { try library.applying(.schedule(edit)) }
        }
    }

    /// Changing the schedule (docs/file-format.md): no schedule edit moves an item, whatever it does to the games.
    @Test func noScheduleEditMovesAnItem() async {
        await checkProperty(count: 200, input: Gen.uint64(), Gen.int(in: 0...1_000_000).array(of: 1...8)) {
            seed, picks in
            var library = Library(trips: [randomTrip(seed: seed)])
            for pick in picks {
                let t = library.trips[0]
                let positions = Dictionary(uniqueKeysWithValues: t.items.map { ($0.id, ($0.day, $0.sortOrder)) })
                let g = t.games.isEmpty ? nil : t.games[pick % t.games.count]
                let edits: [ScheduleEdit] = [
                    .addGame(
                        trip: t.id, game: game("new\(pick)", day: 1 + pick % t.days, at: "12:00", in: "City\(pick % 4)")
                    ),
                    g.map {
                        .updateGame(
                            trip: t.id,
                            game: game($0.id, day: 1 + (pick / 7) % t.days, at: "09:30", in: "City\(pick % 3)"))
                    },
                    g.map { .deleteGame(trip: t.id, game: $0.id) },
                    .updateTrip(
                        TripDetails(
                            id: t.id, name: "x", start: t.start.adding(days: pick % 40 - 20), days: t.days + pick % 3)),
                ].compactMap { $0 }
                guard let next = try? library.applying(.schedule(edits[pick % edits.count])) else { continue }
                for item in next.trips[0].items {
                    let before = try #require(positions[item.id])
                    #expect(item.day == before.0 && item.sortOrder == before.1, "\(item.id) moved")
                }
                #expect(next.trips[0].items.count == t.items.count)
                library = next
            }
        }
    }

    @Test func newIDsAreReadableAndNeverTaken() {
        #expect(library.newID(["Boston", "New York"], fallback: "leg") == "boston-new-york")
        #expect(
            library.newID(["g", "2026-06-12", "Yankees", "Red Sox"], fallback: "game") == "g-2026-06-12-yankees-red-sox"
        )
        #expect(library.newID(["東京"], fallback: "trip") == "trip")
        #expect(library.newID(["T"], fallback: "trip") == "t-2", "t is the trip's id")
        #expect(
            library.newID(["Lobster roll at Neptune Oyster, cash only please"], fallback: "note")
                == "lobster-roll-at-neptune-oyster")
    }
}
