import ItinCommandLine
import ItineraryCore
import ItineraryEditor

#if canImport(Glibc)
    import Glibc
#endif

/// `E`: a note's text in the user's own editor, run as git runs it: `$VISUAL`, else
/// `$EDITOR`, else vi, given a temporary file (mode 0600, removed after) through the shell,
/// so that `code --wait` or `vim -u NONE` split as the shell splits them. The caller lends
/// it the terminal (`Terminal.handOver`).
enum ExternalEditor {
    static func edit(_ text: String) -> NoteEditing {
        let editor = command
        let path: String
        do { path = try temporaryFile(holding: text) } catch { return .failed(error.reason) }
        defer { unlink(path) }
        if let failure = Signals.whileAnotherProgramRuns({ run(editor, on: path) }) { return .failed(failure) }
        do {
            return .finished(String(decoding: try LibraryFile.readBytes(path), as: UTF8.self))
        } catch {
            return .failed("the note could not be read back: \(error)")
        }
    }

    /// An empty variable counts as unset, as git has it.
    static var command: String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = Environment.process[name], !value.trimmingWhitespace().isEmpty { return value }
        }
        return "vi"
    }

    private struct Failure: Error { let reason: String }

    /// A new file only we may read, holding `text`; its path, or why not.
    private static func temporaryFile(holding text: String) throws(Failure) -> String {
        let folder = Environment.process.temporaryDirectory
        var template = Array("\(folder)/itin-note-XXXXXX.txt".utf8CString)  // .txt: editors know the kind
        let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard fd >= 0 else {
            throw Failure(reason: "no temporary file could be made in \(folder): \(String(cString: strerror(errno)))")
        }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let written = Terminal.writeAll(Array(text.utf8), to: fd)
        let failure = errno
        close(fd)
        guard written else {
            unlink(path)
            throw Failure(reason: "the note could not be written to \(path): \(String(cString: strerror(failure)))")
        }
        return path
    }

    /// Runs `/bin/sh -c 'EDITOR "$@"' EDITOR FILE` and waits for it: nil when it exited 0,
    /// else what went wrong, in words. It starts with no signal blocked and every signal's
    /// action the default, whatever ours are.
    private static func run(_ editor: String, on path: String) -> String? {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let words: [String] = ["sh", "-c", editor + #" "$@""#, editor, path]
        let arguments = words.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid = pid_t()
        let started = posix_spawn(&pid, "/bin/sh", nil, &attributes, arguments, environ)
        guard started == 0 else { return "/bin/sh could not be started: \(String(cString: strerror(started)))" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else {
                return "\(editor) could not be waited for: \(String(cString: strerror(errno)))"
            }
        }
        return failure(of: editor, status)
    }

    /// A wait status in words; nil for exit status 0. (WIFEXITED and the rest are macros
    /// Swift does not import.)
    private static func failure(of editor: String, _ status: Int32) -> String? {
        let signal = status & 0x7f
        guard signal == 0 else { return "\(editor) was ended by signal \(signal)" }
        switch (status >> 8) & 0xff {
        case 0: return nil
        case 126: return "\(editor) could not be run (status 126)"
        case 127: return "\(editor) was not found (status 127)"
        case let code: return "\(editor) exited with status \(code)"
        }
    }
}
