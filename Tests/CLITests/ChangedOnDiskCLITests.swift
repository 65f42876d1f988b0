import Foundation
import ItineraryCore
import Testing

/// SPEC §2: every command that writes refuses (exit 74, nothing written) when the file
/// changed on disk while it worked. strace holds the command at the moment it checks the
/// file before saving (its second open of the file; for a file that did not exist, its look
/// at it), while the test changes the file.
@Suite(.enabled(if: Strace.works, "needs strace and ptrace")) struct ChangedOnDiskCLITests {
    let scratch: Scratch
    let file: String

    init() throws {
        scratch = try Scratch()
        file = try scratch.write("trips.json", try canonical())
    }

    @Test(arguments: [
        ["move", "n1", "--day", "2"],
        ["new", "--name", "Later", "--start", "2026-09-01", "--days", "2"],
        ["add", "note", "--trip", "ne", "--title", "Walk"],
        ["add", "game", "--trip", "ne", "--day", "2", "--time", "13:05", "--away", "A", "--home", "B", "--venue", "V", "--city", "C"],
        ["rm", "t1"],
    ])
    func aCommandRefusesToWriteOverAChangeMadeWhileItWorked(_ args: [String]) throws {
        let theirs = try canonical(base(replacing: #""title": "Lunch""#, with: #""title": "Theirs""#))
        var command = args
        command.insert(file, at: command[0] == "add" ? 2 : 1)
        let run = try Strace.run(command, holdingSecondOpenOf: file) {
            try scratch.write("trips.json", theirs)
        }
        #expect(run.status == 74, "\(run)")
        #expect(run.stderr.contains("\(file) changed on disk while"), "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(try scratch.text("trips.json") == theirs)
    }

    @Test func newRefusesWhenTheFileItWouldCreateAppearedMeanwhile() throws {
        let missing = scratch.path("new.json")
        let run = try Strace.run(["new", missing, "--name", "X", "--start", "2026-09-01", "--days", "2"],
                                 holdingSecondOpenOf: missing, missing: true) {
            try scratch.write("new.json", "theirs")
        }
        #expect(run.status == 74, "\(run)")
        #expect(try scratch.text("new.json") == "theirs")
    }
}

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
    static func run(_ arguments: [String], holdingSecondOpenOf path: String, missing: Bool = false,
                    change: () throws -> Void) throws -> Run {
        let binary = try #require(Binary.path)
        let scratch = try Scratch()
        let log = scratch.path("strace.log")
        let (syscall, when, marker) = missing ? ("newfstatat", "1", "openat(") : ("openat", "2+", "close(")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
        process.arguments = ["-f", "-qq", "-P", path, "-e", "trace=openat,newfstatat,close",
                             "-e", "inject=\(syscall):delay_enter=2000000:when=\(when)", "-o", log, binary] + arguments
        let out = scratch.path("out"), err = scratch.path("err")
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline,
              !((try? String(contentsOfFile: log, encoding: .utf8))?.contains(marker) ?? false) {
            usleep(2_000)
        }
        try change()
        while process.isRunning && Date() < deadline { usleep(2_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdoutBytes: Array(try Data(contentsOf: URL(fileURLWithPath: out))),
                   stderr: String(decoding: try Data(contentsOf: URL(fileURLWithPath: err)), as: UTF8.self))
    }
}
