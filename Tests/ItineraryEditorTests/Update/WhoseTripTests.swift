import ItineraryCore
import Testing

@testable import ItineraryEditor

/// `w` and each traveller's own trip in the editor (docs/travellers.md): everyone's view names
/// whose a row is, a traveller's shows their rows only with their own ⚠, and what is added or
/// moved there is theirs, with keys that hold among everyone's rows.
@Suite struct WhoseTripTests {
    /// The demo's Northeast trip with Alice flying in, Bob driving up, and a lobster roll for
    /// the two of them. Day 1 reads: Alice's flight (-2), Bob's drive (-1.5), everyone's
    /// walk (-1), the game, the lobster roll (1): Bob's drive sits halfway between Alice's two
    /// rows above the game.
    static var library: Library {
        var library = DemoLibrary.library
        let t = library.trips.firstIndex { $0.id == "ne-2026" }!
        var trip = library.trips[t]
        trip.travellers = ["Alice", "Bob", "Carol"]
        for i in trip.items.indices { trip.items[i].who = nil }
        for i in trip.games.indices { trip.games[i].who = nil }
        trip.items[trip.itemIndex("ne-t0")!].who = ["Alice"]
        trip.items[trip.itemIndex("ne-n2")!].who = ["Alice", "Bob"]
        trip.items.append(
            Item(
                id: "bob-drive", day: 1, sortOrder: -1.5,
                kind: .travel(Travel(from: "New York", to: "Boston", miles: 215, mode: .drive)), who: ["Bob"]))
        library.trips[t] = trip
        return library
    }

    func opened(_ library: Library = Self.library, cursorOn id: String? = nil, width: Int = 100) -> EditorState {
        var s = editor(library, width: width)
        s.press(.enter)
        if let id { s.trip?.cursor = .entry(id) }
        _ = Editor.update(&s, .resize(width: width, height: 30))
        return s
    }

    /// The day's entries in everyone's display order.
    func everyonesDay(_ s: EditorState, _ day: Int) -> [Entry] {
        TripLayout(s.library.trip("ne-2026")!).day(day).entries
    }

    /// No two items of any day share a key.
    func keysAreDistinct(_ library: Library) -> Bool {
        let trip = library.trip("ne-2026")!
        return (1...trip.days).allSatisfy { day in
            let keys = trip.items.filter { $0.day == day }.map(\.sortOrder)
            return Set(keys).count == keys.count
        }
    }

    @Test func wStepsThroughEveryoneThenEachTravellerThenEveryone() {
        var s = opened()
        #expect(s.trip?.whose == .everyone)
        #expect(!s.lines[0].contains("'s trip"))
        var seen: [String] = []
        for _ in 0..<3 {
            s.press(.char("w"))
            seen.append(s.lines[0])
        }
        #expect(s.trip?.whose == .traveller("Carol"))
        #expect(seen[0].hasPrefix(" Alice's trip · Northeast Ballpark Swing"), "\(seen[0])")
        #expect(seen[1].contains("Bob's trip") && seen[2].contains("Carol's trip"))
        #expect(s.statusLine.contains("Showing Carol's trip"))
        s.press(.char("w"))
        #expect(s.trip?.whose == .everyone)
        #expect(!s.lines[0].contains("'s trip"))
    }

    @Test func wIsRefusedOnATripWithoutTravellers() {
        var library = Self.library
        let t = library.trips.firstIndex { $0.id == "ne-2026" }!
        library.trips[t].travellers = []
        for i in library.trips[t].items.indices { library.trips[t].items[i].who = nil }
        library.trips[t].games = library.trips[t].games.map {
            var g = $0
            g.cost = nil
            return g
        }
        library.trips[t].items = library.trips[t].items.map {
            var i = $0
            i.cost = nil
            return i
        }
        var s = opened(library)
        s.press(.char("w"))
        #expect(s.trip?.whose == .everyone)
        #expect(s.statusLine.contains("This trip has no travellers"), "\(s.statusLine)")
    }

    @Test func everyonesRowsThatAreNotEveryonesEndWithWhoseTheyAre() throws {
        let s = opened()
        let flight = try #require(s.lines.first { $0.contains("» Chicago → Boston") })
        #expect(flight.hasSuffix("fly · Alice"), "\(flight)")
        let lobster = try #require(s.lines.first { $0.contains("Lobster roll") })
        #expect(lobster.contains("Lobster roll at Neptune Oyster — cash only · Alice, Bob  "), "\(lobster)")
        let walk = try #require(s.lines.first { $0.contains("Freedom Trail") })
        #expect(!walk.contains("Alice") && !walk.contains("Bob"), "everyone's: no names")
    }

    @Test func aNarrowScreenGivesInitialsAndKeepsThemWhole() throws {
        let s = opened(width: 40)
        let lobster = try #require(s.lines.first { $0.contains("Lobster") })
        #expect(lobster.contains("· A,B") && !lobster.contains("Alice"), "\(lobster)")
        #expect(!lobster.contains("Neptune Oyster"), "the text gives way, not the initials")
    }

    @Test func initialsAreTheShortestStartsNoOtherTravellerShares() {
        #expect(WhoLabel.initials(of: ["Alice", "Bob", "Carol"]) == ["Alice": "A", "Bob": "B", "Carol": "C"])
        #expect(WhoLabel.initials(of: ["Alice", "Amy", "Bob"]) == ["Alice": "Al", "Amy": "Am", "Bob": "B"])
        #expect(WhoLabel.initials(of: ["Al", "Alice"]) == ["Al": "Al", "Alice": "Ali"])
    }

    @Test func aTravellersViewShowsTheirRowsOnlyWithTheirOwnWarnings() throws {
        var s = opened()
        let everyone = try #require(s.trip).warningCount
        s.press(.char("w"))  // Alice
        #expect(s.line(containing: "» New York → Boston") == nil, "Bob's drive is not Alice's")
        #expect(s.line(containing: "» Chicago → Boston") != nil && s.line(containing: "Freedom Trail") != nil)
        #expect(s.line(containing: "• Lobster roll") != nil)
        #expect(!(s.lines.first { $0.contains("» Chicago → Boston") } ?? "").contains("· Alice"), "no names in hers")
        let alice = try #require(s.trip)
        s.press(.char("w"))  // Bob
        #expect(s.line(containing: "» Chicago → Boston") == nil && s.line(containing: "» New York → Boston") != nil)
        let bob = try #require(s.trip)
        // Each view's count is the checks of that traveller's own trip, made here afresh.
        for (view, name) in [(alice, "Alice"), (bob, "Bob")] {
            let full = s.library.trip("ne-2026")!
            let expected =
                TripCheck(TripLayout(full.seen(by: name))).problems.count
                + TravelCheck(full, for: .traveller(name), places: PlaceResolver(s.library), model: .standard).count
            #expect(view.warningCount == expected, "\(name)")
        }
        #expect(alice.warningCount != everyone, "Bob's drive from New York after Alice's flight is not Alice's")
        if bob.warningCount > 0 { #expect(s.lines[0].contains("⚠ \(bob.warningCount)")) }
        if alice.warningCount == 0 { #expect(alice.nextWarnedRow() == nil) }
    }

    @Test func aNoteAddedInATravellersViewIsTheirsAndFollowsTheRowAboveAmongEveryones() throws {
        var s = opened(cursorOn: "ne-t0")
        s.press(.char("w"))  // Alice: the flight, then the walk; Bob's drive hidden between them
        s.press(.char("a"))
        s.type("Coffee")
        s.press(.enter)
        let id = try #require(
            s.library.trip("ne-2026")!.items.first { $0.kind == .custom(Custom(title: "Coffee")) }?.id)
        #expect(s.item(id)?.who == ["Alice"])
        let day = everyonesDay(s, 1).map(\.id)
        #expect(day.prefix(3) == ["ne-t0", id, "bob-drive"], "\(day)")
        #expect(s.item(id)?.sortOrder != -1.5, "not on Bob's drive's key")
        #expect(keysAreDistinct(s.library))
        let below = try #require(s.line(containing: "» Chicago → Boston"))
        #expect(s.lines[below + 1].contains("Coffee"))
    }

    @Test func aMoveInATravellersViewKeepsTheirOrderAndNeverSharesAKey() throws {
        var s = opened(cursorOn: "ne-n2")
        s.press(.char("w"))  // Alice: flight, walk, game, lobster roll
        s.press(.char("m"), .char("k"), .char("k"), .enter)  // above the walk, below the flight
        let lobster = try #require(s.item("ne-n2"))
        #expect(lobster.day == 1 && lobster.sortOrder != -1.5, "\(lobster.sortOrder)")
        #expect(everyonesDay(s, 1).map(\.id).prefix(3) == ["ne-t0", "ne-n2", "bob-drive"])
        #expect(keysAreDistinct(s.library))
        let flight = try #require(s.line(containing: "» Chicago → Boston"))
        #expect(s.lines[flight + 1].contains("Lobster roll") && s.lines[flight + 2].contains("Freedom Trail"))
        s.press(.char("u"))
        #expect(s.item("ne-n2")?.sortOrder == 1, "one undo step")
    }

    @Test func noRoomAmongEveryonesRowsRenumbersTheDayInTheOrderWanted() throws {
        var library = Self.library
        let t = library.trips.firstIndex { $0.id == "ne-2026" }!
        let one = 1.0
        for (id, key, who) in [("a1", one, "Alice"), ("b1", one.nextUp, "Bob"), ("a2", one.nextUp.nextUp, "Alice")] {
            library.trips[t].items.append(
                Item(id: id, day: 2, sortOrder: key, kind: .custom(Custom(title: "note \(id)")), who: [who]))
        }
        var s = opened(library, cursorOn: "a1")
        s.press(.char("w"))  // Alice: the game, a1, a2; between them Bob's b1 on the only key there was
        s.press(.char("a"))
        s.type("Squeezed")
        s.press(.enter)
        let id = try #require(
            s.library.trip("ne-2026")!.items.first { $0.kind == .custom(Custom(title: "Squeezed")) }?.id)
        #expect(everyonesDay(s, 2).map(\.id) == ["ne-g2", "a1", id, "b1", "a2"])
        #expect(keysAreDistinct(s.library))
        #expect(s.history.undoDepth == 1)
        s.press(.char("u"))
        #expect(s.item("b1")?.sortOrder == one.nextUp && s.item("a2")?.sortOrder == one.nextUp.nextUp)
    }

    @Test func manyMovesInATravellersViewStayValid() {
        var s = opened(cursorOn: "ne-t0")
        s.press(.char("w"))
        var rng = SplitMix64(seed: 52)
        for _ in 0..<40 {
            let view = s.trip!
            let rows = (0..<view.rowCount).filter { view.layout.rows[$0].entry?.item != nil }
            s.trip?.moveCursor(toRow: rows[Int(rng.next() % UInt64(rows.count))])
            if rng.next() % 3 == 0 { s.press(.char("v"), .char("j")) }  // now and then a block
            s.press(.char("m"))
            let steps = Int(rng.next() % 7)
            for _ in 0..<steps { s.press(rng.next() % 2 == 0 ? .char("j") : .char("k")) }
            s.press(.enter)
            s.ticks(20)
            if s.trip?.selection != nil { s.press(.escape) }
            let distinct = keysAreDistinct(s.library)
            #expect(distinct)
            // The view as caught up equals the view laid out afresh.
            let afresh = TripLayout(s.library.trip("ne-2026")!.seen(by: "Alice"))
            #expect(s.trip!.layout.rows == afresh.rows)
        }
    }

    @Test func anEditThatMakesARowAnotherTravellersTakesItOutOfTheView() throws {
        var s = opened(cursorOn: "ne-n2")
        s.press(.char("w"))  // Alice
        s.press(.char("e"))
        #expect(s.form?.fields.last?.name == .who)
        #expect(s.form?.fields.last?.input.text == "Alice, Bob")
        s.press(.up)  // from the first field round to Who
        s.press(.ctrl("u"))
        s.type("Bob")
        s.press(.enter)
        #expect(s.item("ne-n2")?.who == ["Bob"])
        #expect(s.line(containing: "• Lobster roll") == nil)
        s.press(.char("u"))
        #expect(s.line(containing: "• Lobster roll") != nil)
    }

    @Test func anUndoOfAnotherTravellersRowDoesNotShowInTheView() throws {
        var s = opened(cursorOn: "bob-drive")
        s.press(.char("d"))  // Bob's drive, deleted in everyone's view
        s.press(.char("w"))  // Alice
        let rows = s.trip!.rowCount
        s.press(.char("u"))  // brings Bob's drive back
        #expect(s.item("bob-drive") != nil)
        #expect(s.trip?.rowCount == rows && s.line(containing: "» New York → Boston") == nil)
        #expect(s.trip?.whose == .traveller("Alice"))
    }

    @Test func theViewFollowsARenamedTravellerAndLeavesARemovedOne() {
        var s = editor(Self.library)
        s.press(.char("e"))  // the trip's form, on the trips list
        s.press(.down, .down, .down, .ctrl("u"))
        s.type("Alicia, Bob, Carol, Dave")
        s.press(.enter)
        s.press(.enter)  // open it
        s.press(.char("w"))
        #expect(s.lines[0].contains("Alicia's trip"))
        s.press(.char("u"))  // Alice again, and no Dave
        #expect(s.trip?.whose == .traveller("Alice"), "a rename is followed")
        s.press(.char("u"))  // nothing left to undo
        s.press(.ctrl("r"))  // Alicia and Dave again
        s.press(.char("w"), .char("w"), .char("w"))
        #expect(s.trip?.whose == .traveller("Dave"))
        s.press(.char("u"))  // Dave gone
        #expect(s.trip?.whose == .everyone, "a removed traveller's view gives way to everyone's")
    }

    @Test func theItemFormsWhoStartsWithTheTravellerTabCompletesAndRefusesAStranger() throws {
        var s = opened(cursorOn: "ne-n1")
        s.press(.char("w"))  // Alice
        s.press(.char("t"))
        #expect(s.form?.fields.map(\.name) == [.from, .to, .miles, .mode, .who])
        #expect(s.form?.fields.last?.input.text == "Alice")
        s.press(.down)
        s.type("Providence")
        s.press(.down, .down, .down, .ctrl("u"))
        s.type("Zed")
        let depth = s.history.undoDepth
        s.press(.enter)
        #expect(s.form != nil, "refused: the form stays")
        #expect(s.statusLine.contains("Zed is not a traveller (Alice, Bob, Carol)"), "\(s.statusLine)")
        #expect(s.history.undoDepth == depth, "nothing saved")
        s.press(.ctrl("u"))
        s.type("b")
        s.press(.tab)
        #expect(s.form?.focused.input.text == "Bob")
        s.type(", a")
        s.press(.tab)
        #expect(s.form?.focused.input.text == "Bob, Alice")
        s.press(.enter)
        #expect(s.form == nil)
        let leg = try #require(s.library.trip("ne-2026")!.items.first { $0.travel?.to == "Providence" })
        #expect(leg.who == ["Bob", "Alice"], "kept as typed")
        #expect(keysAreDistinct(s.library))
    }

    @Test func anEmptyWhoIsEveryonesAndTheFormHasNoWhoWithoutTravellers() throws {
        var s = opened(cursorOn: "ne-n1")
        s.press(.char("t"))  // everyone's view: Who starts empty
        #expect(s.form?.fields.last?.input.text == "")
        #expect(DemoLibrary.library.trip("ca-2026")?.travellers.isEmpty == true)
        var c = editor()
        _ = c.screen.withTrips { $0.cursor = "ca-2026" }
        c.press(.enter)
        #expect(c.trip?.tripID == "ca-2026")
        c.press(.char("t"))
        #expect(c.form?.fields.contains { $0.name == .who } == false)
    }

    @Test func aPasteInATravellersViewIsTheirsBelowTheCursorAmongEveryones() throws {
        var s = opened(cursorOn: "ne-n1")
        s.press(.char("y"))  // everyone's walk, copied in everyone's view
        s.press(.char("w"))  // Alice
        s.trip?.cursor = .entry("ne-t0")
        s.press(.char("p"))
        let copy = try #require(
            s.library.trip("ne-2026")!.items.first { $0.id != "ne-n1" && $0.kind == s.item("ne-n1")!.kind })
        #expect(copy.who == ["Alice"])
        #expect(everyonesDay(s, 1).map(\.id).prefix(3) == ["ne-t0", copy.id, "bob-drive"])
        #expect(keysAreDistinct(s.library))
    }

    @Test func legsPlannedInATravellersViewAreTheirs() throws {
        // Everyone's leg to New York becomes Bob's alone: Alice has no way there.
        var library = Self.library
        let t = library.trips.firstIndex { $0.id == "ne-2026" }!
        let leg = library.trips[t].itemIndex("ne-t1")!
        library.trips[t].items[leg].who = ["Bob"]
        var s = opened(library, cursorOn: "ne-n1")
        s.press(.char("w"))  // Alice
        s.press(.char("L"))
        s.press(.char("y"))
        let planned = s.library.trip("ne-2026")!.items.filter {
            $0.travel != nil && $0.who == ["Alice"] && $0.id != "ne-t0"
        }
        #expect(planned.contains { $0.travel?.from == "Boston" && $0.travel?.to == "New York" }, "\(planned)")
        #expect(
            !s.library.trip("ne-2026")!.items.contains {
                $0.travel != nil && $0.who == nil
                    && !DemoLibrary.library.trip("ne-2026")!.items.map(\.id).contains($0.id)
            })
        #expect(keysAreDistinct(s.library))
        #expect(s.line(containing: "» Boston → New York") != nil, "hers, so in her view")
    }
}
