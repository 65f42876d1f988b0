import ArgumentParser
import Testing

@testable import itin

/// The editor's command line read without ArgumentParser must mean what ArgumentParser makes
/// of it, and leave it everything else.
@Suite struct PlainEditorLineTests {
    static func plain(_ arguments: [String]) -> EditSession? {
        EditSession.plain(arguments, isCommand: Itin.commandNames.contains)
    }

    @Test(arguments: [
        [], ["trips.json"], ["--no-mouse"], ["--demo"], ["--demo", "--no-mouse"], ["--no-mouse", "--demo"],
        ["trips.json", "--no-mouse"], ["--no-mouse", "trips.json"], ["/tmp/a b/trips.json"], ["./print"],
        ["print.json"], ["Edit"], ["~"], ["trips.json "],
    ])
    func theEditorsOwnLineMeansWhatArgumentParserReads(_ arguments: [String]) throws {
        let read = try #require(Self.plain(arguments), "\(arguments) left to ArgumentParser")
        let parsed = try #require(try Itin.parseAsRoot(arguments) as? EditCommand, "\(arguments)")
        #expect(read == parsed.session, "\(arguments)")
    }

    @Test func itReadsTheFileAndTheFlags() {
        #expect(Self.plain([]) == EditSession(source: .usual, mouse: true))
        #expect(Self.plain(["a.json", "--no-mouse"]) == EditSession(source: .file("a.json"), mouse: false))
        #expect(Self.plain(["--demo"]) == EditSession(source: .demo, mouse: true))
    }

    /// Other commands, help, the version, errors and anything unusual: ArgumentParser's.
    @Test(arguments: [
        ["edit"], ["edit", "a.json"], ["print", "a.json"], ["help"], ["help", "print"], ["rm"], ["config"],
        ["keys"], ["--help"], ["-h"], ["--version"], ["--demo", "a.json"], ["a.json", "--demo"], ["a.json", "b.json"],
        ["--no-mouse", "--no-mouse"], ["--demo", "--demo"], ["--", "a.json"], ["-"], ["--bogus"], ["-x", "a.json"],
        ["--no-mouse=true"], ["--generate-completion-script", "bash"], ["---completion", "--", "a"], [""],
        ["--experimental-dump-help"],
    ])
    func everythingElseIsLeftToArgumentParser(_ arguments: [String]) {
        #expect(Self.plain(arguments) == nil, "\(arguments)")
    }

    /// Every command's name chooses that command, whichever it is.
    @Test func everyCommandsNameIsLeftToArgumentParser() {
        for command in Itin.configuration.subcommands {
            #expect(Self.plain([command._commandName]) == nil, "\(command._commandName)")
            #expect(Self.plain(["--no-mouse", command._commandName]) == nil, "\(command._commandName)")
        }
        #expect(Itin.commandNames.isSuperset(of: ["print", "check", "move", "new", "add", "rm", "edit", "help"]))
        // What lets a path skip the look-up.
        #expect(!Itin.commandNames.contains { $0.contains(".") || $0.contains("/") })
    }

    /// A word with a dot or a slash is a file, without gathering the commands' names.
    @Test func aPathIsNotLookedUp() {
        var asked: [String] = []
        /// `arguments` read with every word taken for a command's name when `isCommand`; the
        /// words asked about are kept in `asked`.
        func read(_ arguments: [String], isCommand: Bool) -> EditSession? {
            EditSession.plain(arguments) {
                asked.append($0)
                return isCommand
            }
        }
        #expect(
            read(["--no-mouse", "trips.json"], isCommand: false)
                == EditSession(source: .file("trips.json"), mouse: false))
        #expect(asked.isEmpty)
        #expect(read(["./print"], isCommand: true) == EditSession(source: .file("./print"), mouse: true))
        #expect(asked.isEmpty)
        #expect(read(["trips"], isCommand: false) == EditSession(source: .file("trips"), mouse: true))
        #expect(asked == ["trips"])
    }
}
