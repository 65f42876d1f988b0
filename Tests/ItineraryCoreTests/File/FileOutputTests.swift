import ItineraryCore
import Testing

/// The file format (docs/file-format.md): saving writes a library built in code (whose keys no file
/// placed) in a stable order, two-space indentation and a final newline, numbers in their shortest
/// form, so a one-item move changes only that item's lines. `KeyOrderTests` keeps a file's own order.
@Suite struct FileOutputTests {
    @Test func aSmallLibraryIsWrittenExactlyAsTheFormatDescribesIt() {
        let library = Library(trips: [
            trip(
                "ne", days: 2, name: "Swing",
                games: [
                    game(
                        "g1", day: 1, at: "19:10", in: "Boston", away: "Yankees", home: "Red Sox", venue: "Fenway Park")
                ],
                items: [
                    leg("t1", day: 2, -1, from: "Boston", to: "New York", miles: 215),
                    note("n1", day: 1, 0.5, "Lobster roll", note: "cash only"),
                ])
        ])
        // Written by hand from the example of docs/file-format.md, one member a line.
        let expected = """
            {
              "format": "itin/1",
              "trips": [
                {
                  "id": "ne",
                  "name": "Swing",
                  "order": 1,
                  "start": "2026-06-12",
                  "days": 2,
                  "games": [
                    {
                      "id": "g1",
                      "day": 1,
                      "time": "19:10",
                      "away": "Yankees",
                      "home": "Red Sox",
                      "venue": "Fenway Park",
                      "city": "Boston"
                    }
                  ],
                  "items": [
                    {
                      "id": "t1",
                      "kind": "travel",
                      "day": 2,
                      "sortOrder": -1,
                      "from": "Boston",
                      "to": "New York",
                      "miles": 215
                    },
                    {
                      "id": "n1",
                      "kind": "custom",
                      "day": 1,
                      "sortOrder": 0.5,
                      "title": "Lobster roll",
                      "note": "cash only"
                    }
                  ]
                }
              ]
            }

            """
        #expect(LibraryEncoder.encode(library) == expected)
    }

    @Test func theDemoIsWrittenWithTwoSpaceIndentationAndOneFinalNewline() {
        let text = LibraryEncoder.encode(DemoLibrary.library)
        #expect(text.hasSuffix("}\n") && !text.hasSuffix("\n\n"))
        var previousIndent = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let indent = line.prefix { $0 == " " }.count
            #expect(indent % 2 == 0, "\(line)")
            #expect(indent <= previousIndent + 2, "\(line)")
            #expect(line.last != " " && !line.contains("\t") && !line.contains("\r"), "\(line)")
            previousIndent = indent
        }
    }

    @Test func numbersAreShortest() {
        #expect(formatNumber(-1) == "-1")
        #expect(formatNumber(0.5) == "0.5")
        #expect(formatNumber(0) == "0")
        #expect(formatNumber(-0.0) == "0")
        #expect(formatNumber(215) == "215")
        #expect(formatNumber(0.1) == "0.1")
        #expect(formatNumber(1.0 / 3) == "0.3333333333333333")
        #expect(Double(formatNumber(1e300)) == 1e300)
        #expect(Double(formatNumber(-2.5e-8)) == -2.5e-8)
    }

    @Test func stringsAreEscapedOnlyWhereJSONRequiresAndReadBack() throws {
        let title = "Quote \" backslash \\ slash / tab \t newline \n bell \u{7} del \u{7f} é 漢 🏟️"
        let library = Library(trips: [trip("t", days: 1, items: [note("n", day: 1, 1, title)])])
        let text = LibraryEncoder.encode(library)
        #expect(text.contains(#"Quote \" backslash \\ slash / tab \t newline \n bell \u0007 del \u007f é 漢 🏟️"#))
        #expect(try LibraryDecoder.decode(Array(text.utf8)) == library)
    }

    @Test func aOneItemMoveChangesOnlyThatItemsLines() throws {
        let library = DemoLibrary.library
        let ne = try #require(library.trip("ne-2026"))
        // ne-n3, a note on day 3, to the end of day 6.
        let s = try session("ne-n3", ne)
        guard case .moved(let edit) = s.drop(at: try #require(s.slot(day: 6, index: s.entries(ofDay: 6).count))) else {
            Issue.record("the move must be allowed")
            return
        }
        let before = LibraryEncoder.encode(library)
        let after = LibraryEncoder.encode(try library.applying(edit))
        let changed = changedLines(before, after)
        #expect(!changed.isEmpty)
        let block = try #require(objectLines(of: "ne-n3", in: before))
        #expect(changed.allSatisfy { block.contains($0) }, "changed lines \(changed), item lines \(block)")
        let beforeLines = before.split(separator: "\n")
        let afterLines = after.split(separator: "\n")
        #expect(changed.map { String(afterLines[$0]).withoutLeadingSpaces } == [#""day": 6,"#, #""sortOrder": 2,"#])
        #expect(changed.map { String(beforeLines[$0]).withoutLeadingSpaces } == [#""day": 3,"#, #""sortOrder": 0.5,"#])
    }

    @Test func aGamesZoneAndUIDAreReadAndWrittenAfterItsCity() throws {
        var g = game("g1", day: 1, at: "19:10", in: "Boston", away: "Yankees", home: "Red Sox", venue: "Fenway Park")
        g.tz = "America/New_York"
        g.uid = "2026-06-12-nyy-bos@mlb.example"
        let text = LibraryEncoder.encode(Library(trips: [trip("ne", days: 1, name: "Swing", games: [g], items: [])]))
        let keys = text.split(separator: "\n").map { $0.withoutLeadingSpaces }
        let city = try #require(keys.firstIndex(of: #""city": "Boston","#))
        #expect(
            Array(keys[city + 1...city + 2]) == [
                #""tz": "America/New_York","#, #""uid": "2026-06-12-nyy-bos@mlb.example""#,
            ])
        let read = try LibraryDecoder.decode(Array(text.utf8))
        #expect(read.trips[0].games[0].tz == "America/New_York")
        #expect(read.trips[0].games[0].uid == "2026-06-12-nyy-bos@mlb.example")
        #expect(read.trips[0].games[0].unknown.members.isEmpty)
    }

    @Test func theBuiltInDemoIsValidAndRoundTrips() throws {
        let text = DemoLibrary.json
        let library = try LibraryDecoder.decode(Array(text.utf8))
        #expect(library == DemoLibrary.library)
        #expect(LibraryEncoder.encode(library) == DemoLibrary.file)
    }
}

/// Indices of the lines that differ between two texts of the same line count (all of them if the counts differ).
func changedLines(_ a: String, _ b: String) -> [Int] {
    let x = a.split(separator: "\n", omittingEmptySubsequences: false)
    let y = b.split(separator: "\n", omittingEmptySubsequences: false)
    guard x.count == y.count else { return Array(0..<max(x.count, y.count)) }
    return x.indices.filter { x[$0] != y[$0] }
}

/// The line range of the JSON object whose `"id"` member is `id`, in text written by `JSONWriter`.
func objectLines(of id: String, in text: String) -> ClosedRange<Int>? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let idLine = lines.firstIndex(where: { $0.withoutLeadingSpaces == "\"id\": \"\(id)\"," }) else { return nil }
    let indent = lines[idLine].prefix { $0 == " " }.count - 2
    let open = lines[..<idLine].lastIndex { $0.prefix { $0 == " " }.count == indent && $0.hasSuffix("{") }
    let close = lines[idLine...].firstIndex {
        $0.prefix { $0 == " " }.count == indent && $0.withoutLeadingSpaces.hasPrefix("}")
    }
    guard let open, let close else { return nil }
    return open...close
}

extension StringProtocol {
    var withoutLeadingSpaces: String { String(drop { $0 == " " }) }
}
