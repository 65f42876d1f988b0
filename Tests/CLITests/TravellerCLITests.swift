import Foundation
import ItineraryCore
import Testing

/// `--traveller NAME` on `print`, `map`, `export` (every format) and `publish`: that
/// traveller's own trip, read back by software nobody here wrote (icalendar, Python's csv,
/// chromium, caldav against Radicale); without it, each entry that is not everyone's names its
/// travellers (docs/commands.md, docs/calendars.md).
@Suite struct TravellerCLITests {
    let scratch: Scratch
    let file: String

    init() throws {
        scratch = try Scratch()
        file = try scratch.write("who.json", Self.json)
    }

    /// Trip `ne` (Swing) of Alice, Bob, Carol and `<b>Dee</b>` (a name that would be markup):
    /// Alice flies in (t0), Bob drives in (t5), the two see g1 and drive on (t1); Carol and Dee
    /// have lunch (n2); the walk n1, the stay s1 (its `who` names all four, so it is
    /// everyone's) and g2 are everyone's. Trip `west` of Alice and Dan: the game w1, and Dan's
    /// note w9.
    static let json = """
        {
          "format": "itin/1",
          "trips": [
            {
              "id": "ne", "name": "Swing", "order": 1, "start": "2026-06-12", "days": 3,
              "travellers": ["Alice", "Bob", "Carol", "<b>Dee</b>"],
              "games": [
                {"id": "g1", "day": 1, "time": "19:10", "away": "Yankees", "home": "Red Sox", "venue": "Fenway Park", "city": "Boston", "tz": "America/New_York", "who": ["Bob", "Alice"]},
                {"id": "g2", "day": 3, "time": "19:05", "away": "Blue Jays", "home": "Yankees", "venue": "Yankee Stadium", "city": "New York"}
              ],
              "items": [
                {"id": "t0", "kind": "travel", "day": 1, "sortOrder": -3, "from": "Chicago", "to": "Boston", "miles": 850, "mode": "fly", "who": ["Alice"]},
                {"id": "t5", "kind": "travel", "day": 1, "sortOrder": -2, "from": "Hartford", "to": "Boston", "miles": 100, "mode": "drive", "who": ["Bob"]},
                {"id": "n1", "kind": "custom", "day": 1, "sortOrder": -1, "title": "Walk", "note": "Freedom Trail"},
                {"id": "t1", "kind": "travel", "day": 2, "sortOrder": 1, "from": "Boston", "to": "New York", "miles": 215, "mode": "drive", "who": ["Alice", "Bob"]},
                {"id": "n2", "kind": "custom", "day": 2, "sortOrder": 2, "title": "Lunch", "who": ["<b>Dee</b>", "Carol"]},
                {"id": "s1", "kind": "stay", "day": 2, "sortOrder": 3, "name": "Pod Hotel", "city": "New York", "who": ["Carol", "Bob", "Alice", "<b>Dee</b>"]}
              ]
            },
            {
              "id": "west", "name": "West", "order": 2, "start": "2026-06-12", "days": 1,
              "travellers": ["Alice", "Dan"],
              "games": [
                {"id": "w1", "day": 1, "time": "13:10", "away": "Mariners", "home": "Giants", "venue": "Oracle Park", "city": "San Francisco", "tz": "America/Los_Angeles"}
              ],
              "items": [
                {"id": "w9", "kind": "custom", "day": 1, "sortOrder": 1, "title": "Sourdough", "who": ["Dan"]}
              ]
            }
          ]
        }
        """

    /// Each traveller's entries, worked out by hand from the file above.
    static let own: [String: Set<String>] = [
        "Alice": ["t0", "n1", "g1", "t1", "s1", "g2", "w1"],
        "Bob": ["t5", "n1", "g1", "t1", "s1", "g2"],
        "Carol": ["n1", "n2", "s1", "g2"],
        "<b>Dee</b>": ["n1", "n2", "s1", "g2"],
        "Dan": ["w1", "w9"],
    ]

    /// The ids `print --ids` ends its entry lines with.
    static func printedIDs(_ run: Run) -> Set<String> {
        Set(
            run.lines.compactMap { line in line.hasPrefix("  ") ? line.split(separator: "#").last.map(String.init) : nil
            })
    }

    // MARK: - print

    @Test func printNamesWhoseEachEntryIsWhenItIsNotEveryones() throws {
        let run = try itin("print", file, "--trip", "ne")
        #expect(run.status == 0, "\(run)")
        #expect(
            run.lines == [
                "Swing · Jun 12 – Jun 14, 2026 · 3 days",
                "Day 1 · Fri Jun 12 · Chicago → Boston → Hartford → Boston",
                "  » Chicago → Boston · 850 mi · fly · for Alice",
                "  » Hartford → Boston · 100 mi · drive · for Bob",
                "  • Walk — Freedom Trail",
                "  ◆ 19:10 Yankees @ Red Sox · Fenway Park, Boston · for Alice, Bob",
                "Day 2 · Sat Jun 13 · Boston → New York · sleep: Pod Hotel",
                "  » Boston → New York · 215 mi · drive · for Alice, Bob",
                "  • Lunch · for Carol, <b>Dee</b>",
                "  ⌂ Pod Hotel, New York · 1 night",
                "Day 3 · Sun Jun 14 · New York",
                "  ◆ 19:05 Blue Jays @ Yankees · Yankee Stadium, New York",
            ])
    }

    @Test(arguments: ["Alice", "Bob", "Carol", "<b>Dee</b>", "Dan"])
    func printGivesATravellersOwnTripAndLeavesOutTripsTheyAreNotOn(_ name: String) throws {
        let run = try itin("print", file, "--traveller", name, "--ids")
        #expect(run.status == 0, "\(run)")
        #expect(Self.printedIDs(run) == Self.own[name], "\(run)")
        // Named in the title, and nothing in their own trip names anyone.
        let titles = run.lines.filter { !$0.hasPrefix(" ") && !$0.hasPrefix("Day ") && !$0.isEmpty }
        #expect(titles.allSatisfy { $0.contains(" · \(name)'s trip · ") }, "\(titles)")
        #expect(titles.count == (name == "Alice" ? 2 : 1))
        #expect(!run.stdout.contains(" · for "), "\(run)")
    }

    @Test func bobsOwnTripPrintedWhole() throws {
        let run = try itin("print", file, "--trip", "Swing", "--traveller", "Bob")
        #expect(
            run.lines == [
                "Swing · Bob's trip · Jun 12 – Jun 14, 2026 · 3 days",
                "Day 1 · Fri Jun 12 · Hartford → Boston",
                "  » Hartford → Boston · 100 mi · drive",
                "  • Walk — Freedom Trail",
                "  ◆ 19:10 Yankees @ Red Sox · Fenway Park, Boston",
                "Day 2 · Sat Jun 13 · Boston → New York · sleep: Pod Hotel",
                "  » Boston → New York · 215 mi · drive",
                "  ⌂ Pod Hotel, New York · 1 night",
                "Day 3 · Sun Jun 14 · New York",
                "  ◆ 19:05 Blue Jays @ Yankees · Yankee Stadium, New York",
            ], "\(run)")
    }

    // MARK: - refusals

    /// A name not on the trip `--trip` names, or on no trip at all, is a usage error listing
    /// the travellers it could have been; nothing is written.
    @Test func aNameThatIsNoTravellerIsAUsageErrorListingThem() throws {
        let ofSwing = "itin: \"Dan\" is not a traveller of Swing: the travellers are Alice, Bob, Carol, <b>Dee</b>\n"
        let out = scratch.path("out")
        for command in [
            ["print", file, "--trip", "ne", "--traveller", "Dan"],
            ["map", file, "--trip", "ne", "--traveller", "Dan"],
            ["export", file, "--trip", "ne", "--traveller", "Dan", "--format", "ics", "--output", out],
            ["export", file, "--trip", "ne", "--traveller", "Dan", "--format", "html", "--output", out],
            ["export", file, "--trip", "ne", "--traveller", "Dan", "--format", "vdir", "--output", out],
            ["publish", file, "--trip", "ne", "--traveller", "Dan", "--to", "http://127.0.0.1:9/alice/trips/"],
        ] {
            let run = try itin(command)
            #expect(run.status == 64 && run.stderr == ofSwing && run.stdout.isEmpty, "\(command): \(run)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
        let everyone = "the travellers are Alice, Bob, Carol, <b>Dee</b>, Dan"
        for format in ["ics", "csv", "md"] {
            let run = try itin("export", file, "--traveller", "alice", "--format", format)
            #expect(run.status == 64 && run.stderr == "itin: \"alice\" is not a traveller in \(file): \(everyone)\n")
        }
        let none = try scratch.write(
            "none.json",
            Self.json.replacing(#""travellers": ["Alice", "Dan"],"#, with: "").replacing(#", "who": ["Dan"]"#, with: "")
        )
        let noTravellers = try itin("print", none, "--trip", "west", "--traveller", "Alice")
        #expect(noTravellers.status == 64, "\(noTravellers)")
        #expect(noTravellers.stderr == "itin: \"Alice\" is not a traveller of West: there are none\n")
    }

    // MARK: - ics, csv, md, vdir

    /// Each event's UID and DESCRIPTION, as Python's icalendar reads them.
    func icalendar(_ path: String) throws -> [String: String] {
        let script = """
            import icalendar, json, sys
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], "rb").read())
            assert not [e for c in cal.walk() for e in c.errors]
            print(json.dumps({str(e["UID"]): str(e.get("DESCRIPTION", "")) for e in cal.walk("VEVENT")}))
            """
        let run = try Tool.run(["python3", "-c", script, path])
        return try JSONDecoder().decode([String: String].self, from: Data(run.stdout.utf8))
    }

    @Test(arguments: ["Alice", "Bob", "Carol", "<b>Dee</b>", "Dan"])
    func aCalendarHasExactlyTheTravellersEventsAndNamesNobody(_ name: String) throws {
        let out = scratch.path("own.ics")
        let run = try itin("export", file, "--traveller", name, "--format", "ics", "--output", out)
        #expect(run.status == 0, "\(run)")
        let events = try icalendar(out)
        #expect(Set(events.keys) == Set(Self.own[name]!.map { $0 + "@itin" }))
        #expect(events.values.allSatisfy { !$0.contains("for ") }, "\(events)")
    }

    @Test func everyonesCalendarSaysWhoseEachEventIsInItsDescription() throws {
        let out = scratch.path("all.ics")
        #expect(try itin("export", file, "--format", "ics", "--output", out).status == 0)
        #expect(
            try icalendar(out) == [
                "t0@itin": "Swing · Day 1 · for Alice", "t5@itin": "Swing · Day 1 · for Bob",
                "n1@itin": "Freedom Trail", "g1@itin": "Swing · Day 1 · for Alice, Bob",
                "t1@itin": "Swing · Day 2 · for Alice, Bob", "n2@itin": "for Carol, <b>Dee</b>",
                "s1@itin": "Swing · Day 2", "g2@itin": "Swing · Day 3", "w1@itin": "West · Day 1",
                "w9@itin": "for Dan",
            ])
    }

    @Test func csvMarkdownAndVdirHoldTheTravellersEntriesOnly() throws {
        let csv = scratch.path("bob.csv")
        #expect(try itin("export", file, "--traveller", "Bob", "--format", "csv", "--output", csv).status == 0)
        let rows = try PythonCSV.read(csv)
        let id = try #require(rows.first?.firstIndex(of: "id"))
        #expect(Set(rows.dropFirst().map { $0[id] }) == Self.own["Bob"])

        let md = try itin("export", file, "--trip", "ne", "--traveller", "Carol", "--format", "md")
        #expect(md.status == 0, "\(md)")
        let bullets = md.lines.filter { $0.hasPrefix("- ") }
        #expect(
            bullets == [
                "- Walk — Freedom Trail", "- Lunch", "- Pod Hotel, New York · 1 night",
                "- 19:05 Blue Jays @ Yankees · Yankee Stadium, New York",
            ], "\(md)")
        #expect(md.lines.contains("Carol's trip · Jun 12 – Jun 14, 2026 · 3 days"))
        let everyone = try itin("export", file, "--trip", "ne", "--format", "md")
        #expect(everyone.lines.contains("- Lunch · for Carol, \\<b\\>Dee\\</b\\>"), "\(everyone)")
        #expect(everyone.lines.contains("- 19:10 Yankees @ Red Sox · Fenway Park, Boston · for Alice, Bob"))
        #expect(everyone.lines.contains("- Pod Hotel, New York · 1 night"))

        let vdir = scratch.path("dan")
        #expect(try itin("export", file, "--traveller", "Dan", "--format", "vdir", "--output", vdir).status == 0)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: vdir)) == ["w1.ics", "w9.ics"])
        // Alice's own, into the same folder: West's events that are not hers go, Swing's come.
        #expect(try itin("export", file, "--traveller", "Alice", "--format", "vdir", "--output", vdir).status == 0)
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: vdir))
                == Set(Self.own["Alice"]!.map { $0 + ".ics" }))
    }

    // MARK: - map and html

    @Test func theMapAndThePageFollowTheTravellersOwnWay() throws {
        func legend(_ name: String) throws -> String {
            let run = try itin(
                "map", file, "--trip", "ne", "--traveller", name, "--ascii", "--width", "100", "--height", "24")
            #expect(run.status == 0, "\(run)")
            return run.lines.first { $0.hasPrefix("1 ") } ?? ""
        }
        #expect(try legend("Alice") == "1 Chicago - 2 Boston (Jun 12-13) - 3 New York (Jun 13-14)")
        #expect(try legend("Bob") == "1 Hartford - 2 Boston (Jun 12-13) - 3 New York (Jun 13-14)")
        #expect(try legend("Carol") == "1 New York (Jun 13-14)")

        let page = try itin("export", file, "--trip", "ne", "--traveller", "Bob", "--format", "html")
        #expect(page.status == 0)
        #expect(page.stdout.contains("<title>Swing · Bob&#39;s trip</title>"), "\(page.stdout)")
        #expect(!page.stdout.contains("Chicago") && !page.stdout.contains("class=\"who\""))
        // Bob's walk alone: he is in Boston after his drive, so nothing warns.
        #expect(!page.stdout.contains("class=\"warning\""), "\(page.stdout)")
        let everyone = try itin("export", file, "--trip", "ne", "--format", "html")
        #expect(
            everyone.stdout.contains(
                "<strong>Lunch</strong> · <span class=\"who\">for Carol, &lt;b&gt;Dee&lt;/b&gt;</span>"))
    }

    /// In Debian's chromium, headless: each traveller's page lists exactly their entries, and
    /// everyone's names whose each is, a name that looks like markup shown as text.
    @Suite(
        .enabled(
            if: ProcessInfo.processInfo.environment["ITIN_BROWSER_TESTS"] == "1",
            "ITIN_BROWSER_TESTS=1 (make test): chromium, chromium-driver and selenium are needed"))
    struct InABrowser {
        /// Each entry's text and its `who` text, and how many `b` elements the page has.
        struct Page: Decodable {
            let entries: [[String]]
            let bold: Int
        }

        static let script = """
            import json, pathlib, sys
            from selenium import webdriver
            from selenium.webdriver.chrome.service import Service
            from selenium.webdriver.common.by import By
            options = webdriver.ChromeOptions()
            options.binary_location = "/usr/bin/chromium"
            for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
                options.add_argument(flag)
            browser = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
            try:
                pages = {}
                for path in sys.argv[1:]:
                    browser.get(pathlib.Path(path).as_uri())
                    entries = [[li.text, "".join(w.text for w in li.find_elements(By.CSS_SELECTOR, ".who"))]
                               for li in browser.find_elements(By.CSS_SELECTOR, ".entries > li")]
                    pages[path] = {"entries": entries, "bold": len(browser.find_elements(By.TAG_NAME, "b"))}
                print(json.dumps(pages))
            finally:
                browser.quit()
            """

        @Test func eachTravellersPageHasTheirEntriesAndEveryonesNamesWhose() throws {
            let tests = try TravellerCLITests()
            var paths: [String: String] = [:]
            for name in ["Alice", "Bob", "Carol", "<b>Dee</b>", ""] {
                let path = tests.scratch.path("page-\(paths.count).html")
                let who = name.isEmpty ? [] : ["--traveller", name]
                let run = try itin(["export", tests.file, "--trip", "ne", "--format", "html", "--output", path] + who)
                #expect(run.status == 0, "\(run)")
                paths[name] = path
            }
            let run = try Tool.run(["python3", "-c", Self.script] + paths.values.sorted())
            let pages = try JSONDecoder().decode([String: Page].self, from: Data(run.stdout.utf8))
            // What each entry's line starts with, by id.
            let starts = [
                "t0": "Chicago → Boston", "t5": "Hartford → Boston", "n1": "Walk", "g1": "19:10 Yankees @ Red Sox",
                "t1": "Boston → New York", "n2": "Lunch", "s1": "⌂ Pod Hotel", "g2": "19:05 Blue Jays @ Yankees",
            ]
            let order = ["t0", "t5", "n1", "g1", "t1", "n2", "s1", "g2"]
            for (name, path) in paths {
                let page = try #require(pages[path])
                #expect(page.bold == 0, "\(name): a name became markup")
                let wanted = name.isEmpty ? order : order.filter { Self.own(name).contains($0) }
                #expect(page.entries.count == wanted.count, "\(name): \(page.entries)")
                for (entry, id) in zip(page.entries, wanted) {
                    #expect(entry[0].hasPrefix(starts[id]!), "\(name): \(entry) is not \(id)")
                }
                if name.isEmpty {
                    #expect(
                        page.entries.map { $0[1] } == [
                            "for Alice", "for Bob", "", "for Alice, Bob", "for Alice, Bob", "for Carol, <b>Dee</b>", "",
                            "",
                        ])
                } else {
                    #expect(page.entries.allSatisfy { $0[1].isEmpty }, "\(name): \(page.entries)")
                }
            }
        }

        static func own(_ name: String) -> Set<String> { TravellerCLITests.own[name] ?? [] }
    }

    // MARK: - publish

    /// `publish --traveller` against Radicale: Bob's calendar holds exactly his events, each
    /// naming nobody; everyone's calendar holds them all, whose in each description.
    @Test func eachTravellerPublishesTheirOwnCalendar() throws {
        let radicale = try Radicale(in: scratch)
        let bobs = try radicale.makeCalendar("bob")
        let shared = try radicale.makeCalendar("shared")
        func publish(_ url: String, _ more: [String]) throws -> Run {
            try itin(
                ["publish", file, "--trip", "ne", "--to", url, "--user", Radicale.user] + more,
                under: ["/usr/bin/env", "ITIN_CALDAV_PASSWORD=\(radicale.password)"])
        }
        let bob = try publish(bobs, ["--traveller", "Bob"])
        #expect(bob.status == 0 && bob.stdout.hasSuffix(": 6 added, 0 updated, 0 removed, 0 unchanged\n"), "\(bob)")
        let bobsEvents = try CaldavCalendar.read(bobs, password: radicale.password).events
        #expect(Set(bobsEvents.map(\.uid)) == Set(Self.own["Bob"]!.map { $0 + "@itin" }))
        #expect(bobsEvents.allSatisfy { !($0.description ?? "").contains("for ") }, "\(bobsEvents)")
        // Published again, nothing changed: the traveller's own trip is the same each time.
        let again = try publish(bobs, ["--traveller", "Bob"])
        #expect(again.stdout.hasSuffix(": 0 added, 0 updated, 0 removed, 6 unchanged\n"), "\(again)")

        #expect(try publish(shared, []).status == 0)
        let all = try CaldavCalendar.read(shared, password: radicale.password)
        #expect(all.events.count == 8)
        #expect(all.event("g1@itin")?.description == "Swing · Day 1 · for Alice, Bob")
        #expect(all.event("n2@itin")?.description == "for Carol, <b>Dee</b>")
        #expect(all.event("g2@itin")?.description == "Swing · Day 3")
    }
}
