import ItineraryCore
import Testing

/// The file format (docs/file-format.md): a file that breaks the format is refused whole,
/// with a message that says where.
@Suite struct MalformedFileTests {
    /// One step of a JSON path: an object key or an array index.
    enum Step: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, Sendable {
        case key(String), index(Int)
        init(stringLiteral value: String) { self = .key(value) }
        init(integerLiteral value: Int) { self = .index(value) }
    }

    /// A valid library: trip t1 (3 days) with game g1, leg l1, note n1 and stay s1; trip t2 empty.
    static let valid = Library(trips: [
        trip(
            "t1", days: 3, games: [game("g1", day: 1, at: "19:10", in: "Boston", away: "Yankees", home: "Red Sox")],
            items: [
                leg("l1", day: 2, 1, from: "Boston", to: "New York", miles: 215, mode: .drive),
                note("n1", day: 1, -1, "Walk", note: "early"),
                Item(
                    id: "s1", day: 1, sortOrder: 2,
                    kind: .stay(
                        Stay(
                            name: "Hotel Beacon", city: "Boston", nights: 1, address: "1 Beacon St",
                            confirmation: "HB-1",
                            checkIn: TimeOfDay(text: "15:00"), checkOut: TimeOfDay(text: "11:00")))),
            ]),
        trip("t2", days: 1, start: "2026-08-01", order: 2),
    ])

    /// A malformed variant of `valid`, the JSON path the error must name, and a piece of the
    /// text whose position the error must point at (when the problem is a value that is there).
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let path: String
        let at: String?
        var testDescription: String { name }

        /// `valid` with the member at `steps` set to `value` (`nil` removes it).
        init(_ name: String, _ steps: [Step], _ value: JSONValue?, path: String, at: String? = nil) {
            var root = LibraryEncoder.value(MalformedFileTests.valid)
            Self.change(&root, steps[...], to: value)
            self.name = name
            text = JSONWriter.write(root)
            self.path = path
            self.at = at
        }

        static func change(_ value: inout JSONValue, _ steps: ArraySlice<Step>, to new: JSONValue?) {
            guard let step = steps.first else { return }
            let last = steps.count == 1
            switch (step, value) {
            case (.key(let k), .object(var o)):
                if let i = o.members.firstIndex(where: { $0.key == k }) {
                    if last {
                        if let new { o.members[i].value = new } else { o.members.remove(at: i) }
                    } else {
                        change(&o.members[i].value, steps.dropFirst(), to: new)
                    }
                } else if last, let new {
                    o.members.append(.init(key: k, value: new))
                }
                value = .object(o)
            case (.index(let i), .array(var a)):
                if last {
                    if let new { if i < a.count { a[i] = new } else { a.append(new) } } else { a.remove(at: i) }
                } else {
                    change(&a[i], steps.dropFirst(), to: new)
                }
                value = .array(a)
            default:
                Issue.record("no such path in the valid library")
            }
        }
    }

    static let trip0: [Step] = ["trips", 0]
    static let game0: [Step] = ["trips", 0, "games", 0]
    static let leg0: [Step] = ["trips", 0, "items", 0]
    static let note1: [Step] = ["trips", 0, "items", 1]
    static let stay2: [Step] = ["trips", 0, "items", 2]

    static let cases: [Case] =
        [
            // The format string.
            Case("wrong format", ["format"], .string("itin/2"), path: "format", at: #""format": "itin/2""#),
            Case("format not a string", ["format"], .number("1"), path: "format", at: #""format": 1"#),
            Case("format missing", ["format"], nil, path: ""),
            Case("trips missing", ["trips"], nil, path: ""),
            Case("trips not an array", ["trips"], .object([:]), path: "trips", at: #""trips": {}"#),
            Case("trip not an object", ["trips", 0], .number("7"), path: "trips[0]"),
            // Missing fields.
        ]
        + ["id", "name", "order", "start", "days", "games", "items"].map {
            Case("trip without \($0)", trip0 + [.key($0)], nil, path: "trips[0]")
        }
        + ["id", "day", "time", "away", "home", "venue", "city"].map {
            Case("game without \($0)", game0 + [.key($0)], nil, path: "trips[0].games[0]")
        }
        + ["id", "kind", "day", "sortOrder", "from", "to"].map {
            Case("leg without \($0)", leg0 + [.key($0)], nil, path: "trips[0].items[0]")
        }
        + ["title"].map {
            Case("note without \($0)", note1 + [.key($0)], nil, path: "trips[0].items[1]")
        }
        + ["name", "city"].map {
            Case("stay without \($0)", stay2 + [.key($0)], nil, path: "trips[0].items[2]")
        } + [
            // A stay's own values (docs/stays.md).
            Case(
                "stay of 0 nights", stay2 + ["nights"], .number("0"), path: "trips[0].items[2].nights",
                at: #""nights": 0"#),
            Case(
                "stay of -1 nights", stay2 + ["nights"], .number("-1"), path: "trips[0].items[2].nights",
                at: #""nights": -1"#),
            Case(
                "stay of 1.5 nights", stay2 + ["nights"], .number("1.5"), path: "trips[0].items[2].nights",
                at: #""nights": 1.5"#),
            Case(
                "nights as text", stay2 + ["nights"], .string("3"), path: "trips[0].items[2].nights",
                at: #""nights": "3""#),
            Case(
                "stay of 100000 nights", stay2 + ["nights"], .number("100000"), path: "trips[0].items[2].nights",
                at: #""nights": 100000"#),
            Case(
                "stay of 367 nights", stay2 + ["nights"], .number("367"), path: "trips[0].items[2].nights",
                at: #""nights": 367"#),
            Case(
                "check-in at 25:00", stay2 + ["checkIn"], .string("25:00"), path: "trips[0].items[2].checkIn",
                at: #""checkIn": "25:00""#),
            Case(
                "check-out at 11", stay2 + ["checkOut"], .string("11"), path: "trips[0].items[2].checkOut",
                at: #""checkOut": "11""#),
            Case(
                "stay with an empty name", stay2 + ["name"], .string(""), path: "trips[0].items[2].name",
                at: #""name": """#),
            Case(
                "stay in a blank city", stay2 + ["city"], .string("  "), path: "trips[0].items[2].city",
                at: #""city": "  ""#),
            Case(
                "confirmation a number", stay2 + ["confirmation"], .number("7"), path: "trips[0].items[2].confirmation",
                at: #""confirmation": 7"#),
        ] + [
            // Wrong types.
            Case("trip name a number", trip0 + ["name"], .number("5"), path: "trips[0].name", at: #""name": 5"#),
            Case(
                "trip order a string", trip0 + ["order"], .string("first"), path: "trips[0].order",
                at: #""order": "first""#),
            Case(
                "start a number", trip0 + ["start"], .number("20260612"), path: "trips[0].start",
                at: #""start": 20260612"#),
            Case("games an object", trip0 + ["games"], .object([:]), path: "trips[0].games", at: #""games": {}"#),
            Case("items null", trip0 + ["items"], .null, path: "trips[0].items", at: #""items": null"#),
            Case("game not an object", game0, .string("g"), path: "trips[0].games[0]"),
            Case("away a bool", game0 + ["away"], .bool(true), path: "trips[0].games[0].away", at: #""away": true"#),
            Case("item day a string", leg0 + ["day"], .string("2"), path: "trips[0].items[0].day", at: #""day": "2""#),
            Case(
                "sortOrder a string", leg0 + ["sortOrder"], .string("1"), path: "trips[0].items[0].sortOrder",
                at: #""sortOrder": "1""#),
            Case("from null", leg0 + ["from"], .null, path: "trips[0].items[0].from", at: #""from": null"#),
            Case("title an array", note1 + ["title"], .array([]), path: "trips[0].items[1].title", at: #""title": []"#),
            Case("note a number", note1 + ["note"], .number("5"), path: "trips[0].items[1].note", at: #""note": 5"#),
            Case(
                "miles a string", leg0 + ["miles"], .string("far"), path: "trips[0].items[0].miles",
                at: #""miles": "far""#),
            Case("id a number", leg0 + ["id"], .number("1"), path: "trips[0].items[0].id", at: #""id": 1"#),
            Case("empty id", note1 + ["id"], .string(""), path: "trips[0].items[1].id", at: #""id": """#),
            // Days out of range.
            Case("game on day 0", game0 + ["day"], .number("0"), path: "trips[0].games[0].day", at: #""day": 0"#),
            Case(
                "game after the last day", game0 + ["day"], .number("4"), path: "trips[0].games[0].day",
                at: #""day": 4"#),
            Case(
                "item after the last day", leg0 + ["day"], .number("4"), path: "trips[0].items[0].day", at: #""day": 4"#
            ),
            Case("item on day 1.5", note1 + ["day"], .number("1.5"), path: "trips[0].items[1].day", at: #""day": 1.5"#),
            Case(
                "item on a negative day", note1 + ["day"], .number("-1"), path: "trips[0].items[1].day",
                at: #""day": -1"#),
            // Times.
            Case(
                "hour 25", game0 + ["time"], .string("25:00"), path: "trips[0].games[0].time", at: #""time": "25:00""#),
            Case(
                "minute 60", game0 + ["time"], .string("19:60"), path: "trips[0].games[0].time", at: #""time": "19:60""#
            ),
            Case(
                "one-digit hour", game0 + ["time"], .string("7:10"), path: "trips[0].games[0].time",
                at: #""time": "7:10""#),
            Case(
                "time with a dot", game0 + ["time"], .string("19.10"), path: "trips[0].games[0].time",
                at: #""time": "19.10""#),
            Case(
                "time with seconds", game0 + ["time"], .string("19:10:00"), path: "trips[0].games[0].time",
                at: #""time": "19:10:00""#),
            // Dates.
            Case(
                "February 30", trip0 + ["start"], .string("2026-02-30"), path: "trips[0].start",
                at: #""start": "2026-02-30""#),
            Case(
                "one-digit month", trip0 + ["start"], .string("2026-6-12"), path: "trips[0].start",
                at: #""start": "2026-6-12""#),
            Case(
                "day-first date", trip0 + ["start"], .string("12/06/2026"), path: "trips[0].start",
                at: #""start": "12/06/2026""#),
            Case(
                "date with a time", trip0 + ["start"], .string("2026-06-12T10:00"), path: "trips[0].start",
                at: #""start": "2026-06-12T10:00""#),
            Case(
                "year 0", trip0 + ["start"], .string("0000-01-01"), path: "trips[0].start",
                at: #""start": "0000-01-01""#),
            // Days.
            Case("zero days", trip0 + ["days"], .number("0"), path: "trips[0].days", at: #""days": 0"#),
            Case("negative days", trip0 + ["days"], .number("-3"), path: "trips[0].days", at: #""days": -3"#),
            Case("fractional days", trip0 + ["days"], .number("2.5"), path: "trips[0].days", at: #""days": 2.5"#),
            Case("huge days", trip0 + ["days"], .number("1e300"), path: "trips[0].days", at: #""days": 1e300"#),
            // Kinds and modes.
            Case(
                "unknown kind", note1 + ["kind"], .string("hotel"), path: "trips[0].items[1].kind",
                at: #""kind": "hotel""#),
            Case("kind a number", note1 + ["kind"], .number("3"), path: "trips[0].items[1].kind", at: #""kind": 3"#),
            Case("bad mode", leg0 + ["mode"], .string("car"), path: "trips[0].items[0].mode", at: #""mode": "car""#),
            Case(
                "mode in capitals", leg0 + ["mode"], .string("Drive"), path: "trips[0].items[0].mode",
                at: #""mode": "Drive""#),
            Case(
                "negative miles", leg0 + ["miles"], .number("-5"), path: "trips[0].items[0].miles", at: #""miles": -5"#),
            // Numbers.
            Case(
                "infinite sortOrder", leg0 + ["sortOrder"], .number("1e400"), path: "trips[0].items[0].sortOrder",
                at: #""sortOrder": 1e400"#),
            Case(
                "infinite negative order", trip0 + ["order"], .number("-1e999"), path: "trips[0].order",
                at: #""order": -1e999"#),
            Case(
                "infinite miles", leg0 + ["miles"], .number("1e309"), path: "trips[0].items[0].miles",
                at: #""miles": 1e309"#),
            Case("huge day", leg0 + ["day"], .number("1e20"), path: "trips[0].items[0].day", at: #""day": 1e20"#),
            // Duplicate ids across the whole file.
            Case("two trips with one id", ["trips", 1, "id"], .string("t1"), path: "trips[1].id"),
            Case("a game with a trip's id", game0 + ["id"], .string("t1"), path: "trips[0].games[0].id"),
            Case("an item with a game's id", leg0 + ["id"], .string("g1"), path: "trips[0].items[0].id"),
            Case("two items with one id", note1 + ["id"], .string("l1"), path: "trips[0].items[1].id"),
            Case(
                "an id reused in another trip", ["trips", 1, "games", 0],
                .object([
                    "id": .string("n1"), "day": .number("1"), "time": .string("12:00"), "away": .string("A"),
                    "home": .string("B"), "venue": .string("V"), "city": .string("C"),
                ]),
                path: "trips[1].games[0].id"),
        ]

    @Test(arguments: cases)
    func aMalformedFileIsRefusedWithAnErrorThatSaysWhere(_ c: Case) throws {
        let error = try #require(throws: FormatError.self) { try LibraryDecoder.decode(Array(c.text.utf8)) }
        #expect(error.path == c.path, "\(error)")
        let position = try #require(error.position, "an error with no position: \(error)")
        if let at = c.at {
            let expected = try #require(lineAndColumn(of: at, in: c.text), "the case text must contain \(at)")
            #expect(position.line == expected.line && position.column == expected.column, "\(error)")
        }
        #expect(!error.message.isEmpty)
    }

    @Test func aMissingFieldIsNamedInTheMessage() throws {
        for key in ["name", "days"] {
            let c = Case("trip without \(key)", Self.trip0 + [.key(key)], nil, path: "trips[0]")
            let error = try #require(throws: FormatError.self) { try LibraryDecoder.decode(Array(c.text.utf8)) }
            #expect(error.message.contains("\"\(key)\""))
        }
    }

    // MARK: - Not JSON at all

    struct Syntax: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        let line: Int
        let column: Int
        var testDescription: String { name }
        init(_ name: String, _ text: String, _ line: Int, _ column: Int) {
            self.name = name
            bytes = Array(text.utf8)
            self.line = line
            self.column = column
        }
    }

    static let syntax: [Syntax] = [
        Syntax("a comma where a value goes", "{\n  \"format\": \"itin/1\",\n  \"trips\": [,]\n}", 3, 13),
        Syntax("the file ends early", "{\"format\": \"itin/1\"", 1, 20),
        Syntax("an empty file", "", 1, 1),
        Syntax("single quotes", "{'format': 'itin/1'}", 1, 2),
        Syntax("something after the document", "{\"format\": \"itin/1\", \"trips\": []}\n\nx", 3, 1),
        Syntax("a trailing comma", "{\"format\": \"itin/1\", \"trips\": [],}", 1, 34),
        Syntax("NaN", "{\"format\": \"itin/1\", \"trips\": [NaN]}", 1, 32),
        Syntax("a leading zero", "{\"format\": \"itin/1\", \"trips\": [01]}", 1, 33),
        Syntax("a raw tab in a string", "{\"format\": \"itin\t1\"}", 1, 17),
        Syntax("a bad escape", "{\"format\": \"itin\\x1\"}", 1, 18),
        Syntax("a lone surrogate", "{\"format\": \"\\ud800\"}", 1, 19),
        Syntax("a comment", "// trips\n{}", 1, 1),
        Syntax("accented text before the error counts as one column", "{\"é\": \"ü\" \"x\": 1}", 1, 11),
    ]

    @Test(arguments: syntax)
    func textThatIsNotJSONIsRefusedWithLineAndColumn(_ s: Syntax) throws {
        let error = try #require(throws: FormatError.self) { try LibraryDecoder.decode(s.bytes) }
        let position = try #require(error.position)
        #expect(position.line == s.line && position.column == s.column, "\(error)")
    }

    @Test func duplicateKeysAreRefusedAtTheSecondKey() throws {
        let text = JSONWriter.write(LibraryEncoder.value(Self.valid))
            .replacing(#""title": "Walk","#, with: #""title": "Walk", "title": "Again","#)
        let error = try #require(throws: FormatError.self) { try LibraryDecoder.decode(Array(text.utf8)) }
        let expected = try #require(lineAndColumn(of: #""title": "Again""#, in: text))
        #expect(error.position?.line == expected.line && error.position?.column == expected.column, "\(error)")
        #expect(error.message.contains("title"))

        let root = #"{"format": "itin/1", "trips": [], "format": "itin/1"}"#
        let rootError = try #require(throws: FormatError.self) { try LibraryDecoder.decode(Array(root.utf8)) }
        #expect(rootError.position?.column == 35)
    }

    @Test(
        arguments: [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0x80], [0xF8, 0x88, 0x80, 0x80, 0x80]]
            as [[UInt8]])
    func invalidUTF8IsRefusedOnItsLine(_ bad: [UInt8]) throws {
        let text = JSONWriter.write(LibraryEncoder.value(Self.valid))
        let line = try #require(lineAndColumn(of: #""title": "Walk""#, in: text)).line
        let bytes = Array(text.utf8)
        let walk = Array("Walk".utf8)
        let at = try #require((0...(bytes.count - walk.count)).first { Array(bytes[$0..<$0 + walk.count]) == walk })
        let broken = Array(bytes[..<(at + 1)]) + bad + Array(bytes[(at + 1)...])
        let error = try #require(throws: FormatError.self) { try LibraryDecoder.decode(broken) }
        #expect(error.position?.line == line, "\(error)")
        #expect(error.message.contains("UTF-8"))
    }

    @Test func invalidUTF8InAKeyOrOutsideAStringIsRefused() {
        #expect(throws: FormatError.self) {
            try LibraryDecoder.decode(Array(#"{"form"#.utf8) + [0xFF] + Array(#"at": "itin/1", "trips": []}"#.utf8))
        }
        #expect(throws: FormatError.self) {
            try LibraryDecoder.decode(Array(#"{"format": "itin/1", "trips": []}"#.utf8) + [0xC3])
        }
    }

    @Test func deepNestingIsRefusedWithoutCrashing() throws {
        let deep =
            Array(#"{"format": "itin/1", "trips": [], "x": "#.utf8)
            + [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        let error = try #require(throws: FormatError.self) { try LibraryDecoder.decode(deep) }
        #expect(error.position?.line == 1)
    }

    @Test func aRootThatIsNotAnObjectIsRefused() {
        #expect(throws: FormatError.self) { try LibraryDecoder.decode(Array("[]".utf8)) }
        #expect(throws: FormatError.self) { try LibraryDecoder.decode(Array("\"itin/1\"".utf8)) }
    }

    @Test func theValidBaseLoads() throws {
        // The cases above differ from this file by one change each.
        let text = JSONWriter.write(LibraryEncoder.value(Self.valid))
        #expect(try LibraryDecoder.decode(Array(text.utf8)) == Self.valid)
        #expect(try LibraryDecoder.decode(Array(#"{"format": "itin/1", "trips": []}"#.utf8)).trips.isEmpty)
    }

    @Test func aWellFormedItemInAForbiddenSlotIsNoFormatError() throws {
        var bad = Self.valid
        bad.trips[0].items[0].day = 1
        bad.trips[0].items[0].sortOrder = -5  // before the Boston game: forbidden for Boston → New York
        let loaded = try LibraryDecoder.decode(Array(LibraryEncoder.encode(bad).utf8))
        #expect(TripCheck(TripLayout(loaded.trips[0])).problems.map(\.itemID) == ["l1"])
    }
}
