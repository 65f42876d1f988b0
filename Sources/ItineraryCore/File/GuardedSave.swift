/// "Save unless the file changed on disk": the one rule the editor and every command that
/// writes share (docs/commands.md, docs/data.md). Atomic, and never over someone else's change.
public enum GuardedSave {
    /// What the file on disk must hold for a save to go ahead.
    public enum Expectation: Hashable, Sendable {
        /// What was loaded or last saved.
        case content(Fingerprint)
        /// No file yet.
        case absent
        /// The user said to overwrite.
        case anything
    }

    public enum Result: Hashable, Sendable {
        /// Written; `warning` says why it may still not survive a power cut.
        case saved(bytes: [UInt8], warning: String? = nil)
        /// The file changed on disk since it was loaded; nothing was written.
        case changedOnDisk
        /// The file was loaded and is gone from disk now; nothing was written.
        case deletedOnDisk
        /// The file could not be read to check it (an I/O error, say, or something other than
        /// a file in its place), so whether it changed is unknown; nothing was written.
        case uncheckable(reason: String)
        case failed(String)
    }

    public static func write(_ text: String, to path: String, expecting expected: Expectation) -> Result {
        switch expected {
        case .anything: break
        case .absent:
            if FileIO.exists(path) { return .changedOnDisk }
        case .content(let fingerprint):
            do {
                guard Fingerprint(try RegularFileReader.read(path)) == fingerprint else { return .changedOnDisk }
            } catch {
                switch error {
                case .missing: return .deletedOnDisk
                case .io(_, let reason): return .uncheckable(reason: reason)
                case .tooLarge: return .changedOnDisk  // it was loaded, so it has grown since
                }
            }
        }
        do {
            let warning = try AtomicFile.write(text, to: path)
            return .saved(bytes: Array(text.utf8), warning: warning)
        } catch {
            return .failed(error.description)
        }
    }

    /// Where unsaved changes go when the editor is told to stop: beside the file, never over it.
    public static func recoveryPath(for path: String) -> String { path + ".recover" }
}
