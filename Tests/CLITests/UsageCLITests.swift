import Foundation
import Testing

/// The commands (docs/commands.md): `--help`, `--version`, and usage errors (exit 64).
@Suite struct UsageCLITests {
    @Test func helpExits0AndListsTheCommands() throws {
        let run = try itin("--help")
        #expect(run.status == 0, "\(run)")
        for command in ["print", "check", "move", "new", "add", "rm", "plan", "place"] {
            #expect(run.stdout.contains(command), "\(run)")
        }
    }

    /// The overview is wrapped by the parser, never broken where the source broke it: every
    /// line of it but the last runs on to the next.
    @Test func theOverviewWrapsAsOneParagraph() throws {
        let run = try itin("--help")
        let lines = run.lines
        let start = try #require(lines.firstIndex { $0.hasPrefix("Every position is semantic") })
        let end = try #require(lines[start...].firstIndex { $0.isEmpty })
        let paragraph = lines[start..<end]
        #expect(paragraph.dropLast().allSatisfy { $0.count > 60 }, "a line broken short: \(paragraph)")
        #expect(paragraph.joined(separator: " ").contains("move between the games of a trip"), "\(paragraph)")
    }

    @Test(arguments: ["print", "check", "move", "new", "add", "add game", "add leg", "add note", "rm", "publish"])
    func eachCommandHasHelp(_ command: String) throws {
        let run = try itin(command.split(separator: " ").map(String.init) + ["--help"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.lowercased().contains("usage"), "\(run)")
    }

    /// FILE and `--trip` are the command-line kit's option groups in every command that takes
    /// them, so each says them in the same words.
    @Test(arguments: [
        "print", "export", "plan", "costs", "map", "import", "add game", "add leg", "add note", "add stay", "publish",
    ])
    func fileAndTripAreSaidAlikeEverywhere(_ command: String) throws {
        let run = try itin(command.split(separator: " ").map(String.init) + ["--help"])
        #expect(run.status == 0, "\(run)")
        let words = run.lines.map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(words.contains("<file> The itinerary file."), "\(run)")
        #expect(words.contains("--trip <T> The trip, by id or name."), "\(run)")
    }

    @Test func versionExits0AndPrintsAVersion() throws {
        let run = try itin("--version")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains { $0.isNumber }, "\(run)")
    }

    @Test(arguments: [
        ["print"],  // no file
        ["check"],
        ["move"],
        ["new"],
        ["add"],
        ["add", "game"],
        ["add", "leg", "a.json"],  // no --trip
        ["add", "meal", "a.json"],
        ["rm"],
        ["print", "a.json", "b.json"],  // one file too many
        ["print", "a.json", "--bogus"],
        ["check", "a.json", "--ids"],  // --ids belongs to print
        ["print", "a.json", "--trip"],  // an option without its value
        ["publish", "a.json", "--trip", "t"],  // no --to
        ["export", "a.json", "--format", "vdir"],  // a vdir is a folder: no --output
    ])
    func usageErrorsExit64(_ args: [String]) throws {
        let run = try itin(args)
        #expect(run.status == 64, "\(run)")
        #expect(!run.stderr.isEmpty)
    }
}
