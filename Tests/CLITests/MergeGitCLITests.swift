import Foundation
import ItineraryCore
import Testing

/// Merging (docs/sharing.md) with real git: two clones of one library, `itin merge` as the merge driver.
@Suite struct MergeGitCLITests {
    /// Day 1 holds the notes a, b, c, d with b's key the next number after a's: a drop between
    /// them has no room and renumbers the day (docs/file-format.md).
    static let library = Library(trips: [
        Trip(
            id: "ne", name: "Swing", order: 1, start: CalendarDate(iso: "2026-06-12")!, days: 2,
            items: [("a", 1), ("b", Double(1).nextUp), ("c", 3), ("d", 4)].map { id, key in
                Item(id: id, day: 1, sortOrder: key, kind: .custom(Custom(title: id.uppercased())))
            })
    ])

    @Test func movesOfDifferentItemsOfOneDayMergeCleanlyThoughOneSideRenumberedIt() throws {
        let repo = try GitClones(LibraryEncoder.encode(Self.library))
        #expect(try itin("move", repo.file("A"), "d", "--after", "a").status == 0)
        let renumbered = try load(repo.file("A")).trips[0]
        #expect(renumbered.item("b")?.sortOrder == 2, "the move renumbered the day")
        try repo.git("A", "commit", "-qam", "A moves d after a")
        try repo.git("A", "push", "-q", "origin", "main")
        #expect(try itin("move", repo.file("B"), "c", "--before", "a").status == 0)
        try repo.git("B", "commit", "-qam", "B moves c first")

        let pull = try repo.run("B", "pull", "--no-rebase")
        #expect(pull.status == 0, "\(pull)")
        #expect(try repo.run("B", "status", "--porcelain").stdout.isEmpty, "the merge was committed")
        let printed = try itin("print", repo.file("B"), "--ids")
        #expect(
            printed.lines.filter { $0.hasPrefix("  ") }.map { $0.split(separator: "#").last.map(String.init) } == [
                "c", "a", "d", "b",
            ],
            "\(printed)")
        #expect(try itin("check", repo.file("B")).status == 0)
    }

    @Test func theSameItemMovedToTwoPlacesIsAConflictGitReports() throws {
        let repo = try GitClones(LibraryEncoder.encode(Self.library))
        #expect(try itin("move", repo.file("A"), "a", "--day", "1", "--last").status == 0)
        try repo.git("A", "commit", "-qam", "A moves a last")
        try repo.git("A", "push", "-q", "origin", "main")
        #expect(try itin("move", repo.file("B"), "a", "--after", "c").status == 0)
        try repo.git("B", "commit", "-qam", "B moves a after c")

        let pull = try repo.run("B", "pull", "--no-rebase")
        #expect(pull.status != 0, "\(pull)")
        #expect(pull.stdout.contains("CONFLICT"), "\(pull)")
        #expect(pull.stderr.contains("a: position: ours after c, theirs after d"), "\(pull)")
        #expect(try repo.run("B", "status", "--porcelain").stdout == "UU trips.json\n")
        let check = try itin("check", repo.file("B"))
        #expect(check.status == 0 || check.status == 1, "a valid itinerary in the work tree: \(check)")
        #expect(try dayIDs(try load(repo.file("B")), 1) == ["b", "c", "a", "d"], "ours is kept")
    }
}

/// A bare repository holding a library with `merge=itin`, and two clones, A and B, with the
/// driver set up as docs/sharing.md says; git sees no configuration of the machine or the user.
final class GitClones {
    let scratch: Scratch

    init(_ library: String) throws {
        scratch = try Scratch()
        let driver = try #require(Binary.path.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        try git(nil, "-c", "init.defaultBranch=main", "init", "-q", "--bare", "origin.git")
        try git(nil, "-c", "init.defaultBranch=main", "clone", "-q", "origin.git", "seed")
        try configure("seed")
        try scratch.write("seed/trips.json", library)
        try scratch.write("seed/.gitattributes", "trips.json merge=itin\n")
        try git("seed", "add", ".")
        try git("seed", "commit", "-qm", "A library to share")
        try git("seed", "push", "-q", "origin", "main")
        for clone in ["A", "B"] {
            try git(nil, "-c", "init.defaultBranch=main", "clone", "-q", "origin.git", clone)
            try configure(clone)
            try git(clone, "config", "merge.itin.driver", "\(driver) merge %O %A %B")
        }
    }

    func file(_ clone: String) -> String { scratch.path("\(clone)/trips.json") }

    private func configure(_ clone: String) throws {
        try git(clone, "config", "user.name", "Clone \(clone)")
        try git(clone, "config", "user.email", "\(clone.lowercased())@example.com")
    }

    /// Runs git in a clone (or the scratch folder) and requires it to succeed.
    func git(_ clone: String?, _ arguments: String...) throws {
        let run = try run(clone, arguments)
        try #require(run.status == 0, "git \(arguments.joined(separator: " ")): \(run)")
    }

    func run(_ clone: String?, _ arguments: String...) throws -> Run { try run(clone, arguments) }

    private func run(_ clone: String?, _ arguments: [String]) throws -> Run {
        let outPath = scratch.path("git-out")
        let errPath = scratch.path("git-err")
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = clone.map { scratch.folder.appendingPathComponent($0) } ?? scratch.folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["HOME"] = scratch.folder.path
        environment["LANG"] = "C.UTF-8"
        environment["ITIN_FILE"] = nil
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Run(
            status: process.terminationStatus, stdoutBytes: try scratch.bytes("git-out"),
            stderr: try scratch.text("git-err"))
    }
}
