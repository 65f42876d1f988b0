import CNcursesw
import ItineraryEditor

#if canImport(Glibc)
import Glibc
#endif

/// The ncurses edge: paints frames and decodes keys and mouse events. It paints only the
/// cells that changed since the last frame and lets ncurses send the smallest update.
final class Terminal {
    let window: UnsafeMutablePointer<WINDOW>
    private var previous: Frame?
    private let output: TerminalUpdate
    private var buttonDown = false
    /// The last press, to tell a double click: its row and when (milliseconds).
    private var lastPress: (y: Int, at: Int)?
    /// Events decoded from one report that carried two (a click is a press and a release).
    private var queued: [Event] = []
    private let mouse: Bool
    private(set) var isOpen = true

    init?(mouse: Bool) {
        Terminal.ensureUTF8Locale()
        guard let w = initscr() else { return nil }
        window = w
        self.mouse = mouse
        raw()  // Ctrl-S, Ctrl-C and Ctrl-Z reach us as keys
        noecho()
        nonl()
        keypad(window, true)
        for (sequence, key) in Terminal.cursorKeysInBothForms { define_key(sequence, key) }
        define_key(Terminal.pasteStart, itin_key_paste_start())
        define_key(Terminal.pasteEnd, itin_key_paste_end())
        set_escdelay(25)
        // No polling for typeahead between lines of an update: it splits each frame into
        // several writes, and a frame takes well under a millisecond anyway.
        typeahead(-1)
        curs_set(0)
        if has_colors() {
            start_color()
            use_default_colors()
        }
        output = TerminalUpdate(colors: has_colors(), writesLastCell: tigetflag("xenl") > 0)
        wrefresh(window)  // ncurses clears the screen now, and never draws over ours later
        if mouse {
            mousemask(itin_all_mouse_events(), nil)
            mouseinterval(0)
            Terminal.writeRaw("\u{1B}[?1002h")  // report motion while a button is held
        }
        Terminal.writeRaw(Terminal.bracketedPasteOn)
    }

    /// Restores the terminal; safe to call more than once.
    func close() {
        guard isOpen else { return }
        isOpen = false
        if mouse { Terminal.writeRaw("\u{1B}[?1002l") }
        Terminal.writeRaw(Terminal.bracketedPasteOff)
        endwin()
    }

    var size: (width: Int, height: Int) {
        (Int(itin_cols(window)), Int(itin_lines(window)))
    }

    // MARK: - Painting

    /// Writes what changed since the last frame, in one write: ncurses keeps the terminal's
    /// modes and reads the keys, but the frame is ours to send (`TerminalUpdate`), since
    /// ncurses split each update into several writes around its scroll regions.
    func paint(_ frame: Frame) {
        let bytes = output.bytes(from: previous, to: frame)
        previous = frame
        Terminal.writeAll(bytes)
    }

    // MARK: - Input

    /// The next event, waiting at most `timeout` milliseconds (-1: until one comes).
    /// Nil on a timeout or when a signal interrupted the wait.
    func nextEvent(timeout: Int32) -> Event? {
        if !queued.isEmpty { return queued.removeFirst() }
        wtimeout(window, timeout)
        untouchwin(window)  // so reading a key never makes ncurses refresh its own (blank) window
        var ch: wint_t = 0
        let result = wget_wch(window, &ch)
        if result == ERR { return nil }
        if result == itin_key_code_yes() { return special(Int32(ch)) }
        return character(UInt32(ch))
    }

    private func special(_ code: Int32) -> Event? {
        switch code {
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case KEY_DC: return .key(.delete)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_ENTER: return .key(.enter)
        case KEY_BTAB: return .key(.backTab)
        case KEY_RESIZE:
            wrefresh(window)  // ncurses' own clear after its resize, before our whole frame
            previous = nil
            let (w, h) = size
            return .resize(width: w, height: h)
        case KEY_MOUSE: return mouseEvent()
        case itin_key_paste_start(): return .paste(readPaste())
        default: return nil
        }
    }

    private func character(_ value: UInt32) -> Event? {
        switch value {
        case 0x0D, 0x0A: return .key(.enter)
        case 0x1B: return .key(.escape)
        case 0x7F, 0x08: return .key(.backspace)
        case 0x09: return .key(.tab)
        case 0x01...0x1A: return .key(.ctrl(Character(Unicode.Scalar(value + 0x60)!)))
        default:
            guard let scalar = Unicode.Scalar(value), value >= 0x20 else { return nil }
            return .key(.char(Character(scalar)))
        }
    }

    /// Every mouse event ncurses holds, oldest first: it keeps those read in one go (a press
    /// and its first motion, on a busy machine) and hands them back newest first, one a call.
    private func mouseEvent() -> Event? {
        var held: [MEVENT] = []
        var event = MEVENT()
        while getmouse(&event) == OK { held.append(event) }
        for e in held.reversed() { queued += decode(e) }
        return queued.isEmpty ? nil : queued.removeFirst()
    }

    private func decode(_ event: MEVENT) -> [Event] {
        let x = Int(event.x), y = Int(event.y)
        let state = event.bstate
        if state & itin_button4_pressed() != 0 { return [.mouse(MouseEvent(.scrollUp, x: x, y: y))] }
        if state & itin_button5_pressed() != 0 { return [.mouse(MouseEvent(.scrollDown, x: x, y: y))] }
        // ncurses folds a press and release read together into one click (two into a double
        // click): hand them on as the press and release they were.
        let clicks = state & itin_button1_double_clicked() != 0 ? 2 : state & itin_button1_clicked() != 0 ? 1 : 0
        if clicks > 0 {
            buttonDown = false
            let press = MouseEvent(.press, x: x, y: y, clicks: clicks == 2 ? 2 : clickCount(y: y))
            if clicks == 2 { lastPress = nil }
            return [.mouse(press), .mouse(MouseEvent(.release, x: x, y: y))]
        }
        if state & itin_button1_pressed() != 0 {
            buttonDown = true
            return [.mouse(MouseEvent(.press, x: x, y: y, clicks: clickCount(y: y)))]
        }
        if state & itin_button1_released() != 0 {
            buttonDown = false
            return [.mouse(MouseEvent(.release, x: x, y: y))]
        }
        if state & itin_report_position() != 0, buttonDown {
            return [.mouse(MouseEvent(.drag, x: x, y: y))]
        }
        return []
    }

    /// 2 when this press follows one on the same row within the double-click time.
    private func clickCount(y: Int) -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let ms = now.tv_sec * 1000 + now.tv_nsec / 1_000_000
        guard let last = lastPress, last.y == y, ms - last.at <= Self.doubleClickMilliseconds else {
            lastPress = (y, ms)
            return 1
        }
        lastPress = nil  // a third press starts a new click
        return 2
    }

    static let doubleClickMilliseconds = 400

    /// The arrows and Home/End in the forms terminals send whatever terminfo says: the
    /// application form (`ESC O B`) `itin` asks for, and the normal form (`ESC [ B`) of a
    /// terminal that ignores keypad mode, which would otherwise read as Esc, `[`, `B`.
    static let cursorKeysInBothForms: [(String, Int32)] = [
        ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
        ("\u{1B}OA", KEY_UP), ("\u{1B}OB", KEY_DOWN), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}OD", KEY_LEFT),
        ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END), ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
        ("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[8~", KEY_END),
    ]

    // MARK: - Helpers

    /// Why the editor cannot draw on this terminal, or nil. Asked before ncurses starts,
    /// which would print its own message and exit 1 on an unknown TERM, and draw only the
    /// status line on one that cannot move the cursor.
    static func refusal() -> String? {
        let advice = "; run it in a terminal such as xterm or tmux, or use: itin print FILE"
        guard let term = ProcessInfoLite.environment("TERM"), !term.isEmpty else {
            return "TERM is not set, so the editor does not know how to draw" + advice
        }
        switch itin_term_can_draw(term) {
        case 1: return nil
        case 0: return "TERM=\(term) cannot move the cursor, so the editor cannot draw" + advice
        default: return "TERM=\(term) is a terminal type this system does not know" + advice
        }
    }

    static func writeRaw(_ s: String) { writeAll(Array(s.utf8)) }

    /// All of the bytes, however many writes the terminal takes them in (once, nearly always).
    static func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(STDOUT_FILENO, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return }
                offset += n
            }
        }
    }

    /// `wcwidth` and ncurses need a UTF-8 locale; without LANG (as in CI) fall back to C.UTF-8.
    static func ensureUTF8Locale() {
        if let name = setlocale(LC_ALL, ""), String(cString: name).lowercased().contains("utf") { return }
        if setlocale(LC_ALL, "C.UTF-8") == nil { setlocale(LC_ALL, "en_US.UTF-8") }
    }
}
