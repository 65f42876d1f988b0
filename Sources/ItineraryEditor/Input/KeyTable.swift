/// What a key does. Dispatch, the `?` help, the status line's hints and docs/keys.md's key
/// list all come from `KeyTable.bindings`, so they cannot disagree.
public enum Action: Hashable, Sendable {
    case cursorUp, cursorDown, pageUp, pageDown, first, last, previousDay, nextDay
    case search, nextMatch, nextWarning
    case grab, drop, cancel, quickUp, quickDown
    case slotUp, slotDown, slotPreviousDay, slotNextDay, slotFirst, slotLast
    case open, add, addLeg, addGame, newTrip, importSchedule, edit, delete, undo, redo, save, back, quit, help
    case select, endSelection, cut, copy, pasteBelow, pasteAbove
    case editNoteAsText, suspend, redraw, planLegs
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
}

public struct Binding: Hashable, Sendable {
    public let keys: [Key]
    public let action: Action
    public let scope: Scope
    public let help: String
    /// The word the status line's hints use (`Enter open`), if the binding is hinted at.
    public let hint: String?
    /// What must hold for the action to make sense; checked once, before dispatch.
    public let requires: Requirement

    init(_ keys: [Key], _ action: Action, _ scope: Scope, _ help: String, hint: String? = nil,
         requires: Requirement = .nothing) {
        self.keys = keys
        self.action = action
        self.scope = scope
        self.help = help
        self.hint = hint
        self.requires = requires
    }

    public var keyLabel: String { keys.map(\.label).joined(separator: " ") }
}

public enum KeyTable {
    public static let bindings: [Binding] = [
        // Holding an item: the drag session of SPEC §5.2.
        .init([.up, .char("k")], .slotUp, .holding, "move it one slot up"),
        .init([.down, .char("j")], .slotDown, .holding, "move it one slot down"),
        .init([.char("["), .pageUp], .slotPreviousDay, .holding, "to the top of the previous day"),
        .init([.char("]"), .pageDown], .slotNextDay, .holding, "to the top of the next day", hint: "next day"),
        .init([.char("g"), .home], .slotFirst, .holding, "to the first slot"),
        .init([.char("G"), .end], .slotLast, .holding, "to the last slot"),
        .init([.char("K")], .quickUp, .holding, "to the next allowed slot up", hint: "allowed ↑"),
        .init([.char("J")], .quickDown, .holding, "to the next allowed slot down", hint: "allowed ↓"),
        .init([.enter, .char(" "), .char("m")], .drop, .holding, "drop it here", hint: "drop"),
        .init([.escape, .char("q")], .cancel, .holding, "cancel: it snaps back", hint: "cancel"),

        // Both lists.
        .init([.up, .char("k")], .cursorUp, .everywhere, "move the cursor up"),
        .init([.down, .char("j")], .cursorDown, .everywhere, "move the cursor down"),
        .init([.pageUp], .pageUp, .everywhere, "page up"),
        .init([.pageDown], .pageDown, .everywhere, "page down"),
        .init([.char("g"), .home], .first, .everywhere, "first row"),
        .init([.char("G"), .end], .last, .everywhere, "last row"),
        .init([.char(" "), .char("m")], .grab, .everywhere, "grab the item (or trip) under the cursor", hint: "grab",
              requires: .liftableAtCursor),
        .init([.char("K")], .quickUp, .everywhere, "move it one allowed slot up at once", requires: .liftableAtCursor),
        .init([.char("J")], .quickDown, .everywhere, "move it one allowed slot down at once", requires: .liftableAtCursor),
        .init([.char("u")], .undo, .everywhere, "undo (opens the trip it belongs to)", requires: .somethingToUndo),
        .init([.ctrl("r")], .redo, .everywhere, "redo", requires: .somethingToRedo),
        .init([.char("s"), .ctrl("s")], .save, .everywhere, "save", requires: .somethingToSave),
        .init([.char("?")], .help, .everywhere, "this help", hint: "help"),
        .init([.ctrl("c")], .quit, .everywhere, "quit (asks about unsaved changes)"),

        // The terminal's: they change nothing, so they act whatever is open.
        .init([.ctrl("z")], .suspend, .anytime, "suspend to the shell; fg brings the editor back as it was"),
        .init([.ctrl("l")], .redraw, .anytime, "draw the whole screen again"),

        // The trips list.
        .init([.enter], .open, .trips, "open the trip (or double-click it)", hint: "open", requires: .tripAtCursor),
        .init([.char("q"), .escape], .back, .trips, "quit (asks about unsaved changes)", hint: "quit"),
        .init([.char("n")], .newTrip, .trips, "new trip (name, start date, days)", hint: "new"),
        .init([.char("i")], .importSchedule, .trips, "import a schedule (.ics, .csv) here or into a new trip",
              hint: "import"),
        .init([.char("e")], .edit, .trips, "edit the trip's name, start and days", hint: "edit", requires: .tripAtCursor),
        .init([.char("d"), .delete], .delete, .trips, "delete the trip (asks first when it is not empty)", requires: .tripAtCursor),
        .init([.char("!")], .nextWarning, .trips, "next trip with ⚠ items", requires: .somethingWarned),

        // One trip.
        .init([.char("[")], .previousDay, .trip, "previous day"),
        .init([.char("]")], .nextDay, .trip, "next day"),
        .init([.char("/")], .search, .trip, "search rows by text", hint: "search"),
        .init([.char("n")], .nextMatch, .trip, "next match", requires: .previousSearch),
        .init([.char("!")], .nextWarning, .trip, "next item that shows ⚠", requires: .somethingWarned),
        .init([.char("L")], .planLegs, .trip, "fill in the missing legs of the trip (asks first)"),
        .init([.char("a")], .add, .trip, "add a note below the cursor", hint: "add"),
        .init([.char("t")], .addLeg, .trip, "add a travel leg at the cursor (Tab completes cities)", hint: "leg"),
        .init([.char("A")], .addGame, .trip, "add a game on the cursor's day", hint: "game"),
        .init([.char("e")], .edit, .trip, "edit the entry under the cursor: a note, a leg or a game", hint: "edit",
              requires: .entryAtCursor),
        .init([.char("E")], .editNoteAsText, .trip, "edit the note as text in $VISUAL or $EDITOR", requires: .noteAtCursor),
        .init([.char("d"), .delete], .delete, .trip, "delete the item; a game asks first", requires: .entryAtCursor),
        .init([.char("v")], .select, .trip, "start a range selection of items (the cursor extends it)",
              hint: "select"),
        .init([.char("x")], .cut, .trip, "cut the item (also to the terminal's clipboard)", requires: .liftableAtCursor),
        .init([.char("y")], .copy, .trip, "copy the item (also to the terminal's clipboard)", requires: .liftableAtCursor),
        .init([.char("p")], .pasteBelow, .trip, "paste below the cursor (copies get new ids)", requires: .somethingToPaste),
        .init([.char("P")], .pasteAbove, .trip, "paste above the cursor", requires: .somethingToPaste),
        .init([.char("q"), .escape], .back, .trip, "back to the trips", hint: "back"),

        // A range selection in a trip: these act on its items; the trip's other keys still work.
        .init([.char("v"), .escape], .endSelection, .selecting, "end the selection", hint: "end"),
        .init([.char(" "), .char("m")], .grab, .selecting, "grab the selected items: they move as a block", hint: "grab",
              requires: .itemsSelected),
        .init([.char("K")], .quickUp, .selecting, "move the block one allowed slot up at once", requires: .itemsSelected),
        .init([.char("J")], .quickDown, .selecting, "move the block one allowed slot down at once", requires: .itemsSelected),
        .init([.char("x")], .cut, .selecting, "cut the selected items (also to the terminal's clipboard)", hint: "cut",
              requires: .itemsSelected),
        .init([.char("y")], .copy, .selecting, "copy the selected items (also to the terminal's clipboard)", hint: "copy",
              requires: .itemsSelected),
        .init([.char("d"), .delete], .delete, .selecting, "delete the selected items", hint: "delete",
              requires: .itemsSelected),
    ]

    /// The binding of a key in a scope: the terminal's keys (any time) first, then the scope's
    /// own bindings (with a selection, then the trip's), then those that apply everywhere.
    /// Holding, only quitting and the help reach past the drag keys.
    public static func binding(for key: Key, in scope: Scope) -> Binding? {
        if let b = anytime(key) { return b }
        if let b = index[scope]?[key] { return b }
        if scope == .selecting, let b = index[.trip]?[key] { return b }
        guard let global = index[.everywhere]?[key] else { return nil }
        return scope != .holding || global.action == .quit || global.action == .help ? global : nil
    }

    public static func action(for key: Key, in scope: Scope) -> Action? { binding(for: key, in: scope)?.action }

    /// The binding of one of the terminal's keys, which act whatever is open.
    static func anytime(_ key: Key) -> Binding? { index[.anytime]?[key] }

    /// Each scope's bindings by key, the first in the table winning, made once: a key is
    /// looked up a few times a press, and the table is read, not searched.
    private static let index: [Scope: [Key: Binding]] = {
        var index: [Scope: [Key: Binding]] = [:]
        for binding in bindings {
            for key in binding.keys where index[binding.scope]?[key] == nil { index[binding.scope, default: [:]][key] = binding }
        }
        return index
    }()

    /// `Enter open`, `Space grab`, `? help`, `q quit`: each hinted binding's first key and
    /// word, most useful first, so a narrow status line drops hints from the end.
    public static func hints(for scope: Scope) -> [String] { hintLists[scope] ?? [] }

    /// The status line's hints on each screen, in this order, made once.
    private static let hintLists: [Scope: [String]] = {
        let order: [Scope: [Action]] = [
            .trips: [.open, .newTrip, .grab, .edit, .help, .back, .importSchedule],
            .trip: [.grab, .edit, .add, .addLeg, .addGame, .help, .back, .search],
            .holding: [.drop, .cancel, .quickUp, .quickDown, .slotNextDay],
            .selecting: [.grab, .cut, .copy, .delete, .endSelection],
        ]
        var lists: [Scope: [String]] = [:]
        for (scope, actions) in order {
            lists[scope] = actions.compactMap { action in
                guard let b = bindings.first(where: { $0.action == action && ($0.scope == scope || $0.scope == .everywhere) }),
                      let hint = b.hint else { return nil }
                return "\(b.keys[0].label) \(hint)"
            }
        }
        return lists
    }()

    /// What the status line says for a key that does nothing here.
    static func unbound(_ key: Key, in scope: Scope) -> String {
        scope == .holding ? "Holding an item: Enter drops it, Esc puts it back" : "\(key.label): no such key here · ? help"
    }

    /// The key list as Markdown, for docs/keys.md (kept equal by a test).
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
