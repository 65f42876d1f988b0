import ItineraryCore

/// Everything the editor is at one moment, as a value. `Editor.update` changes it in
/// response to events; `Editor.render` draws it. Positions are ids; row numbers are only
/// derived while drawing.
public struct EditorState: Sendable {
    /// The library with its undo history; `revision` tells whether it differs from the file.
    public internal(set) var history: History<Document>
    public internal(set) var file: FileState
    public internal(set) var screen: Screen = .trips
    public internal(set) var trips = TripsView()
    public internal(set) var trip: TripView?
    public internal(set) var prompt: Prompt?
    public internal(set) var message: Message?
    public internal(set) var showingHelp = false
    var helpScroll = 0
    public internal(set) var lastSearch: String?
    public internal(set) var width: Int
    public internal(set) var height: Int
    public let colors: Bool
    var nextRevision = 1
    /// The revision being written, until the save is answered.
    var pendingSave: Int?
    var quitAfterSave = false
    /// A recovery file whose changes were restored: removed once they are saved.
    var restoredRecovery: String?

    public enum Screen: Hashable, Sendable {
        case trips, trip
    }

    public init(library: Library, file: FileState, width: Int = 80, height: Int = 24, colors: Bool = true) {
        history = History(Document(library: library, revision: 0))
        self.file = file
        self.width = width
        self.height = height
        self.colors = colors
        trips.cursor = library.sortedTrips.first?.id
    }

    public var library: Library { history.present.library }

    /// Puts a message on the status line (the run loop's news at start-up).
    public mutating func show(_ message: Message) { self.message = message }

    /// Asks whether to restore the unsaved changes a stopped session left in `path`.
    public mutating func offerRecovery(_ recovered: Library, from path: String) {
        prompt = Prompt(purpose: .confirmRecover(recovered, path: path),
                        label: "\(FileState(path: path, bytes: nil).name) holds unsaved changes: (r)estore (d)iscard (k)eep",
                        field: TextField())
    }
    public var isModified: Bool { history.present.revision != file.savedRevision }
    /// True while the clock must tick: an animation or a mouse drag resting at an edge.
    public var wantsTicks: Bool { trip?.animation != nil || trip?.edgeScroll != nil }
}

public struct Document: Sendable {
    public var library: Library
    public var revision: Int
}

public struct FileState: Sendable {
    public var path: String
    /// What the file held when loaded or last saved; nil when it does not exist yet.
    public var content: Fingerprint?
    public var savedRevision = 0

    public init(path: String, bytes: [UInt8]?) {
        self.path = path
        content = bytes.map(Fingerprint.init)
    }

    public var name: String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}

public struct Message: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case info, error }
    public var text: String
    public var kind: Kind

    public static func info(_ text: String) -> Message { Message(text: text, kind: .info) }
    public static func error(_ text: String) -> Message { Message(text: text, kind: .error) }
}

/// The trips list: a cursor on a trip id, and a lifted trip while reordering.
public struct TripsView: Sendable {
    public var cursor: String?
    public var scroll = 0
    public var lifted: LiftedTrip?

    public struct LiftedTrip: Hashable, Sendable {
        public var id: String
        /// Index in the list without the lifted trip.
        public var origin: Int
        public var current: Int
    }
}
