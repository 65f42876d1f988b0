import ItinCommandLine
import ItineraryCore
import ItineraryEditor

#if canImport(Glibc)
    import Glibc
#endif

/// Feeds terminal events to `Editor.update`, paints `Editor.render`, and carries out effects.
struct RunLoop {
    var state: EditorState
    let terminal: Terminal
    /// The demo's copy, whose folder goes when the editor does: nothing of it is kept.
    let isScratch: Bool
    /// The file on disk, for changes from outside (not the demo's copy, which nobody else has).
    let watch: FileWatch?
    /// A save's warning the status line has not shown yet (the save was the last thing before
    /// quitting): printed once the terminal is back.
    private(set) var unshownWarning: String?

    /// Runs until the editor asks to quit or a signal says stop. Returns the exit status.
    mutating func run() -> Int32 {
        paint()
        watch?.start()  // after the first frame, which it would delay (`FileWatch`)
        var dirty = false
        while true {
            if dirty { paint() }
            // Work that can wait (`Event.idle`) also waits for the terminal to take in the first
            // frame: on two processors it took one from the terminal drawing it (docs/speed.md).
            let idle = state.wantsIdle && !terminal.isTakingInFirstFrame
            let event = terminal.nextEvent(
                timeout: idle ? 0 : state.wantsTicks ? Int32(Editor.tickMilliseconds) : 250,
                watching: watch?.descriptor)
            if Signals.received != 0, let status = handle(.stop(signal: Signals.received)) { return status }
            dirty = false
            if let change = diskChange() {
                if let status = handle(.diskChanged(change)) { return status }
                dirty = true
            }
            guard var next = event ?? (idle ? .idle : state.wantsTicks ? .tick : nil) else { continue }
            // Whatever is already typed is handled before the next frame is drawn, so key
            // repeat or a paste never queues up frames.
            for _ in 0..<64 {
                if let status = handle(next) { return status }
                guard let more = terminal.readyEvent() else { break }
                next = more
            }
            dirty = true
        }
    }

    private mutating func paint() {
        terminal.paint(Editor.render(state))
        unshownWarning = nil
    }

    /// One event through `Editor.update`, and its effects; an exit status when it is time to go.
    private mutating func handle(_ event: Event) -> Int32? {
        var pending = Editor.update(&state, event)
        while !pending.isEmpty {
            switch pending.removeFirst() {
            case .quit: return 0
            case .exit(let status): return status
            case .removeFile(let path): unlink(path)
            case .save(let text, let path, let expected):
                let result = GuardedSave.write(text, to: path, expecting: expected)
                if case .saved(_, let warning?) = result { unshownWarning = "saved \(path), but \(warning)" }
                pending += Editor.update(&state, .saveFinished(result))
            case .copyToClipboard(let text): terminal.copyToClipboard(text)
            case .suspend:
                if !terminal.handOver({ Signals.stopUntilContinued(.processGroup) }) {
                    pending += Editor.update(&state, .notSuspended)
                }
            case .redraw: terminal.forgetFrame()
            case .editNote(let draft):
                let editing = terminal.handOver { ExternalEditor.edit(draft.text) }
                pending += Editor.update(&state, .noteEdited(draft, editing))
            case .readSchedule(let request):
                pending += Editor.update(&state, .scheduleRead(request, read(request)))
            case .writeRecovery(let text, let path):
                terminal.close()  // the user reads what happened in their shell
                keepUnsaved(text, in: path)
            }
        }
        return nil
    }

    /// What the file holds now, if it changed since the editor last loaded or saved it.
    private func diskChange() -> DiskChange? {
        let readable = terminal.takeWatchedReadable()
        guard let watch, watch.takeChange(now: TerminalInput.milliseconds(), readable: readable) else { return nil }
        let path = state.document.file.path
        let bytes: [UInt8]
        do { bytes = try LibraryFile.readBytes(path) } catch {
            if case .missing = error { return state.document.file.content == nil ? nil : .deleted }
            return .invalid(error.description)
        }
        let content = Fingerprint(bytes)
        guard content != state.document.file.content else { return nil }  // its own save, or no change
        do { return .changed(try LibraryFile.decode(bytes, path: path), content) } catch {
            return .invalid(error.description)
        }
    }

    /// The schedule's events, or why not. `~/` is the home folder, as a shell would read it.
    private func read(_ request: ScheduleRequest) -> ScheduleRead {
        let path = Environment.expandingTilde(in: request.path, home: Environment.process.home) ?? request.path
        do {
            return .events(try ScheduleFile.read(path, format: nil, zone: request.zone))
        } catch {
            return .failed(error.description)
        }
    }

    /// A recovery file beside the demo's copy would go with its folder before anyone read
    /// its name, so the demo says its changes are lost rather than name a file that is gone.
    private func keepUnsaved(_ text: String, in path: String) {
        guard !isScratch else {
            complain("the demo stopped; its changes were not kept (the demo never touches your library)")
            return
        }
        do {
            let warning = try AtomicFile.write(text, to: path)
            complain("unsaved changes were written to \(path)" + (warning.map { ", but \($0)" } ?? ""))
        } catch {
            complain("could not keep the unsaved changes: \(error)")
        }
    }
}
