/// "Save unless the file changed on disk": the one rule the editor and every command that
/// writes share (SPEC §2, §5.4). Atomic, and never over someone else's change.
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
            } catch .missing {
                return .deletedOnDisk
            } catch {
                return .changedOnDisk
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
