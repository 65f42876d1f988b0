import ItineraryCore
import Testing

@testable import ItineraryEditor

/// Costs in the editor (docs/costs.md): `c`'s form, Tab completing the travellers, the cost
/// on its row, `$`'s box, and the travellers in the trip form: a rename reaches every cost as
/// one undo step, and one who pays or shares cannot be taken away.
@Suite struct CostEditorTests {
    /// The demo with Alice and Bob on the Northeast trip and no costs: each test adds its own.
    static var library: Library {
        var library = DemoLibrary.library
        let t = library.trips.firstIndex { $0.id == "ne-2026" }!
        library.trips[t].travellers = ["Alice", "Bob"]
        for i in library.trips[t].games.indices { library.trips[t].games[i].cost = nil }
        for i in library.trips[t].items.indices { library.trips[t].items[i].cost = nil }
        return library
    }

    func opened(cursorOn id: String, _ library: Library = Self.library) -> EditorState {
        var s = editor(library)
        s.press(.enter)
        s.trip?.cursor = .entry(id)
        _ = Editor.update(&s, .resize(width: 100, height: 30))
        return s
    }

    func cost(_ s: EditorState, _ id: String) -> Cost? {
        s.library.trips.first { $0.id == "ne-2026" }?.game(id)?.cost ?? s.item(id)?.cost
    }

    @Test func cEditsAGamesCostWithTabCompletingTheTravellers() throws {
        var s = opened(cursorOn: "ne-g1")
        s.press(.char("c"))
        #expect(s.form?.title == "Cost of Yankees @ Red Sox")
        s.type("84.5")
        #expect(
            s.lines.contains { $0.contains("Amount") && $0.contains("84.50 USD") }, "the amount as money as you type")
        s.press(.tab, .tab)  // to Paid by
        s.type("b")
        s.press(.tab)  // completes Bob
        #expect(s.form?.focused.input.text == "Bob")
        s.press(.tab)  // moves on to Split
        s.type("Bob 1, al")
        s.press(.tab)
        #expect(s.form?.focused.input.text == "Bob 1, Alice")
        s.type(" 2")
        #expect(s.lines.contains { $0.contains("by weight") })
        s.press(.enter)
        #expect(s.form == nil)
        let c = try #require(cost(s, "ne-g1"))
        #expect(c.hundredths == 8450 && c.currency == nil && c.paidBy == "Bob")
        #expect(
            c.split
                == .weighted([
                    Split.Weight(name: "Bob", millionths: 1_000_000),
                    Split.Weight(name: "Alice", millionths: 2_000_000),
                ]))
        #expect(s.history.undoDepth == 1)
        // On its row, at the right.
        let row = try #require(s.lines.first { $0.contains("Yankees @ Red Sox") && $0.contains("Fenway") })
        #expect(row.hasSuffix("84.50 USD"), "\(row)")
        s.press(.char("u"))
        #expect(cost(s, "ne-g1") == nil, "one undo step")
    }

    @Test func theFormRefusesWhatTheFileWouldNot() {
        for (field, text, problem) in [
            (0, "1.005", "at most two decimals"), (0, "-3", "must not be negative"),
            (1, "XYZ", "XYZ is not a currency code"), (2, "Carol", "Carol is not a traveller (Alice, Bob)"),
            (3, "Alice, Carol", "Carol is not a traveller"), (3, "Alice 0", "more than 0"),
            (3, "Alice 2, Bob", "every name a weight, or none"),
        ] {
            var s = opened(cursorOn: "ne-g1")
            s.press(.char("c"))
            s.type("10")
            for _ in 0..<field { s.press(.down) }
            s.press(.ctrl("u"))
            s.type(text)
            #expect(s.lines.contains { $0.contains(problem) }, "\(text)")
            s.press(.enter)
            #expect(s.form != nil && cost(s, "ne-g1") == nil, "refused: \(text)")
        }
        var s = opened(cursorOn: "ne-g1")
        s.press(.char("c"))
        s.type("84.5")
        s.press(.down)
        s.type("JPY")
        #expect(s.lines.contains { $0.contains("JPY has no cents") })
    }

    @Test func anEmptyAmountTakesTheCostAway() {
        var library = Self.library
        let t = library.trips.firstIndex { $0.id == "ne-2026" }!
        library.trips[t].games[0].cost = Cost(hundredths: 500, paidBy: "Alice")
        var s = opened(cursorOn: "ne-g1", library)
        s.press(.char("c"))
        #expect(s.form?.focused.input.text == "5")
        s.press(.ctrl("u"), .enter)
        #expect(cost(s, "ne-g1") == nil)
    }

    @Test func dollarOpensTheTripsCostsWithTheSettleUp() throws {
        var s = opened(cursorOn: "ne-g1")
        // 90.00 paid by Alice, shared by both: Bob owes 45.00.
        s.press(.char("c"))
        s.type("90")
        s.press(.down, .down)
        s.type("Alice")
        s.press(.enter, .char("$"))
        guard case .report(let report) = s.modal else {
            Issue.record("no box")
            return
        }
        #expect(report.title == "Costs")
        #expect(report.lines.contains("  Bob pays Alice 45.00 USD"))
        #expect(s.lines.contains { $0.contains("Bob pays Alice 45.00 USD") })
    }

    /// The box is `itin costs`' summary: a cost nobody has paid is in no balance, so its
    /// shares stand in a column of their own and each line still reads paid − share = balance.
    @Test func dollarShowsTheSharesOfAnUnpaidCostApart() throws {
        var library = Self.library
        let t = library.trips.firstIndex { $0.id == "ne-2026" }!
        library.trips[t].games[0].cost = Cost(hundredths: 9000)
        var s = opened(cursorOn: "ne-g1", library)
        s.press(.char("$"))
        guard case .report(let report) = s.modal else {
            Issue.record("no box")
            return
        }
        let alice = "  Alice       0.00 USD  0.00 USD  0.00 USD     45.00 USD"
        #expect(report.lines.contains(alice), "\(report.lines)")
        #expect(s.lines.contains { $0.contains(alice.dropFirst(2)) }, "\(s.lines.joined(separator: "\n"))")
    }

    @Test func renamingATravellerRenamesThemInEveryCostAsOneUndoStep() throws {
        var library = Self.library
        let t = library.trips.firstIndex { $0.id == "ne-2026" }!
        library.trips[t].games[0].cost = Cost(hundredths: 500, paidBy: "Bob")
        library.trips[t].items[0].cost = Cost(hundredths: 700, split: .equal(["Alice", "Bob"]))
        var s = editor(library)
        s.press(.char("e"))
        #expect(s.form?.fields.last?.input.text == "Alice, Bob")
        s.press(.up, .ctrl("u"))
        s.type("Alice, Robert")
        s.press(.enter)
        let trip = try #require(s.library.trip("ne-2026"))
        #expect(trip.travellers == ["Alice", "Robert"])
        #expect(trip.games[0].cost?.paidBy == "Robert")
        #expect(trip.items[0].cost?.split == .equal(["Alice", "Robert"]))
        #expect(s.history.undoDepth == 1)
        s.press(.char("u"))
        #expect(s.library == library, "one undo step takes it all back")
    }

    @Test func removingATravellerWhoPaysIsRefusedNamingTheCosts() throws {
        var library = Self.library
        let t = library.trips.firstIndex { $0.id == "ne-2026" }!
        library.trips[t].games[0].cost = Cost(hundredths: 500, paidBy: "Bob")
        var s = editor(library)
        s.press(.char("e"), .up, .ctrl("u"))
        s.type("Alice")
        s.press(.enter)
        #expect(s.form != nil, "the form stays open")
        #expect(s.lines.contains { $0.contains("Bob pays or shares the cost of “Yankees @ Red Sox”") }, "\(s.lines)")
        #expect(s.library == library)
    }

    @Test func theCostKeysHaveActionNames() {
        let names = KeyTable.standard.bindings.map(\.actionName)
        #expect(names.contains("trip.edit-cost") && names.contains("trip.costs"))
        #expect(KeyTable.standard.action(for: .char("c"), in: .trip) == .editCost)
        #expect(KeyTable.standard.action(for: .char("$"), in: .trip) == .costs)
    }
}
