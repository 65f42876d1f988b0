import ItineraryCore
import TOMLKit

/// `[calendars.NAME]` (docs/settings.md, docs/calendars.md): the calendars `itin publish --to
/// NAME` sends to, each a `CalendarTarget` made as `--to URL` makes one, so a URL the command
/// line refuses is refused here too, for the same reason.
enum CalendarSettings {
    static var table: SettingsSchema.Table {
        SettingsSchema.Table(
            name: "calendars", help: "", fields: [], entries: SettingsSchema.Entries(read: read, write: toml))
    }

    /// The keys of one calendar, in the order `itin config` writes them, each with its comment
    /// and the example an unset one shows.
    private static let keys: [(key: String, help: String, example: String)] = [
        (
            "url", "the calendar collection's URL: https://, or http:// only to this machine",
            "\"https://dav.example.com/calendars/alice/trips/\""
        ),
        ("user", "the user to log in as (--user wins over it)", "\"alice\""),
        (
            "password-command",
            "a command (run by /bin/sh) whose first line of output is the password (--password-command wins over it)",
            "\"pass show dav\""
        ),
    ]

    /// A calendar's name is what `--to` takes, so it must never be mistaken for a URL: letters,
    /// digits, `-` and `_`.
    static func isName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }

    private static func read(
        _ table: TOMLTable, _ settings: inout Settings, _ context: SettingsSchema.Context,
        _ refuse: ([String], String) -> Void
    ) {
        for name in table.keys {
            let value = table[name]!.tomlValue
            guard isName(name) else {
                refuse(
                    [name],
                    "a calendar's name is letters, digits, - and _ (what `itin publish --to NAME` takes), not \(quotedString(name))"
                )
                continue
            }
            guard let entry = value.table else {
                refuse(
                    [name],
                    "calendars.\(name) must be a table ([calendars.\(name)] with a url), not \(SettingsSchema.typeName(value.type))"
                )
                continue
            }
            // Any refusal refuses the whole file, so a calendar with one is simply not kept.
            var given: [String: String] = [:]
            func refuseKey(_ key: String, _ reason: String) { refuse([name, key], reason) }
            for key in entry.keys {
                let value = entry[key]!.tomlValue
                guard keys.contains(where: { $0.key == key }) else {
                    refuseKey(
                        key,
                        "unknown setting in [calendars.\(name)]: \(key) (known: \(keys.map(\.key).joined(separator: ", ")))"
                    )
                    continue
                }
                guard let text = value.string else {
                    refuseKey(key, SettingsSchema.wrongType(key, value, "a string"))
                    continue
                }
                guard !text.isEmpty else {
                    refuseKey(key, "\(key) is empty: leave it out, or give one")
                    continue
                }
                given[key] = text
            }
            if given["password-command"] != nil && context.othersMayWrite {
                refuseKey(
                    "password-command",
                    "password-command is refused: others than you may write \(context.file) (it is group- or "
                        + "world-writable), so someone else could make itin run their command; make it yours alone: chmod go-w \(context.file)"
                )
            }
            guard let url = given["url"] else {
                if entry["url"] == nil { refuse([name], "[calendars.\(name)] has no url") }
                continue
            }
            do {
                settings.calendars[name] = try CalendarTarget.url(
                    url, user: given["user"], passwordCommand: given["password-command"])
            } catch {
                refuseKey("url", reason(error, url: url))
            }
        }
    }

    /// A URL's problem in the settings' words: of its keys, not of the command line's options.
    private static func reason(_ problem: CalendarTarget.Problem, url: String) -> String {
        switch problem {
        case .notURL: return "url must be a calendar's URL (https://…), not \(quotedString(url))"
        case .passwordInURL:
            return
                "url holds a password, which anyone who reads this file sees; give it by password-command, ITIN_CALDAV_PASSWORD or ~/.netrc instead"
        case .twoUsers(let inURL, let user): return "url names the user \(inURL) but user says \(user)"
        case .scheme, .noHost, .plainHTTP: return problem.description
        }
    }

    /// Every calendar, by name, each key under its comment; with none, a commented example.
    private static func toml(_ settings: Settings) -> String {
        guard !settings.calendars.isEmpty else {
            return "# Calendars for `itin publish --to NAME`, one table each, for example:\n# [calendars.family]\n"
                + keys.map { "# \($0.key) = \($0.example)\n" }.joined()
        }
        return settings.calendars.keys.sorted().enumerated().map { n, name in
            let target = settings.calendars[name]!
            let values = ["url": target.url, "user": target.user, "password-command": target.passwordCommand]
            let bare = name.allSatisfy { $0.isASCII && isName(String($0)) }
            return (n > 0 ? "\n" : "")
                + "# the calendar `itin publish --to \(name)` sends to\n[calendars.\(bare ? name : quotedString(name))]\n"
                + keys.map { key in
                    "# \(key.help)\n"
                        + (values[key.key]!.map { "\(key.key) = \(quotedString($0))\n" }
                            ?? "# \(key.key) = \(key.example)\n")
                }.joined()
        }.joined()
    }
}
