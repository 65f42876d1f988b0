import ItineraryCore

/// The library as the user edits it: its undo history, what the file on disk holds, and a
/// save on its way. Every change to the library goes through `apply`, `undo`, `redo` or
/// `restore`; the screens only read it.
public struct Document: Equatable, Sendable {
    /// The library now and the steps of undo and redo, each with its `Change`.
    public private(set) var history: History
    public private(set) var file: FileState
    /// The save asked for and not yet answered.
    public private(set) var pendingSave: PendingSave?
    /// A recovery file whose changes were restored: removed once they are saved.
    public private(set) var restoredRecovery: String?

    public struct PendingSave: Equatable, Sendable {
        /// The version of the library being written.
        public let revision: Int
        public let then: AfterSave
    }

    public enum AfterSave: Equatable, Sendable { case stay, quit }

    init(library: Library, file: FileState) {
        history = History(library)
        self.file = file
    }

    public var library: Library { history.present }
    /// Not the version the file holds, whatever undo and redo did in between.
    public var isModified: Bool { history.revision != file.savedRevision }

    // MARK: - Changes

    /// Applies one edit as one undo step.
    mutating func apply(_ edit: Edit, _ change: Change) throws(EditError) {
        try history.apply(edit, change: change)
    }

    /// Takes the changes of a recovery file as one undo step.
    mutating func restore(_ recovered: Library, from path: String) throws(EditError) {
        try history.apply(.replaceAll(recovered), change: Change("restored the recovered changes", focus: .library))
        restoredRecovery = path
    }

    /// The file as it is on disk now, read again with nothing unsaved here: the history
    /// starts from it (its steps were of versions the file no longer holds).
    mutating func reload(_ library: Library, content: Fingerprint) {
        history = History(library, limit: history.limit)
        file.content = content
        file.savedRevision = history.revision
    }

    /// Takes a merge of the file on disk with the changes here as one undo step. The file
    /// holds `content`, which is no version of the history: the merge is unsaved.
    mutating func takeMerge(_ merged: Library, disk content: Fingerprint) throws(EditError) {
        try history.apply(.replaceAll(merged), change: Change("merged the changes on disk", focus: .library))
        file.content = content
        file.savedRevision = -1
    }

    /// The library as the file held it when loaded or last saved, when undo or redo still
    /// reach that version: what a change on disk is merged against.
    var saved: Library? { history.library(at: file.savedRevision) }

    mutating func undo() throws(EditError) -> Change? { try history.undo() }
    mutating func redo() throws(EditError) -> Change? { try history.redo() }

    // MARK: - Saving

    /// Whether a save has anything to write: changes, or a file that does not exist yet.
    var needsSave: Bool { isModified || file.content == nil }

    /// The effect that writes the present library; answered by `finishSave`. Unless told what
    /// the disk must hold (the user said to overwrite, or to write a deleted file again), the
    /// file must be as it was loaded or last saved.
    mutating func save(then: AfterSave, expecting: GuardedSave.Expectation? = nil) -> Effect {
        pendingSave = PendingSave(revision: history.revision, then: then)
        let expected = expecting ?? file.content.map { .content($0) } ?? .absent
        return .save(text: LibraryEncoder.encode(library), path: file.path, expected: expected)
    }

    /// Takes in the answer to a save; returns the save it answered.
    mutating func finishSave(_ result: SaveResult) -> PendingSave? {
        let pending = pendingSave
        pendingSave = nil
        if case .saved(let bytes, _) = result {
            file.content = Fingerprint(bytes)
            if let pending { file.savedRevision = pending.revision }
        }
        return pending
    }

    /// The recovery file to remove now that its changes are saved, once.
    mutating func takeRestoredRecovery() -> String? {
        defer { restoredRecovery = nil }
        return restoredRecovery
    }
}

public struct FileState: Equatable, Sendable {
    public var path: String { didSet { name = Self.name(of: path) } }
    /// The file's name, found once: the status line shows it every frame.
    public private(set) var name: String
    /// What the file held when loaded or last saved; nil when it does not exist yet.
    public var content: Fingerprint?
    /// The revision the file holds.
    public var savedRevision = 0

    public init(path: String, bytes: [UInt8]?) {
        self.path = path
        name = Self.name(of: path)
        content = bytes.map(Fingerprint.init)
    }

    private static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
