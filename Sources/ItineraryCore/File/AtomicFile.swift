#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file so that a crash at any moment leaves either the old or the new content:
/// write a temporary file in the same folder, flush it, give it the original's owner and
/// permissions, rename it over the original, then flush the folder.
public enum AtomicFile {
    /// Temporary files start with this, so a later save can sweep what a killed one left.
    static let temporaryPrefix = ".itin-save-"

    /// Returns nil, or why the save may not survive a power cut: the new file is written and
    /// in place, but its folder could not be flushed to disk.
    @discardableResult
    public static func write(_ text: String, to path: String) throws(FileError) -> String? {
        let target = try FileIO.resolvingLinks(path)
        let folder = FileIO.directory(of: target)
        let name = FileIO.fileName(of: target)
        sweepLeftovers(in: folder, for: name)

        let (fd, temporary) = try makeTemporary(in: folder, for: name, saving: path)
        var closed = false
        func fail(_ reason: String) -> FileError {
            if !closed { close(fd) }
            unlink(temporary)
            return .io(path: path, reason: reason)
        }

        // Only a file that is not there yet gets the default permissions: saving one whose
        // permissions or owner cannot be learnt or kept would widen or give them away.
        var st = stat()
        let mode: mode_t
        if stat(target, &st) == 0 {
            mode = st.st_mode & 0o7777
            // Root saving someone else's file leaves it theirs. Anyone else can only keep the
            // group (if they are in it): the file becomes theirs, as any rename-based save does.
            if geteuid() == 0 {
                guard fchown(fd, st.st_uid, st.st_gid) == 0 else {
                    throw fail("cannot keep its owner: \(FileIO.errnoText())")
                }
            } else if st.st_gid != getegid() {
                _ = fchown(fd, uid_t.max, st.st_gid)
            }
        } else if errno == ENOENT {
            mode = 0o644 & ~currentUmask()
        } else {
            throw fail("cannot read its permissions: \(FileIO.errnoText())")
        }
        // After fchown, which clears the set-user-id and set-group-id bits.
        guard fchmod(fd, mode) == 0 else { throw fail("cannot set permissions: \(FileIO.errnoText())") }

        if let failure = FileIO.writeAll(Array(text.utf8), to: fd) {
            throw fail("cannot write: \(FileIO.errnoText(failure))")
        }
        guard fsync(fd) == 0 else { throw fail("cannot flush to disk: \(FileIO.errnoText())") }
        closed = true
        guard close(fd) == 0 else { throw fail("cannot close: \(FileIO.errnoText())") }
        guard rename(temporary, target) == 0 else { throw fail("cannot replace the file: \(FileIO.errnoText())") }

        // Saved: only whether the new name is on disk yet is in question.
        let dir = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if dir >= 0 { close(dir) } }
        guard dir >= 0, fsync(dir) == 0 else {
            return "a power cut may undo it: its folder could not be flushed to disk (\(FileIO.errnoText()))"
        }
        return nil
    }

    /// A new temporary file beside the target, and its path. A folder that does not exist
    /// yet is made first (docs/data.md), like `mkdir -p`.
    private static func makeTemporary(in folder: String, for name: String, saving path: String) throws(FileError) -> (
        Int32, String
    ) {
        var template: [CChar] = []
        func attempt() -> Int32 {
            template = Array("\(folder)/\(temporaryPrefix)\(name)-XXXXXX".utf8CString)
            return template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        }
        var fd = attempt()
        if fd < 0 && errno == ENOENT {
            do { try FileIO.makeFolders(folder) } catch {
                throw .io(path: path, reason: "cannot make the folder \(error)")
            }
            fd = attempt()
        }
        guard fd >= 0 else { throw .io(path: path, reason: "cannot write in \(folder): \(FileIO.errnoText())") }
        return (fd, String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Removes temporary files a killed save of the same file left behind.
    static func sweepLeftovers(in folder: String, for name: String) {
        let prefix = "\(temporaryPrefix)\(name)-"
        for entry in FileIO.entries(in: folder) where entry.hasPrefix(prefix) && entry.count == prefix.count + 6 {
            unlink("\(folder)/\(entry)")
        }
    }

    private static func currentUmask() -> mode_t {
        let old = umask(0o022)
        umask(old)
        return old
    }
}
