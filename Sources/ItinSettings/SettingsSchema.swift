import ItineraryCore
import ItineraryEditor
import TOMLKit

/// Every setting the file may hold, by table: its key, the comment `itin config` writes above
/// it, how its value is checked and read into `Settings`, and how it is written back. The
/// reader, the line finder and `itin config` all go by this one list, so a new setting is one
/// entry here (and its field in `Settings`).
struct SettingsSchema {
    struct Field {
        let key: String
        let help: String
        /// Reads a value into the settings, or says why it cannot.
        let read: (TOMLValue, inout Settings, Context) -> String?
        /// The value as TOML, or nil when unset (written as a comment).
        let write: (Settings) -> String?
        /// What an unset field's comment shows as its example (for a colour, the theme's).
        var example: (Settings) -> String? = { _ in nil }
    }

    struct Table {
        /// Nil for the top level.
        let name: String?
        let help: String
        let fields: [Field]
        /// A table of tables, each of a name the user chose (`[calendars.NAME]`), read and
        /// written whole by these instead of `fields`.
        var entries: Entries? = nil
        /// What one of its keys is, for a refusal: `unknown role in [colors]`.
        var member = "setting"

        func field(_ key: String) -> Field? { fields.first { $0.key == key } }

        /// How a message names it: `[travel]`, `[calendars.NAME]`.
        var heading: String? { name.map { entries?.named == true ? "[\($0).NAME]" : "[\($0)]" } }
    }

    /// How a table read whole is read and written: a table of tables (`[calendars.NAME]`), or
    /// one whose keys depend on one another (`[keys]`).
    struct Entries {
        /// Whether its keys are names the user chose, each a table.
        var named = true
        /// Reads the table's value into the settings; `refuse` takes a problem at a key's path
        /// within the table (`["family", "url"]`).
        let read: (TOMLTable, inout Settings, Context, _ refuse: ([String], String) -> Void) -> Void
        /// The table's part of `itin config`, comments included.
        let write: (Settings) -> String
    }

    /// What reading a value may need from outside the file.
    struct Context {
        /// For `~` in a path.
        var home: String?
        /// The settings file's path as found, for a refusal's advice.
        var file: String
        /// Whether the file may be written by others than its owner (group or world), as it
        /// was when read: then it must not hold a command for itin to run.
        var othersMayWrite: Bool
        /// The line of a key's whole path (`["keys", "trip.add-note"]`), where the file has it.
        var line: ([String]) -> Int? = { _ in nil }
    }

    static var tables: [Table] {
        [
            Table(
                name: nil, help: "",
                fields: [
                    Field(
                        key: "library",
                        help: "What `itin` opens with no FILE, after $ITIN_FILE; unset: $XDG_DATA_HOME/itin/trips.json",
                        read: { value, settings, context in
                            guard let text = value.string else {
                                return wrongType("library", value, "a string (a path)")
                            }
                            switch Self.path(text, home: context.home) {
                            case .success(let path): settings.library = path
                            case .failure(let reason): return reason.text
                            }
                            return nil
                        },
                        write: { $0.library.map(quotedString) },
                        example: { _ in "\"~/trips/2027.json\"" }),
                    Field(
                        key: "mouse", help: "false is --no-mouse",
                        read: { value, settings, _ in
                            guard let flag = value.bool, value.type == .bool else {
                                return wrongType("mouse", value, "true or false")
                            }
                            settings.mouse = flag
                            return nil
                        },
                        write: { String($0.mouse) }),
                    Field(
                        key: "theme",
                        help: "dark, light (for light backgrounds) or mono (no colour); NO_COLOR wins over any",
                        read: { value, settings, _ in
                            guard let name = value.string, value.type == .string else {
                                return wrongType("theme", value, "a string (dark, light or mono)")
                            }
                            guard let theme = ColorScheme.Theme(rawValue: name) else {
                                return
                                    "unknown theme: \(quotedString(name)) (known: \(ColorScheme.Theme.allCases.map(\.rawValue).joined(separator: ", ")))"
                            }
                            settings.theme = theme
                            return nil
                        },
                        write: { quotedString($0.theme.rawValue) }),
                    MoneySettings.currency,
                ]),
            Table(
                name: "colors",
                help:
                    "a role = a colour: one of the 8 names (\(TerminalColor.names.joined(separator: " "))), \"default\", 0–255 or \"#rrggbb\"; commented: the theme's",
                fields: Ink.roles.map(color), member: "role"),
            Table(
                name: "travel",
                help: "the travel model's numbers (man itin, docs/travel.md): how far, how fast, how long",
                fields: [
                    number("drive-mph", \.driveMPH, 1...200, "miles an hour by car"),
                    number("road-factor", \.roadFactor, 1...3, "a drive's miles are the great circle's times this"),
                    number("game-hours", \.gameHours, 0.5...12, "how long a game lasts"),
                    number(
                        "arrive-before-minutes", \.arriveBeforeMinutes, 0...720,
                        "minutes at the ballpark before the first pitch"),
                    number("train-mph", \.trainMPH, 1...300, "miles an hour by train"),
                    number("rail-factor", \.railFactor, 1...3, "a train's miles are the great circle's times this"),
                    number(
                        "train-overhead-minutes", \.trainOverheadMinutes, 0...1440, "minutes added to every train ride"),
                    number("fly-mph", \.flyMPH, 50...1000, "miles an hour in the air"),
                    number(
                        "fly-overhead-minutes", \.flyOverheadMinutes, 0...1440,
                        "minutes to, through and from the airports"),
                    number("same-place-miles", \.samePlaceMiles, 0...200, "two places this close count as one"),
                    number(
                        "plan-drive-max-miles", \.autoDriveMaxMiles, 0...5000,
                        "`itin plan --mode auto` drives at most this far"),
                    number(
                        "airport-miles", \.airportMiles, 0...500,
                        "…and flies only between places with an airport this near"),
                ]),
            CalendarSettings.table,
            KeySettings.table,
            MoneySettings.table,
        ]
    }

    /// A `[travel]` number: an integer or a float within its range.
    private static func number(
        _ key: String, _ field: WritableKeyPath<TravelModel, Double>,
        _ range: ClosedRange<Double>, _ help: String
    ) -> Field {
        Field(
            key: key, help: help,
            read: { value, settings, _ in
                let number: Double
                switch value.type {
                case .int: number = Double(value.int!)
                case .double: number = value.double!
                default: return wrongType(key, value, "a number")
                }
                guard range.contains(number) else {
                    return
                        "\(key) must be from \(SettingsText.number(range.lowerBound)) to \(SettingsText.number(range.upperBound)), not \(SettingsText.number(number))"
                }
                settings.travel[keyPath: field] = number
                return nil
            },
            write: { SettingsText.number($0.travel[keyPath: field]) })
    }

    /// A `[colors]` role: a colour name, `default`, 0–255 or `#rrggbb`.
    private static func color(_ ink: Ink) -> Field {
        Field(
            key: ink.name, help: roleHelp[ink] ?? "",
            read: { value, settings, _ in
                switch color(value, for: ink.name) {
                case .success(let color): settings.colors[ink] = color
                case .failure(let reason): return reason.text
                }
                return nil
            },
            write: { $0.colors[ink].map(colorText) },
            // Mono draws none: its example is the dark theme's.
            example: { (ColorScheme.themeColor($0.theme, ink) ?? ColorScheme.themeColor(.dark, ink)).map(colorText) })
    }

    private static let roleHelp: [Ink: String] = [
        .accent: "the title bar and the help's border",
        .forbidden: "✗ on the slots a lifted item may not take, the item over one, errors",
        .barrier: "the games that bound a lifted leg's window",
        .settle: "an item just dropped",
        .warning: "⚠ on what cannot be made in time",
        .header: "day headers and the help's keys",
        .game: "the game marker ◆",
        .leg: "the travel leg marker »",
        .note: "the note marker •",
        .selection: "selected rows",
        .status: "the status line's messages",
        .held: "the item you are moving, while it is lifted",
    ]

    static func color(_ value: TOMLValue, for key: String) -> Result<TerminalColor, Reason> {
        switch value.type {
        case .int: return TerminalColor.numbered(value.int!).mapError { Reason(colorProblem($0, for: key)) }
        case .string: return TerminalColor.named(value.string!).mapError { Reason(colorProblem($0, for: key)) }
        default:
            return .failure(Reason(wrongType(key, value, "a colour (a name, 0–255 or \"#rrggbb\")")))
        }
    }

    private static func colorProblem(_ error: ColorNameError, for key: String) -> String {
        switch error {
        case .outOfRange(let n): return "\(key) must be from 0 to 255, not \(n)"
        case .notAColour(let text):
            return
                "unknown colour for \(key): \(quotedString(text)) (known: \(TerminalColor.names.joined(separator: ", ")), default, 0–255 or \"#rrggbb\")"
        case .notSixHexDigits(let text): return "\(key) must be \"#rrggbb\" (six hex digits), not \(quotedString(text))"
        }
    }

    /// A colour as `[colors]` writes it.
    static func colorText(_ color: TerminalColor) -> String {
        switch color.settingName {
        case .text(let text): return quotedString(text)
        case .number(let n): return String(n)
        }
    }

    struct Reason: Error {
        let text: String
        init(_ text: String) { self.text = text }
    }

    static func wrongType(_ key: String, _ value: TOMLValue, _ wanted: String) -> String {
        "\(key) must be \(wanted), not \(typeName(value.type))"
    }

    static func typeName(_ type: TOMLType) -> String {
        switch type {
        case .table: return "a table"
        case .array: return "a list"
        case .string: return "a string"
        case .int: return "an integer"
        case .double: return "a number"
        case .bool: return "true or false"
        case .date: return "a date"
        case .time: return "a time"
        case .dateTime: return "a date-time"
        }
    }

    /// A path from the file: `~` or `~/…` is the home folder; otherwise it must be absolute
    /// (relative to what? the file does not say where it is read from).
    static func path(_ text: String, home: String?) -> Result<String, Reason> {
        switch Environment.expandingTilde(in: text, home: home) {
        case nil: return .failure(Reason("library starts with ~, but $HOME is not set"))
        case text?:
            guard text.hasPrefix("/") else {
                return .failure(Reason("library must be an absolute path or start with ~/, not \(quotedString(text))"))
            }
            return .success(text)
        case let expanded?: return .success(expanded)
        }
    }
}
