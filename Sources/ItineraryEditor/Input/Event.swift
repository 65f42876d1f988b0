import ItineraryCore

/// A key as the editor understands it, decoded from the terminal by the backend.
public enum Key: Hashable, Sendable {
    case char(Character)
    case ctrl(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, delete, tab, backTab
    /// F1 to F12.
    case function(Int)

    /// How the help and docs/keys.md name the key.
    public var label: String {
        switch self {
        case .char(" "): return "Space"
        case .char(let c): return String(c)
        case .ctrl(let c): return "Ctrl-\(c.uppercased())"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .function(let n): return "F\(n)"
        }
    }
}

public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press, drag, release, scrollUp, scrollDown
    }

    public var kind: Kind
    public var x: Int
    public var y: Int
    /// 2 for the second press of a double click.
    public var clicks: Int

    public init(_ kind: Kind, x: Int, y: Int, clicks: Int = 1) {
        self.kind = kind
        self.x = x
        self.y = y
        self.clicks = clicks
    }
}

/// Everything that can happen to the editor. All of it goes through `Editor.update`.
public enum Event: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(width: Int, height: Int)
    /// How the terminal draws the clusters terminals disagree on, measured at start-up and
    /// after a resize (`WidthProbe`).
    case terminalWidths(WidthProfile)
    /// A beat of the animation clock (every `Editor.tickMilliseconds`).
    case tick
    /// Nothing is waiting to be read: the moment for work left out of the frame just drawn.
    case idle
    /// What became of a save the editor asked for.
    case saveFinished(SaveResult)
    /// The program was told to stop (SIGHUP, SIGTERM) or lost its terminal.
    case stop(signal: Int32)
    /// What became of a schedule the editor asked to read (`i` on the trips list).
    case scheduleRead(ScheduleRequest, ScheduleRead)
    /// Text pasted from outside (bracketed paste): never read as keys (docs/keys.md).
    case paste(String)
    /// The file changed on disk since it was loaded or saved (docs/sharing.md).
    case diskChanged(DiskChange)
    /// What became of a note the editor asked to have edited as text (`E`).
    case noteEdited(NoteDraft, NoteEditing)
    /// Ctrl-Z stopped nothing: what started itin keeps no jobs (no shell with job control
    /// would bring it back), so the system let the stop go.
    case notSuspended
}

/// What the file on disk holds now that it changed under the editor.
public enum DiskChange: Hashable, Sendable {
    /// A library, and the fingerprint of the bytes it was read from.
    case changed(Library, Fingerprint)
    /// Not an itin file (a half-written file, a bad merge): why, in words.
    case invalid(String)
    case deleted
}

/// A schedule to import: the file, where its games go, and the zone for its UTC times.
public struct ScheduleRequest: Hashable, Sendable {
    public let path: String
    public let destination: ScheduleImport.Destination
    public let zone: String?
}

/// A schedule's events, or why it could not be read (the file and the line, in words).
public enum ScheduleRead: Hashable, Sendable {
    case events(Schedule)
    case failed(String)
}

/// A note to edit as text in the user's editor: where it is, and the text it starts as.
public struct NoteDraft: Hashable, Sendable {
    public let trip: String
    public let item: String
    /// `NoteText.text` of the note, as written to the file.
    public let text: String
}

/// The text the user's editor left in the file, or why there is none (it failed or would not start).
public enum NoteEditing: Hashable, Sendable {
    case finished(String)
    case failed(String)
}

public typealias SaveResult = GuardedSave.Result

/// What the editor asks the outside world to do; the run loop does it.
public enum Effect: Hashable, Sendable {
    /// Write the library to the file, unless the file is no longer as `expected`.
    /// Answered by `.saveFinished`.
    case save(text: String, path: String, expected: GuardedSave.Expectation)
    case quit
    /// Remove a recovery file whose changes are now saved or were discarded.
    case removeFile(String)
    /// Keep unsaved changes beside the file, never over it, as the program stops.
    case writeRecovery(text: String, path: String)
    /// End the program with this status (after a stop signal).
    case exit(Int32)
    /// Read a schedule file. Answered by `.scheduleRead`.
    case readSchedule(ScheduleRequest)
    /// Put text on the terminal's clipboard (OSC 52), where the terminal allows it.
    case copyToClipboard(String)
    /// Give the terminal back to the shell until it continues the program (`fg`); nothing
    /// of the state changes.
    case suspend
    /// Draw the whole frame again, as if the terminal showed nothing of it.
    case redraw
    /// Edit a note as text in the user's editor, the terminal given to it meanwhile.
    /// Answered by `.noteEdited`.
    case editNote(NoteDraft)
}
