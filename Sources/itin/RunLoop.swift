import ItineraryCore
import ItineraryEditor

#if canImport(Glibc)
import Glibc
#endif

/// Feeds terminal events to `Editor.update`, paints `Editor.render`, and carries out effects.
struct RunLoop {
    var state: EditorState
    let terminal: Terminal

    /// Runs until the editor asks to quit or a signal says stop. Returns the exit status.
    mutating func run() -> Int32 {
        var dirty = true
        while true {
            if dirty { terminal.paint(Editor.render(state)) }
            let event = terminal.nextEvent(timeout: state.wantsTicks ? Int32(Editor.tickMilliseconds) : 250)
            if Signals.received != 0 { return stopForSignal(Signals.received) }
            dirty = false
            guard var next = event ?? (state.wantsTicks ? .tick : nil) else { continue }
            // Whatever is already typed is handled before the next frame is drawn, so key
            // repeat or a paste never queues up frames.
            for _ in 0..<64 {
                if let status = handle(next) { return status }
                guard let more = terminal.nextEvent(timeout: 0) else { break }
                next = more
            }
            dirty = true
        }
    }

    /// One event through `Editor.update`, and its effects; an exit status when it is time to go.
    private mutating func handle(_ event: Event) -> Int32? {
        var pending = Editor.update(&state, event)
        while !pending.isEmpty {
            switch pending.removeFirst() {
            case .quit: return 0
            case .removeFile(let path): unlink(path)
            case .save(let text, let path, let expected):
                pending += Editor.update(&state, .saveFinished(Saver.save(text, to: path, expected: expected)))
            }
        }
        return nil
    }

    /// SIGHUP or SIGTERM: restore the terminal and keep unsaved changes beside the file.
    private func stopForSignal(_ signal: Int32) -> Int32 {
        terminal.close()
        if state.isModified {
            let recovery = Recovery.path(for: state.file.path)
            do {
                try AtomicFile.write(LibraryEncoder.encode(state.library), to: recovery)
                complain("unsaved changes were written to \(recovery)")
            } catch {
                complain("could not keep the unsaved changes: \(error)")
            }
        }
        return 128 + signal
    }
}

/// Saving from the editor: atomic, and never over a change made on disk since loading.
enum Saver {
    static func save(_ text: String, to path: String, expected: SaveExpectation) -> SaveResult {
        switch expected {
        case .anything: break
        case .absent:
            if LibraryFile.exists(path) { return .changedOnDisk }
        case .content(let fingerprint):
            guard let now = try? LibraryFile.readBytes(path), Fingerprint(now) == fingerprint else { return .changedOnDisk }
        }
        do {
            try AtomicFile.write(text, to: path)
            return .saved(bytes: Array(text.utf8))
        } catch {
            return .failed(error.description)
        }
    }
}

enum Recovery {
    static func path(for file: String) -> String { file + ".recover" }
}
