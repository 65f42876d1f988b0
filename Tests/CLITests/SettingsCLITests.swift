import Foundation
import Testing

/// The settings (docs/settings.md) on the command line: where the settings file is found, its
/// refusal (exit 78, `FILE:LINE: reason`) before any command does anything, and `itin config`.
@Suite struct SettingsCLITests {
    static let badSettings = """
        mouse = true

        [travel]
        drive-mph = "fast"
        """

    @Test func aWrongSettingsFileStopsEveryCommandWithItsLine() throws {
        let scratch = try Scratch()
        let settings = try scratch.write("config.toml", Self.badSettings)
        let file = try scratch.write("t.json", baseJSON)
        let commands = [
            ["print", file], ["check", file], ["move", file, "n1", "--day", "2"], ["config"], ["config", "--default"],
            ["place", "Boston"], ["edit", file], [],
        ]
        for command in commands {
            let run = try itin(command, environment: ["ITIN_CONFIG": settings])
            #expect(run.status == 78, "\(command): \(run)")
            #expect(run.stderr == "itin: \(settings):4: drive-mph must be a number, not a string\n", "\(command)")
            #expect(run.stdout.isEmpty, "\(command)")
        }
        #expect(try scratch.text("t.json") == baseJSON, "move did nothing")
    }

    @Test func helpAndVersionNeedNoSettings() throws {
        let scratch = try Scratch()
        let settings = try scratch.write("config.toml", Self.badSettings)
        for command in [["--help"], ["--version"], ["help", "print"], ["print", "--help"]] {
            let run = try itin(command, environment: ["ITIN_CONFIG": settings])
            #expect(run.status == 0, "\(command): \(run)")
        }
    }

    @Test func theFileIsFoundAsTheSpecSays() throws {
        let scratch = try Scratch()
        let named = try scratch.write("named.toml", "[travel]\ndrive-mph = 41\n")
        try FileManager.default.createDirectory(atPath: scratch.path("xdg/itin"), withIntermediateDirectories: true)
        try scratch.write("xdg/itin/config.toml", "[travel]\ndrive-mph = 42\n")
        try FileManager.default.createDirectory(
            atPath: scratch.path("home/.config/itin"), withIntermediateDirectories: true)
        try scratch.write("home/.config/itin/config.toml", "[travel]\ndrive-mph = 43\n")
        func driveMPH(_ environment: [String: String]) throws -> String? {
            let run = try itin(["config"], environment: environment)
            #expect(run.status == 0, "\(run)")
            return run.lines.first { $0.hasPrefix("drive-mph = ") }
        }
        let all = ["ITIN_CONFIG": named, "XDG_CONFIG_HOME": scratch.path("xdg"), "HOME": scratch.path("home")]
        #expect(try driveMPH(all) == "drive-mph = 41")
        #expect(try driveMPH(all.merging(["ITIN_CONFIG": ""]) { $1 }) == "drive-mph = 42")
        #expect(try driveMPH(all.merging(["ITIN_CONFIG": "", "XDG_CONFIG_HOME": ""]) { $1 }) == "drive-mph = 43")
        // None at all: the defaults, and a first line that says so.
        let none = try itin(["config"], environment: ["ITIN_CONFIG": scratch.path("none.toml")])
        #expect(
            none.lines.first
                == "# itin's settings in force, from \(scratch.path("none.toml")) (none there: the defaults)")
        #expect(none.lines.contains("drive-mph = 55"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path("none.toml")), "never written")
        // A path through a file is no settings file either.
        let through = try itin(["config"], environment: ["ITIN_CONFIG": named + "/config.toml"])
        #expect(through.status == 0 && through.lines.contains("drive-mph = 55"), "\(through)")
    }

    @Test func aFIFOOrAHugeFileIsRefusedAsALibraryFileIs() throws {
        let scratch = try Scratch()
        let fifo = scratch.path("fifo.toml")
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = try itin(["config"], environment: ["ITIN_CONFIG": fifo], timeout: 5)
        #expect(run.status == 78, "\(run)")
        #expect(run.stderr == "itin: \(fifo): not a regular file (a FIFO)\n")
        let device = try itin(["config"], environment: ["ITIN_CONFIG": "/dev/zero"], timeout: 5)
        #expect(
            device.status == 78 && device.stderr == "itin: /dev/zero: not a regular file (a character device)\n",
            "\(device)")
        let huge = try scratch.write("huge.toml", String(repeating: "# padding\n", count: 110_000))
        let large = try itin(["config"], environment: ["ITIN_CONFIG": huge])
        #expect(large.status == 78, "\(large)")
        #expect(large.stderr == "itin: \(huge): too large (1100000 bytes); a settings file is at most 1 MiB\n")
    }

    @Test func everyKindOfRefusalNamesItsLine() throws {
        let scratch = try Scratch()
        let cases: [(String, String)] = [
            ("mouse = true\n[travel\n", ":2: not TOML: "),
            ("mouse = true\nmouse = false\n", ":2: not TOML: "),
            ("\n\ncolour = \"light\"\n", ":3: unknown setting: colour (known: library, mouse, "),
            (
                "mouse = true\n\n\n[keys]\n\"trip.add-note\" = \"ctrl-c\"\n",
                ":5: ctrl-c quits wherever you are; it cannot be bound to trip.add-note"
            ),
            (
                "[keys]\n\"trip.search\" = \"f3\"\n\"trip.add-note\" = \"e\"\n",
                ":3: e would be both trip.add-note and trip.edit"
            ),
            ("[keys]\n\"trip.add-note\" = \"meta-o\"\n", ":2: trip.add-note: not a key: \"meta-o\""),
            ("[keys]\n\"trip.add\" = \"o\"\n", ":2: unknown action: trip.add"),
            ("\n\ntheme = \"sepia\"\n", ":3: unknown theme: \"sepia\" (known: dark, light, mono)"),
            (
                "[colors]\nforbidden = \"#d75f5\"\n",
                ":2: forbidden must be \"#rrggbb\" (six hex digits), not \"#d75f5\""
            ),
            (
                "\n[colors]\nheld = \"red\"\nshade = \"red\"\n",
                ":4: unknown role in [colors]: shade (known: accent, forbidden,"
            ),
            ("[travel]\ndrive-mph = 55\ngame-hours = true\n", ":3: game-hours must be a number, not true or false"),
            (
                "[travel]\n\n\n\narrive-before-minutes = 10000\n",
                ":5: arrive-before-minutes must be from 0 to 720, not 10000"
            ),
        ]
        for (text, expected) in cases {
            let settings = try scratch.write("config.toml", text)
            let run = try itin(["print", scratch.path("none.json")], environment: ["ITIN_CONFIG": settings])
            #expect(run.status == 78, "\(text): \(run)")
            #expect(run.stderr.hasPrefix("itin: \(settings)\(expected)"), "\(text): \(run.stderr)")
        }
    }

    // MARK: - itin config

    @Test func configPrintsWhatReadsBackToTheSameSettings() throws {
        let scratch = try Scratch()
        let settings = try scratch.write(
            "config.toml",
            """
            library = "~/trips/2027.json"
            mouse = false
            theme = "light"
            [colors]
            forbidden = "#D75F5F"
            accent = 33
            [travel]
            drive-mph = 47.5
            game-hours = 2.75
            [calendars.family]
            url = "https://alice@dav.example.com/calendars/alice/trips/"
            password-command = "pass show dav"
            [calendars.work]
            url = "http://127.0.0.1:5232/w/"
            """)
        #expect(chmod(settings, 0o600) == 0, "a password-command is read from a file only its owner may write")
        let environment = ["ITIN_CONFIG": settings, "HOME": "/home/fan"]
        let first = try itin(["config"], environment: environment)
        #expect(first.status == 0, "\(first)")
        #expect(first.lines.contains("library = \"/home/fan/trips/2027.json\""))
        #expect(first.lines.contains("mouse = false"))
        #expect(first.lines.contains("drive-mph = 47.5"))
        #expect(first.lines.contains("game-hours = 2.75"))
        let family = first.lines.drop { $0 != "[calendars.family]" }.filter { !$0.hasPrefix("#") }.prefix(4)
        #expect(
            family == [
                "[calendars.family]", "url = \"https://dav.example.com/calendars/alice/trips/\"", "user = \"alice\"",
                "password-command = \"pass show dav\"",
            ], "\(first.stdout)")
        #expect(first.lines.contains("[calendars.work]"))
        #expect(first.lines.contains("theme = \"light\""))
        #expect(first.lines.contains("forbidden = \"#d75f5f\"") && first.lines.contains("accent = 33"))
        #expect(first.lines.contains("# held = 90"), "a role not set: the light theme's, as a comment")
        let printed = try scratch.write("printed.toml", first.stdout)
        #expect(chmod(printed, 0o600) == 0)
        let second = try itin(["config"], environment: environment.merging(["ITIN_CONFIG": printed]) { $1 })
        #expect(second.status == 0, "\(second)")
        #expect(second.lines.dropFirst() == first.lines.dropFirst(), "the same settings, but for the file named first")
    }

    @Test func configDefaultPrintsTheDefaultsWhateverTheFileSays() throws {
        let scratch = try Scratch()
        let settings = try scratch.write("config.toml", "mouse = false\n[travel]\ndrive-mph = 30\n")
        let defaults = try itin(["config", "--default"], environment: ["ITIN_CONFIG": settings])
        let none = try itin(["config"], environment: ["ITIN_CONFIG": scratch.path("none.toml")])
        #expect(defaults.status == 0 && none.status == 0)
        #expect(defaults.lines.dropFirst() == none.lines.dropFirst())
        #expect(defaults.lines.contains("mouse = true") && defaults.lines.contains("drive-mph = 55"))
        // Read back, the defaults are no change at all.
        let printed = try scratch.write("defaults.toml", defaults.stdout)
        let again = try itin(["config"], environment: ["ITIN_CONFIG": printed])
        #expect(again.lines.dropFirst() == none.lines.dropFirst())
    }

    // MARK: - itin keys

    /// `itin keys` lists the keys in force with their action names; `--default` is the
    /// documented list whatever the settings say.
    @Test func keysPrintsTheKeysInForceAndDefaultTheDocumentedOnes() throws {
        let scratch = try Scratch()
        let settings = try scratch.write("config.toml", "[keys]\n\"trip.add-note\" = [\"o\", \"F2\"]\n")
        let inForce = try itin(["keys"], environment: ["ITIN_CONFIG": settings])
        #expect(inForce.status == 0, "\(inForce)")
        #expect(inForce.lines.contains("| `o` `F2` | `trip.add-note` | add a note below the cursor |"))
        let defaults = try itin(["keys", "--default"], environment: ["ITIN_CONFIG": settings])
        #expect(defaults.lines.contains("| `a` | `trip.add-note` | add a note below the cursor |"))
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/keys.md"), encoding: .utf8)
        #expect(page.contains(defaults.stdout), "docs/keys.md is `itin keys --default`")
        // `itin config` writes the same keys, and they read back.
        let config = try itin(["config"], environment: ["ITIN_CONFIG": settings])
        #expect(config.lines.contains("\"trip.add-note\" = [\"o\", \"f2\"]"), "\(config.stdout)")
        let printed = try scratch.write("printed.toml", config.stdout)
        let again = try itin(["keys"], environment: ["ITIN_CONFIG": printed])
        #expect(again.stdout == inForce.stdout)
    }

    // MARK: - [travel] where travel is judged

    /// A Boston game on day 1 and a New York game on day 2, with a 215-mile drive between
    /// them: 3 h 55 min at 55 mph, in the 19 h 55 min between the two.
    static let drive = """
        {
          "format": "itin/1",
          "trips": [
            {
              "id": "ne", "name": "Swing", "order": 1, "start": "2026-06-12", "days": 2,
              "games": [
                {"id": "g1", "day": 1, "time": "19:10", "away": "Yankees", "home": "Red Sox", "venue": "Fenway Park", "city": "Boston"},
                {"id": "g2", "day": 2, "time": "19:05", "away": "Blue Jays", "home": "Yankees", "venue": "Yankee Stadium", "city": "New York"}
              ],
              "items": [
                {"id": "t1", "kind": "travel", "day": 2, "sortOrder": -1, "from": "Boston", "to": "New York", "miles": 215, "mode": "drive"}
              ]
            }
          ]
        }

        """

    @Test func aSlowerDriveIsACantMakeItWarningInCheck() throws {
        let scratch = try Scratch()
        let file = try scratch.write("t.json", Self.drive)
        let standard = try itin("check", file, "--strict")
        #expect(standard.status == 0 && standard.stdout.isEmpty, "\(standard)")
        let slow = try scratch.write("slow.toml", "[travel]\ndrive-mph = 10\n")
        let run = try itin(["check", file, "--strict"], environment: ["ITIN_CONFIG": slow])
        #expect(run.status == 1, "\(run)")
        #expect(
            run.lines == [
                "ne t1: travel: Boston → New York: about 21 h 30 min by car (215 mi), but 19 h 55 min from the end of Yankees @ Red Sox (22:10) to arrive by 18:05 for Blue Jays @ Yankees"
            ])
        // A longer game leaves less time: the same warning from game-hours alone.
        let long = try scratch.write(
            "long.toml", "[travel]\ngame-hours = 12\narrive-before-minutes = 720\ndrive-mph = 30\n")
        #expect(try itin(["check", file, "--strict"], environment: ["ITIN_CONFIG": long]).status == 1)
    }

    @Test func addLegMilesAutoAndPlanUseTheSettingsModel() throws {
        let scratch = try Scratch()
        let file = try scratch.write("t.json", Self.drive)
        let roads = try scratch.write("roads.toml", "[travel]\nroad-factor = 2\n")
        for (environment, miles) in [([:], 228), (["ITIN_CONFIG": roads], 380)] {
            let run = try itin(
                ["add", "leg", file, "--trip", "ne", "--from", "Boston", "--to", "New York", "--miles", "auto"],
                environment: environment)
            #expect(run.status == 0, "\(run)")
            let id = run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(try load(file).trip("ne")?.items.first { $0.id == id }?.travel?.miles == Double(miles))
        }
        let empty = try scratch.write(
            "empty.json",
            Self.drive.replacing(
                #"{"id": "t1", "kind": "travel", "day": 2, "sortOrder": -1, "from": "Boston", "to": "New York", "miles": 215, "mode": "drive"}"#,
                with: ""))
        let standard = try itin("plan", empty, "--dry-run")
        #expect(standard.lines.first?.contains("228 mi · drive") == true, "\(standard)")
        let short = try scratch.write("short.toml", "[travel]\nplan-drive-max-miles = 100\n")
        let flies = try itin(["plan", empty, "--dry-run"], environment: ["ITIN_CONFIG": short])
        #expect(flies.lines.first?.contains("190 mi · fly") == true, "\(flies)")
    }
}
