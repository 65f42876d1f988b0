/// Why the settings' `[keys]` cannot be the keys in force, and which of its actions that
/// concerns (`trip.add-note`): the settings reader refuses the file at their lines.
public struct KeyRemapProblem: Equatable, Sendable {
    public let actions: [String]
    public let reason: String
}

/// Every problem of a `[keys]` table, said at once.
public struct KeyRemapRefusal: Error, Equatable, Sendable {
    public let problems: [KeyRemapProblem]
}

extension KeyTable {
    /// The terminal's keys: what they do whatever is open, so nothing else may have them.
    static let terminalKeys: [Key: String] = [.ctrl("z"): "suspends", .ctrl("l"): "redraws", .ctrl("c"): "quits"]

    /// Every action the settings may name, in the table's order.
    public var actionNames: [String] { bindings.map(\.actionName) }

    /// The table with these actions on these keys instead of their own (docs/settings.md),
    /// or every reason it cannot be: an unknown or fixed action, no keys, a key named
    /// twice, one of the terminal's keys, or a key that would do two things in one place.
    public func replacing(_ remaps: [(action: String, keys: [Key])]) throws(KeyRemapRefusal) -> KeyTable {
        var problems: [KeyRemapProblem] = []
        var replaced = bindings
        for (name, keys) in remaps {
            func refuse(_ reason: String) { problems.append(KeyRemapProblem(actions: [name], reason: reason)) }
            guard let i = bindings.firstIndex(where: { $0.actionName == name }) else {
                refuse(unknown(name))
                continue
            }
            if bindings[i].isTheTerminals {
                refuse(
                    "\(name) is the terminal's key (\(bindings[i].keys.map(\.settingName).joined(separator: ", "))) and cannot be changed"
                )
                continue
            }
            if keys.isEmpty { refuse("\(name) needs a key") }
            for key in keys {
                if let what = Self.terminalKeys[key] {
                    refuse("\(key.settingName) \(what) wherever you are; it cannot be bound to \(name)")
                }
            }
            var seen = Set<Key>()
            for key in keys where !seen.insert(key).inserted { refuse("\(name) names \(key.settingName) twice") }
            replaced[i] = replaced[i].on(keys)
        }
        guard problems.isEmpty else { throw KeyRemapRefusal(problems: problems) }
        let clashes = Self.clashes(in: replaced)
        guard clashes.isEmpty else { throw KeyRemapRefusal(problems: clashes) }
        return KeyTable(bindings: replaced)
    }

    private func unknown(_ name: String) -> String {
        let scope = name.split(separator: ".", maxSplits: 1).first.map(String.init)
        let inScope = bindings.filter { $0.scope.settingName == scope }.map(\.name)
        if !inScope.isEmpty { return "unknown action: \(name) (\(scope!)'s are \(inScope.joined(separator: ", ")))" }
        let scopes = Scope.allCases.map(\.settingName).joined(separator: ", ")
        return "unknown action: \(name) (an action is SCOPE.NAME, SCOPE one of \(scopes); `itin keys` lists them)"
    }

    /// Keys that would do two things in one place: two actions of a scope, or a scope's
    /// action and one of `everywhere` that the scope reaches (while holding, only quit and
    /// help). A selection's keys may stand over the trip's: that is what they are for.
    static func clashes(in bindings: [Binding]) -> [KeyRemapProblem] {
        let everywhere = bindings.filter { $0.scope == .everywhere }
        var found: [KeyRemapProblem] = []
        var said = Set<[String]>()
        for scope in Scope.allCases {
            let reached = bindings.filter { $0.scope == scope } + everywhere.filter(scope.reaches(everywhere:))
            var byKey: [Key: [Binding]] = [:]
            for binding in reached {
                for key in binding.keys { byKey[key, default: []].append(binding) }
            }
            for key in reached.flatMap(\.keys) {
                guard let both = byKey[key], both.count > 1 else { continue }
                let distinct = both.enumerated().filter { i, b in
                    !both[..<i].contains { $0.action == b.action && $0.scope != b.scope }
                }.map(\.element)
                guard distinct.count > 1 else { continue }
                let names = distinct.map(\.actionName)
                guard said.insert(names + [key.settingName]).inserted else { continue }
                found.append(
                    KeyRemapProblem(
                        actions: names,
                        reason: "\(key.settingName) would be both \(names.joined(separator: " and "))"))
            }
        }
        return found
    }
}

extension Binding {
    /// Ctrl-C, Ctrl-Z and Ctrl-L are the terminal's: their bindings cannot move.
    public var isTheTerminals: Bool { keys.contains { KeyTable.terminalKeys[$0] != nil } }
}
