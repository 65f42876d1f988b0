import ItineraryCore
import Testing

@testable import ItineraryEditor

/// The settings' `[keys]` (docs/settings.md): an action's keys replaced in the one key table,
/// which dispatch, the help, the hints and the messages then follow; what cannot be is refused.
@Suite struct KeyRemapTests {
    func remapped(_ remaps: [(action: String, keys: [Key])]) throws -> KeyTable {
        try KeyTable.standard.replacing(remaps)
    }

    func refusal(_ remaps: [(action: String, keys: [Key])]) -> [KeyRemapProblem] {
        do {
            _ = try KeyTable.standard.replacing(remaps)
            return []
        } catch {
            return error.problems
        }
    }

    @Test func theStandardTableHasNoClashAndOneNameAnAction() {
        #expect(KeyTable.clashes(in: KeyTable.standard.bindings).isEmpty)
        let names = KeyTable.standard.actionNames
        #expect(Set(names).count == names.count, "two bindings share an action name")
        #expect(names.allSatisfy { $0.wholeMatch(of: /[a-z]+\.[a-z]+(-[a-z]+)*/) != nil }, "scope.action, lower case")
        #expect(names.contains("trip.add-note") && names.contains("holding.drop"), "the names the settings page shows")
    }

    @Test func aReplacedActionHasOnlyItsNewKeys() throws {
        let keys = try remapped([("trip.add-note", [.char("o")]), ("holding.drop", [.enter, .char("x")])])
        #expect(keys.action(for: .char("o"), in: .trip) == .add)
        #expect(keys.action(for: .char("a"), in: .trip) == nil, "a no longer adds")
        #expect(keys.action(for: .char("x"), in: .holding) == .drop)
        #expect(keys.action(for: .char(" "), in: .holding) == nil)
        #expect(keys.hints(for: .trip).contains("o add"))
        #expect(keys.hints(for: .holding).first == "Enter drop")
        #expect(keys.unbound(.char("z"), in: .holding) == "Holding an item: Enter drops it, Esc puts it back")
        #expect(KeyTable.standard.action(for: .char("a"), in: .trip) == .add, "the standard table is untouched")
    }

    @Test func aSwapIsNoClash() throws {
        let keys = try remapped([("holding.drop", [.escape]), ("holding.cancel", [.enter])])
        #expect(keys.action(for: .escape, in: .holding) == .drop)
        #expect(keys.action(for: .enter, in: .holding) == .cancel)
        #expect(keys.unbound(.char("z"), in: .holding) == "Holding an item: Esc drops it, Enter puts it back")
    }

    @Test func aKeyThatWouldDoTwoThingsInOnePlaceIsRefused() {
        #expect(
            refusal([("trip.add-note", [.char("e")])])
                == [
                    KeyRemapProblem(
                        actions: ["trip.add-note", "trip.edit"], reason: "e would be both trip.add-note and trip.edit")
                ])
        // A scope reaches everywhere's keys: k already moves the cursor in a trip.
        #expect(
            refusal([("trip.add-note", [.char("k")])]).map(\.actions) == [["trip.add-note", "everywhere.cursor-up"]])
        // While holding, only quit and the help reach past the drag's keys.
        #expect(refusal([("holding.drop", [.char("?")])]).map(\.actions) == [["holding.drop", "everywhere.help"]])
        #expect(refusal([("holding.drop", [.char("u")])]).isEmpty, "undo does not act while holding")
        // A selection's keys stand over the trip's, as the standard x, y and d do.
        #expect(refusal([("selection.end", [.char("a")])]).isEmpty)
        // Two of everywhere's: found once, though every list reaches it.
        #expect(refusal([("everywhere.undo", [.char("g")])]).count == 1)
    }

    @Test func theTerminalsKeysCannotBeBoundOrMoved() {
        #expect(
            refusal([("trip.add-note", [.ctrl("z")])]).map(\.reason) == [
                "ctrl-z suspends wherever you are; it cannot be bound to trip.add-note"
            ])
        #expect(
            refusal([("everywhere.save", [.char("s"), .ctrl("c")])]).map(\.reason) == [
                "ctrl-c quits wherever you are; it cannot be bound to everywhere.save"
            ])
        #expect(refusal([("trips.open", [.ctrl("l")])]).count == 1)
        #expect(
            refusal([("everywhere.quit", [.char("Q")])]).map(\.reason) == [
                "everywhere.quit is the terminal's key (ctrl-c) and cannot be changed"
            ])
        #expect(refusal([("terminal.suspend", [.function(12)])]).count == 1)
    }

    @Test func unknownActionsNoKeysAndAKeyTwiceAreRefused() {
        #expect(
            refusal([("trip.add", [.char("o")])]).map(\.reason).first?.hasPrefix(
                "unknown action: trip.add (trip's are previous-day, next-day,") == true)
        #expect(
            refusal([("list.grab", [.char("o")])]).map(\.reason).first?.contains(
                "SCOPE one of trip, selection, holding, everywhere, trips, terminal") == true)
        #expect(refusal([("trip.add-note", [])]).map(\.reason) == ["trip.add-note needs a key"])
        #expect(
            refusal([("trip.add-note", [.char("o"), .char("o")])]).map(\.reason) == ["trip.add-note names o twice"])
    }

    @Test func everyKeyNameReadsBackToItsKey() throws {
        let keys =
            KeyTable.standard.bindings.flatMap(\.keys) + [.left, .right, .tab, .backspace] + (1...12).map(Key.function)
        for key in keys { #expect(try Key.named(key.settingName).get() == key, "\(key.settingName)") }
        #expect(try Key.named("PgUp").get() == .pageUp, "names are not case-sensitive")
        #expect(try Key.named("Ctrl-R").get() == .ctrl("r"))
        #expect(try Key.named("K").get() == .char("K"), "a character is itself")
        #expect(try Key.named("é").get() == .char("é"))
        #expect(Key.named("ctrl-i") == .failure(.sameAs("ctrl-i", "tab")))
        #expect(Key.named("ctrl-m") == .failure(.sameAs("ctrl-m", "enter")))
        for bad in ["", "ab", "f13", "ctrl-", "ctrl-1", "hyper-x", "\u{7}"] {
            #expect(Key.named(bad) == .failure(.notAKey(bad)), "\(bad.debugDescription)")
        }
    }

    @Test func theEditorFollowsTheKeysInForce() throws {
        let keys = try remapped([
            ("trip.add-note", [.char("o")]), ("everywhere.help", [.function(1)]),
            ("everywhere.grab", [.char("h")]), ("holding.slot-down", [.char("s")]),
            ("holding.drop", [.char("x")]), ("everywhere.undo", [.char("U")]),
        ])
        var s = editor(width: 120, height: 80, keys: keys)
        #expect(s.statusLine.contains("F1 help"), "the hints name the new key: \(s.statusLine)")
        s.press(.char("?"))
        #expect(!s.showingHelp, "? no longer opens the help")
        #expect(s.statusLine.contains("?: no such key here · F1 help"))
        s.press(.function(1))
        #expect(s.showingHelp)
        #expect(s.lines.contains { $0.contains("h") && $0.contains("grab the item (or trip) under the cursor") })
        s.press(.escape)
        s.press(.enter)
        s.trip?.cursor = .entry("ne-n1")
        s.press(.char("h"))
        #expect(s.isHolding)
        #expect(s.statusLine.contains("x drop"))
        s.press(.char("s"), .char("x"))
        #expect(!s.isHolding)
        let moved = s.item("ne-n1")!.day == 1 && s.item("ne-n1")!.sortOrder != -1
        #expect(moved, "s moved it a slot down and x dropped it there")
        s.press(.char("u"))
        #expect(s.item("ne-n1")!.sortOrder != -1, "u no longer undoes")
        s.press(.char("U"))
        #expect(s.item("ne-n1")!.sortOrder == -1)
        s.press(.char("o"))
        #expect(s.statusLine.hasPrefix("New note:"), "o adds a note")
    }

    @Test func messagesNameTheKeysInForce() throws {
        let keys = try remapped([
            ("trips.new-trip", [.char("N")]), ("trip.add-game", [.char("G")]), ("everywhere.last-row", [.char("Z")]),
        ])
        let s = editor(Library(), keys: keys)
        #expect(s.lines.contains { $0.contains("Press N to plan a new trip") })
        #expect(s.lines.contains { $0.contains("Then G adds a game, t a travel leg and a a note; s saves.") })
    }
}
