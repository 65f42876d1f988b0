#if canImport(Glibc)
    import Glibc
#endif

/// SIGHUP, SIGTERM, SIGINT, SIGWINCH and SIGTSTP only set a flag (all a handler may safely do);
/// the run loop, whose wait they interrupt, restores the terminal and keeps the unsaved changes,
/// or restores it and stops.
/// A crash signal puts the terminal back as it was before dying, so no key sequence or bug
/// leaves the user's terminal in raw mode with mouse reporting on.
enum Signals {
    nonisolated(unsafe) static var received: Int32 = 0
    nonisolated(unsafe) private static var resized: sig_atomic_t = 0
    nonisolated(unsafe) private static var stopRequested: sig_atomic_t = 0
    nonisolated(unsafe) private static var continued: sig_atomic_t = 0
    nonisolated(unsafe) private static var savedTerminal = termios()
    nonisolated(unsafe) private static var haveSavedTerminal = false
    /// The handlers we replaced (Swift's backtracer among them), by signal number.
    nonisolated(unsafe) private static var previous = [Glibc.sigaction](repeating: Glibc.sigaction(), count: 65)

    static func install() {
        for signal in [SIGHUP, SIGTERM, SIGINT] {
            set(signal, { Signals.received = $0 })
        }
        // Before ncurses starts, so it leaves the signal to us (it takes it only when unset).
        set(SIGWINCH, { _ in Signals.resized = 1 })
        // Before ncurses starts too, or its own handler would stop us with the terminal as it is.
        installStopHandler()
    }

    /// Gives `signal` the handler (nil: the default action), nothing blocked while it runs and
    /// no SA_RESTART, so that the wait for a key returns at once; returns the action it had.
    @discardableResult
    private static func set(_ signal: Int32, _ handler: __sighandler_t?) -> sigaction {
        var action = sigaction()
        var old = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, &old)
        return old
    }

    private static func installStopHandler() { set(SIGTSTP, { _ in Signals.stopRequested = 1 }) }

    /// Whether a SIGTSTP came since the last time this was asked.
    static func takeStopRequest() -> Bool {
        guard stopRequested != 0 else { return false }
        stopRequested = 0
        return true
    }

    enum Stopping {
        /// Ctrl-Z, which raw mode hands us as a key: stop what a terminal in its normal mode
        /// would stop, the whole process group, so that a script which started itin stops too
        /// and its shell gets the terminal back (as vim does).
        case processGroup
        /// SIGTSTP from outside: only what the sender stopped.
        case thisProcess
    }

    /// Stops as SIGTSTP's default action does, and returns when continued (the shell's `fg`):
    /// true then; false when the stop did not happen. The system lets a stop go for a process
    /// group no shell keeps as a job (an orphaned one), which nothing could continue.
    @discardableResult
    static func stopUntilContinued(_ stopping: Stopping) -> Bool {
        set(SIGTSTP, nil)
        // Whoever continues us sends SIGCONT, whose handler runs before the stop returns.
        continued = 0
        var previousAction = set(SIGCONT, { _ in Signals.continued = 1 })
        defer { sigaction(SIGCONT, &previousAction, nil) }
        switch stopping {
        case .processGroup: kill(0, SIGTSTP)
        case .thisProcess: raise(SIGTSTP)
        }
        installStopHandler()
        return continued != 0
    }

    /// While another program has the terminal (the user's editor, which we wait for): Ctrl-C
    /// and Ctrl-\ are for it, not for us, and a Ctrl-Z that stops it stops us as well, so the
    /// shell gets the terminal back rather than waiting on us.
    static func whileAnotherProgramRuns<T>(_ body: () -> T) -> T {
        var interrupt = set(SIGINT, SIG_IGN)
        var quit = set(SIGQUIT, SIG_IGN)
        set(SIGTSTP, nil)
        defer {
            sigaction(SIGINT, &interrupt, nil)
            sigaction(SIGQUIT, &quit, nil)
            installStopHandler()
        }
        return body()
    }

    /// Whether the terminal was resized since the last time this was asked.
    static func takeResize() -> Bool {
        guard resized != 0 else { return false }
        resized = 0
        return true
    }

    /// Remembers the terminal's mode before ncurses changes it, and on a crash restores it.
    static func installCrashRestore() {
        haveSavedTerminal = tcgetattr(STDIN_FILENO, &savedTerminal) == 0
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                Signals.restoreTerminal()
                // Hand the signal to whoever had it before (a backtrace, then the default).
                sigaction(signal, &Signals.previous[Int(signal)], nil)
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, &previous[Int(signal)])
        }
    }

    /// Async-signal-safe: only write(2) and tcsetattr(3).
    static func restoreTerminal() {
        // Mouse reporting off, autowrap on, normal screen, cursor visible, attributes reset.
        let reset: StaticString =
            "\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1006l\u{1B}[?7h\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\r\n"
        _ = write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
        if haveSavedTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &savedTerminal) }
    }
}
