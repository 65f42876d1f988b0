import ItineraryCore
import Testing

/// Merging (docs/sharing.md) by example: what merges cleanly, what is a conflict and what a conflict keeps.
@Suite struct MergeTests {
    /// Day 1 of trip `t` without games: notes a, b, c, d at 1, 2, 3, 4; day 2 the Boston game
    /// g1 with the note e before it.
    let base = Library(trips: [
        trip(
            "t", days: 2, games: [game("g1", day: 2, at: "19:10", in: "Boston")],
            items: [
                note("a", day: 1, 1), note("b", day: 1, 2), note("c", day: 1, 3),
                note("d", day: 1, 4), note("e", day: 2, -1),
            ])
    ])

    func changed(_ change: (inout Trip) -> Void) -> Library {
        var library = base
        change(&library.trips[0])
        return library
    }

    func merged(
        _ ours: Library, _ theirs: Library, preferring side: MergeSide = .ours,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> MergeResult {
        let result = LibraryMerge.merge(base: base, ours: ours, theirs: theirs, preferring: side)
        let reloaded = try LibraryDecoder.decode(Array(LibraryEncoder.encode(result.library).utf8))
        #expect(reloaded == result.library, "the merge is a valid file", sourceLocation: sourceLocation)
        return result
    }

    func place(_ library: Library, _ id: String) -> (day: Int, sortOrder: Double)? {
        library.trips[0].item(id).map { ($0.day, $0.sortOrder) }
    }

    // MARK: Fields

    @Test func changesToDifferentFieldsOfOneItemBothLand() throws {
        let ours = changed { $0.items[0].kind = .custom(Custom(title: "Walk")) }
        let theirs = changed { $0.items[0].kind = .custom(Custom(title: "Note a", note: "by the river")) }
        let result = try merged(ours, theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.library.trips[0].item("a")?.custom == Custom(title: "Walk", note: "by the river"))
    }

    @Test func theSameChangeOnBothSidesIsNoConflict() throws {
        let both = changed { $0.items[0].kind = .custom(Custom(title: "Walk")) }
        let result = try merged(both, both)
        #expect(result.conflicts.isEmpty)
        #expect(result.library == both)
    }

    @Test func oneFieldChangedDifferentlyIsAConflictThatKeepsThePreferredSide() throws {
        let ours = changed { $0.items[0].kind = .custom(Custom(title: "Lunch")) }
        let theirs = changed {
            $0.items[0].kind = .custom(Custom(title: "Dinner"))
            $0.name = "Renamed"
        }
        let result = try merged(ours, theirs)
        #expect(result.conflicts.map(\.line) == [#"a: title: ours "Lunch", theirs "Dinner""#])
        #expect(result.library.trips[0].item("a")?.custom?.title == "Lunch")
        #expect(result.library.trips[0].name == "Renamed")

        let takeTheirs = try merged(ours, theirs, preferring: .theirs)
        #expect(takeTheirs.conflicts == result.conflicts)
        #expect(takeTheirs.library.trips[0].item("a")?.custom?.title == "Dinner")
    }

    @Test func gamesAndTripsMergeFieldByField() throws {
        let ours = changed {
            $0.games[0].time = TimeOfDay(text: "13:05")!
            $0.start = CalendarDate(iso: "2026-07-01")!
        }
        let theirs = changed {
            $0.games[0].venue = "Fenway"
            $0.days = 3
        }
        let result = try merged(ours, theirs)
        #expect(result.conflicts.isEmpty)
        let t = result.library.trips[0]
        #expect(t.games[0].time?.description == "13:05" && t.games[0].venue == "Fenway")
        #expect(t.start.description == "2026-07-01" && t.days == 3)
    }

    @Test func unknownKeysMergeKeyByKeyAtEveryLevel() throws {
        let ours = {
            var l = changed {
                $0.items[1].unknown = ["x-ours": .number(1)]
                $0.unknown = ["x-trip": .string("ours")]
            }
            l.unknown = ["x-file": .bool(true), "x-shared": .number(1)]
            return l
        }()
        let theirs = {
            var l = changed {
                $0.items[1].unknown = ["x-theirs": .number(2)]
                $0.unknown = ["x-trip": .string("theirs")]
            }
            l.unknown = ["x-shared": .number(2)]
            return l
        }()
        let result = try merged(ours, theirs)
        #expect(result.library.trips[0].item("b")?.unknown == ["x-ours": .number(1), "x-theirs": .number(2)])
        #expect(result.library.unknown == ["x-file": .bool(true), "x-shared": .number(1)])
        #expect(
            result.conflicts.map(\.line) == [
                #"library: x-shared: ours 1, theirs 2"#,
                #"t: x-trip: ours "ours", theirs "theirs""#,
            ])
    }

    // MARK: Order

    @Test func oneSideRenumberingADayAndTheOtherMovingAnItemKeepsBothAndTheRenumbering() throws {
        // a 10, b 20, c 30, d 40
        let ours = changed { t in for i in 0..<4 { t.items[i].sortOrder = Double(10 * (i + 1)) } }
        let theirs = changed { $0.items[3].sortOrder = 1.5 }  // d between a and b
        let result = try merged(ours, theirs)
        #expect(result.conflicts.isEmpty)
        #expect(dayIDs(result.library.trips[0], 1) == ["a", "d", "b", "c"])
        #expect(place(result.library, "a")?.sortOrder == 10)
        #expect(place(result.library, "b")?.sortOrder == 20)
        #expect(place(result.library, "c")?.sortOrder == 30)
        #expect(place(result.library, "d")?.sortOrder == 15, "the moved item gets a key between its neighbours")
    }

    @Test func movesOfDifferentItemsInOneDayBothLand() throws {
        let ours = changed { $0.items[0].sortOrder = 3.5 }  // a between c and d
        let theirs = changed { $0.items[3].sortOrder = 0 }  // d first
        let result = try merged(ours, theirs)
        #expect(result.conflicts.isEmpty)
        #expect(dayIDs(result.library.trips[0], 1) == ["d", "b", "c", "a"])
    }

    @Test func aDayRunOutOfRoomIsNormalized() throws {
        let tight = 1.0000000000000002  // the next Double after 1
        var start = base
        start.trips[0].items[1].sortOrder = tight
        let ours = {
            var l = start
            l.trips[0].items[2].sortOrder = 0.5
            return l
        }()  // c first
        let theirs = {
            var l = start
            l.trips[0].items[3].sortOrder = 0.75
            return l
        }()  // d first
        let result = LibraryMerge.merge(base: start, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        #expect(dayIDs(result.library.trips[0], 1) == ["c", "d", "a", "b"])
        let keys = result.library.trips[0].items.filter { $0.day == 1 }.map(\.sortOrder).sorted()
        #expect(Set(keys).count == 4, "\(keys)")
    }

    @Test func theSameItemMovedToDifferentPlacesIsAConflictThatKeepsThePreferredPlace() throws {
        let ours = changed { $0.items[3].sortOrder = 0 }  // d first
        let theirs = changed { $0.items[3].sortOrder = 2.5 }  // d after b
        let result = try merged(ours, theirs)
        #expect(result.conflicts.map(\.line) == ["d: position: ours first, theirs after b"])
        #expect(dayIDs(result.library.trips[0], 1) == ["d", "a", "b", "c"])
        let takeTheirs = try merged(ours, theirs, preferring: .theirs)
        #expect(dayIDs(takeTheirs.library.trips[0], 1) == ["a", "b", "d", "c"])
    }

    @Test func theSameItemMovedToDifferentDaysIsADayConflict() throws {
        let ours = changed { $0.items[0].day = 2 }
        let theirs = changed { $0.items[0].sortOrder = 5 }
        let result = try merged(ours, theirs)
        #expect(result.conflicts.map(\.line) == ["a: day: ours 2, theirs 1"])
        #expect(place(result.library, "a")?.day == 2)
    }

    @Test func theSameMoveOnBothSidesIsNoConflict() throws {
        let ours = changed { $0.items[3].sortOrder = 0 }
        let theirs = changed { $0.items[3].sortOrder = 0.5 }  // also first, another number
        let result = try merged(ours, theirs)
        #expect(result.conflicts.isEmpty)
        #expect(dayIDs(result.library.trips[0], 1) == ["d", "a", "b", "c"])
    }

    @Test func aMoveAndAChangeOfTheSameItemBothLand() throws {
        let ours = changed { $0.items[0].sortOrder = 5 }
        let theirs = changed { $0.items[0].kind = .custom(Custom(title: "Walk")) }
        let result = try merged(ours, theirs)
        #expect(result.conflicts.isEmpty)
        #expect(dayIDs(result.library.trips[0], 1) == ["b", "c", "d", "a"])
        #expect(result.library.trips[0].item("a")?.custom?.title == "Walk")
    }

    @Test func aPlaceBetweenGamesIsOrderToo() throws {
        // e moves from before g1 to after it; the other side renumbers day 2 (nothing moves).
        let ours = changed { $0.items[4].sortOrder = 0.5 }
        let theirs = changed { $0.items[4].sortOrder = -7 }
        let result = try merged(ours, theirs)
        #expect(result.conflicts.isEmpty)
        #expect(dayIDs(result.library.trips[0], 2) == ["g1", "e"])
    }

    // MARK: Removed and added

    @Test func changedOnOneSideAndRemovedOnTheOtherIsAConflict() throws {
        let ours = changed { $0.items.remove(at: 0) }
        let theirs = changed { $0.items[0].kind = .custom(Custom(title: "Walk")) }
        let result = try merged(ours, theirs)
        #expect(result.conflicts.map(\.line) == [#"a: title: ours removed, theirs "Walk""#])
        #expect(result.library.trips[0].item("a") == nil)
        let takeTheirs = try merged(ours, theirs, preferring: .theirs)
        #expect(takeTheirs.library.trips[0].item("a")?.custom?.title == "Walk")
        let reversed = try merged(theirs, ours)
        #expect(reversed.library.trips[0].item("a")?.custom?.title == "Walk")
    }

    @Test func movedOnOneSideAndRemovedOnTheOtherIsAConflict() throws {
        let ours = changed { $0.items[3].sortOrder = 0 }
        let theirs = changed { $0.items.remove(at: 3) }
        let result = try merged(ours, theirs)
        #expect(result.conflicts.map(\.line) == ["d: position: ours day 1, first, theirs removed"])
        #expect(dayIDs(result.library.trips[0], 1) == ["d", "a", "b", "c"])
    }

    @Test func removedOnOneSideAndUnchangedOnTheOtherIsRemoved() throws {
        let ours = changed { $0.items.remove(at: 0) }
        let theirs = changed { $0.items[0].sortOrder = 0 }  // renumbered, not moved
        let result = try merged(ours, theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.library.trips[0].item("a") == nil)
    }

    @Test func addedOnBothSidesWithOneIdIsAConflictOnlyWhereTheyDiffer() throws {
        let ours = changed { $0.items.append(note("n", day: 2, 5, "Dinner")) }
        let alike = changed { $0.items.append(note("n", day: 2, 5, "Dinner")) }
        #expect(try merged(ours, alike).conflicts.isEmpty)
        let other = changed { $0.items.append(note("n", day: 2, 5, "Supper")) }
        let result = try merged(ours, other)
        #expect(result.conflicts.map(\.line) == [#"n: title: ours "Dinner", theirs "Supper""#])
        #expect(result.library.trips[0].item("n")?.custom?.title == "Dinner")
    }

    @Test func anIdAddedAsTwoDifferentThingsKeepsThePreferredOneAndRenamesTheOther() throws {
        var ours = base
        ours.trips.append(trip("x", days: 1))
        let theirs = changed { $0.items.append(note("x", day: 1, 9)) }
        let result = try merged(ours, theirs)
        #expect(result.conflicts.map(\.line) == ["x: id: ours trip, theirs item, now x-2"])
        #expect(result.library.trip("x") != nil)
        #expect(result.library.trips.first { $0.id == "t" }?.item("x-2") != nil)
    }

    // MARK: Trips

    @Test func aTripRemovedOnOneSideAndChangedOnTheOtherIsAConflict() throws {
        var ours = base
        ours.trips.removeAll()
        let theirs = changed { $0.items[0].sortOrder = 9 }
        let result = try merged(ours, theirs)
        #expect(result.conflicts.map(\.line) == ["t: trip: ours removed, theirs changed"])
        #expect(result.library.trips.isEmpty)
        let takeTheirs = try merged(ours, theirs, preferring: .theirs)
        #expect(takeTheirs.library == theirs)
    }

    @Test func anItemBothSidesKeepIsNotLostWhenEachRemovedTheTripTheOtherKeepsItIn() throws {
        var start = base
        start.trips.append(trip("u", days: 2, order: 2))
        var ours = start
        var theirs = start
        ours.trips.removeAll { $0.id == "u" }
        let a = theirs.trips[0].items.remove(at: 0)  // a cut from t and pasted into u, then t removed
        theirs.trips[1].items.append(a)
        theirs.trips.removeAll { $0.id == "t" }
        for side in [MergeSide.ours, .theirs] {
            let result = LibraryMerge.merge(base: start, ours: ours, theirs: theirs, preferring: side)
            #expect(result.library.trip(containing: "a") != nil, "\(side)")
            #expect(result.conflicts.map(\.id).contains("u"), "\(result.conflicts.map(\.line))")
        }
        let keepOurs = LibraryMerge.merge(base: start, ours: ours, theirs: theirs)
        #expect(
            keepOurs.conflicts.map(\.line) == [
                "a: trip: ours t (removed), theirs u (removed)",
                "u: trip: ours removed, theirs changed",
            ])
        #expect(keepOurs.library.trips.map(\.id) == ["t"])
        #expect(keepOurs.library.trips[0].items.map(\.id) == ["a"], "t comes back with just what both kept")
    }

    @Test func theTripsListMergesAsOrder() throws {
        var start = base
        start.trips += [trip("u", days: 1, order: 2), trip("v", days: 1, order: 3), trip("w", days: 1, order: 4)]
        var ours = start
        var theirs = start
        ours.trips[3].order = 0  // w first
        for i in theirs.trips.indices { theirs.trips[i].order *= 100 }  // renumbered
        theirs.trips[1].order = 350  // u between v and w
        let result = LibraryMerge.merge(base: start, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.library.sortedTrips.map(\.id) == ["w", "t", "v", "u"])
    }

    @Test func aTripShortenedWhileTheOtherSidePutAnItemOnADayItTookAway() throws {
        var start = base
        start.trips[0].days = 3
        let ours = {
            var l = start
            l.trips[0].days = 2
            return l
        }()
        let theirs = {
            var l = start
            l.trips[0].items.append(note("late", day: 3, 1))
            return l
        }()
        let result = LibraryMerge.merge(base: start, ours: ours, theirs: theirs)
        #expect(result.conflicts.map(\.line) == ["late: day: ours trip of 2 days, theirs 3"])
        #expect(result.library.trips[0].days == 2)
        #expect(dayIDs(result.library.trips[0], 2).last == "late")
        let takeTheirs = LibraryMerge.merge(base: start, ours: ours, theirs: theirs, preferring: .theirs)
        #expect(takeTheirs.library.trips[0].days == 3)
        #expect(takeTheirs.library.trips[0].item("late")?.day == 3)
    }

    // MARK: The summary of a change

    @Test func aSummarySaysWhatMovedAndChanged() {
        var after = changed {
            $0.items[0].sortOrder = 5  // a moved
            $0.items[3].sortOrder = 0  // d moved
            for i in 0..<4 { $0.items[i].sortOrder *= 10 }  // renumbered: moves nothing more
            $0.items[2].kind = .custom(Custom(title: "Changed"))  // c changed
            $0.games.append(game("g2", day: 1, in: "Boston"))
        }
        #expect(LibraryDiff.summary(from: base, to: after).sentence == "2 items moved, 1 note changed, 1 game added")
        after = base
        #expect(LibraryDiff.summary(from: base, to: after).sentence == "nothing changed")
    }
}
