#if canImport(Glibc)
    import Glibc
    import Synchronization

    /// Keeps a file mapped into memory from crashing `itin` if another program shortens the
    /// file while it is read: the kernel then sends SIGBUS for a page past the new end. While
    /// guarding, such a page is replaced by zeros and the read is marked cut short, so the
    /// reader can throw away what it made and read the file again the usual way. A SIGBUS
    /// anywhere else goes on to whoever had the signal before. One mapping at a time: a
    /// second is refused while the first is guarded.
    enum TruncationGuard {
        private static let busy = Atomic<Bool>(false)
        // Read by the handler: plain values, set before the handler is installed.
        private nonisolated(unsafe) static var low: UInt = 0
        private nonisolated(unsafe) static var high: UInt = 0
        private nonisolated(unsafe) static var pageSize: UInt = 4096
        private nonisolated(unsafe) static var hit: sig_atomic_t = 0
        private nonisolated(unsafe) static var previous = sigaction()

        /// Guards `count` bytes from `base` until `finish()`; false if another mapping is guarded.
        static func begin(_ base: UnsafeRawPointer, count: Int) -> Bool {
            guard busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else {
                return false
            }
            pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))
            low = UInt(bitPattern: base)
            high = low + UInt(count)
            hit = 0
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { signal, info, _ in
                let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
                guard address >= TruncationGuard.low, address < TruncationGuard.high else {
                    // Not ours: to the handler before ours.
                    sigaction(signal, &TruncationGuard.previous, nil)
                    raise(signal)
                    return
                }
                let page = UnsafeMutableRawPointer(bitPattern: address & ~(TruncationGuard.pageSize - 1))
                _ = mmap(page, Int(TruncationGuard.pageSize), PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
                TruncationGuard.hit = 1
            }
            action.sa_flags = SA_SIGINFO
            sigemptyset(&action.sa_mask)
            sigaction(SIGBUS, &action, &previous)
            return true
        }

        /// Stops guarding; whether a page was found gone meanwhile.
        static func finish() -> Bool {
            sigaction(SIGBUS, &previous, nil)
            low = 0
            high = 0
            let found = hit != 0
            busy.store(false, ordering: .releasing)
            return found
        }
    }
#endif
