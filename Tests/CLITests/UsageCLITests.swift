import Foundation
import Testing

/// SPEC §2: `--help`, `--version`, and usage errors (exit 64).
@Suite struct UsageCLITests {
    @Test func helpExits0AndListsTheCommands() throws {
        let run = try itin("--help")
        #expect(run.status == 0, "\(run)")
        for command in ["print", "check", "move", "new", "add", "rm"] { #expect(run.stdout.contains(command), "\(run)") }
    }

    @Test(arguments: ["print", "check", "move", "new", "add", "add game", "add leg", "add note", "rm", "publish"])
    func eachCommandHasHelp(_ command: String) throws {
        let run = try itin(command.split(separator: " ").map(String.init) + ["--help"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.lowercased().contains("usage"), "\(run)")
    }

    @Test func versionExits0AndPrintsAVersion() throws {
        let run = try itin("--version")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains { $0.isNumber }, "\(run)")
    }

    @Test(arguments: [
        ["print"],                       // no file
        ["check"],
        ["move"],
        ["new"],
        ["add"],
        ["add", "game"],
        ["add", "leg", "a.json"],        // no --trip
        ["add", "meal", "a.json"],
        ["rm"],
        ["print", "a.json", "b.json"],   // one file too many
        ["print", "a.json", "--bogus"],
        ["check", "a.json", "--ids"],    // --ids belongs to print
        ["print", "a.json", "--trip"],   // an option without its value
        ["publish", "a.json", "--trip", "t"],   // no --to
        ["export", "a.json", "--format", "vdir"],   // a vdir is a folder: no --output
    ])
    func usageErrorsExit64(_ args: [String]) throws {
        let run = try itin(args)
        #expect(run.status == 64, "\(run)")
        #expect(!run.stderr.isEmpty)
    }
}
