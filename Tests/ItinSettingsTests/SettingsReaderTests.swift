import Foundation
import ItinSettings
import ItineraryCore
import ItineraryEditor
import Testing

/// The settings (docs/settings.md): the settings file read whole or refused, every refusal at its line.
@Suite struct SettingsReaderTests {
    func read(_ text: String, home: String? = "/home/u") throws(SettingsRefusal) -> Settings {
        try SettingsReader.read(text, path: "config.toml", home: home)
    }

    /// The refusal's lines, `config.toml:LINE: reason`, or none when the text is read.
    func refusal(_ text: String) -> [String] {
        do {
            _ = try read(text)
            return []
        } catch {
            return error.lines
        }
    }

    @Test func anEmptyFileIsTheDefaults() throws {
        #expect(try read("") == Settings())
        #expect(try read("# nothing yet\n\n") == Settings())
    }

    @Test func readsThePlainValues() throws {
        let settings = try read(
            """
            library = "~/trips/2027.json"   # what itin opens
            mouse = false

            [travel]
            drive-mph = 45
            road-factor = 1.3
            game-hours = 2.5
            arrive-before-minutes = 30
            train-mph = 60
            fly-overhead-minutes = 120
            same-place-miles = 10
            plan-drive-max-miles = 400
            airport-miles = 50
            rail-factor = 1.1
            fly-mph = 450
            train-overhead-minutes = 15
            """)
        #expect(settings.library == "/home/u/trips/2027.json")
        #expect(settings.mouse == false)
        var model = TravelModel.standard
        model.driveMPH = 45
        model.roadFactor = 1.3
        model.gameHours = 2.5
        model.arriveBeforeMinutes = 30
        model.trainMPH = 60
        model.flyOverheadMinutes = 120
        model.samePlaceMiles = 10
        model.autoDriveMaxMiles = 400
        model.airportMiles = 50
        model.railFactor = 1.1
        model.flyMPH = 450
        model.trainOverheadMinutes = 15
        #expect(settings.travel == model)
    }

    @Test func dottedKeysAndInlineTablesAreTOMLToo() throws {
        #expect(try read("travel.drive-mph = 40\n").travel.driveMPH == 40)
        #expect(try read("travel = { drive-mph = 41, game-hours = 2 }\n").travel.driveMPH == 41)
        #expect(try read("\"mouse\" = false\n").mouse == false)
    }

    @Test func aLibraryPathIsAbsoluteOrFromHome() throws {
        #expect(try read("library = \"~\"").library == "/home/u")
        #expect(try read("library = \"/srv/t.json\"").library == "/srv/t.json")
        #expect(
            refusal("library = \"trips.json\"") == [
                #"config.toml:1: library must be an absolute path or start with ~/, not "trips.json""#
            ])
        #expect(refusal("\n\nlibrary = \"~/t.json\"").isEmpty)
        do {
            _ = try read("library = \"~/t.json\"", home: nil)
            Issue.record("read without a home")
        } catch {
            #expect(error.lines == ["config.toml:1: library starts with ~, but $HOME is not set"])
        }
    }

    // MARK: - Refusals, each at its line

    @Test func notTOMLSaysWhereTheParserStopped() {
        let lines = refusal("mouse = true\n\n[travel\ndrive-mph = 3\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("config.toml:3: not TOML: ") == true, "\(lines)")
        #expect(lines.first?.contains("column") == true)
    }

    @Test func aDuplicateKeyIsNotTOML() {
        let lines = refusal("[travel]\ndrive-mph = 50\n\ndrive-mph = 60\n")
        #expect(lines.first?.hasPrefix("config.toml:4: not TOML: ") == true, "\(lines)")
    }

    @Test func aNulOrAStrayByteIsRefusedAtItsLine() {
        #expect(refusal("mouse = true\nlibrary = \"/a\0b\"\n") == ["config.toml:2: not TOML: a NUL character"])
    }

    @Test func anUnknownSettingOrTableIsRefusedAtItsLine() {
        #expect(
            refusal("mouse = true\n\ncolour = \"red\"\n")
                == [
                    "config.toml:3: unknown setting: colour (known: library, mouse, theme, currency, [colors], [travel], [calendars.NAME], [keys], [rates])"
                ])
        // Tables not yet read are unknown, like any other.
        #expect(
            refusal("mouse = true\n\n[colours]\nforbidden = \"red\"\n")
                == [
                    "config.toml:3: unknown table: [colours] (known: library, mouse, theme, currency, [colors], [travel], [calendars.NAME], [keys], [rates])"
                ])
        #expect(
            refusal("[travel]\ndrive-mph = 50\n# a comment\n  drive-kph = 80\n").first?
                .hasPrefix("config.toml:4: unknown setting in [travel]: drive-kph (known: drive-mph, road-factor,")
                == true)
    }

    @Test func aWrongTypeIsRefusedAtItsLine() {
        #expect(refusal("mouse = \"no\"") == ["config.toml:1: mouse must be true or false, not a string"])
        #expect(refusal("mouse = 0") == ["config.toml:1: mouse must be true or false, not an integer"])
        #expect(refusal("library = 3") == ["config.toml:1: library must be a string (a path), not an integer"])
        #expect(
            refusal("[travel]\n\ndrive-mph = \"55\"") == ["config.toml:3: drive-mph must be a number, not a string"])
        #expect(refusal("[travel]\ngame-hours = [3]") == ["config.toml:2: game-hours must be a number, not a list"])
        #expect(
            refusal("mouse = true\ntravel = 5") == ["config.toml:2: travel must be a table ([travel]), not an integer"])
        #expect(
            refusal("[travel]\narrive-before-minutes = 1979-05-27") == [
                "config.toml:2: arrive-before-minutes must be a number, not a date"
            ])
    }

    @Test func anOutOfRangeNumberIsRefusedAtItsLine() {
        #expect(refusal("[travel]\ndrive-mph = 0") == ["config.toml:2: drive-mph must be from 1 to 200, not 0"])
        #expect(refusal("[travel]\nroad-factor = 0.5") == ["config.toml:2: road-factor must be from 1 to 3, not 0.5"])
        #expect(refusal("[travel]\ngame-hours = -1") == ["config.toml:2: game-hours must be from 0.5 to 12, not -1"])
        #expect(refusal("[travel]\nfly-mph = inf") == ["config.toml:2: fly-mph must be from 50 to 1000, not inf"])
        #expect(refusal("[travel]\nfly-mph = nan") == ["config.toml:2: fly-mph must be from 50 to 1000, not nan"])
    }

    @Test func everyProblemIsSaidInLineOrder() {
        let text = """
            mouse = 1
            theme = "sepia"
            [travel]
            drive-mph = 900
            walk-mph = 3
            """
        #expect(
            refusal(text) == [
                "config.toml:1: mouse must be true or false, not an integer",
                #"config.toml:2: unknown theme: "sepia" (known: dark, light, mono)"#,
                "config.toml:4: drive-mph must be from 1 to 200, not 900",
                "config.toml:5: unknown setting in [travel]: walk-mph (known: drive-mph, road-factor, game-hours, arrive-before-minutes, train-mph, rail-factor, train-overhead-minutes, fly-mph, fly-overhead-minutes, same-place-miles, plan-drive-max-miles, airport-miles)",
            ])
    }

    @Test func aKeyIsFoundPastStringsArraysAndCommentsThatLookLikeIt() {
        let text = """
            # drive-mph = 1 in a comment
            library = \"\"\"
            a
            [travel]
            drive-mph = 2\"\"\"
            mouse = true # [travel]
            "odd key" = [
              "x", # drive-mph = 3
              { drive-mph = 4 },
            ]
            [travel]
            game-hours = 3
            'drive-mph' = 0
            """
        let lines = refusal(text)
        #expect(
            lines.first
                == #"config.toml:2: library must be an absolute path or start with ~/, not "a\n[travel]\ndrive-mph = 2""#
        )
        #expect(
            lines.contains(
                "config.toml:7: unknown setting: odd key (known: library, mouse, theme, currency, [colors], [travel], [calendars.NAME], [keys], [rates])"
            ), "\(lines)")
        #expect(lines.last == "config.toml:13: drive-mph must be from 1 to 200, not 0", "\(lines)")
    }

    @Test func aDottedOrInlineKeyIsFoundOnItsOwnLine() {
        #expect(
            refusal("mouse = true\ntravel.drive-mph = 0\n") == ["config.toml:2: drive-mph must be from 1 to 200, not 0"]
        )
        #expect(
            refusal("\ntravel = { game-hours = 3, drive-mph = \"x\" }\n") == [
                "config.toml:2: drive-mph must be a number, not a string"
            ])
        #expect(
            refusal("[travel]\n\"drive\\u002Dmph\" = 0\n") == ["config.toml:2: drive-mph must be from 1 to 200, not 0"])
    }

    // MARK: - [calendars.NAME]

    @Test func calendarsAreReadByName() throws {
        let settings = try read(
            """
            [calendars.family]
            url = "https://dav.example.com/calendars/alice/trips/"
            user = "alice"
            password-command = "pass show dav"

            [calendars.work-2027]
            url = "https://bob@cal.example.org/c/"

            [calendars.local]
            url = "http://127.0.0.1:5232/alice/trips/"
            """)
        #expect(
            settings.calendars == [
                "family": try CalendarTarget.url(
                    "https://dav.example.com/calendars/alice/trips/", user: "alice", passwordCommand: "pass show dav"),
                "work-2027": try CalendarTarget.url("https://cal.example.org/c/", user: "bob"),
                "local": try CalendarTarget.url("http://127.0.0.1:5232/alice/trips/"),
            ])
        #expect(settings.calendars["work-2027"]?.user == "bob", "the URL's user")
        #expect(
            try read("calendars.family.url = \"https://a.example/c/\"\n").calendars["family"]?.url
                == "https://a.example/c/")
        #expect(try read("calendars = {}\n").calendars.isEmpty)
    }

    @Test func aWrongCalendarIsRefusedAtItsKeysLine() {
        #expect(
            refusal("calendars = 3") == ["config.toml:1: calendars must be a table ([calendars.NAME]), not an integer"])
        #expect(
            refusal("[calendars]\nfamily = \"https://a.example/c/\"")
                == ["config.toml:2: calendars.family must be a table ([calendars.family] with a url), not a string"])
        #expect(refusal("[calendars.family]\nuser = \"alice\"\n") == ["config.toml:1: [calendars.family] has no url"])
        #expect(
            refusal("[calendars.family]\nurl = \"https://a.example/c/\"\npassword = \"x\"\n")
                == [
                    "config.toml:3: unknown setting in [calendars.family]: password (known: url, user, password-command)"
                ])
        #expect(refusal("[calendars.family]\nurl = 5\n") == ["config.toml:2: url must be a string, not an integer"])
        #expect(
            refusal("[calendars.family]\nurl = \"https://a.example/c/\"\n\nuser = [\"a\"]\n")
                == ["config.toml:4: user must be a string, not a list"])
        #expect(
            refusal("[calendars.family]\nurl = \"https://a.example/c/\"\npassword-command = \"\"\n")
                == ["config.toml:3: password-command is empty: leave it out, or give one"])
        // The checks of --to URL, each at the url's line.
        #expect(
            refusal("[calendars.family]\n\nurl = \"family\"\n") == [
                #"config.toml:3: url must be a calendar's URL (https://…), not "family""#
            ])
        #expect(
            refusal("[calendars.family]\nurl = \"http://dav.example.com/c/\"\n").first?
                .hasPrefix("config.toml:2: plain http:// to dav.example.com would send the password unencrypted")
                == true)
        #expect(
            refusal("[calendars.family]\nurl = \"ftp://dav.example.com/c/\"\n") == [
                "config.toml:2: a calendar's URL starts with https:// (not ftp://)"
            ])
        #expect(
            refusal("[calendars.family]\nurl = \"https://alice:hunter2@dav.example.com/c/\"\n").first?
                .hasPrefix("config.toml:2: url holds a password") == true)
        #expect(
            refusal("[calendars.family]\nurl = \"https://bob@dav.example.com/c/\"\nuser = \"alice\"\n")
                == ["config.toml:2: url names the user bob but user says alice"])
    }

    @Test func aCalendarsNameIsNeverAURL() {
        #expect(
            refusal("[calendars.\"https://dav.example.com/c/\"]\nurl = \"https://dav.example.com/c/\"\n")
                == [
                    #"config.toml:1: a calendar's name is letters, digits, - and _ (what `itin publish --to NAME` takes), not "https://dav.example.com/c/""#
                ])
        #expect(
            refusal("\n[calendars.\"a b\"]\nurl = \"https://dav.example.com/c/\"\n").first?.hasPrefix(
                "config.toml:2: a calendar's name is") == true)
        #expect(refusal("[calendars.\"\"]\nurl = \"https://dav.example.com/c/\"\n").count == 1)
        #expect(refusal("[calendars.\"famille-été\"]\nurl = \"https://dav.example.com/c/\"\n").isEmpty)
    }

    /// Others than the owner may write the file: they could make itin run their command.
    @Test func aPasswordCommandInAFileOthersMayWriteIsRefused() throws {
        let text = "[calendars.family]\nurl = \"https://a.example/c/\"\n\npassword-command = \"pass show dav\"\n"
        do {
            _ = try SettingsReader.read(text, path: "/home/u/config.toml", home: nil, othersMayWrite: true)
            Issue.record("read")
        } catch {
            #expect(
                error.lines == [
                    "/home/u/config.toml:4: password-command is refused: others than you may write /home/u/config.toml "
                        + "(it is group- or world-writable), so someone else could make itin run their command; make it yours alone: chmod go-w /home/u/config.toml"
                ])
        }
        // Without a command there is nothing to run.
        let plain = "[calendars.family]\nurl = \"https://a.example/c/\"\nuser = \"alice\"\n"
        #expect(
            try SettingsReader.read(plain, path: "c.toml", home: nil, othersMayWrite: true).calendars["family"]?.user
                == "alice")
    }

    /// The file's mode is the one it had when read: 664 and 646 are refused, 644 and 600 are not.
    @Test func theFilesModeDecides() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("itin-settings-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/config.toml"
        try "[calendars.family]\nurl = \"https://a.example/c/\"\npassword-command = \"pass show dav\"\n"
            .write(toFile: path, atomically: false, encoding: .utf8)
        for (mode, refused) in [(0o664, true), (0o646, true), (0o620, true), (0o644, false), (0o600, false)] {
            #expect(chmod(path, mode_t(mode)) == 0)
            do {
                let settings = try SettingsFile.load(path, home: nil)
                #expect(!refused, "mode \(String(mode, radix: 8)) was read")
                #expect(settings.calendars["family"]?.passwordCommand == "pass show dav")
            } catch {
                #expect(refused, "mode \(String(mode, radix: 8)): \(error.lines)")
                #expect(
                    error.lines.count == 1 && error.lines[0].hasPrefix("\(path):3: password-command is refused")
                        && error.lines[0].hasSuffix("chmod go-w \(path)"), "\(error.lines)")
            }
        }
    }

    // MARK: - theme and [colors]

    @Test func readsTheThemeAndTheColours() throws {
        let settings = try read(
            """
            theme = "light"

            [colors]
            forbidden = "#d75f5f"
            barrier = "yellow"
            accent = 25
            status = "default"
            held = "#00FFaa"
            """)
        #expect(settings.theme == .light)
        #expect(
            settings.colors == [
                .forbidden: .rgb(215, 95, 95), .barrier: .ansi(3), .accent: .indexed(25),
                .status: .default, .held: .rgb(0, 255, 170),
            ])
        #expect(try read("theme = \"mono\"").colorScheme == nil)
        #expect(try read("").colorScheme == .dark)
        for (n, name) in ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"].enumerated() {
            #expect(try read("colors.note = \"\(name)\"").colors[.note] == .ansi(UInt8(n)))
        }
        #expect(try read("colors.note = 0").colors[.note] == .indexed(0))
        #expect(try read("colors.note = 255").colors[.note] == .indexed(255))
    }

    @Test func everyRoleHasAName() throws {
        let names = [
            "accent", "forbidden", "barrier", "settle", "warning", "header", "game", "leg", "note",
            "selection", "status", "held",
        ]
        let text = "[colors]\n" + names.map { "\($0) = \"red\"\n" }.joined()
        #expect(try read(text).colors.count == 12)
    }

    @Test func aBadThemeOrColourIsRefusedAtItsLine() {
        #expect(
            refusal("mouse = true\ntheme = \"Dark\"") == [
                #"config.toml:2: unknown theme: "Dark" (known: dark, light, mono)"#
            ])
        #expect(refusal("theme = 1") == ["config.toml:1: theme must be a string (dark, light or mono), not an integer"])
        #expect(
            refusal("[colors]\n\nforbiden = \"red\"") == [
                "config.toml:3: unknown role in [colors]: forbiden (known: accent, forbidden, barrier, settle, warning, header, game, leg, note, selection, status, held)"
            ])
        #expect(
            refusal("[colors]\nforbidden = \"purple\"") == [
                ##"config.toml:2: unknown colour for forbidden: "purple" (known: black, red, green, yellow, blue, magenta, cyan, white, default, 0–255 or "#rrggbb")"##
            ])
        #expect(refusal("[colors]\nforbidden = 256") == ["config.toml:2: forbidden must be from 0 to 255, not 256"])
        #expect(refusal("[colors]\nforbidden = -1") == ["config.toml:2: forbidden must be from 0 to 255, not -1"])
        for bad in ["#d75f5", "#d75f5ff", "#gg0000", "#+12345", "d75f5f#", "#"] {
            let expected =
                bad.hasPrefix("#")
                ? ##"config.toml:2: forbidden must be "#rrggbb" (six hex digits), not "\##(bad)""##
                : ##"config.toml:2: unknown colour for forbidden: "\##(bad)" (known: black, red, green, yellow, blue, magenta, cyan, white, default, 0–255 or "#rrggbb")"##
            #expect(refusal("[colors]\nforbidden = \"\(bad)\"") == [expected])
        }
        #expect(
            refusal("[colors]\nforbidden = 1.5") == [
                ##"config.toml:2: forbidden must be a colour (a name, 0–255 or "#rrggbb"), not a number"##
            ])
        #expect(
            refusal("[colors]\nforbidden = [1, 2, 3]") == [
                ##"config.toml:2: forbidden must be a colour (a name, 0–255 or "#rrggbb"), not a list"##
            ])
        #expect(refusal("colors = \"red\"") == ["config.toml:1: colors must be a table ([colors]), not a string"])
        // Every one at its line, in one go.
        #expect(refusal("theme = \"sepia\"\n[colors]\nleg = \"#12\"\nnote = 300\n").count == 3)
    }

    // MARK: - itin config

    @Test func theDefaultsPrintAndReadBack() throws {
        let text = SettingsText.toml(Settings())
        #expect(try read(text) == Settings())
        // A comment line above every setting.
        let lines = text.split(separator: "\n").map(String.init)
        for (n, line) in lines.enumerated() where !line.hasPrefix("#") && !line.hasPrefix("[") {
            #expect(n > 0 && lines[n - 1].hasPrefix("#"), "no comment above \(line)")
        }
        #expect(text.contains("\n# library = \"~/trips/2027.json\"\n"))
        #expect(text.contains("\n[travel]\n"))
        #expect(text.contains("\ndrive-mph = 55\n"))
        #expect(text.contains("\nroad-factor = 1.2\n"))
        #expect(text.contains("\ntheme = \"dark\"\n"))
        #expect(text.contains("\n[colors]\n"))
        // Every role, as a comment showing the theme's colour.
        for ink in Ink.roles { #expect(text.contains("\n# \(ink.name) = "), "\(ink.name)") }
        #expect(text.contains("\n# forbidden = \"red\"\n"))
        #expect(text.contains("\n# status = \"default\"\n"))
        #expect(
            SettingsText.toml(
                {
                    var s = Settings()
                    s.theme = .light
                    return s
                }()
            ).contains("\n# forbidden = 160\n"))
    }

    @Test func changedSettingsPrintAndReadBack() throws {
        var settings = Settings()
        settings.library = "/srv/my \"trips\"\\2027.json"
        settings.mouse = false
        settings.travel.driveMPH = 47.5
        settings.travel.roadFactor = 1.15
        settings.travel.gameHours = 0.1 + 2.9  // not exactly 3: must come back as it was
        settings.travel.arriveBeforeMinutes = 0
        settings.calendars = [
            "family": try CalendarTarget.url(
                "https://dav.example.com/calendars/alice/trips/", user: "alice \"a\"",
                passwordCommand: "pass show 'dav'\\x"),
            "work": try CalendarTarget.url("http://[::1]:5232/c/"),
            "famille-été": try CalendarTarget.url("https://bob@cal.example.org/c/"),
        ]
        settings.theme = .light
        settings.colors = [.forbidden: .rgb(215, 95, 5), .barrier: .ansi(3), .accent: .indexed(0), .held: .default]
        let text = SettingsText.toml(settings, heading: ["a heading"])
        #expect(text.contains("\nforbidden = \"#d75f05\"\n"))
        #expect(text.hasPrefix("# a heading\n"))
        #expect(try read(text) == settings)
        settings.theme = .mono
        #expect(try read(SettingsText.toml(settings)) == settings)
        #expect(text.contains("\n[calendars.family]\n") && text.contains("\n[calendars.\"famille-été\"]\n"), "\(text)")
        #expect(text.contains("\n# user = \"alice\"\n"), "an unset user is a commented example")
    }

    @Test func noCalendarsPrintAsACommentedExample() throws {
        let text = SettingsText.toml(Settings())
        #expect(
            text.contains("\n# [calendars.family]\n# url = \"https://dav.example.com/calendars/alice/trips/\"\n"),
            "\(text)")
        #expect(!text.contains("\n[calendars"))
        // Uncommented, the example is a calendar.
        let example = text.split(separator: "\n", omittingEmptySubsequences: false).drop {
            $0 != "# [calendars.family]"
        }
        .prefix { !$0.isEmpty }.map { $0.dropFirst(2) }.joined(separator: "\n")
        #expect(try read(example).calendars["family"]?.passwordCommand == "pass show dav")
    }

    /// What docs/settings.md shows is a file itin reads as it is.
    @Test func theSettingsPagesExamplesAreRead() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/settings.md"), encoding: .utf8)
        let examples = page.matches(of: /```toml\n([\s\S]*?)```/).map { String($0.1) }
        #expect(examples.count >= 2)
        for example in examples { #expect(refusal(example) == [], "\(example)") }
    }
}
