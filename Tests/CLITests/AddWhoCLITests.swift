import Foundation
import ItineraryCore
import Testing

/// `itin add … --who NAME` (docs/commands.md): the new entry is those travellers' own, as
/// given; a name that is not a traveller of the trip, or one given twice, is exit 64 listing
/// them, and nothing is written.
@Suite struct AddWhoCLITests {
    @Test func eachAddWritesItsWhoInTheOrderGiven() throws {
        let scratch = try Scratch()
        let path = try scratch.write("trips.json", WhoFileCLITests.file)
        let note = try itin("add", "note", path, "--trip", "ne", "--title", "Bob's flight", "--who", "Bob")
        #expect(note.status == 0, "\(note)")
        let leg = try itin(
            "add", "leg", path, "--trip", "ne", "--from", "Boston", "--to", "New York", "--who", "Bob", "--who", "Alice"
        )
        #expect(leg.status == 0, "\(leg)")
        let game = try itin(
            "add", "game", path, "--trip", "ne", "--day", "2", "--time", "13:05", "--away", "A", "--home", "B",
            "--venue", "V", "--city", "Boston", "--who", "Alice")
        #expect(game.status == 0, "\(game)")
        let plain = try itin("add", "note", path, "--trip", "ne", "--title", "Everyone's")
        let trip = try LibraryDecoder.decode(try scratch.bytes("trips.json")).trips[0]
        func id(_ run: Run) -> String { run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(trip.item(id(note))?.who == ["Bob"])
        #expect(trip.item(id(leg))?.who == ["Bob", "Alice"])
        #expect(trip.game(id(game))?.who == ["Alice"])
        #expect(trip.item(id(plain))?.who == nil)
    }

    @Test(arguments: [
        (["--who", "Carol"], "\"Carol\" is not a traveller of", "they are Alice, Bob"),
        (["--who", "Bob", "--who", "Bob"], "\"Bob\" is named twice", "--who"),
    ])
    func aWrongWhoExits64AndWritesNothing(_ who: [String], _ said: String, _ also: String) throws {
        let scratch = try Scratch()
        let path = try scratch.write("trips.json", WhoFileCLITests.file)
        let before = try scratch.bytes("trips.json")
        let run = try itin(["add", "note", path, "--trip", "ne", "--title", "X"] + who)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains(said) && run.stderr.contains(also), "\(run)")
        #expect(try scratch.bytes("trips.json") == before)
    }

    @Test func aTripWithoutTravellersHasNobodyToName() throws {
        let scratch = try Scratch()
        let path = try scratch.write("trips.json", baseJSON)
        let run = try itin("add", "note", path, "--trip", "ne", "--title", "X", "--who", "Alice")
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("it has none"), "\(run)")
    }
}
