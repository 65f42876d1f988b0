import TOMLKit

/// What is wrong with a settings file, at a line (none for what is wrong with the file as a
/// whole: a FIFO, too large).
public struct SettingsProblem: Equatable, Sendable, CustomStringConvertible {
    public var line: Int?
    public var reason: String

    public init(line: Int?, _ reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String { line.map { "\($0): \(reason)" } ?? reason }
}

/// Reads a settings file's text into `Settings`, all of it or nothing: the first refusal
/// does not stop the reading, so that every problem is said at once, each at its line.
public enum SettingsReader {
    /// `path` is only for the refusal's words; `othersMayWrite`, whether the file was group-
    /// or world-writable when read (`SettingsFile.load` knows).
    public static func read(_ text: String, path: String, home: String?, othersMayWrite: Bool = false)
        throws(SettingsRefusal) -> Settings
    {
        func failure(_ problems: [SettingsProblem]) -> SettingsRefusal { SettingsRefusal(path: path, problems) }
        if let nul = text.utf8.firstIndex(of: 0) {
            let line = text.utf8[..<nul].count { $0 == UInt8(ascii: "\n") } + 1
            throw failure([SettingsProblem(line: line, "not TOML: a NUL character")])
        }
        let root: TOMLTable
        do {
            root = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let at = error.source.begin
            throw failure([
                SettingsProblem(line: max(at.line, 1), "not TOML: \(error.description) (column \(at.column))")
            ])
        } catch {
            throw failure([SettingsProblem(line: 1, "not TOML: \(error)")])
        }
        let lines = TOMLKeyLines(text)
        let context = SettingsSchema.Context(
            home: home, file: path, othersMayWrite: othersMayWrite, line: { lines[$0] })
        let tables = SettingsSchema.tables
        let top = tables.first { $0.name == nil }!
        var settings = Settings()
        var problems: [SettingsProblem] = []
        func refuse(_ path: [String], _ reason: String) {
            problems.append(SettingsProblem(line: lines[path] ?? 1, reason))
        }
        for key in root.keys {
            let value = root[key]!.tomlValue
            if let field = top.field(key) {
                if let reason = field.read(value, &settings, context) { refuse([key], reason) }
            } else if let table = tables.first(where: { $0.name == key }) {
                guard let inner = value.table else {
                    refuse(
                        [key], "\(key) must be a table (\(table.heading!)), not \(SettingsSchema.typeName(value.type))")
                    continue
                }
                if let entries = table.entries {
                    entries.read(inner, &settings, context) { refuse([key] + $0, $1) }
                    continue
                }
                for innerKey in inner.keys {
                    guard let field = table.field(innerKey) else {
                        refuse(
                            [key, innerKey],
                            "unknown \(table.member) in [\(key)]: \(innerKey) (known: \(table.fields.map(\.key).joined(separator: ", ")))"
                        )
                        continue
                    }
                    if let reason = field.read(inner[innerKey]!.tomlValue, &settings, context) {
                        refuse([key, innerKey], reason)
                    }
                }
            } else {
                let known = top.fields.map(\.key) + tables.compactMap(\.heading)
                let what = value.type == .table ? "unknown table: [\(key)]" : "unknown setting: \(key)"
                refuse([key], "\(what) (known: \(known.joined(separator: ", ")))")
            }
        }
        guard problems.isEmpty else { throw failure(problems.sorted { ($0.line ?? 0) < ($1.line ?? 0) }) }
        return settings
    }
}
