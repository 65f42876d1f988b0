import Foundation
import Testing

/// What a user reads stands on its own: the help, the man page and docs/ never cite the
/// product specification, which users do not have, and they agree on every exit code.
@Suite struct UserPagesCLITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every page a user reads: the README, docs/ and the man page's source.
    static func pages() throws -> [(name: String, text: String)] {
        let docs = root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path)
            .filter { $0.hasSuffix(".md") || $0.hasSuffix(".in") }.map { "docs/\($0)" }
        return try (["README.md"] + names).sorted().map {
            ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
        }
    }

    /// The lines that name the specification or cite a section of it, both spelled as escapes so
    /// that this file passes its own test.
    static func citations(in text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.contains("S\u{50}EC") || $0.contains("\u{A7}") }
    }

    @Test func noPageCitesTheSpecification() throws {
        let pages = try Self.pages()
        #expect(pages.count > 10)
        for page in pages { #expect(Self.citations(in: page.text).isEmpty, "\(page.name)") }
    }

    @Test func noHelpCitesTheSpecification() throws {
        let run = try itin("--experimental-dump-help")
        #expect(run.status == 0 && run.stdout.contains("\"abstract\""), "\(run)")
        #expect(Self.citations(in: run.stdout).isEmpty)
        let keys = try itin("keys")
        #expect(keys.status == 0 && Self.citations(in: keys.stdout).isEmpty, "\(keys)")
    }

    /// Nor does the code: a comment points at docs/, a decision or ARCHITECTURE.md, or says the
    /// rule where it is used.
    @Test func noSourceCitesTheSpecification() throws {
        var cited: [String] = []
        var read = 0
        for top in ["Sources", "Tests"] {
            let folder = Self.root.appendingPathComponent(top)
            let files = try #require(FileManager.default.enumerator(atPath: folder.path))
            for case let path as String in files where path.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                read += 1
                cited += Self.citations(in: text).map { "\(top)/\(path): \($0)" }
            }
        }
        #expect(read > 300, "the sources were not found under \(Self.root.path)")
        #expect(cited.count == 0, "\(cited.joined(separator: "\n"))")
    }

    /// The exit codes itin gives, each said in the commands page and the man page.
    @Test(arguments: [0, 1, 64, 65, 66, 69, 70, 74, 75, 77, 78])
    func everyExitCodeIsDocumented(_ code: Int) throws {
        let commands = try String(contentsOf: Self.root.appendingPathComponent("docs/commands.md"), encoding: .utf8)
        let paragraph = try #require(commands.components(separatedBy: "\n\n").first { $0.hasPrefix("Exit codes:") })
        #expect(paragraph.contains(" \(code) "), "docs/commands.md: \(code)")
        let manual = try String(contentsOf: Self.root.appendingPathComponent("docs/itin.1.in"), encoding: .utf8)
        #expect(code == 0 || manual.contains(".B \(code)\n"), "the man page: \(code)")
    }

    @Test func theHeldRoleIsInTheSettingsAndItsPage() throws {
        let config = try itin("config", "--default")
        #expect(config.status == 0 && config.stdout.contains("held = \""), "\(config)")
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/settings.md"), encoding: .utf8)
        #expect(page.contains("| `held` |"))
    }
}
