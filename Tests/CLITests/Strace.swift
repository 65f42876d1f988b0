import Foundation
import Testing

/// `itin` under strace (`-e inject`), to make one of its system calls fail or wait as on a
/// failing disk or a busy system. `-P PATH` limits the tracing, and the counting of `when=`,
/// to the calls that touch PATH by name or through a descriptor: `fsync:error=EIO:when=1`
/// with `-P FOLDER` is the flush of the folder and nothing else. `make test` installs strace.
enum Strace {
    static let works: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else { return false }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
        p.arguments = ["-o", "/dev/null", "true"]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }()

    /// Runs `itin` under strace, which delays its second open of `path` (its look at a
    /// `missing` path) by two seconds; once the first read of the file is over, `change` runs.
    static func run(
        _ arguments: [String], holdingSecondOpenOf path: String, missing: Bool = false,
        change: () throws -> Void
    ) throws -> Run {
        let (syscall, when, marker) = missing ? ("newfstatat", "1", "openat(") : ("openat", "2+", "close(")
        return try run(
            arguments, inject: ["\(syscall):delay_enter=2000000:when=\(when)"], touching: [path],
            watching: ["openat", "newfstatat", "close"]
        ) { log in
            try wait(for: marker, in: log)
            try change()
        }.run
    }

    /// Runs `itin arguments…` with each injection (`fsync:error=EIO:when=1`) on the calls that
    /// touch `paths` (any call when none), also tracing `watching`; `meanwhile` gets the log
    /// while it runs. Returns what it did, its stderr without strace's notices, and the log's
    /// lines for the calls strace changed.
    static func run(
        _ arguments: [String], inject injections: [String], touching paths: [String] = [],
        watching: [String] = [], meanwhile: (_ log: String) throws -> Void = { _ in }
    ) throws -> (run: Run, injected: [String]) {
        let scratch = try Scratch()
        let log = scratch.path("strace.log")
        let injected: [String] = injections.map { String($0.prefix { $0 != ":" }) }
        let syscalls = Set(injected + watching).sorted().joined(separator: ",")
        var strace = ["/usr/bin/strace", "-f", "-qq", "-o", log, "-e", "trace=\(syscalls)"]
        for path in paths { strace += ["-P", path] }
        for injection in injections { strace += ["-e", "inject=\(injection)"] }
        let run = try itin(arguments, under: strace) { try meanwhile(log) }
        let stderr = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("/usr/bin/strace: ") }.joined(separator: "\n")
        let lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n")
        return (
            Run(status: run.status, stdoutBytes: run.stdoutBytes, stderr: stderr),
            lines.filter { $0.contains("(INJECTED)") || $0.contains("(DELAYED)") }.map(String.init)
        )
    }

    /// Waits (at most 10 s) until strace's log holds `text`: the traced call has returned.
    static func wait(for text: String, in log: String) throws {
        let deadline = Date().addingTimeInterval(10)
        while !((try? String(contentsOfFile: log, encoding: .utf8))?.contains(text) ?? false) {
            guard Date() < deadline else { throw TimedOut(description: "no \(text) in strace's log after 10 s") }
            usleep(2_000)
        }
    }
}

struct TimedOut: Error, CustomStringConvertible {
    let description: String
}
