import Foundation
import ItineraryCore
import Testing

/// `who` in the file (docs/travellers.md, docs/file-format.md): kept through a command that
/// writes, and a wrong one refused with exit 65 naming its path, the file left as it was.
@Suite struct WhoFileCLITests {
    /// The base file with Alice and Bob (after the items, as a hand-written file may put them),
    /// the first game Alice's and the leg Bob's.
    static let file = base(
        replacing: #""venue": "Fenway Park", "city": "Boston"}"#,
        with: #""venue": "Fenway Park", "city": "Boston", "who": ["Alice"]}"#
    )
    .replacing(#""mode": "drive"}"#, with: #""mode": "drive", "who": ["Bob", "Alice"]}"#)
    .replacing("\n      ]\n    }\n  ]", with: "\n      ],\n      \"travellers\": [\"Alice\", \"Bob\"]\n    }\n  ]")

    @Test func aCommandThatWritesKeepsWhoAsWritten() throws {
        #expect(Self.file.contains(#""travellers": ["Alice", "Bob"]"#))
        let scratch = try Scratch()
        let path = try scratch.write("trips.json", Self.file)
        let run = try itin("move", path, "n2", "--day", "3")
        #expect(run.status == 0, "\(run)")
        let saved = try LibraryDecoder.decode(try scratch.bytes("trips.json")).trips[0]
        #expect(saved.games.map(\.who) == [["Alice"], nil])
        #expect(saved.items.map(\.who) == [["Bob", "Alice"], nil, nil])
        #expect(saved.item("n2")?.day == 3)
    }

    @Test(arguments: [
        (
            #"["Bob", "Alice"]"#, #"["Bob", "Carol"]"#,
            "trips[0].items[0].who[1]: \"Carol\" is not one of the trip's travellers"
        ),
        (#"["Bob", "Alice"]"#, "[]", "trips[0].items[0].who: must name at least one traveller"),
        (#"["Bob", "Alice"]"#, #"["Bob", "Bob"]"#, "trips[0].items[0].who[1]: \"Bob\" is named twice"),
        (#"["Bob", "Alice"]"#, #""Bob""#, "trips[0].items[0].who: must be a list"),
        (#"["Alice", "Bob"]"#, "[]", "trips[0].games[0].who: the trip has no travellers"),
    ])
    func aWrongWhoExits65NamingItsPathAndWritesNothing(_ old: String, _ new: String, _ said: String) throws {
        let scratch = try Scratch()
        // The last case takes the travellers away instead, leaving the game's `who`.
        let text =
            old == #"["Alice", "Bob"]"#
            ? Self.file.replacing(#", "travellers": ["Alice", "Bob"]"#, with: "")
                .replacing(",\n      \"travellers\": [\"Alice\", \"Bob\"]", with: "")
            : Self.file.replacing(#""who": \#(old)"#, with: #""who": \#(new)"#)
        #expect(text != Self.file)
        let path = try scratch.write("trips.json", text)
        let before = try scratch.bytes("trips.json")
        let run = try itin("move", path, "n2", "--day", "3")
        #expect(run.status == 65, "\(run)")
        #expect(run.stderr.contains(path) && run.stderr.contains(said), "\(run)")
        #expect(try scratch.bytes("trips.json") == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.folder.path) == ["trips.json"])
    }
}
