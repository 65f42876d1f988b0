import ItineraryEditor

#if canImport(Glibc)
    import Glibc
#endif

/// The keyboard and mouse, read from the terminal ourselves: whatever is there in one
/// `read`, decoded by `InputDecoder`. ncurses read a key a byte at a time, with a wait
/// between each byte of a sequence (six system calls for an arrow key); this takes two.
struct TerminalInput {
    private var decoder = InputDecoder()
    private var decoded: [Event] = []
    private var buffer = [UInt8](repeating: 0, count: 4096)
    /// Whether the last read filled the buffer, so more may be waiting.
    private var lastReadFilled = false
    /// Whether the descriptor watched beside the keyboard was found readable since asked.
    private var watchedReadable = false
    /// The cursor position reports come so far for a probe that is not waited for.
    private(set) var awaitedReports: [CursorReport] = []
    /// Until when (milliseconds) they are awaited: the start of a sequence is held that long,
    /// since a terminal may send an answer cut in two, the halves further apart than a key's.
    private var reportsDue = 0

    /// The next event, waiting at most `timeout` milliseconds (-1: until one comes). Nil on a
    /// timeout, when a signal interrupted the wait, or when `watched` (another descriptor to
    /// wake for) became readable; `.stop(SIGHUP)` when the terminal is gone.
    mutating func next(timeout: Int32, watching watched: Int32? = nil) -> Event? {
        while decoded.isEmpty {
            let wait: Int32
            switch decoder.pending {
            case .nothing: wait = timeout
            case .sequence:
                let due = decoder.awaitedReportRow == nil ? 0 : Int32(max(reportsDue - Self.milliseconds(), 0))
                wait = max(InputDecoder.escapeMilliseconds, due)
            case .paste: wait = InputDecoder.pasteQuietMilliseconds
            }
            switch poll(wait, watched) {
            case .ready:
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                lastReadFilled = count == buffer.count
                if count > 0 {
                    decoded += decoder.feed(buffer[0..<count], now: Self.milliseconds())
                    // Answers to a probe not waited for are no events: back to the caller,
                    // who tells whether they are all in.
                    if decoder.awaitedReportRow != nil {
                        awaitedReports += decoder.takeCursorReports()
                        if decoded.isEmpty { return nil }
                    }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    return .stop(signal: SIGHUP)  // the terminal hung up
                } else {
                    return nil
                }
            case .quiet:
                if decoder.pending == .nothing { return nil }
                decoded += decoder.flush(now: Self.milliseconds())
            case .interrupted, .watched:
                return nil
            }
        }
        return decoded.removeFirst()
    }

    /// From now on, cursor position reports for `row` are gathered as `next` reads them
    /// (`awaitedReports`) instead of being read as keys, until `stopAwaitingReports`.
    mutating func awaitReports(row: Int, until due: Int) {
        decoder.awaitedReportRow = row
        awaitedReports = []
        reportsDue = due
    }

    /// The reports gathered since `awaitReports`; none are awaited any more.
    mutating func stopAwaitingReports() -> [CursorReport] {
        decoder.awaitedReportRow = nil
        defer { awaitedReports = [] }
        return awaitedReports + decoder.takeCursorReports()
    }

    /// Reads until `count` cursor position reports for `row` came, or `milliseconds` passed;
    /// nil when not all came. Keys read meanwhile stay queued, in order, for `next`.
    mutating func cursorReports(_ count: Int, row: Int, within milliseconds: Int) -> [CursorReport]? {
        decoder.awaitedReportRow = row
        defer { decoder.awaitedReportRow = nil }
        let end = Self.milliseconds() + milliseconds
        var reports: [CursorReport] = []
        while reports.count < count {
            let left = end - Self.milliseconds()
            guard left > 0 else { return nil }
            switch poll(Int32(left), nil) {
            case .ready:
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                guard count > 0 else { return nil }  // a hang-up: the next read says so
                decoded += decoder.feed(buffer[0..<count], now: Self.milliseconds())
                reports += decoder.takeCursorReports()
            case .quiet: return nil
            case .interrupted, .watched: continue
            }
        }
        return reports
    }

    private enum Readiness { case ready, quiet, interrupted, watched }

    /// An event already read, or (when the last read filled the buffer) one the terminal
    /// has ready; never waits. A short read took all there was, so asking the kernel again
    /// before the next frame would only cost a system call a key.
    mutating func ready() -> Event? {
        if !decoded.isEmpty { return decoded.removeFirst() }
        guard lastReadFilled, decoder.pending == .nothing else { return nil }
        return next(timeout: 0)
    }

    /// True once after the watched descriptor was found readable.
    mutating func takeWatchedReadable() -> Bool {
        defer { watchedReadable = false }
        return watchedReadable
    }

    private mutating func poll(_ timeout: Int32, _ watched: Int32?) -> Readiness {
        // The keyboard, and the watched descriptor when there is one (-1 is skipped by poll):
        // a tuple on the stack, since this runs once a key.
        var descriptors = (
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: watched ?? -1, events: Int16(POLLIN), revents: 0)
        )
        let ready = withUnsafeMutableBytes(of: &descriptors) {
            Glibc.poll($0.baseAddress!.assumingMemoryBound(to: pollfd.self), 2, timeout)
        }
        switch ready {
        case 0: return .quiet
        case 1...:
            if descriptors.1.revents != 0 { watchedReadable = true }
            // POLLHUP and POLLERR too: the read says what happened.
            return descriptors.0.revents != 0 ? .ready : .watched
        default: return .interrupted
        }
    }

    static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}
