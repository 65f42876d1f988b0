import Foundation
import ItineraryCore
import Testing

/// Stays (docs/stays.md) on the command line: `itin add stay`, `print` and `check` of
/// stays, and a wrong stay refused at its path.
@Suite struct StayCLITests {
    let fixture: BaseFile
    var file: String { fixture.path }

    init() throws { fixture = try BaseFile() }

    @Test func aStayIsAddedPrintedAndItsWrongNightChecked() throws {
        let run = try itin(
            "add", "stay", file, "--trip", "ne", "--name", "Hotel Beacon", "--city", "Boston", "--nights", "2",
            "--confirmation", "HB-1", "--check-in", "15:00", "--day", "1")
        #expect(run.status == 0, "\(run)")
        #expect(run.lines == ["hotel-beacon"])
        let stay = try #require(try load(file).trip("ne")?.item("hotel-beacon"))
        #expect(
            stay.day == 1
                && stay.stay
                    == Stay(
                        name: "Hotel Beacon", city: "Boston", nights: 2, confirmation: "HB-1",
                        checkIn: TimeOfDay(text: "15:00"))
        )
        #expect(try fixture.text.contains(#""kind": "stay""#))

        let printed = try itin("print", file)
        #expect(
            printed.lines == [
                "Swing · Jun 12 – Jun 14, 2026 · 3 days",
                "Day 1 · Fri Jun 12 · Boston · sleep: Hotel Beacon",
                "  • Walk",
                "  ◆ 19:10 Yankees @ Red Sox · Fenway Park, Boston",
                "  ⌂ Hotel Beacon, Boston · 2 nights · HB-1",
                "Day 2 · Sat Jun 13 · Boston → New York · sleep: Hotel Beacon",
                "  » Boston → New York · 215 mi · drive",
                "  • Lunch",
                "Day 3 · Sun Jun 14 · New York",
                "  ◆ 19:05 Blue Jays @ Yankees · Yankee Stadium, New York",
            ], "\(printed)")

        // Night 2 is spent in Boston, but day 2 ends in New York: a warning, not a misplaced item.
        let check = try itin("check", file)
        #expect(check.status == 0, "\(check)")
        #expect(
            check.lines == [
                "ne hotel-beacon: travel: sleeping in Boston on night 2 (Sat Jun 13), but the day ends in New York"
            ])
        #expect(try itin("check", file, "--strict").status == 1)

        // One night: night 2 has no bed, and `check` lists it on the trip.
        #expect(try itin("rm", file, "hotel-beacon").status == 0)
        #expect(
            try itin("add", "stay", file, "--trip", "ne", "--name", "Inn", "--city", "Boston", "--after", "g1").status
                == 0)
        let unbooked = try itin("check", file, "--strict")
        #expect(unbooked.status == 1)
        #expect(unbooked.lines == ["ne: night 2 (Sat Jun 13): no stay, the day ends in New York"])
    }

    /// The demo's first minute shows an unbooked night: `check --strict` lists exactly one.
    @Test func checkOnTheDemoListsItsOneUnbookedNight() throws {
        let demo = try fixture.scratch.write("demo.json", LibraryEncoder.encode(DemoLibrary.library))
        let run = try itin("check", demo, "--strict")
        #expect(run.status == 1)
        #expect(
            run.lines.filter { $0.contains(": night ") || $0.contains("sleeping in") || $0.contains("beds on") }
                == ["ca-2026: night 4 (Sun Aug 23): no stay, the day ends in Anaheim"], "\(run)")
    }

    @Test(arguments: [
        (["--nights", "0", "--day", "1"], "nights must be a whole number from 1 to 366"),
        (["--nights", "1.5", "--day", "1"], "nights must be a whole number from 1 to 366"),
        (["--nights", "367", "--day", "1"], "nights must be a whole number from 1 to 366"),
        (["--check-in", "25:00", "--day", "1"], "25:00 is not a time (HH:MM, 24-hour)"),
        ([], "say where the stay goes: --day N, or --before or --after REF"),
        (["--day", "4"], "day 4 is not in the trip ne (days 1–3)"),
    ])
    func aWrongStayIsAUsageErrorAndWritesNothing(_ more: [String], _ message: String) throws {
        let run = try itin(["add", "stay", file, "--trip", "ne", "--name", "Inn", "--city", "Boston"] + more)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(try fixture.unchanged())
    }

    @Test(arguments: [
        (#""nights": 0"#, "trips[0].items[3].nights"), (#""nights": -1"#, "trips[0].items[3].nights"),
        (#""nights": 1.5"#, "trips[0].items[3].nights"), (#""nights": "3""#, "trips[0].items[3].nights"),
        (#""nights": 100000"#, "trips[0].items[3].nights"), (#""checkIn": "25:00""#, "trips[0].items[3].checkIn"),
    ])
    func aWrongStayInTheFileIsRefusedAtItsPath(_ member: String, _ path: String) throws {
        let text = base(
            replacing: #"{"id": "n2", "kind": "custom", "day": 2, "sortOrder": 2, "title": "Lunch"}"#,
            with: """
                {"id": "n2", "kind": "custom", "day": 2, "sortOrder": 2, "title": "Lunch"},
                        {"id": "s1", "kind": "stay", "day": 1, "sortOrder": 5, "name": "Inn", "city": "Boston", \(member)}
                """)
        let bad = try fixture.scratch.write("bad.json", text)
        for command in [
            ["check", bad], ["print", bad],
            ["add", "stay", bad, "--trip", "ne", "--name", "X", "--city", "Y", "--day", "1"],
        ] {
            let run = try itin(command)
            #expect(run.status == 65, "\(command) \(run)")
            #expect(run.stderr.contains(path), "\(run.stderr)")
        }
        #expect(try fixture.scratch.text("bad.json") == text, "nothing written")
    }
}
