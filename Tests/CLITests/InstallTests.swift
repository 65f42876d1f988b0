import Foundation
import ItineraryEditor
import Testing

/// `make install` and `make uninstall` into a DESTDIR, with the binary under test
/// (`INSTALL_BIN`, so no release build; its itin-publish beside it): where each file lands, the man page as man shows
/// it and as mandoc judges it, bash, fish and zsh completing from the installed scripts, and
/// nothing left.
@Suite struct InstallTests {
    static let prefix = "/usr/local"
    static let files = [
        "bin/itin", "lib/itin/itin-publish", "share/man/man1/itin.1", "share/bash-completion/completions/itin",
        "share/zsh/site-functions/_itin", "share/fish/vendor_completions.d/itin.fish",
    ]

    @Test func installPutsEachFileInPlaceTwiceOverAndUninstallLeavesNoFile() throws {
        let scratch = try Scratch()
        let destdir = scratch.path("dest")
        try install(into: destdir)
        let root = destdir + Self.prefix
        #expect(try filesUnder(destdir) == Self.files.map { root + "/" + $0 }.sorted())
        #expect(FileManager.default.isExecutableFile(atPath: root + "/bin/itin"))
        #expect(try shell([root + "/bin/itin", "--version"]).stdout == (try itin("--version")).stdout)
        // The installed itin publish finds the installed helper in ../lib/itin/: a missing
        // file's 66 is the helper's (itin alone would say 70).
        #expect(FileManager.default.isExecutableFile(atPath: root + "/lib/itin/itin-publish"))
        let publish = try shell([
            root + "/bin/itin", "publish", destdir + "/none.json", "--trip", "ne", "--to", "http://127.0.0.1:9/c/",
        ])
        #expect(publish.status == 66 && publish.stderr.contains("no such file"), "\(publish)")
        #expect(
            try String(contentsOfFile: root + "/share/zsh/site-functions/_itin", encoding: .utf8).hasPrefix(
                "#compdef itin"))
        #expect(
            try String(contentsOfFile: root + "/share/fish/vendor_completions.d/itin.fish", encoding: .utf8)
                .contains("complete -c 'itin'"))

        try install(into: destdir)  // again, over the first: the same files, no error
        #expect(try filesUnder(destdir).count == Self.files.count)

        let uninstall = try shell(["make", "-s", "-C", packageRoot.path, "uninstall", "DESTDIR=\(destdir)"])
        #expect(uninstall.status == 0, "\(uninstall)")
        #expect(try filesUnder(destdir) == [], "make uninstall left files")
    }

    @Test func theManPageShowsEveryCommandOptionAndKey() throws {
        let scratch = try Scratch()
        try install(into: scratch.path("dest"))
        let page = scratch.path("dest") + Self.prefix + "/share/man/man1/itin.1"
        let man = try shell(["man", "-l", page], environment: ["MANWIDTH": "80"])
        #expect(man.status == 0 && man.stderr.isEmpty, "\(man)")
        let text = Self.flattened(man.stdout)

        for section in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "EDITOR KEYS", "FILE FORMAT", "FILES",
            "EXIT STATUS", "ENVIRONMENT", "EXAMPLES",
        ] {
            #expect(man.stdout.contains("\n\(section)\n"), "no \(section) section")
        }
        #expect(text.contains("itin - a terminal itinerary editor"))

        // Every command and option the binary has (its own description of itself).
        let dump = try JSONSerialization.jsonObject(with: Data((try itin("--experimental-dump-help")).stdoutBytes))
        let tool = try #require((dump as? [String: Any])?["command"] as? [String: Any])
        var commands = 0
        func visit(_ command: [String: Any], _ words: [String]) {
            let words = words + [command["commandName"] as? String ?? "?"]
            if words.count > 1 {
                commands += 1
                #expect(
                    text.contains(words.joined(separator: " ")), "the man page has no \(words.joined(separator: " "))")
            }
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                    let option = "--" + (name["name"] as? String ?? "")
                    #expect(text.contains(option), "the man page has no \(option) (\(words.joined(separator: " ")))")
                }
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] where sub["shouldDisplay"] as? Bool != false {
                visit(sub, words)
            }
        }
        visit(tool, [])
        #expect(commands >= 12, "only \(commands) commands were found in --experimental-dump-help")

        // Every binding of the key table, under its scope's heading: its keys, then what they do.
        for scope in Scope.allCases {
            #expect(man.stdout.contains("\n   \(scope.rawValue)\n"), "no heading for the keys of \(scope.rawValue)")
        }
        for binding in KeyTable.standard.bindings {
            let entry = binding.keys.map(\.label).joined(separator: ", ") + " " + binding.help
            #expect(text.contains(Self.flattened(entry)), "the man page lacks the key \(entry)")
        }

        let exitStatus = try #require(man.stdout.range(of: "\nEXIT STATUS\n")).upperBound
        let codes = man.stdout[
            exitStatus..<(man.stdout.range(of: "\nENVIRONMENT\n")?.lowerBound ?? man.stdout.endIndex)]
        for code in ["0", "1", "64", "65", "66", "69", "74", "75", "77"] {
            #expect(codes.contains("       \(code) "), "EXIT STATUS does not give \(code)")
        }
        for name in [
            "ITIN_FILE", "XDG_DATA_HOME", "NO_COLOR", "TERM", "ITIN_CALDAV_PASSWORD", "ITIN_CALDAV_TIMEOUT", "~/.netrc",
            "trips.json merge=itin",
            "git config merge.itin.driver \"itin merge %O %A %B\"", "FILE.recover",
        ] {
            #expect(text.contains(name), "the man page does not mention \(name)")
        }
    }

    @Test func mandocFindsNothingWrongInTheManPage() throws {
        let scratch = try Scratch()
        try install(into: scratch.path("dest"))
        let lint = try shell([
            "mandoc", "-T", "lint", "-W", "warning", scratch.path("dest") + Self.prefix + "/share/man/man1/itin.1",
        ])
        #expect(lint.status == 0 && lint.stdout.isEmpty && lint.stderr.isEmpty, "\(lint)")
    }

    @Test(arguments: [
        ("itin pr", ["print"]), ("itin print --tri", ["--trip"]), ("itin add ", ["game", "leg", "note", "stay"]),
    ])
    func bashCompletesFromTheInstalledScript(_ line: String, _ expected: [String]) throws {
        let scratch = try Scratch()
        try install(into: scratch.path("dest"))
        let root = scratch.path("dest") + Self.prefix
        // As an interactive bash would: bash-completion finds the script by XDG_DATA_DIRS
        // when the command is first completed, and calls the function it registers.
        let script = """
            source /usr/share/bash-completion/bash_completion
            COMP_LINE=$1 COMP_POINT=${#1}
            read -ra COMP_WORDS <<< "$COMP_LINE"
            [[ $COMP_LINE == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            __load_completion itin || { echo "bash-completion found no completion for itin" >&2; exit 1; }
            function=$(complete -p itin | sed -n 's/.* -F \\([^ ]*\\) .*/\\1/p')
            "$function" itin "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = try shell(
            ["bash", "-c", script, "bash", line],
            environment: [
                "PATH": root + "/bin:/usr/bin:/bin", "XDG_DATA_DIRS": root + "/share",
                "XDG_DATA_HOME": scratch.path("data"), "HOME": scratch.folder.path,
            ])
        #expect(run.status == 0, "\(run)")
        // (Where it offers commands, it offers --help and --version too.)
        let offered = run.stdout.split(separator: "\n").map(String.init)
            .filter { !$0.hasPrefix("-") || expected.contains { $0.hasPrefix("-") } }
        #expect(offered == expected, "\(line)⇥ offered \(run.stdout)")
    }

    @Test(arguments: [
        ("itin pr", ["print"]), ("itin print --tri", ["--trip"]), ("itin add ", ["game", "leg", "note", "stay"]),
    ])
    func fishCompletesFromTheInstalledScript(_ line: String, _ expected: [String]) throws {
        let scratch = try Scratch()
        try install(into: scratch.path("dest"))
        let root = scratch.path("dest") + Self.prefix
        // fish looks for a package's completions in XDG_DATA_DIRS, as it would in /usr/local/share.
        let run = try shell(
            ["fish", "-c", "complete --do-complete=$argv[1]", line],
            environment: [
                "PATH": root + "/bin:/usr/bin:/bin", "XDG_DATA_DIRS": root + "/share",
                "XDG_DATA_HOME": scratch.path("data"), "XDG_CONFIG_HOME": scratch.path("config"),
                "HOME": scratch.folder.path,
            ])
        #expect(run.status == 0, "\(run)")
        // Each candidate, then a tab and its description.
        let offered = run.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
            .filter { !$0.hasPrefix("-") || expected.contains { $0.hasPrefix("-") } }
        #expect(offered == expected, "\(line)⇥ offered \(run.stdout)")
    }

    /// zsh completes only in its line editor, so an interactive zsh runs on a pseudo-terminal
    /// (its own zpty module): the installed function on fpath and compinit, as a user's
    /// .zshrc has them, then the line and a Tab, until what it shows matches `shown` (a zsh
    /// pattern) or the deadline passes.
    @Test(arguments: [("itin pr", "itin print"), ("itin print --t", "--trip"), ("itin add ", "game*leg*note")])
    func zshCompletesFromTheInstalledScript(_ line: String, _ shown: String) throws {
        let scratch = try Scratch()
        try install(into: scratch.path("dest"))
        let root = scratch.path("dest") + Self.prefix
        let script = """
            zmodload zsh/zpty
            zpty z 'zsh -f -i'
            zpty -w z "fpath=($1 \\$fpath); autoload -Uz compinit; compinit -u -d $2; PS1='> '"
            zpty -w -n z "$3"$'\\t'
            zpty -r -m z out "*$4*"
            """
        let run = try shell(
            [
                "timeout", "-s", "KILL", "20", "zsh", "-f", "-c", script, "zsh", root + "/share/zsh/site-functions",
                scratch.path("zcompdump"), line, shown,
            ],
            environment: ["PATH": root + "/bin:/usr/bin:/bin", "HOME": scratch.folder.path])
        #expect(run.status == 0, "\(line)⇥ never showed \(shown) in 20 s: \(run)")
    }

    /// `make install` of the binary under test into DESTDIR.
    private func install(into destdir: String) throws {
        let binary = try #require(Binary.path, "the itin binary was not found: set ITIN_BINARY")
        let run = try shell([
            "make", "-s", "-C", packageRoot.path, "install", "DESTDIR=\(destdir)", "PREFIX=\(Self.prefix)",
            "INSTALL_BIN=\(binary)",
        ])
        try #require(run.status == 0, "make install failed: \(run)")
    }

    /// Text as man shows it, as one line: runs of white space as one space, typographic
    /// hyphens and quotes as typed.
    static func flattened(_ text: String) -> String {
        text.replacing("\u{2010}", with: "-").replacing("\u{2212}", with: "-").replacing("\u{2019}", with: "'")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// Every regular file below a folder, by full path, sorted.
func filesUnder(_ folder: String) throws -> [String] {
    guard let walk = FileManager.default.enumerator(atPath: folder) else { return [] }
    return walk.compactMap { $0 as? String }
        .map { folder + "/" + $0 }
        .filter {
            var dir: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &dir) && !dir.boolValue
        }
        .sorted()
}

/// Runs a command found on PATH, with more environment, and waits for it.
func shell(_ command: [String], environment extra: [String: String] = [:]) throws -> Run {
    let scratch = try Scratch()
    let out = scratch.path("out")
    let err = scratch.path("err")
    _ = FileManager.default.createFile(atPath: out, contents: nil)
    _ = FileManager.default.createFile(atPath: err, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
    var environment = ProcessInfo.processInfo.environment
    environment["LANG"] = "C.UTF-8"
    environment["ITIN_FILE"] = nil
    environment.merge(extra) { $1 }
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    return Run(
        status: process.terminationStatus, stdoutBytes: try scratch.bytes("out"), stderr: try scratch.text("err"))
}

/// The package as Debian would have it (docs/decisions/0011-ncurses-from-the-system.md):
/// ncurses is loaded from the system, so its fixes reach itin the day Debian ships them, and
/// nothing lintian says is overridden. `make deb-check` holds the built package to the same.
@Suite struct PackageTests {
    static let linkedIn = packageRoot.appendingPathComponent("packaging/static-libs").path

    @Test func theReleaseLinkFindsNoCopyOfNcursesToLinkIn() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.linkedIn)
        #expect(!names.isEmpty)
        for name in names {
            let text = (try? String(contentsOfFile: Self.linkedIn + "/" + name, encoding: .utf8)) ?? ""
            for library in ["ncurses", "tinfo"] {
                #expect(!name.contains(library) && !text.contains("lib\(library)"), "\(name) links \(library) in")
            }
        }
    }

    @Test func thePackageOverridesNothingLintianSays() throws {
        let overrides = packageRoot.appendingPathComponent("packaging/lintian-overrides").path
        #expect(!FileManager.default.fileExists(atPath: overrides))
        let scripts = try ["scripts/deb.sh", "scripts/deb-check.sh"].map {
            try String(contentsOf: packageRoot.appendingPathComponent($0), encoding: .utf8)
        }
        #expect(!scripts[0].contains("lintian/overrides"))
        #expect(scripts[1].contains("libncursesw6"), "deb-check holds the package's Depends to it")
    }
}
