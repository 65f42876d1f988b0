import ArgumentParser
import ItinCommandLine
import ItinSettings
import ItineraryCore
import ItineraryEditor

#if canImport(Glibc)
    import Glibc
#endif

/// The editor on a library, from start to quit: what `itin [FILE] [--demo] [--no-mouse]` runs,
/// whether ArgumentParser read those words (`EditCommand`) or `EditSession.plain` did.
struct EditSession: Equatable {
    /// Which library to open.
    enum Source: Equatable {
        /// The one the settings name, else the usual place (`DefaultLibrary`).
        case usual
        case file(String)
        /// A scratch copy of the demo trips.
        case demo
    }

    var source: Source
    var mouse: Bool

    private var demo: Bool { source == .demo }

    func run(settings: Settings) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw CommandFailure(
                ExitStatus.usage, "the editor needs a terminal; to see a file as text use: itin print FILE")
        }
        // Before anything is written (the demo library) or the terminal is touched.
        if let reason = Terminal.refusal() { throw CommandFailure(ExitStatus.usage, reason) }
        let opened = try openLibrary(default: DefaultLibrary.path(settings: settings.library))
        let watch = demo ? nil : FileWatch(path: opened.file.path)
        var state = EditorState(
            library: opened.library, file: opened.file, today: .today,
            colors: settings.colorsInForce, travel: settings.travel, keys: settings.keys,
            rates: settings.exchange)
        if let message = opened.message { state.show(.info(message)) }
        offerRecovery(into: &state, for: opened.file.path)

        Signals.install()
        Signals.installCrashRestore()
        guard let terminal = Terminal(mouse: mouse && settings.mouse, colors: state.colors) else {
            throw CommandFailure(ExitStatus.ioError, "cannot start the terminal (is TERM set?)")
        }
        let (w, h) = terminal.size
        _ = Editor.update(&state, .resize(width: w, height: h))
        _ = Editor.update(&state, .terminalWidths(terminal.widths))
        var loop = RunLoop(state: state, terminal: terminal, isScratch: demo, watch: watch)
        let status = loop.run()
        terminal.close()
        if let warning = loop.unshownWarning, !demo { complain(warning) }  // not the demo's: its copy is gone
        if demo { removeScratch(opened.file.path) }
        if status != 0 { throw CommandFailure(ExitCode(status)) }
    }

    /// A recovery file beside the library: offer its changes; a broken one is only reported.
    private func offerRecovery(into state: inout EditorState, for path: String) {
        let recovery = GuardedSave.recoveryPath(for: path)
        guard LibraryFile.exists(recovery) else { return }
        do {
            state.offerRecovery(try LibraryFile.load(recovery).library, from: recovery)
        } catch {
            state.show(.error("\(recovery) could not be read (\(error)); it was left as it is"))
        }
    }

    private struct Opened {
        var library: Library
        /// The path and a fingerprint of what it held: not the bytes, which can be large.
        var file: FileState
        var message: String?

        init(library: Library, path: String, bytes: [UInt8]?, message: String? = nil) {
            self.library = library
            file = FileState(path: path, bytes: bytes)
            self.message = message
        }

        init(library: Library, path: String, content: Fingerprint) {
            self.library = library
            file = FileState(path: path, bytes: nil)
            file.content = content
        }
    }

    /// `path`: the library to open with no FILE.
    private func openLibrary(default path: String) throws -> Opened {
        switch source {
        case .demo:
            let path = try scratchDemoPath()
            let bytes = Array(DemoLibrary.file.utf8)
            try writeScratch(bytes, to: path)
            return Opened(
                library: DemoLibrary.decode(bytes), path: path, bytes: bytes,
                message: "Demo trips: a scratch copy; your library is untouched")
        case .file(let file):
            return try open(file, missing: "New file \(file): it is created on the first save")
        case .usual:
            break
        }
        if !LibraryFile.exists(path) {
            try writeDemo(to: path)
            let loaded = try loadLibrary(path)
            return Opened(
                library: loaded.library, path: path, bytes: loaded.bytes,
                message: "Created \(path) from the demo trips")
        }
        return try open(path, missing: nil)
    }

    private func open(_ path: String, missing: String?) throws -> Opened {
        do {
            // Without the bytes: a 20 MB file is let go of as it is decoded.
            let (library, content) = try LibraryFile.loadFingerprinted(path)
            return Opened(library: library, path: path, content: content)
        } catch .file(.missing) where missing != nil {
            return Opened(library: Library(), path: path, bytes: nil, message: missing)
        } catch {
            throw failure(error)
        }
    }

    private func writeDemo(to path: String) throws {
        do {
            if let warning = try AtomicFile.write(DemoLibrary.file, to: path) {
                complain("created \(path), but \(warning)")
            }
        } catch {
            throw CommandFailure(ExitStatus.ioError, "cannot create \(path): \(error)")
        }
    }

    /// The demo's scratch copy, written as it is: not through `AtomicFile`'s temporary file
    /// and two `fsync`s, a millisecond at every `--demo`, for a copy in a folder of its own that
    /// nobody else knows of and that goes when the editor does.
    private func writeScratch(_ bytes: [UInt8], to path: String) throws {
        let fd = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        let failed = fd < 0 ? errno : FileIO.writeAll(bytes, to: fd)
        if fd >= 0 { close(fd) }
        if let failed {
            throw CommandFailure(ExitStatus.ioError, "cannot create \(path): \(FileIO.errnoText(failed))")
        }
    }

    /// The demo's scratch folder goes when the editor does, whatever was saved in it.
    private func removeScratch(_ path: String) {
        let folder = String(path[..<path.lastIndex(of: "/")!])
        for name in LibraryFile.entries(in: folder) { unlink(folder + "/" + name) }
        rmdir(folder)
    }

    private func scratchDemoPath() throws -> String {
        var template = Array("\(Environment.process.temporaryDirectory)/itin-demo-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard fd != nil else {
            throw CommandFailure(ExitStatus.ioError, "cannot make a scratch folder for the demo")
        }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/demo.json"
    }
}

extension CalendarDate {
    /// The date on the user's clock (their TZ, else /etc/localtime), as the C library gives it.
    static var today: CalendarDate {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            ?? CalendarDate(dayNumber: Int(now / 86_400))
    }
}
