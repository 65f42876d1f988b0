import CNcursesw
import ItinCommandLine
import ItineraryCore
import ItineraryEditor

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal: ncurses sets it up (raw mode, keypad, the alternate screen, colours) and
/// restores it; frames are ours to send (`TerminalUpdate`), keys ours to read
/// (`TerminalInput`), and the widths it draws emoji at ours to learn (`TerminalProbe`).
final class Terminal {
    let window: UnsafeMutablePointer<WINDOW>
    private var previous: Frame?
    private let output: TerminalUpdate
    private var input = TerminalInput()
    private let mouse: Bool
    private(set) var isOpen = true
    /// Set when the terminal comes back from another program: the next event is its size.
    private var sizeMayHaveChanged = false
    private let term: String
    private var probe = TerminalProbe()
    /// How the terminal draws the clusters terminals disagree on, as last measured.
    private(set) var widths = WidthProfile.fallback
    /// The start's probe, while its answers are still to come: the first frame does not wait
    /// for them (a terminal's answer is a round trip through it), as vim's does not.
    private var unanswered: (meanwhile: WidthProfile, deadline: Int)?
    /// Events to hand on before reading more.
    private var queued: [Event] = []
    /// Our modes and the width probe, held until the first frame and written with it: one
    /// write where there were five, each of which woke the terminal.
    private var opening: [UInt8] = []

    /// `colors`: the screen's colours, nil for none (NO_COLOR, the mono theme); they are drawn
    /// at the depth the terminal has, and not at all on one without colour.
    init?(mouse: Bool, colors: ColorScheme?) {
        Terminal.ensureUTF8Locale()
        // ncurses keeps a screen of one line, not the terminal's: it never draws (the frames
        // are ours), and its three whole-screen windows were only allocated, filled with
        // blanks and compared at its first refresh, a fifth of opening a small library.
        CNcursesw.filter()
        guard let w = initscr() else { return nil }
        window = w
        self.mouse = mouse
        raw()  // Ctrl-S, Ctrl-C and Ctrl-Z reach us as keys
        noecho()
        nonl()
        keypad(window, true)
        curs_set(0)
        if has_colors() {
            start_color()
            use_default_colors()
        }
        let depth = ColorDepth(colorterm: Environment.process["COLORTERM"], terminfoColors: Int(tigetnum("colors")))
        output = TerminalUpdate(
            palette: has_colors() ? colors.map { Palette($0, depth: depth) } : nil,
            writesLastCell: tigetflag("xenl") > 0)
        wrefresh(window)  // ncurses sets the terminal up now (its alternate screen), and never draws later
        opening = Array(Terminal.modesOn(mouse: mouse).utf8)
        term = Environment.process["TERM"] ?? ""
        startMeasuringWidths()  // before the first frame, which clears what the probe wrote
    }

    /// Mouse reports (when wanted), bracketed paste, no autowrap, margins round the screen.
    private static func modesOn(mouse: Bool) -> String {
        (mouse ? mouseOn : "") + bracketedPasteOn + autowrapOff + marginsReset
    }

    /// Without autowrap a cluster the terminal draws wider than the frame says, at the right
    /// edge, stays on its row instead of spilling onto the next.
    static let autowrapOff = "\u{1B}[?7l"
    static let autowrapOn = "\u{1B}[?7h"
    /// Scrolling margins round the whole screen: ncurses' one-line screen sets them round its line.
    static let marginsReset = "\u{1B}[r"

    /// Asks the terminal how wide it draws emoji, and draws with the best guess until the
    /// answers come (`concludeWidths`). The terminal answers in order, so the frames written
    /// after the questions change nothing it measures.
    private func startMeasuringWidths() {
        let (w, h) = size
        switch probe.ask(term: term, width: w, height: h) {
        case .known(let profile): widths = profile
        case .asked(let row, let meanwhile):
            widths = meanwhile
            opening += WidthProbe.request(row: row)
            let deadline = TerminalInput.milliseconds() + TerminalProbe.deadlineMilliseconds
            input.awaitReports(row: row, until: deadline)
            unanswered = (meanwhile, deadline)
        }
    }

    /// Once all the start's answers came, or its deadline passed: true when they show other
    /// widths than the frames were drawn with. The next frame is then drawn whole if the last
    /// held a cluster of several scalars (every disputed kind has several), which the
    /// terminal may have drawn at other widths than the frame said; without one, the next
    /// frame differs from it in nothing, and nothing is written.
    private func concludeWidths() -> Bool {
        guard let (meanwhile, deadline) = unanswered,
            input.awaitedReports.count >= WidthProbe.answers || TerminalInput.milliseconds() >= deadline
        else { return false }
        unanswered = nil
        let reports = input.stopAwaitingReports()
        let measured = probe.conclude(
            term: term, reports: reports.count >= WidthProbe.answers ? Array(reports.prefix(WidthProbe.answers)) : nil,
            meanwhile: meanwhile)
        guard measured != widths else { return false }
        widths = measured
        if previous?.marks.isEmpty == false { previous = nil }
        return true
    }

    /// Asks the terminal again how wide it draws emoji, and waits; true when that changed.
    @discardableResult
    private func measureWidths() -> Bool {
        if unanswered != nil {  // asked again, and waited for this time
            unanswered = nil
            _ = input.stopAwaitingReports()
        }
        let (w, h) = size
        let measured = probe.measure(term: term, width: w, height: h, input: &input)
        guard measured != widths else { return false }
        widths = measured
        return true
    }

    /// Press, release and motion while a button is held (1000, 1002), reported in SGR form
    /// (1006), which has no limit on columns; a terminal without it sends X10 reports.
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"

    /// Restores the terminal; safe to call more than once.
    func close() {
        guard isOpen else { return }
        isOpen = false
        release()
    }

    /// Lends the terminal to `body` (a stop until the shell's `fg`, the user's editor) as a
    /// quit leaves it, and takes it back after.
    @discardableResult
    func handOver<T>(_ body: () -> T) -> T {
        release()
        defer { retake() }
        return body()
    }

    /// The next frame is drawn whole, over whatever the terminal shows (Ctrl-L).
    func forgetFrame() { previous = nil }

    /// Our modes off (mouse, bracketed paste), then ncurses' (`endwin`: the keypad, the
    /// cursor, raw mode, the main screen).
    private func release() {
        sendOpening()
        if mouse { Terminal.writeRaw(Terminal.mouseOff) }
        Terminal.writeRaw(Terminal.bracketedPasteOff)
        Terminal.writeRaw(Terminal.autowrapOn)
        // On the last row, as ncurses leaves a screen it knows whole: where a terminal without
        // an alternate screen puts the prompt, under the last frame.
        Terminal.writeRaw("\u{1B}[\(size.height);1H")
        endwin()
    }

    /// After `release`: ncurses' first refresh sets its modes again but the keypad's, which
    /// it would set only when it next read a key (it reads none); then ours. The size may have
    /// changed meanwhile (the next event says what it is), and the next frame is whole.
    private func retake() {
        wrefresh(window)
        keypad(window, true)
        curs_set(0)
        Terminal.writeRaw(Terminal.modesOn(mouse: mouse))
        previous = nil
        sizeMayHaveChanged = true
    }

    /// The terminal's size as the kernel has it (ncurses' idea is only kept in step with it).
    var size: (width: Int, height: Int) {
        Self.kernelSize() ?? (Int(itin_cols(window)), Int(itin_lines(window)))
    }

    /// Standard output's terminal size, as the kernel has it; nil when it is no terminal.
    static func kernelSize() -> (width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    // MARK: - Painting

    /// Writes what changed since the last frame, in one write.
    func paint(_ frame: Frame) {
        let bytes = output.bytes(from: previous, to: frame)
        previous = frame
        if opening.isEmpty {
            Terminal.writeAll(bytes)
        } else {
            Terminal.writeAll(opening + bytes)
            opening = []
        }
    }

    /// The opening, if no frame took it (a terminal handed over before one was drawn).
    private func sendOpening() {
        guard !opening.isEmpty else { return }
        Terminal.writeAll(opening)
        opening = []
    }

    // MARK: - Input

    /// The next event, waiting at most `timeout` milliseconds (-1: until one comes).
    /// Nil on a timeout or when a signal interrupted the wait.
    func nextEvent(timeout: Int32, watching watched: Int32? = nil) -> Event? {
        if !queued.isEmpty { return queued.removeFirst() }
        // SIGTSTP from outside (`kill -TSTP`): stopped as the sender meant, the terminal restored.
        if Signals.takeStopRequest() { handOver { Signals.stopUntilContinued(.thisProcess) } }
        if Signals.takeResize() || sizeMayHaveChanged {
            sizeMayHaveChanged = false
            let (w, h) = size
            resize_term(Int32(h), Int32(w))  // so ncurses' own goodbye knows the screen
            previous = nil  // the terminal may have reflowed anything: the next frame is whole
            // tmux sends SIGWINCH on reattach too, perhaps from another terminal.
            if measureWidths() { queued.append(.terminalWidths(widths)) }
            return .resize(width: w, height: h)
        }
        guard let (_, deadline) = unanswered else { return input.next(timeout: timeout, watching: watched) }
        let left = Int32(max(deadline - TerminalInput.milliseconds(), 0))
        let event = input.next(timeout: timeout < 0 ? left : min(timeout, left), watching: watched)
        guard concludeWidths() else { return event }
        if let event { queued.append(event) }
        return .terminalWidths(widths)
    }

    /// Whether the start's probe is still out. Its questions go with the first frame, so
    /// until they are answered (or given up on) the terminal is still taking the frame in.
    var isTakingInFirstFrame: Bool { unanswered != nil }

    /// An event read already, or ready without waiting: what was typed ahead of the frame.
    func readyEvent() -> Event? { queued.isEmpty ? input.ready() : queued.removeFirst() }

    /// Whether the descriptor watched in `nextEvent` became readable since last asked.
    func takeWatchedReadable() -> Bool { input.takeWatchedReadable() }

    // MARK: - Helpers

    /// Why the editor cannot draw on this terminal, or nil. Asked before ncurses starts,
    /// which would print its own message and exit 1 on an unknown TERM, and draw only the
    /// status line on one that cannot move the cursor.
    static func refusal() -> String? {
        let advice = "; run it in a terminal such as xterm or tmux, or use: itin print FILE"
        guard let term = Environment.process["TERM"] else {
            return "TERM is not set, so the editor does not know how to draw" + advice
        }
        switch itin_term_can_draw(term) {
        case 1: return nil
        case 0: return "TERM=\(term) cannot move the cursor, so the editor cannot draw" + advice
        default: return "TERM=\(term) is a terminal type this system does not know" + advice
        }
    }

    static func writeRaw(_ s: String) { writeAll(Array(s.utf8)) }

    /// All of the bytes; false when a write failed.
    @discardableResult
    static func writeAll(_ bytes: [UInt8], to fd: Int32 = STDOUT_FILENO) -> Bool {
        FileIO.writeAll(bytes, to: fd) == nil
    }

    /// `wcwidth` and ncurses need a UTF-8 locale; without LANG (as in CI) fall back to C.UTF-8.
    /// Only its character type: the other categories (numbers, messages, collation…) would
    /// change nothing itin shows, and loading each from its own file took 60 system calls.
    static func ensureUTF8Locale() {
        if let name = setlocale(LC_CTYPE, ""), String(cString: name).lowercased().contains("utf") {
            return
        }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { setlocale(LC_CTYPE, "en_US.UTF-8") }
    }
}
