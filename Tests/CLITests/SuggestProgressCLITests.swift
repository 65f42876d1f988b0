import Foundation
import ItinTestSupport
import Testing

/// How far a long search is (docs/suggest.md): once `itin suggest --every` has searched for a
/// second, a line on standard error when it is a terminal, and nothing there when it is not.
/// A whole generated season by car with `--two-a-day` is never proven, so it searches for its
/// whole time: each run is stopped once it has shown what the test looks for.
@Suite struct SuggestProgressCLITests {
    let scratch: Scratch

    init() throws { scratch = try Scratch() }

    func arguments() throws -> [String] {
        let season = SampleSeason(seed: 1)
        let feeds = try season.teams.indices.map { i in
            try scratch.write("team\(i).ics", season.ics(team: i, utc: false))
        }
        return ["suggest"] + feeds + ["--every", "--two-a-day"]
    }

    /// Starts a command with its standard output and error in two files of the scratch folder.
    func start(_ command: [String]) throws -> (process: Process, out: String, err: String) {
        let process = Process()
        let out = "out-\(UUID().uuidString)"
        let err = "err-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: scratch.path(out), contents: nil)
        _ = FileManager.default.createFile(atPath: scratch.path(err), contents: nil)
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch.path(out)))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch.path(err)))
        var environment = ProcessInfo.processInfo.environment
        environment["ITIN_CONFIG"] = scratch.path("no-settings.toml")
        environment["LANG"] = "C.UTF-8"
        environment["TERM"] = "xterm-256color"
        process.environment = environment
        try process.run()
        return (process, out, err)
    }

    /// Waits, up to `seconds`, until `done` holds; whether it did.
    func wait(_ seconds: Double, until done: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try done() { return true }
            usleep(20_000)
        }
        return try done()
    }

    /// SIGTERM (script(1) hands it on to the search), then SIGKILL if it lingers.
    func stop(_ process: Process) {
        if process.isRunning { process.terminate() }
        if !wait(5, until: { !process.isRunning }) { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    @Test func aProgressLineOnATerminalOnly() throws {
        let binary = try #require(Binary.path, "the itin binary was not found: build it first")
        let arguments = try arguments()
        // On a terminal (script(1)'s pseudo-terminal has standard output and error both): the
        // line comes, with the bound so far, within the search's first seconds.
        let shell = ([binary] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let began = Date()
        let onTerminal = try start(["/usr/bin/script", "-qec", "exec \(shell)", "/dev/null"])
        defer { stop(onTerminal.process) }
        let shown = try wait(60) { try scratch.text(onTerminal.out).contains(" partial") }
        let took = Date().timeIntervalSince(began)
        let screen = try scratch.text(onTerminal.out)
        #expect(shown, "\(screen)")
        #expect(
            screen.contains(
                /\r\u{1B}\[Kitin: searching · (best so far \d+ days|no trip yet) · none shorter than \d+ · \d+ partial/),
            "\(screen)")
        #expect(took > 1, "the line came before the search had taken a second")
        stop(onTerminal.process)

        // Not a terminal: nothing on standard error while it searches past the time the line came.
        let plain = try start([binary] + arguments)
        defer { stop(plain.process) }
        let ended = wait(max(3, took + 1)) { !plain.process.isRunning }
        #expect(!ended, "the search ended too soon to tell")
        stop(plain.process)
        #expect(try scratch.text(plain.err) == "")
    }
}
