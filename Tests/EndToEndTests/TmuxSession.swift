import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failure with the screen attached, so a red test says what the terminal showed.
struct EndToEndFailure: Error, CustomStringConvertible {
    let description: String
}

/// One run of the real `itin` binary inside its own tmux server (DESIGN.md, "Driving the
/// real binary in tests"). The shell line is `itin …; echo EXIT:$?; exec sleep 60`, so the
/// exit status stays on screen after the program ends; with `jobControl`, the line is typed
/// into an interactive bash instead, whose Ctrl-Z, `fg` and "Stopped" are a user's. Call
/// `kill()` when done (in a `defer`).
final class TmuxSession {
    let socket: String
    let directory: URL
    private let target = "e2e"
    private var killed = false
    /// tmux leaves its socket file behind after `kill-server`; `kill()` removes it.
    private var socketPath: String?

    /// The default wait for the screen to show something.
    static let deadline: TimeInterval = 10

    /// The interactive shell's prompt (with `jobControl`).
    static let prompt = "itin-e2e$"

    /// Starts `itin arguments…` in `directory` on a `columns`×`rows` terminal, with
    /// `environment` added to the test's and `term` as TERM (nil: TERM unset), run by
    /// `wrapper` (e.g. strace and its options) if given; with `jobControl`, typed into an
    /// interactive bash (no rc files, no history file), whose prompt is `prompt`.
    init(
        _ arguments: [String], in directory: URL, columns: Int = 100, rows: Int = 30,
        environment: [String: String] = [:], term: String? = "tmux-256color",
        under wrapper: [String] = [], jobControl: Bool = false
    ) throws {
        self.socket = TmuxSession.nextSocketName()
        self.directory = directory
        let binary = try ItinBinary.path()
        let tmuxPath = try TmuxSession.tmuxPath()
        // No settings file of the machine's changes what a test sees (docs/settings.md), unless named.
        var environment = environment
        if environment["ITIN_CONFIG"] == nil {
            environment["ITIN_CONFIG"] = directory.appendingPathComponent("no-settings.toml").path
        }
        // `-u NO_COLOR`: the tests look at colour; TERM is the one tmux emulates unless told.
        let settings =
            (term.map { ["TERM=\($0)"] } ?? [])
            + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let line =
            (["env", "-u", "NO_COLOR"] + (term == nil ? ["-u", "TERM"] : []) + ["LANG=C.UTF-8"]
            + settings + wrapper + [binary] + arguments)
            .map(shellQuoted).joined(separator: " ")
        let command =
            jobControl
            ? "env PS1=\(shellQuoted(TmuxSession.prompt + " ")) HISTFILE=/dev/null bash --norc --noprofile -i"
            : line + "; echo EXIT:$?; exec sleep 60"
        // `-f /dev/null`: no user configuration, so `mouse` is off and tmux hands the
        // program's mouse reports through untouched.
        let status = try spawnDetached(
            tmuxPath,
            [
                "tmux", "-L", socket, "-f", "/dev/null",
                "new-session", "-d", "-s", target, "-x", "\(columns)", "-y", "\(rows)",
                "-c", directory.path, command,
            ])
        guard status == 0 else {
            throw EndToEndFailure(description: "tmux new-session exited with \(status)")
        }
        socketPath = try? tmux(["display-message", "-p", "-t", target, "#{socket_path}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if jobControl {
            try waitForPrompt()
            try tmux(["send-keys", "-t", target, "-l", line])
            try send("Enter")
        }
    }

    deinit { kill() }

    // MARK: Input

    /// Key names as tmux knows them: `Enter`, `Space`, `Up`, `Escape`, `C-c`, or a letter.
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Raw bytes to the program, e.g. a mouse report.
    func sendBytes(_ bytes: [UInt8]) throws {
        try tmux(["send-keys", "-t", target, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// A mouse report sent to the program. `column` and `row` are 0-based.
    func mouse(_ event: MouseEvent, column: Int, row: Int) throws {
        try sendBytes(Self.mouseReport(event, column: column, row: row))
    }

    /// A mouse report in the X10 encoding `ESC [ M b x y`, which terminals without SGR
    /// reports send and `InputDecoder` reads as well as the SGR one.
    static func mouseReport(_ event: MouseEvent, column: Int, row: Int) -> [UInt8] {
        [0x1b, 0x5b, 0x4d, event.rawValue, UInt8(column + 1 + 32), UInt8(row + 1 + 32)]
    }

    /// Waits until the program has read all the input sent so far (the pane's tty has nothing
    /// left to read, FIONREAD). For input with nothing to show for it, such as a press inside a
    /// selection, before input that must be read after it, not in the same go.
    func waitForInputRead(deadline: TimeInterval = TmuxSession.deadline) throws {
        // A round trip through the server first, so it has written what send-keys queued.
        let tty = try paneFormat("#{pane_tty}")
        let fd = open(tty, O_RDONLY | O_NOCTTY | O_NONBLOCK)
        guard fd >= 0 else {
            throw EndToEndFailure(description: "cannot open \(tty): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        let end = Date().addingTimeInterval(deadline)
        while true {
            var pending: Int32 = 0
            guard ioctl(fd, UInt(FIONREAD), &pending) == 0 else {
                throw EndToEndFailure(description: "FIONREAD on \(tty): \(String(cString: strerror(errno)))")
            }
            if pending == 0 { return }
            guard Date() < end else {
                throw EndToEndFailure(
                    description:
                        "Timed out after \(deadline) s waiting for the program to read its input (\(pending) bytes left)"
                )
            }
            usleep(1_000)
        }
    }

    enum MouseEvent: UInt8 {
        /// Button 1 down (0 + 32).
        case press = 0x20
        /// Motion with button 1 held (32 + 32), as `\e[?1002h` reports it.
        case drag = 0x40
        /// Button up (3 + 32).
        case release = 0x23
    }

    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", "\(columns)", "-y", "\(rows)"])
    }

    // MARK: Paste and clipboard

    /// Pastes `text` as a terminal does: `paste-buffer -p` wraps it in `ESC [200~ … ESC [201~`
    /// because the program turned bracketed paste (mode 2004) on, and sends each LF as CR. The
    /// buffer is deleted after the paste, so `newestBuffer()` sees only what the program copied.
    func paste(_ text: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-paste-\(UUID().uuidString)")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try tmux(["load-buffer", "-b", "e2e-paste", file.path])
        try tmux(["paste-buffer", "-p", "-d", "-b", "e2e-paste", "-t", target])
    }

    /// A server option, e.g. `set-clipboard on`: then an OSC 52 from the program becomes a paste buffer.
    func setServerOption(_ name: String, _ value: String) throws {
        try tmux(["set-option", "-s", name, value])
    }

    /// The text of the newest paste buffer (`show-buffer`); nil when there is none.
    func newestBuffer() throws -> String? {
        let names = try tmux(["list-buffers", "-F", "#{buffer_name}"])
        guard !names.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return try tmux(["show-buffer"])
    }

    /// Polls the newest paste buffer until `condition` holds, or fails after `deadline` with it.
    @discardableResult
    func waitForBuffer(
        _ what: String, deadline: TimeInterval = TmuxSession.deadline,
        _ condition: (String?) -> Bool
    ) throws -> String? {
        let end = Date().addingTimeInterval(deadline)
        var buffer = try newestBuffer()
        while !condition(buffer) {
            guard Date() < end else {
                throw EndToEndFailure(
                    description: """
                        Timed out after \(deadline) s waiting for: \(what)
                        The newest paste buffer was: \(buffer.map { "“\($0)”" } ?? "none")
                        Screen was:
                        \(try capture().framed)
                        """)
            }
            usleep(20_000)
            buffer = try newestBuffer()
        }
        return buffer
    }

    // MARK: Output

    func capture(escapes: Bool = false) throws -> Screen {
        let text = try tmux(["capture-pane", "-p", "-t", target] + (escapes ? ["-e"] : []))
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return Screen(lines: lines)
    }

    /// Polls the screen until `condition` holds, or fails after `deadline` with the last screen.
    @discardableResult
    func waitFor(
        _ what: String, deadline: TimeInterval = TmuxSession.deadline, escapes: Bool = false,
        _ condition: (Screen) -> Bool
    ) throws -> Screen {
        let end = Date().addingTimeInterval(deadline)
        var screen = try capture(escapes: escapes)
        while !condition(screen) {
            guard Date() < end else {
                throw EndToEndFailure(
                    description: """
                        Timed out after \(deadline) s waiting for: \(what)
                        Screen was:
                        \(screen.framed)
                        """)
            }
            usleep(20_000)
            screen = try capture(escapes: escapes)
        }
        return screen
    }

    /// Waits until `text` is somewhere on the screen.
    @discardableResult
    func waitFor(text: String, deadline: TimeInterval = TmuxSession.deadline) throws -> Screen {
        try waitFor("“\(text)” on screen", deadline: deadline) { $0.contains(text) }
    }

    /// With `jobControl`: waits until the shell's prompt is the last line, ready for a command.
    @discardableResult
    func waitForPrompt(deadline: TimeInterval = TmuxSession.deadline) throws -> Screen {
        try waitFor("the shell's prompt", deadline: deadline) { $0.lastText == TmuxSession.prompt }
    }

    /// Waits for the program to end and returns its exit status.
    func waitForExit(deadline: TimeInterval = TmuxSession.deadline) throws -> Int32 {
        let screen = try waitFor("the program to exit (EXIT:)", deadline: deadline) { $0.exitStatus != nil }
        return screen.exitStatus!
    }

    /// Moves the cursor (`›`) with `j`/`k` onto the first row containing `text`.
    @discardableResult
    func moveCursor(to text: String) throws -> Screen {
        let screen = try capture()
        guard let from = screen.cursorRow, let to = screen.row(containing: text) else {
            throw EndToEndFailure(description: "No cursor or no row with “\(text)”:\n\(screen.framed)")
        }
        if to != from {
            let key = to > from ? "j" : "k"
            try tmux(["send-keys", "-t", target, "-N", "\(abs(to - from))", key])
        }
        return try waitFor("the cursor on “\(text)”") { s in s.cursorRow.map { s.line($0).contains(text) } ?? false }
    }

    /// A tmux format about the pane, e.g. `#{pane_pid}` or `#{alternate_on}`.
    func paneFormat(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pid of the program: the one child of the pane's shell.
    func programPID() throws -> pid_t {
        let shell = try paneFormat("#{pane_pid}")
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        guard let pid = children.split(separator: " ").first.flatMap({ pid_t($0) }) else {
            throw EndToEndFailure(description: "no program running in the pane (shell \(shell))")
        }
        return pid
    }

    func kill() {
        guard !killed else { return }
        killed = true
        _ = try? tmux(["kill-server"], allowFailure: true)
        if let socketPath, !socketPath.isEmpty { unlink(socketPath) }
    }

    // MARK: tmux

    @discardableResult
    private func tmux(_ arguments: [String], allowFailure: Bool = false) throws -> String {
        // Clients exit at once, so Foundation.Process is fine here (unlike for the server).
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxSession.tmuxPath())
        process.arguments = ["-L", socket] + arguments
        process.environment = TmuxSession.environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus != 0 && !allowFailure {
            throw EndToEndFailure(
                description: "tmux \(arguments.joined(separator: " ")) failed: "
                    + String(decoding: errors, as: UTF8.self))
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The test runner's environment without the variables that would tie tmux to an outer one.
    static let environment: [String: String] = {
        var env = ProcessInfo.processInfo.environment
        env["TMUX"] = nil
        env["TMUX_PANE"] = nil
        return env
    }()

    static func tmuxPath() throws -> String {
        guard let path = executablePath("tmux") else {
            throw EndToEndFailure(
                description: "tmux is not installed (the end-to-end tests need it; `make test` installs it)")
        }
        return path
    }

    private static let counter = Counter()

    private static func nextSocketName() -> String {
        "itin-e2e-\(getpid())-\(counter.next())"
    }

    /// Starts `argv` (see `spawnCleanly`) and waits for it. The tmux server forks off from
    /// this client; with `Foundation.Process` it would keep the runner's pipes (a hang) and its
    /// blocked signals (so the program would never see SIGWINCH, hence no KEY_RESIZE).
    private func spawnDetached(_ executable: String, _ argv: [String]) throws -> Int32 {
        let pid = try spawnCleanly(executable, argv, environment: TmuxSession.environment)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS are macros Swift does not import.
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
    }
}

/// What `capture-pane` showed: one string per terminal row.
struct Screen {
    let lines: [String]

    func line(_ row: Int) -> String { lines.indices.contains(row) ? lines[row] : "" }
    func contains(_ text: String) -> Bool { lines.contains { $0.contains(text) } }
    func row(containing text: String) -> Int? { lines.firstIndex { $0.contains(text) } }

    /// The column (in characters; every glyph here is one cell wide) where `text` starts.
    func column(of text: String) -> Int? {
        guard let row = row(containing: text), let range = lines[row].range(of: text) else { return nil }
        return lines[row].distance(from: lines[row].startIndex, to: range.lowerBound)
    }

    /// The last row that is not blank, without the spaces ending it.
    var lastText: String {
        let text = lines.last { !$0.allSatisfy(\.isWhitespace) } ?? ""
        return String(text.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// The last row: status, file name and ` [+]`.
    var status: String { lines.last ?? "" }
    /// The last two rows as one line: a sentence too long for the status line goes on over
    /// a second one.
    var message: String { lines.suffix(2).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
    /// While holding, the status's first line: where the held row would go (`▶ Day 3 · …`).
    var position: String { lines.count >= 2 ? lines[lines.count - 2] : "" }
    /// The row marked `›` in column 0.
    var cursorRow: Int? { lines.firstIndex { $0.hasPrefix("›") } }
    /// The row of the lifted item: `▶` in column 0 and its text shifted right (the position
    /// line starts with `▶` too, but with text in column 2).
    var liftedRow: Int? { lines.firstIndex { $0.hasPrefix("▶") && $0.dropFirst(2).first == " " } }
    /// The character in column 1 of `row` (the forbidden flag `✗` goes there).
    func flag(_ row: Int) -> Character? { line(row).dropFirst().first }

    var exitStatus: Int32? {
        for line in lines where line.hasPrefix("EXIT:") {
            return Int32(line.dropFirst(5).prefix { $0.isNumber })
        }
        return nil
    }

    var framed: String {
        lines.enumerated().map { String(format: "%2d", $0.offset) + "│" + $0.element }.joined(separator: "\n")
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

/// `'…'` for `/bin/sh`.
func shellQuoted(_ word: String) -> String {
    if !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber || "-_./=:+,".contains($0) }) { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
