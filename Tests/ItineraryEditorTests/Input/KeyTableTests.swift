import Foundation
import Testing

@testable import ItineraryEditor

/// One key table drives dispatch, the help and the README.
@Suite struct KeyTableTests {
    @Test func noKeyIsBoundTwiceInOneScope() {
        for scope in Scope.allCases {
            let keys = KeyTable.standard.bindings.filter { $0.scope == scope }.flatMap(\.keys)
            #expect(Set(keys).count == keys.count, "a key is bound twice in \(scope)")
        }
    }

    @Test func everyKeyOfTheSpecIsBound() {
        let trip: [Key] = [
            .up, .down, .char("k"), .char("j"), .pageUp, .pageDown, .char("g"), .char("G"), .home, .end,
            .char("["), .char("]"), .char("/"), .char("n"), .char(" "), .char("m"), .char("K"), .char("J"),
            .char("a"), .char("e"), .char("d"), .delete, .char("u"), .ctrl("r"), .char("s"), .ctrl("s"),
            .char("q"), .ctrl("c"), .char("?"), .escape, .char("!"), .char("E"), .ctrl("z"), .ctrl("l"),
        ]
        for key in trip {
            #expect(KeyTable.standard.action(for: key, in: .trip) != nil, "\(key.label) does nothing on a trip")
        }
        for key in [
            Key.enter, .escape, .char(" "), .up, .down, .char("K"), .char("J"), .char("["), .char("]"), .char("g"),
            .char("G"),
        ] {
            #expect(KeyTable.standard.action(for: key, in: .holding) != nil, "\(key.label) does nothing while holding")
        }
        #expect(KeyTable.standard.action(for: .enter, in: .trips) == .open)
    }

    @Test func theKeysPageListsTheKeyTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/keys.md"), encoding: .utf8)
        #expect(
            page.contains(KeyTable.standard.markdown),
            "docs/keys.md differs from the key table: run `itin keys` and paste it")
    }

    /// Every link of the README and its pages leads to a file that exists.
    @Test func theReadmesLinksResolve() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let pages =
            ["README.md"]
            + (try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path))
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        var links = 0
        for page in pages {
            let url = root.appendingPathComponent(page)
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: /\]\(([^)\s]+)\)/) {
                let target = String(match.1)
                guard !target.hasPrefix("http://"), !target.hasPrefix("https://"), !target.hasPrefix("#") else {
                    continue
                }
                let path = url.deletingLastPathComponent().appendingPathComponent(
                    String(target.split(separator: "#")[0])
                ).path
                #expect(FileManager.default.fileExists(atPath: path), "\(page) links to \(target), which is not there")
                links += 1
            }
        }
        #expect(links > 15, "the README links to its pages")
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(
            readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 200,
            "a README a newcomer reads in two minutes")
        #expect(readme.contains("screenshots/demo.gif"), "the moving picture at the top")
    }
}
