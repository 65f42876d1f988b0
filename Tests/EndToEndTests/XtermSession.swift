import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A real xterm under its own Xvfb, running a shell line; keys sent with xdotool, and the
/// screen read back as text through xterm's own print action (bound to F12, its printer a
/// file), as scripts/screenshots.sh drives it for pictures. Needs Xvfb, xterm and xdotool
/// (`make test-xterm` installs them). Call `kill()` when done.
final class XtermSession {
    let columns: Int
    let rows: Int
    private let xvfb: pid_t
    private let xterm: pid_t
    private let display: String
    private let window: String
    private let dumpFile: URL
    private var killed = false

    init(_ shellLine: String, in directory: URL, columns: Int, rows: Int) throws {
        self.columns = columns
        self.rows = rows
        guard
            let n = (90...99).first(where: {
                !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)")
                    && !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock")
            })
        else {
            throw EndToEndFailure(description: "no free X display between :90 and :99")
        }
        display = ":\(n)"
        dumpFile = directory.appendingPathComponent("xterm-screen.txt")
        let xvfb = try Self.start("Xvfb", [display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"], display: nil)
        var xterm: pid_t = 0
        // A session that never starts has no deinit to stop what it started.
        do {
            try Self.wait("Xvfb \(display) to start") { FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") }
            xterm = try Self.start(
                "xterm",
                [
                    "-fa", "DejaVu Sans Mono", "-fs", "12", "-geometry", "\(columns)x\(rows)+0+0",
                    "-xrm", "XTerm*printerCommand: cat > \(dumpFile.path)", "-xrm", "XTerm*printAttributes: 0",
                    "-xrm", "XTerm*printerAutoClose: true",
                    "-xrm", "XTerm*VT100.translations: #override <Key>F12: print()",
                    "-e", "sh", "-c", "cd \(shellQuoted(directory.path)) && \(shellLine); echo EXIT:$?; exec sleep 60",
                ], display: display)
            var found = ""
            let display = display
            let started = xterm
            try Self.wait("the xterm window") {
                found = (try? Self.xdotool(["search", "--onlyvisible", "--pid", "\(started)"], display: display)) ?? ""
                return !found.isEmpty
            }
            window = String(found.split(separator: "\n")[0])
            _ = try Self.xdotool(["windowfocus", "--sync", window], display: display)
        } catch {
            Self.stop([xterm, xvfb])
            throw error
        }
        self.xvfb = xvfb
        self.xterm = xterm
    }

    deinit { kill() }

    /// Keys by their X names (`Return`, `Down`, `space`, `j`), through XTEST to the focused window.
    func key(_ keys: String...) throws { try key(keys) }

    func key(_ keys: [String]) throws {
        _ = try Self.xdotool(["key", "--delay", "20"] + keys, display: display)
    }

    /// The screen as lines of text, wide clusters' covered cells (xterm prints U+FFFF) and
    /// trailing blanks left out, as tmux's capture gives them.
    func capture() throws -> Screen {
        try? FileManager.default.removeItem(at: dumpFile)
        try key("F12")
        var lines: [String] = []
        try Self.wait("xterm to print its screen") {
            guard let text = try? String(contentsOf: dumpFile, encoding: .utf8) else { return false }
            lines = text.components(separatedBy: "\n")
            return lines.count > rows
        }
        return Screen(
            lines: lines.prefix(rows).map { line in
                // By scalar: U+FFFF before a skin tone or a selector is one Character with it.
                let shown = String(String.UnicodeScalarView(line.unicodeScalars.filter { $0 != "\u{FFFF}" }))
                return String(shown.reversed().drop { $0 == " " }.reversed())
            })
    }

    /// Polls the screen until `condition` holds, or fails after ten seconds with the last one.
    @discardableResult
    func waitFor(_ what: String, _ condition: (Screen) -> Bool) throws -> Screen {
        let end = Date().addingTimeInterval(10)
        var screen = try capture()
        while !condition(screen) {
            guard Date() < end else {
                throw EndToEndFailure(
                    description: "Timed out waiting in xterm for: \(what)\nScreen was:\n\(screen.framed)")
            }
            usleep(50_000)
            screen = try capture()
        }
        return screen
    }

    func kill() {
        guard !killed else { return }
        killed = true
        Self.stop([xterm, xvfb])
    }

    private static func stop(_ pids: [pid_t]) {
        for pid in pids where pid > 0 {
            Glibc.kill(pid, SIGTERM)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        }
    }

    // MARK: -

    private static func start(_ tool: String, _ arguments: [String], display: String?) throws -> pid_t {
        guard let path = executablePath(tool) else { throw EndToEndFailure(description: "\(tool) is not installed") }
        var environment = ProcessInfo.processInfo.environment
        if let display { environment["DISPLAY"] = display }
        return try spawnCleanly(path, [tool] + arguments, environment: environment)
    }

    private static func xdotool(_ arguments: [String], display: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdotool"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw EndToEndFailure(
                description: "xdotool \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A deadline, not a wait: a first xterm on a machine busy compiling took over 10 s to map
    /// its window.
    private static func wait(_ what: String, _ condition: () -> Bool) throws {
        let end = Date().addingTimeInterval(30)
        while !condition() {
            guard Date() < end else { throw EndToEndFailure(description: "Timed out waiting for \(what)") }
            usleep(20_000)
        }
    }
}
