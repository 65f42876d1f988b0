/// Settings as a TOML file (`itin config`): every setting, each under a comment line saying
/// what it is, an unset one as a comment showing an example. It reads back to the same
/// settings (`SettingsReader`).
public enum SettingsText {
    public static func toml(_ settings: Settings, heading: [String] = []) -> String {
        var out = heading.map { "# \($0)\n" }.joined()
        for (n, table) in SettingsSchema.tables.enumerated() {
            if n > 0 || !out.isEmpty { out += "\n" }
            if let entries = table.entries {
                out += entries.write(settings)
                continue
            }
            if let name = table.name {
                out += "# \(table.help)\n[\(name)]\n"
            }
            for field in table.fields {
                out += "# \(field.help)\n"
                if let value = field.write(settings) {
                    out += "\(field.key) = \(value)\n"
                } else {
                    out += "# \(field.key) = \(field.example(settings) ?? "")\n"
                }
            }
        }
        return out
    }

    /// A number as short as it reads back exactly: `55`, `1.2`; and, in a refusal, `inf` or
    /// `nan` as TOML writes them.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
