import ItineraryCore
import PropertyBased
import Testing

/// The file format (docs/file-format.md): saving keeps every key where the file had it,
/// known or unknown, at every level; keys the file did not have follow in a stable order.
/// So the first save of a hand-written file changes only what the user changed.
@Suite struct KeyOrderTests {
    /// In itin's layout (two spaces, one member a line, a final newline), with the keys in an
    /// order of its own and unknown keys in the middle, at every level.
    static let handWritten = """
        {
          "x-owner": "amy",
          "trips": [
            {
              "name": "Hand written",
              "id": "hw",
              "days": 3,
              "x-colour": "green",
              "start": "2026-06-12",
              "items": [
                {
                  "kind": "travel",
                  "id": "t1",
                  "note_by": "amy",
                  "day": 2,
                  "to": "New York",
                  "from": "Boston",
                  "sortOrder": -1,
                  "mode": "drive"
                },
                {
                  "title": "Lobster roll",
                  "x-tags": [
                    "food"
                  ],
                  "sortOrder": 1,
                  "kind": "custom",
                  "note": "cash only",
                  "day": 1,
                  "id": "n1"
                }
              ],
              "order": 2,
              "games": [
                {
                  "day": 1,
                  "id": "g1",
                  "city": "Boston",
                  "time": "19:10",
                  "x-tv": {
                    "channel": 5
                  },
                  "home": "Red Sox",
                  "away": "Yankees",
                  "venue": "Fenway Park"
                }
              ]
            }
          ],
          "format": "itin/1"
        }

        """

    static func load() throws -> Library { try LibraryDecoder.decode(Array(handWritten.utf8)) }

    @Test func aHandWrittenFileInItinsLayoutSavesByteIdentical() throws {
        #expect(LibraryEncoder.encode(try Self.load()) == Self.handWritten)
    }

    @Test func aMoveChangesOnlyTheMovedItemsDayAndSortOrderLines() throws {
        let library = try Self.load()
        let moved = try library.applying(.move(trip: "hw", item: "n1", to: Landing(day: 3, sortOrder: 4)))
        var expected = lines(Self.handWritten)
        expected[expected.firstIndex(of: #"          "sortOrder": 1,"#)!] = #"          "sortOrder": 4,"#
        expected[expected.firstIndex(of: #"          "day": 1,"#)!] = #"          "day": 3,"#
        #expect(lines(LibraryEncoder.encode(moved)) == expected)
    }

    @Test func aKeyTheFileDidNotHaveFollowsAndAClearedOneGoes() throws {
        let library = try Self.load()
        let trip = try #require(library.trip("hw"))
        var leg = try #require(trip.item("t1"))
        var note = try #require(trip.item("n1"))
        leg.kind = .travel(Travel(from: "Boston", to: "New York", miles: 215, mode: .drive))
        note.kind = .custom(Custom(title: "Lobster roll"))
        var expected = lines(Self.handWritten)
        let mode = expected.firstIndex(of: #"          "mode": "drive""#)!
        expected[mode] += ","
        expected.insert(#"          "miles": 215"#, at: mode + 1)
        expected.remove(at: expected.firstIndex(of: #"          "note": "cash only","#)!)
        let edited = try library.applying(.update(trip: "hw", item: leg)).applying(.update(trip: "hw", item: note))
        #expect(lines(LibraryEncoder.encode(edited)) == expected)
    }

    @Test func aNewItemIsWrittenInTheStableOrder() throws {
        let library = try Self.load()
        let added = try library.applying(.add(trip: "hw", item: KeyOrderTests.newNote))
        let text = LibraryEncoder.encode(added)
        let block = try #require(objectLines(of: "n2", in: text))
        #expect(
            lines(text)[block].map(\.withoutLeadingSpaces) == [
                "{", #""id": "n2","#, #""kind": "custom","#, #""day": 3,"#, #""sortOrder": 1,"#, #""title": "Ferry""#,
                "}",
            ])
        #expect(
            Array(lines(text)[..<block.lowerBound])
                == Array(lines(Self.handWritten)[..<block.lowerBound]).map {
                    $0 == "        }" ? "        }," : $0  // the item before it gains a comma
                })
    }

    static let newNote = Item(id: "n2", day: 3, sortOrder: 1, kind: .custom(Custom(title: "Ferry")))

    @Test func theFilesOrderOfKeysTakesNoPartInEquality() throws {
        let inCode = Library(
            trips: [
                Trip(
                    id: "hw", name: "Hand written", order: 2, start: CalendarDate(iso: "2026-06-12")!, days: 3,
                    games: [
                        Game(
                            id: "g1", day: 1, time: TimeOfDay(text: "19:10")!, away: "Yankees", home: "Red Sox",
                            venue: "Fenway Park", city: "Boston", unknown: ["x-tv": .object(["channel": .number("5")])])
                    ],
                    items: [
                        Item(
                            id: "t1", day: 2, sortOrder: -1,
                            kind: .travel(Travel(from: "Boston", to: "New York", mode: .drive)),
                            unknown: ["note_by": .string("amy")]),
                        Item(
                            id: "n1", day: 1, sortOrder: 1,
                            kind: .custom(Custom(title: "Lobster roll", note: "cash only")),
                            unknown: ["x-tags": .array([.string("food")])]),
                    ],
                    unknown: ["x-colour": .string("green")])
            ], unknown: ["x-owner": .string("amy")])
        let loaded = try Self.load()
        #expect(loaded == inCode)
        #expect(loaded.hashValue == inCode.hashValue)
    }

    @Test func anyOrderOfKeysAtEveryLevelRoundTripsByteIdentical() async throws {
        await checkProperty(count: 100, input: Gen.uint64()) { seed in
            var rng = SplitMix(seed: seed)
            let library = randomLibrary(seed: seed)
            let text = JSONWriter.write(shuffledKeys(LibraryEncoder.value(library), using: &rng))
            let loaded = try LibraryDecoder.decode(Array(text.utf8))
            #expect(LibraryEncoder.encode(loaded) == text)
        }
    }
}

private func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// The same library with the members of the library, each trip, game and item in a random
/// order; unknown values are left as they are (their insides are content).
func shuffledKeys(_ value: JSONValue, using rng: inout SplitMix) -> JSONValue {
    guard case .object(let object) = value else { return value }
    let members = object.members.map { m in
        guard ["trips", "games", "items"].contains(m.key), case .array(let elements) = m.value else { return m }
        return JSONObject.Member(key: m.key, value: .array(elements.map { shuffledKeys($0, using: &rng) }))
    }
    return .object(JSONObject(members.shuffled(using: &rng)))
}
