import ItineraryCore
import ItineraryEditor
import TOMLKit

/// `[keys]` (docs/settings.md): an action (`trip.add-note`, as `itin keys` names it) = a key
/// or a list of keys, replacing that action's keys in the standard table. Read as a whole: a
/// clash can only be seen with every replacement in, and a swap of two keys is no clash.
enum KeySettings {
    static let name = "keys"
    static let help = "the editor's keys: an action = a key or a list of keys (`itin keys` lists them; docs/keys.md)"

    static var table: SettingsSchema.Table {
        SettingsSchema.Table(
            name: name, help: help, fields: [],
            entries: SettingsSchema.Entries(
                named: false,
                read: { table, settings, context, refuse in
                    if let keys = read(table, line: { context.line([name] + $0) ?? 1 }, refuse: refuse) {
                        settings.keys = keys
                    }
                },
                write: { toml($0.keys) }))
    }

    /// The key table the table makes, or nil with each problem said at its line (a path
    /// within `[keys]`). Both `"trip.add-note" = "o"` and `trip.add-note = "o"` (a dotted key:
    /// a table `trip`) name the same action. A clash between two actions the file names is
    /// said at the first.
    static func read(_ table: TOMLTable, line: ([String]) -> Int, refuse: ([String], String) -> Void) -> KeyTable? {
        var remaps: [(action: String, keys: [Key])] = []
        var paths: [String: [String]] = [:]
        var unread = false
        for (action, path, value) in entries(of: table) {
            paths[action] = path
            switch keys(value, action) {
            case .success(let keys): remaps.append((action, keys))
            case .failure(let reason):
                refuse(path, reason.text)
                unread = true
            }
        }
        if unread {
            // Without every replacement a clash may be one the file does not make: say only
            // what is wrong with each name.
            for (action, path) in paths where !KeyTable.standard.actionNames.contains(action) {
                refuse(path, "unknown action: \(action) (`itin keys` lists them)")
            }
            return nil
        }
        do {
            return try KeyTable.standard.replacing(remaps)
        } catch {
            for problem in error.problems {
                // A clash may be between an action the file names and one it leaves be.
                let named = problem.actions.compactMap { paths[$0] }
                refuse(named.min { line($0) < line($1) } ?? [], problem.reason)
            }
            return nil
        }
    }

    /// Each action the table names, with its path in the file.
    private static func entries(of table: TOMLTable) -> [(String, [String], TOMLValue)] {
        var entries: [(String, [String], TOMLValue)] = []
        for key in table.keys {
            let value = table[key]!.tomlValue
            if let scope = value.table {
                for inner in scope.keys { entries.append(("\(key).\(inner)", [key, inner], scope[inner]!.tomlValue)) }
            } else {
                entries.append((key, [key], value))
            }
        }
        return entries
    }

    private static func keys(_ value: TOMLValue, _ action: String) -> Result<[Key], SettingsSchema.Reason> {
        let names: [TOMLValue]
        switch value.type {
        case .string: names = [value]
        case .array: names = value.array!.map(\.tomlValue)
        default:
            return .failure(
                SettingsSchema.Reason(
                    "\(action) must be a key or a list of keys, not \(SettingsSchema.typeName(value.type))"))
        }
        var keys: [Key] = []
        for name in names {
            guard let text = name.string, name.type == .string else {
                return .failure(
                    SettingsSchema.Reason(
                        "\(action) must be a key or a list of keys, not a list holding \(SettingsSchema.typeName(name.type))"
                    ))
            }
            switch Key.named(text) {
            case .success(let key): keys.append(key)
            case .failure(let problem): return .failure(SettingsSchema.Reason("\(action): \(problem)"))
            }
        }
        return .success(keys)
    }

    /// The table as `itin config` writes it: every action with its keys in force, each under
    /// its help; the terminal's, which cannot change, as comments.
    static func toml(_ keys: KeyTable) -> String {
        var out = "# \(help)\n[\(name)]\n"
        for binding in keys.bindings {
            let names = binding.keys.map { quotedString($0.settingName) }
            let value = names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
            out += "# \(binding.help)\n"
            out +=
                binding.isTheTerminals
                ? "# \(quotedString(binding.actionName)) = \(value)  (the terminal's: cannot change)\n"
                : "\(quotedString(binding.actionName)) = \(value)\n"
        }
        return out
    }
}
