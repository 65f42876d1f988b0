/// What a key does. Dispatch, the `?` help, the status line's hints, `itin keys` and
/// docs/keys.md's key list all come from one `KeyTable`, so they cannot disagree.
public enum Action: Hashable, Sendable {
    case cursorUp, cursorDown, pageUp, pageDown, first, last, previousDay, nextDay
    case search, nextMatch, nextWarning
    case grab, drop, cancel, quickUp, quickDown
    case slotUp, slotDown, slotPreviousDay, slotNextDay, slotFirst, slotLast
    case open, add, addLeg, addGame, addStay, newTrip, importSchedule, edit, delete, undo, redo, save, back, quit, help
    case select, endSelection, cut, copy, pasteBelow, pasteAbove
    case editNoteAsText, suspend, redraw, planLegs, showMap
    case editCost, costs, whoseTrip
}

/// Where a binding applies.
public enum Scope: String, Hashable, Sendable, CaseIterable {
    case trip = "Trip"
    case selecting = "With a selection"
    case holding = "While holding an item"
    case everywhere = "Everywhere"
    case trips = "Trips"
    /// The terminal's own keys: whatever is open, a drag, a form or a question included.
    case anytime = "Any time, even in a drag or a form"

    /// The first part of an action's name in the settings (`trip.add-note`).
    public var settingName: String {
        switch self {
        case .trip: return "trip"
        case .selecting: return "selection"
        case .holding: return "holding"
        case .everywhere: return "everywhere"
        case .trips: return "trips"
        case .anytime: return "terminal"
        }
    }
}

public struct Binding: Hashable, Sendable {
    public let keys: [Key]
    public let action: Action
    public let scope: Scope
    /// The action's name within its scope, for the settings (`add-note`); stable.
    public let name: String
    public let help: String
    /// The word the status line's hints use (`Enter open`), if the binding is hinted at.
    public let hint: String?
    /// What must hold for the action to make sense; checked once, before dispatch.
    public let requires: Requirement

    init(
        _ keys: [Key], _ action: Action, _ scope: Scope, _ name: String, _ help: String, hint: String? = nil,
        requires: Requirement = .nothing
    ) {
        self.keys = keys
        self.action = action
        self.scope = scope
        self.name = name
        self.help = help
        self.hint = hint
        self.requires = requires
    }

    public var keyLabel: String { keys.map(\.label).joined(separator: " ") }

    /// `trip.add-note`: what the settings' `[keys]` and `itin keys` call it.
    public var actionName: String { "\(scope.settingName).\(name)" }

    /// The same binding on other keys.
    func on(_ keys: [Key]) -> Binding {
        Binding(keys, action, scope, name, help, hint: hint, requires: requires)
    }
}

/// The keys in force: the standard table, or the settings' (docs/settings.md), which
/// replace an action's keys. Made once at start and never changed; a reference, so the
/// editor's state carries it for the price of a pointer.
public final class KeyTable: Sendable, Equatable {
    public let bindings: [Binding]
    /// Each scope's bindings by key, the first in the table winning, made once: a key is
    /// looked up a few times a press, and the table is read, not searched.
    private let index: [Scope: [Key: Binding]]
    /// The status line's hints on each screen, made once.
    private let hintLists: [Scope: [String]]

    init(bindings: [Binding]) {
        self.bindings = bindings
        // Each scope's table made at its size and filled from the last binding to the first, so
        // the first of a key wins with no look-up to ask whether it is taken (0.1 M instructions
        // less at every start).
        var sizes: [Scope: Int] = [:]
        for binding in bindings { sizes[binding.scope, default: 0] += binding.keys.count }
        var index = sizes.mapValues { [Key: Binding](minimumCapacity: $0) }
        for binding in bindings.reversed() {
            for key in binding.keys { index[binding.scope]![key] = binding }
        }
        self.index = index
        hintLists = Self.hintLists(bindings)
    }

    public static func == (a: KeyTable, b: KeyTable) -> Bool { a === b || a.bindings == b.bindings }

    /// The keys as they are without settings: docs/keys.md's list (`itin keys --default`).
    public static let standard = KeyTable(bindings: standardBindings)

    /// The binding of a key in a scope: the terminal's keys (any time) first, then the scope's
    /// own bindings, those underneath them, then those of everywhere that reach it (`ScopeReach`).
    public func binding(for key: Key, in scope: Scope) -> Binding? {
        if let b = anytime(key) { return b }
        if let b = index[scope]?[key] { return b }
        if let under = scope.underneath, let b = index[under]?[key] { return b }
        guard let global = index[.everywhere]?[key], scope.reaches(everywhere: global) else { return nil }
        return global
    }

    public func action(for key: Key, in scope: Scope) -> Action? { binding(for: key, in: scope)?.action }

    /// The binding of one of the terminal's keys, which act whatever is open.
    func anytime(_ key: Key) -> Binding? { index[.anytime]?[key] }

    /// `Enter open`, `Space grab`, `? help`, `q quit`: each hinted binding's first key and
    /// word, most useful first, so a narrow status line drops hints from the end.
    public func hints(for scope: Scope) -> [String] { hintLists[scope] ?? [] }

    /// The status line's hints on each screen, in this order.
    private static func hintLists(_ bindings: [Binding]) -> [Scope: [String]] {
        let order: [Scope: [Action]] = [
            .trips: [.open, .newTrip, .grab, .edit, .help, .back, .importSchedule],
            .trip: [.grab, .edit, .add, .addLeg, .addGame, .help, .back, .search],
            .holding: [.drop, .cancel, .quickUp, .quickDown, .slotNextDay],
            .selecting: [.grab, .cut, .copy, .delete, .endSelection],
        ]
        var lists: [Scope: [String]] = [:]
        for (scope, actions) in order {
            lists[scope] = actions.compactMap { action in
                guard
                    let b = bindings.first(where: {
                        $0.action == action && ($0.scope == scope || $0.scope == .everywhere)
                    }),
                    let hint = b.hint
                else { return nil }
                return "\(b.keys[0].label) \(hint)"
            }
        }
        return lists
    }

    /// The first key of an action where it applies, as the status line names it (`Enter`):
    /// for messages that tell the user which key to press.
    public func label(of action: Action, in scope: Scope) -> String {
        let binding =
            bindings.first { $0.action == action && $0.scope == scope }
            ?? bindings.first { $0.action == action && ($0.scope == .everywhere || $0.scope == scope.underneath) }
        return binding?.keys.first?.label ?? "?"
    }

    /// `u to undo`, for the messages that say how to take a change back.
    public var undoHint: String { "\(label(of: .undo, in: .everywhere)) to undo" }

    /// What the status line says for a key that does nothing here.
    func unbound(_ key: Key, in scope: Scope) -> String {
        scope == .holding
            ? "Holding an item: \(label(of: .drop, in: .holding)) drops it, \(label(of: .cancel, in: .holding)) puts it back"
            : "\(key.label): no such key here · \(label(of: .help, in: .everywhere)) help"
    }

    /// The key list as Markdown: docs/keys.md holds the standard table's (a test keeps them
    /// equal), `itin keys` prints the one in force.
    public var markdown: String {
        var out = ""
        for scope in Scope.allCases {
            out += "**\(scope.rawValue)**\n\n| keys | action | what it does |\n|---|---|---|\n"
            for b in bindings where b.scope == scope {
                out += "| \(b.keys.map { "`\($0.label)`" }.joined(separator: " ")) | `\(b.actionName)` | \(b.help) |\n"
            }
            out += "\n"
        }
        return out
    }
}

extension KeyTable {
    public static let standardBindings: [Binding] = [
        // Holding an item: the drag session (docs/keys.md).
        .init([.up, .char("k")], .slotUp, .holding, "slot-up", "move it one slot up"),
        .init([.down, .char("j")], .slotDown, .holding, "slot-down", "move it one slot down"),
        .init([.char("["), .pageUp], .slotPreviousDay, .holding, "previous-day", "to the top of the previous day"),
        .init(
            [.char("]"), .pageDown], .slotNextDay, .holding, "next-day", "to the top of the next day", hint: "next day"),
        .init([.char("g"), .home], .slotFirst, .holding, "first-slot", "to the first slot"),
        .init([.char("G"), .end], .slotLast, .holding, "last-slot", "to the last slot"),
        .init([.char("K")], .quickUp, .holding, "allowed-up", "to the next allowed slot up", hint: "allowed ↑"),
        .init([.char("J")], .quickDown, .holding, "allowed-down", "to the next allowed slot down", hint: "allowed ↓"),
        .init([.enter, .char(" "), .char("m")], .drop, .holding, "drop", "drop it here", hint: "drop"),
        .init([.escape, .char("q")], .cancel, .holding, "cancel", "cancel: it snaps back", hint: "cancel"),

        // Both lists.
        .init([.up, .char("k")], .cursorUp, .everywhere, "cursor-up", "move the cursor up"),
        .init([.down, .char("j")], .cursorDown, .everywhere, "cursor-down", "move the cursor down"),
        .init([.pageUp], .pageUp, .everywhere, "page-up", "page up"),
        .init([.pageDown], .pageDown, .everywhere, "page-down", "page down"),
        .init([.char("g"), .home], .first, .everywhere, "first-row", "first row"),
        .init([.char("G"), .end], .last, .everywhere, "last-row", "last row"),
        .init(
            [.char(" "), .char("m")], .grab, .everywhere, "grab", "grab the item (or trip) under the cursor",
            hint: "grab",
            requires: .liftableAtCursor),
        .init(
            [.char("K")], .quickUp, .everywhere, "allowed-up", "move it one allowed slot up at once",
            requires: .liftableAtCursor),
        .init(
            [.char("J")], .quickDown, .everywhere, "allowed-down", "move it one allowed slot down at once",
            requires: .liftableAtCursor),
        .init(
            [.char("u")], .undo, .everywhere, "undo", "undo (opens the trip it belongs to)", requires: .somethingToUndo),
        .init([.ctrl("r")], .redo, .everywhere, "redo", "redo", requires: .somethingToRedo),
        .init([.char("s"), .ctrl("s")], .save, .everywhere, "save", "save", requires: .somethingToSave),
        .init([.char("?")], .help, .everywhere, "help", "this help", hint: "help"),
        .init([.ctrl("c")], .quit, .everywhere, "quit", "quit (asks about unsaved changes)"),

        // The terminal's: they change nothing, so they act whatever is open.
        .init([.ctrl("z")], .suspend, .anytime, "suspend", "suspend to the shell; fg brings the editor back as it was"),
        .init([.ctrl("l")], .redraw, .anytime, "redraw", "draw the whole screen again"),

        // The trips list.
        .init(
            [.enter], .open, .trips, "open", "open the trip (or double-click it)", hint: "open", requires: .tripAtCursor
        ),
        .init([.char("q"), .escape], .back, .trips, "quit", "quit (asks about unsaved changes)", hint: "quit"),
        .init([.char("n")], .newTrip, .trips, "new-trip", "new trip (name, start date, days)", hint: "new"),
        .init(
            [.char("i")], .importSchedule, .trips, "import", "import a schedule (.ics, .csv) here or into a new trip",
            hint: "import"),
        .init(
            [.char("e")], .edit, .trips, "edit", "edit the trip's name, start and days", hint: "edit",
            requires: .tripAtCursor),
        .init(
            [.char("d"), .delete], .delete, .trips, "delete", "delete the trip (asks first when it is not empty)",
            requires: .tripAtCursor),
        .init([.char("!")], .nextWarning, .trips, "next-warning", "next trip with ⚠ items", requires: .somethingWarned),

        // One trip.
        .init([.char("[")], .previousDay, .trip, "previous-day", "previous day"),
        .init([.char("]")], .nextDay, .trip, "next-day", "next day"),
        .init([.char("/")], .search, .trip, "search", "search rows by text", hint: "search"),
        .init([.char("n")], .nextMatch, .trip, "next-match", "next match", requires: .previousSearch),
        .init([.char("!")], .nextWarning, .trip, "next-warning", "next item that shows ⚠", requires: .somethingWarned),
        .init([.char("L")], .planLegs, .trip, "plan-legs", "fill in the missing legs of the trip (asks first)"),
        .init([.char("M")], .showMap, .trip, "map", "the trip's map, the cursor's day highlighted"),
        .init([.char("a")], .add, .trip, "add-note", "add a note below the cursor", hint: "add"),
        .init(
            [.char("t")], .addLeg, .trip, "add-leg", "add a travel leg at the cursor (Tab completes cities)",
            hint: "leg"),
        .init(
            [.char("A")], .addGame, .trip, "add-game", "add a game on the cursor's day (Time TBD: not set yet)",
            hint: "game"),
        .init([.char("b")], .addStay, .trip, "add-stay", "add a stay below the cursor (Tab completes cities)"),
        .init(
            [.char("e")], .edit, .trip, "edit", "edit the entry under the cursor: a note, leg, stay or game",
            hint: "edit",
            requires: .entryAtCursor),
        .init(
            [.char("c")], .editCost, .trip, "edit-cost", "edit the cost of the entry under the cursor",
            requires: .entryAtCursor),
        .init([.char("$")], .costs, .trip, "costs", "the trip's costs: balances and who pays whom"),
        .init(
            [.char("w")], .whoseTrip, .trip, "whose-trip",
            "whose trip is shown: everyone's, or each traveller's own",
            requires: .travellers),
        .init(
            [.char("E")], .editNoteAsText, .trip, "edit-note-as-text", "edit the note as text in $VISUAL or $EDITOR",
            requires: .noteAtCursor),
        .init(
            [.char("d"), .delete], .delete, .trip, "delete", "delete the item; a game asks first",
            requires: .entryAtCursor),
        .init(
            [.char("v")], .select, .trip, "select", "start a range selection of items (the cursor extends it)",
            hint: "select"),
        .init(
            [.char("x")], .cut, .trip, "cut", "cut the item (also to the terminal's clipboard)",
            requires: .liftableAtCursor),
        .init(
            [.char("y")], .copy, .trip, "copy", "copy the item (also to the terminal's clipboard)",
            requires: .liftableAtCursor),
        .init(
            [.char("p")], .pasteBelow, .trip, "paste-below", "paste below the cursor (copies get new ids)",
            requires: .somethingToPaste),
        .init([.char("P")], .pasteAbove, .trip, "paste-above", "paste above the cursor", requires: .somethingToPaste),
        .init([.char("q"), .escape], .back, .trip, "back", "back to the trips", hint: "back"),

        // A range selection in a trip: these act on its items; the trip's other keys still work.
        .init([.char("v"), .escape], .endSelection, .selecting, "end", "end the selection", hint: "end"),
        .init(
            [.char(" "), .char("m")], .grab, .selecting, "grab", "grab the selected items: they move as a block",
            hint: "grab",
            requires: .itemsSelected),
        .init(
            [.char("K")], .quickUp, .selecting, "allowed-up", "move the block one allowed slot up at once",
            requires: .itemsSelected),
        .init(
            [.char("J")], .quickDown, .selecting, "allowed-down", "move the block one allowed slot down at once",
            requires: .itemsSelected),
        .init(
            [.char("x")], .cut, .selecting, "cut", "cut the selected items (also to the terminal's clipboard)",
            hint: "cut",
            requires: .itemsSelected),
        .init(
            [.char("y")], .copy, .selecting, "copy", "copy the selected items (also to the terminal's clipboard)",
            hint: "copy",
            requires: .itemsSelected),
        .init(
            [.char("d"), .delete], .delete, .selecting, "delete", "delete the selected items", hint: "delete",
            requires: .itemsSelected),
    ]
}
