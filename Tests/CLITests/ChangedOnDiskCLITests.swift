import Foundation
import ItineraryCore
import Testing

/// The commands (docs/commands.md): every command that writes refuses (exit 74, nothing
/// written) when the file changed on disk while it worked. strace holds the command at the
/// moment it checks the file before saving (its second open of the file; for a file that
/// did not exist, its look at it), while the test changes the file.
@Suite(.enabled(if: Strace.works, "needs strace and ptrace")) struct ChangedOnDiskCLITests {
    let fixture: BaseFile
    var file: String { fixture.path }

    init() throws { fixture = try BaseFile() }

    static let commands: [[String]] = [
        ["move", "n1", "--day", "2"],
        ["new", "--name", "Later", "--start", "2026-09-01", "--days", "2"],
        ["add", "note", "--trip", "ne", "--title", "Walk"],
        [
            "add", "game", "--trip", "ne", "--day", "2", "--time", "13:05", "--away", "A", "--home", "B", "--venue",
            "V", "--city", "C",
        ],
        ["rm", "t1"],
    ]

    /// The command's arguments with the file in its place.
    func command(_ args: [String]) -> [String] {
        var command = args
        command.insert(file, at: command[0] == "add" ? 2 : 1)
        return command
    }

    @Test(arguments: commands)
    func aCommandRefusesToWriteOverAChangeMadeWhileItWorked(_ args: [String]) throws {
        let theirs = try canonical(base(replacing: #""title": "Lunch""#, with: #""title": "Theirs""#))
        let run = try Strace.run(command(args), holdingSecondOpenOf: file) {
            try fixture.scratch.write("trips.json", theirs)
        }
        #expect(run.status == 74, "\(run)")
        #expect(run.stderr.contains("\(file) changed on disk while"), "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(try fixture.text == theirs)
    }

    /// Saving (docs/data.md): a file deleted meanwhile is said to be deleted, not changed.
    @Test(arguments: commands)
    func aCommandRefusesToWriteAFileDeletedWhileItWorked(_ args: [String]) throws {
        let run = try Strace.run(command(args), holdingSecondOpenOf: file) {
            try FileManager.default.removeItem(atPath: file)
        }
        #expect(run.status == 74, "\(run)")
        #expect(run.stderr.contains("\(file) was deleted on disk while"), "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: file), "nothing was written")
    }

    @Test func newRefusesWhenTheFileItWouldCreateAppearedMeanwhile() throws {
        let missing = fixture.scratch.path("new.json")
        let run = try Strace.run(
            ["new", missing, "--name", "X", "--start", "2026-09-01", "--days", "2"],
            holdingSecondOpenOf: missing, missing: true
        ) {
            try fixture.scratch.write("new.json", "theirs")
        }
        #expect(run.status == 74, "\(run)")
        #expect(try fixture.scratch.text("new.json") == "theirs")
    }
}
