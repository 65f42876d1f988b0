#if canImport(Glibc)
    import Glibc
#endif

/// Notices the library file changing on disk (docs/sharing.md): inotify on its folder, since
/// an atomic save (another itin, git, most editors) renames a new file over the old one,
/// which a watch on the file itself would lose with it. Where inotify is missing (or the
/// folder does not exist yet) it looks at the file's status instead, at most once a second.
///
/// Made as the file is read, started once the first frame is out: adding the watch costs the
/// kernel a step for every name of the folder it holds in memory, milliseconds in a folder
/// of thousands (a Downloads folder). A change in between is told at the first look.
final class FileWatch {
    private let path: String
    private let name: String
    private let folder: String
    /// The inotify descriptor, to wait on beside the keyboard; nil when looking instead.
    private(set) var descriptor: Int32?
    private var lastLook = 0
    private var lastStatus: Status?
    /// The file changed between `init` and `start`, and nobody has asked since.
    private var changedBeforeStart = false

    private struct Status: Equatable {
        let device: UInt64, inode: UInt64, size: Int64, modified: Int, modifiedNanoseconds: Int
    }

    static let lookMilliseconds = 1_000

    init(path: String) {
        // A symbolic link is saved through to the file it points to: that file is watched.
        let resolved =
            realpath(path, nil).map { p in
                defer { free(p) }
                return String(cString: p)
            } ?? path
        self.path = resolved
        let slash = resolved.lastIndex(of: "/")
        name = slash.map { String(resolved[resolved.index(after: $0)...]) } ?? resolved
        folder = slash.map { $0 == resolved.startIndex ? "/" : String(resolved[..<$0]) } ?? "."
        lastStatus = status()
    }

    /// Watches the folder from now on; a change since `init` is the first `takeChange`'s.
    func start() {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        // Written and closed, or renamed into place: whole. (Not created: a file opened to be
        // written is empty at first, and would read as broken for a moment.)
        let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM)
        if fd >= 0, inotify_add_watch(fd, folder, events) >= 0 {
            descriptor = fd
        } else if fd >= 0 {
            close(fd)
        }
        let current = status()
        changedBeforeStart = current != lastStatus
        lastStatus = current
    }

    deinit { if let descriptor { close(descriptor) } }

    /// Whether the file may have changed since the last time this was asked; `readable`:
    /// whether the inotify descriptor was found readable (it is read only then).
    func takeChange(now: Int, readable: Bool) -> Bool {
        if changedBeforeStart {
            changedBeforeStart = false
            return true
        }
        if let descriptor { return readable && drainEvents(descriptor) }
        guard now - lastLook >= Self.lookMilliseconds else { return false }
        lastLook = now
        let current = status()
        defer { lastStatus = current }
        return current != lastStatus
    }

    /// Reads every queued event; true when one names the file.
    private func drainEvents(_ fd: Int32) -> Bool {
        var named = false
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { return named }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (mask, length) = buffer.withUnsafeBytes {
                    (
                        $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                        Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    )
                }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)]
                if nameBytes.prefix(while: { $0 != 0 }).elementsEqual(name.utf8) { named = true }
                if mask & UInt32(IN_IGNORED) != 0 {
                    // The folder itself is gone, and the watch with it: look at the file instead.
                    close(fd)
                    descriptor = nil
                    lastStatus = nil
                    return true
                }
                offset += header + length
            }
        }
    }

    private func status() -> Status? {
        var s = stat()
        guard stat(path, &s) == 0 else { return nil }
        return Status(
            device: UInt64(s.st_dev), inode: UInt64(s.st_ino), size: Int64(s.st_size),
            modified: s.st_mtim.tv_sec, modifiedNanoseconds: s.st_mtim.tv_nsec)
    }
}
