import ItineraryCore

/// The library as the user edits it: its undo history, what the file on disk holds, and a
/// save on its way. Every change to the library goes through `apply`, `undo`, `redo` or
/// `restore`; the screens only read it.
public struct Document: Equatable, Sendable {
    public private(set) var history: History<Revision>
    public private(set) var file: FileState
    /// The save asked for and not yet answered.
    public private(set) var pendingSave: PendingSave?
    /// A recovery file whose changes were restored: removed once they are saved.
    public private(set) var restoredRecovery: String?
    private var nextRevision = 1

    /// A library with a number that says which version it is, so that "modified" is only
    /// "not the version the file holds", whatever undo and redo did in between.
    public struct Revision: Equatable, Sendable {
        public let library: Library
        public let number: Int
    }

    public struct PendingSave: Equatable, Sendable {
        public let revision: Int
        public let then: AfterSave
    }

    public enum AfterSave: Equatable, Sendable { case stay, quit }

    init(library: Library, file: FileState) {
        history = History(Revision(library: library, number: 0))
        self.file = file
    }

    public var library: Library { history.present.library }
    public var isModified: Bool { history.present.number != file.savedRevision }

    // MARK: - Changes

    /// Applies one edit as one undo step.
    mutating func apply(_ edit: Edit, _ change: Change) throws(EditError) {
        record(try library.applying(edit), change)
    }

    /// Takes the changes of a recovery file as one undo step.
    mutating func restore(_ recovered: Library, from path: String) {
        record(recovered, Change("restored the recovered changes", focus: .library))
        restoredRecovery = path
    }

    private mutating func record(_ library: Library, _ change: Change) {
        history.record(Revision(library: library, number: nextRevision), change: change)
        nextRevision += 1
    }

    mutating func undo() -> Change? { history.undo() }
    mutating func redo() -> Change? { history.redo() }

    // MARK: - Saving

    /// Whether a save has anything to write: changes, or a file that does not exist yet.
    var needsSave: Bool { isModified || file.content == nil }

    /// The effect that writes the present library; answered by `finishSave`.
    mutating func save(overwrite: Bool, then: AfterSave) -> Effect {
        pendingSave = PendingSave(revision: history.present.number, then: then)
        let expected: GuardedSave.Expectation = overwrite ? .anything : file.content.map { .content($0) } ?? .absent
        return .save(text: LibraryEncoder.encode(library), path: file.path, expected: expected)
    }

    /// Takes in the answer to a save; returns the save it answered.
    mutating func finishSave(_ result: SaveResult) -> PendingSave? {
        let pending = pendingSave
        pendingSave = nil
        if case .saved(let bytes) = result {
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
    public var path: String
    /// What the file held when loaded or last saved; nil when it does not exist yet.
    public var content: Fingerprint?
    /// The revision the file holds.
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
