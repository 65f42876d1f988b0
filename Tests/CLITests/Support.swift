import Foundation
import ItineraryCore
import Testing

/// What one run of `itin` did.
struct Run: CustomStringConvertible {
    let status: Int32
    let stdoutBytes: [UInt8]
    let stderr: String
    var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
    var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

enum Binary {
    /// `$ITIN_BINARY`; else `itin` beside this test executable (the same build); else
    /// `<package root>/.build/debug/itin`, the package root found by walking up from this file.
    static let path: String? = {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["ITIN_BINARY"], !env.isEmpty {
            return fm.isExecutableFile(atPath: env) ? env : nil
        }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "itin"
        ).path
        if fm.isExecutableFile(atPath: beside) { return beside }
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/" {
            if fm.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
                let candidate = dir.appendingPathComponent(".build/debug/itin").path
                return fm.isExecutableFile(atPath: candidate) ? candidate : nil
            }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }()
}

func itin(_ arguments: String...) throws -> Run { try itin(arguments) }

/// Runs `itin` with these arguments, stdin closed, and waits (at most `timeout` seconds) for
/// it; under a `wrapper` command (its path and arguments, before the binary's) when given,
/// and running `meanwhile` once it has started. `environment` is set over the runner's own;
/// without an `ITIN_CONFIG` there, the child's names a file that does not exist, so that no
/// settings file of the machine's changes what a test sees.
func itin(
    _ arguments: [String], environment extra: [String: String] = [:], under wrapper: [String] = [],
    timeout: TimeInterval = 20,
    meanwhile: () throws -> Void = {}
) throws -> Run {
    let binary = try #require(
        Binary.path,
        """
        the itin binary was not found: set ITIN_BINARY to its path, or build it first \
        (`swift build`, which puts it in .build/debug/itin)
        """)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("itin-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("out")
    let errURL = scratch.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)

    let process = Process()
    let command = wrapper + [binary] + arguments
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    var environment = ProcessInfo.processInfo.environment
    environment["ITIN_FILE"] = nil
    environment["LANG"] = "C.UTF-8"
    environment["ITIN_CONFIG"] = scratch.appendingPathComponent("no-settings.toml").path
    environment.merge(extra) { _, new in new }
    process.environment = environment
    try process.run()
    try meanwhile()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(2_000) }
    if process.isRunning {
        // SIGKILL: one stuck in open(2) on a FIFO, or under strace, may not heed SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        Issue.record("itin \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s")
    }
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Run(
        status: process.terminationStatus,
        stdoutBytes: Array(try Data(contentsOf: outURL)),
        stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
}

/// A temporary folder for one test, removed when the test is done.
final class Scratch {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("itin-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Writes a file and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> String {
        let p = path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: p))
        return p
    }

    func bytes(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path(name)))) }
    func text(_ name: String) throws -> String { String(decoding: try bytes(name), as: UTF8.self) }
}

// MARK: - A small trip file

/// Trip `ne` (3 days): day 1 the Boston game g1 (19:10) and note n1; day 2 the leg t1
/// Boston → New York and note n2; day 3 the New York game g2 (19:05).
let baseJSON = """
    {
      "format": "itin/1",
      "trips": [
        {
          "id": "ne", "name": "Swing", "order": 1, "start": "2026-06-12", "days": 3,
          "games": [
            {"id": "g1", "day": 1, "time": "19:10", "away": "Yankees", "home": "Red Sox", "venue": "Fenway Park", "city": "Boston"},
            {"id": "g2", "day": 3, "time": "19:05", "away": "Blue Jays", "home": "Yankees", "venue": "Yankee Stadium", "city": "New York"}
          ],
          "items": [
            {"id": "t1", "kind": "travel", "day": 2, "sortOrder": 1, "from": "Boston", "to": "New York", "miles": 215, "mode": "drive"},
            {"id": "n1", "kind": "custom", "day": 1, "sortOrder": -1, "title": "Walk"},
            {"id": "n2", "kind": "custom", "day": 2, "sortOrder": 2, "title": "Lunch"}
          ]
        }
      ]
    }
    """

/// `baseJSON` with one piece replaced (the piece must be there).
func base(replacing old: String, with new: String) -> String {
    #expect(baseJSON.contains(old), "the base file has no \(old)")
    return baseJSON.replacing(old, with: new)
}

/// The base file as `itin` itself saves it, so a later save changes only what moved.
func canonical(_ text: String = baseJSON) throws -> String {
    LibraryEncoder.encode(try LibraryDecoder.decode(Array(text.utf8)))
}

func load(_ path: String) throws -> Library { try LibraryFile.load(path).library }

/// Ids of one day's entries in display order.
func dayIDs(_ library: Library, trip: String = "ne", _ day: Int) throws -> [String] {
    TripLayout(try #require(library.trip(trip))).day(day).entries.map(\.id)
}

/// Indices of the lines that differ between two texts (every index when the line counts differ).
func changedLines(_ a: String, _ b: String) -> [Int] {
    let x = a.split(separator: "\n", omittingEmptySubsequences: false)
    let y = b.split(separator: "\n", omittingEmptySubsequences: false)
    guard x.count == y.count else { return Array(0..<max(x.count, y.count)) }
    return x.indices.filter { x[$0] != y[$0] }
}

/// The line range of the object whose `"id"` is `id`, in a file written by `itin`.
func objectLines(of id: String, in text: String) -> ClosedRange<Int>? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    func indent(_ s: String) -> Int { s.prefix { $0 == " " }.count }
    guard let idLine = lines.firstIndex(where: { $0.drop { $0 == " " } == "\"id\": \"\(id)\"," }) else { return nil }
    let level = indent(lines[idLine]) - 2
    let open = lines[..<idLine].lastIndex { indent($0) == level && $0.hasSuffix("{") }
    let close = lines[idLine...].firstIndex { indent($0) == level && $0.drop { $0 == " " }.hasPrefix("}") }
    guard let open, let close else { return nil }
    return open...close
}

/// A Python script run to its end (the tests that have Python's icalendar write a feed), with
/// its exit status and what it said on stderr.
func runPython(_ script: String) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script]
    let err = Pipe()
    process.standardError = err
    try process.run()
    let data = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
