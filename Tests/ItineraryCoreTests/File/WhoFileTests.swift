import Testing

@testable import ItineraryCore

/// `who` in the file (docs/travellers.md): read by both decoders alike, written back exactly as
/// written, and refused with its path when it is not a list of the trip's travellers.
@Suite struct WhoFileTests {
    /// A trip of Alice, Bob and Carol with `games` and `items` as JSON text; `travellers` is
    /// written last, after the entries that name them, unless `travellersFirst`.
    static func text(
        games: [String] = [], items: [String], travellers: String = #"["Alice", "Bob", "Carol"]"#,
        travellersFirst: Bool = false
    ) -> String {
        let named = travellers.isEmpty ? "" : #""travellers": \#(travellers), "#
        return
            #"{"format": "itin/1", "trips": [{"id": "t", "name": "T", "order": 1, "start": "2026-06-12", "days": 3, "#
            + (travellersFirst ? named : "")
            + #""games": [\#(games.joined(separator: ", "))], "items": [\#(items.joined(separator: ", "))]"#
            + (travellersFirst || travellers.isEmpty ? "" : #", "travellers": \#(travellers)"#) + "}]}\n"
    }

    static func note(_ id: String, _ extra: String = "") -> String {
        #"{"id": "\#(id)", "kind": "custom", "day": 1, "sortOrder": 1, "title": "T"\#(extra)}"#
    }

    static let game =
        #"{"id": "g", "who": ["Carol", "Alice"], "day": 1, "time": "19:10", "away": "A", "home": "B", "venue": "V", "city": "C"}"#

    /// Both decoders' libraries, after checking they are the same.
    static func decodeBoth(_ text: String) throws -> Library {
        let bytes = Array(text.utf8)
        let fast = try bytes.withUnsafeBufferPointer { (b) throws(FormatError) in try FastDecoder.decode(b) }
        let exact = try LibraryDecoder.explaining(bytes)
        #expect(fast == exact && keyOrders(fast) == keyOrders(exact))
        return exact
    }

    @Test func whoIsReadAndWrittenBackExactlyAsWritten() throws {
        let leg = #"{"id": "l", "kind": "travel", "who": ["Bob"], "day": 2, "sortOrder": 1, "from": "A", "to": "B"}"#
        let stay =
            #"{"id": "s", "kind": "stay", "day": 1, "sortOrder": 2, "name": "H", "city": "C", "who": ["Bob", "Alice"], "x": 1}"#
        let text = Self.text(games: [Self.game], items: [Self.note("n"), leg, stay])
        let library = try Self.decodeBoth(text)
        let trip = library.trips[0]
        #expect(trip.games[0].who == ["Carol", "Alice"])
        #expect(trip.items.map(\.who) == [nil, ["Bob"], ["Bob", "Alice"]])
        #expect(trip.items[2].unknown["x"] != nil)
        // Every key where the file had it, `who` included; the names in the file's order.
        #expect(
            JSONWriter.write(LibraryEncoder.value(library)) == JSONWriter.write(try JSONParser.parse(Array(text.utf8))))
        #expect(try Self.decodeBoth(LibraryEncoder.encode(library)) == library)
    }

    /// A `who` given to an entry the file wrote without one follows the keys the file had.
    @Test func aWhoGivenLaterFollowsTheFilesKeys() throws {
        var library = try Self.decodeBoth(Self.text(items: [Self.note("n", #", "cost": {"amount": 5}"#)]))
        library.trips[0].items[0].who = ["Carol"]
        let written = LibraryEncoder.encode(library)
        #expect(
            FileKeysTests.keys(LibraryEncoder.value(library.trips[0].items[0]))
                == ["id", "kind", "day", "sortOrder", "title", "cost", "who"])
        let read = try Self.decodeBoth(written)
        #expect(read.trips[0].items[0].who == ["Carol"] && read.trips[0].items[0].cost?.hundredths == 500)
        library.trips[0].items[0].who = nil
        #expect(!LibraryEncoder.encode(library).contains("who"))
    }

    /// Items written alike share one box of extras; one with a `who` has its own, and an item
    /// stays as small as before.
    @Test func anItemWithWhoHasItsOwnExtras() throws {
        let text = Self.text(items: [Self.note("a"), Self.note("b"), Self.note("c", #", "who": ["Bob"]"#)])
        let items = try Self.decodeBoth(text).trips[0].items
        #expect(items[0].extras.isShared(with: items[1].extras))
        #expect(!items[0].extras.isShared(with: items[2].extras) && items[2].who == ["Bob"])
        #expect(items[0].who == nil && items[1].who == nil)
        #expect(MemoryLayout<Item>.stride <= 72)
    }

    /// The fast decoder hands entries written alike one array of names.
    @Test func entriesWithTheSameWhoShareItsNames() throws {
        let text = Self.text(items: [Self.note("a", #", "who": ["Bob"]"#), Self.note("b", #", "who": ["Bob"]"#)])
        let bytes = Array(text.utf8)
        let items = try bytes.withUnsafeBufferPointer { (b) throws(FormatError) in try FastDecoder.decode(b) }
            .trips[0].items
        let storage = items.map { $0.who!.withUnsafeBufferPointer { $0.baseAddress } }
        #expect(storage[0] == storage[1])
    }

    @Test(arguments: [false, true])
    func travellersMayComeBeforeOrAfterTheEntries(_ first: Bool) throws {
        let text = Self.text(items: [Self.note("n", #", "who": ["Carol"]"#)], travellersFirst: first)
        #expect(try Self.decodeBoth(text).trips[0].items[0].who == ["Carol"])
    }

    /// A hostile file's long lists are looked up, not compared name by name: 40,000
    /// travellers all named in one `who` (compared pairwise, some 800 million comparisons).
    @Test func aLongWhoIsReadInTimeThatGrowsWithItsLength() throws {
        let names = (0..<40_000).map { "\"T\($0)\"" }.joined(separator: ", ")
        let text = Self.text(items: [Self.note("n", ", \"who\": [\(names)]")], travellers: "[\(names)]")
        let clock = ContinuousClock()
        let start = clock.now
        #expect(try Self.decodeBoth(text).trips[0].items[0].who?.count == 40_000)
        let repeated = Self.text(items: [Self.note("n", ", \"who\": [\(names), \"T7\"]")], travellers: "[\(names)]")
        let error = try #require(throws: FormatError.self) { try LibraryDecoder.decode(Array(repeated.utf8)) }
        #expect(error.path == "trips[0].items[0].who[40000]")
        #expect(clock.now - start < .seconds(10))
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let path: String
        let says: String
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(
            name: "a string", text: text(items: [note("n", #", "who": "Alice""#)]), path: "trips[0].items[0].who",
            says: "must be a list of the trip's travellers"),
        Refusal(
            name: "null", text: text(items: [note("n", #", "who": null"#)]), path: "trips[0].items[0].who",
            says: "must be a list"),
        Refusal(
            name: "an empty list", text: text(items: [note("n", #", "who": []"#)]), path: "trips[0].items[0].who",
            says: "must name at least one traveller"),
        Refusal(
            name: "a number in the list", text: text(items: [note("n", #", "who": ["Alice", 3]"#)]),
            path: "trips[0].items[0].who[1]", says: "must be a traveller's name"),
        Refusal(
            name: "a name twice", text: text(items: [note("a"), note("n", #", "who": ["Bob", "Alice", "Bob"]"#)]),
            path: "trips[0].items[1].who[2]", says: "\"Bob\" is named twice"),
        Refusal(
            name: "not a traveller", text: text(items: [note("n", #", "who": ["Alice", "Dave"]"#)]),
            path: "trips[0].items[0].who[1]",
            says: "\"Dave\" is not one of the trip's travellers (they are Alice, Bob, Carol)"),
        Refusal(
            name: "not a traveller, by case", text: text(items: [note("n", #", "who": ["alice"]"#)]),
            path: "trips[0].items[0].who[0]", says: "\"alice\" is not one of the trip's travellers"),
        Refusal(
            name: "on a game", text: text(games: [game.replacing("Carol", with: "Zed")], items: []),
            path: "trips[0].games[0].who[0]", says: "\"Zed\" is not one of"),
        Refusal(
            name: "a trip without travellers", text: text(items: [note("n", #", "who": ["Alice"]"#)], travellers: ""),
            path: "trips[0].items[0].who", says: "the trip has no travellers"),
        Refusal(
            name: "a trip with an empty list of travellers",
            text: text(games: [game], items: [], travellers: "[]"), path: "trips[0].games[0].who",
            says: "the trip has no travellers"),
    ]

    /// Each is refused by both decoders, with the path of the `who` (or of its name) and plain
    /// words, at the line of the `who`.
    @Test(arguments: refusals)
    func aWrongWhoIsRefusedWithItsPath(_ r: Refusal) throws {
        let bytes = Array(r.text.utf8)
        #expect(bytes.withUnsafeBufferPointer { try? FastDecoder.decode($0) } == nil, "the fast decoder accepted it")
        let error = try #require(throws: FormatError.self) { try LibraryDecoder.decode(bytes) }
        #expect(error.path == r.path, "\(error)")
        #expect(error.message.contains(r.says), "\(error)")
        #expect(error.position != nil, "\(error)")
    }
}
