import ItineraryCore
import Testing

@testable import ItineraryEditor

/// The trip form's Travellers and `who` (docs/travellers.md): a rename reaches every `who` as
/// one undo step; one still named in a `who` cannot be taken away, and the form says where.
@Suite struct WhoTravellersFormTests {
    /// The demo's Northeast trip with Alice, Bob and Carol, its first game Bob's and Alice's
    /// and its first item Bob's; no costs.
    static var library: Library {
        var library = DemoLibrary.library
        let t = library.trips.firstIndex { $0.id == "ne-2026" }!
        library.trips[t].travellers = ["Alice", "Bob", "Carol"]
        for i in library.trips[t].games.indices {
            library.trips[t].games[i].cost = nil
            library.trips[t].games[i].who = nil
        }
        for i in library.trips[t].items.indices {
            library.trips[t].items[i].cost = nil
            library.trips[t].items[i].who = nil
        }
        library.trips[t].games[0].who = ["Bob", "Alice"]
        library.trips[t].items[0].who = ["Bob"]
        return library
    }

    @Test func renamingATravellerRenamesThemInEveryWhoAsOneUndoStep() throws {
        let library = Self.library
        var s = editor(library)
        s.press(.char("e"))
        #expect(s.form?.fields.last?.input.text == "Alice, Bob, Carol")
        s.press(.up, .ctrl("u"))
        s.type("Alice, Robert, Carol")
        s.press(.enter)
        let trip = try #require(s.library.trip("ne-2026"))
        #expect(trip.travellers == ["Alice", "Robert", "Carol"])
        #expect(trip.games[0].who == ["Robert", "Alice"] && trip.items[0].who == ["Robert"])
        #expect(s.history.undoDepth == 1)
        s.press(.char("u"))
        #expect(s.library == library, "one undo step takes it all back")
    }

    @Test func removingATravellerStillNamedIsRefusedNamingTheEntries() throws {
        let library = Self.library
        let trip = try #require(library.trip("ne-2026"))
        let entries = [trip.games[0].matchup, Entry.item(trip.items[0]).shortName]
        var s = editor(library)
        s.press(.char("e"), .up, .ctrl("u"))
        s.type("Alice, Carol")
        s.press(.enter)
        #expect(s.form != nil, "the form stays open")
        let said = s.lines.joined(separator: "\n")
        #expect(said.contains("Bob is on “"), "\(said)")
        for name in entries { #expect(said.contains("“\(name)”"), "\(name): \(said)") }
        #expect(s.library == library)
    }
}
