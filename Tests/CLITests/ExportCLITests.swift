import Foundation
import ItineraryCore
import Testing

/// Calendars (docs/calendars.md): `itin export FILE [--trip T] --format ics|csv|md [--output
/// OUT]`, each export read back by software nobody here wrote: Python's icalendar and csv, and
/// calcurse. When one is missing the test fails (`make test` installs them); it never skips.
@Suite struct ExportCLITests {
    let scratch: Scratch
    let demo: String
    let zoned: String

    init() throws {
        scratch = try Scratch()
        demo = try scratch.write("demo.json", LibraryEncoder.encode(DemoLibrary.library))
        zoned = try scratch.write("zoned.json", zonedJSON)
    }

    /// Every way to export a library as a calendar: all its trips, and each trip alone.
    func exports(of file: String) throws -> [(trips: [Trip], arguments: [String])] {
        let library = try load(file)
        return [(library.sortedTrips, [])] + library.sortedTrips.map { ([$0], ["--trip", $0.id]) }
    }

    func export(_ file: String, _ format: String, _ more: [String] = []) throws -> String {
        let run = try itin(["export", file, "--format", format] + more)
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        return run.stdout
    }

    // MARK: - ics, read by Python's icalendar

    @Test(arguments: ["demo", "zoned"])
    func everyEventIsReadByIcalendarAsTheLibraryHasIt(_ name: String) throws {
        let file = name == "demo" ? demo : zoned
        for (trips, arguments) in try exports(of: file) {
            let ics = try scratch.write("\(name).ics", export(file, "ics", arguments))
            let parsed = try Icalendar.read(ics)
            #expect(parsed.errors.isEmpty, "icalendar could not read: \(parsed.errors)")
            #expect(parsed.version == "2.0" && parsed.prodid == "-//itin//itin//EN")
            let expected = ExpectedEvent.all(in: trips)
            #expect(parsed.events.map(\.uid) == expected.map(\.uid), "\(arguments)")
            for (event, wanted) in zip(parsed.events, expected) {
                #expect(event.summary == wanted.summary, "\(wanted.uid)")
                #expect(event.allDay == wanted.allDay, "\(wanted.uid)")
                #expect(event.start == wanted.start, "\(wanted.uid)")
                #expect(event.end == wanted.end, "\(wanted.uid)")
                #expect(event.tzid == wanted.tzid, "\(wanted.uid)")
                #expect(event.location == wanted.location, "\(wanted.uid)")
            }
            // A VTIMEZONE for each zone used, and none more (RFC 5545 section 3.6.5), whose rules
            // give each game the offset the system's zone database (Python's zoneinfo) gives it.
            #expect(parsed.zones == Set(expected.compactMap(\.tzid)))
            for event in parsed.events where event.tzid != nil {
                #expect(event.offsetByVTIMEZONE != nil, "\(event.uid): no VTIMEZONE for \(event.tzid ?? "")")
                #expect(
                    event.offsetByVTIMEZONE == event.offsetByZoneinfo,
                    "\(event.uid) at \(event.start) in \(event.tzid ?? "")")
            }
        }
    }

    @Test func theZonedLibraryHasWhatTheCalendarTestsNeed() throws {
        let games = try load(zoned).trips.flatMap(\.games)
        #expect(Set(games.compactMap(\.tz)).count >= 4)
        #expect(games.contains { $0.tz == nil })
        #expect(
            games.contains { $0.time.map { $0 >= TimeOfDay(text: "21:01")! } ?? false },
            "a game that ends after midnight")
        #expect(games.contains { $0.time == nil && $0.tz == "America/Denver" }, "a time not set, in a zone of its own")
        #expect(
            games.contains { $0.time == nil && $0.tz == "America/Chicago" }, "a time not set, beside a game at 19:00")
    }

    // MARK: - ics, imported by calcurse

    /// calcurse reads a `TZID` through the system's zone database (it ignores the VTIMEZONE)
    /// and stores the time converted to its own zone, `$TZ`; a floating time it stores as it
    /// is. So each zone's games are checked by an import with `TZ` set to that zone, and the
    /// games without a zone and the all-day events by every import.
    @Test(arguments: ["demo", "zoned"])
    func calcurseImportsEveryEventOnItsDateAndTime(_ name: String) throws {
        let file = name == "demo" ? demo : zoned
        for (trips, arguments) in try exports(of: file) {
            let ics = try scratch.write("\(name).ics", export(file, "ics", arguments))
            let expected = ExpectedEvent.all(in: trips)
            let zones = Set(expected.compactMap(\.tzid)).union(["UTC"])
            for zone in zones.sorted() {
                let imported = try Calcurse.importing(ics, zone: zone, in: scratch, from: trips)
                let counts = try #require(imported.counts, "\(imported.report)")
                #expect(
                    counts == [expected.count(where: { !$0.allDay }), expected.count(where: \.allDay), 0, 0],
                    "\(imported.report)")
                #expect(imported.errors.isEmpty, "calcurse said: \(imported.errors)")
                // An all-day event over several days (a stay of some nights) calcurse keeps as one
                // repeated daily to its last day: it is listed on each of them.
                for wanted in expected where wanted.allDay {
                    let first = try #require(CalendarDate(iso: wanted.start))
                    let end = try #require(CalendarDate(iso: wanted.end))
                    for n in 0..<(end.dayNumber - first.dayNumber) {
                        let date = first.adding(days: n).description
                        #expect(
                            imported.allDay.contains(Calcurse.AllDay(date: date, summary: wanted.summary)),
                            "\(wanted.uid) on \(date) in TZ=\(zone): \(imported.allDay)")
                    }
                }
                for wanted in expected where !wanted.allDay && (wanted.tzid == nil || wanted.tzid == zone) {
                    let appointment = Calcurse.Appointment(
                        start: wanted.start, end: wanted.end, summary: wanted.summary)
                    #expect(
                        imported.appointments.contains(appointment),
                        "\(wanted.uid) in TZ=\(zone): \(imported.appointments)")
                }
            }
        }
    }

    // MARK: - csv, read by Python's csv

    @Test(arguments: ["demo", "zoned"])
    func csvIsReadByPythonWithARowPerEntryInDisplayOrder(_ name: String) throws {
        let file = name == "demo" ? demo : zoned
        let library = try load(file)
        let text = try export(file, "csv")
        #expect(text.hasSuffix("\r\n"))
        let rows = try PythonCSV.read(try scratch.write("\(name).csv", text))
        var expected = [
            [
                "trip", "day", "date", "time", "kind", "title", "away", "home", "venue", "city",
                "from", "to", "miles", "mode", "note", "tz", "nights", "address", "confirmation", "check_in",
                "check_out", "cost", "currency", "id", "trip_id",
            ]
        ]
        for trip in library.sortedTrips {
            for day in TripLayout(trip).days {
                let date = try #require(Calendar.utc.date(byAdding: .day, value: day.day - 1, to: trip.start.date))
                let front = [trip.name, String(day.day), Calendar.utc.isoDate(date)]
                // A cost in its currency's unit (the demo's are in dollars), with no settings: USD.
                let back = { (e: Entry) in
                    [
                        e.cost.map { String(format: "%.2f", Double($0.hundredths) / 100) } ?? "",
                        e.cost.map { $0.currency?.code ?? "USD" } ?? "", e.id, trip.id,
                    ]
                }
                for entry in day.entries {
                    switch entry {
                    case .game(let g, _):
                        expected.append(
                            front + [
                                g.time?.description ?? "TBD", "game", "\(g.away) @ \(g.home)", g.away, g.home, g.venue,
                                g.city, "", "", "", "", "", g.tz ?? "", "", "", "", "", "",
                            ] + back(entry))
                    case .item(let i):
                        let none = ["", "", "", "", ""]  // a stay's own columns
                        switch i.kind {
                        case .travel(let t):
                            expected.append(
                                front + [
                                    "", "travel", "\(t.from) → \(t.to)", "", "", "", "", t.from, t.to,
                                    t.miles.map { String(Int($0)) } ?? "", t.mode?.rawValue ?? "", "", "",
                                ]
                                    + none + back(entry))
                        case .custom(let c):
                            expected.append(
                                front + ["", "custom", c.title, "", "", "", "", "", "", "", "", c.note ?? "", ""]
                                    + none + back(entry))
                        case .stay(let s):
                            expected.append(
                                front + [
                                    "", "stay", s.name, "", "", "", s.city, "", "", "", "", "", "",
                                    String(s.nights ?? 1), s.address ?? "", s.confirmation ?? "",
                                    s.checkIn?.description ?? "", s.checkOut?.description ?? "",
                                ] + back(entry))
                        }
                    }
                }
            }
        }
        #expect(rows == expected)
    }

    // MARK: - md

    @Test func markdownOfASmallLibrary() throws {
        let file = try scratch.write("base.json", baseJSON)
        #expect(
            try export(file, "md") == """
                # Swing

                Jun 12 – Jun 14, 2026 · 3 days

                ## Day 1 · Fri Jun 12 · Boston

                - Walk
                - 19:10 Yankees @ Red Sox · Fenway Park, Boston

                ## Day 2 · Sat Jun 13 · Boston → New York

                - Boston → New York · 215 mi · drive
                - Lunch

                ## Day 3 · Sun Jun 14 · New York

                - 19:05 Blue Jays @ Yankees · Yankee Stadium, New York

                """)
    }

    @Test func markdownOfTheDemoHasPrintsDaysAndEntries() throws {
        let md = try export(demo, "md").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let printed = try itin("print", demo).lines
        #expect(md.filter { $0.hasPrefix("## ") } == printed.filter { $0.hasPrefix("Day ") }.map { "## " + $0 })
        // A stay without its confirmation (every stay of the demo has one): a page to share.
        let entries = printed.filter { $0.hasPrefix("  ") }.map { line in
            let entry = "- " + line.dropFirst(4)
            guard line.hasPrefix("  ⌂"), let last = entry.range(of: " · ", options: .backwards) else { return entry }
            return String(entry[..<last.lowerBound])
        }
        #expect(entries.contains { $0.hasPrefix("- The Hollywood Roosevelt, Los Angeles · 2 nights") })
        #expect(md.filter { $0.hasPrefix("- ") && $0 != "- (nothing planned)" } == entries)
        #expect(md.filter { $0.hasPrefix("# ") } == DemoLibrary.library.sortedTrips.map { "# " + $0.name })
    }

    // MARK: - Where it goes, and refusals

    @Test func outputIsWrittenThereAndNothingToStandardOutput() throws {
        let out = scratch.path("trip.ics")
        let run = try itin(
            ["export", demo, "--format", "ics", "--output", out],
            under: ["/usr/bin/env", "SOURCE_DATE_EPOCH=1700000000"])
        #expect(run.status == 0 && run.stdout.isEmpty && run.stderr.isEmpty, "\(run)")
        let again = try itin(
            ["export", demo, "--format", "ics"], under: ["/usr/bin/env", "SOURCE_DATE_EPOCH=1700000000"])
        #expect(try scratch.text("trip.ics") == again.stdout)
        #expect(again.stdout.contains("DTSTAMP:20231114T221320Z\r\n"))
    }

    @Test func theLibraryItselfIsRefusedAsOutputEvenThroughALink() throws {
        let before = try scratch.text("demo.json")
        let link = scratch.path("link.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: demo)
        for out in [demo, link, scratch.folder.path + "/./demo.json"] {
            let run = try itin("export", demo, "--format", "csv", "--output", out)
            #expect(run.status == 64, "\(run)")
            #expect(run.stderr.contains("itinerary file itself"), "\(run)")
        }
        #expect(try scratch.text("demo.json") == before)
    }

    @Test func refusalsHaveTheExitCodesOfTheSpec() throws {
        let missing = try itin("export", scratch.path("none.json"), "--format", "ics")
        #expect(missing.status == 66, "\(missing)")
        let trip = try itin("export", demo, "--format", "ics", "--trip", "Nowhere")
        #expect(trip.status == 64 && trip.stdout.isEmpty, "\(trip)")
        let format = try itin("export", demo, "--format", "pdf")
        #expect(format.status == 64 && format.stdout.isEmpty, "\(format)")
        let noFormat = try itin("export", demo)
        #expect(noFormat.status == 64, "\(noFormat)")
        let invalid = try itin("export", try scratch.write("bad.json", "{\"format\": \"itin/2\"}"), "--format", "md")
        #expect(invalid.status == 65, "\(invalid)")
        let unwritable = try itin("export", demo, "--format", "md", "--output", demo + "/out.md")
        #expect(unwritable.status == 74, "\(unwritable)")
        let epoch = try itin(
            ["export", demo, "--format", "ics"], under: ["/usr/bin/env", "SOURCE_DATE_EPOCH=yesterday"])
        #expect(epoch.status == 64 && epoch.stderr.contains("SOURCE_DATE_EPOCH"), "\(epoch)")
    }

    @Test func aGameInAZoneTheDatabaseDoesNotKnowIsRefusedAndNothingIsWritten() throws {
        let file = try scratch.write(
            "nowhere.json",
            base(replacing: #""city": "Boston"}"#, with: #""city": "Boston", "tz": "Mars/Olympus_Mons"}"#))
        let out = scratch.path("nowhere.ics")
        let run = try itin("export", file, "--format", "ics", "--output", out)
        #expect(run.status == 65, "\(run)")
        #expect(run.stderr.contains("g1") && run.stderr.contains("Mars/Olympus_Mons"), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: out))
        // The other formats write the zone as text and need no database.
        #expect(try export(file, "csv").contains("Mars/Olympus_Mons"))
    }
}

// MARK: - What the library says each event must be

/// One event as the library has it, worked out here with Foundation's calendar (not itin's
/// date arithmetic), in the forms Python's `isoformat` writes.
struct ExpectedEvent {
    let uid: String
    let summary: String
    let allDay: Bool
    /// `2026-06-12T19:10:00`, or `2026-06-12` all day.
    let start: String
    let end: String
    let tzid: String?
    let location: String?

    static func all(in trips: [Trip]) -> [ExpectedEvent] {
        trips.flatMap { trip in
            TripLayout(trip).days.flatMap { day in
                day.entries.map { entry in
                    let date = Calendar.utc.date(byAdding: .day, value: day.day - 1, to: trip.start.date)!
                    switch entry {
                    case .game(let g, _):
                        // A time not set: the whole day, with no zone.
                        guard let time = g.time else {
                            return ExpectedEvent(
                                uid: "\(g.id)@itin", summary: "\(g.away) @ \(g.home)", allDay: true,
                                start: Calendar.utc.isoDate(date),
                                end: Calendar.utc.isoDate(Calendar.utc.date(byAdding: .day, value: 1, to: date)!),
                                tzid: nil, location: "\(g.venue), \(g.city)")
                        }
                        let start = date.addingTimeInterval(TimeInterval(time.minutes * 60))
                        return ExpectedEvent(
                            uid: "\(g.id)@itin", summary: "\(g.away) @ \(g.home)", allDay: false,
                            start: Calendar.utc.isoDateTime(start),
                            end: Calendar.utc.isoDateTime(start.addingTimeInterval(3 * 3600)),
                            tzid: g.tz, location: "\(g.venue), \(g.city)")
                    case .item(let i):
                        let summary: String
                        let days: Int
                        let location: String?
                        switch i.kind {
                        case .travel(let t):
                            summary = ["\(t.from) → \(t.to)", t.miles.map { "\(Int($0)) mi" }, t.mode?.rawValue]
                                .compactMap { $0 }
                                .joined(separator: " · ")
                            (days, location) = (1, nil)
                        case .custom(let c): (summary, days, location) = (c.title, 1, nil)
                        // A stay: from its first night's date to the morning it leaves, at its address.
                        case .stay(let s):
                            (summary, days, location) = ("\(s.name), \(s.city)", s.nights ?? 1, s.address)
                        }
                        return ExpectedEvent(
                            uid: "\(i.id)@itin", summary: summary, allDay: true,
                            start: Calendar.utc.isoDate(date),
                            end: Calendar.utc.isoDate(Calendar.utc.date(byAdding: .day, value: days, to: date)!),
                            tzid: nil, location: location)
                    }
                }
            }
        }
    }
}

extension Calendar {
    static let utc: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    func isoDate(_ date: Date) -> String {
        let c = dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
    }

    func isoDateTime(_ date: Date) -> String {
        let c = dateComponents([.hour, .minute, .second], from: date)
        return isoDate(date) + String(format: "T%02d:%02d:%02d", c.hour!, c.minute!, c.second!)
    }
}

extension CalendarDate {
    /// Midnight UTC of this date.
    var date: Date {
        Calendar.utc.date(from: DateComponents(year: year, month: month, day: day))!
    }
}

// MARK: - The clients

/// A program run to the end: `/usr/bin/env` finds it on PATH, so a missing one fails the
/// test with env's status 127 rather than skipping it.
struct Tool {
    let status: Int32
    let stdout: String
    let stderr: String

    static func run(_ command: [String], environment extra: [String: String] = [:]) throws -> Tool {
        let scratch = try Scratch()
        let outURL = URL(fileURLWithPath: scratch.path("out"))
        let errURL = URL(fileURLWithPath: scratch.path("err"))
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        let tool = Tool(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
        #expect(tool.status == 0, "\(command.prefix(2).joined(separator: " ")) failed (\(tool.status)): \(tool.stderr)")
        return tool
    }
}

/// An `.ics` file as Python's icalendar reads it.
struct Icalendar: Decodable {
    let version: String
    let prodid: String
    /// What icalendar could not read, by component.
    let errors: [String]
    /// The TZIDs of the VTIMEZONEs.
    let zones: Set<String>
    let events: [Event]

    struct Event: Decodable {
        let uid: String
        let summary: String
        let location: String?
        let allDay: Bool
        let start: String
        let end: String
        let tzid: String?
        /// The UTC offset in seconds at the start, by the file's own VTIMEZONE for the TZID.
        let offsetByVTIMEZONE: Int?
        /// The same by Python's zoneinfo, the system's zone database.
        let offsetByZoneinfo: Int?
    }

    static func read(_ path: String) throws -> Icalendar {
        let run = try Tool.run(["python3", "-c", script, path])
        return try JSONDecoder().decode(Icalendar.self, from: Data(run.stdout.utf8))
    }

    static let script = """
        import datetime, json, sys
        import icalendar
        from zoneinfo import ZoneInfo

        cal = icalendar.Calendar.from_ical(open(sys.argv[1], "rb").read())
        # lookup_tzid=False: the VTIMEZONE's own rules, not a zone looked up by its name.
        zones = {str(z["TZID"]): z.to_tz(lookup_tzid=False) for z in cal.walk("VTIMEZONE")}
        errors = [f"{c.name}: {e}" for c in cal.walk() for e in c.errors]

        def iso(v):
            return (v.replace(tzinfo=None) if isinstance(v, datetime.datetime) else v).isoformat()

        events = []
        for e in cal.walk("VEVENT"):
            start, end = e["DTSTART"], e["DTEND"]
            tzid = start.params.get("TZID")
            assert end.params.get("TZID") == tzid, e["UID"]
            naive = start.dt.replace(tzinfo=None) if tzid else None
            def offset(tz):
                return int(naive.replace(tzinfo=tz).utcoffset().total_seconds()) if tz and naive else None
            events.append({
                "uid": str(e["UID"]), "summary": str(e["SUMMARY"]),
                "location": str(e["LOCATION"]) if "LOCATION" in e else None,
                "allDay": not isinstance(start.dt, datetime.datetime),
                "start": iso(start.dt), "end": iso(end.dt), "tzid": tzid,
                "offsetByVTIMEZONE": offset(zones.get(tzid)),
                "offsetByZoneinfo": offset(ZoneInfo(tzid) if tzid else None),
            })
        print(json.dumps({"version": str(cal["VERSION"]), "prodid": str(cal["PRODID"]),
                          "errors": errors, "zones": sorted(zones), "events": events}))
        """
}

/// A CSV file as Python's csv module reads it (RFC 4180 quoting, any line ending).
enum PythonCSV {
    static func read(_ path: String) throws -> [[String]] {
        let script =
            "import csv, json, sys; print(json.dumps(list(csv.reader(open(sys.argv[1], newline='', encoding='utf-8')))))"
        let run = try Tool.run(["python3", "-c", script, path])
        return try JSONDecoder().decode([[String]].self, from: Data(run.stdout.utf8))
    }
}

/// An `.ics` file imported by calcurse into a fresh data folder, and what it then lists.
struct Calcurse {
    struct Appointment: Hashable { let start, end, summary: String }
    struct AllDay: Hashable { let date, summary: String }

    /// `N apps / N events / N todos / N skipped`
    let report: String
    /// Appointments, events, todos and skipped, as the report counts them.
    var counts: [Int]? {
        let pattern = /(\d+) apps? \/ (\d+) events? \/ (\d+) todos? \/ (\d+) skipped/
        return report.firstMatch(of: pattern).map { m in [m.1, m.2, m.3, m.4].map { Int($0)! } }
    }

    /// Anything calcurse said on standard error (it warns there, and still exits 0).
    let errors: String
    let appointments: Set<Appointment>
    let allDay: Set<AllDay>

    static func importing(_ ics: String, zone: String, in scratch: Scratch, from trips: [Trip]) throws -> Calcurse {
        let folder = scratch.path("calcurse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let environment = ["TZ": zone, "HOME": folder, "LANG": "C.UTF-8"]
        let imported = try Tool.run(["calcurse", "-D", folder, "-i", ics], environment: environment)
        let first = trips.map(\.start).min()!
        let last = trips.map(\.end).max()!
        let days = last.dayNumber - first.dayNumber + 2  // and the day after, where a late game ends
        let query = try Tool.run(
            [
                "calcurse", "-D", folder, "-Q", "--input-datefmt", "4", "--output-datefmt", "%Y-%m-%d",
                "--from", first.description, "--days", String(days),
                "--format-apt", "APT|%(start:%Y-%m-%dT%H:%M:%S)|%(end:%Y-%m-%dT%H:%M:%S)|%m\\n",
                "--format-event", "EVT|%m\\n", "--format-recur-event", "EVT|%m\\n",
            ], environment: environment)
        var appointments = Set<Appointment>()
        var allDay = Set<AllDay>()
        var date = ""
        for line in query.stdout.split(separator: "\n").map(String.init) {
            let fields = line.split(separator: "|", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
            switch fields.first {
            case "APT" where fields.count == 4:
                appointments.insert(Appointment(start: fields[1], end: fields[2], summary: fields[3]))
            case "EVT" where fields.count == 2: allDay.insert(AllDay(date: date, summary: fields[1]))
            default: if line.hasSuffix(":") { date = String(line.dropLast()) }
            }
        }
        return Calcurse(
            report: imported.stdout, errors: imported.stderr + query.stderr,
            appointments: appointments, allDay: allDay)
    }
}

// MARK: - Games in several zones

/// Two trips whose games are in five zones and none, across the autumn and spring changes
/// of clocks in Europe and the US: London before and after Oct 25, New York before and
/// after Nov 1, Tokyo (no DST), Los Angeles at 22:30 (ending the next day), Chicago on
/// both sides of Mar 14, 2027; two games whose time is not set (one beside a game at 19:00,
/// one alone in its zone); and notes with a comma, a quote and a line break.
let zonedJSON = """
    {
      "format": "itin/1",
      "trips": [
        {
          "id": "fall", "name": "Fall, \\"world\\" tour", "order": 1, "start": "2026-10-23", "days": 12,
          "games": [
            {"id": "lon1", "day": 2, "time": "15:00", "away": "Yankees", "home": "Red Sox", "venue": "London Stadium", "city": "London", "tz": "Europe/London"},
            {"id": "lon2", "day": 4, "time": "19:10", "away": "Red Sox", "home": "Yankees", "venue": "London Stadium", "city": "London", "tz": "Europe/London"},
            {"id": "tok", "day": 6, "time": "18:00", "away": "Tigers", "home": "Giants", "venue": "Tokyo Dome", "city": "Tokyo", "tz": "Asia/Tokyo"},
            {"id": "ny1", "day": 9, "time": "19:05", "away": "Mets", "home": "Yankees", "venue": "Yankee Stadium", "city": "New York", "tz": "America/New_York"},
            {"id": "float1", "day": 10, "time": "16:10", "away": "Somebody", "home": "Nobody", "venue": "A field", "city": "New York"},
            {"id": "ny2", "day": 11, "time": "13:05", "away": "Yankees", "home": "Mets", "venue": "Citi Field", "city": "New York", "tz": "America/New_York"},
            {"id": "la", "day": 12, "time": "22:30", "away": "Giants", "home": "Dodgers", "venue": "Dodger Stadium", "city": "Los Angeles", "tz": "America/Los_Angeles"},
            {"id": "float2", "day": 3, "time": "23:00", "away": "Night", "home": "Owls", "venue": "Late Park", "city": "London"}
          ],
          "items": [
            {"id": "fly1", "kind": "travel", "day": 5, "sortOrder": 1, "from": "London", "to": "Tokyo", "miles": 5940, "mode": "fly"},
            {"id": "fly2", "kind": "travel", "day": 7, "sortOrder": 1, "from": "Tokyo", "to": "New York", "mode": "fly"},
            {"id": "fly3", "kind": "travel", "day": 12, "sortOrder": -1, "from": "New York", "to": "Los Angeles"},
            {"id": "tix", "kind": "custom", "day": 9, "sortOrder": -1, "title": "Tickets, \\"will call\\"; gate 4", "note": "Bring ID\\nand cash, \\"please\\""},
            {"id": "rest", "kind": "custom", "day": 8, "sortOrder": 1, "title": "Rest \\\\ sleep"}
          ]
        },
        {
          "id": "spring", "name": "Spring", "order": 2, "start": "2027-03-12", "days": 4,
          "games": [
            {"id": "den", "day": 1, "tbd": true, "away": "Cubs", "home": "Rockies", "venue": "Coors Field", "city": "Denver", "tz": "America/Denver"},
            {"id": "chi0", "day": 2, "tbd": true, "away": "White Sox", "home": "Cubs", "venue": "Wrigley Field", "city": "Chicago", "tz": "America/Chicago"},
            {"id": "chi1", "day": 2, "time": "19:00", "away": "Cubs", "home": "White Sox", "venue": "Rate Field", "city": "Chicago", "tz": "America/Chicago"},
            {"id": "chi2", "day": 3, "time": "13:00", "away": "White Sox", "home": "Cubs", "venue": "Wrigley Field", "city": "Chicago", "tz": "America/Chicago"},
            {"id": "float3", "day": 4, "time": "00:30", "away": "Early", "home": "Birds", "venue": "Dawn Park", "city": "Chicago"}
          ],
          "items": []
        }
      ]
    }
    """
