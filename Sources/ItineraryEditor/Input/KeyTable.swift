/// What a key does. Dispatch, the `?` help and the README's key list all come from
/// `KeyTable.bindings`, so they cannot disagree.
public enum Action: Hashable, Sendable {
    case cursorUp, cursorDown, pageUp, pageDown, first, last, previousDay, nextDay
    case search, nextMatch
    case grab, drop, cancel, quickUp, quickDown
    case slotUp, slotDown, slotPreviousDay, slotNextDay, slotFirst, slotLast
    case open, add, edit, delete, undo, redo, save, back, quit, help
}

/// Where a binding applies.
public enum Scope: String, Hashable, Sendable, CaseIterable {
    case trip = "Trip"
    case holding = "While holding an item"
    case everywhere = "Everywhere"
    case trips = "Trips"
}

public struct Binding: Hashable, Sendable {
    public let keys: [Key]
    public let action: Action
    public let scope: Scope
    public let help: String

    public var keyLabel: String { keys.map(\.label).joined(separator: " ") }
}

public enum KeyTable {
    public static let bindings: [Binding] = [
        // Holding an item: the drag session of SPEC §5.2.
        .init(keys: [.up, .char("k")], action: .slotUp, scope: .holding, help: "move it one slot up"),
        .init(keys: [.down, .char("j")], action: .slotDown, scope: .holding, help: "move it one slot down"),
        .init(keys: [.char("["), .pageUp], action: .slotPreviousDay, scope: .holding, help: "to the top of the previous day"),
        .init(keys: [.char("]"), .pageDown], action: .slotNextDay, scope: .holding, help: "to the top of the next day"),
        .init(keys: [.char("g"), .home], action: .slotFirst, scope: .holding, help: "to the first slot"),
        .init(keys: [.char("G"), .end], action: .slotLast, scope: .holding, help: "to the last slot"),
        .init(keys: [.char("K")], action: .quickUp, scope: .holding, help: "to the next allowed slot up"),
        .init(keys: [.char("J")], action: .quickDown, scope: .holding, help: "to the next allowed slot down"),
        .init(keys: [.char(" "), .char("m"), .enter], action: .drop, scope: .holding, help: "drop it here"),
        .init(keys: [.escape, .char("q")], action: .cancel, scope: .holding, help: "cancel: it snaps back"),

        // Both lists.
        .init(keys: [.up, .char("k")], action: .cursorUp, scope: .everywhere, help: "move the cursor up"),
        .init(keys: [.down, .char("j")], action: .cursorDown, scope: .everywhere, help: "move the cursor down"),
        .init(keys: [.pageUp], action: .pageUp, scope: .everywhere, help: "page up"),
        .init(keys: [.pageDown], action: .pageDown, scope: .everywhere, help: "page down"),
        .init(keys: [.char("g"), .home], action: .first, scope: .everywhere, help: "first row"),
        .init(keys: [.char("G"), .end], action: .last, scope: .everywhere, help: "last row"),
        .init(keys: [.char(" "), .char("m")], action: .grab, scope: .everywhere, help: "grab the item (or trip) under the cursor"),
        .init(keys: [.char("K")], action: .quickUp, scope: .everywhere, help: "move it one allowed slot up at once"),
        .init(keys: [.char("J")], action: .quickDown, scope: .everywhere, help: "move it one allowed slot down at once"),
        .init(keys: [.char("u")], action: .undo, scope: .everywhere, help: "undo"),
        .init(keys: [.ctrl("r")], action: .redo, scope: .everywhere, help: "redo"),
        .init(keys: [.char("s"), .ctrl("s")], action: .save, scope: .everywhere, help: "save"),
        .init(keys: [.char("?")], action: .help, scope: .everywhere, help: "this help"),
        .init(keys: [.ctrl("c")], action: .quit, scope: .everywhere, help: "quit (asks about unsaved changes)"),

        // The trips list.
        .init(keys: [.enter], action: .open, scope: .trips, help: "open the trip"),
        .init(keys: [.char("q"), .escape], action: .back, scope: .trips, help: "quit (asks about unsaved changes)"),

        // One trip.
        .init(keys: [.char("[")], action: .previousDay, scope: .trip, help: "previous day"),
        .init(keys: [.char("]")], action: .nextDay, scope: .trip, help: "next day"),
        .init(keys: [.char("/")], action: .search, scope: .trip, help: "search rows by text"),
        .init(keys: [.char("n")], action: .nextMatch, scope: .trip, help: "next match"),
        .init(keys: [.char("a")], action: .add, scope: .trip, help: "add a note below the cursor"),
        .init(keys: [.char("e")], action: .edit, scope: .trip, help: "edit: a note's title and note, a leg's miles and mode"),
        .init(keys: [.char("d"), .delete], action: .delete, scope: .trip, help: "delete the item"),
        .init(keys: [.char("q"), .escape], action: .back, scope: .trip, help: "back to the trips"),
    ]

    /// The action a key has in a scope: the scope's own bindings first, then those that apply everywhere.
    public static func action(for key: Key, in scope: Scope) -> Action? {
        if let b = bindings.first(where: { $0.scope == scope && $0.keys.contains(key) }) { return b.action }
        let global = bindings.first { $0.scope == .everywhere && $0.keys.contains(key) }?.action
        // Holding an item, only quitting and the help reach past the drag keys.
        guard scope != .holding || global == .quit || global == .help else { return nil }
        return global
    }

    /// The key list as Markdown, for the README (kept equal by a test).
    public static var markdown: String {
        var out = ""
        for scope in Scope.allCases {
            out += "**\(scope.rawValue)**\n\n| keys | action |\n|---|---|\n"
            for b in bindings where b.scope == scope {
                out += "| \(b.keys.map { "`\($0.label)`" }.joined(separator: " ")) | \(b.help) |\n"
            }
            out += "\n"
        }
        return out
    }
}
