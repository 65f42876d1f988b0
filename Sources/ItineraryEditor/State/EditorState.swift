import ItineraryCore

/// Everything the editor is at one moment, as a value. `Editor.update` changes it in
/// response to events; `Editor.render` draws it. Each part is a value of its own, and
/// what cannot happen together cannot be stored together: one screen, at most one modal.
public struct EditorState: Equatable, Sendable {
    /// The library, its undo history, and what the file on disk holds.
    public internal(set) var document: Document
    /// The trips list or one trip, each with its own cursor, scroll and drag.
    public internal(set) var screen: Screen
    /// The help, a line to type or a question, over the screen.
    public internal(set) var modal: Modal?
    public internal(set) var message: Message?
    public internal(set) var lastSearch: String?
    /// What `x` or `y` took last, for `p` and `P`: items of any trip, kept as they were.
    public internal(set) var clipboard: [Item] = []
    /// A change on disk that waits until nothing is held and no question is open.
    public internal(set) var waitingDiskChange: DiskChange?
    /// The terminal's size; `geometry` places everything in it.
    public internal(set) var size: Size
    /// The colours of the screen's roles (the theme and the user's `[colors]`); nil: none
    /// (NO_COLOR, the mono theme). Fixed at start.
    public let colors: ColorScheme?
    /// How the terminal draws the clusters terminals disagree on, as it was measured.
    public internal(set) var widths: WidthProfile = .fallback

    public struct Size: Equatable, Sendable {
        public var width: Int
        public var height: Int
    }

    /// The day it is where the user is, for what a new trip starts on (the run loop's, or a
    /// test's fixed day).
    public let today: CalendarDate

    /// The travel model's numbers (docs/travel.md), as the settings give them (docs/settings.md): what
    /// every travel warning, leg estimate and planned leg of this editor is judged by. Fixed at start.
    public let travel: TravelModel

    /// The keys in force: the standard table, or the settings' (docs/settings.md). Fixed at start.
    public let keys: KeyTable

    /// The settings' currency and rates (docs/settings.md, docs/costs.md): what a cost
    /// without a currency is in, and what the costs box converts into. Fixed at start.
    public let rates: Rates

    public init(
        library: Library, file: FileState, today: CalendarDate, width: Int = 80, height: Int = 24,
        colors: ColorScheme? = .dark,
        travel: TravelModel = .standard, keys: KeyTable = .standard, rates: Rates = Rates(target: .usd)
    ) {
        self.today = today
        self.rates = rates
        self.travel = travel
        self.keys = keys
        document = Document(library: library, file: file)
        screen = .trips(TripsView(library: library, model: travel, counting: .misplacedOnly))
        size = Size(width: width, height: height)
        self.colors = colors
    }

    public var library: Library { document.library }
    public var isModified: Bool { document.isModified }
    public var width: Int { size.width }
    public var height: Int { size.height }

    /// Where everything sits now: the list gives a row to a second status line while holding,
    /// and while the status line's sentence is too long for one.
    public var geometry: Geometry {
        Geometry(width: size.width, height: size.height, statusLines: isHolding || statusWraps ? 2 : 1)
    }

    /// Whether the terminal is too small for the screens: asked of the size alone, since
    /// asking the screen whether something is held costs a copy of its view.
    var isTooSmall: Bool { Geometry(width: size.width, height: size.height).isTooSmall }

    /// Puts a message on the status line (the run loop's news at start-up).
    public mutating func show(_ message: Message) { self.message = message }

    /// Asks whether to restore the unsaved changes a stopped session left in `path`.
    public mutating func offerRecovery(_ recovered: Library, from path: String) {
        modal = .choice(.recover(recovered, path: path))
    }

    /// True while an item or a trip is lifted.
    public var isHolding: Bool { screen.isHolding }

    /// True while the clock must tick: an animation, or a mouse drag resting at an edge.
    public var wantsTicks: Bool { screen.wantsTicks }

    /// True while there is work for the first moment nothing is typed (`Event.idle`).
    public var wantsIdle: Bool { screen.wantsIdle }
}

public struct Message: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case info, error }
    public var text: String
    public var kind: Kind

    public static func info(_ text: String) -> Message { Message(text: text, kind: .info) }
    public static func error(_ text: String) -> Message { Message(text: text, kind: .error) }
}
