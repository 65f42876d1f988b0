#if canImport(Glibc)
import Glibc
#endif

/// SIGHUP and SIGTERM only set a flag (all a handler may safely do); the run loop, whose
/// wait they interrupt, restores the terminal and keeps the unsaved changes.
enum Signals {
    nonisolated(unsafe) static var received: Int32 = 0

    static func install() {
        for signal in [SIGHUP, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { Signals.received = $0 }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0  // no SA_RESTART: the wait for a key returns at once
            sigaction(signal, &action, nil)
        }
    }
}
