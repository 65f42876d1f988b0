import Foundation
import ItineraryCore
import Testing

/// The commands (docs/commands.md): `itin print FILE [--trip NAME-OR-ID] [--ids]`.
@Suite struct PrintCLITests {
    let scratch: Scratch
    let file: String

    init() throws {
        scratch = try Scratch()
        file = try scratch.write("trips.json", baseJSON)
    }

    @Test func aTripIsItsTitleThenPerDayAHeaderAndIndentedEntries() throws {
        let run = try itin("print", file)
        #expect(run.status == 0, "\(run)")
        let lines = run.lines
        #expect(lines.count == 1 + 3 + 5)  // title, three days, two games and three items
        #expect(lines.first?.contains("Swing") == true)
        let headers = lines.filter { $0.hasPrefix("Day ") }
        #expect(headers.map { String($0.prefix(5)) } == ["Day 1", "Day 2", "Day 3"])
        #expect(headers.first?.contains("Fri Jun 12") == true)
        for line in lines.dropFirst() where !line.hasPrefix("Day ") {
            #expect(line.hasPrefix("  "), "\(line)")
        }
        // Display order: n1 before g1 on day 1; t1 then n2 on day 2.
        let order = ["Walk", "Yankees @ Red Sox", "Boston → New York", "Lunch", "Blue Jays @ Yankees"]
        let positions = try order.map { name in try #require(lines.firstIndex { $0.contains(name) }, "\(name)") }
        #expect(positions == positions.sorted())
        #expect(!run.stdoutBytes.contains(0x1B))
    }

    @Test func withIdsEveryGameAndItemLineEndsWithItsIdInDisplayOrder() throws {
        let run = try itin("print", file, "--ids")
        #expect(run.status == 0, "\(run)")
        let library = try load(file)
        let layout = TripLayout(try #require(library.trip("ne")))
        let expected = layout.rows.compactMap(\.id)
        let entryLines = run.lines.dropFirst().filter { !$0.hasPrefix("Day ") }
        #expect(entryLines.map { String($0.split(separator: " ").last ?? "") } == expected.map { "#\($0)" })
        for line in entryLines { #expect(line.range(of: #" #[^ ]+$"#, options: .regularExpression) != nil, "\(line)") }
        // The title and headers carry no id.
        #expect(!run.lines[0].contains(" #"))
        #expect(run.lines.filter { $0.hasPrefix("Day ") }.allSatisfy { !$0.contains("#") })
        // Without --ids, no line ends with an id.
        #expect(try itin("print", file).lines.allSatisfy { !$0.contains(" #") })
    }

    @Test func printHasNoEscapeBytesEvenWhenTheFileHoldsThem() throws {
        let evil = base(replacing: #""name": "Swing""#, with: #""name": "\u001b[31mRed\u001b[0m \u009b2J""#)
            .replacing(#""title": "Lunch""#, with: #""title": "Lunch\u001b]0;pwned\u0007 \u202egnp.exe""#)
        let evilFile = try scratch.write("evil.json", evil)
        let run = try itin("print", evilFile)
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdoutBytes.contains(0x1B))
        #expect(!run.stdoutBytes.contains(0x07))
        #expect(!run.stdout.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x202E })
        #expect(run.stdout.contains("[31mRed"))
        #expect(run.stdout.contains("Lunch"))
    }

    @Test func checkOutputHasNoEscapeBytesEither() throws {
        // A misplaced leg in a trip whose names carry escapes.
        let evil = base(
            replacing: #""day": 2, "sortOrder": 1, "from": "Boston""#,
            with: #""day": 1, "sortOrder": -1, "from": "Boston""#
        )
        .replacing(#""away": "Yankees", "home": "Red Sox""#, with: #""away": "\u001b[31mYankees", "home": "Red Sox""#)
        let run = try itin("check", try scratch.write("evil.json", evil))
        #expect(run.status == 1, "\(run)")
        #expect(!run.stdoutBytes.contains(0x1B))
    }

    @Test func aMisplacedLegIsMarkedWithItsReason() throws {
        let text = base(replacing: #""day": 2, "sortOrder": 1"#, with: #""day": 3, "sortOrder": 7"#)
        let run = try itin("print", try scratch.write("late.json", text))
        #expect(run.status == 0, "\(run)")
        let line = try #require(run.lines.first { $0.hasPrefix("  ") && $0.contains("Boston → New York") })
        #expect(line.contains("⚠"))
        #expect(line.contains("Blue Jays @ Yankees"))
        #expect(run.lines.filter { $0.contains("⚠") }.count == 1)
    }

    @Test func tripSelectsOneTripByIdOrName() throws {
        let two = baseJSON.replacing(
            "\n  ]\n}",
            with: """
                    ,
                    {"id": "aa", "name": "Coast Trip", "order": 0, "start": "2026-08-01", "days": 1, "games": [], "items": []}
                  ]
                }
                """)
        let both = try scratch.write("two.json", two)
        let all = try itin("print", both)
        #expect(all.status == 0, "\(all)")
        // Listed by order: aa (0) before ne (1).
        let coast = try #require(all.lines.firstIndex { $0.contains("Coast Trip") })
        let swing = try #require(all.lines.firstIndex { $0.contains("Swing") })
        #expect(coast < swing)

        let byID = try itin("print", both, "--trip", "ne")
        #expect(byID.status == 0 && byID.stdout.contains("Swing") && !byID.stdout.contains("Coast Trip"), "\(byID)")
        let byName = try itin("print", both, "--trip", "coast trip")
        #expect(
            byName.status == 0 && byName.stdout.contains("Coast Trip") && !byName.stdout.contains("Swing"), "\(byName)")
        let none = try itin("print", both, "--trip", "Nowhere")
        #expect(none.status == 64, "\(none)")
        #expect(none.stdout.isEmpty)
    }
}
