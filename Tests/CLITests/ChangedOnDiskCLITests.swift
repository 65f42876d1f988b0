import Foundation
import ItineraryCore
import Testing

/// SPEC §2: every command that writes refuses (exit 74, nothing written) when the file
/// changed on disk while it worked. strace holds the command at the moment it checks the
/// file before saving (its second open of the file; for a file that did not exist, its look
/// at it), while the test changes the file.
@Suite(.enabled(if: Strace.works, "needs strace and ptrace")) struct ChangedOnDiskCLITests {
    let fixture: BaseFile
    var file: String { fixture.path }

    init() throws { fixture = try BaseFile() }

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
            try fixture.scratch.write("trips.json", theirs)
        }
        #expect(run.status == 74, "\(run)")
        #expect(run.stderr.contains("\(file) changed on disk while"), "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(try fixture.text == theirs)
    }

    @Test func newRefusesWhenTheFileItWouldCreateAppearedMeanwhile() throws {
        let missing = fixture.scratch.path("new.json")
        let run = try Strace.run(["new", missing, "--name", "X", "--start", "2026-09-01", "--days", "2"],
                                 holdingSecondOpenOf: missing, missing: true) {
            try fixture.scratch.write("new.json", "theirs")
        }
        #expect(run.status == 74, "\(run)")
        #expect(try fixture.scratch.text("new.json") == "theirs")
    }
}
